import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useQuery } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApi } from '../api/ApiContext.js';
import { BELL_REQUEST } from '../notifications/bellRequest.js';
import { notificationListQuery } from '../queries/notifications.js';
import { DeferredTooltip } from './DeferredTooltip.js';
import { WhenFirstOpened } from './WhenFirstOpened.js';

// The list is a chunk of its own, loaded when the bell is first opened.
const NotificationPopover = lazy(() => import('../notifications/NotificationPopover.js'));

/** The top bar's bell: the unread count of the user's notifications, the latest of them on a click. */
export function NotificationBell() {
  const intl = useIntl();
  const api = useApi();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data } = useQuery(notificationListQuery(api, BELL_REQUEST));
  const unread = data?.Unread ?? 0;
  const label =
    unread > 0
      ? intl.formatMessage({ id: 'topbar.notificationsUnread' }, { count: unread })
      : intl.formatMessage({ id: 'topbar.notifications' });
  return (
    <>
      <DeferredTooltip title={label}>
        <IconButton aria-label={label} onClick={(event) => setAnchor(event.currentTarget)}>
          <Badge badgeContent={unread} color="error" max={99}>
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </DeferredTooltip>
      <WhenFirstOpened open={Boolean(anchor)}>
        <NotificationPopover anchor={anchor} onClose={() => setAnchor(null)} />
      </WhenFirstOpened>
    </>
  );
}
