import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Job } from '../../../../../../contracts/jobs.js';
import { useApi } from '../../../../../api/ApiContext.js';
import { describeError } from '../../../../../api/describeError.js';
import { useGridLocaleText } from '../../../../../grids/gridLocale.js';
import { GridStateOverlay } from '../../../../../grids/GridStateOverlay.js';
import { COLUMN_HEADER_HEIGHT, gridSx } from '../../../../../grids/gridStyle.js';
import { jobHistoryQuery } from '../../../../../queries/jobs.js';
import { searchTermStatisticsQuery } from '../../../../../queries/searchTerms.js';
import { SummaryFigure } from '../../../../../screens/SummaryFigures.js';
import { treeImportColumns } from './treeImportColumns.js';
import { UpdatePanel } from './UpdatePanel.js';

const LAST_IMPORTS = { Kind: 'ImportOzonCategoryTree', Offset: 0, Count: 5 } as const;

/**
 * The last imports of the category tree (a row reopens its result) and what the update wrote lately,
 * said as what the app does: how the update is run (a program beside the server for now) is for the
 * administrator's docs (docs/search-terms.md), not for the seller.
 */
export function RecentRuns({ onOpenJob }: { onOpenJob: (job: Job) => void }) {
  const intl = useIntl();
  const api = useApi();
  const localeText = useGridLocaleText();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const imports = useQuery(jobHistoryQuery(api, LAST_IMPORTS));
  const statistics = useQuery(searchTermStatisticsQuery(api)).data;
  const columns = useMemo(() => treeImportColumns(intl, onOpenJob), [intl, onOpenJob]);

  return (
    <UpdatePanel id="search-term-runs" titleId="searchTermUpdate.runs.title">
      <Typography variant="subtitle2" component="h3">
        <FormattedMessage id="searchTermUpdate.runs.tree" />
      </Typography>
      <DataGrid<Job>
        label={t('searchTermUpdate.runs.tree')}
        localeText={localeText}
        rows={imports.data?.Items ?? []}
        columns={columns}
        getRowId={(row) => row.ID}
        loading={imports.isFetching}
        density="compact"
        columnHeaderHeight={COLUMN_HEADER_HEIGHT}
        sx={[gridSx, { '& .MuiDataGrid-row': { cursor: 'pointer' } }]}
        onRowClick={({ row }) => onOpenJob(row)}
        disableRowSelectionOnClick
        disableColumnMenu
        hideFooter
        autoHeight
        slots={{ noRowsOverlay: GridStateOverlay }}
        slotProps={{
          noRowsOverlay: {
            error: imports.error ? describeError(imports.error, intl) : undefined,
            onRetry: () => void imports.refetch(),
            emptyText: t('searchTermUpdate.runs.treeEmpty'),
          },
        }}
      />
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        <FormattedMessage id="searchTermUpdate.runs.updater" />
      </Typography>
      {statistics && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 4, rowGap: 2 }}>
          <SummaryFigure
            label={t('searchTermUpdate.runs.lastDay')}
            value={intl.formatNumber(statistics.UpdatedLastDayCount)}
          />
          <SummaryFigure
            label={t('searchTermUpdate.runs.lastWeek')}
            value={intl.formatNumber(statistics.UpdatedLastWeekCount)}
          />
        </Box>
      )}
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id="searchTermUpdate.runs.updaterAbout" />
      </Typography>
    </UpdatePanel>
  );
}
