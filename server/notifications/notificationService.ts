import type { JobKind } from '../../contracts/jobs.js';
import type {
  FindNotificationsRequest,
  NotificationKind,
  NotificationPage,
  NotificationRule,
} from '../../contracts/notifications.js';
import type { SellerCalendar } from '../../contracts/sellerCalendar.js';
import type { Db } from '../db/database.js';
import {
  BACKUP_JOB_KINDS,
  failuresTold,
  findFailureStreaks,
  findRetiredMethods,
  retiredMethodsTold,
  SYNC_JOB_KINDS,
} from './jobFailureRules.js';
import { findLowReviews, lowReviewsTold } from './lowReviewRule.js';
import { findPromotionMargins, promotionMarginsTold } from './promotionMarginRule.js';
import { findRobotBookings, robotBookingsTold } from './robotBookingRule.js';
import { enabledRules, rulesOf, saveRules } from './notificationRuleRepository.js';
import { findNotifications, markRead, tellFindings, type Finding, type Told } from './notificationStore.js';
import { findStockOuts, stockOutsTold } from './stockOutRule.js';
import type { EnabledRule } from './notificationRuleRepository.js';

/** A kind's watch: the jobs after which it looks, what it finds, and whether a subject can end. */
interface Watch {
  after: JobKind[];
  /** Looked at after a failed run of those jobs too (it watches failures); else after completed ones. */
  afterFailures?: boolean;
  /** A subject no longer found has ended (a stock-out); else it stays told (a review). */
  ends: boolean;
  find(rules: EnabledRule[], now: Date): Promise<Map<number, Finding[]>>;
  /** How a user's news of a run is told: one notification with a list. */
  told(rules: EnabledRule[]): Told;
}

/** The alerts (issue 32, docs/notifications.md): rules per user, evaluated after the imports they read. */
export function notificationService({
  db,
  calendar,
  onNotified = () => {},
}: {
  db: Db;
  calendar: SellerCalendar;
  /** Called when an evaluation wrote notifications: their deliveries are due. */
  onNotified?: () => void;
}) {
  /** Failures in a row of some job kinds: looked at after each of their runs, ended by a completed one. */
  const failureWatch = (kind: 'SyncFailed' | 'BackupFailed', jobKinds: JobKind[]): Watch => ({
    after: jobKinds,
    afterFailures: true,
    ends: true,
    find: (rules) => findFailureStreaks(db, rules, jobKinds),
    told: () => failuresTold(kind),
  });

  const watches: Record<NotificationKind, Watch> = {
    // Stocks, sales and supplies on their way all move the days left.
    StockOut: {
      after: ['ImportOzonProductStocks', 'ImportOzonFboPostings', 'ImportOzonFbsPostings', 'ImportOzonSupplyOrders'],
      ends: true,
      find: (rules, now) => findStockOuts(db, calendar, rules, now),
      told: stockOutsTold,
    },
    LowReview: {
      after: ['ImportOzonProductReviews'],
      ends: false,
      find: (rules) => findLowReviews(db, rules),
      told: (rules) => lowReviewsTold(rules, calendar),
    },
    RobotBooking: {
      after: ['RunOzonSupplyRegistrationTasks'],
      ends: false,
      find: (rules, now) => findRobotBookings(db, rules, now),
      told: () => robotBookingsTold,
    },
    // New prices (products) and new participations (promotions) both move a promotion's margin.
    PromotionMargin: {
      after: ['ImportOzonPromotions', 'ImportOzonProducts'],
      ends: true,
      find: (rules, now) => findPromotionMargins(db, rules, now),
      told: promotionMarginsTold,
    },
    SyncFailed: failureWatch('SyncFailed', SYNC_JOB_KINDS),
    BackupFailed: failureWatch('BackupFailed', BACKUP_JOB_KINDS),
    OzonMethodRetired: {
      after: [...SYNC_JOB_KINDS, ...BACKUP_JOB_KINDS],
      afterFailures: true,
      ends: true,
      find: (rules, now) => findRetiredMethods(db, rules, now),
      told: () => retiredMethodsTold,
    },
  };

  /** Evaluates one kind's rules now; answers the notifications written. */
  async function evaluate(kind: NotificationKind, now = new Date()): Promise<number> {
    const rules = await enabledRules(db, kind);
    if (rules.length === 0) return 0;
    const watch = watches[kind];
    const written = await tellFindings(db, kind, await watch.find(rules, now), now, {
      ended: watch.ends,
      told: watch.told(rules),
      urgentUsers: new Set(rules.filter((rule) => rule.urgent).map((rule) => rule.userId)),
      calendar,
    });
    if (written > 0) onNotified();
    return written;
  }

  return {
    evaluate,

    /**
     * What the sync engine calls after a job finished: the kinds that read its data (once it completed)
     * or watch its failures (either way) are evaluated.
     */
    async afterJob(jobKind: JobKind, outcome: 'completed' | 'failed' = 'completed', now = new Date()): Promise<number> {
      let written = 0;
      for (const [kind, watch] of Object.entries(watches) as [NotificationKind, Watch][]) {
        if (watch.after.includes(jobKind) && (outcome === 'completed' || watch.afterFailures)) {
          written += await evaluate(kind, now);
        }
      }
      return written;
    },

    rules: (userId: number) => rulesOf(db, userId),
    async saveRules(userId: number, rules: NotificationRule[]): Promise<NotificationRule[]> {
      await saveRules(db, userId, rules, new Date());
      return rulesOf(db, userId);
    },
    find: (userId: number, request: FindNotificationsRequest): Promise<NotificationPage> =>
      findNotifications(db, userId, request),
    markRead: (userId: number, ids: number[]) => markRead(db, userId, ids, new Date()),
  };
}
export type NotificationService = ReturnType<typeof notificationService>;
