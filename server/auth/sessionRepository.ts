import { sql } from 'kysely';
import type { DbOrTrx } from '../db/database.js';

export async function insertSession(db: DbOrTrx, session: { id: string; userId: number }): Promise<void> {
  await db.insertInto('sessions').values({ id: session.id, user_id: session.userId, revoked_at: null }).execute();
}

/**
 * The bearer check on every call: one primary-key lookup. A removed user's sessions are gone with it
 * (ON DELETE CASCADE), so "the user exists" needs no join.
 */
export async function isSessionActive(db: DbOrTrx, sessionId: string, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('sessions')
    .select('id')
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** Locks the session while a refresh rotates its token, so a revocation cannot slip in between. */
export function findSessionForUpdate(db: DbOrTrx, sessionId: string): Promise<{ revoked_at: Date | null } | undefined> {
  return db.selectFrom('sessions').select('revoked_at').where('id', '=', sessionId).forUpdate().executeTakeFirst();
}

export async function revokeSession(db: DbOrTrx, sessionId: string, at: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeUserSessions(db: DbOrTrx, userId: number, at: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** A session whose refresh tokens have all expired (and been deleted) can never be used again; its ids are returned. */
export async function deleteSessionsWithoutTokens(db: DbOrTrx): Promise<string[]> {
  const deleted = await db
    .deleteFrom('sessions')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('refresh_tokens').select(sql.lit(1).as('one')).whereRef('family_id', '=', 'sessions.id'))),
    )
    .returning('id')
    .execute();
  return deleted.map((row) => row.id);
}
