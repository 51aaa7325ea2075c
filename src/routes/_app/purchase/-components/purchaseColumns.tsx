import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import {
  GridActionsCellItem,
  type GridColDef,
  type GridColumnGroupingModel,
  type GridRenderCellParams,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import type { IntlShape } from 'react-intl';
import type { PurchaseBatchRow } from '../../../../../contracts/purchasing.js';
import {
  countColumn,
  dateColumn,
  idColumn,
  moneyColumn,
  percentColumn,
  type ColumnSpec,
  type FormattedColDef,
} from '../../../../grids/formattedColumns.js';
import { screenText } from '../../../../grids/formatters.js';
import { soldPercent } from './purchaseFigures.js';
import { PurchaseStatusChip } from './PurchaseStatusChip.js';

export interface PurchaseRowActions {
  onEdit: (row: PurchaseBatchRow) => void;
  onDelete: (row: PurchaseBatchRow) => void;
}

/** What the server does not sort by (the name, the status, the ID); filters are above the grid, not in columns. */
const plain = { sortable: false, filterable: false } as const;
/** The date, the sums, the counts and the plans' figures sort on the server (FindPurchaseBatches' OrderField). */
const sorted = { filterable: false } as const;

const WHOLE_ROUBLES = { kind: 'money', digits: 0 } as const;

/**
 * A sum of a batch or of a tree's node, on the screen in whole roubles: kopecks of a total are noise,
 * and the narrower column keeps plan and fact in view beside the name. The files keep the kopecks
 * (the column's kind is money).
 */
export const roublesColumn = <Row extends GridValidRowModel>(intl: IntlShape, spec: ColumnSpec<Row>) =>
  moneyColumn<Row>(intl, {
    valueFormatter: (value: unknown) => screenText(WHOLE_ROUBLES, value, intl.locale),
    ...spec,
  });

/** A profit or margin: a loss shows red, so a batch that loses money is seen at a glance. */
export const signedCell = ({ value, formattedValue }: GridRenderCellParams) => (
  <Box
    component="span"
    data-negative={typeof value === 'number' && value < 0 ? 'true' : undefined}
    sx={{ color: typeof value === 'number' && value < 0 ? 'error.main' : undefined }}
  >
    {formattedValue}
  </Box>
);

/** Edit and delete, first in the row so they are in reach at any width. */
function actionsColumn(intl: IntlShape, actions: PurchaseRowActions): GridColDef<PurchaseBatchRow> {
  return {
    field: 'actions',
    type: 'actions',
    headerName: intl.formatMessage({ id: 'grid.actions' }),
    width: 100,
    getActions: ({ row }) => [
      <GridActionsCellItem
        key="edit"
        icon={<Edit />}
        label={intl.formatMessage({ id: 'purchases.list.editOne' }, { name: row.Name })}
        onClick={() => actions.onEdit(row)}
      />,
      <GridActionsCellItem
        key="delete"
        icon={<Delete />}
        label={intl.formatMessage({ id: 'purchases.list.deleteOne' }, { name: row.Name })}
        onClick={() => actions.onDelete(row)}
      />,
    ],
  };
}

/**
 * The batches: what was bought, what the plans expect and what sold. Plan and fact figures share
 * their stems, so they sit under «План» and «Факт» with short headers, their full names in the tooltip
 * and the export.
 */
export function purchaseColumns(intl: IntlShape, actions: PurchaseRowActions): FormattedColDef<PurchaseBatchRow>[] {
  const header = (field: string) => intl.formatMessage({ id: `purchases.list.fields.${field}` });
  const short = (field: string) => ({
    headerName: intl.formatMessage({ id: `purchases.list.short.${field}` }),
    fullName: header(field),
  });
  return [
    actionsColumn(intl, actions),
    {
      field: 'Name',
      headerName: header('Name'),
      flex: 1,
      minWidth: 120,
      ...plain,
      // A narrow column cuts a long name: the whole of it on hover.
      renderCell: ({ value }) => (
        <Box component="span" title={String(value)} sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {String(value)}
        </Box>
      ),
    },
    dateColumn<PurchaseBatchRow>(intl, {
      field: 'Date',
      headerName: header('Date'),
      width: 92,
      ...sorted,
    }),
    {
      field: 'Status',
      headerName: header('Status'),
      width: 108,
      ...plain,
      // The export writes the status in words, as the chip says it.
      valueGetter: (_value, row) => intl.formatMessage({ id: `purchases.status.${row.Status}` }),
      renderCell: ({ row }) => <PurchaseStatusChip kind="batch" status={row.Status} />,
    },
    roublesColumn(intl, { field: 'PurchaseSum', headerName: header('PurchaseSum'), width: 100, ...sorted }),
    countColumn(intl, { field: 'PlannedCount', ...short('PlannedCount'), width: 60, ...sorted }),
    roublesColumn(intl, { field: 'PlannedRevenue', ...short('PlannedRevenue'), width: 100, ...sorted }),
    roublesColumn(intl, {
      field: 'PlannedProfit',
      ...short('PlannedProfit'),
      width: 100,
      ...sorted,
      renderCell: signedCell,
    }),
    countColumn(intl, { field: 'SoldCount', ...short('SoldCount'), width: 60, ...sorted }),
    percentColumn<PurchaseBatchRow>(intl, {
      field: 'SoldPercent',
      ...short('SoldPercent'),
      width: 76,
      ...sorted,
      valueGetter: (_value, row) => soldPercent(row.SoldCount, row.PlannedCount),
    }),
    roublesColumn(intl, {
      field: 'ActualProfit',
      ...short('ActualProfit'),
      width: 100,
      ...sorted,
      renderCell: signedCell,
    }),
    // The details, after what the seller compares: in reach by scrolling sideways.
    countColumn(intl, { field: 'Units', headerName: header('Units'), width: 96, ...sorted }),
    countColumn(intl, { field: 'ItemCount', headerName: header('ItemCount'), width: 84, ...sorted }),
    countColumn(intl, { field: 'PlanCount', headerName: header('PlanCount'), width: 84, ...sorted }),
    idColumn(intl, { field: 'ID', headerName: header('ID'), width: 72, ...plain }),
  ];
}

/** «План» over what the plans expect, «Факт» over what sold (docs/screens.md: shared stems). */
export function purchaseColumnGroups(intl: IntlShape): GridColumnGroupingModel {
  const group = (groupId: string, fields: string[]) => ({
    groupId,
    headerName: intl.formatMessage({ id: `purchases.group.${groupId}` }),
    children: fields.map((field) => ({ field })),
  });
  return [
    group('plan', ['PlannedCount', 'PlannedRevenue', 'PlannedProfit']),
    group('fact', ['SoldCount', 'SoldPercent', 'ActualProfit']),
  ];
}
