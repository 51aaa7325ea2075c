import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';
import { TransactionType } from '../../../../../../contracts/enums.js';
import { withFilterValue } from '../../../../../grids/gridSearch.js';
import { DayRangeFields } from '../../../../../screens/DayRangeFields.js';
import type { TransactionSearch } from './transactionSearch.js';

/** Every kind but the filter's "All", which an empty choice means. */
export const KINDS = Object.values(TransactionType).filter((kind) => kind !== TransactionType.All) as Exclude<
  TransactionType,
  0
>[];

/** The period in the seller's days and the kinds of operation (TransactionType), above the grid. */
export function TransactionFilters({
  search,
  onSearchChange,
}: {
  search: TransactionSearch;
  onSearchChange: (search: TransactionSearch) => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const set = <Key extends keyof TransactionSearch>(key: Key, value: TransactionSearch[Key]) =>
    onSearchChange(withFilterValue(search, key, Array.isArray(value) && value.length === 0 ? undefined : value));
  return (
    <Box
      role="group"
      aria-label={t('operation.filters')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
    >
      <DayRangeFields from={search.from} to={search.to} onChange={set} />
      <TextField
        select
        size="small"
        label={t('operation.filter.kinds')}
        value={search.kinds ?? []}
        onChange={(event) => set('kinds', (event.target.value as unknown as number[]).map(Number) as typeof KINDS)}
        slotProps={{
          select: {
            multiple: true,
            renderValue: (selected) => (selected as number[]).map((kind) => t(`operation.kind.${kind}`)).join(', '),
          },
        }}
        sx={{ minWidth: 220, maxWidth: 360 }}
      >
        {KINDS.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {t(`operation.kind.${kind}`)}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
