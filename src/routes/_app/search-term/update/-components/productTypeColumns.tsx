import type { IntlShape } from 'react-intl';
import type { ProductType } from '../../../../../../contracts/searchTerms.js';
import {
  booleanColumn,
  countColumn,
  dateTimeColumn,
  idColumn,
  type FormattedColDef,
} from '../../../../../grids/formattedColumns.js';
import { daysSince } from './searchTermUpdate.js';

/** The product types whose term is stale: never updated first, then the oldest. */
export function productTypeColumns(intl: IntlShape, now: Date): FormattedColDef<ProductType>[] {
  const header = (field: string) => intl.formatMessage({ id: `searchTermUpdate.types.fields.${field}` });
  const columns: FormattedColDef<ProductType>[] = [
    idColumn<ProductType>(intl, { field: 'ID', headerName: header('ID'), width: 110 }),
    { field: 'Name', headerName: header('Name'), flex: 2, minWidth: 180 },
    dateTimeColumn<ProductType>(intl, {
      field: 'UpdateTime',
      headerName: header('UpdateTime'),
      width: 150,
      renderCell: ({ value, formattedValue }) =>
        value ? formattedValue : intl.formatMessage({ id: 'searchTermUpdate.types.never' }),
    }),
    countColumn<ProductType>(intl, {
      field: 'DaysSince',
      headerName: header('DaysSince'),
      width: 120,
      valueGetter: (_value, row) => daysSince(row.UpdateTime, now),
    }),
    booleanColumn<ProductType>(intl, { field: 'Disabled', headerName: header('Disabled'), width: 120 }),
  ];
  // The full name is the header's tooltip (docs/screens.md).
  return columns.map((column) => ({ description: column.headerName, ...column }));
}
