import Chip from '@mui/material/Chip';
import type { IntlShape } from 'react-intl';
import { SupplyOrderState } from '../../../../../../contracts/enums.js';
import type { OzonSupplyOrder } from '../../../../../../contracts/supplyOrders.js';
import { countColumn, dateTimeColumn, type FormattedColDef } from '../../../../../grids/formattedColumns.js';

export const STATE_COLOUR: Record<number, 'success' | 'error' | 'info' | 'warning' | 'default'> = {
  [SupplyOrderState.DataFilling]: 'warning',
  [SupplyOrderState.ReadyToSupply]: 'info',
  [SupplyOrderState.AcceptedAtSupplyWarehouse]: 'info',
  [SupplyOrderState.InTransit]: 'info',
  [SupplyOrderState.AcceptanceAtStorageWarehouse]: 'info',
  [SupplyOrderState.ReportsConfirmationAwaiting]: 'warning',
  [SupplyOrderState.ReportRejected]: 'error',
  [SupplyOrderState.Completed]: 'success',
  [SupplyOrderState.RejectedAtSupplyWarehouse]: 'error',
  [SupplyOrderState.Cancelled]: 'default',
};

/** A supply order's state as the seller reads it; Ozon's OVERDUE is a cancel of its own. */
export const stateLabel = (intl: IntlShape, order: Pick<OzonSupplyOrder, 'State' | 'Status'>) =>
  intl.formatMessage({
    id: order.Status === 'OVERDUE' ? 'supplyOrder.state.overdue' : `supplyOrder.state.${order.State}`,
  });

/** The slot as «25.11.2026, 09:00–10:00» in the seller's zone (one day: the end's time only). */
export function timeslotText(intl: IntlShape, from: string | null, to: string | null): string {
  if (!from) return '—';
  const start = intl.formatDate(from, { dateStyle: 'short', timeStyle: 'short' });
  return to ? `${start}–${intl.formatTime(to, { timeStyle: 'short' })}` : start;
}

/** One row per supply order: number, created, state, slot, where it is handed over and stored, how much. */
export function supplyOrderColumns(intl: IntlShape): FormattedColDef<OzonSupplyOrder>[] {
  const header = (field: string) => intl.formatMessage({ id: `supplyOrder.fields.${field}` });
  const plain = { sortable: false, filterable: false } as const;
  // The dates and the quantities sort on the server (FindOzonSupplyOrders' OrderField).
  const sorted = { filterable: false } as const;
  return [
    { field: 'OzonOrderNumber', headerName: header('OzonOrderNumber'), width: 150, ...plain },
    dateTimeColumn<OzonSupplyOrder>(intl, { field: 'Date', headerName: header('Date'), width: 150, ...sorted }),
    {
      field: 'State',
      headerName: header('State'),
      width: 190,
      ...plain,
      valueGetter: (_value, row) => stateLabel(intl, row),
      renderCell: ({ row, value }) => <Chip size="small" color={STATE_COLOUR[row.State]} label={value as string} />,
    },
    {
      field: 'Timeslot',
      headerName: header('Timeslot'),
      width: 200,
      ...sorted,
      valueGetter: (_value, row) => timeslotText(intl, row.TimeslotFrom, row.TimeslotTo),
    },
    {
      field: 'IsCrossDock',
      headerName: header('IsCrossDock'),
      width: 120,
      ...plain,
      valueGetter: (value: boolean) =>
        intl.formatMessage({ id: value ? 'supplyOrder.kind.crossDock' : 'supplyOrder.kind.direct' }),
    },
    { field: 'DropOffWarehouseName', headerName: header('DropOffWarehouseName'), flex: 1, minWidth: 170, ...plain },
    {
      field: 'OzonWarehouse',
      headerName: header('OzonWarehouse'),
      flex: 1,
      minWidth: 170,
      ...plain,
      valueGetter: (value: OzonSupplyOrder['OzonWarehouse']) => value?.Name ?? '',
    },
    {
      field: 'OzonCrossDockWarehouse',
      headerName: header('OzonCrossDockWarehouse'),
      flex: 1,
      minWidth: 170,
      ...plain,
      valueGetter: (value: OzonSupplyOrder['OzonCrossDockWarehouse']) => value?.Name ?? '',
    },
    countColumn<OzonSupplyOrder>(intl, {
      field: 'TotalQuantity',
      headerName: header('TotalQuantity'),
      width: 110,
      ...sorted,
    }),
    countColumn<OzonSupplyOrder>(intl, {
      field: 'TotalItemCount',
      headerName: header('TotalItemCount'),
      width: 110,
      ...sorted,
    }),
  ];
}
