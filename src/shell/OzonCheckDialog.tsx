import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useApi } from '../api/ApiContext.js';
import { describeError } from '../api/describeError.js';
import { checkOzonApi } from '../queries/ozon.js';
import { OzonCheckTable } from './OzonCheckTable.js';

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
        {check.isSuccess && <OzonCheckTable results={check.data} labelledBy="ozon-check-title" />}
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
