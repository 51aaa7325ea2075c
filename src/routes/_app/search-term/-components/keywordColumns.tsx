import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { IntlShape } from 'react-intl';
import type { SearchTerm } from '../../../../../contracts/searchTerms.js';
import {
  countColumn,
  dateTimeColumn,
  decimalColumn,
  idColumn,
  type FormattedColDef,
} from '../../../../grids/formattedColumns.js';
import { HistorySparkline } from './HistoryChart.js';
import { KEYWORD_SORT_FIELDS } from './keywordSearch.js';
import { STATUS_COLOUR, statusLabel } from './searchTermStatus.js';

const sortable = (field: string) => (KEYWORD_SORT_FIELDS as readonly string[]).includes(field);

/**
 * One row per term, for finding demand: the term, its queries in the latest month, the surge, the
 * history as a line, the phrases, the update statuses and time. Only the server's sort fields sort.
 */
export function keywordColumns(intl: IntlShape): FormattedColDef<SearchTerm>[] {
  const header = (field: string) => intl.formatMessage({ id: `searchTerm.fields.${field}` });
  const spec = (field: string) => ({ field, headerName: header(field), sortable: sortable(field), filterable: false });
  const status = (field: 'HistoryUpdateStatus' | 'PhraseUpdateStatus'): FormattedColDef<SearchTerm> => ({
    ...spec(field),
    width: 120,
    valueGetter: (value: SearchTerm['HistoryUpdateStatus']) => statusLabel(intl, value),
    renderCell: ({ row, value }) => (
      <Chip size="small" variant="outlined" color={STATUS_COLOUR[row[field]]} label={value as string} />
    ),
  });
  return [
    { ...spec('Term'), flex: 1, minWidth: 200 },
    countColumn<SearchTerm>(intl, { ...spec('QueryCount'), width: 120 }),
    decimalColumn<SearchTerm>(
      intl,
      {
        ...spec('SurgePercent'),
        width: 110,
        renderCell: ({ row, formattedValue }) =>
          row.SurgePercent === null ? (
            ''
          ) : (
            <Box
              component="span"
              sx={{ color: row.SurgePercent >= 50 ? 'success.main' : row.SurgePercent < 0 ? 'error.main' : undefined }}
            >
              {row.SurgePercent > 0 ? '+' : ''}
              {formattedValue as string} %
            </Box>
          ),
      },
      1,
    ),
    {
      ...spec('HistoryItems'),
      width: 130,
      sortable: false,
      valueGetter: (_value, row) => row.HistoryItems.map((item) => item.Count).join(' '),
      renderCell: ({ row }) => (
        <HistorySparkline
          items={row.HistoryItems}
          label={intl.formatMessage(
            { id: 'searchTerm.sparkline' },
            { term: row.Term, months: row.HistoryItems.length },
          )}
        />
      ),
    },
    countColumn<SearchTerm>(intl, {
      ...spec('Phrases'),
      width: 90,
      sortable: false,
      valueGetter: (_value, row) => row.Phrases.filter((phrase) => !phrase.IsAssociation).length,
    }),
    status('HistoryUpdateStatus'),
    status('PhraseUpdateStatus'),
    dateTimeColumn<SearchTerm>(intl, { ...spec('UpdateTime'), width: 140 }, { compact: true }),
    idColumn<SearchTerm>(intl, { ...spec('ID'), width: 90 }),
  ];
}
