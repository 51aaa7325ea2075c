import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, SELLER, type TestApp } from '../test/testApp.js';

describe('login rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      loginLimits: {
        perAddress: { points: 8, windowSeconds: 60 },
        perLoginAndAddress: { freeFailures: 2, firstDelaySeconds: 1, maxDelaySeconds: 60, windowSeconds: 600 },
      },
    });
  });
  afterAll(() => t.close());

  const attempt = (Login: string, Password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/Token/Login', payload: { Login, Password }, remoteAddress });
  const retryAfter = (response: { headers: Record<string, unknown> }) => Number(response.headers['retry-after']);

  it('delays one address after wrong passwords for a login, longer each time, and never the rightful user elsewhere', async () => {
    const A = '10.0.1.1';
    const B = '10.0.2.2';
    for (let i = 0; i < 3; i += 1) expect((await attempt('seller', 'wrong', A)).statusCode).toBe(401);

    const delayed = await attempt('seller', SELLER.Password, A);
    expect(delayed.statusCode).toBe(429);
    expect(retryAfter(delayed)).toBe(1);
    expect(delayed.json().detail).toMatch(/Too many login attempts/);

    // The rightful user signs in from another address all the while.
    expect((await attempt('seller', SELLER.Password, B)).statusCode).toBe(200);
    // Other logins from A are not held back by the seller's failures.
    expect((await attempt('someone', 'wrong', A)).statusCode).toBe(401);

    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await attempt('seller', 'wrong', A)).statusCode).toBe(401);
    const longer = await attempt('seller', SELLER.Password, A);
    expect(longer.statusCode).toBe(429);
    expect(retryAfter(longer)).toBe(2);
  });

  it('limits attempts from one address across logins', async () => {
    const results = [];
    for (let i = 0; i < 9; i += 1) results.push((await attempt(`someone${i}`, 'wrong', '10.9.9.9')).statusCode);
    expect(results.slice(0, 8).every((status) => status === 401)).toBe(true);
    expect(results[8]).toBe(429);
  });

  it('clears the failures of a login and address with a right password', async () => {
    const C = '10.0.3.3';
    for (let i = 0; i < 2; i += 1) expect((await attempt('seller', 'wrong', C)).statusCode).toBe(401);
    expect((await attempt('seller', SELLER.Password, C)).statusCode).toBe(200);
    for (let i = 0; i < 2; i += 1) expect((await attempt('seller', 'wrong', C)).statusCode).toBe(401);
    expect((await attempt('seller', SELLER.Password, C)).statusCode).toBe(200);
  });

  it('keys on the socket, not on X-Forwarded-For, unless a proxy is trusted', async () => {
    const results = [];
    for (let i = 0; i < 9; i += 1) {
      const forged = await t.app.inject({
        method: 'POST',
        url: '/Token/Login',
        payload: { Login: `forger${i}`, Password: 'wrong' },
        remoteAddress: '10.7.7.7',
        headers: { 'x-forwarded-for': `192.0.2.${i}` },
      });
      results.push(forged.statusCode);
    }
    expect(results.at(-1)).toBe(429);
  });
});

describe('login rate limits behind a reverse proxy (TRUST_PROXY)', () => {
  let t: TestApp;
  const PROXY = '10.0.0.5';
  beforeAll(async () => {
    t = await buildTestApp({
      env: { TRUST_PROXY: '10.0.0.0/24' },
      loginLimits: {
        perAddress: { points: 3, windowSeconds: 60 },
        perLoginAndAddress: { freeFailures: 10, firstDelaySeconds: 1, maxDelaySeconds: 60, windowSeconds: 600 },
      },
    });
  });
  afterAll(() => t.close());

  const throughProxy = (client: string) =>
    t.app.inject({
      method: 'POST',
      url: '/Token/Login',
      payload: { Login: 'someone', Password: 'wrong' },
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': client },
    });

  it("limits each client the proxy forwards, not the proxy's own address", async () => {
    for (let i = 0; i < 3; i += 1) expect((await throughProxy('203.0.113.1')).statusCode).toBe(401);
    expect((await throughProxy('203.0.113.1')).statusCode).toBe(429);
    // Another client behind the same proxy still signs in (the proxy's address was the one key before).
    expect((await throughProxy('203.0.113.2')).statusCode).toBe(401);
    // A client outside the trusted range cannot choose its key by the header.
    const direct = (forwarded: string) =>
      t.app.inject({
        method: 'POST',
        url: '/Token/Login',
        payload: { Login: 'someone', Password: 'wrong' },
        remoteAddress: '198.51.100.9',
        headers: { 'x-forwarded-for': forwarded },
      });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await direct(`203.0.113.${50 + i}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
