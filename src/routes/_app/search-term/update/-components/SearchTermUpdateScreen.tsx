import CloudDownload from '@mui/icons-material/CloudDownload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Job } from '../../../../../../contracts/jobs.js';
import { useApi } from '../../../../../api/ApiContext.js';
import { searchTermKeys, searchTermUpdateCommands } from '../../../../../queries/searchTerms.js';
import { ScreenTitle } from '../../../../../screens/ScreenTitle.js';
import { JobProgress } from '../../../../../shell/JobProgress.js';
import { ImportResultDialog } from '../../../../../sync/ImportResultDialog.js';
import { useImportJob } from '../../../../../sync/useImportJob.js';
import { EnqueuePanel } from './EnqueuePanel.js';
import { RecentRuns } from './RecentRuns.js';
import { minDaysOf, updateSearchOf } from './searchTermUpdate.js';
import { StaleProductTypes } from './StaleProductTypes.js';
import { TermStatistics } from './TermStatistics.js';

const route = getRouteApi('/_app/search-term/update');

/**
 * Where the keyword data stands and how it is kept fresh: the terms in each status, queueing the oldest
 * and updating the queue (a job), Ozon's category tree imported as a job, the product types whose term
 * is stale, and the recent runs.
 */
export function SearchTermUpdateScreen() {
  const api = useApi();
  const queryClient = useQueryClient();
  const commands = useMemo(() => searchTermUpdateCommands(api), [api]);
  // The route only types its search: a bad value in a hand-edited address falls back to the default here.
  const days = minDaysOf(route.useSearch());
  const navigate = route.useNavigate();
  const [result, setResult] = useState<Job | null>(null);
  const importing = useImportJob({
    kinds: ['ImportOzonCategoryTree'],
    start: commands.importCategoryTree,
    successId: 'searchTermUpdate.imported',
    failureId: 'searchTermUpdate.importError',
    onCompleted: async (job, startedHere) => {
      await queryClient.invalidateQueries({ queryKey: searchTermKeys.all });
      if (startedHere) setResult(job);
    },
  });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ScreenTitle
        id="menu.articleSelection.update"
        actions={
          <Button variant="contained" startIcon={<CloudDownload />} onClick={importing.start} disabled={importing.busy}>
            <FormattedMessage id="searchTermUpdate.importTree" />
          </Button>
        }
      />
      {importing.busy && <JobProgress job={importing.job} labelId="searchTermUpdate.importing" />}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
          gap: 2,
          alignItems: 'start',
        }}
      >
        <TermStatistics />
        <EnqueuePanel enqueue={commands.enqueue} updateNow={commands.updateQueued} />
      </Box>
      <StaleProductTypes
        days={days}
        onDaysChange={(next) => void navigate({ search: updateSearchOf(next), replace: true })}
      />
      <RecentRuns onOpenJob={setResult} />
      <ImportResultDialog job={result} open={result !== null} onClose={() => setResult(null)} />
    </Box>
  );
}
