import Chip from '@mui/material/Chip';
import type { IntlShape } from 'react-intl';
import type { Discrepancy } from '../../../../../../contracts/reconciliation.js';
import { dateTimeColumn, moneyColumn, type FormattedColDef } from '../../../../../grids/formattedColumns.js';
import { postingLinkColumn } from '../../../../../screens/postingLinkColumn.js';

/** One row per discrepancy: when, what kind, the posting (a link to its order), expected, accrued, difference. */
export function discrepancyColumns(intl: IntlShape): FormattedColDef<Discrepancy>[] {
  const header = (field: string) => intl.formatMessage({ id: `reconciliation.fields.${field}` });
  const plain = { sortable: false, filterable: false } as const;
  return [
    dateTimeColumn<Discrepancy>(intl, { field: 'Date', headerName: header('Date'), width: 150, ...plain }),
    {
      field: 'Kind',
      headerName: header('Kind'),
      flex: 1,
      minWidth: 260,
      ...plain,
      valueGetter: (value: string) => intl.formatMessage({ id: `reconciliation.kind.${value}` }),
      renderCell: ({ value }) => <Chip size="small" color="warning" variant="outlined" label={value} />,
    },
    postingLinkColumn<Discrepancy>(header('PostingNumber')),
    moneyColumn<Discrepancy>(intl, { field: 'Expected', headerName: header('Expected'), width: 140, ...plain }),
    moneyColumn<Discrepancy>(intl, { field: 'Actual', headerName: header('Actual'), width: 140, ...plain }),
    moneyColumn<Discrepancy>(intl, { field: 'Difference', headerName: header('Difference'), width: 140, ...plain }),
  ];
}
