import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { useApi } from '../api/ApiContext.js';
import { notificationCommands, notificationKeys, notificationListQuery } from '../queries/notifications.js';
import { NotificationList } from './NotificationList.js';
import { BELL_REQUEST } from './bellRequest.js';

/** The bell's list, a chunk of its own: the latest notifications, each a way to what it concerns. */
export default function NotificationPopover({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { data } = useQuery(notificationListQuery(api, BELL_REQUEST));
  const markRead = useMutation({
    mutationFn: (ids: number[]) => notificationCommands(api).markRead(ids),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
  return (
    <Popover
      open={Boolean(anchor)}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { width: 'min(420px, calc(100vw - 16px))', maxHeight: '70vh' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, gap: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ flex: 1 }}>
          <FormattedMessage id="notification.title" />
        </Typography>
        <Button size="small" disabled={!data?.Unread || markRead.isPending} onClick={() => markRead.mutate([])}>
          <FormattedMessage id="notification.markAllRead" />
        </Button>
      </Box>
      {data && data.Items.length === 0 && (
        <Typography sx={{ px: 2, pb: 2 }} color="text.secondary">
          <FormattedMessage id="notification.empty" />
        </Typography>
      )}
      {data && data.Items.length > 0 && (
        <NotificationList
          dense
          items={data.Items}
          onOpen={(notification) => {
            if (notification.ReadAt === null) markRead.mutate([notification.ID]);
            onClose();
          }}
        />
      )}
      <Box sx={{ px: 2, py: 1 }}>
        <Button component={Link} to="/notifications" onClick={onClose} size="small">
          <FormattedMessage id="notification.all" />
        </Button>
      </Box>
    </Popover>
  );
}
