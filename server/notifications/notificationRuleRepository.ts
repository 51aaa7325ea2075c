import { sql } from 'kysely';
import {
  notificationKinds,
  notificationThresholds,
  type NotificationKind,
  type NotificationRule,
} from '../../contracts/notifications.js';
import type { DbOrTrx } from '../db/database.js';

/** A rule switched on, with whose it is and since when it watches. */
export interface EnabledRule {
  userId: number;
  kind: NotificationKind;
  threshold: number;
  urgent: boolean;
  enabledAt: Date;
}

/** The user's rules, every kind in order: a kind never saved is off, at its default threshold. */
export async function rulesOf(db: DbOrTrx, userId: number): Promise<NotificationRule[]> {
  const rows = await db.selectFrom('notification_rules').selectAll().where('user_id', '=', userId).execute();
  const byKind = new Map(rows.map((row) => [row.kind, row]));
  return notificationKinds.map((kind) => {
    const row = byKind.get(kind);
    return {
      Kind: kind,
      Enabled: row?.enabled ?? false,
      Threshold: row ? Number(row.threshold) : notificationThresholds[kind].default,
      Urgent: row?.urgent ?? false,
    };
  });
}

/**
 * Saves the user's rules in one statement. A rule switched on now watches from now: what happened
 * before (the reviews of past years) is not news; one already on keeps its start.
 */
export async function saveRules(db: DbOrTrx, userId: number, rules: NotificationRule[], now: Date): Promise<void> {
  await db
    .insertInto('notification_rules')
    .values(
      rules.map((rule) => ({
        user_id: userId,
        kind: rule.Kind,
        enabled: rule.Enabled,
        threshold: rule.Threshold,
        urgent: rule.Urgent,
        enabled_at: rule.Enabled ? now : null,
      })),
    )
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'kind']).doUpdateSet({
        enabled: (eb) => eb.ref('excluded.enabled'),
        threshold: (eb) => eb.ref('excluded.threshold'),
        urgent: (eb) => eb.ref('excluded.urgent'),
        enabled_at: sql`CASE WHEN excluded.enabled AND notification_rules.enabled THEN notification_rules.enabled_at
          ELSE excluded.enabled_at END`,
      }),
    )
    .execute();
}

/** The rules of a kind switched on, of every user. */
export async function enabledRules(db: DbOrTrx, kind: NotificationKind): Promise<EnabledRule[]> {
  const rows = await db
    .selectFrom('notification_rules')
    .select(['user_id', 'threshold', 'urgent', 'enabled_at'])
    .where('kind', '=', kind)
    .where('enabled', '=', true)
    .orderBy('user_id')
    .execute();
  return rows.map((row) => ({
    userId: row.user_id,
    kind,
    threshold: Number(row.threshold),
    urgent: row.urgent,
    enabledAt: new Date(row.enabled_at as unknown as string),
  }));
}
