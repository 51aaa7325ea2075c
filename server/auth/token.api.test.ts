import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, SELLER, type TestApp } from '../test/testApp.js';

describe('security token service', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const login = (payload: unknown) => t.app.inject({ method: 'POST', url: '/Token/Login', payload: payload as object });
  const refresh = (payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/Token/Refresh',
      payload: payload as object,
      headers: { 'content-type': 'application/json' },
    });

  it('logs in with the right password and the access token opens /v1', async () => {
    const response = await login(SELLER);
    expect(response.statusCode).toBe(200);
    const pair = response.json();
    expect(Object.keys(pair).sort()).toEqual(['AccessToken', 'RefreshToken']);
    expect(pair.AccessToken.split('.')).toHaveLength(3);

    const categories = await t.app.inject({
      method: 'GET',
      url: '/v1/Product/GetProductCategories',
      headers: { authorization: `Bearer ${pair.AccessToken}` },
    });
    expect(categories.statusCode).toBe(200);
  });

  it('logs in regardless of the case of the login', async () => {
    expect((await login({ ...SELLER, Login: 'SELLER' })).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown login the same way', async () => {
    const wrongPassword = await login({ ...SELLER, Password: 'not the password' });
    const unknownLogin = await login({ Login: 'nobody', Password: 'not the password' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownLogin.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownLogin.json());
    expect(wrongPassword.headers['content-type']).toContain('application/problem+json');
    expect(wrongPassword.json().detail).toBe('Wrong login or password.');
  });

  it('rotates the refresh token: the new pair works, the old refresh token does not', async () => {
    const first = (await login(SELLER)).json();
    const rotated = await refresh({ AccessToken: first.AccessToken, RefreshToken: first.RefreshToken });
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json();
    expect(Object.keys(second).sort()).toEqual(['accessToken', 'refreshToken']);
    expect(second.refreshToken).not.toBe(first.RefreshToken);

    const again = await refresh({ refreshToken: second.refreshToken });
    expect(again.statusCode).toBe(200);
  });

  it('takes just the refresh token, as an object or a bare JSON string', async () => {
    const pair = (await login(SELLER)).json();
    const byObject = await refresh({ RefreshToken: pair.RefreshToken });
    expect(byObject.statusCode).toBe(200);
    const byString = await refresh(JSON.stringify(byObject.json().refreshToken));
    expect(byString.statusCode).toBe(200);
  });

  it('refuses a refresh token paired with an access token of another user', async () => {
    const { userAccounts } = await import('./userAccounts.js');
    await userAccounts(t.database.db).add('second', 'another long password');
    const mine = (await login(SELLER)).json();
    const theirs = (await login({ Login: 'second', Password: 'another long password' })).json();
    const mixed = await refresh({ AccessToken: theirs.AccessToken, RefreshToken: mine.RefreshToken });
    expect(mixed.statusCode).toBe(401);
  });

  it('refuses an unknown refresh token and a missing one', async () => {
    expect((await refresh({ RefreshToken: 'made-up' })).statusCode).toBe(401);
    const missing = await refresh({});
    expect(missing.statusCode).toBe(400);
  });

  it('refuses an access token that is forged, malformed or not a bearer', async () => {
    const pair = (await login(SELLER)).json();
    const [header, payload] = pair.AccessToken.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    for (const authorization of [
      `Bearer ${forged}`,
      'Bearer nonsense',
      `Basic ${pair.AccessToken}`,
      pair.AccessToken,
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/v1/Product/GetProductCategories',
        headers: { authorization },
      });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
    }
  });
});
