import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import { GridActionsCellItem, getGridNumericOperators, type GridColDef } from '@mui/x-data-grid';
import type { IntlShape } from 'react-intl';
import type { Product, ProductPackage } from '../../contracts/catalogue.js';
import type { GridFilterField } from './gridSearch.js';

export interface RowActions<Row> {
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => void;
}

/**
 * The filter panel offers what the server filters on besides the name: the ID (equals). The name has
 * the search box; the MIT grid allows one panel filter at a time, so the two must not share it.
 */
export const productFilterFields = [{ field: 'ID', operator: '=', key: 'id' }] as const satisfies GridFilterField<{
  id?: number;
}>[];

/** IDs and articles are codes, not quantities: no thousands separator. */
const plainId = (value: number) => String(value);

const equalsOnly = getGridNumericOperators().filter((operator) => operator.value === '=');

function measureColumn<Row extends { [key: string]: unknown }>(field: string, headerName: string): GridColDef<Row> {
  return { field, headerName, type: 'number', width: 110, filterable: false };
}

function actionsColumn<Row extends { ID: number }>(intl: IntlShape, actions: RowActions<Row>): GridColDef<Row> {
  return {
    field: 'actions',
    type: 'actions',
    headerName: intl.formatMessage({ id: 'grid.actions' }),
    width: 96,
    getActions: ({ row }) => [
      <GridActionsCellItem
        key="edit"
        icon={<Edit />}
        label={intl.formatMessage({ id: 'common.edit' })}
        onClick={() => actions.onEdit(row)}
      />,
      <GridActionsCellItem
        key="delete"
        icon={<Delete />}
        label={intl.formatMessage({ id: 'common.delete' })}
        onClick={() => actions.onDelete(row)}
      />,
    ],
  };
}

export function productColumns(intl: IntlShape, actions: RowActions<Product>): GridColDef<Product>[] {
  const header = (field: string) => intl.formatMessage({ id: `product.fields.${field}` });
  return [
    {
      field: 'ID',
      headerName: header('ID'),
      type: 'number',
      width: 100,
      filterOperators: equalsOnly,
      valueFormatter: plainId,
    },
    { field: 'Name', headerName: header('Name'), flex: 3, minWidth: 320, filterable: false },
    {
      field: 'CategoryID',
      headerName: header('Category'),
      flex: 1,
      minWidth: 150,
      filterable: false,
      valueGetter: (_value, row) => row.Category?.Name ?? null,
    },
    { field: 'StockAmount', headerName: header('StockAmount'), type: 'number', width: 120, filterable: false },
    measureColumn('WidthMM', header('WidthMM')),
    measureColumn('HeightMM', header('HeightMM')),
    measureColumn('DepthMM', header('DepthMM')),
    measureColumn('WeightG', header('WeightG')),
    {
      field: 'Packages',
      headerName: header('Packages'),
      type: 'number',
      width: 110,
      sortable: false,
      filterable: false,
      valueGetter: (_value, row) => row.Packages.length,
    },
    actionsColumn(intl, actions),
  ];
}

export function packageColumns(intl: IntlShape, actions: RowActions<ProductPackage>): GridColDef<ProductPackage>[] {
  const header = (field: string) => intl.formatMessage({ id: `package.fields.${field}` });
  return [
    { field: 'ID', headerName: header('ID'), type: 'number', width: 110, valueFormatter: plainId },
    { field: 'Name', headerName: header('Name'), flex: 2, minWidth: 200 },
    { field: 'ProductCount', headerName: header('ProductCount'), type: 'number', width: 110 },
    { field: 'MinimumWarehouseStock', headerName: header('MinimumWarehouseStock'), type: 'number', width: 140 },
    {
      field: 'SupplyPreparationTimeInDays',
      headerName: header('SupplyPreparationTimeInDays'),
      type: 'number',
      width: 140,
    },
    measureColumn('WidthMM', header('WidthMM')),
    measureColumn('HeightMM', header('HeightMM')),
    measureColumn('DepthMM', header('DepthMM')),
    measureColumn('WeightG', header('WeightG')),
    actionsColumn(intl, actions),
  ];
}
