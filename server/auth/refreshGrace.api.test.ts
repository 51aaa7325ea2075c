import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, SELLER, type TestApp } from '../test/testApp.js';
import { REFRESH_GRACE_SECONDS } from './tokenService.js';

interface Pair {
  accessToken: string;
  refreshToken: string;
}

/** Two tabs refreshing with one token at once is not theft; the same token much later is. */
describe('refresh token reuse', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const login = async () =>
    (await t.app.inject({ method: 'POST', url: '/Token/Login', payload: SELLER })).json<{ RefreshToken: string }>();
  const refresh = (RefreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/Token/Refresh', payload: { RefreshToken } });
  const open = (accessToken: string) => t.statusWithToken(accessToken);

  it('gives both of two concurrent refreshes with one token a working pair of the same session', async () => {
    const first = await login();
    const [a, b] = await Promise.all([refresh(first.RefreshToken), refresh(first.RefreshToken)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    for (const pair of [a.json<Pair>(), b.json<Pair>()]) {
      expect(await open(pair.accessToken)).toBe(200);
      expect((await refresh(pair.refreshToken)).statusCode).toBe(200);
    }
  });

  it('takes the rotated token again within the grace period', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const first = await login();
    expect((await refresh(first.RefreshToken)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + (REFRESH_GRACE_SECONDS - 5) * 1000);
    expect((await refresh(first.RefreshToken)).statusCode).toBe(200);
  });

  it('revokes the whole session when a rotated token comes back after the grace period', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const first = await login();
    const second = (await refresh(first.RefreshToken)).json<Pair>();
    vi.setSystemTime(Date.now() + (REFRESH_GRACE_SECONDS + 1) * 1000);

    expect((await refresh(first.RefreshToken)).statusCode).toBe(401);
    // The legitimate newest pair of that session is dead too: whoever holds it must sign in again.
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    expect(await open(second.accessToken)).toBe(401);

    // Another session of the same user keeps working.
    const other = await login();
    expect((await refresh(other.RefreshToken)).statusCode).toBe(200);
  });
});
