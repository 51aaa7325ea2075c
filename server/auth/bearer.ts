import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database.js';
import { UnauthenticatedError } from '../domain/errors.js';
import type { AccessTokenClaims, AccessTokens } from './accessTokens.js';
import type { SessionCache } from './sessionCache.js';
import { isSessionActive } from './sessionRepository.js';

declare module 'fastify' {
  interface FastifyRequest {
    user: AccessTokenClaims | null;
  }
}

/**
 * Adds an onRequest hook to the scope it is registered in: every route there needs a valid bearer token
 * whose session is still active (not logged out, not ended by a password change, its user not removed),
 * answered from memory once the session has been seen (sessionCache.ts).
 */
export const requireBearer = fp<{ accessTokens: AccessTokens; db: Db; sessions: SessionCache }>(
  async (app: FastifyInstance, { accessTokens, db, sessions }) => {
    if (!app.hasRequestDecorator('user')) app.decorateRequest('user', null);
    app.addHook('onRequest', async (request: FastifyRequest) => {
      const header = request.headers.authorization ?? '';
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      if (!match) throw new UnauthenticatedError('Sign in first: this call needs an access token.');
      const claims = await accessTokens.verify(match[1]);
      if (!claims) throw new UnauthenticatedError('The access token is invalid or has expired.');
      const active = await sessions.isActive(claims.sessionId, claims.userId, () =>
        isSessionActive(db, claims.sessionId, claims.userId),
      );
      if (!active) throw new UnauthenticatedError('The session has ended. Sign in again.');
      request.user = claims;
    });
  },
);
