import { createFileRoute } from '@tanstack/react-router';
import { notificationListQuery, notificationRulesQuery } from '../../queries/notifications.js';
import { NotificationsScreen } from './notifications/-components/NotificationsScreen.js';
import { SCREEN_REQUEST } from './notifications/-components/screenRequest.js';

export const Route = createFileRoute('/_app/notifications')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.prefetchQuery(notificationRulesQuery(context.api)),
      context.queryClient.prefetchQuery(notificationListQuery(context.api, SCREEN_REQUEST)),
    ]),
  component: NotificationsScreen,
});
