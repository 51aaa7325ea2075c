import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  findNotificationsRequest,
  markNotificationsReadRequest,
  notificationPage,
  notificationRules,
  saveNotificationRulesRequest,
} from '../../contracts/notifications.js';
import type { NotificationService } from './notificationService.js';

/** /v1/Notification: the user's own alert rules and notifications (each user sees only theirs). */
export const notificationRoutes: FastifyPluginAsyncZod<{ notifications: NotificationService }> = async (
  app,
  { notifications },
) => {
  const tags = ['Notification'];
  const userOf = (request: { user: { userId: number } | null }) => request.user!.userId;

  app.get('/GetRules', {
    schema: {
      operationId: 'getNotificationRules',
      tags,
      summary: "The user's alert rules, every kind (a kind never set is off, at its default threshold)",
      response: { 200: notificationRules },
    },
    handler: (request) => notifications.rules(userOf(request)),
  });

  app.post('/SaveRules', {
    schema: {
      operationId: 'saveNotificationRules',
      tags,
      summary: "Saves the user's alert rules; those switched on are evaluated at once, then after each import",
      body: saveNotificationRulesRequest,
      response: { 200: notificationRules },
    },
    async handler(request) {
      const saved = await notifications.saveRules(userOf(request), request.body.Rules);
      for (const rule of request.body.Rules.filter((rule) => rule.Enabled)) {
        // What is already wrong is news to a rule just switched on; the save stands if this fails.
        await notifications
          .evaluate(rule.Kind)
          .catch((error: unknown) => request.log.warn({ err: error, kind: rule.Kind }, 'alert evaluation failed'));
      }
      return saved;
    },
  });

  app.post('/FindNotifications', {
    schema: {
      operationId: 'findNotifications',
      tags,
      summary: "The user's notifications, newest first, with the count of unread ones",
      body: findNotificationsRequest,
      response: { 200: notificationPage },
    },
    handler: (request) => notifications.find(userOf(request), request.body),
  });

  app.post('/MarkRead', {
    schema: {
      operationId: 'markNotificationsRead',
      tags,
      summary: "Marks the given notifications read, or all of the user's when none is given",
      body: markNotificationsReadRequest,
      response: { 200: z.object({ Marked: z.number().int() }) },
    },
    handler: async (request) => ({ Marked: await notifications.markRead(userOf(request), request.body.IDs) }),
  });
};
