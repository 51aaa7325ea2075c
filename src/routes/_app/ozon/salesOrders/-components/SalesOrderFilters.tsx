import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { PostingStatus } from '../../../../../../contracts/enums.js';
import { useApi } from '../../../../../api/ApiContext.js';
import { withFilterValue } from '../../../../../grids/gridSearch.js';
import { warehouseClustersQuery } from '../../../../../queries/warehouses.js';
import { DayRangeFields } from '../../../../../screens/DayRangeFields.js';
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
    onSearchChange(withFilterValue(search, key, Array.isArray(value) && value.length === 0 ? undefined : value));

  return (
    <Box
      role="group"
      aria-label={t('salesOrder.filters')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
    >
      <DayRangeFields from={search.from} to={search.to} onChange={set} />
      <TextField
        select
        size="small"
        label={t('salesOrder.filter.statuses')}
        value={search.statuses ?? []}
        onChange={(event) =>
          set('statuses', (event.target.value as unknown as PostingStatus[]).map(Number) as PostingStatus[])
        }
        slotProps={{
          select: {
            multiple: true,
            renderValue: (selected) =>
              (selected as PostingStatus[]).map((status) => t(`salesOrder.status.${status}`)).join(', '),
          },
        }}
        sx={{ minWidth: 200, maxWidth: 320 }}
      >
        {STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {t(`salesOrder.status.${status}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('salesOrder.filter.clusters')}
        value={search.clusters ?? []}
        onChange={(event) => set('clusters', (event.target.value as unknown as number[]).map(Number))}
        slotProps={{
          select: {
            multiple: true,
            renderValue: (selected) =>
              (selected as number[])
                .map((id) => clusters.data?.find((cluster) => cluster.ID === id)?.Name ?? String(id))
                .join(', '),
          },
        }}
        sx={{ minWidth: 220, maxWidth: 360 }}
      >
        {(clusters.data ?? []).map((cluster) => (
          <MenuItem key={cluster.ID} value={cluster.ID}>
            {cluster.Name}
          </MenuItem>
        ))}
      </TextField>
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
