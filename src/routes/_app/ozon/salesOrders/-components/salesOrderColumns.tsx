import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { IntlShape } from 'react-intl';
import { PostingStatus } from '../../../../../../contracts/enums.js';
import type { OzonSalesOrder } from '../../../../../../contracts/salesOrders.js';
import {
  countColumn,
  dateTimeColumn,
  moneyColumn,
  type FormattedColDef,
} from '../../../../../grids/formattedColumns.js';

const STATUS_COLOUR: Partial<Record<PostingStatus, 'success' | 'error' | 'info' | 'warning'>> = {
  [PostingStatus.Delivered]: 'success',
  [PostingStatus.Cancelled]: 'error',
  [PostingStatus.Delivering]: 'info',
  [PostingStatus.AwaitingPackaging]: 'warning',
  [PostingStatus.AwaitingDeliver]: 'warning',
};

const unique = <T,>(values: T[]) => [...new Set(values)];
const TYPE_NAMES = ['—', 'FBO', 'FBS', 'rFBS'];

/**
 * One row per order: its date, number and scheme, its postings and products, units and amount of the
 * items that pass the filters, their statuses, and where they went from and to.
 */
export function salesOrderColumns(intl: IntlShape): FormattedColDef<OzonSalesOrder>[] {
  const header = (field: string) => intl.formatMessage({ id: `salesOrder.fields.${field}` });
  const plain = { sortable: false, filterable: false } as const;
  return [
    dateTimeColumn<OzonSalesOrder>(intl, { field: 'Date', headerName: header('Date'), width: 150, filterable: false }),
    { field: 'OzonOrderNumber', headerName: header('OzonOrderNumber'), width: 130, filterable: false },
    {
      field: 'Type',
      headerName: header('Type'),
      width: 70,
      ...plain,
      valueGetter: (value: number) => TYPE_NAMES[value] ?? '—',
    },
    {
      field: 'Postings',
      headerName: header('Postings'),
      width: 150,
      ...plain,
      valueGetter: (_value, row) => unique(row.OrderItems.map((item) => item.PostingNumber)).join(', '),
    },
    {
      field: 'Products',
      headerName: header('Products'),
      flex: 2,
      minWidth: 220,
      ...plain,
      valueGetter: (_value, row) =>
        row.OrderItems.map((item) => `${item.ProductName ?? item.OfferID} × ${item.Quantity}`).join('; '),
    },
    countColumn<OzonSalesOrder>(intl, {
      field: 'Quantity',
      headerName: header('Quantity'),
      width: 80,
      ...plain,
      valueGetter: (_value, row) => row.OrderItems.reduce((sum, item) => sum + item.Quantity, 0),
    }),
    moneyColumn<OzonSalesOrder>(intl, {
      field: 'Amount',
      headerName: header('Amount'),
      width: 120,
      filterable: false,
      valueGetter: (_value, row) => row.OrderItems.reduce((sum, item) => sum + item.Price * item.Quantity, 0),
    }),
    {
      field: 'Status',
      headerName: header('Status'),
      width: 150,
      ...plain,
      valueGetter: (_value, row) =>
        unique(row.OrderItems.map((item) => intl.formatMessage({ id: `salesOrder.status.${item.Status}` }))).join(', '),
      renderCell: ({ row }) => (
        <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center', height: '100%' }}>
          {unique(row.OrderItems.map((item) => item.Status)).map((status) => (
            <Chip
              key={status}
              size="small"
              color={STATUS_COLOUR[status] ?? 'default'}
              label={intl.formatMessage({ id: `salesOrder.status.${status}` })}
            />
          ))}
        </Stack>
      ),
    },
    {
      field: 'Clusters',
      headerName: header('Clusters'),
      flex: 1,
      minWidth: 200,
      ...plain,
      valueGetter: (_value, row) =>
        unique(row.OrderItems.map((item) => `${item.ClusterFrom || '—'} → ${item.ClusterTo || '—'}`)).join('; '),
    },
    {
      field: 'Warehouse',
      headerName: header('Warehouse'),
      width: 170,
      ...plain,
      valueGetter: (_value, row) => unique(row.OrderItems.map((item) => item.OzonWarehouseName ?? '—')).join(', '),
    },
  ];
}
