import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { FormattedMessage } from 'react-intl';

/** Why the last save failed, at the top of the form that caused it (docs/screens.md, errors). */
export function FormFailure({ title, failure }: { title?: string; failure: string | null | undefined }) {
  if (!failure) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
      {title && <strong>{title}. </strong>}
      {failure}
    </Alert>
  );
}

/** Cancel and Save of a form dialog; Save submits the form, so Enter in a field does the same. */
export function FormDialogActions({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  return (
    <DialogActions>
      <Button onClick={onCancel}>
        <FormattedMessage id="common.cancel" />
      </Button>
      <Button type="submit" variant="contained" disabled={busy}>
        <FormattedMessage id="common.save" />
      </Button>
    </DialogActions>
  );
}
