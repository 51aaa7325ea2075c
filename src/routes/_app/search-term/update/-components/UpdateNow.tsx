import Refresh from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Job } from '../../../../../../contracts/jobs.js';
import { useApi } from '../../../../../api/ApiContext.js';
import { describeProblem } from '../../../../../api/describeError.js';
import { searchTermKeys } from '../../../../../queries/searchTerms.js';
import { syncFamiliesQuery } from '../../../../../queries/sync.js';
import { JobProgress } from '../../../../../shell/JobProgress.js';
import { outcomeOf } from '../../../../../sync/importResults.js';
import { dateTimeText } from '../../../../../sync/jobText.js';
import { useImportJob } from '../../../../../sync/useImportJob.js';

const KIND = 'UpdateQueuedSearchTerms';

/** How the last run ended: what it wrote, or why it stopped in the seller's words (the source's quoted). */
function LastRun({ run }: { run: Job | null | undefined }) {
  const intl = useIntl();
  if (run === undefined) return null;
  if (run === null) {
    return (
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id="searchTermUpdate.update.never" />
      </Typography>
    );
  }
  const at = dateTimeText(run.FinishedAt, intl);
  if (run.Status === 'Completed') {
    const outcome = outcomeOf(run);
    const counts = outcome?.kind === 'searchTermUpdate' ? outcome.result : null;
    return (
      <Typography variant="body2">
        {counts ? (
          <FormattedMessage
            id="searchTermUpdate.update.completed"
            values={{ at, updated: counts.UpdatedCount, added: counts.NewTermCount, source: counts.Source }}
          />
        ) : (
          <FormattedMessage id="sync.lastRun" values={{ at }} />
        )}
      </Typography>
    );
  }
  const failed = run.Status === 'Failed';
  return (
    <Alert severity={failed ? 'error' : 'warning'} sx={{ whiteSpace: 'pre-line' }}>
      {intl.formatMessage(
        { id: failed ? 'searchTermUpdate.update.failed' : 'searchTermUpdate.update.cancelled' },
        { at },
      )}
      {run.Error && `\n${describeProblem(run.Error, intl)}`}
    </Alert>
  );
}

/**
 * «Обновить сейчас»: the sync job that updates the queued terms from the keyword source. While a run is
 * under way — started here, by the schedule or on the sync screen — the button waits and its progress
 * shows; under it, how the last run ended.
 */
export function UpdateNow({ start }: { start: () => Promise<Job> }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const family = useQuery(syncFamiliesQuery(api)).data?.find((item) => item.Kind === KIND);
  const updating = useImportJob({
    kinds: [KIND],
    start,
    successId: 'searchTermUpdate.update.done',
    failureId: 'searchTermUpdate.update.error',
    // The statuses, the queue and the stale types all change with the terms written.
    onCompleted: () => queryClient.invalidateQueries({ queryKey: searchTermKeys.all }),
  });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box>
        <Button variant="outlined" startIcon={<Refresh />} onClick={updating.start} disabled={updating.busy}>
          <FormattedMessage id="searchTermUpdate.update.now" />
        </Button>
      </Box>
      {updating.busy && <JobProgress job={updating.job} labelId="searchTermUpdate.update.progress" />}
      <LastRun run={family ? family.LastRun : undefined} />
    </Box>
  );
}
