import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useApi, useSession } from '../api/ApiContext.js';
import { describeError } from '../api/describeError.js';
import { ApiError } from '../api/errors.js';
import { InputField } from '../forms/InputField.js';

const route = getRouteApi('/auth/login');

/** Only paths of this app are followed after login, never another site. */
function safeRedirect(target: string | undefined): string {
  return target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/auth/') ? target : '/';
}

export function LoginScreen() {
  const intl = useIntl();
  const api = useApi();
  const session = useSession();
  const navigate = useNavigate();
  const { redirect } = route.useSearch();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    document.title = intl.formatMessage({ id: 'login.title' });
  }, [intl]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      const tokens = await api.login({ Login: login, Password: password });
      session.save(tokens, { login: login.trim() });
      await navigate({ to: safeRedirect(redirect) });
    } catch (failure) {
      const status = failure instanceof ApiError ? failure.status : 0;
      setError(
        status === 401
          ? intl.formatMessage({ id: 'login.wrongCredentials' })
          : status === 429 || status === 400
            ? ((failure as ApiError).detail ?? describeError(failure, intl))
            : describeError(failure, intl),
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}>
      <Paper component="form" onSubmit={submit} sx={{ p: 4, width: '100%', maxWidth: 400 }} elevation={3}>
        <Typography variant="h5" component="h1" gutterBottom>
          <FormattedMessage id="login.title" />
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          <FormattedMessage id="app.title" />
        </Typography>
        <InputField
          label={intl.formatMessage({ id: 'login.login' })}
          value={login}
          onChange={(event) => setLogin(event.target.value)}
          autoComplete="username"
          autoFocus
          required
        />
        <InputField
          label={intl.formatMessage({ id: 'login.password' })}
          type="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoComplete="current-password"
          required
        />
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
            {error}
          </Alert>
        )}
        <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={sending}>
          <FormattedMessage id="login.submit" />
        </Button>
      </Paper>
    </Box>
  );
}
