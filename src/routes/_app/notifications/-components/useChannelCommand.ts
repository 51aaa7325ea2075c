import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { NotificationChannelsState } from '../../../../../contracts/notificationChannels.js';
import { channelFieldErrors } from '../../../../notifications/channelFieldErrors.js';
import { notificationKeys } from '../../../../queries/notifications.js';
import { useToast } from '../../../../shell/toast.js';

/**
 * A change of the user's channels: the server answers the whole state, which replaces the screen's;
 * a refusal's field errors are answered for the form to show beside its inputs.
 */
export function useChannelCommand<Input>(
  command: (input: Input) => Promise<NotificationChannelsState>,
  { toastSaved = true }: { toastSaved?: boolean } = {},
) {
  const intl = useIntl();
  const toast = useToast();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: command,
    onSuccess: (state) => {
      queryClient.setQueryData(notificationKeys.channels(), state);
      if (toastSaved) toast.success(intl.formatMessage({ id: 'notification.channel.saved' }));
    },
  });
  const fieldErrors = channelFieldErrors(mutation.error, intl);
  return { mutation, fieldErrors };
}
