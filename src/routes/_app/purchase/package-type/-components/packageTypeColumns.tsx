import CurrencyRuble from '@mui/icons-material/CurrencyRuble';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import type { IntlShape } from 'react-intl';
import { countColumn, dateColumn, moneyColumn, type FormattedColDef } from '../../../../../grids/formattedColumns.js';
import type { PackageTypeRow } from './packageTypePrices.js';

export interface PackageTypeRowActions {
  onOpenPrices: (row: PackageTypeRow) => void;
  onEdit: (row: PackageTypeRow) => void;
  onDelete: (row: PackageTypeRow) => void;
}

/**
 * The package types grid: the row's actions first (its prices, edit, delete), so they are in reach at
 * any width; then what a type is and what it costs today.
 */
export function packageTypeColumns(intl: IntlShape, actions: PackageTypeRowActions): FormattedColDef<PackageTypeRow>[] {
  const t = (id: string) => intl.formatMessage({ id });
  const header = (field: string) => t(`packageTypes.fields.${field}`);
  const actionsColumn: GridColDef<PackageTypeRow> = {
    field: 'actions',
    type: 'actions',
    headerName: t('grid.actions'),
    width: 40 + 32 * 3,
    getActions: ({ row }) => [
      <GridActionsCellItem
        key="prices"
        icon={<CurrencyRuble />}
        label={t('packageTypes.openPrices')}
        onClick={() => actions.onOpenPrices(row)}
      />,
      <GridActionsCellItem key="edit" icon={<Edit />} label={t('common.edit')} onClick={() => actions.onEdit(row)} />,
      <GridActionsCellItem
        key="delete"
        icon={<Delete />}
        label={t('common.delete')}
        onClick={() => actions.onDelete(row)}
      />,
    ],
  };
  const columns: FormattedColDef<PackageTypeRow>[] = [
    actionsColumn,
    { field: 'Name', headerName: header('Name'), flex: 2, minWidth: 200 },
    {
      field: 'UnitOfMeasure',
      headerName: header('UnitOfMeasure'),
      description: t('packageTypes.fields.UnitOfMeasure.description'),
      width: 150,
      valueGetter: (value: number) => t(`packageTypes.uom.${value}`),
    },
    countColumn<PackageTypeRow>(intl, {
      field: 'DecimalPlaces',
      headerName: header('DecimalPlaces'),
      description: t('packageTypes.fields.DecimalPlaces.description'),
      width: 110,
    }),
    moneyColumn<PackageTypeRow>(intl, {
      field: 'CurrentPrice',
      headerName: header('CurrentPrice'),
      description: t('packageTypes.fields.CurrentPrice.description'),
      width: 130,
    }),
    dateColumn<PackageTypeRow>(intl, {
      field: 'CurrentPriceDate',
      headerName: header('CurrentPriceDate'),
      description: t('packageTypes.fields.CurrentPriceDate.description'),
      width: 120,
    }),
    countColumn<PackageTypeRow>(intl, {
      field: 'PriceCount',
      headerName: header('PriceCount'),
      description: t('packageTypes.fields.PriceCount.description'),
      width: 110,
    }),
  ];
  // Every header carries its full name as a tooltip, as on every grid (docs/screens.md).
  return columns.map((column) => ({ description: column.headerName, ...column }));
}
