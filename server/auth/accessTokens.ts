import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'seller-backoffice';
const AUDIENCE = 'seller-backoffice-api';

export interface AccessTokenClaims {
  userId: number;
  login: string;
}

export interface AccessTokens {
  sign(claims: AccessTokenClaims): Promise<string>;
  /** Returns the claims of a valid token, or null; ignoreExpiry serves the refresh pair check. */
  verify(token: string, options?: { ignoreExpiry?: boolean }): Promise<AccessTokenClaims | null>;
}

export function accessTokens(secret: Uint8Array, now: () => Date = () => new Date()): AccessTokens {
  return {
    sign: ({ userId, login }) =>
      new SignJWT({ login })
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
          currentDate: options.ignoreExpiry ? new Date(0) : now(),
        });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || typeof payload.login !== 'string') return null;
        return { userId, login: payload.login };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}
