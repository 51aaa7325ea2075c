import type { IntlShape } from 'react-intl';
import type { Job } from '../../../../../../contracts/jobs.js';
import { countColumn, type FormattedColDef } from '../../../../../grids/formattedColumns.js';
import { outcomeOf } from '../../../../../sync/importResults.js';
import { jobColumns } from '../../../ozon/sync/-components/jobColumns.js';

/** Of the sync history's columns, those that tell one run of a single family from another. */
const RUN_FIELDS = ['actions', 'Status', 'StartedAt', 'Duration', 'StartedBy'];

const RESULT_FIELDS = ['CategoryCount', 'ProductTypeCount', 'UpdatedCount', 'DeletedCount'] as const;

/** The category tree's last imports: the sync history's columns, then what each import found. */
export function treeImportColumns(intl: IntlShape, onOpen: (job: Job) => void): FormattedColDef<Job>[] {
  const history = jobColumns(intl, onOpen);
  const runColumns = RUN_FIELDS.flatMap((field) => history.filter((column) => column.field === field));
  const results = RESULT_FIELDS.map((field) =>
    countColumn<Job>(intl, {
      field,
      headerName: intl.formatMessage({ id: `searchTermUpdate.runs.fields.${field}` }),
      width: 120,
      sortable: false,
      valueGetter: (_value, row) => {
        const outcome = outcomeOf(row);
        return outcome?.kind === 'categoryTree' ? outcome.result[field] : null;
      },
    }),
  );
  return [...runColumns, ...results].map((column) => ({ description: column.headerName, ...column }));
}
