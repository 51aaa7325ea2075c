import type { DbOrTrx } from '../db/database.js';

export interface RefreshTokenRow {
  id: number;
  user_id: number;
  /** The session the token belongs to. */
  family_id: string;
  expires_at: Date;
  used_at: Date | null;
}

export async function insertRefreshToken(
  db: DbOrTrx,
  token: { userId: number; familyId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('refresh_tokens')
    .values({
      user_id: token.userId,
      family_id: token.familyId,
      token_hash: token.tokenHash,
      expires_at: token.expiresAt,
      used_at: null,
    })
    .execute();
}

const COLUMNS = ['id', 'user_id', 'family_id', 'expires_at', 'used_at'] as const;

export function findRefreshToken(db: DbOrTrx, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  return db.selectFrom('refresh_tokens').select(COLUMNS).where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Locks the row so two concurrent refreshes with one token take turns. */
export function findRefreshTokenForUpdate(db: DbOrTrx, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  return db
    .selectFrom('refresh_tokens')
    .select(COLUMNS)
    .where('token_hash', '=', tokenHash)
    .forUpdate()
    .executeTakeFirst();
}

export async function markRefreshTokenUsed(db: DbOrTrx, id: number, at: Date): Promise<void> {
  await db.updateTable('refresh_tokens').set({ used_at: at }).where('id', '=', id).execute();
}

/** Tokens past their lifetime carry no information worth keeping. */
export async function deleteExpiredRefreshTokens(db: DbOrTrx, before: Date): Promise<void> {
  await db.deleteFrom('refresh_tokens').where('expires_at', '<', before).execute();
}
