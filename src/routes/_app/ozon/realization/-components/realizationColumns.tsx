import type { IntlShape } from 'react-intl';
import type { RealizationDifference } from '../../../../../../contracts/realization.js';
import { decimalColumn, idColumn, type FormattedColDef } from '../../../../../grids/formattedColumns.js';
import { postingLinkColumn } from '../../../../../screens/postingLinkColumn.js';

/**
 * One row per posting, SKU and figure that differ: the figure names its unit (pieces or roubles), so
 * the report's, the accruals' and the difference columns hold either, two decimals in the file too.
 */
export function realizationColumns(intl: IntlShape): FormattedColDef<RealizationDifference>[] {
  const header = (field: string) => intl.formatMessage({ id: `realization.fields.${field}` });
  const plain = { sortable: false, filterable: false } as const;
  return [
    postingLinkColumn<RealizationDifference>(header('PostingNumber')),
    idColumn<RealizationDifference>(intl, { field: 'Sku', headerName: header('Sku'), width: 120, ...plain }),
    { field: 'Article', headerName: header('Article'), width: 120, ...plain },
    {
      field: 'Field',
      headerName: header('Field'),
      flex: 1,
      minWidth: 200,
      ...plain,
      valueGetter: (value: string) => intl.formatMessage({ id: `realization.field.${value}` }),
    },
    decimalColumn<RealizationDifference>(intl, { field: 'Report', headerName: header('Report'), width: 140, ...plain }),
    decimalColumn<RealizationDifference>(intl, {
      field: 'Accrued',
      headerName: header('Accrued'),
      width: 140,
      ...plain,
    }),
    decimalColumn<RealizationDifference>(intl, {
      field: 'Difference',
      headerName: header('Difference'),
      width: 140,
      ...plain,
    }),
  ];
}
