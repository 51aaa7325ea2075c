import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  jwtToken,
  loginModel,
  logoutRequest,
  refreshRequest,
  refreshedToken,
  type RefreshRequest,
} from '../../contracts/auth.js';
import { noContent } from '../http/noContent.js';
import type { TokenService } from './tokenService.js';

function refreshPair(body: RefreshRequest): { refreshToken: string; accessToken?: string } {
  if (typeof body === 'string') return { refreshToken: body };
  if ('RefreshToken' in body) return { refreshToken: body.RefreshToken, accessToken: body.AccessToken };
  return { refreshToken: body.refreshToken, accessToken: body.accessToken };
}

/** The security token service of SPEC.md section 7: /Token/Login, /Token/Refresh and /Token/Logout. */
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

  // Takes the refresh token, not the bearer: it names the session even after the access token expired.
  app.post('/Token/Logout', {
    schema: {
      operationId: 'logout',
      tags: ['Security token'],
      summary: 'End the session of a refresh token: its refresh and access tokens stop working at once',
      body: logoutRequest,
      response: { 204: noContent },
    },
    handler: async (request, reply) => {
      await tokens.logout(request.body.RefreshToken);
      return reply.code(204).send(null);
    },
  });
};
