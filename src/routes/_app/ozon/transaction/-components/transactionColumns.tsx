import Chip from '@mui/material/Chip';
import type { IntlShape } from 'react-intl';
import { TransactionType } from '../../../../../../contracts/enums.js';
import type { OzonOperation } from '../../../../../../contracts/operations.js';
import { servicesOf } from '../../../../../../contracts/operationParts.js';
import { dateColumn, moneyColumn, type FormattedColDef } from '../../../../../grids/formattedColumns.js';
import { AppLink } from '../../../../../screens/AppLink.js';
import { operationTypeName } from './operationNames.js';

export const KIND_COLOUR: Record<number, 'success' | 'error' | 'info' | 'warning' | 'default'> = {
  [TransactionType.Orders]: 'success',
  [TransactionType.Returns]: 'error',
  [TransactionType.Services]: 'warning',
  [TransactionType.Compensation]: 'info',
  [TransactionType.TransferDelivery]: 'default',
  [TransactionType.Other]: 'default',
};

/**
 * One row per operation, as Ozon's transaction list has it: the day it was accrued, its type and kind,
 * its posting (a link to the order), the sale, Ozon's commission, delivery charges, the services in
 * all (what the sale and commission leave of the amount, as the reconciliation counts them), and what it
 * came to.
 */
export function transactionColumns(intl: IntlShape): FormattedColDef<OzonOperation>[] {
  const header = (field: string) => intl.formatMessage({ id: `operation.fields.${field}` });
  const plain = { sortable: false, filterable: false } as const;
  const sorted = { filterable: false } as const;
  // The money columns sort on the server (FindOzonOperations' OrderField), as the date does.
  const money = (field: keyof OzonOperation & string, width = 120) =>
    moneyColumn<OzonOperation>(intl, { field, headerName: header(field), width, ...sorted });
  return [
    dateColumn<OzonOperation>(intl, {
      field: 'Date',
      headerName: header('Date'),
      width: 110,
      filterable: false,
    }),
    {
      field: 'OperationType',
      headerName: header('OperationType'),
      flex: 2,
      minWidth: 240,
      ...plain,
      valueGetter: (value: string) => operationTypeName(intl, value),
    },
    {
      field: 'TransactionType',
      headerName: header('TransactionType'),
      width: 130,
      ...plain,
      valueGetter: (value: number) => intl.formatMessage({ id: `operation.kind.${value}` }),
      renderCell: ({ row, value }) => <Chip size="small" color={KIND_COLOUR[row.TransactionType]} label={value} />,
    },
    {
      field: 'PostingNumber',
      headerName: header('PostingNumber'),
      width: 160,
      ...plain,
      valueGetter: (value: string | null) => value ?? '',
      renderCell: ({ row }) =>
        row.PostingNumber ? (
          <AppLink
            to="/ozon/salesOrders"
            search={{ posting: row.PostingNumber }}
            onClick={(event: React.MouseEvent) => event.stopPropagation()}
          >
            {row.PostingNumber}
          </AppLink>
        ) : (
          '—'
        ),
    },
    money('AccrualsForSale'),
    money('SaleCommission'),
    money('DeliveryCharge'),
    money('ReturnDeliveryCharge'),
    moneyColumn<OzonOperation>(intl, {
      field: 'ServicesTotal',
      headerName: header('ServicesTotal'),
      width: 120,
      ...sorted,
      valueGetter: (_value, row) => servicesOf(row),
    }),
    money('Amount', 130),
  ];
}
