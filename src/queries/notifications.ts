import { queryOptions } from '@tanstack/react-query';
import type {
  NotificationChannel,
  NotificationChannelsState,
  NotificationSettings,
  SaveEmailRequest,
  SendTestResult,
} from '../../contracts/notificationChannels.js';
import type { FindNotificationsRequest, NotificationPage, NotificationRule } from '../../contracts/notifications.js';
import type { ApiClient } from '../api/client.js';

export const notificationKeys = {
  all: ['notifications'] as const,
  rules: () => [...notificationKeys.all, 'rules'] as const,
  channels: () => [...notificationKeys.all, 'channels'] as const,
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

/** The user's Telegram and e-mail, quiet hours and repeat period. */
export const notificationChannelsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: notificationKeys.channels(),
    queryFn: () => api.json<NotificationChannelsState>('reader', 'v1/Notification/GetChannels'),
  });

const channelCommand = (api: ApiClient, path: string, json: object = {}) =>
  api.json<NotificationChannelsState>('command', `v1/Notification/${path}`, { json });

export const notificationChannelCommands = (api: ApiClient) => ({
  saveTelegram: (botToken: string) => channelCommand(api, 'SaveTelegram', { BotToken: botToken }),
  findTelegramChat: () => channelCommand(api, 'FindTelegramChat'),
  saveEmail: (email: SaveEmailRequest) => channelCommand(api, 'SaveEmail', email),
  remove: (channel: NotificationChannel) => channelCommand(api, 'RemoveChannel', { Channel: channel }),
  saveSettings: (settings: NotificationSettings) => channelCommand(api, 'SaveSettings', settings),
  sendTest: (channel: NotificationChannel) =>
    api.json<SendTestResult>('command', 'v1/Notification/SendTest', { json: { Channel: channel } }),
});

export const notificationCommands = (api: ApiClient) => ({
  saveRules: (rules: NotificationRule[]) =>
    api.json<NotificationRule[]>('command', 'v1/Notification/SaveRules', { json: { Rules: rules } }),
  markRead: (ids: number[] = []) =>
    api.json<{ Marked: number }>('command', 'v1/Notification/MarkRead', { json: { IDs: ids } }),
});
