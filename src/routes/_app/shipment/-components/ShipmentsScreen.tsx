import Sync from '@mui/icons-material/Sync';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Shipment } from '../../../../../contracts/shipments.js';
import { useApi } from '../../../../api/ApiContext.js';
import { useRecordMutation } from '../../../../forms/useRecordMutation.js';
import { withFilterValue } from '../../../../grids/gridSearch.js';
import { ServerGrid } from '../../../../grids/ServerGrid.js';
import { useServerGrid } from '../../../../grids/useServerGrid.js';
import { findShipments, shipmentListQuery, supplyCommands, supplyKeys } from '../../../../queries/supplies.js';
import { ScreenTitle } from '../../../../screens/ScreenTitle.js';
import { shipmentColumns } from './shipmentColumns.js';
import { ShipmentDetails } from './ShipmentDetails.js';
import { findShipmentsRequestOf, SHIPMENTS_GRID_ID, type ShipmentSearch } from './shipmentSearch.js';
import { DayField } from '../../../../screens/dates/DayField.js';
import { dayText } from '../../../../app/dayText.js';

const route = getRouteApi('/_app/shipment/');

/** Shipments made of the supply orders, newest first, with their supplies and packages beside the grid. */
export function ShipmentsScreen() {
  const intl = useIntl();
  const api = useApi();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const t = (id: string) => intl.formatMessage({ id });
  const setSearch = (next: ShipmentSearch) => void navigate({ search: next, replace: true });
  const update = useRecordMutation(() => supplyCommands(api).updateShipments(), {
    invalidate: supplyKeys.all,
    successId: 'shipment.updated',
    failureId: 'shipment.updateError',
    onDone: () => undefined,
  });
  const columns = useMemo(() => shipmentColumns(intl), [intl]);
  const request = findShipmentsRequestOf(search);
  const { dataGridProps, exportAll } = useServerGrid({
    gridId: SHIPMENTS_GRID_ID,
    title: t('menu.shipments.shipments'),
    columns,
    search,
    onSearchChange: setSearch,
    query: shipmentListQuery(api, request),
    fetchPage: (Offset, Count) => findShipments(api, { ...request, Offset, Count }),
    filterFields: [],
    filterChips: { from: (day: string) => `${t('shipment.filter.from')}: ${dayText(day, intl.locale)}` },
    emptyText: t('shipment.empty'),
  });
  const opened = dataGridProps.rows.find((row) => row.ID === search.shipment);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ScreenTitle
        id="menu.shipments.shipments"
        actions={
          <Button
            variant="contained"
            startIcon={<Sync />}
            onClick={() => update.mutate(undefined)}
            disabled={update.isPending}
          >
            <FormattedMessage id="shipment.update" />
          </Button>
        }
      />
      <Box role="group" aria-label={t('shipment.filters')} sx={{ display: 'flex', gap: 1.5 }}>
        <DayField
          label={t('shipment.filter.from')}
          value={search.from}
          onChange={(day) => setSearch(withFilterValue(search, 'from', day))}
        />
      </Box>
      <ServerGrid<Shipment>
        {...dataGridProps}
        getRowId={(row) => row.ID}
        label={t('menu.shipments.shipments')}
        onRowClick={({ row }) => setSearch({ ...search, shipment: row.ID })}
        getRowClassName={({ row }) => (row.ID === search.shipment ? 'Mui-selected' : '')}
        toolbar={{ onExport: exportAll }}
        height="calc(100vh - 270px)"
      />
      <ShipmentDetails shipment={opened} onClose={() => setSearch({ ...search, shipment: undefined })} />
    </Box>
  );
}
