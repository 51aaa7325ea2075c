import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Sync from '@mui/icons-material/Sync';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PurchaseBatchRow } from '../../../../../contracts/purchasing.js';
import { useApi } from '../../../../api/ApiContext.js';
import { ConfirmDialog } from '../../../../forms/ConfirmDialog.js';
import { useRecordMutation } from '../../../../forms/useRecordMutation.js';
import { withFilterValue } from '../../../../grids/gridSearch.js';
import { ServerGrid } from '../../../../grids/ServerGrid.js';
import { useServerGrid } from '../../../../grids/useServerGrid.js';
import { purchaseKeys } from '../../../../queries/purchaseKeys.js';
import { findPurchaseBatches, purchaseBatchesQuery, purchaseCommands } from '../../../../queries/purchases.js';
import { DayRangeFields } from '../../../../screens/dates/DayRangeFields.js';
import { ScreenTitle } from '../../../../screens/ScreenTitle.js';
import { JobProgress } from '../../../../shell/JobProgress.js';
import { outcomeOf } from '../../../../sync/importResults.js';
import { useImportJob } from '../../../../sync/useImportJob.js';
import { BatchPackagePicker, useBatchPackageNames } from './BatchPackagePicker.js';
import { purchaseColumnGroups, purchaseColumns } from './purchaseColumns.js';
import { findPurchaseBatchesRequestOf, PURCHASES_GRID_ID, type PurchaseListSearch } from './purchaseListSearch.js';
import { dayText } from '../../../../app/dayText.js';

const route = getRouteApi('/_app/purchase/');
const NONE_SELECTED: GridRowSelectionModel = { type: 'include', ids: new Set() };

/** What is about to be deleted: one batch by its name, or the selected ones by their count. */
interface Deleting {
  ids: number[];
  name?: string;
}

/**
 * The purchase batches, newest first: what each bought, what its plans expect and what sold so far;
 * a batch opens in the editor, batches are deleted one or several at once, and the fact is
 * recalculated on demand (the CalcSalesPlans job).
 */
