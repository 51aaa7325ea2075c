import Box from '@mui/material/Box';
import { useIntl } from 'react-intl';
import { TransactionType } from '../../../../../../contracts/enums.js';
import { withFilterValue } from '../../../../../grids/gridSearch.js';
import { DayRangeFields } from '../../../../../screens/dates/DayRangeFields.js';
import { MultiSelectFilter } from '../../../../../screens/MultiSelectFilter.js';
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
    onSearchChange(withFilterValue(search, key, value));
  return (
    <Box
      role="group"
      aria-label={t('operation.filters')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
    >
      <DayRangeFields from={search.from} to={search.to} onChange={set} />
      <MultiSelectFilter
        label={t('operation.filter.kinds')}
        value={search.kinds ?? []}
        options={KINDS.map((kind) => ({ value: kind, label: t(`operation.kind.${kind}`) }))}
        onChange={(kinds) => set('kinds', kinds)}
      />
    </Box>
  );
}
