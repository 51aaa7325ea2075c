import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { GridActionsCellItem, getGridSingleSelectOperators } from '@mui/x-data-grid';
import type { IntlShape } from 'react-intl';
import { jobKinds, type Job, type JobKind } from '../../../../../../contracts/jobs.js';
import { describeProblem } from '../../../../../api/describeError.js';
import { jobProblemCount } from '../../../../../sync/importResults.js';
import {
  countsText,
  durationMs,
  durationText,
  familyLabelId,
  startedByText,
  STATUS_COLOUR,
  statusLabelId,
} from '../../../../../sync/jobText.js';
import { countColumn, dateTimeColumn, type FormattedColDef } from '../../../../../grids/formattedColumns.js';
import type { GridFilterField } from '../../../../../grids/gridSearch.js';

/** The history filters on the family only (the grid's filter panel and the select above it). */
export const jobFilterFields = [{ field: 'Kind', operator: 'is', key: 'kind' }] as const satisfies GridFilterField<{
  kind?: JobKind;
}>[];

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const isOnly = getGridSingleSelectOperators().filter((operator) => operator.value === 'is');

/** Text that may take two lines in a standard row rather than be cut off. */
const wrapped = (text: unknown) => (
  <Box sx={{ whiteSpace: 'normal', lineHeight: 1.25, height: '100%', display: 'flex', alignItems: 'center' }}>
    {String(text ?? '')}
  </Box>
);

/** Short enough for three date columns side by side (23.11, 14:05); the year is in the tooltip and export. */
function momentColumn(intl: IntlShape, field: 'CreatedAt' | 'StartedAt' | 'FinishedAt') {
  return dateTimeColumn<Job>(
    intl,
    {
      field,
      headerName: intl.formatMessage({ id: `sync.fields.${field}` }),
      width: 108,
      sortable: false,
      filterable: false,
      renderCell: ({ row, formattedValue }) => (
        <span title={row[field] ? intl.formatDate(row[field], { dateStyle: 'long', timeStyle: 'medium' }) : undefined}>
          {formattedValue}
        </span>
      ),
    },
    { compact: true },
  );
}

/** The sync history: newest first on the server, so no column sorts; a row opens the job's result. */
export function jobColumns(intl: IntlShape, onOpen: (job: Job) => void): FormattedColDef<Job>[] {
  const header = (field: string) => intl.formatMessage({ id: `sync.fields.${field}` });
  const plain = { sortable: false, filterable: false } as const;
  return [
    {
      field: 'actions',
      type: 'actions',
      headerName: intl.formatMessage({ id: 'grid.actions' }),
      // One icon: the header says what it is to a screen reader only, the column stays narrow.
      renderHeader: ({ colDef }) => <Box sx={visuallyHidden}>{colDef.headerName}</Box>,
      width: 56,
      getActions: ({ row }) => [
        <GridActionsCellItem
          key="open"
          icon={<OpenInNew />}
          label={intl.formatMessage({ id: 'sync.open' })}
          onClick={() => onOpen(row)}
        />,
      ],
    },
    {
      field: 'Kind',
      headerName: header('Kind'),
      type: 'singleSelect',
      flex: 1,
      minWidth: 140,
      sortable: false,
      filterOperators: isOnly,
      renderCell: ({ formattedValue }) => wrapped(formattedValue),
      valueOptions: jobKinds.map((kind) => ({ value: kind, label: intl.formatMessage({ id: familyLabelId(kind) }) })),
    },
    {
      field: 'Status',
      headerName: header('Status'),
      width: 126,
      ...plain,
      valueGetter: (_value, row) => intl.formatMessage({ id: statusLabelId(row.Status) }),
      renderCell: ({ row, value }) => {
        const chip = <Chip size="small" label={value} color={STATUS_COLOUR[row.Status]} />;
        return row.Error ? <Tooltip title={describeProblem(row.Error, intl)}>{chip}</Tooltip> : chip;
      },
    },
    {
      field: 'StartedBy',
      headerName: header('StartedBy'),
      width: 150,
      ...plain,
      valueGetter: (value: string) => startedByText(value, intl),
      renderCell: ({ value }) => wrapped(value),
    },
    momentColumn(intl, 'CreatedAt'),
    momentColumn(intl, 'StartedAt'),
    momentColumn(intl, 'FinishedAt'),
    {
      field: 'Duration',
      headerName: header('Duration'),
      type: 'number',
      width: 90,
      ...plain,
      valueGetter: (_value, row) => durationMs(row),
      valueFormatter: (value: number | null) => durationText(value, intl),
    },
    {
      field: 'Counts',
      headerName: header('Counts'),
      width: 100,
      align: 'right',
      headerAlign: 'right',
      ...plain,
      valueGetter: (_value, row) => countsText(row, intl),
    },
    countColumn<Job>(intl, {
      field: 'Problems',
      headerName: header('Problems'),
      width: 124,
      ...plain,
      valueGetter: (_value, row) => jobProblemCount(row),
    }),
  ];
}
