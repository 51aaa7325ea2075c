import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OzonMethodCheck } from '../../contracts/ozon.js';
import { useApi } from '../api/ApiContext.js';
import { describeError } from '../api/describeError.js';
import { checkOzonApi } from '../queries/ozon.js';

const COLOUR: Record<OzonMethodCheck['Health'], 'success' | 'error' | 'warning'> = {
  Ok: 'success',
  Gone: 'error',
  Failing: 'warning',
  Unauthorized: 'error',
};

/**
 * Which Ozon methods the product depends on still answer: Ozon retires method versions several times
 * a year, and this shows it before an import fails.
 */
export function OzonCheckDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const api = useApi();
  const check = useMutation({ mutationFn: () => checkOzonApi(api) });
  const { mutate, reset } = check;

  useEffect(() => {
    if (open) mutate();
    else reset();
  }, [open, mutate, reset]);

  const results = check.data ?? [];
  const problems = results.filter((result) => result.Health !== 'Ok' && !result.Optional);
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="ozon-check-title">
      <DialogTitle id="ozon-check-title">
        <FormattedMessage id="ozonCheck.title" />
      </DialogTitle>
      <DialogContent>
        {check.isPending && (
          <>
            <LinearProgress aria-label={intl.formatMessage({ id: 'ozonCheck.running' })} />
            <Alert severity="info" sx={{ mt: 2 }}>
              <FormattedMessage id="ozonCheck.running" />
            </Alert>
          </>
        )}
        {check.isError && <Alert severity="error">{describeError(check.error, intl)}</Alert>}
        {check.isSuccess && (
          <>
            <Alert severity={problems.length ? 'warning' : 'success'} sx={{ mb: 2 }}>
              <FormattedMessage
                id={problems.length ? 'ozonCheck.problems' : 'ozonCheck.allOk'}
                values={{ total: results.length, problems: problems.length }}
              />
            </Alert>
            <Table size="small" aria-labelledby="ozon-check-title">
              <TableHead>
                <TableRow>
                  <TableCell>
                    <FormattedMessage id="ozonCheck.method" />
                  </TableCell>
                  <TableCell>
                    <FormattedMessage id="ozonCheck.health" />
                  </TableCell>
                  <TableCell align="right">
                    <FormattedMessage id="ozonCheck.time" />
                  </TableCell>
                  <TableCell>
                    <FormattedMessage id="ozonCheck.note" />
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {results.map((result) => (
                  <TableRow key={result.Method}>
                    <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{result.Method}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        color={COLOUR[result.Health]}
                        label={intl.formatMessage({ id: `ozonCheck.health.${result.Health}` })}
                      />
                    </TableCell>
                    <TableCell align="right">{result.Milliseconds}</TableCell>
                    <TableCell>
                      {result.Health === 'Ok' ? '' : [result.Status, result.Message].filter(Boolean).join(' · ')}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => mutate()} disabled={check.isPending}>
          <FormattedMessage id="ozonCheck.again" />
        </Button>
        <Button onClick={onClose} variant="contained">
          <FormattedMessage id="common.close" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
