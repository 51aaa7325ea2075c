import { z } from 'zod';
import { notificationDelivery } from './notificationChannels.js';

import { jobKind } from './jobs.js';
import { taskRunNote } from './supplyRegistration.js';

/**
 * What a rule watches (issue 32), and the job after which the sync engine looks:
 * - StockOut: a package will run out at an Ozon warehouse before a supply can arrive: the stock
 *   starvation report's days left to ship under the threshold (days, 14 by default);
 * - LowReview: a new review rated at most the threshold (stars, 2 by default);
 * - RobotBooking: the supply-slot robot booked a slot, or gave up on a task (with Ozon's reason);
 * - PromotionMargin: a product in a promotion at a price below its break-even (threshold 0), or below
 *   the margin in percent the threshold sets;
 * - SyncFailed: a sync family failed as many times in a row as the threshold (2 by default);
 * - BackupFailed: the database backup failed;
 * - OzonMethodRetired: a method the app needs answered that Ozon switched it off, or Ozon announced it.
 */
export const notificationKinds = [
  'StockOut',
  'LowReview',
  'RobotBooking',
  'PromotionMargin',
  'SyncFailed',
  'BackupFailed',
  'OzonMethodRetired',
] as const;
export const notificationKind = z.enum(notificationKinds);
export type NotificationKind = z.infer<typeof notificationKind>;

/** Each kind's threshold: its bounds and default; a kind that has none is 0 to 0. */
export const notificationThresholds: Record<NotificationKind, { min: number; max: number; default: number }> = {
  StockOut: { min: 1, max: 90, default: 14 },
  LowReview: { min: 1, max: 4, default: 2 },
  RobotBooking: { min: 0, max: 0, default: 0 },
  PromotionMargin: { min: 0, max: 90, default: 0 },
  SyncFailed: { min: 1, max: 10, default: 2 },
  BackupFailed: { min: 0, max: 0, default: 0 },
  OzonMethodRetired: { min: 0, max: 0, default: 0 },
};

/** Whether a kind has a threshold to set. */
export const hasThreshold = (kind: NotificationKind) => notificationThresholds[kind].max > 0;

export const notificationRule = z.object({
  Kind: notificationKind,
  Enabled: z.boolean(),
  Threshold: z
    .number()
    .int()
    .min(0)
    .max(90)
    .describe(
      'StockOut: days left to ship within it; LowReview: stars at most; PromotionMargin: margin % under it; ' +
        'SyncFailed: failures in a row; 0 for the kinds without one',
    ),
  Urgent: z.boolean().describe('Delivered at once, even in quiet hours'),
});
export type NotificationRule = z.infer<typeof notificationRule>;

/** The rules of the user asking, every kind in order (a kind never set is off, at its default). */
export const notificationRules = z.array(notificationRule);

/** The rules to save: any of the kinds, each checked against its threshold's bounds. */
export const saveNotificationRulesRequest = z.object({
  Rules: z
    .array(notificationRule)
    .min(1)
    .superRefine((rules, context) => {
      const seen = new Set<NotificationKind>();
      rules.forEach((rule, index) => {
        const bounds = notificationThresholds[rule.Kind];
        if (!Number.isInteger(rule.Threshold) || rule.Threshold < bounds.min || rule.Threshold > bounds.max) {
          context.addIssue({
            code: 'custom',
            path: [index, 'Threshold'],
            message: `must be a whole number from ${bounds.min} to ${bounds.max}`,
          });
        }
        if (seen.has(rule.Kind)) {
          context.addIssue({ code: 'custom', path: [index, 'Kind'], message: 'is given twice' });
        }
        seen.add(rule.Kind);
      });
    }),
});
export type SaveNotificationRulesRequest = z.infer<typeof saveNotificationRulesRequest>;

/** A package that runs out at a warehouse: the warehouse and its cluster, the days and units left. */
export const stockOutItem = z.object({
  ProductPackageID: z.number().int(),
  ProductPackageName: z.string(),
  WarehouseID: z.number().int(),
  WarehouseName: z.string(),
  ClusterName: z.string().nullable(),
  ShipmentDays: z.number().describe('Days left to ship a supply that arrives in time; below 0: already late'),
  StockDays: z.number().nullable(),
  Available: z.number().int(),
});
export type StockOutItem = z.infer<typeof stockOutItem>;

/** A review rated low: its product, rating and text. */
export const lowReviewItem = z.object({
  ReviewID: z.string(),
  Sku: z.number().int(),
  ProductName: z.string().nullable(),
  Rating: z.number().int(),
  Text: z.string(),
  PublishedAt: z.string(),
});
export type LowReviewItem = z.infer<typeof lowReviewItem>;

