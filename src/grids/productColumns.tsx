import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import { GridActionsCellItem, getGridNumericOperators, type GridColDef } from '@mui/x-data-grid';
import type { IntlShape } from 'react-intl';
import type { Product, ProductPackage } from '../../contracts/catalogue.js';
import { countColumn, idColumn, type FormattedColDef } from './formattedColumns.js';
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

const equalsOnly = getGridNumericOperators().filter((operator) => operator.value === '=');

/** Millimetres and grams are whole numbers (the contract's `measure`). */
function measureColumns<Row extends { WidthMM: number | null }>(intl: IntlShape, header: (field: string) => string) {
  return (['WidthMM', 'HeightMM', 'DepthMM', 'WeightG'] as const).map((field) =>
    countColumn<Row>(intl, { field, headerName: header(field), width: 110, filterable: false }),
  );
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

export function productColumns(intl: IntlShape, actions: RowActions<Product>): FormattedColDef<Product>[] {
  const header = (field: string) => intl.formatMessage({ id: `product.fields.${field}` });
  return [
    idColumn(intl, { field: 'ID', headerName: header('ID'), width: 100, filterOperators: equalsOnly }),
    { field: 'Name', headerName: header('Name'), flex: 3, minWidth: 320, filterable: false },
    {
      field: 'CategoryID',
      headerName: header('Category'),
      flex: 1,
      minWidth: 150,
      filterable: false,
      valueGetter: (_value, row) => row.Category?.Name ?? null,
    },
    countColumn(intl, { field: 'StockAmount', headerName: header('StockAmount'), width: 120, filterable: false }),
    ...measureColumns<Product>(intl, header),
    countColumn<Product>(intl, {
      field: 'Packages',
      headerName: header('Packages'),
      width: 110,
      sortable: false,
      filterable: false,
      valueGetter: (_value, row) => row.Packages.length,
    }),
    actionsColumn(intl, actions),
  ];
}

export function packageColumns(
  intl: IntlShape,
  actions: RowActions<ProductPackage>,
): FormattedColDef<ProductPackage>[] {
  const header = (field: string) => intl.formatMessage({ id: `package.fields.${field}` });
  return [
    idColumn(intl, { field: 'ID', headerName: header('ID'), width: 110 }),
    { field: 'Name', headerName: header('Name'), flex: 2, minWidth: 200 },
    countColumn(intl, { field: 'ProductCount', headerName: header('ProductCount'), width: 110 }),
    countColumn(intl, { field: 'MinimumWarehouseStock', headerName: header('MinimumWarehouseStock'), width: 140 }),
    countColumn(intl, {
      field: 'SupplyPreparationTimeInDays',
      headerName: header('SupplyPreparationTimeInDays'),
      width: 140,
    }),
    ...measureColumns<ProductPackage>(intl, header),
    actionsColumn(intl, actions),
  ];
}
