import Chip from '@mui/material/Chip';
import type { IntlShape } from 'react-intl';
import type { SupplyRegistrationTask, TaskRunOutcome } from '../../../../../../contracts/supplyRegistration.js';
import { taskRunText } from '../../../../../../contracts/taskRunText.js';
import { sellerDays } from '../../../../../app/sellerDays.js';
import { countColumn, dateTimeColumn, idColumn, type FormattedColDef } from '../../../../../grids/formattedColumns.js';
import { shownDate } from '../../../../../grids/formatters.js';
import { dayText } from '../../../../../app/dayText.js';

type Colour = 'success' | 'error' | 'info' | 'warning' | 'default';

export const OUTCOME_COLOUR: Record<TaskRunOutcome, Colour> = {
  Booked: 'success',
  NoSlot: 'warning',
  Waiting: 'info',
  Outdated: 'default',
  Refused: 'error',
  Failed: 'error',
};

/** Where a task stands: booked, past its window, stopped by Ozon's refusal, off, or being worked on. */
export function taskState(task: Pick<SupplyRegistrationTask, 'Finished' | 'Outdated' | 'Enabled' | 'StoppedReason'>) {
  if (task.Finished) return { id: 'supplyTask.state.finished', colour: 'success' as Colour };
  if (task.Outdated) return { id: 'supplyTask.state.outdated', colour: 'default' as Colour };
  if (task.StoppedReason !== null) return { id: 'supplyTask.state.refused', colour: 'error' as Colour };
  if (!task.Enabled) return { id: 'supplyTask.state.disabled', colour: 'default' as Colour };
  return { id: 'supplyTask.state.active', colour: 'info' as Colour };
}

/** The booking as far as it got: the supply order booked, or Ozon still creating it. */
export function bookingText(intl: IntlShape, task: SupplyRegistrationTask): string {
  const booked = task.Items.find((item) => item.OzonSupplyOrderID !== null);
  if (booked)
    return intl.formatMessage(
      { id: 'supplyTask.booked' },
      { order: booked.OzonSupplyOrderID, dropOff: booked.DropOffWarehouseName },
    );
  const pending = task.Items.find((item) => item.HasCreateSupplyOperationID);
  if (pending) return intl.formatMessage({ id: 'supplyTask.pending' }, { dropOff: pending.DropOffWarehouseName });
  return '—';
}

const window = (intl: IntlShape, task: SupplyRegistrationTask) =>
  `${dayText(task.MinDate, intl.locale)} — ${dayText(task.MaxDate, intl.locale)}`;

/** One row per task: state, window, target, drop-offs, what it ships, runs, the last run and the booking. */
export function registrationTaskColumns(intl: IntlShape): FormattedColDef<SupplyRegistrationTask>[] {
  const header = (field: string) => intl.formatMessage({ id: `supplyTask.fields.${field}` });
  const plain = { sortable: false, filterable: false } as const;
  return [
    idColumn<SupplyRegistrationTask>(intl, { field: 'ID', headerName: header('ID'), width: 70, ...plain }),
    {
      field: 'State',
      headerName: header('State'),
      width: 190,
      ...plain,
      valueGetter: (_value, row) => intl.formatMessage({ id: taskState(row).id }),
      renderCell: ({ row, value }) => <Chip size="small" color={taskState(row).colour} label={value as string} />,
    },
    {
      field: 'Window',
      headerName: header('Window'),
      width: 190,
      ...plain,
      valueGetter: (_value, row) => window(intl, row),
    },
    {
      field: 'TargetWarehouseName',
      headerName: header('TargetWarehouseID'),
      flex: 1,
      minWidth: 170,
      ...plain,
      valueGetter: (_value, row) =>
        row.TargetClusterName ? `${row.TargetWarehouseName} (${row.TargetClusterName})` : row.TargetWarehouseName,
    },
    {
      field: 'DropOffWarehouses',
      headerName: header('DropOffWarehouseIDs'),
      flex: 1,
      minWidth: 170,
      ...plain,
      valueGetter: (value: SupplyRegistrationTask['DropOffWarehouses']) =>
        value.map((warehouse) => warehouse.Name).join(', '),
    },
    {
      field: 'Products',
      headerName: header('Products'),
      flex: 1.2,
      minWidth: 200,
      ...plain,
      valueGetter: (value: SupplyRegistrationTask['Products']) =>
        value.map((product) => `${product.Name} × ${intl.formatNumber(product.Quantity)}`).join('; '),
    },
    countColumn<SupplyRegistrationTask>(intl, {
      field: 'RunCount',
      headerName: header('RunCount'),
      width: 90,
      ...plain,
    }),
    dateTimeColumn<SupplyRegistrationTask>(
      intl,
      {
        field: 'LastRunAt',
        headerName: header('LastRunAt'),
        width: 130,
        ...plain,
        valueGetter: (_value, row) => shownDate(row.LastRun?.FinishedAt ?? null),
      },
      { compact: true },
    ),
    {
      field: 'LastOutcome',
      headerName: header('LastOutcome'),
      width: 150,
      ...plain,
      valueGetter: (_value, row) =>
        row.LastRun ? intl.formatMessage({ id: `supplyTask.outcome.${row.LastRun.Outcome}` }) : '',
      renderCell: ({ row, value }) =>
        row.LastRun ? (
          <Chip
            size="small"
            variant="outlined"
            color={OUTCOME_COLOUR[row.LastRun.Outcome]}
            label={value as string}
            title={taskRunText(row.LastRun, intl, sellerDays().timeZone)}
          />
        ) : (
          '—'
        ),
    },
    {
      field: 'Booking',
      headerName: header('Booking'),
      flex: 1,
      minWidth: 180,
      ...plain,
      valueGetter: (_value, row) => bookingText(intl, row),
    },
  ];
}
