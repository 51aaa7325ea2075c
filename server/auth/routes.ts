import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jwtToken, loginModel, refreshRequest, refreshedToken, type RefreshRequest } from '../../contracts/auth.js';
import type { TokenService } from './tokenService.js';

function refreshPair(body: RefreshRequest): { refreshToken: string; accessToken?: string } {
  if (typeof body === 'string') return { refreshToken: body };
  if ('RefreshToken' in body) return { refreshToken: body.RefreshToken, accessToken: body.AccessToken };
  return { refreshToken: body.refreshToken, accessToken: body.accessToken };
}

/** The security token service of SPEC.md section 7: /Token/Login and /Token/Refresh. */
export const tokenRoutes: FastifyPluginAsyncZod<{ tokens: TokenService }> = async (app, { tokens }) => {
  app.post('/Token/Login', {
    schema: {
      operationId: 'login',
      tags: ['Security token'],
      summary: 'Sign in with a login and password; returns an access and a refresh token',
      body: loginModel,
      response: { 200: jwtToken },
    },
    handler: (request) => tokens.login(request.body.Login, request.body.Password, request.ip),
  });

  app.post('/Token/Refresh', {
    schema: {
      operationId: 'refresh',
      tags: ['Security token'],
      summary: 'Exchange a refresh token (optionally with its access token) for a new pair',
      body: refreshRequest,
      response: { 200: refreshedToken },
    },
    handler: (request) => {
      const { refreshToken, accessToken } = refreshPair(request.body);
      return tokens.refresh(refreshToken, accessToken);
    },
  });
};
