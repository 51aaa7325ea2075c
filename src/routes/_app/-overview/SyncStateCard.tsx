import SyncIcon from '@mui/icons-material/Sync';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { SyncFamily } from '../../../../contracts/jobs.js';
import { AppLink } from '../../../screens/AppLink.js';
import { dateTimeText, familyLabelId, STATUS_COLOUR, statusLabelId } from '../../../sync/jobText.js';
import { useSyncEverything } from '../../../sync/useSyncEverything.js';

/** Where each family of Ozon data stands, and "sync everything" at hand. */
export function SyncStateCard({ families }: { families: SyncFamily[] }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const syncEverything = useSyncEverything();
  return (
    <Paper variant="outlined" component="section" aria-label={t('overview.sync.title')} sx={{ p: 2 }}>
      <Typography variant="subtitle2" component="h2">
        <AppLink to="/ozon/sync">{t('overview.sync.title')}</AppLink>
      </Typography>
      <TableContainer>
        <Table size="small" aria-label={t('overview.sync.title')}>
          <TableBody>
            {families.map((family) => {
              const job = family.Current ?? family.LastRun;
              return (
                <TableRow key={family.Kind}>
                  <TableCell sx={{ pl: 0 }}>
                    {t(familyLabelId(family.Kind))}
                    {job?.FinishedAt && (
                      <Typography variant="caption" color="text.secondary" component="div">
                        {dateTimeText(job.FinishedAt, intl)}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ pr: 0 }} align="right">
                    {job ? (
                      <Chip size="small" color={STATUS_COLOUR[job.Status]} label={t(statusLabelId(job.Status))} />
                    ) : (
                      <Typography variant="caption" color="text.secondary">
                        {t('overview.sync.never')}
                      </Typography>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <Button
        sx={{ mt: 1.5 }}
        variant="contained"
        startIcon={<SyncIcon />}
        onClick={() => syncEverything.mutate()}
        disabled={syncEverything.isPending}
      >
        {t('sync.everything')}
      </Button>
    </Paper>
  );
}
