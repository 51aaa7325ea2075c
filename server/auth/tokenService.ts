import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { JwtToken, RefreshedToken } from '../../contracts/auth.js';
import type { Db, DbOrTrx } from '../db/database.js';
import { UnauthenticatedError } from '../domain/errors.js';
import { sessionsEnded } from './sessionCache.js';
import type { AccessTokens } from './accessTokens.js';
import type { LoginLimiter } from './loginLimiter.js';
import { hashPassword, verifyPassword } from './password.js';
import {
  deleteExpiredRefreshTokens,
  findRefreshToken,
  findRefreshTokenForUpdate,
  insertRefreshToken,
  markRefreshTokenUsed,
} from './refreshTokenRepository.js';
import {
  deleteSessionsWithoutTokens,
  findSessionForUpdate,
  insertSession,
  revokeSession,
} from './sessionRepository.js';
import { findUserById, findUserByLogin } from './userRepository.js';

export const REFRESH_TOKEN_TTL_DAYS = 30;
/**
 * How long a rotated refresh token still works: two tabs refreshing with one token at once both get a
 * pair of the same session. Only a reuse later than this counts as theft and ends the session.
 */
export const REFRESH_GRACE_SECONDS = 30;
const WRONG_CREDENTIALS = 'Wrong login or password.';
const SIGN_IN_AGAIN = 'The session has ended. Sign in again.';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

export interface TokenServiceDeps {
  db: Db;
  accessTokens: AccessTokens;
  limiter: LoginLimiter;
  now?: () => Date;
}

export function tokenService({ db, accessTokens, limiter, now = () => new Date() }: TokenServiceDeps) {
  // Verifying against a throwaway hash keeps the answer time the same whether the login exists or not.
  let decoyHash: Promise<string> | undefined;
  const decoy = () => (decoyHash ??= hashPassword(randomBytes(16).toString('hex')));

  async function issueRefreshToken(userId: number, sessionId: string, trx: DbOrTrx) {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now().getTime() + REFRESH_TOKEN_TTL_DAYS * 86_400_000);
    await insertRefreshToken(trx, { userId, familyId: sessionId, tokenHash: sha256(token), expiresAt });
    return token;
  }

  const withinGrace = (usedAt: Date) => now().getTime() - usedAt.getTime() <= REFRESH_GRACE_SECONDS * 1000;

  return {
    async login(login: string, password: string, address: string): Promise<JwtToken> {
      await limiter.beforeAttempt(login, address);
      const user = await findUserByLogin(db, login);
      const valid = await verifyPassword(password, user?.password_hash ?? (await decoy()));
      if (!user || !valid) {
        await limiter.afterFailure(login, address);
        throw new UnauthenticatedError(WRONG_CREDENTIALS);
      }
      await limiter.afterSuccess(login, address);
      await deleteExpiredRefreshTokens(db, now());
      for (const sessionId of await deleteSessionsWithoutTokens(db)) sessionsEnded(db, { sessionId });
      const sessionId = randomUUID();
      const RefreshToken = await db.transaction().execute(async (trx) => {
        await insertSession(trx, { id: sessionId, userId: user.id });
        return issueRefreshToken(user.id, sessionId, trx);
      });
      const AccessToken = await accessTokens.sign({ userId: user.id, login: user.login, sessionId });
      return { AccessToken, RefreshToken };
    },

    /**
     * Rotates the refresh token. The rotated one still gives a pair of the same session for a short grace
     * period (two tabs at once); later, it is taken for stolen and ends the whole session.
     */
    async refresh(refreshToken: string, accessToken?: string): Promise<RefreshedToken> {
      const pairClaims = accessToken ? await accessTokens.verify(accessToken, { ignoreExpiry: true }) : undefined;
      let ended: string | undefined;
      const outcome = await db.transaction().execute(async (trx) => {
        const row = await findRefreshTokenForUpdate(trx, sha256(refreshToken));
        if (!row) return { ok: false as const };
        const session = await findSessionForUpdate(trx, row.family_id);
        if (!session || session.revoked_at) return { ok: false as const };
        if (row.used_at && !withinGrace(row.used_at)) {
          await revokeSession(trx, row.family_id, now());
          ended = row.family_id;
          return { ok: false as const };
        }
        if (row.expires_at.getTime() <= now().getTime()) return { ok: false as const };
        if (accessToken !== undefined && pairClaims?.userId !== row.user_id) return { ok: false as const };
        const user = await findUserById(trx, row.user_id);
        if (!user) return { ok: false as const };
        if (!row.used_at) await markRefreshTokenUsed(trx, row.id, now());
        const token = await issueRefreshToken(user.id, row.family_id, trx);
        return { ok: true as const, user, sessionId: row.family_id, token };
      });
      if (!outcome.ok) {
        // Told after the commit: forgotten before it, the session could be looked up and remembered again.
        if (ended) sessionsEnded(db, { sessionId: ended });
        throw new UnauthenticatedError(SIGN_IN_AGAIN);
      }
      const { user, sessionId, token } = outcome;
      return {
        accessToken: await accessTokens.sign({ userId: user.id, login: user.login, sessionId }),
        refreshToken: token,
      };
    },

    /** Ends the session of the refresh token (any token of it, even a rotated one); unknown ones are ignored. */
    async logout(refreshToken: string): Promise<void> {
      const row = await findRefreshToken(db, sha256(refreshToken));
      if (!row) return;
      await revokeSession(db, row.family_id, now());
      sessionsEnded(db, { sessionId: row.family_id });
    },
  };
}

export type TokenService = ReturnType<typeof tokenService>;
