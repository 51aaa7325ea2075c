import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import type { NotificationRule } from '../../../../../contracts/notifications.js';
import { useApi } from '../../../../api/ApiContext.js';
import { describeError } from '../../../../api/describeError.js';
import { ApiError } from '../../../../api/errors.js';
import { NotificationList } from '../../../../notifications/NotificationList.js';
import {
  notificationChannelsQuery,
  notificationCommands,
  notificationKeys,
  notificationListQuery,
  notificationRulesQuery,
} from '../../../../queries/notifications.js';
import { ScreenSection } from '../../../../screens/ScreenSection.js';
import { ScreenTitle } from '../../../../screens/ScreenTitle.js';
import { useToast } from '../../../../shell/toast.js';
import { DeliverySettingsForm } from './DeliverySettingsForm.js';
import { EmailChannelForm } from './EmailChannelForm.js';
import { RulesForm } from './RulesForm.js';
import { TelegramChannelForm } from './TelegramChannelForm.js';
import { SCREEN_REQUEST } from './screenRequest.js';

/**
 * «Уведомления»: the user's own rules (what the sync engine tells them of after each import), where
 * else they are sent (Telegram, e-mail) and when (quiet hours), and what was told, each leading to the
 * screen and filter it concerns, with how each channel's delivery went.
 */
export function NotificationsScreen() {
  const intl = useIntl();
  const api = useApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const rules = useQuery(notificationRulesQuery(api));
  const list = useQuery(notificationListQuery(api, SCREEN_REQUEST));
  const channels = useQuery(notificationChannelsQuery(api));
  const commands = notificationCommands(api);
  const save = useMutation({
    mutationFn: (next: NotificationRule[]) => commands.saveRules(next),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      toast.success(intl.formatMessage({ id: 'notification.rulesSaved' }));
    },
  });
  const markRead = useMutation({
    mutationFn: (ids: number[]) => commands.markRead(ids),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
  const fieldErrors = save.error instanceof ApiError && save.error.status === 400 ? save.error.fieldErrors : {};

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, maxWidth: 900 }}>
      <ScreenTitle id="notification.title" />
      <ScreenSection title={intl.formatMessage({ id: 'notification.rules' })}>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="notification.rulesHelp" />
        </Typography>
        {rules.error && <Alert severity="error">{describeError(rules.error, intl)}</Alert>}
        {rules.data && (
          <RulesForm rules={rules.data} busy={save.isPending} serverErrors={fieldErrors} onSave={save.mutate} />
        )}
        {save.error && !(save.error instanceof ApiError && save.error.status === 400) && (
          <Alert severity="error">{describeError(save.error, intl)}</Alert>
        )}
      </ScreenSection>
      <ScreenSection title={intl.formatMessage({ id: 'notification.channels' })}>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="notification.channels.help" />
        </Typography>
        {channels.error && <Alert severity="error">{describeError(channels.error, intl)}</Alert>}
        {channels.data && (
          <>
            <TelegramChannelForm telegram={channels.data.Telegram} />
            <EmailChannelForm email={channels.data.Email} />
          </>
        )}
      </ScreenSection>
      <ScreenSection title={intl.formatMessage({ id: 'notification.settings' })}>
        {channels.data && <DeliverySettingsForm settings={channels.data.Settings} timeZone={channels.data.TimeZone} />}
      </ScreenSection>
      <ScreenSection title={intl.formatMessage({ id: 'notification.received' })}>
        {list.error && <Alert severity="error">{describeError(list.error, intl)}</Alert>}
        {list.data && list.data.Items.length === 0 && (
          <Typography color="text.secondary">
            <FormattedMessage id="notification.empty" />
          </Typography>
        )}
        {list.data && list.data.Items.length > 0 && (
          <>
            <Box>
              <Button disabled={!list.data.Unread || markRead.isPending} onClick={() => markRead.mutate([])}>
                <FormattedMessage id="notification.markAllRead" />
              </Button>
            </Box>
            <NotificationList
              items={list.data.Items}
              onOpen={(notification) => notification.ReadAt === null && markRead.mutate([notification.ID])}
            />
          </>
        )}
      </ScreenSection>
    </Box>
  );
}
