import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import type { NotificationChannel } from '../../../../../contracts/notificationChannels.js';
import { useApi } from '../../../../api/ApiContext.js';
import { describeError } from '../../../../api/describeError.js';
import { deliveryFailureText } from '../../../../notifications/deliveryFailureText.js';
import { notificationChannelCommands } from '../../../../queries/notifications.js';

/** «Отправить тест» of a channel, and what came of it beside the button: sent, or the channel's reason. */
export function ChannelTest({ channel }: { channel: NotificationChannel }) {
  const intl = useIntl();
  const api = useApi();
  const test = useMutation({ mutationFn: () => notificationChannelCommands(api).sendTest(channel) });
  return (
    <>
      <Button variant="outlined" disabled={test.isPending} onClick={() => test.mutate()}>
        <FormattedMessage id="notification.channel.test" />
      </Button>
      {test.data && (
        <Alert severity={test.data.Sent ? 'success' : 'error'} sx={{ flexBasis: '100%' }}>
          {test.data.Sent ? (
            <FormattedMessage id="notification.channel.testSent" />
          ) : (
            <FormattedMessage
              id="notification.channel.testFailed"
              values={{ reason: deliveryFailureText(test.data, intl) }}
            />
          )}
        </Alert>
      )}
      {test.error && (
        <Alert severity="error" sx={{ flexBasis: '100%' }}>
          {describeError(test.error, intl)}
        </Alert>
      )}
    </>
  );
}
