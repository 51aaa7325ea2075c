import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Inventory2 from '@mui/icons-material/Inventory2';
import { GridActionsCellItem, getGridNumericOperators, type GridColDef } from '@mui/x-data-grid';
import type { ReactElement } from 'react';
import type { IntlShape } from 'react-intl';
import type { Product, ProductPackage } from '../../../../../contracts/catalogue.js';
import { countColumn, idColumn, type FormattedColDef } from '../../../../grids/formattedColumns.js';
import type { GridFilterField } from '../../../../grids/gridSearch.js';

export interface RowActions<Row> {
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => void;
}

export interface ProductRowActions extends RowActions<Product> {
  onOpenPackages: (row: Product) => void;
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
    countColumn<Row>(intl, { field, headerName: header(field), width: 80, filterable: false }),
  );
}

/**
 * The row's actions, first in the row so they are in reach at any width without scrolling sideways
 * (the MIT grid cannot pin a column to the right); `before` adds the kind's own actions.
 */
function actionsColumn<Row extends { ID: number }>(
  intl: IntlShape,
  actions: RowActions<Row>,
  before?: { count: number; actions: (row: Row) => ReactElement[] },
): GridColDef<Row> {
  return {
    field: 'actions',
    type: 'actions',
    headerName: intl.formatMessage({ id: 'grid.actions' }),
    width: 40 + 32 * (2 + (before?.count ?? 0)),
    getActions: ({ row }) => [
      ...(before?.actions(row) ?? []),
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

export function productColumns(intl: IntlShape, actions: ProductRowActions): FormattedColDef<Product>[] {
  const header = (field: string) => intl.formatMessage({ id: `product.fields.${field}` });
  const openPackages = {
    count: 1,
    actions: (row: Product) => [
      <GridActionsCellItem
        key="packages"
        icon={<Inventory2 />}
        label={intl.formatMessage({ id: 'product.openPackages' })}
        onClick={() => actions.onOpenPackages(row)}
      />,
    ],
  };
  return [
    actionsColumn(intl, actions, openPackages),
    idColumn(intl, { field: 'ID', headerName: header('ID'), width: 90, filterOperators: equalsOnly }),
    { field: 'Name', headerName: header('Name'), flex: 3, minWidth: 220, filterable: false },
    {
      field: 'CategoryID',
      headerName: header('Category'),
      flex: 1,
      minWidth: 120,
      filterable: false,
      valueGetter: (_value, row) => row.Category?.Name ?? null,
    },
    countColumn(intl, { field: 'StockAmount', headerName: header('StockAmount'), width: 96, filterable: false }),
    ...measureColumns<Product>(intl, header),
    countColumn<Product>(intl, {
      field: 'Packages',
      headerName: header('Packages'),
      width: 96,
      sortable: false,
      filterable: false,
      valueGetter: (_value, row) => row.Packages.length,
    }),
  ];
}

export function packageColumns(
  intl: IntlShape,
  actions: RowActions<ProductPackage>,
): FormattedColDef<ProductPackage>[] {
  const header = (field: string) => intl.formatMessage({ id: `package.fields.${field}` });
  return [
    actionsColumn(intl, actions),
    idColumn(intl, { field: 'ID', headerName: header('ID'), width: 110 }),
    { field: 'Name', headerName: header('Name'), flex: 2, minWidth: 200 },
    countColumn(intl, { field: 'ProductCount', headerName: header('ProductCount'), width: 110 }),
    countColumn(intl, { field: 'MinimumWarehouseStock', headerName: header('MinimumWarehouseStock'), width: 120 }),
    countColumn(intl, {
      field: 'SupplyPreparationTimeInDays',
      headerName: header('SupplyPreparationTimeInDays'),
      width: 120,
    }),
    ...measureColumns<ProductPackage>(intl, header),
  ];
}
