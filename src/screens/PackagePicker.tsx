import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ProductPackage } from '../../contracts/catalogue.js';
import { useApi } from '../api/ApiContext.js';
import { productPackagesQuery } from '../queries/products.js';

/** Packages by name, several at once, for a report's filter or a form: the choice is their IDs (and names). */
export function PackagePicker({
  value,
  onChange,
  label,
  error,
}: {
  value: number[];
  onChange: (ids: number[], chosen: Pick<ProductPackage, 'ID' | 'Name'>[]) => void;
  label: string;
  error?: string;
}) {
  const intl = useIntl();
  const api = useApi();
  const [typed, setTyped] = useState('');
  const [known, setKnown] = useState(new Map<number, ProductPackage>());
  const options = useQuery(productPackagesQuery(api, { ProductPackageName: typed || null, Count: 20 }));
  const selected = value.map(
    (id) =>
      known.get(id) ??
      options.data?.Items.find((item) => item.ID === id) ??
      ({ ID: id, Name: `№ ${id}` } as ProductPackage),
  );
  return (
    <Autocomplete<ProductPackage, true>
      multiple
      size="small"
      options={options.data?.Items ?? []}
      value={selected}
      loading={options.isFetching}
      filterOptions={(items) => items}
      getOptionLabel={(option) => `${option.Name} (${option.ID})`}
      isOptionEqualToValue={(option, chosen) => option.ID === chosen.ID}
      onInputChange={(_event, text, reason) => reason === 'input' && setTyped(text)}
      onChange={(_event, chosen) => {
        setKnown(new Map([...known, ...chosen.map((item) => [item.ID, item] as const)]));
        onChange(
          chosen.map((item) => item.ID),
          chosen,
        );
      }}
      noOptionsText={intl.formatMessage({ id: 'common.nothingFound' })}
      renderInput={(params) => <TextField {...params} label={label} error={Boolean(error)} helperText={error} />}
      sx={{ minWidth: 260, maxWidth: 480 }}
    />
  );
}
