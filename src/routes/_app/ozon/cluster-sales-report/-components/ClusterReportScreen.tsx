import EventAvailable from '@mui/icons-material/EventAvailable';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { OzonWarehouseType } from '../../../../../../contracts/enums.js';
import type { SupplyRegistrationTaskInput } from '../../../../../../contracts/supplyRegistration.js';
import { useApi } from '../../../../../api/ApiContext.js';
import { describeError } from '../../../../../api/describeError.js';
import { useRecordMutation } from '../../../../../forms/useRecordMutation.js';
import { ReportGrid } from '../../../../../grids/ReportGrid.js';
import { clusterSalesReportQuery, supplyCommands, supplyKeys } from '../../../../../queries/supplies.js';
import { warehouseClustersQuery, warehousesQuery } from '../../../../../queries/warehouses.js';
import { MultiSelectFilter } from '../../../../../screens/MultiSelectFilter.js';
import { NumberParameter, ReportParameters, RespectSwitches } from '../../../../../screens/ReportParameters.js';
import { ScreenTitle } from '../../../../../screens/ScreenTitle.js';
import { WarehousePicker } from '../../../../../screens/WarehousePicker.js';
import {
  newTaskDraft,
  RegistrationTaskForm,
  type TaskDraft,
} from '../../supplyRegistrationTask/-components/RegistrationTaskForm.js';
import { clusterReportColumns } from './clusterReportColumns.js';
import { groupByCluster, type ClusterReportRow, type PackageRow } from './clusterReportGrouping.js';
import { CLUSTER_REPORT_DEFAULTS, clusterReportRequestOf, type ClusterReportSearch } from './clusterReportSearch.js';

const route = getRouteApi('/_app/ozon/cluster-sales-report');
const NONE_SELECTED: GridRowSelectionModel = { type: 'include', ids: new Set() };

/**
 * What to ship to which cluster: sales where the buyers are, stock, what is on its way, and the
 * shipment that brings each cluster into the wanted days of stock; rows of one cluster become a supply
 * registration task for the robot.
 */
