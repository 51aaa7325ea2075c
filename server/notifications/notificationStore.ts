import { sql } from 'kysely';
import type { NotificationDelivery } from '../../contracts/notificationChannels.js';
import type {
  FindNotificationsRequest,
  Notification,
  NotificationFacts,
  NotificationKind,
  NotificationLink,
  NotificationPage,
} from '../../contracts/notifications.js';
import type { SellerCalendar } from '../../contracts/sellerCalendar.js';
import type { Db, DbOrTrx } from '../db/database.js';
import { readyChannelsOf, settingsOfUsers } from './channels/channelRepository.js';
import { addDeliveries, deliveriesOf } from './deliveries.js';
import { quietUntil } from './quietHours.js';

/** What a rule found about one subject: how bad it is, and the item a notification lists it as. */
export interface Finding<Item = unknown> {
  subject: string;
  level: number;
  item: Item;
}

/** A user's news of one run: the findings told, the worst first, as the facts and link of one notification. */
export type Told = (news: Finding[], userId: number) => { facts: NotificationFacts; link: NotificationLink };

const DAY_MS = 86_400_000;

/** The advisory lock key of a kind's evaluation: one process at a time tells a kind's news. */
const lockKeyOf = (kind: NotificationKind) => sql`hashtext(${`notifications:${kind}`})`;

/**
 * Tells each user what their rule found, once, as one notification listing the news of the run (the
 * worst first, NOTIFICATION_ITEMS_KEPT of them): a subject is news when the user was never told of it,
 * when it got worse (a higher level) or when the user's repeat period passed; a subject that got better
 * is remembered at its new level (so getting worse again is news). With `ended`, a subject no longer
 * found is forgotten: it has ended, and its return is news. Each notification gets a delivery for each
 * channel the user has ready, held until the user's quiet hours end unless the rule is urgent. One
 * transaction per kind, under the kind's lock, so two processes that evaluate at once tell nothing
 * twice. Answers the notifications written (one per user with news).
 */
export async function tellFindings(
  db: Db,
  kind: NotificationKind,
  findingsOfUser: Map<number, Finding[]>,
  now: Date,
  {
    ended,
    told: toldAs,
    urgentUsers,
    calendar,
  }: { ended: boolean; told: Told; urgentUsers: Set<number>; calendar: SellerCalendar },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${lockKeyOf(kind)})`.execute(trx);
    let written = 0;
    const userIds = [...findingsOfUser.keys()];
    const [settingsOfUser, channelsOfUser] = await Promise.all([
      settingsOfUsers(trx, userIds),
      readyChannelsOf(trx, userIds),
    ]);
    for (const [userId, findings] of findingsOfUser) {
      const settings = settingsOfUser.get(userId)!;
      const repeatBefore = new Date(now.getTime() - settings.RepeatDays * DAY_MS);
      const told = new Map(
        (
          await trx
            .selectFrom('notification_subjects')
            .select(['subject', 'level', 'notified_at'])
            .where('user_id', '=', userId)
            .where('kind', '=', kind)
            .execute()
        ).map((row) => [row.subject, row]),
      );
      const news = findings.filter((finding) => {
        const before = told.get(finding.subject);
        return !before || finding.level > before.level || new Date(before.notified_at) < repeatBefore;
      });
      if (news.length > 0) {
        news.sort((a, b) => b.level - a.level);
        const { facts, link } = toldAs(news, userId);
        const { id } = await trx
          .insertInto('notifications')
          .values({
            user_id: userId,
            kind,
            level: news[0]!.level,
            facts: JSON.stringify(facts),
            link: JSON.stringify(link),
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const held = urgentUsers.has(userId) ? null : quietUntil(settings, now, calendar);
        await addDeliveries(trx, Number(id), channelsOfUser.get(userId) ?? [], held ?? now);
        await trx
          .insertInto('notification_subjects')
          .values(
            news.map((finding) => ({
              user_id: userId,
              kind,
              subject: finding.subject,
              level: finding.level,
              notified_at: now,
            })),
          )
          .onConflict((conflict) =>
            conflict.columns(['user_id', 'kind', 'subject']).doUpdateSet({
              level: (eb) => eb.ref('excluded.level'),
              notified_at: (eb) => eb.ref('excluded.notified_at'),
            }),
          )
          .execute();
        written += 1;
      }
      const better = findings.filter((finding) => {
        const before = told.get(finding.subject);
        return before && finding.level < before.level;
      });
      for (const finding of better) {
        await trx
          .updateTable('notification_subjects')
          .set({ level: finding.level })
          .where('user_id', '=', userId)
          .where('kind', '=', kind)
          .where('subject', '=', finding.subject)
          .execute();
      }
      if (ended) {
        const found = new Set(findings.map((finding) => finding.subject));
        const gone = [...told.keys()].filter((subject) => !found.has(subject));
        if (gone.length > 0) {
          await trx
            .deleteFrom('notification_subjects')
            .where('user_id', '=', userId)
            .where('kind', '=', kind)
            .where('subject', 'in', gone)
            .execute();
        }
      }
    }
    return written;
  });
}

const toNotification = (
  row: {
    id: number | string;
    kind: string;
    level: number;
    facts: unknown;
    link: unknown;
    created_at: Date | string;
    read_at: Date | string | null;
  },
  deliveries: Map<number, NotificationDelivery[]>,
): Notification => ({
  ID: Number(row.id),
  Kind: row.kind as NotificationKind,
  Level: row.level,
  Facts: row.facts as NotificationFacts,
  Link: row.link as NotificationLink,
  CreatedAt: new Date(row.created_at).toISOString(),
  ReadAt: row.read_at === null ? null : new Date(row.read_at).toISOString(),
  Deliveries: deliveries.get(Number(row.id)) ?? [],
});

/** The user's notifications, newest first, and how many are unread. */
export async function findNotifications(
  db: DbOrTrx,
  userId: number,
  request: FindNotificationsRequest,
): Promise<NotificationPage> {
  const mine = db.selectFrom('notifications').where('user_id', '=', userId);
  const filtered = request.UnreadOnly ? mine.where('read_at', 'is', null) : mine;
  const [rows, total, unread] = await Promise.all([
    filtered
      .select(['id', 'kind', 'level', 'facts', 'link', 'created_at', 'read_at'])
      .orderBy('id', 'desc')
      .offset(request.Offset)
      .limit(request.Count)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    mine
      .where('read_at', 'is', null)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const deliveries = await deliveriesOf(
    db,
    rows.map((row) => Number(row.id)),
  );
  return {
    TotalCount: Number(total.n),
    Unread: Number(unread.n),
    Items: rows.map((row) => toNotification(row, deliveries)),
  };
}

/** Marks the user's notifications read (the given ones, or all); answers how many were unread. */
export async function markRead(db: DbOrTrx, userId: number, ids: number[], now: Date): Promise<number> {
  let update = db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (ids.length > 0) update = update.where('id', 'in', ids);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
