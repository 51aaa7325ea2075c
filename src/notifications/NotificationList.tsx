import Backup from '@mui/icons-material/BackupOutlined';
import EventAvailable from '@mui/icons-material/EventAvailableOutlined';
import Inventory from '@mui/icons-material/Inventory2Outlined';
import LocalOffer from '@mui/icons-material/LocalOfferOutlined';
import Api from '@mui/icons-material/ApiOutlined';
import RateReview from '@mui/icons-material/RateReviewOutlined';
import SyncProblem from '@mui/icons-material/SyncProblemOutlined';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useNavigate } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { NotificationDelivery } from '../../contracts/notificationChannels.js';
import type { Notification } from '../../contracts/notifications.js';
import { sellerDays } from '../app/sellerDays.js';
import { dateTimeText } from '../sync/jobText.js';
import { deliveryFailureText } from './deliveryFailureText.js';
import { notificationText } from '../../contracts/notificationText.js';

const ICONS: Record<Notification['Kind'], ReactElement> = {
  StockOut: <Inventory />,
  LowReview: <RateReview />,
  RobotBooking: <EventAvailable />,
  PromotionMargin: <LocalOffer />,
  SyncFailed: <SyncProblem />,
  BackupFailed: <Backup />,
  OzonMethodRetired: <Api />,
};

/**
 * How a delivery went: sent when, due when (quiet hours, a retry and its reason), or failed and why; the
 * times in the seller's time zone, as quiet hours are counted.
 */
function deliveryLine(delivery: NotificationDelivery, intl: IntlShape): string {
  const values = {
    channel: intl.formatMessage({ id: `notification.channel.${delivery.Channel}` }),
    at: dateTimeText(delivery.SentAt ?? delivery.DueAt, intl, sellerDays().timeZone),
    reason: deliveryFailureText(delivery, intl),
  };
  const id =
    delivery.Status === 'Pending' && (delivery.Failure ?? delivery.Error)
      ? 'notification.delivery.retry'
      : `notification.delivery.${delivery.Status}`;
  return intl.formatMessage({ id }, values);
}

/**
 * Notifications as a list: each opens the screen and filter it concerns (and is marked read then);
 * unread ones in bold, the worst levels in the error colour.
 */
export function NotificationList({
  items,
  onOpen,
  dense = false,
}: {
  items: Notification[];
  onOpen: (notification: Notification) => void;
  dense?: boolean;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <List dense={dense} aria-label={intl.formatMessage({ id: 'notification.list' })} disablePadding>
      {items.map((notification) => {
        const { title, lines } = notificationText(notification, intl, sellerDays().timeZone);
        const unread = notification.ReadAt === null;
        return (
          <ListItemButton
            key={notification.ID}
            divider
            onClick={() => {
              onOpen(notification);
              // The link names one of the app's own screens and its search, as the server wrote it.
              void navigate({ to: notification.Link.To, search: notification.Link.Search } as never);
            }}
          >
            <ListItemIcon sx={{ color: notification.Level >= 2 ? 'error.main' : 'text.secondary', minWidth: 40 }}>
              {ICONS[notification.Kind]}
            </ListItemIcon>
            <ListItemText
              primary={title}
              secondary={
                <>
                  {lines.map((line, index) => (
                    <Typography key={index} component="span" variant="body2" sx={{ display: 'block' }}>
                      {line}
                    </Typography>
                  ))}
                  <Typography component="span" variant="caption" color="text.secondary">
                    {dateTimeText(notification.CreatedAt, intl, sellerDays().timeZone)}
                  </Typography>
                  {!dense &&
                    notification.Deliveries.map((delivery) => (
                      <Typography
                        key={delivery.Channel}
                        component="span"
                        variant="caption"
                        color={delivery.Status === 'Failed' ? 'error' : 'text.secondary'}
                        sx={{ display: 'block' }}
                      >
                        {deliveryLine(delivery, intl)}
                      </Typography>
                    ))}
                </>
              }
              slotProps={{ primary: { sx: { fontWeight: unread ? 700 : 400 } } }}
            />
          </ListItemButton>
        );
      })}
    </List>
  );
}
