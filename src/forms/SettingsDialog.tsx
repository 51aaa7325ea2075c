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
import {
  aiChatUrl,
  isAllowedAiUrl,
  DEFAULT_CHAT_MODEL,
  loadSettings,
  saveSettings,
  type ApplicationSettings,
} from '../storage/settings.js';
import { FormDialogActions } from './FormDialogParts.js';

/**
 * SPEC.md section 2: a 30rem modal with the AI-service key, kept in the browser's IndexedDB, and the
 * OpenAI-compatible endpoint and model replies to reviews are drafted with (empty for the defaults).
 */
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
  const [baseUrl, setBaseUrl] = useState('');
  const [model, setModel] = useState('');
  const [loaded, setLoaded] = useState<ApplicationSettings>({});
  const [shown, setShown] = useState(false);
  const [saving, setSaving] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });

  useEffect(() => {
    loadSettings().then(
      (settings) => {
        setLoaded(settings);
        // What the seller typed before the stored settings came back wins over them.
        setApiKey((typed) => typed || (settings.togetherApiKey ?? ''));
        setBaseUrl((typed) => typed || (settings.chatBaseUrl ?? ''));
        setModel((typed) => typed || (settings.chatModel ?? ''));
      },
      (error: unknown) => toast.error(intl.formatMessage({ id: 'settings.loadError' }), String(error)),
    );
  }, [intl, toast]);

  const badBaseUrl = baseUrl.trim() !== '' && !isHttpUrl(baseUrl.trim());
  // The page may reach one AI service, the server's (AI_CHAT_URL): another would be blocked by the browser.
  const notAllowed = !badBaseUrl && baseUrl.trim() !== '' && !isAllowedAiUrl(baseUrl.trim());

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (badBaseUrl || notAllowed) return;
    setSaving(true);
    try {
      // Blank fields are left out: the key is cleared, the endpoint and model fall back to the defaults.
      const { togetherApiKey: _key, chatBaseUrl: _url, chatModel: _model, ...rest } = loaded;
      await saveSettings({
        ...rest,
        ...(apiKey ? { togetherApiKey: apiKey } : {}),
        ...(baseUrl.trim() ? { chatBaseUrl: baseUrl.trim() } : {}),
        ...(model.trim() ? { chatModel: model.trim() } : {}),
      });
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
        <TextField
          label={t('settings.chatBaseUrl')}
          type="url"
          fullWidth
          margin="dense"
          value={baseUrl}
          onChange={(event) => setBaseUrl(event.target.value)}
          placeholder={aiChatUrl()}
          error={badBaseUrl || notAllowed}
          helperText={
            badBaseUrl
              ? t('settings.chatBaseUrl.invalid')
              : notAllowed
                ? intl.formatMessage({ id: 'settings.chatBaseUrl.notAllowed' }, { origin: new URL(aiChatUrl()).origin })
                : intl.formatMessage({ id: 'settings.chatBaseUrl.help' }, { url: aiChatUrl() })
          }
          slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false }, inputLabel: { shrink: true } }}
        />
        <TextField
          label={t('settings.chatModel')}
          fullWidth
          margin="dense"
          value={model}
          onChange={(event) => setModel(event.target.value)}
          placeholder={DEFAULT_CHAT_MODEL}
          helperText={intl.formatMessage({ id: 'settings.chatModel.help' }, { model: DEFAULT_CHAT_MODEL })}
          slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false }, inputLabel: { shrink: true } }}
        />
      </DialogContent>
      <FormDialogActions busy={saving} onCancel={onClose} />
    </form>
  );
}

/** An absolute http(s) URL: what an OpenAI-compatible base URL must be. */
function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
