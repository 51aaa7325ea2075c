import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  notificationChannel,
  notificationChannelsState,
  saveEmailRequest,
  saveNotificationSettingsRequest,
  saveTelegramRequest,
  sendTestRequest,
  sendTestResult,
} from '../../contracts/notificationChannels.js';
import type { ChannelService } from './channels/channelService.js';

/** /v1/Notification: the user's own Telegram, e-mail, quiet hours and repeat period; tests of each channel. */
export const notificationChannelRoutes: FastifyPluginAsyncZod<{ channels: ChannelService }> = async (
  app,
  { channels },
) => {
  const tags = ['Notification'];
  const userOf = (request: { user: { userId: number } | null }) => request.user!.userId;
  const response = { 200: notificationChannelsState };

  app.get('/GetChannels', {
    schema: {
      operationId: 'getNotificationChannels',
      tags,
      summary: "The user's Telegram and e-mail (never their secrets), quiet hours and repeat period",
      response,
    },
    handler: (request) => channels.state(userOf(request)),
  });

  app.post('/SaveTelegram', {
    schema: {
      operationId: 'saveNotificationTelegram',
      tags,
      summary: "Checks a bot token with Telegram's getMe and keeps it (sealed); the chat is then looked for",
      body: saveTelegramRequest,
      response,
    },
    handler: (request) => channels.saveTelegram(userOf(request), request.body.BotToken),
  });

  app.post('/FindTelegramChat', {
    schema: {
      operationId: 'findNotificationTelegramChat',
      tags,
      summary: "Finds the chat in which the user sent the bot /start with their code (Telegram's getUpdates)",
      response,
    },
    handler: (request) => channels.findTelegramChat(userOf(request)),
  });

  app.post('/SaveEmail', {
    schema: {
      operationId: 'saveNotificationEmail',
      tags,
      summary: 'Keeps the SMTP server, login and addresses; the password sealed (null keeps the saved one)',
      body: saveEmailRequest,
      response,
    },
    handler: (request) => channels.saveEmail(userOf(request), request.body),
  });

  app.post('/RemoveChannel', {
    schema: {
      operationId: 'removeNotificationChannel',
      tags,
      summary: 'Forgets a channel of the user (its secret with it)',
      body: z.object({ Channel: notificationChannel }),
      response,
    },
    handler: (request) => channels.remove(userOf(request), request.body.Channel),
  });

  app.post('/SaveSettings', {
    schema: {
      operationId: 'saveNotificationSettings',
      tags,
      summary: "Keeps the user's quiet hours (seller time zone) and repeat period",
      body: saveNotificationSettingsRequest,
      response,
    },
    handler: (request) => channels.saveSettings(userOf(request), request.body),
  });

  app.post('/SendTest', {
    schema: {
      operationId: 'sendNotificationTest',
      tags,
      summary: "Sends a test message by the channel at once; answers whether it went, or the channel's reason",
      body: sendTestRequest,
      response: { 200: sendTestResult },
    },
    handler: (request) => channels.sendTest(userOf(request), request.body.Channel),
  });
};
