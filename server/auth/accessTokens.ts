import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'seller-backoffice';
const AUDIENCE = 'seller-backoffice-api';

export interface AccessTokenClaims {
  userId: number;
  login: string;
  /** The session (refresh-token family) the token was issued in: revoking it stops the token at once. */
  sessionId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AccessTokens {
  sign(claims: AccessTokenClaims): Promise<string>;
  /** Returns the claims of a valid token, or null; ignoreExpiry serves the refresh pair check. */
  verify(token: string, options?: { ignoreExpiry?: boolean }): Promise<AccessTokenClaims | null>;
}

export function accessTokens(secret: Uint8Array, now: () => Date = () => new Date()): AccessTokens {
  return {
    sign: ({ userId, login, sessionId }) =>
      new SignJWT({ login, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now())
        .setExpirationTime(Math.floor(now().getTime() / 1000) + ACCESS_TOKEN_TTL_SECONDS)
        .sign(secret),
    async verify(token, options = {}) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          // A token without an expiry would never end: every token this app signs has one.
          requiredClaims: ['exp', 'iat', 'sub'],
          currentDate: options.ignoreExpiry ? new Date(0) : now(),
        });
        const userId = Number(payload.sub);
        const { login, sid } = payload;
        // Tokens from before sessions carry no sid: refused, the web app refreshes them.
        if (!Number.isInteger(userId) || typeof login !== 'string' || typeof sid !== 'string' || !UUID.test(sid))
          return null;
        return { userId, login, sessionId: sid };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}
