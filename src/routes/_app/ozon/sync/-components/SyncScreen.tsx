import SyncIcon from '@mui/icons-material/Sync';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useApi } from '../../../../../api/ApiContext.js';
import { describeError } from '../../../../../api/describeError.js';
import { jobQuery } from '../../../../../queries/jobs.js';
import { syncFamiliesQuery } from '../../../../../queries/sync.js';
import { ScreenTitle } from '../../../../../screens/ScreenTitle.js';
import { ImportResultDialog } from '../../../../../sync/ImportResultDialog.js';
import { useSyncEverything } from '../../../../../sync/useSyncEverything.js';
import { HistoryCard } from './HistoryCard.js';
import { SyncFamilyCard } from './SyncFamilyCard.js';
import { SyncHistory } from './SyncHistory.js';
import type { SyncSearch } from './SyncSearch.js';

const route = getRouteApi('/_app/ozon/sync');

/**
 * The sync engine for the seller: each family of Ozon data with its last and next run, progress,
 * run and cancel, its schedule; "sync everything"; and the history of runs with their results.
 */
export function SyncScreen() {
  const intl = useIntl();
  const api = useApi();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const families = useQuery(syncFamiliesQuery(api));
  const opened = useQuery({ ...jobQuery(api, search.job ?? ''), enabled: Boolean(search.job) });
  const setSearch = (next: SyncSearch) => void navigate({ search: next, replace: true });
  // Stable, so the history's columns are built once.
  const openJob = useCallback(
    (id: string) => void navigate({ search: (previous: SyncSearch) => ({ ...previous, job: id }), replace: true }),
    [navigate],
  );

  const syncEverything = useSyncEverything();

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ScreenTitle
        id="menu.marketplace.sync"
        actions={
          <Button
            variant="contained"
            startIcon={<SyncIcon />}
            onClick={() => syncEverything.mutate()}
            disabled={syncEverything.isPending}
          >
            <FormattedMessage id="sync.everything" />
          </Button>
        }
      />
      {families.error && <Alert severity="error">{describeError(families.error, intl)}</Alert>}
      <HistoryCard family={families.data?.find((family) => family.Kind === 'LoadOzonHistory')} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))' }}>
        {(families.data ?? []).map((family) => (
          <SyncFamilyCard key={family.Kind} family={family} onOpenJob={openJob} />
        ))}
      </Box>
      <SyncHistory search={search} onSearchChange={setSearch} onOpenJob={openJob} />
      <ImportResultDialog
        job={opened.data}
        open={Boolean(search.job)}
        loading={opened.isPending}
        error={opened.error}
        onClose={() => setSearch({ ...search, job: undefined })}
      />
    </Box>
  );
}
