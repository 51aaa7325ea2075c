import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { describeError } from '../../../../../api/describeError.js';

/** One part of the screen: an outlined panel named by its heading. */
export function UpdatePanel({ id, titleId, children }: { id: string; titleId: string; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={id}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}
    >
      <Typography id={id} variant="h6" component="h2">
        <FormattedMessage id={titleId} />
      </Typography>
      {children}
    </Paper>
  );
}

/** A panel's data is on its way, or failed to come (why, in the seller's language, and «Повторить»). */
export function PanelLoadState({
  loading,
  error,
  failureId,
  onRetry,
}: {
  loading: boolean;
  error: unknown;
  failureId: string;
  onRetry: () => void;
}) {
  const intl = useIntl();
  if (error) {
    return (
      <Alert
        severity="error"
        sx={{ whiteSpace: 'pre-line' }}
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            <FormattedMessage id="common.retry" />
          </Button>
        }
      >
        {`${intl.formatMessage({ id: failureId })}\n${describeError(error, intl)}`}
      </Alert>
    );
  }
  return loading ? <LinearProgress aria-label={intl.formatMessage({ id: 'common.loading' })} /> : null;
}
