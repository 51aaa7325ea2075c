import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { PurchaseBatchProductPackage } from '../../../../../contracts/purchasing.js';
import { useApi } from '../../../../api/ApiContext.js';
import { purchaseBatchPackagesQuery } from '../../../../queries/purchases.js';

/**
 * The packages chosen by ID (from the URL or a remembered search) with their names: the server finds a
 * package by its article too, so each is asked for once and kept in the cache.
 */
export function useBatchPackageNames(ids: number[]): Map<number, PurchaseBatchProductPackage> {
  const api = useApi();
  const found = useQueries({
    queries: ids.map((id) => ({ ...purchaseBatchPackagesQuery(api, String(id)), staleTime: 5 * 60_000 })),
  });
  const names = new Map<number, PurchaseBatchProductPackage>();
  ids.forEach((id, index) => {
    const match = found[index]?.data?.find((item) => item.ID === id);
    if (match) names.set(id, match);
  });
  return names;
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
  const api = useApi();
  const [typed, setTyped] = useState('');
  const options = useQuery(purchaseBatchPackagesQuery(api, typed.trim()));
  const names = useBatchPackageNames(value);
  const selected = value.map((id) => names.get(id) ?? { ID: id, Name: `№ ${id}`, ProductID: 0, ProductName: '' });
  return (
    <Autocomplete<PurchaseBatchProductPackage, true>
      multiple
      size="small"
      options={options.data ?? []}
      value={selected}
      loading={options.isFetching}
      filterOptions={(items) => items}
      getOptionLabel={(option) => `${option.Name} (${option.ID})`}
      isOptionEqualToValue={(option, chosen) => option.ID === chosen.ID}
      onInputChange={(_event, text, reason) => reason === 'input' && setTyped(text)}
      onChange={(_event, chosen) => onChange(chosen.map((item) => item.ID))}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props}>
          <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
            <span>
              {option.Name} ({option.ID})
            </span>
            <Typography variant="caption" color="text.secondary" noWrap>
              {option.ProductName}
            </Typography>
          </Box>
        </Box>
      )}
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
