import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { JwtToken, RefreshedToken } from '../../contracts/auth.js';
import type { Db, DbOrTrx } from '../db/database.js';
import { UnauthorizedError } from '../http/problems.js';
import type { AccessTokens } from './accessTokens.js';
import type { LoginLimiter } from './loginLimiter.js';
import { hashPassword, verifyPassword } from './password.js';
import {
  deleteExpiredRefreshTokens,
  findRefreshTokenForUpdate,
  insertRefreshToken,
  markRefreshTokenUsed,
  revokeFamily,
} from './refreshTokenRepository.js';
import { findUserById, findUserByLogin } from './userRepository.js';

export const REFRESH_TOKEN_TTL_DAYS = 30;
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

  async function issueRefreshToken(userId: number, familyId: string, trx: DbOrTrx) {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now().getTime() + REFRESH_TOKEN_TTL_DAYS * 86_400_000);
    await insertRefreshToken(trx, { userId, familyId, tokenHash: sha256(token), expiresAt });
    return token;
  }

  return {
    async login(login: string, password: string, address: string): Promise<JwtToken> {
      await limiter.beforeAttempt(login, address);
      const user = await findUserByLogin(db, login);
      const valid = await verifyPassword(password, user?.password_hash ?? (await decoy()));
      if (!user || !valid) {
        await limiter.afterFailure(login, address);
        throw new UnauthorizedError(WRONG_CREDENTIALS);
      }
      await limiter.afterSuccess(login, address);
      await deleteExpiredRefreshTokens(db, now());
      const RefreshToken = await issueRefreshToken(user.id, randomUUID(), db);
      const AccessToken = await accessTokens.sign({ userId: user.id, login: user.login });
      return { AccessToken, RefreshToken };
    },

    /** Rotates the refresh token; a token that was already rotated revokes its whole family. */
    async refresh(refreshToken: string, accessToken?: string): Promise<RefreshedToken> {
      const pairClaims = accessToken ? await accessTokens.verify(accessToken, { ignoreExpiry: true }) : undefined;
      const outcome = await db.transaction().execute(async (trx) => {
        const row = await findRefreshTokenForUpdate(trx, sha256(refreshToken));
        if (!row || row.revoked_at) return { ok: false as const };
        if (row.used_at) {
          await revokeFamily(trx, row.family_id, now());
          return { ok: false as const };
        }
        if (row.expires_at.getTime() <= now().getTime()) return { ok: false as const };
        if (accessToken !== undefined && pairClaims?.userId !== row.user_id) return { ok: false as const };
        const user = await findUserById(trx, row.user_id);
        if (!user) return { ok: false as const };
        await markRefreshTokenUsed(trx, row.id, now());
        const token = await issueRefreshToken(user.id, row.family_id, trx);
        return { ok: true as const, user, token };
      });
      if (!outcome.ok) throw new UnauthorizedError(SIGN_IN_AGAIN);
      return {
        accessToken: await accessTokens.sign({ userId: outcome.user.id, login: outcome.user.login }),
        refreshToken: outcome.token,
      };
    },
  };
}

export type TokenService = ReturnType<typeof tokenService>;
