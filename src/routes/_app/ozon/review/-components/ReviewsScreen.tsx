import CloudDownload from '@mui/icons-material/CloudDownload';
import DoneAll from '@mui/icons-material/DoneAll';
import Visibility from '@mui/icons-material/Visibility';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Job } from '../../../../../../contracts/jobs.js';
import { ReviewProcessingStatus, type ProductReview } from '../../../../../../contracts/reviews.js';
import { useApi } from '../../../../../api/ApiContext.js';
import { useRecordMutation } from '../../../../../forms/useRecordMutation.js';
import { withFilterValue } from '../../../../../grids/gridSearch.js';
import { ServerGrid } from '../../../../../grids/ServerGrid.js';
import { useServerGrid } from '../../../../../grids/useServerGrid.js';
import { jobHistoryQuery } from '../../../../../queries/jobs.js';
import {
  findReviews,
  reviewCommands,
  reviewGroupsQuery,
  reviewKeys,
  reviewListQuery,
} from '../../../../../queries/reviews.js';
import { ScreenTitle } from '../../../../../screens/ScreenTitle.js';
import { JobProgress } from '../../../../../shell/JobProgress.js';
import { ImportResultDialog } from '../../../../../sync/ImportResultDialog.js';
import { outcomeOf } from '../../../../../sync/importResults.js';
import { useImportJob } from '../../../../../sync/useImportJob.js';
import { reviewColumns } from './reviewColumns.js';
import { ReviewDetails } from './ReviewDetails.js';
import { ReviewFilters } from './ReviewFilters.js';
import { groupLabel, groupsBySku, groupWithSkus, productGroupsOf } from './reviewGroups.js';
import { findReviewsRequestOf, REVIEW_FLAGS } from './reviewRequest.js';
import { REVIEWS_GRID_ID, type ReviewSearch } from './reviewSearch.js';
import { reviewsUnavailableReason, statusLabel } from './reviewStatus.js';
import { dayText } from '../../../../../app/dayText.js';

const route = getRouteApi('/_app/ozon/review');
const NONE_SELECTED: GridRowSelectionModel = { type: 'include', ids: new Set() };
const LAST_SYNCS = { Kind: 'ImportOzonProductReviews', Offset: 0, Count: 5 } as const;

/**
 * Buyers' reviews, to answer each well and fast: synced from Ozon, filtered by status (with counts),
 * answer, drafts, stars, text, product group and period; one opened beside with its thread, drafted
 * replies and the answer to publish; several marked processed at once.
 */
