import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Job, JobKind } from '../../contracts/jobs.js';
import { describeError, describeProblem } from '../api/describeError.js';
import { JobProgress } from '../shell/JobProgress.js';
import { outcomeOf, problemCount } from './importResults.js';
import { ImportProblems } from './ImportProblems.js';
import { dateTimeText, durationMs, durationText, startedByText, STATUS_COLOUR, statusLabelId } from './jobText.js';

const TITLE: Record<JobKind, string> = {
  ImportOzonWarehouses: 'sync.result.warehousesTitle',
  ImportOzonProducts: 'ozonProduct.result.productsTitle',
  ImportOzonProductStocks: 'ozonProduct.result.stocksTitle',
  ImportOzonFbsPostings: 'sync.result.postingsTitle',
  ImportOzonFboPostings: 'sync.result.postingsTitle',
  ImportOzonOperations: 'sync.result.operationsTitle',
  ImportOzonRealization: 'sync.result.realizationTitle',
  ImportOzonSupplyOrders: 'sync.result.supplyOrdersTitle',
  ImportOzonPromotions: 'sync.result.promotionsTitle',
  ImportOzonProductReviews: 'sync.result.reviewsTitle',
  ImportOzonCategoryTree: 'sync.result.categoryTreeTitle',
  LoadOzonHistory: 'sync.result.historyTitle',
  RunOzonSupplyRegistrationTasks: 'sync.result.registrationRunTitle',
  CalcSalesPlans: 'sync.result.salesPlansTitle',
  BackupDatabase: 'sync.result.backupTitle',
  UpdateQueuedSearchTerms: 'sync.result.searchTermUpdateTitle',
};

function Outcome({ job }: { job: Job }) {
  const intl = useIntl();
  if (job.Status === 'Queued' || job.Status === 'Running') {
    return <JobProgress job={job} labelId="sync.result.stillRunning" />;
  }
  if (job.Status === 'Failed' || job.Status === 'Cancelled') {
    const severity = job.Status === 'Failed' ? 'error' : 'warning';
    return (
      <Alert severity={severity} sx={{ whiteSpace: 'pre-line' }}>
        {job.Error ? describeProblem(job.Error, intl) : <FormattedMessage id="problems.jobCancelled" />}
      </Alert>
    );
  }
  const outcome = outcomeOf(job);
  if (!outcome) {
    return (
      <Alert severity="info">
        <FormattedMessage id="sync.result.none" />
      </Alert>
    );
  }
  return (
    <>
      {problemCount(outcome) === 0 && (
        <Alert severity="success" sx={{ mb: 2 }}>
          <FormattedMessage id="ozonProduct.result.noProblems" />
        </Alert>
      )}
      <ImportProblems outcome={outcome} />
    </>
  );
}

/**
 * What a sync job found, reopened from any screen: the problems of its result by kind, its error when
 * it failed, or that it was cancelled. `loading` shows while the job itself is being fetched.
 */
export function ImportResultDialog({
  job,
  open,
  loading,
  error,
  onClose,
}: {
  job: Job | null | undefined;
  open: boolean;
  loading?: boolean;
  /** Why the job could not be fetched. */
  error?: unknown;
  onClose: () => void;
}) {
  const intl = useIntl();
  const titleId = job ? TITLE[job.Kind] : 'sync.result.title';
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="import-result-title">
      <DialogTitle id="import-result-title">{intl.formatMessage({ id: titleId })}</DialogTitle>
      <DialogContent dividers>
        {loading && !error && <LinearProgress aria-label={intl.formatMessage({ id: 'common.loading' })} />}
        {Boolean(error) && <Alert severity="error">{describeError(error, intl)}</Alert>}
        {job && (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
              <Chip
                size="small"
                color={STATUS_COLOUR[job.Status]}
                label={intl.formatMessage({ id: statusLabelId(job.Status) })}
              />
              <Typography variant="body2" color="text.secondary">
                <FormattedMessage
                  id="sync.result.run"
                  values={{
                    startedBy: startedByText(job.StartedBy, intl),
                    at: dateTimeText(job.StartedAt ?? job.CreatedAt, intl),
                    duration: durationText(durationMs(job), intl),
                  }}
                />
              </Typography>
            </Box>
            <Outcome job={job} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          <FormattedMessage id="common.close" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
