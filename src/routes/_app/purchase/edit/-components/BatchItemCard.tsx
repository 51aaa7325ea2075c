import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useContext, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Product } from '../../../../../../contracts/catalogue.js';
import type { PackageType } from '../../../../../../contracts/packageType.js';
import type { SalesChannel, SalesPlanSummary } from '../../../../../../contracts/purchasing.js';
import { useApi } from '../../../../../api/ApiContext.js';
import { productListQuery, productQuery } from '../../../../../queries/products.js';
import { EditorErrorsContext, NumberField } from './EditorFields.js';
import { AddButton, RemoveButton, ShownFigure } from './EditorParts.js';
import { newSalesItem, numberOf, replaceAt, without, type ItemForm } from './purchaseForm.js';
import { SalesItemSection } from './SalesItemSection.js';

interface Props {
  path: string;
  item: ItemForm;
  index: number;
  channels: SalesChannel[];
  packageTypes: PackageType[];
  facts: Map<number, SalesPlanSummary>;
  targetMarginPercent: number | undefined;
  onChange: (item: ItemForm) => void;
  onRemove: () => void;
}

/** One purchased product: count and price, and what it is sold as, with packaging and plans. */
export function BatchItemCard({ path, item, index, onChange, onRemove, ...shared }: Props) {
  const intl = useIntl();
  const api = useApi();
  const product = useQuery({ ...productQuery(api, item.ProductID ?? 0), enabled: item.ProductID !== null });
  const title = intl.formatMessage({ id: 'purchases.item.title' }, { number: index + 1 });

  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', flexWrap: 'wrap', columnGap: 1.5 }}>
        <ProductField
          path={`${path}.ProductID`}
          value={item.ProductID === null ? null : { ID: item.ProductID, Name: item.ProductName }}
          onChange={(chosen) =>
            onChange({
              ...item,
              ProductID: chosen?.ID ?? null,
              ProductName: chosen?.Name ?? '',
              // Packages belong to their product: a new product starts its sales items over.
              SalesItems: chosen?.ID === item.ProductID ? item.SalesItems : [],
            })
          }
        />
        <NumberField
          path={`${path}.Count`}
          labelId="purchases.item.Count"
          value={item.Count}
          onChange={(Count) => onChange({ ...item, Count })}
          unit={intl.formatMessage({ id: 'purchases.unit.pieces' })}
        />
        <NumberField
          path={`${path}.Price`}
          labelId="purchases.item.Price"
          value={item.Price}
          onChange={(Price) => onChange({ ...item, Price })}
          unit="₽"
          width={140}
        />
        <ShownFigure labelId="purchases.item.Sum" value={numberOf(item.Count) * numberOf(item.Price)} kind="money" />
        <Box sx={{ flex: 1 }} />
        <RemoveButton labelId="purchases.item.remove" number={index + 1} onClick={onRemove} />
      </Box>

      <Box
        sx={{ display: 'grid', gap: 2, pl: { xs: 0, sm: 2 }, borderLeft: { sm: 2 }, borderColor: { sm: 'divider' } }}
      >
        {item.SalesItems.map((salesItem, j) => (
          <SalesItemSection
            key={salesItem.key}
            {...shared}
            path={`${path}.SalesItems[${j}]`}
            index={j}
            item={item}
            salesItem={salesItem}
            packages={product.data?.Packages ?? []}
            onChange={(next) => onChange({ ...item, SalesItems: replaceAt(item.SalesItems, j, next) })}
            onRemove={() => onChange({ ...item, SalesItems: without(item.SalesItems, j) })}
          />
        ))}
        <Box>
          <AddButton
            labelId="purchases.salesItem.add"
            disabled={item.ProductID === null}
            onClick={() => onChange({ ...item, SalesItems: [...item.SalesItems, newSalesItem()] })}
          />
          {item.ProductID === null && (
            <Typography variant="caption" color="text.secondary" sx={{ ml: 1 }}>
              <FormattedMessage id="purchases.salesItem.chooseProductFirst" />
            </Typography>
          )}
        </Box>
      </Box>
    </Paper>
  );
}

/** The product of an item, searched by name. */
function ProductField({
  path,
  value,
  onChange,
}: {
  path: string;
  value: Pick<Product, 'ID' | 'Name'> | null;
  onChange: (product: Pick<Product, 'ID' | 'Name'> | null) => void;
}) {
  const intl = useIntl();
  const api = useApi();
  const errors = useContext(EditorErrorsContext);
  const [typed, setTyped] = useState('');
  const options = useQuery(productListQuery(api, { Name: typed || null, Count: 20 }));
  const error = errors.errorOf(path);
  return (
    <Autocomplete<Pick<Product, 'ID' | 'Name'>>
      size="small"
      options={options.data?.Items ?? []}
      value={value}
      loading={options.isFetching}
      filterOptions={(items) => items}
      getOptionLabel={(option) => option.Name}
      isOptionEqualToValue={(option, chosen) => option.ID === chosen.ID}
      onInputChange={(_event, text, reason) => reason === 'input' && setTyped(text)}
      onChange={(_event, chosen) => {
        onChange(chosen);
        errors.changed(path);
      }}
      noOptionsText={intl.formatMessage({ id: 'common.nothingFound' })}
      renderInput={(params) => (
        <TextField
          {...params}
          label={intl.formatMessage({ id: 'purchases.item.ProductID' })}
          error={Boolean(error)}
          helperText={error ?? ' '}
        />
      )}
      sx={{ width: 320, maxWidth: '100%' }}
    />
  );
}
