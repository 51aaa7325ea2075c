import AddToQueue from '@mui/icons-material/AddToQueue';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Job } from '../../../../../../contracts/jobs.js';
import { useApi } from '../../../../../api/ApiContext.js';
import { describeError } from '../../../../../api/describeError.js';
import { queuedCount, searchTermKeys, searchTermStatisticsQuery } from '../../../../../queries/searchTerms.js';
import { dateTimeText } from '../../../../../sync/jobText.js';
import { enqueueCountOf } from './searchTermUpdate.js';
import { UpdateNow } from './UpdateNow.js';
import { UpdatePanel } from './UpdatePanel.js';
import { UpdateSchedule } from './UpdateSchedule.js';

const DEFAULT_COUNT = '100';

/**
 * «Поставить в очередь N терминов»: the N terms whose data is oldest go to the updater. The number is
 * checked as typed with the server's rule; the answer (how many were queued) or the failure stays here.
 * Under it, «Обновить сейчас» runs the update of the queue, and when it runs by itself.
 */
export function EnqueuePanel({
  enqueue,
  updateNow,
}: {
  enqueue: (count: number) => Promise<{ QueuedCount: number }>;
  updateNow: () => Promise<Job>;
}) {
  const intl = useIntl();
  const api = useApi();
  const queryClient = useQueryClient();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [text, setText] = useState(DEFAULT_COUNT);
  const [outcome, setOutcome] = useState<{ requested: number; queued: number } | null>(null);
  const statistics = useQuery(searchTermStatisticsQuery(api));
  const waiting = statistics.data ? queuedCount(statistics.data) : null;
  const waitingSince = statistics.data?.OldestQueuedTime;
  const parsed = enqueueCountOf(text, intl);
  const complaint = 'error' in parsed ? parsed.error : null;
  const queueing = useMutation({
    mutationFn: enqueue,
    onMutate: () => setOutcome(null),
    onSuccess: async (result, requested) => {
      setOutcome({ requested, queued: result.QueuedCount });
      await queryClient.invalidateQueries({ queryKey: searchTermKeys.all });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if ('count' in parsed && !queueing.isPending) queueing.mutate(parsed.count);
  };

  return (
    <UpdatePanel id="search-term-queue" titleId="searchTermUpdate.queue.title">
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id="searchTermUpdate.queue.about" />
      </Typography>
      {waiting !== null && (
        <Typography variant="body2">
          <FormattedMessage id="searchTermUpdate.queue.waiting" values={{ count: intl.formatNumber(waiting) }} />
          {/* Terms waiting long say the updater has not run. */}
          {waitingSince && ` · ${t('searchTermUpdate.queue.since', { time: dateTimeText(waitingSince, intl) })}`}
        </Typography>
      )}
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-label={t('searchTermUpdate.queue.title')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
      >
        <TextField
          size="small"
          type="number"
          label={t('searchTermUpdate.queue.count')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={complaint !== null}
          // Always reserved, so the button beside does not jump when a complaint comes or goes.
          helperText={complaint ?? ' '}
          slotProps={{ htmlInput: { min: 1, max: 1_000_000, step: 1 }, inputLabel: { shrink: true } }}
          sx={{ width: 180 }}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<AddToQueue />}
          disabled={complaint !== null || queueing.isPending}
          sx={{ mt: '2px' }}
        >
          {'count' in parsed
            ? t('searchTermUpdate.queue.submit', { count: parsed.count })
            : t('searchTermUpdate.queue.submitAny')}
        </Button>
      </Box>
      {outcome && (
        <Alert severity={outcome.queued === 0 ? 'info' : 'success'} onClose={() => setOutcome(null)}>
          {outcome.queued === 0
            ? t('searchTermUpdate.queue.nothing')
            : t(
                outcome.queued < outcome.requested
                  ? 'searchTermUpdate.queue.queuedAll'
                  : 'searchTermUpdate.queue.queued',
                {
                  count: outcome.queued,
                },
              )}
        </Alert>
      )}
      {queueing.error && (
        <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>
          {`${t('searchTermUpdate.queue.failed')}\n${describeError(queueing.error, intl)}`}
        </Alert>
      )}
      <Divider />
      <UpdateNow start={updateNow} />
      <UpdateSchedule />
    </UpdatePanel>
  );
}
