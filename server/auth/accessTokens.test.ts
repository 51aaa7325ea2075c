import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { accessTokens } from './accessTokens.js';

const secret = new TextEncoder().encode('a-test-secret-of-at-least-thirty-two-bytes!');
const claims = { userId: 7, login: 'seller', sessionId: '3b241101-e2bb-4255-8caf-4136c566a962' };

/** A token signed with the app's own key and claims, as a forger who had the key would write it. */
const forged = (withExpiry: boolean) => {
  const token = new SignJWT({ login: claims.login, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer('seller-backoffice')
    .setAudience('seller-backoffice-api')
    .setIssuedAt();
  return (withExpiry ? token.setExpirationTime('15m') : token).sign(secret);
};

describe('access tokens', () => {
  it('accepts the tokens the app signs', async () => {
    const tokens = accessTokens(secret);
    expect(await tokens.verify(await tokens.sign(claims))).toEqual(claims);
    expect(await tokens.verify(await forged(true))).toEqual(claims);
  });

  it('refuses a token without an expiry, which would never end', async () => {
    expect(await accessTokens(secret).verify(await forged(false))).toBeNull();
  });

  it('refuses an expired token, but the refresh may still read its claims', async () => {
    let now = new Date('2026-11-29T10:00:00Z');
    const tokens = accessTokens(secret, () => now);
    const token = await tokens.sign(claims);
    now = new Date('2026-11-29T10:16:00Z');
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(token, { ignoreExpiry: true })).toEqual(claims);
  });
});
