import CloudDownload from '@mui/icons-material/CloudDownload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, type GridRowSelectionModel } from '@mui/x-data-grid';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OzonWarehouseStatus } from '../../../../../../contracts/enums.js';
import type { UpdateOzonWarehouse } from '../../../../../../contracts/ozonWarehouses.js';
import { useApi } from '../../../../../api/ApiContext.js';
import { describeError } from '../../../../../api/describeError.js';
import { useRecordMutation } from '../../../../../forms/useRecordMutation.js';
import { useGridLocaleText } from '../../../../../grids/gridLocale.js';
import { GridStateOverlay } from '../../../../../grids/GridStateOverlay.js';
import { COLUMN_HEADER_HEIGHT, gridSx } from '../../../../../grids/gridStyle.js';
import { useRowHighlight } from '../../../../../grids/useRowHighlight.js';
import {
  masterDataUploads,
  warehouseClustersQuery,
  warehouseCommands,
  warehouseKeys,
  warehousesQuery,
} from '../../../../../queries/warehouses.js';
import { ScreenTitle } from '../../../../../screens/ScreenTitle.js';
import { JobProgress } from '../../../../../shell/JobProgress.js';
import { outcomeOf } from '../../../../../sync/importResults.js';
import { useImportJob } from '../../../../../sync/useImportJob.js';
import { MasterDataUpload } from './MasterDataUpload.js';
import { warehouseColumns } from './warehouseColumns.js';
import { WarehouseEditDialog } from './WarehouseEditDialog.js';
import { groupWarehouses, type Warehouse, type WarehouseGridRow } from './warehouseGrouping.js';
import type { WarehouseListSearch } from './warehouseListSearch.js';
import { WarehouseToolbar } from './WarehouseToolbar.js';

const route = getRouteApi('/_app/ozon/warehouse/list');
const NONE_SELECTED: GridRowSelectionModel = { type: 'include', ids: new Set() };

/**
 * Ozon's warehouses in one grid grouped by cluster, with search, a status filter, the seller's edits
 * and a status change of many at once, the import from Ozon and the uploads of Ozon's files.
 */
