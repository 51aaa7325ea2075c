import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useContext, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Product, ProductPackage } from '../../../../../../contracts/catalogue.js';
import { useApi } from '../../../../../api/ApiContext.js';
import { productListQuery } from '../../../../../queries/products.js';
import { productChoice } from '../../../../../screens/productChoice.js';
import { useProductChoiceProps } from '../../../../../screens/ProductOption.js';
import { EditorErrorsContext } from './EditorFields.js';

/** A product as the picker knows it: its packages tell products of one name apart. */
export type ProductValue = Pick<Product, 'ID' | 'Name'> & { Packages?: ProductPackage[] };

/** The product of an item, found by its name, a package's name or an article. */
export function ProductField({
  path,
  value,
  onChange,
}: {
  path: string;
  value: ProductValue | null;
  onChange: (product: ProductValue | null) => void;
}) {
  const intl = useIntl();
  const choiceProps = useProductChoiceProps<ProductValue>(productChoice);
  const api = useApi();
  const errors = useContext(EditorErrorsContext);
  const [typed, setTyped] = useState('');
  const options = useQuery(productListQuery(api, { Search: typed.trim() || null, Count: 20 }));
  const error = errors.errorOf(path);
  return (
    <Autocomplete<ProductValue>
      size="small"
      options={options.data?.Items ?? []}
      value={value}
      loading={options.isFetching}
      {...choiceProps}
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
      sx={{ width: 360, maxWidth: '100%' }}
    />
  );
}