/** A booking the robot made, or a task it gave up on. */
export const robotBookingItem = z.object({
  TaskID: z.number().int(),
  WarehouseName: z.string(),
  Outcome: z.enum(['Booked', 'Failed', 'Refused', 'Outdated']),
  Message: z.string().describe("The robot's log line in English, Ozon's reason included"),
  Notes: z
    .array(taskRunNote)
    .nullable()
    .optional()
    .describe("The same as notes to word in the reader's language; absent in notifications made before"),
  FinishedAt: z.string(),
});
export type RobotBookingItem = z.infer<typeof robotBookingItem>;

/** A product in a promotion at a price that earns less than the rule's margin. */
export const promotionMarginItem = z.object({
  PromotionID: z.number().int(),
  PromotionName: z.string(),
  ProductName: z.string().describe("The package's name"),
  ActionPrice: z.number(),
  MarginPercent: z.number(),
  Profit: z.number().describe('What a unit sold at the promotion price earns, ₽'),
});
export type PromotionMarginItem = z.infer<typeof promotionMarginItem>;

/** A job kind that failed: how many times in a row, and the last failure's reason (Ozon's included). */
export const jobFailureItem = z.object({
  JobKind: jobKind,
  JobID: z.string(),
  Failures: z.number().int(),
  Reason: z.string(),
  OzonMethod: z.string().nullable(),
  FailedAt: z.string(),
});
export type JobFailureItem = z.infer<typeof jobFailureItem>;

/** A method Ozon switched off (a sync failed on it) or announced it will. */
export const retiredMethodItem = z.object({
  OzonMethod: z.string(),
  Message: z.string().describe("Ozon's words"),
  JobKind: jobKind.nullable().describe('The sync that failed on it; none for an announcement'),
  Announced: z.boolean().describe('Still answers; Ozon announced its switch-off'),
});
export type RetiredMethodItem = z.infer<typeof retiredMethodItem>;

/** At most this many of a notification's items are kept in it, the worst first; Count says how many there were. */
export const NOTIFICATION_ITEMS_KEPT = 20;

/** What one run found new for a user, as one notification with a list (many stock-outs are one message). */
export const notificationFacts = z.discriminatedUnion('Kind', [
  z.object({ Kind: z.literal('StockOut'), Count: z.number().int(), Items: z.array(stockOutItem) }),
  z.object({ Kind: z.literal('LowReview'), Count: z.number().int(), Items: z.array(lowReviewItem) }),
  z.object({ Kind: z.literal('RobotBooking'), Count: z.number().int(), Items: z.array(robotBookingItem) }),
  z.object({ Kind: z.literal('PromotionMargin'), Count: z.number().int(), Items: z.array(promotionMarginItem) }),
  z.object({ Kind: z.literal('SyncFailed'), Count: z.number().int(), Items: z.array(jobFailureItem) }),
  z.object({ Kind: z.literal('BackupFailed'), Count: z.number().int(), Items: z.array(jobFailureItem) }),
  z.object({ Kind: z.literal('OzonMethodRetired'), Count: z.number().int(), Items: z.array(retiredMethodItem) }),
]);
export type NotificationFacts = z.infer<typeof notificationFacts>;

/** The screen a notification concerns and the filter it opens with (the web app's route and search). */
export const notificationLink = z.object({
  To: z.string(),
  Search: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.number())])),
});
export type NotificationLink = z.infer<typeof notificationLink>;

export const notification = z.object({
  ID: z.number().int(),
  Kind: notificationKind,
  Level: z.number().int().describe('How bad its worst item is, within its kind (a subject is told again when worse)'),
  Facts: notificationFacts,
  Link: notificationLink,
  CreatedAt: z.string(),
  ReadAt: z.string().nullable(),
  Deliveries: z.array(notificationDelivery).describe('Its delivery by each channel the user had ready then'),
});
export type Notification = z.infer<typeof notification>;

export const findNotificationsRequest = z.object({
  UnreadOnly: z.boolean().default(false),
  Offset: z.number().int().min(0).default(0),
  Count: z.number().int().min(1).max(100).default(20),
});
export type FindNotificationsRequest = z.infer<typeof findNotificationsRequest>;

export const notificationPage = z.object({
  TotalCount: z.number().int().min(0),
  Unread: z.number().int().min(0).describe('Unread notifications of the user, whatever the filter'),
  Items: z.array(notification),
});
export type NotificationPage = z.infer<typeof notificationPage>;

/** Marks the given notifications read, or all of the user's when none is given. */
export const markNotificationsReadRequest = z.object({
  IDs: z.array(z.number().int()).max(1000).default([]),
});