export function WarehousesScreen() {
  const intl = useIntl();
  const api = useApi();
  const queryClient = useQueryClient();
  const localeText = useGridLocaleText();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const commands = useMemo(() => warehouseCommands(api), [api]);
  const uploads = useMemo(() => masterDataUploads(api), [api]);
  const clusters = useQuery(warehouseClustersQuery(api));
  const warehouses = useQuery(warehousesQuery(api));
  const [editing, setEditing] = useState<Warehouse | null>(null);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [selection, setSelection] = useState<GridRowSelectionModel>(NONE_SELECTED);
  const { highlight, rowClassName } = useRowHighlight<number>();
  const t = (id: string) => intl.formatMessage({ id });
  const setSearch = (next: WarehouseListSearch) => void navigate({ search: next, replace: true });

  const importing = useImportJob({
    kinds: ['ImportOzonWarehouses'],
    start: commands.importFromOzon,
    successId: 'warehouse.imported',
    failureId: 'warehouse.importError',
    // The counts go in the toast: the screen itself shows what changed.
    successDetail: (job) => {
      const outcome = outcomeOf(job);
      return outcome?.kind === 'warehouses'
        ? intl.formatMessage({ id: 'warehouse.importedCounts' }, { ...outcome.result })
        : undefined;
    },
    onCompleted: () => queryClient.invalidateQueries({ queryKey: warehouseKeys.all }),
  });
  const save = useRecordMutation((update: UpdateOzonWarehouse) => commands.update(update), {
    invalidate: warehouseKeys.all,
    successId: 'warehouse.saved',
    failureId: 'warehouse.saveError',
    inlineFailure: true,
    onDone: (_output, update) => {
      highlight(update.ID);
      setEditing(null);
    },
  });

  const rows = useMemo(
    () =>
      groupWarehouses(clusters.data ?? [], warehouses.data ?? [], {
        filter: { text: search.q, status: search.status },
        collapsed,
        noClusterName: t('warehouse.noCluster'),
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t reads the same catalogue as intl
    [clusters.data, warehouses.data, search.q, search.status, collapsed, intl],
  );
  // "Select all" selects what is shown: the warehouses of the expanded groups under the filters.
  const shownIds = rows.flatMap((row) => (row.kind === 'warehouse' ? [row.id] : []));
  const selectedIds =
    selection.type === 'include'
      ? shownIds.filter((id) => selection.ids.has(id))
      : shownIds.filter((id) => !selection.ids.has(id));

  const changeStatus = useRecordMutation(
    (status: OzonWarehouseStatus) => commands.updateStatus({ IDs: selectedIds, Status: status }),
    {
      invalidate: warehouseKeys.all,
      successId: 'warehouse.statusChanged',
      failureId: 'warehouse.statusChangeError',
      onDone: () => setSelection(NONE_SELECTED),
    },
  );

  const columns = useMemo(
    () =>
      warehouseColumns(intl, {
        onEdit: setEditing,
        onToggleGroup: (group) =>
          setCollapsed((current) => {
            const next = new Set(current);
            const key = group.id.replace(/^cluster-/, '');
            if (next.has(key)) next.delete(key);
            else next.add(key);
            return next;
          }),
      }),
    [intl],
  );
  const loadError = clusters.error ?? warehouses.error;
  const nothingImported = warehouses.isSuccess && warehouses.data.length === 0;
  const filtered = Boolean(search.q || search.status !== undefined);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ScreenTitle
        id="menu.marketplace.warehouses"
        actions={
          <Button variant="contained" startIcon={<CloudDownload />} onClick={importing.start} disabled={importing.busy}>
            <FormattedMessage id="warehouse.import" />
          </Button>
        }
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <MasterDataUpload
          labelId="upload.cityHierarchy"
          failureId="upload.cityHierarchyFailed"
          send={uploads.cityHierarchy}
          describe={(items) => intl.formatMessage({ id: 'upload.cityHierarchyDone' }, { count: items.length })}
        />
        <MasterDataUpload
          labelId="upload.crossDocking"
          failureId="upload.crossDockingFailed"
          send={uploads.crossDockingPrices}
          describe={(result) =>
            [
              t('upload.crossDockingDone'),
              result.MissingCrossDockWarehouses.length
                ? `${t('upload.missingCrossDock')}: ${result.MissingCrossDockWarehouses.join(', ')}`
                : '',
              result.MissingWarehouses.length
                ? `${t('upload.missingWarehouses')}: ${result.MissingWarehouses.join(', ')}`
                : '',
            ]
              .filter(Boolean)
              .join('\n')
          }
        />
      </Box>
      {importing.busy && <JobProgress job={importing.job} labelId="warehouse.importing" />}
      <WarehouseToolbar
        search={search}
        onSearchChange={setSearch}
        selectedCount={selectedIds.length}
        busy={changeStatus.isPending}
        onSetStatus={(status) => changeStatus.mutate(status)}
      />
      <Box sx={{ height: 'calc(100vh - 300px)', minHeight: 380 }}>
        <DataGrid<WarehouseGridRow>
          label={t('menu.marketplace.warehouses')}
          localeText={localeText}
          rows={rows}
          columns={columns}
          loading={clusters.isFetching || warehouses.isFetching}
          density="compact"
          columnHeaderHeight={COLUMN_HEADER_HEIGHT}
          sx={[
            gridSx,
            { '& .warehouse-group': { bgcolor: 'action.hover' } },
            { '& .warehouse-group .MuiDataGrid-cellCheckbox > *': { visibility: 'hidden' } },
          ]}
          checkboxSelection
          isRowSelectable={({ row }) => row.kind === 'warehouse'}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          disableRowSelectionOnClick
          disableColumnFilter
          getRowClassName={({ row }) => (row.kind === 'group' ? 'warehouse-group' : rowClassName(row.id))}
          onRowDoubleClick={({ row }) => row.kind === 'warehouse' && setEditing(row.warehouse)}
          hideFooter
          slots={{ noRowsOverlay: GridStateOverlay }}
          slotProps={{
            noRowsOverlay: {
              error: loadError ? describeError(loadError, intl) : undefined,
              onRetry: () => void Promise.all([clusters.refetch(), warehouses.refetch()]),
              filtered: filtered && !nothingImported,
              onClearFilters: () => setSearch({}),
              emptyText: t('warehouse.empty'),
            },
          }}
        />
      </Box>
      <WarehouseEditDialog
        warehouse={editing}
        clusters={clusters.data ?? []}
        busy={save.isPending}
        serverErrors={save.fieldErrors}
        failure={save.failure}
        onSave={(update) => save.mutate(update)}
        onClose={() => {
          save.clearFailure();
          setEditing(null);
        }}
      />
    </Box>
  );
}
