import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { UnauthorizedError } from '../http/problems.js';
import type { AccessTokenClaims, AccessTokens } from './accessTokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    user: AccessTokenClaims | null;
  }
}

/** Adds an onRequest hook to the scope it is registered in: every route there needs a valid bearer token. */
export const requireBearer = fp<{ accessTokens: AccessTokens }>(async (app: FastifyInstance, { accessTokens }) => {
  if (!app.hasRequestDecorator('user')) app.decorateRequest('user', null);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw new UnauthorizedError('Sign in first: this call needs an access token.');
    const claims = await accessTokens.verify(match[1]);
    if (!claims) throw new UnauthorizedError('The access token is invalid or has expired.');
    request.user = claims;
  });
});
