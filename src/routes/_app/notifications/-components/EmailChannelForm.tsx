import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  emailSecurity,
  saveEmailRequest,
  type EmailChannel,
  type SaveEmailRequest,
} from '../../../../../contracts/notificationChannels.js';
import { useApi } from '../../../../api/ApiContext.js';
import { describeError } from '../../../../api/describeError.js';
import { errorsOf, type FormErrors } from '../../../../forms/zodForm.js';
import { notificationChannelCommands } from '../../../../queries/notifications.js';
import { ChannelCard } from './ChannelCard.js';
import { ChannelTest } from './ChannelTest.js';
import { useChannelCommand } from './useChannelCommand.js';

type TextName = 'Host' | 'Port' | 'Login' | 'Password' | 'From' | 'To';
type Draft = Record<TextName, string> & { Security: SaveEmailRequest['Security'] };

const draftOf = (email: EmailChannel | null): Draft => ({
  Host: email?.Host ?? '',
  Port: String(email?.Port ?? 465),
  Security: email?.Security ?? 'TLS',
  Login: email?.Login ?? '',
  Password: '',
  From: email?.From ?? '',
  To: email?.To ?? '',
});

/**
 * E-mail: the SMTP server, login and addresses, checked with the server's own schema before sending; the
 * password is never shown back (left empty, the saved one stays). A test goes once it is saved.
 */
export function EmailChannelForm({ email }: { email: EmailChannel | null }) {
  const intl = useIntl();
  const commands = notificationChannelCommands(useApi());
  const [draft, setDraft] = useState(() => draftOf(email));
  const [errors, setErrors] = useState<FormErrors>({});
  const save = useChannelCommand(commands.saveEmail);
  const remove = useChannelCommand(() => commands.remove('Email'));
  const shown = { ...save.fieldErrors, ...errors };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = saveEmailRequest.safeParse({
      ...draft,
      Port: Number(draft.Port),
      Password: draft.Password === '' && email?.PasswordSet ? null : draft.Password,
    });
    if (!parsed.success) return setErrors(errorsOf(parsed.error, intl));
    setErrors({});
    save.mutation.mutate(parsed.data, { onSuccess: () => setDraft((before) => ({ ...before, Password: '' })) });
  };
  const field = (name: TextName, width: string) => (
    <TextField
      key={name}
      size="small"
      sx={{ flex: `1 1 ${width}` }}
      label={intl.formatMessage({ id: `notification.email.${name.toLowerCase()}` })}
      type={name === 'Password' ? 'password' : 'text'}
      autoComplete={name === 'Password' ? 'new-password' : 'off'}
      placeholder={
        name === 'Password' && email?.PasswordSet
          ? intl.formatMessage({ id: 'notification.email.passwordKept' })
          : undefined
      }
      slotProps={{
        htmlInput: name === 'Port' ? { inputMode: 'numeric' } : undefined,
        inputLabel: name === 'Password' && email?.PasswordSet ? { shrink: true } : undefined,
      }}
      value={draft[name]}
      onChange={(event) => {
        setDraft({ ...draft, [name]: event.target.value });
        setErrors({ ...errors, [name]: '' });
      }}
      error={Boolean(shown[name])}
      helperText={shown[name] || ' '}
    />
  );

  return (
    <ChannelCard channel="Email" helpId="notification.email.help">
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
        {field('Host', '220px')}
        {field('Port', '90px')}
        <TextField
          select
          size="small"
          sx={{ flex: '1 1 180px' }}
          label={intl.formatMessage({ id: 'notification.email.security' })}
          value={draft.Security}
          onChange={(event) => setDraft({ ...draft, Security: event.target.value as Draft['Security'] })}
          helperText=" "
        >
          {emailSecurity.options.map((option) => (
            <MenuItem key={option} value={option}>
              <FormattedMessage id={`notification.email.security.${option}`} />
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flexBasis: '100%' }} />
        {field('Login', '200px')}
        {field('Password', '200px')}
        <Box sx={{ flexBasis: '100%' }} />
        {field('From', '220px')}
        {field('To', '220px')}
        <Box sx={{ flexBasis: '100%', display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button type="submit" variant="contained" disabled={save.mutation.isPending}>
            <FormattedMessage id="common.save" />
          </Button>
          {email && (
            <>
              <ChannelTest channel="Email" />
              <Button
                color="error"
                disabled={remove.mutation.isPending}
                onClick={() => remove.mutation.mutate(undefined)}
              >
                <FormattedMessage id="notification.channel.remove" />
              </Button>
            </>
          )}
        </Box>
      </Box>
      {(remove.mutation.error ?? (save.fieldErrors ? null : save.mutation.error)) && (
        <Alert severity="error">{describeError((remove.mutation.error ?? save.mutation.error)!, intl)}</Alert>
      )}
    </ChannelCard>
  );
}