export function ReviewsScreen() {
  const intl = useIntl();
  const api = useApi();
  const queryClient = useQueryClient();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const commands = useMemo(() => reviewCommands(api), [api]);
  const [result, setResult] = useState<Job | null>(null);
  const [selection, setSelection] = useState<GridRowSelectionModel>(NONE_SELECTED);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const setSearch = (next: ReviewSearch) => void navigate({ search: next, replace: true });

  const lastSyncs = useQuery(jobHistoryQuery(api, LAST_SYNCS));
  const importing = useImportJob({
    kinds: ['ImportOzonProductReviews'],
    start: commands.importReviews,
    successId: 'review.imported',
    failureId: 'review.importError',
    onCompleted: async (job, startedHere) => {
      await queryClient.invalidateQueries({ queryKey: reviewKeys.all });
      // A cabinet without the reviews subscription is told so above the grid, not in a dialog.
      const outcome = outcomeOf(job);
      if (startedHere && !(outcome?.kind === 'reviews' && !outcome.result.Available)) setResult(job);
    },
  });
  const unavailable = reviewsUnavailableReason(lastSyncs.data?.Items ?? []);

  const groupsQuery = useQuery(reviewGroupsQuery(api));
  const groups = useMemo(() => productGroupsOf(groupsQuery.data ?? []), [groupsQuery.data]);
  const bySku = useMemo(() => groupsBySku(groups), [groups]);
  const groupOf = useMemo(() => (sku: number) => bySku.get(sku), [bySku]);

  const columns = useMemo(() => reviewColumns(intl, groupOf), [intl, groupOf]);
  const request = findReviewsRequestOf(search);
  const query = reviewListQuery(api, request);
  const page = useQuery(query);
  const yesNo = (value: boolean) => t(value ? 'review.filter.yes' : 'review.filter.no');
  const flagChips = Object.fromEntries(
    REVIEW_FLAGS.map(([flag]) => [flag, (value: boolean) => `${t(`review.filter.${flag}`)}: ${yesNo(value)}`]),
  );
  const { dataGridProps, exportAll } = useServerGrid({
    gridId: REVIEWS_GRID_ID,
    title: t('menu.marketplace.reviews'),
    columns,
    search,
    onSearchChange: setSearch,
    query,
    fetchPage: (Offset, Count) => findReviews(api, { ...request, Offset, Count }),
    filterFields: [],
    filterChips: {
      ...flagChips,
      statuses: (statuses: number[]) =>
        `${t('review.filter.statuses')}: ${statuses.map((status) => statusLabel(intl, status)).join(', ')}`,
      stars: (stars: number[]) => `${t('review.filter.stars')}: ${stars.join(', ')}`,
      skus: (skus: number[]) => {
        const group = groupWithSkus(groups, skus);
        if (group) return `${t('review.filter.group')}: ${groupLabel(intl, group)}`;
        const shown = skus.slice(0, 3).join(', ');
        return `SKU: ${skus.length > 3 ? `${shown}… (${skus.length})` : shown}`;
      },
      text: (text: string) => `${t('review.search')}: «${text}»`,
      from: (day: string) => `${t('salesOrder.filter.from')}: ${dayText(day, intl.locale)}`,
      to: (day: string) => `${t('salesOrder.filter.to')}: ${dayText(day, intl.locale)}`,
    },
    emptyText: t('review.empty'),
  });

  const selectedIds = [...selection.ids].map(String);
  const changeStatus = useRecordMutation(
    (status: typeof ReviewProcessingStatus.Viewed | typeof ReviewProcessingStatus.Processed) =>
      commands.changeStatus({ ReviewIDs: selectedIds, Status: status }),
    {
      invalidate: reviewKeys.all,
      successId: 'review.statusChanged',
      failureId: 'review.statusChangeError',
      onDone: () => setSelection(NONE_SELECTED),
    },
  );
  const opened = dataGridProps.rows.find((row) => row.ID === search.review);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ScreenTitle
        id="menu.marketplace.reviews"
        actions={
          <Button variant="contained" startIcon={<CloudDownload />} onClick={importing.start} disabled={importing.busy}>
            <FormattedMessage id="review.import" />
          </Button>
        }
      />
      {importing.busy && <JobProgress job={importing.job} labelId="review.importing" />}
      {unavailable !== null && (
        <Alert severity="info">
          <AlertTitle>{t('review.unavailable')}</AlertTitle>
          {t('sync.result.reviewsUnavailable', { reason: unavailable })}
        </Alert>
      )}
      <ReviewFilters
        search={search}
        onSearchChange={setSearch}
        statusCounts={page.data?.StatusCounts ?? []}
        total={page.data?.StatusCounts.reduce((sum, entry) => sum + entry.Count, 0)}
        groups={groups}
      />
      <Box role="group" aria-label={t('review.bulk')} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<DoneAll />}
          disabled={selectedIds.length === 0 || changeStatus.isPending}
          onClick={() => changeStatus.mutate(ReviewProcessingStatus.Processed)}
        >
          {t('review.markProcessed', { count: selectedIds.length })}
        </Button>
        <Button
          size="small"
          variant="outlined"
          startIcon={<Visibility />}
          disabled={selectedIds.length === 0 || changeStatus.isPending}
          onClick={() => changeStatus.mutate(ReviewProcessingStatus.Viewed)}
        >
          {t('review.markViewed', { count: selectedIds.length })}
        </Button>
      </Box>
      <ServerGrid<ProductReview>
        {...dataGridProps}
        getRowId={(row) => row.ID}
        label={t('menu.marketplace.reviews')}
        checkboxSelection
        disableRowSelectionOnClick
        keepNonExistentRowsSelected
        rowSelectionModel={selection}
        onRowSelectionModelChange={setSelection}
        onRowClick={({ row }) => setSearch({ ...search, review: row.ID })}
        getRowClassName={({ row }) => (row.ID === search.review ? 'Mui-selected' : '')}
        toolbar={{
          searchLabel: t('review.search'),
          searchValue: search.text,
          onSearchChange: (text) => setSearch(withFilterValue(search, 'text', text)),
          onExport: exportAll,
        }}
        height="calc(100vh - 400px)"
      />
      <ReviewDetails
        reviewId={search.review}
        row={opened}
        groupOf={groupOf}
        onClose={() => setSearch({ ...search, review: undefined })}
        onShowGroup={(group) => setSearch({ ...withFilterValue(search, 'skus', group.skus), review: undefined })}
      />
      <ImportResultDialog job={result} open={result !== null} onClose={() => setResult(null)} />
    </Box>
  );
}
