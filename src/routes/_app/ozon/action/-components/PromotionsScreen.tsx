import CloudDownload from '@mui/icons-material/CloudDownload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Job } from '../../../../../../contracts/jobs.js';
import type { Promotion, PromotionPeriod } from '../../../../../../contracts/promotions.js';
import { useApi } from '../../../../../api/ApiContext.js';
import { withFilterValue } from '../../../../../grids/gridSearch.js';
import { ServerGrid } from '../../../../../grids/ServerGrid.js';
import { useServerGrid } from '../../../../../grids/useServerGrid.js';
import {
  findPromotions,
  promotionCommands,
  promotionKeys,
  promotionListQuery,
} from '../../../../../queries/promotions.js';
import { AppLink } from '../../../../../screens/AppLink.js';
import { ScreenTitle } from '../../../../../screens/ScreenTitle.js';
import { JobProgress } from '../../../../../shell/JobProgress.js';
import { ImportResultDialog } from '../../../../../sync/ImportResultDialog.js';
import { useImportJob } from '../../../../../sync/useImportJob.js';
import { findPromotionsRequestOf, listSearchOf, withPromotion } from './actionRequests.js';
import { PROMOTIONS_GRID_ID } from './actionGridIds.js';
import { actionSearch, PERIODS, type ActionSearch } from './actionSearch.js';
import { PERIOD_COLOUR, promotionColumns } from './promotionColumns.js';
import { PromotionProducts } from './PromotionProducts.js';

const route = getRouteApi('/_app/ozon/action');

/**
 * Ozon's promotions the seller is invited to: the list by period, and one promotion opened with its
 * products and candidates, where the seller decides what goes in at which action price. The sync of
 * the family runs from here as from the sync screen.
 */
export function PromotionsScreen() {
  const api = useApi();
  const queryClient = useQueryClient();
  // The route only types the search: it is checked here, a bad value falling back to its default.
  const raw = route.useSearch();
  const search = useMemo(() => actionSearch.parse(raw), [raw]);
  const navigate = route.useNavigate();
  const [result, setResult] = useState<Job | null>(null);
  const setSearch = (next: ActionSearch) => void navigate({ search: next, replace: true });
  const importing = useImportJob({
    kinds: ['ImportOzonPromotions'],
    start: promotionCommands(api).importPromotions,
    successId: 'promotion.imported',
    failureId: 'promotion.importError',
    onCompleted: async (job, startedHere) => {
      await queryClient.invalidateQueries({ queryKey: promotionKeys.all });
      if (startedHere) setResult(job);
    },
  });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ScreenTitle
        id="menu.marketplace.promotions"
        actions={
          <Button variant="contained" startIcon={<CloudDownload />} onClick={importing.start} disabled={importing.busy}>
            <FormattedMessage id="promotion.import" />
          </Button>
        }
      />
      {importing.busy && <JobProgress job={importing.job} labelId="promotion.importing" />}
      {search.promotion === undefined ? (
        <PromotionList search={search} onSearchChange={setSearch} />
      ) : (
        // A promotion's edits and Ozon's refusals are its own: another promotion starts clean.
        <PromotionProducts
          key={search.promotion}
          promotionId={search.promotion}
          search={search}
          onSearchChange={setSearch}
          onBack={() => void navigate({ search: listSearchOf(search) })}
        />
      )}
      <ImportResultDialog job={result} open={result !== null} onClose={() => setResult(null)} />
    </Box>
  );
}

/** The promotions page by page, running first; chips choose the periods, each with its count. */
function PromotionList({
  search,
  onSearchChange,
}: {
  search: ActionSearch;
  onSearchChange: (search: ActionSearch) => void;
}) {
  const intl = useIntl();
  const api = useApi();
  const navigate = route.useNavigate();
  const t = (id: string) => intl.formatMessage({ id });
  const baseColumns = useMemo(() => promotionColumns(intl), [intl]);
  // The name links to the promotion, so it opens in a new tab too; the columns outlive renders, so the
  // link reads the search of the moment.
  const columns = useMemo(
    () =>
      baseColumns.map((column) =>
        column.field === 'Name'
          ? {
              ...column,
              renderCell: ({ row }: { row: Promotion }) => (
                <AppLink
                  to="/ozon/action"
                  search={(current: ActionSearch) => withPromotion(current, row.ID)}
                  underline="hover"
                  color="inherit"
                >
                  {row.Name}
                </AppLink>
              ),
            }
          : column,
      ),
    [baseColumns],
  );
  const request = findPromotionsRequestOf(search);
  const query = promotionListQuery(api, request);
  const page = useQuery(query);
  const periodName = (period: PromotionPeriod) => t(`promotion.periods.${period}`);
  const { dataGridProps, exportAll } = useServerGrid({
    gridId: PROMOTIONS_GRID_ID,
    title: t('menu.marketplace.promotions'),
    columns,
    search,
    onSearchChange,
    query,
    fetchPage: (Offset, Count) => findPromotions(api, { ...request, Offset, Count }),
    filterFields: [],
    filterChips: {
      periods: (periods: PromotionPeriod[]) =>
        `${t('promotion.filter.periods')}: ${periods.map(periodName).join(', ')}`,
      name: (name: string) => `${t('promotion.fields.Name')}: «${name}»`,
    },
    emptyText: t('promotion.empty'),
  });
  const counts = new Map((page.data?.PeriodCounts ?? []).map((entry) => [entry.Period, entry.Count]));
  const chosen = search.periods ?? [];
  const toggle = (period: PromotionPeriod) =>
    onSearchChange(
      withFilterValue(
        search,
        'periods',
        chosen.includes(period)
          ? chosen.filter((other) => other !== period)
          : PERIODS.filter((other) => other === period || chosen.includes(other)),
      ),
    );

  return (
    <>
      <Box role="group" aria-label={t('promotion.filter.periods')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {PERIODS.map((period) => {
          const on = chosen.includes(period);
          return (
            <Chip
              key={period}
              label={`${periodName(period)} · ${intl.formatNumber(counts.get(period) ?? 0)}`}
              color={on ? PERIOD_COLOUR[period] : 'default'}
              variant={on ? 'filled' : 'outlined'}
              aria-pressed={on}
              onClick={() => toggle(period)}
            />
          );
        })}
      </Box>
      <ServerGrid<Promotion>
        {...dataGridProps}
        getRowId={(row) => row.ID}
        label={t('menu.marketplace.promotions')}
        onRowClick={({ row }, event) => {
          // The name's link navigates by itself.
          if ((event.target as HTMLElement).closest('a')) return;
          void navigate({ search: withPromotion(search, row.ID) });
        }}
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
        toolbar={{
          searchLabel: t('promotion.search'),
          searchValue: search.name,
          onSearchChange: (name) => onSearchChange(withFilterValue(search, 'name', name)),
          onExport: exportAll,
        }}
        height="calc(100vh - 260px)"
      />
    </>
  );
}