export function ClusterReportScreen() {
  const intl = useIntl();
  const api = useApi();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const goTo = useNavigate();
  const [selection, setSelection] = useState<GridRowSelectionModel>(NONE_SELECTED);
  const [draft, setDraft] = useState<TaskDraft | null>(null);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const set = <Key extends keyof ClusterReportSearch>(key: Key, value: ClusterReportSearch[Key]) =>
    void navigate({ search: { ...search, [key]: value }, replace: true });
  const request = clusterReportRequestOf(search);
  const report = useQuery(clusterSalesReportQuery(api, request));
  const clusters = useQuery(warehouseClustersQuery(api));
  const warehouses = useQuery(warehousesQuery(api));
  const columns = useMemo(() => clusterReportColumns(intl), [intl]);
  const rows = useMemo(() => groupByCluster(report.data ?? []), [report.data]);
  const packageRows = rows.filter((row): row is PackageRow => row.kind === 'package');
  const selected = packageRows.filter((row) => selection.ids.has(row.id));
  const selectedClusters = new Set(selected.map((row) => row.Cluster.ID));

  const save = useRecordMutation(
    (task: SupplyRegistrationTaskInput & { ID?: number }) => supplyCommands(api).saveTask(task),
    {
      invalidate: supplyKeys.all,
      successId: 'supplyTask.saved',
      failureId: 'supplyTask.saveError',
      inlineFailure: true,
      onDone: (id) => {
        setDraft(null);
        setSelection(NONE_SELECTED);
        void goTo({ to: '/ozon/supplyRegistrationTask', search: { task: id } });
      },
    },
  );
  /** The selected rows as a task: their shipments' upper ends, to an open fulfilment warehouse of the cluster. */
  const createTask = () => {
    const clusterId = selected[0]!.Cluster.ID;
    const unavailable = new Set(selected[0]!.UnavailableWarehouses.map((warehouse) => warehouse.ID));
    const target = (warehouses.data ?? []).find(
      (warehouse) =>
        warehouse.OzonWarehouseClusterID === clusterId &&
        warehouse.Type === OzonWarehouseType.Fulfillment &&
        !unavailable.has(warehouse.ID),
    );
    save.clearFailure();
    setDraft(
      newTaskDraft(
        selected.map((row) => ({ ID: row.ID, Name: row.Name, Quantity: row.ShipmentAmountTo })),
        target?.ID ?? null,
      ),
    );
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ScreenTitle
        id="menu.marketplace.clusterSales"
        actions={
          <Button
            variant="contained"
            startIcon={<EventAvailable />}
            disabled={selected.length === 0 || selectedClusters.size > 1}
            onClick={createTask}
          >
            {t('clusterReport.createTask')}
          </Button>
        }
      />
      <ReportParameters label={t('clusterReport.parameters')}>
        <NumberParameter
          label={t('clusterReport.param.days')}
          value={search.days ?? CLUSTER_REPORT_DEFAULTS.days}
          min={1}
          onChange={(days) => set('days', days)}
        />
        <NumberParameter
          label={t('clusterReport.param.minDays')}
          value={request.MinStockDaysAmount}
          onChange={(days) => set('minDays', days)}
        />
        <NumberParameter
          label={t('clusterReport.param.maxDays')}
          value={request.MaxStockDaysAmount}
          onChange={(days) => set('maxDays', days)}
        />
        <NumberParameter
          label={t('clusterReport.param.minShipment')}
          value={request.MinShipmentAmount}
          max={1_000_000}
          onChange={(amount) => set('minShipment', amount)}
        />
        <NumberParameter
          label={t('clusterReport.param.notify')}
          value={search.notify}
          optional
          width={190}
          onChange={(days) => set('notify', days)}
        />
        <MultiSelectFilter
          label={t('clusterReport.param.clusters')}
          value={search.clusters ?? []}
          options={(clusters.data ?? []).map((cluster) => ({ value: cluster.ID, label: cluster.Name }))}
          onChange={(ids) => set('clusters', ids.length ? ids : undefined)}
        />
        <Box sx={{ minWidth: 280, pt: 2.5 }}>
          <WarehousePicker
            multiple
            ozonOnly
            label={t('clusterReport.param.dropOffs')}
            value={search.dropOffs ?? []}
            onChange={(ids) => set('dropOffs', ids.length ? ids : undefined)}
          />
        </Box>
        <RespectSwitches flags={request} onChange={(key, on) => set(key, on ? undefined : false)} />
      </ReportParameters>
      {selectedClusters.size > 1 && (
        <Alert severity="warning">
          <FormattedMessage id="clusterReport.oneCluster" />
        </Alert>
      )}
      <ReportGrid<ClusterReportRow>
        label={t('menu.marketplace.clusterSales')}
        rows={rows}
        columns={columns}
        exportRows={packageRows}
        loading={report.isFetching}
        sx={[
          { '& .cluster-group': { bgcolor: 'action.hover' } },
          { '& .cluster-group .MuiDataGrid-cellCheckbox > *': { visibility: 'hidden' } },
        ]}
        checkboxSelection
        isRowSelectable={({ row }) => row.kind === 'package'}
        rowSelectionModel={selection}
        onRowSelectionModelChange={setSelection}
        disableColumnFilter
        getRowClassName={({ row }) => (row.kind === 'cluster' ? 'cluster-group' : '')}
        exportTitle={t('menu.marketplace.clusterSales')}
        fileBase="cluster-sales"
        height="calc(100vh - 400px)"
        state={{
          error: report.error ? describeError(report.error, intl) : undefined,
          onRetry: () => void report.refetch(),
          filtered: Boolean(search.clusters?.length || search.dropOffs?.length || search.notify !== undefined),
          onClearFilters: () =>
            void navigate({
              search: { ...search, clusters: undefined, dropOffs: undefined, notify: undefined },
              replace: true,
            }),
          emptyText: t('clusterReport.empty'),
        }}
      />
      <RegistrationTaskForm
        draft={draft}
        busy={save.isPending}
        serverErrors={save.fieldErrors}
        failure={save.failure}
        onSave={(task) => save.mutate(task)}
        onClose={() => setDraft(null)}
      />
    </Box>
  );
}
