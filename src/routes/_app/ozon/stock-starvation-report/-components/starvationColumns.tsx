import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { IntlShape } from 'react-intl';
import type { StockStarvationItem } from '../../../../../../contracts/supplyPlanning.js';
import {
  booleanColumn,
  countColumn,
  decimalColumn,
  type FormattedColDef,
} from '../../../../../grids/formattedColumns.js';

/** One row per warehouse and package: where, what, how it sells, what is there, and the days left to ship. */
export function starvationColumns(intl: IntlShape): FormattedColDef<StockStarvationItem>[] {
  const header = (field: string) => intl.formatMessage({ id: `starvation.fields.${field}` });
  const count = (field: keyof StockStarvationItem & string, width = 100) =>
    countColumn<StockStarvationItem>(intl, { field, headerName: header(field), width });
  const days = (field: keyof StockStarvationItem & string, width = 110) =>
    decimalColumn<StockStarvationItem>(intl, { field, headerName: header(field), width }, 1);
  return [
    {
      field: 'WarehouseName',
      headerName: header('WarehouseName'),
      flex: 1,
      minWidth: 200,
      // The seller's own (FBS) warehouses stand beside Ozon's: the chip tells which is whose at a glance.
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%', minWidth: 0 }}>
          <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }} title={row.WarehouseName}>
            {row.WarehouseName}
          </Box>
          {row.SellerWarehouse && (
            <Chip size="small" variant="outlined" label={intl.formatMessage({ id: 'starvation.sellerWarehouse' })} />
          )}
        </Box>
      ),
    },
    {
      field: 'WarehouseClusterName',
      headerName: header('WarehouseClusterName'),
      width: 170,
      valueGetter: (value: string | null) => value ?? '',
    },
    { field: 'ProductPackageName', headerName: header('ProductPackageName'), flex: 1.4, minWidth: 220 },
    {
      ...days('ShipmentDays', 130),
      renderCell: ({ row, formattedValue }) =>
        row.ShipmentDays === null ? (
          '—'
        ) : row.ShipmentDays < 0 ? (
          <Chip size="small" color="error" label={formattedValue as string} />
        ) : (
          (formattedValue as string)
        ),
    },
    days('StockDays'),
    days('TransitDays'),
    decimalColumn<StockStarvationItem>(intl, { field: 'SalesRate', headerName: header('SalesRate'), width: 110 }, 2),
    count('SalesCount'),
    count('Present'),
    count('Reserved'),
    count('Moving'),
    booleanColumn<StockStarvationItem>(intl, {
      field: 'StandaloneWarehouse',
      headerName: header('StandaloneWarehouse'),
      width: 120,
    }),
    booleanColumn<StockStarvationItem>(intl, {
      field: 'SellerWarehouse',
      headerName: header('SellerWarehouse'),
      width: 120,
    }),
  ];
}
