import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { NotificationChannel } from '../../../../../contracts/notificationChannels.js';

/** A channel's card on the notifications screen: its name as a heading, how to set it up, its form. */
export function ChannelCard({
  channel,
  helpId,
  children,
}: {
  channel: NotificationChannel;
  helpId: string;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography variant="subtitle2" component="h3">
        <FormattedMessage id={`notification.channel.${channel}`} />
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id={helpId} />
      </Typography>
      {children}
    </Paper>
  );
}
