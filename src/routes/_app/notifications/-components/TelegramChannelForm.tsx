import CheckCircle from '@mui/icons-material/CheckCircleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { saveTelegramRequest, type TelegramChannel } from '../../../../../contracts/notificationChannels.js';
import { useApi } from '../../../../api/ApiContext.js';
import { describeError } from '../../../../api/describeError.js';
import { messageOf } from '../../../../forms/zodForm.js';
import { notificationChannelCommands } from '../../../../queries/notifications.js';
import { ChannelCard } from './ChannelCard.js';
import { ChannelTest } from './ChannelTest.js';
import { useChannelCommand } from './useChannelCommand.js';

/**
 * Telegram: the bot's token (checked by Telegram before it is kept), then the chat the user opens with
 * the bot and starts; once found, a test and the way out.
 */
export function TelegramChannelForm({ telegram }: { telegram: TelegramChannel | null }) {
  const intl = useIntl();
  const commands = notificationChannelCommands(useApi());
  const [token, setToken] = useState('');
  // With a bot connected, the token field waits behind «Сменить бота».
  const [replacing, setReplacing] = useState(false);
  const [tokenError, setTokenError] = useState<string>();
  const save = useChannelCommand(commands.saveTelegram);
  const find = useChannelCommand(commands.findTelegramChat, { toastSaved: false });
  const remove = useChannelCommand(() => commands.remove('Telegram'));
  const error = tokenError ?? save.fieldErrors?.BotToken;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = saveTelegramRequest.safeParse({ BotToken: token });
    if (!parsed.success) return setTokenError(messageOf(parsed.error.issues[0]!, intl));
    save.mutation.mutate(parsed.data.BotToken, {
      onSuccess: () => {
        setToken('');
        setReplacing(false);
      },
    });
  };

  return (
    <ChannelCard channel="Telegram" helpId="notification.telegram.help">
      {(!telegram || replacing) && (
        <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <TextField
            size="small"
            sx={{ flex: '1 1 280px' }}
            type="password"
            autoComplete="off"
            label={intl.formatMessage({ id: 'notification.telegram.token' })}
            value={token}
            onChange={(event) => {
              setToken(event.target.value);
              setTokenError(undefined);
            }}
            error={Boolean(error)}
            helperText={error ?? ' '}
          />
          <Button type="submit" variant="contained" disabled={save.mutation.isPending} sx={{ alignSelf: 'flex-start' }}>
            <FormattedMessage id="notification.telegram.connect" />
          </Button>
        </Box>
      )}
      {save.mutation.error && !save.fieldErrors && (
        <Alert severity="error">{describeError(save.mutation.error, intl)}</Alert>
      )}
      {telegram && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography sx={{ flexBasis: '100%' }}>
            <FormattedMessage id="notification.telegram.bot" values={{ name: telegram.BotName }} />
          </Typography>
          {telegram.ChatName === null ? (
            <>
              <Button variant="outlined" href={telegram.StartLink} target="_blank" rel="noopener noreferrer">
                <FormattedMessage id="notification.telegram.start" />
              </Button>
              <Typography variant="body2" color="text.secondary">
                <FormattedMessage
                  id="notification.telegram.orSend"
                  values={{ command: <code>{`/start ${telegram.Code}`}</code> }}
                />
              </Typography>
              <Button variant="contained" disabled={find.mutation.isPending} onClick={() => find.mutation.mutate()}>
                <FormattedMessage id="notification.telegram.find" />
              </Button>
              {find.mutation.isSuccess && (
                <Alert severity="info" sx={{ flexBasis: '100%' }}>
                  <FormattedMessage id="notification.telegram.notFound" />
                </Alert>
              )}
            </>
          ) : (
            <>
              <Typography sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mr: 1 }}>
                <CheckCircle color="success" fontSize="small" />
                <FormattedMessage id="notification.telegram.chat" values={{ name: telegram.ChatName }} />
              </Typography>
              <ChannelTest channel="Telegram" />
            </>
          )}
          {!replacing && (
            <Button onClick={() => setReplacing(true)}>
              <FormattedMessage id="notification.telegram.replace" />
            </Button>
          )}
          <Button color="error" disabled={remove.mutation.isPending} onClick={() => remove.mutation.mutate(undefined)}>
            <FormattedMessage id="notification.channel.remove" />
          </Button>
          {(find.mutation.error ?? remove.mutation.error) && (
            <Alert severity="error" sx={{ flexBasis: '100%' }}>
              {find.fieldErrors?.BotToken ?? describeError((find.mutation.error ?? remove.mutation.error)!, intl)}
            </Alert>
          )}
        </Box>
      )}
    </ChannelCard>
  );
}
