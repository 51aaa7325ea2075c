import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, SELLER, type TestApp } from '../test/testApp.js';
import { userAccounts } from './userAccounts.js';

/** An access token is good only while its session is: ending the session stops it at once, not in 15 minutes. */
describe('ending a session stops its access tokens at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const login = async (Login: string, Password: string) =>
    (await t.app.inject({ method: 'POST', url: '/Token/Login', payload: { Login, Password } })).json<{
      AccessToken: string;
      RefreshToken: string;
    }>();
  const open = (accessToken: string) => t.statusWithToken(accessToken);
  const refresh = async (RefreshToken: string) =>
    (await t.app.inject({ method: 'POST', url: '/Token/Refresh', payload: { RefreshToken } })).statusCode;
  const logout = (payload: object) => t.app.inject({ method: 'POST', url: '/Token/Logout', payload });

  it('refuses the access token of a removed user', async () => {
    await userAccounts(t.database.db).add('leaver', 'leaver password');
    const pair = await login('leaver', 'leaver password');
    expect(await open(pair.AccessToken)).toBe(200);
    await userAccounts(t.database.db).remove('leaver');
    expect(await open(pair.AccessToken)).toBe(401);
  });

  it('refuses an access token issued before a password change; one issued after works', async () => {
    await userAccounts(t.database.db).add('changer', 'first password');
    const before = await login('changer', 'first password');
    await userAccounts(t.database.db).setPassword('changer', 'second password');
    expect(await open(before.AccessToken)).toBe(401);
    expect(await refresh(before.RefreshToken)).toBe(401);
    const after = await login('changer', 'second password');
    expect(await open(after.AccessToken)).toBe(200);
  });

  it('logs out: the session ends on the server, its access and refresh tokens stop, other sessions go on', async () => {
    const ending = await login(SELLER.Login, SELLER.Password);
    const other = await login(SELLER.Login, SELLER.Password);
    const response = await logout({ RefreshToken: ending.RefreshToken });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await open(ending.AccessToken)).toBe(401);
    expect(await refresh(ending.RefreshToken)).toBe(401);
    expect(await open(other.AccessToken)).toBe(200);
    expect(await refresh(other.RefreshToken)).toBe(200);
  });

  it('ends the session also when given a refresh token that was already rotated', async () => {
    const first = await login(SELLER.Login, SELLER.Password);
    const rotated = (
      await t.app.inject({ method: 'POST', url: '/Token/Refresh', payload: { RefreshToken: first.RefreshToken } })
    ).json<{ accessToken: string; refreshToken: string }>();
    expect((await logout({ RefreshToken: first.RefreshToken })).statusCode).toBe(204);
    expect(await open(rotated.accessToken)).toBe(401);
    expect(await refresh(rotated.refreshToken)).toBe(401);
  });

  it('answers an unknown or repeated logout the same way, and a missing token with 400', async () => {
    const pair = await login(SELLER.Login, SELLER.Password);
    expect((await logout({ RefreshToken: pair.RefreshToken })).statusCode).toBe(204);
    expect((await logout({ RefreshToken: pair.RefreshToken })).statusCode).toBe(204);
    expect((await logout({ RefreshToken: 'made-up' })).statusCode).toBe(204);
    expect((await logout({})).statusCode).toBe(400);
  });

  it('describes the logout call in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const operation = document.paths['/Token/Logout'].post;
    expect(operation.operationId).toBe('logout');
    expect(operation.tags).toEqual(['Security token']);
    expect(Object.keys(operation.responses)).toEqual(['204']);
  });
});
