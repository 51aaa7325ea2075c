import type { GridColDef } from '@mui/x-data-grid';
import type { IntlShape } from 'react-intl';
import type { ReturnPackageItem } from '../../../../../../contracts/returns.js';
import { countColumn, idColumn, moneyColumn, type FormattedColDef } from '../../../../../grids/formattedColumns.js';

/** One row per package (or article): what it is, how many units were returned and refused, for how much, and why. */
export function returnPackageColumns(intl: IntlShape): FormattedColDef<ReturnPackageItem>[] {
  const header = (field: string) => intl.formatMessage({ id: `returns.fields.${field}` });
  return [
    idColumn<ReturnPackageItem>(intl, {
      field: 'ProductPackageID',
      headerName: header('ProductPackageID'),
      width: 110,
    }),
    { field: 'OfferID', headerName: header('OfferID'), width: 110 },
    { field: 'ProductName', headerName: header('ProductName'), flex: 2, minWidth: 240 },
    countColumn<ReturnPackageItem>(intl, { field: 'Quantity', headerName: header('Quantity'), width: 110 }),
    moneyColumn<ReturnPackageItem>(intl, { field: 'Amount', headerName: header('Amount'), width: 130 }),
    countColumn<ReturnPackageItem>(intl, {
      field: 'RefusedQuantity',
      headerName: header('RefusedQuantity'),
      width: 110,
    }),
    moneyColumn<ReturnPackageItem>(intl, { field: 'RefusedAmount', headerName: header('RefusedAmount'), width: 150 }),
    {
      field: 'Reasons',
      headerName: header('Reasons'),
      flex: 2,
      minWidth: 260,
      sortable: false,
      valueGetter: (_value, row) =>
        row.Reasons.map((reason) => `${reason.Reason || '—'} (${reason.Quantity})`).join('; '),
    } satisfies GridColDef<ReturnPackageItem>,
  ];
}