export function PurchasesScreen() {
  const intl = useIntl();
  const api = useApi();
  const queryClient = useQueryClient();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const goTo = useNavigate();
  const commands = useMemo(() => purchaseCommands(api), [api]);
  const [selection, setSelection] = useState<GridRowSelectionModel>(NONE_SELECTED);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const setSearch = (next: PurchaseListSearch) => void navigate({ search: next, replace: true });
  const openEditor = (id?: number) => void goTo({ to: '/purchase/edit', search: id ? { id } : {} });

  const recalc = useImportJob({
    kinds: ['CalcSalesPlans'],
    start: commands.calcSalesPlans,
    successId: 'purchases.list.recalcDone',
    failureId: 'purchases.list.recalcError',
    // The counts go in the toast: the grid itself shows the new fact.
    successDetail: (job) => {
      const outcome = outcomeOf(job);
      return outcome?.kind === 'salesPlans'
        ? t('purchases.list.recalcCounts', {
            allocated: outcome.result.Allocated,
            unallocated: outcome.result.Unallocated,
            sold: outcome.result.SoldBatchIDs.length,
          })
        : undefined;
    },
    onCompleted: () => queryClient.invalidateQueries({ queryKey: purchaseKeys.all }),
  });

  const columns = useMemo(
    () =>
      purchaseColumns(intl, {
        onEdit: (row) => openEditor(row.ID),
        onDelete: (row) => setDeleting({ ids: [row.ID], name: row.Name }),
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the handlers only navigate or open a dialog
    [intl],
  );
  const columnGroups = useMemo(() => purchaseColumnGroups(intl), [intl]);
  const packageNames = useBatchPackageNames(search.packages ?? []);
  const request = findPurchaseBatchesRequestOf(search);
  const { dataGridProps, exportAll } = useServerGrid({
    gridId: PURCHASES_GRID_ID,
    title: t('menu.purchases.list'),
    columns,
    search,
    onSearchChange: setSearch,
    query: purchaseBatchesQuery(api, request),
    fetchPage: (Offset, Count) => findPurchaseBatches(api, { ...request, Offset, Count }),
    filterFields: [],
    filterChips: {
      from: (day: string) => `${t('salesOrder.filter.from')}: ${dayText(day, intl.locale)}`,
      to: (day: string) => `${t('salesOrder.filter.to')}: ${dayText(day, intl.locale)}`,
      name: (name: string) => `${t('purchases.list.fields.Name')}: «${name}»`,
      packages: (ids: number[]) =>
        `${t('purchases.list.filter.packages')}: ${ids.map((id) => packageNames.get(id)?.Name ?? `№ ${id}`).join(', ')}`,
      article: (article: string) => `${t('purchases.list.filter.article')}: ${article}`,
    },
    emptyText: t('purchases.list.empty'),
  });
  const selectedIds = [...selection.ids].map(Number);

  const remove = useRecordMutation(({ ids }: Deleting) => commands.remove(ids), {
    invalidate: purchaseKeys.all,
    successId: deleting && deleting.ids.length > 1 ? 'purchases.list.deletedMany' : 'purchases.list.deleted',
    failureId: 'purchases.list.deleteError',
    inlineFailure: true,
    onDone: (_output, { ids }) => {
      setDeleting(null);
      setSelection((current) => ({
        ...current,
        ids: new Set([...current.ids].filter((id) => !ids.includes(Number(id)))),
      }));
      // A page left empty by the deletion gives way to the one before it.
      const page = search.page ?? 0;
      if (page > 0 && dataGridProps.rows.every((row) => ids.includes(row.ID))) setSearch({ ...search, page: page - 1 });
    },
  });
  const closeDeleting = () => {
    remove.clearFailure();
    setDeleting(null);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ScreenTitle
        id="menu.purchases.list"
        actions={
          <>
            <Button variant="contained" startIcon={<Add />} onClick={() => openEditor()}>
              <FormattedMessage id="purchases.list.add" />
            </Button>
            <Button variant="outlined" startIcon={<Sync />} onClick={recalc.start} disabled={recalc.busy}>
              <FormattedMessage id="purchases.list.recalc" />
            </Button>
          </>
        }
      />
      {recalc.busy && <JobProgress job={recalc.job} labelId="purchases.list.recalcRunning" />}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        {/* First in the row: the top right of the screen is where toasts appear (docs/screens.md). */}
        <Button
          variant="outlined"
          color="error"
          startIcon={<Delete />}
          disabled={selectedIds.length === 0 || remove.isPending}
          onClick={() => setDeleting({ ids: selectedIds })}
        >
          <FormattedMessage id="purchases.list.deleteSelected" values={{ count: selectedIds.length }} />
        </Button>
        <Box
          role="group"
          aria-label={t('purchases.list.filters')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', flex: '1 1 auto' }}
        >
          <DayRangeFields
            from={search.from}
            to={search.to}
            onChange={(key, day) => setSearch(withFilterValue(search, key, day))}
          />
          <BatchPackagePicker
            label={t('purchases.list.filter.packages')}
            value={search.packages ?? []}
            onChange={(ids) => setSearch(withFilterValue(search, 'packages', ids))}
          />
        </Box>
      </Box>
      <ServerGrid<PurchaseBatchRow>
        {...dataGridProps}
        getRowId={(row) => row.ID}
        label={t('menu.purchases.list')}
        columnGroupingModel={columnGroups}
        checkboxSelection
        keepNonExistentRowsSelected
        rowSelectionModel={selection}
        onRowSelectionModelChange={setSelection}
        onRowClick={({ row }) => openEditor(row.ID)}
        toolbar={{
          searchLabel: t('purchases.list.search'),
          searchValue: search.name,
          onSearchChange: (name) => setSearch(withFilterValue(search, 'name', name)),
          onExport: exportAll,
        }}
        height="calc(100vh - 290px)"
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t(deleting?.name === undefined ? 'purchases.list.deleteManyTitle' : 'purchases.list.deleteTitle')}
        text={
          deleting?.name === undefined
            ? t('purchases.list.deleteManyConfirm', { count: deleting?.ids.length ?? 0 })
            : t('purchases.list.deleteConfirm', { name: deleting.name })
        }
        confirmLabel={t('common.delete')}
        busy={remove.isPending}
        error={remove.failure}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={closeDeleting}
      />
    </Box>
  );
}
