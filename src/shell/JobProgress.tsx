import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Job } from '../../contracts/jobs.js';

/** A server import in progress: how far it got, out of how much when that is known. */
export function JobProgress({ job, labelId }: { job: Job | undefined; labelId: string }) {
  const intl = useIntl();
  const total = job?.Total ?? null;
  return (
    <Box role="status">
      <LinearProgress
        aria-label={intl.formatMessage({ id: labelId })}
        variant={total ? 'determinate' : 'indeterminate'}
        value={total ? Math.min(100, (100 * (job?.Done ?? 0)) / total) : undefined}
      />
      <Typography variant="caption" color="text.secondary">
        <FormattedMessage id={labelId} />
        {job && (
          <>
            {' · '}
            <FormattedMessage
              id={total ? 'jobs.doneOfTotal' : 'jobs.done'}
              values={{ done: job.Done, total: total ?? 0 }}
            />
          </>
        )}
      </Typography>
    </Box>
  );
}
