import History from '@mui/icons-material/History';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DEFAULT_HISTORY_MONTHS, historyDepths, type HistoryMonths } from '../../../../../../contracts/history.js';
import type { SyncFamily } from '../../../../../../contracts/jobs.js';
import { useApi } from '../../../../../api/ApiContext.js';
import { describeError } from '../../../../../api/describeError.js';
import { historyCommands, historyCoverageQuery, historyKeys } from '../../../../../queries/history.js';
import { jobKeys } from '../../../../../queries/jobs.js';
import { syncKeys } from '../../../../../queries/sync.js';
import { JobProgress } from '../../../../../shell/JobProgress.js';
import { useToast } from '../../../../../shell/toast.js';
import { HistoryCoverageTable } from '../../../../../sync/HistoryCoverageTable.js';
import { dayText } from '../../../../../app/dayText.js';

/**
 * The cabinet's history on the sync screen: the depth asked, from which day the figures are whole, per
 * family the days stored and the gaps, the load under way with its progress, and loading it deeper.
 */
export function HistoryCard({ family }: { family: SyncFamily | undefined }) {
  const intl = useIntl();
  const api = useApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const headingId = useId();
  const coverage = useQuery(historyCoverageQuery(api));
  const asked = coverage.data?.Months ?? null;
  const deeper = historyDepths.filter((months) => asked === null || months > asked);
  const [chosen, setChosen] = useState<HistoryMonths | ''>('');
  const months: HistoryMonths | undefined = chosen || deeper.find((m) => m >= DEFAULT_HISTORY_MONTHS) || deeper[0];
  const load = useMutation({
    mutationFn: (depth: HistoryMonths) => historyCommands(api).load(depth),
    onSuccess: async () => {
      setChosen('');
      await Promise.all(
        [historyKeys.all, syncKeys.all, jobKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    onError: (error) => toast.error(intl.formatMessage({ id: 'history.loadError' }), describeError(error, intl)),
  });
  const current = family?.Current ?? null;
  const day = (value: string) => dayText(value, intl.locale);

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Typography id={headingId} variant="h6" component="h2">
        <FormattedMessage id="history.title" />
      </Typography>
      {coverage.error && <Alert severity="error">{describeError(coverage.error, intl)}</Alert>}
      {coverage.data && (
        <Typography variant="body2">
          {asked === null ? (
            <FormattedMessage id="history.notAsked" />
          ) : (
            <FormattedMessage
              id="history.asked"
              values={{ months: asked, from: day(coverage.data.WantedFrom!), to: day(coverage.data.WantedTo) }}
            />
          )}{' '}
          {coverage.data.CompleteFrom ? (
            <FormattedMessage id="history.completeFrom" values={{ day: day(coverage.data.CompleteFrom) }} />
          ) : (
            asked !== null && <FormattedMessage id="history.completeNone" />
          )}
        </Typography>
      )}
      {current && <JobProgress job={current} labelId="history.progress" />}
      {coverage.data && <HistoryCoverageTable coverage={coverage.data} />}
      {deeper.length > 0 && months !== undefined && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            select
            size="small"
            label={intl.formatMessage({ id: 'history.depth' })}
            value={months}
            onChange={(event) => setChosen(Number(event.target.value) as HistoryMonths)}
            sx={{ minWidth: 180 }}
          >
            {deeper.map((depth) => (
              <MenuItem key={depth} value={depth}>
                <FormattedMessage id="history.months" values={{ months: depth }} />
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="outlined"
            startIcon={<History />}
            onClick={() => load.mutate(months)}
            disabled={load.isPending}
          >
            <FormattedMessage id={asked === null ? 'history.load' : 'history.loadDeeper'} />
          </Button>
        </Box>
      )}
    </Paper>
  );
}
