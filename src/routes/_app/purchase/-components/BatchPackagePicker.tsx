import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { PurchaseBatchProductPackage } from '../../../../../contracts/purchasing.js';
import { useApi } from '../../../../api/ApiContext.js';
import { purchaseBatchPackagesQuery } from '../../../../queries/purchases.js';
import { packageChoice } from '../../../../screens/productChoice.js';
import { useProductChoiceProps } from '../../../../screens/ProductOption.js';

/** The packages chosen by ID (from the URL or a remembered search) with their names, read in one call. */
export function useBatchPackageNames(ids: number[]): Map<number, PurchaseBatchProductPackage> {
  const api = useApi();
  const found = useQuery({
    ...purchaseBatchPackagesQuery(api, { IDs: ids }),
    enabled: ids.length > 0,
    staleTime: 5 * 60_000,
  });
  return new Map((ids.length ? (found.data ?? []) : []).map((item) => [item.ID, item]));
}

/**
 * Packages some batch sells, by name, product name or article, several at once: the list's filter
 * of the batches that sell them.
 */
export function BatchPackagePicker({
  value,
  onChange,
  label,
}: {
  value: number[];
  onChange: (ids: number[]) => void;
  label: string;
}) {
  const intl = useIntl();
  const choiceProps = useProductChoiceProps<PurchaseBatchProductPackage>(packageChoice);
  const api = useApi();
  const [typed, setTyped] = useState('');
  const options = useQuery(purchaseBatchPackagesQuery(api, { Name: typed.trim() }));
  const names = useBatchPackageNames(value);
  const selected = value.map(
    (id): PurchaseBatchProductPackage =>
      names.get(id) ?? { ID: id, Name: '', ProductID: 0, ProductName: '', PrimaryImage: null },
  );
  return (
    <Autocomplete<PurchaseBatchProductPackage, true>
      multiple
      size="small"
      options={options.data ?? []}
      value={selected}
      loading={options.isFetching}
      {...choiceProps}
      isOptionEqualToValue={(option, chosen) => option.ID === chosen.ID}
      onInputChange={(_event, text, reason) => reason === 'input' && setTyped(text)}
      onChange={(_event, chosen) => onChange(chosen.map((item) => item.ID))}
      noOptionsText={intl.formatMessage({ id: 'common.nothingFound' })}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={value.length ? undefined : intl.formatMessage({ id: 'purchases.list.filter.packagesHint' })}
        />
      )}
      sx={{ minWidth: 280, maxWidth: 520, flex: '1 1 280px' }}
    />
  );
}
