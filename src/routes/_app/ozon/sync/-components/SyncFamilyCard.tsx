import Cancel from '@mui/icons-material/Cancel';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SyncFamily } from '../../../../../../contracts/jobs.js';
import { useApi } from '../../../../../api/ApiContext.js';
import { describeError, describeProblem } from '../../../../../api/describeError.js';
import { jobCommands, jobKeys } from '../../../../../queries/jobs.js';
import { syncCommands, syncKeys } from '../../../../../queries/sync.js';
import { JobProgress } from '../../../../../shell/JobProgress.js';
import { useToast } from '../../../../../shell/toast.js';
import { fileSizeText } from '../../../../../app/fileSizeText.js';
import { jobProblemCount, outcomeOf } from '../../../../../sync/importResults.js';
import {
  countsText,
  dateTimeText,
  SCHEDULE_TIME_ZONE,
  durationMs,
  durationText,
  familyLabelId,
  STATUS_COLOUR,
  statusLabelId,
} from '../../../../../sync/jobText.js';
import { SyncSchedule } from './SyncSchedule.js';

/** The last finished run in one line: when, how long, how many records, how many problems. */
function LastRun({ family, onOpenJob }: { family: SyncFamily; onOpenJob: (id: string) => void }) {
  const intl = useIntl();
  const run = family.LastRun;
  if (!run) {
    return (
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id="sync.neverRun" />
      </Typography>
    );
  }
  const problems = jobProblemCount(run);
  const outcome = outcomeOf(run);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2">
        <FormattedMessage id="sync.lastRun" values={{ at: dateTimeText(run.FinishedAt, intl) }} />
        {run.StartedAt && (
          // A run cancelled in the queue, or failed with its prerequisite, never started: nothing to count.
          <>
            <br />
            <FormattedMessage
              id="sync.lastRunDetails"
              values={{ duration: durationText(durationMs(run), intl), counts: countsText(run, intl) }}
            />
          </>
        )}
        {problems !== null && outcome?.kind !== 'backup' && (
          <>
            {' · '}
            <FormattedMessage id="sync.problems" values={{ count: problems }} />
          </>
        )}
        {outcome?.kind === 'backup' && (
          <>
            <br />
            <FormattedMessage
              id="sync.backup.last"
              values={{
                size: fileSizeText(outcome.result.Bytes, intl.locale),
                rows: intl.formatNumber(outcome.result.Rows),
              }}
            />
          </>
        )}
      </Typography>
      {run.Status !== 'Completed' && run.Error && (
        <Alert severity={run.Status === 'Failed' ? 'error' : 'warning'} sx={{ whiteSpace: 'pre-line' }}>
          {describeProblem(run.Error, intl)}
        </Alert>
      )}
      <Box>
        <Button size="small" onClick={() => onOpenJob(run.ID)}>
          <FormattedMessage id="sync.openLastRun" />
        </Button>
      </Box>
    </Box>
  );
}

/** One sync family: where it stands, its progress while it runs, run and cancel, and its schedule. */
export function SyncFamilyCard({ family, onOpenJob }: { family: SyncFamily; onOpenJob: (id: string) => void }) {
  const intl = useIntl();
  const api = useApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const headingId = useId();
  const commands = useMemo(() => ({ ...syncCommands(api), ...jobCommands(api) }), [api]);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: syncKeys.all }),
      queryClient.invalidateQueries({ queryKey: jobKeys.all }),
    ]);
  const run = useMutation({
    mutationFn: () => commands.run(family.Kind),
    onSuccess: refresh,
    onError: (error) => toast.error(intl.formatMessage({ id: 'sync.runError' }), describeError(error, intl)),
  });
  const cancel = useMutation({
    mutationFn: (id: string) => commands.cancel(id),
    onSuccess: async () => {
      await refresh();
      toast.info(intl.formatMessage({ id: 'sync.cancelRequested' }));
    },
    onError: (error) => toast.error(intl.formatMessage({ id: 'sync.cancelError' }), describeError(error, intl)),
  });

  const name = intl.formatMessage({ id: familyLabelId(family.Kind) });
  const current = family.Current;
  const status = current?.Status ?? family.LastRun?.Status;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        <Chip
          size="small"
          color={status ? STATUS_COLOUR[status] : 'default'}
          label={intl.formatMessage({ id: status ? statusLabelId(status) : 'sync.status.None' })}
        />
      </Box>
      {family.Prerequisites.length > 0 && (
        <Typography variant="caption" color="text.secondary">
          <FormattedMessage
            id="sync.prerequisites"
            values={{
              families: family.Prerequisites.map((kind) => `«${intl.formatMessage({ id: familyLabelId(kind) })}»`).join(
                ', ',
              ),
            }}
          />
        </Typography>
      )}
      {current && <JobProgress job={current} labelId="sync.progress" />}
      <LastRun family={family} onOpenJob={onOpenJob} />
      <Typography variant="body2" color="text.secondary">
        {family.Enabled && !family.ScheduledHere ? (
          <FormattedMessage id="sync.scheduleHeld" />
        ) : family.Enabled && family.NextRunAt ? (
          <FormattedMessage
            id="sync.nextRun"
            values={{ at: dateTimeText(family.NextRunAt, intl, SCHEDULE_TIME_ZONE) }}
          />
        ) : (
          <FormattedMessage id="sync.noNextRun" />
        )}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<PlayArrow />}
          onClick={() => run.mutate()}
          disabled={Boolean(current) || run.isPending}
        >
          <FormattedMessage id="sync.run" />
        </Button>
        {current && (
          <Button
            color="error"
            startIcon={<Cancel />}
            onClick={() => cancel.mutate(current.ID)}
            disabled={current.CancelRequested || cancel.isPending}
          >
            <FormattedMessage id="sync.cancel" />
          </Button>
        )}
      </Box>
      <Divider />
      <SyncSchedule family={family} />
    </Paper>
  );
}
