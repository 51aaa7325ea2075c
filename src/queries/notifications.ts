import { queryOptions } from '@tanstack/react-query';
import type { FindNotificationsRequest, NotificationPage, NotificationRule } from '../../contracts/notifications.js';
import type { ApiClient } from '../api/client.js';

export const notificationKeys = {
  all: ['notifications'] as const,
  rules: () => [...notificationKeys.all, 'rules'] as const,
  list: (request: Partial<FindNotificationsRequest>) => [...notificationKeys.all, 'list', request] as const,
};

/** How often the bell asks for what is new: the server evaluates the rules, the bell only reads. */
const BELL_REFRESH_MS = 60_000;

/** The user's notifications, newest first, with the unread count the bell shows. */
export const notificationListQuery = (api: ApiClient, request: Partial<FindNotificationsRequest> = {}) =>
  queryOptions({
    queryKey: notificationKeys.list(request),
    queryFn: () => api.json<NotificationPage>('reader', 'v1/Notification/FindNotifications', { json: request }),
    refetchInterval: BELL_REFRESH_MS,
  });

export const notificationRulesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: notificationKeys.rules(),
    queryFn: () => api.json<NotificationRule[]>('reader', 'v1/Notification/GetRules'),
  });

export const notificationCommands = (api: ApiClient) => ({
  saveRules: (rules: NotificationRule[]) =>
    api.json<NotificationRule[]>('command', 'v1/Notification/SaveRules', { json: { Rules: rules } }),
  markRead: (ids: number[] = []) =>
    api.json<{ Marked: number }>('command', 'v1/Notification/MarkRead', { json: { IDs: ids } }),
});
