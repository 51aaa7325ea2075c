import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo, type HTMLAttributes, type Key } from 'react';
import { useIntl } from 'react-intl';
import { choiceDetail, choiceLabel, filterByChoice, type ProductChoice } from './productChoice.js';
import { ProductThumbnail } from './ProductThumbnail.js';

/**
 * One option of a product or package picker: the card's picture (as the Ozon products grid shows it), the
 * name, and under it the articles and the packages or product, so options of one name are told apart.
 */
export function ProductOption({ choice, ...props }: HTMLAttributes<HTMLLIElement> & { choice: ProductChoice }) {
  const intl = useIntl();
  const detail = choiceDetail(choice, intl);
  return (
    <Box component="li" {...props} sx={{ gap: 1 }}>
      {/* The name says what the picture shows: the picture adds nothing to the option's accessible name. */}
      <ProductThumbnail src={choice.picture} alt="" />
      <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
        <span>{choice.name}</span>
        <Typography variant="caption" color="text.secondary" noWrap title={detail}>
          {detail}
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * The parts every product or package Autocomplete shares: its label, its filter and its options; kept
 * the same between renders, since the Autocomplete retypes its input when its label function changes.
 */
export function useProductChoiceProps<Option>(choiceOf: (option: Option) => ProductChoice) {
  const intl = useIntl();
  return useMemo(
    () => ({
      getOptionLabel: (option: Option) => choiceLabel(choiceOf(option), intl),
      filterOptions: filterByChoice(choiceOf),
      renderOption: ({ key, ...props }: HTMLAttributes<HTMLLIElement> & { key: Key }, option: Option) => (
        <ProductOption key={key} {...props} choice={choiceOf(option)} />
      ),
    }),
    [choiceOf, intl],
  );
}
