import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { PostingStatus } from '../../../../../../contracts/enums.js';
import { useApi } from '../../../../../api/ApiContext.js';
import { withFilterValue } from '../../../../../grids/gridSearch.js';
import { warehouseClustersQuery } from '../../../../../queries/warehouses.js';
import { DayRangeFields } from '../../../../../screens/dates/DayRangeFields.js';
import { MultiSelectFilter } from '../../../../../screens/MultiSelectFilter.js';
import type { SalesOrderSearch } from './salesOrderSearch.js';

const STATUSES = Object.values(PostingStatus);

/** The period in the seller's days, statuses, the buyers' clusters and "non-local only", above the grid. */
export function SalesOrderFilters({
  search,
  onSearchChange,
}: {
  search: SalesOrderSearch;
  onSearchChange: (search: SalesOrderSearch) => void;
}) {
  const intl = useIntl();
  const api = useApi();
  const clusters = useQuery(warehouseClustersQuery(api));
  const t = (id: string) => intl.formatMessage({ id });
  const set = <Key extends keyof SalesOrderSearch>(key: Key, value: SalesOrderSearch[Key]) =>
    onSearchChange(withFilterValue(search, key, value));

  return (
    <Box
      role="group"
      aria-label={t('salesOrder.filters')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
    >
      <DayRangeFields from={search.from} to={search.to} onChange={set} />
      <MultiSelectFilter
        label={t('salesOrder.filter.statuses')}
        value={search.statuses ?? []}
        options={STATUSES.map((status) => ({ value: status, label: t(`salesOrder.status.${status}`) }))}
        onChange={(statuses) => set('statuses', statuses)}
      />
      <MultiSelectFilter
        label={t('salesOrder.filter.clusters')}
        value={search.clusters ?? []}
        options={(clusters.data ?? []).map((cluster) => ({ value: cluster.ID, label: cluster.Name }))}
        onChange={(ids) => set('clusters', ids)}
      />
      <FormControlLabel
        label={t('salesOrder.filter.nonLocal')}
        control={
          <Checkbox
            checked={search.nonLocal === true}
            onChange={(event) => set('nonLocal', event.target.checked ? true : undefined)}
          />
        }
      />
    </Box>
  );
}
