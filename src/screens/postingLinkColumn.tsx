import type { GridValidRowModel } from '@mui/x-data-grid';
import type { FormattedColDef } from '../grids/formattedColumns.js';
import { AppLink } from './AppLink.js';

/** A posting number that opens its order in the orders grid (the reconciliation's and the realization's column). */
export function postingLinkColumn<Row extends GridValidRowModel & { PostingNumber: string }>(
  headerName: string,
): FormattedColDef<Row> {
  return {
    field: 'PostingNumber',
    headerName,
    width: 170,
    sortable: false,
    filterable: false,
    renderCell: ({ row }) => (
      <AppLink to="/ozon/salesOrders" search={{ posting: row.PostingNumber }}>
        {row.PostingNumber}
      </AppLink>
    ),
  };
}
