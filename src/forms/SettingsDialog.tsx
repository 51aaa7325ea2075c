import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useToast } from '../shell/toast.js';
import { loadSettings, saveSettings } from '../storage/settings.js';
import { FormDialogActions } from './FormDialogParts.js';

/** SPEC.md section 2: a 30rem modal with the AI-service key, kept in the browser's IndexedDB. */
export function SettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="settings-title"
      slotProps={{ paper: { sx: { width: '30rem', maxWidth: 'calc(100% - 2rem)' } } }}
    >
      {open && <SettingsForm onClose={onClose} />}
    </Dialog>
  );
}

function SettingsForm({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const [apiKey, setApiKey] = useState('');
  const [shown, setShown] = useState(false);
  const [saving, setSaving] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });

  useEffect(() => {
    loadSettings().then(
      (settings) => setApiKey(settings.togetherApiKey ?? ''),
      (error: unknown) => toast.error(intl.formatMessage({ id: 'settings.loadError' }), String(error)),
    );
  }, [intl, toast]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await saveSettings({ togetherApiKey: apiKey || undefined });
      toast.success(t('settings.saved.summary'), t('settings.saved.detail'));
      onClose();
    } catch (error) {
      toast.error(t('settings.saveError'), error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={save}>
      <DialogTitle id="settings-title">
        <FormattedMessage id="settings.title" />
      </DialogTitle>
      <DialogContent>
        <TextField
          label={t('settings.togetherApiKey')}
          type={shown ? 'text' : 'password'}
          autoComplete="off"
          fullWidth
          autoFocus
          margin="dense"
          value={apiKey}
          onChange={(event) => setApiKey(event.target.value)}
          helperText={t('settings.togetherApiKey.help')}
          slotProps={{
            htmlInput: { autoComplete: 'off', spellCheck: false },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    aria-label={t(shown ? 'settings.hideKey' : 'settings.showKey')}
                    onClick={() => setShown(!shown)}
                    edge="end"
                  >
                    {shown ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      </DialogContent>
      <FormDialogActions busy={saving} onCancel={onClose} />
    </form>
  );
}
