import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { jobKinds, type Job, type JobKind } from '../../../../../../contracts/jobs.js';
import { useApi } from '../../../../../api/ApiContext.js';
import { withFilterValue } from '../../../../../grids/gridSearch.js';
import { jobColumns, jobFilterFields } from './jobColumns.js';
import { ServerGrid } from '../../../../../grids/ServerGrid.js';
import { useServerGrid } from '../../../../../grids/useServerGrid.js';
import { findJobs, jobHistoryQuery } from '../../../../../queries/jobs.js';
import { familyLabelId } from '../../../../../sync/jobText.js';
import { findJobsRequestOf, SYNC_HISTORY_GRID_ID, type SyncSearch } from './SyncSearch.js';

const ALL = 'all';

/** Every run, newest first, paged on the server and filtered by family; a row reopens its result. */
export function SyncHistory({
  search,
  onSearchChange,
  onOpenJob,
}: {
  search: SyncSearch;
  onSearchChange: (search: SyncSearch) => void;
  onOpenJob: (id: string) => void;
}) {
  const intl = useIntl();
  const api = useApi();
  const t = (id: string) => intl.formatMessage({ id });
  const columns = useMemo(() => jobColumns(intl, (job: Job) => onOpenJob(job.ID)), [intl, onOpenJob]);
  const request = findJobsRequestOf(search);
  // The open job is the dialog's, not the grid's: it is neither remembered nor reset by paging.
  const { job, ...gridSearch } = search;
  const { dataGridProps, exportAll } = useServerGrid({
    gridId: SYNC_HISTORY_GRID_ID,
    title: t('sync.history'),
    columns,
    search: gridSearch,
    onSearchChange: (next) => onSearchChange({ ...next, job }),
    query: jobHistoryQuery(api, request),
    fetchPage: (Offset, Count) => findJobs(api, { ...request, Offset, Count: Math.min(Count, 100) }),
    filterFields: jobFilterFields,
    filterChips: {
      kind: (kind: JobKind) => `${t('sync.historyKind')}: ${t(familyLabelId(kind))}`,
    },
    emptyText: t('sync.historyEmpty'),
  });

  return (
    <Box
      component="section"
      aria-labelledby="sync-history-title"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography id="sync-history-title" variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('sync.history')}
        </Typography>
        <TextField
          select
          size="small"
          label={t('sync.historyKind')}
          value={gridSearch.kind ?? ALL}
          onChange={(event) =>
            onSearchChange({
              ...withFilterValue(gridSearch, 'kind', event.target.value === ALL ? undefined : event.target.value),
              job,
            })
          }
          sx={{ minWidth: 240 }}
        >
          <MenuItem value={ALL}>{t('sync.allKinds')}</MenuItem>
          {jobKinds.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {t(familyLabelId(kind))}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <ServerGrid<Job>
        {...dataGridProps}
        getRowId={(row) => row.ID}
        label={t('sync.history')}
        onRowClick={({ row }) => onOpenJob(row.ID)}
        toolbar={{ onExport: exportAll }}
        height="520px"
      />
    </Box>
  );
}
