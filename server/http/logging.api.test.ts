import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, SELLER, type TestApp } from '../test/testApp.js';

describe('request log', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ logStream: { write: (line) => void lines.push(line) } });
  });
  afterAll(() => t.close());

  it('writes one line per request with status and duration, and never a password or token', async () => {
    const pair = (await t.app.inject({ method: 'POST', url: '/Token/Login', payload: SELLER })).json();
    const rotated = (
      await t.app.inject({ method: 'POST', url: '/Token/Refresh', payload: { RefreshToken: pair.RefreshToken } })
    ).json();
    await t.app.inject({
      method: 'POST',
      url: '/v1/Product/FindProducts?trace=1',
      payload: {},
      headers: { authorization: `Bearer ${rotated.accessToken}` },
    });
    await t.app.inject({
      method: 'POST',
      url: '/Token/Login',
      payload: { Login: 'seller', Password: 'wrong-guess-123' },
    });

    const requests = lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'request');
    expect(requests.map((entry) => [entry.method, entry.url, entry.status])).toEqual([
      ['POST', '/Token/Login', 200],
      ['POST', '/Token/Refresh', 200],
      ['POST', '/v1/Product/FindProducts', 200],
      ['POST', '/Token/Login', 401],
    ]);
    expect(requests.every((entry) => typeof entry.ms === 'number')).toBe(true);

    const everything = lines.join('\n');
    for (const secret of [
      SELLER.Password,
      'wrong-guess-123',
      pair.AccessToken,
      pair.RefreshToken,
      rotated.accessToken,
      rotated.refreshToken,
    ]) {
      expect(everything).not.toContain(secret);
    }
  });
});
