import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ProductPackage } from '../../contracts/catalogue.js';
import { useApi } from '../api/ApiContext.js';
import { productPackagesQuery } from '../queries/products.js';
import { packageChoice } from './productChoice.js';
import { useProductChoiceProps } from './ProductOption.js';

/**
 * Packages by name, product or article, several at once, for a report's filter or a form: the choice is
 * their IDs (and names). The chosen ones are read by their IDs in one call, so a choice that came from
 * the URL or another screen shows its name, not only its number.
 */
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
  const choiceProps = useProductChoiceProps<ProductPackage>(packageChoice);
  const api = useApi();
  const [typed, setTyped] = useState('');
  const [known, setKnown] = useState(new Map<number, ProductPackage>());
  const options = useQuery(productPackagesQuery(api, { Search: typed.trim() || null, Count: 20 }));
  const unknown = value.filter((id) => !known.has(id));
  const chosen = useQuery({
    ...productPackagesQuery(api, { IDs: unknown, Count: Math.max(unknown.length, 1) }),
    enabled: unknown.length > 0,
  });
  const found = [...(chosen.data?.Items ?? []), ...(options.data?.Items ?? [])];
  const selected = value.map(
    (id) =>
      known.get(id) ??
      found.find((item) => item.ID === id) ??
      // Until its name is read the chip says the article alone.
      ({ ID: id, Name: '' } as ProductPackage),
  );
  return (
    <Autocomplete<ProductPackage, true>
      multiple
      size="small"
      options={options.data?.Items ?? []}
      value={selected}
      loading={options.isFetching}
      {...choiceProps}
      isOptionEqualToValue={(option, picked) => option.ID === picked.ID}
      onInputChange={(_event, text, reason) => reason === 'input' && setTyped(text)}
      onChange={(_event, picked) => {
        // A chip still without its name is not known yet: it is read on, and its name is not passed on blank.
        const named = picked.filter((item) => item.Name);
        setKnown(new Map([...known, ...named.map((item) => [item.ID, item] as const)]));
        onChange(
          picked.map((item) => item.ID),
          named,
        );
      }}
      noOptionsText={intl.formatMessage({ id: 'common.nothingFound' })}
      renderInput={(params) => <TextField {...params} label={label} error={Boolean(error)} helperText={error} />}
      sx={{ minWidth: 260, maxWidth: 520 }}
    />
  );
}
