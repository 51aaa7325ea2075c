import WarningAmber from '@mui/icons-material/WarningAmber';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { JobKind } from '../../contracts/jobs.js';
import { useApi } from '../api/ApiContext.js';
import { recentJobsQuery } from '../queries/jobs.js';
import { DeferredTooltip } from '../shell/DeferredTooltip.js';
import { familyLabelId } from './jobText.js';
import { useReloadWhenJobsFinish } from './useReloadWhenJobsFinish.js';

/**
 * The top bar's word on the sync engine, on every screen: a spinner with the family while a sync
 * runs or waits, and a warning while the last run of a family has failed; both lead to the sync screen.
 */
export function SyncIndicator({ compact }: { compact: boolean }) {
  const intl = useIntl();
  const api = useApi();
  const { data: jobs } = useQuery(recentJobsQuery(api));
  useReloadWhenJobsFinish(jobs);

  const current = jobs?.find((job) => job.Status === 'Running') ?? jobs?.find((job) => job.Status === 'Queued');
  // GetJobs carries only the last finished run of each family: a failed one there is the latest word.
  const failed = (jobs ?? []).filter((job) => job.Status === 'Failed');
  const family = (kind: JobKind) => intl.formatMessage({ id: familyLabelId(kind) });
  const percent =
    current?.Status === 'Running' && current.Total ? Math.floor((100 * current.Done) / current.Total) : null;

  const running =
    current &&
    intl.formatMessage(
      { id: current.Status === 'Running' ? 'sync.indicator.running' : 'sync.indicator.queued' },
      { family: family(current.Kind) },
    );
  const failure =
    failed.length > 0 &&
    intl.formatMessage({ id: 'sync.indicator.failed' }, { families: failed.map((job) => family(job.Kind)).join(', ') });

  return (
    <>
      {running && (
        <DeferredTooltip title={running}>
          <Button
            component={Link}
            to="/ozon/sync"
            color="inherit"
            aria-label={running}
            startIcon={
              <CircularProgress
                size={16}
                color="inherit"
                variant={percent === null ? 'indeterminate' : 'determinate'}
                value={percent ?? undefined}
                aria-hidden
              />
            }
            sx={{ textTransform: 'none', whiteSpace: 'nowrap', minWidth: 0 }}
          >
            {compact ? null : (
              <span>
                {family(current.Kind)}
                {percent !== null && ` · ${intl.formatNumber(percent / 100, { style: 'percent' })}`}
              </span>
            )}
          </Button>
        </DeferredTooltip>
      )}
      {failure && (
        <DeferredTooltip title={failure}>
          <IconButton component={Link} to="/ozon/sync" aria-label={failure} color="warning">
            <WarningAmber />
          </IconButton>
        </DeferredTooltip>
      )}
    </>
  );
}
