import { sql } from 'kysely';
import type {
  DeliveryFailure,
  NotificationChannel,
  NotificationDelivery,
} from '../../contracts/notificationChannels.js';
import type { NotificationFacts, NotificationLink } from '../../contracts/notifications.js';
import type { DbOrTrx } from '../db/database.js';

/** A claimed delivery stays the claimant's this long (a process that died mid-send frees it then). */
const CLAIM_MS = 2 * 60_000;

/** A delivery that failed is tried again after these pauses; after the last it is reported failed. */
export const RETRY_PAUSES_MS = [60_000, 5 * 60_000, 30 * 60_000];
export const MAX_ATTEMPTS = RETRY_PAUSES_MS.length + 1;

/** A notification's deliveries, one per channel the user has ready, due at once or when quiet hours end. */
export async function addDeliveries(
  db: DbOrTrx,
  notificationId: number,
  channels: NotificationChannel[],
  dueAt: Date,
): Promise<void> {
  if (channels.length === 0) return;
  await db
    .insertInto('notification_deliveries')
    .values(channels.map((channel) => ({ notification_id: notificationId, channel, due_at: dueAt })))
    .onConflict((conflict) => conflict.columns(['notification_id', 'channel']).doNothing())
    .execute();
}

/** A delivery claimed to be sent now, with what it tells. */
export interface ClaimedDelivery {
  id: number;
  channel: NotificationChannel;
  attempts: number;
  userId: number;
  facts: NotificationFacts;
  link: NotificationLink;
}

/**
 * Claims the deliveries due by `now` (at most `limit`), the oldest first, counting the attempt. Rows
 * another process is claiming are skipped (SKIP LOCKED) and rows it claimed stay its own until their
 * claim runs out, so any number of processes send each message once.
 */
export async function claimDue(db: DbOrTrx, now: Date, limit: number): Promise<ClaimedDelivery[]> {
  const claimedUntil = new Date(now.getTime() + CLAIM_MS);
  const claimed = await sql<{ id: string; channel: string; attempts: number; notification_id: string }>`
    UPDATE notification_deliveries SET claimed_until = ${claimedUntil}, attempts = attempts + 1
    WHERE id IN (
      SELECT id FROM notification_deliveries
      WHERE status = 'Pending' AND due_at <= ${now} AND (claimed_until IS NULL OR claimed_until <= ${now})
      ORDER BY due_at, id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, channel, attempts, notification_id`.execute(db);
  if (claimed.rows.length === 0) return [];
  const notifications = new Map(
    (
      await db
        .selectFrom('notifications')
        .select(['id', 'user_id', 'facts', 'link'])
        .where(
          'id',
          'in',
          claimed.rows.map((row) => Number(row.notification_id)),
        )
        .execute()
    ).map((row) => [Number(row.id), row]),
  );
  return claimed.rows
    .map((row) => {
      const notification = notifications.get(Number(row.notification_id))!;
      return {
        id: Number(row.id),
        channel: row.channel as NotificationChannel,
        attempts: row.attempts,
        userId: notification.user_id,
        facts: notification.facts as NotificationFacts,
        link: notification.link as NotificationLink,
      };
    })
    .sort((a, b) => a.id - b.id);
}

/**
 * How a claimed delivery ended: sent, to be tried again at a time, or failed for good; why, in English
 * for the log and as a code for the screen.
 */
export type DeliveryOutcome =
  | { status: 'Sent' }
  | { status: 'Retry'; at: Date; error: string; failure: DeliveryFailure; counted: boolean }
  | { status: 'Failed'; error: string; failure: DeliveryFailure };

export async function settle(db: DbOrTrx, id: number, outcome: DeliveryOutcome, now: Date): Promise<void> {
  const update = db.updateTable('notification_deliveries').where('id', '=', id);
  if (outcome.status === 'Sent') {
    await update.set({ status: 'Sent', sent_at: now, claimed_until: null, error: null, failure: null }).execute();
  } else if (outcome.status === 'Retry') {
    await update
      .set((eb) => ({
        due_at: outcome.at,
        claimed_until: null,
        error: outcome.error,
        failure: JSON.stringify(outcome.failure),
        // A wait Telegram asked for (429) is not a failed attempt.
        attempts: outcome.counted ? eb.ref('attempts') : eb(eb.ref('attempts'), '-', 1),
      }))
      .execute();
  } else {
    await update
      .set({ status: 'Failed', claimed_until: null, error: outcome.error, failure: JSON.stringify(outcome.failure) })
      .execute();
  }
}

/** The deliveries of the given notifications, by notification. */
export async function deliveriesOf(
  db: DbOrTrx,
  notificationIds: number[],
): Promise<Map<number, NotificationDelivery[]>> {
  const byNotification = new Map<number, NotificationDelivery[]>();
  if (notificationIds.length === 0) return byNotification;
  const rows = await db
    .selectFrom('notification_deliveries')
    .select(['notification_id', 'channel', 'status', 'attempts', 'due_at', 'sent_at', 'error', 'failure'])
    .where('notification_id', 'in', notificationIds)
    .orderBy('channel', 'desc')
    .execute();
  for (const row of rows) {
    const id = Number(row.notification_id);
    byNotification.set(id, [
      ...(byNotification.get(id) ?? []),
      {
        Channel: row.channel as NotificationChannel,
        Status: row.status as NotificationDelivery['Status'],
        Attempts: row.attempts,
        DueAt: new Date(row.due_at).toISOString(),
        SentAt: row.sent_at === null ? null : new Date(row.sent_at).toISOString(),
        Error: row.error,
        Failure: (row.failure as DeliveryFailure | null) ?? null,
      },
    ]);
  }
  return byNotification;
}
