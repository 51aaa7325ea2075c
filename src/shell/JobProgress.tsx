import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Job } from '../../contracts/jobs.js';
import { useJobEta } from '../sync/jobEta.js';
import { durationText } from '../sync/jobText.js';

/**
 * A server job in progress: waiting in the queue, or how far it got (out of how much when that is
 * known, so the bar is determinate then).
 */
export function JobProgress({ job, labelId }: { job: Job | undefined; labelId: string }) {
  const intl = useIntl();
  const total = job?.Status === 'Running' ? job.Total : null;
  const eta = useJobEta(job);
  return (
    <Box role="status">
      <LinearProgress
        aria-label={intl.formatMessage({ id: labelId })}
        variant={total ? 'determinate' : 'indeterminate'}
        value={total ? Math.min(100, (100 * (job?.Done ?? 0)) / total) : undefined}
      />
      <Typography variant="caption" color="text.secondary">
        <FormattedMessage id={labelId} />
        {job?.Status === 'Queued' && (
          <>
            {' · '}
            <FormattedMessage id="jobs.queued" />
          </>
        )}
        {job?.Status === 'Running' && (
          <>
            {' · '}
            <FormattedMessage
              id={total ? 'jobs.doneOfTotal' : 'jobs.done'}
              values={{ done: intl.formatNumber(job.Done), total: intl.formatNumber(total ?? 0) }}
            />
          </>
        )}
        {eta !== null && (
          <>
            {' · '}
            <FormattedMessage id="jobs.timeLeft" values={{ duration: durationText(eta, intl) }} />
          </>
        )}
        {job?.CancelRequested && (
          <>
            {' · '}
            <FormattedMessage id="jobs.cancelling" />
          </>
        )}
      </Typography>
    </Box>
  );
}
