import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type EmailChannel,
  type NotificationChannel,
  type NotificationSettings,
} from '../../../contracts/notificationChannels.js';
import type { DbOrTrx } from '../../db/database.js';

/** A Telegram channel as stored: the bot, the user's code, and the chat the code found. */
export interface StoredTelegram {
  BotName: string;
  Code: string;
  ChatId: string | null;
  ChatName: string | null;
}

/** An e-mail channel as stored: the SMTP server and the addresses (its password is the sealed secret). */
export type StoredEmail = Omit<EmailChannel, 'PasswordSet'>;

/** A channel as stored: what may be shown back, and its secret still sealed. */
export interface StoredChannel<Settings> {
  settings: Settings;
  sealedSecret: string | null;
}

export async function channelOf<Settings>(
  db: DbOrTrx,
  userId: number,
  channel: NotificationChannel,
): Promise<StoredChannel<Settings> | null> {
  const row = await db
    .selectFrom('notification_channels')
    .select(['settings', 'secret'])
    .where('user_id', '=', userId)
    .where('channel', '=', channel)
    .executeTakeFirst();
  return row ? { settings: row.settings as Settings, sealedSecret: row.secret } : null;
}

export async function saveChannel(
  db: DbOrTrx,
  userId: number,
  channel: NotificationChannel,
  settings: StoredTelegram | StoredEmail,
  sealedSecret: string | null,
  now: Date,
): Promise<void> {
  await db
    .insertInto('notification_channels')
    .values({ user_id: userId, channel, settings: JSON.stringify(settings), secret: sealedSecret, updated_at: now })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'channel']).doUpdateSet({
        settings: (eb) => eb.ref('excluded.settings'),
        secret: (eb) => eb.ref('excluded.secret'),
        updated_at: (eb) => eb.ref('excluded.updated_at'),
      }),
    )
    .execute();
}

export async function removeChannel(db: DbOrTrx, userId: number, channel: NotificationChannel): Promise<void> {
  await db.deleteFrom('notification_channels').where('user_id', '=', userId).where('channel', '=', channel).execute();
}

/**
 * The channels each user can be sent to now: Telegram once its chat is found, e-mail once saved.
 * A notification gets a delivery for each (its bell entry needs none).
 */
export async function readyChannelsOf(db: DbOrTrx, userIds: number[]): Promise<Map<number, NotificationChannel[]>> {
  const ready = new Map<number, NotificationChannel[]>();
  if (userIds.length === 0) return ready;
  const rows = await db
    .selectFrom('notification_channels')
    .select(['user_id', 'channel', 'settings'])
    .where('user_id', 'in', userIds)
    .orderBy('channel', 'desc')
    .execute();
  for (const row of rows) {
    const channel = row.channel as NotificationChannel;
    if (channel === 'Telegram' && !(row.settings as unknown as StoredTelegram).ChatId) continue;
    ready.set(row.user_id, [...(ready.get(row.user_id) ?? []), channel]);
  }
  return ready;
}

export async function settingsOf(db: DbOrTrx, userId: number): Promise<NotificationSettings> {
  const row = await db.selectFrom('notification_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
  return row
    ? { QuietFrom: row.quiet_from, QuietTo: row.quiet_to, RepeatDays: row.repeat_days }
    : DEFAULT_NOTIFICATION_SETTINGS;
}

/** The settings of the given users (the default for those who never saved any). */
export async function settingsOfUsers(db: DbOrTrx, userIds: number[]): Promise<Map<number, NotificationSettings>> {
  const rows =
    userIds.length === 0
      ? []
      : await db.selectFrom('notification_settings').selectAll().where('user_id', 'in', userIds).execute();
  const saved = new Map(
    rows.map((row) => [row.user_id, { QuietFrom: row.quiet_from, QuietTo: row.quiet_to, RepeatDays: row.repeat_days }]),
  );
  return new Map(userIds.map((userId) => [userId, saved.get(userId) ?? DEFAULT_NOTIFICATION_SETTINGS]));
}

export async function saveSettings(db: DbOrTrx, userId: number, settings: NotificationSettings): Promise<void> {
  const values = { quiet_from: settings.QuietFrom, quiet_to: settings.QuietTo, repeat_days: settings.RepeatDays };
  await db
    .insertInto('notification_settings')
    .values({ user_id: userId, ...values })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
    .execute();
}
