import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoTestApp, type TestApp } from '../test/testApp.js';
import { DEFAULT_CABINET } from '../../sandbox/config.js';

const SECOND = { ClientId: '200000', ApiKey: '7f0e2b94-3c1d-4e8a-9b65-2d4c8a1f7a1f' };

describe('connecting an Ozon cabinet in the web app', () => {
  let t: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    t = await buildDemoTestApp(
      { SANDBOX_CABINETS: `${DEFAULT_CABINET.clientId}:${DEFAULT_CABINET.apiKey},${SECOND.ClientId}:${SECOND.ApiKey}` },
      { logStream: { write: (line: string) => void logLines.push(line) } },
    );
  });
  afterAll(() => t.close());

  const status = async () => (await t.call({ method: 'GET', url: '/v1/Ozon/GetOzonStatus' })).json();

  it('refuses keys Ozon does not accept, naming the Api-Key, and keeps the demo', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/v1/Ozon/ConnectOzonCabinet',
      payload: { ClientId: SECOND.ClientId, ApiKey: '00000000-1111-4222-8333-444444444444' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['ApiKey']);
    expect(await status()).toMatchObject({ Mode: 'Demo', Source: 'Sandbox' });
  });

  it('names a malformed Client-Id before calling Ozon', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/v1/Ozon/ConnectOzonCabinet',
      payload: { ClientId: 'abc', ApiKey: SECOND.ApiKey },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['ClientId']);
  });

  it('names an Api-Key not shaped as Ozon issues them before calling Ozon', async () => {
    for (const ApiKey of ['sandbox-api-key', SECOND.ApiKey.replace(/-/g, '')]) {
      const response = await t.call({
        method: 'POST',
        url: '/v1/Ozon/ConnectOzonCabinet',
        payload: { ClientId: SECOND.ClientId, ApiKey },
      });
      expect(response.statusCode, ApiKey).toBe(400);
      expect(response.json().errors, ApiKey).toEqual({
        ApiKey: ["is shaped as Ozon's Api-Key: 36 characters, xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx"],
      });
    }
  });

  it('checks the keys with the method health check, stores the Api-Key encrypted and shows only its end', async () => {
    const response = await t.call({ method: 'POST', url: '/v1/Ozon/ConnectOzonCabinet', payload: SECOND });
    expect(response.statusCode).toBe(200);
    const checks = response.json<{ Health: string; Optional: boolean }[]>();
    expect(checks.length).toBeGreaterThanOrEqual(40);
    expect(checks.every((check) => check.Health === 'Ok' || (check.Optional && check.Health === 'Gone'))).toBe(true);

    expect(await status()).toMatchObject({
      Mode: 'Live',
      Source: 'WebApp',
      ClientId: SECOND.ClientId,
      ApiKeyLast4: SECOND.ApiKey.slice(-4),
      ConnectedBy: 'seller',
    });
    const row = await t.database.db.selectFrom('ozon_connection').selectAll().executeTakeFirstOrThrow();
    expect(row.api_key_encrypted).not.toContain(SECOND.ApiKey);
    expect(JSON.stringify(await status())).not.toContain(SECOND.ApiKey);
    expect(logLines.join('\n')).not.toContain(SECOND.ApiKey);
  });

  it('syncs from the connected cabinet, and the demo stands in again after disconnecting', async () => {
    const job = await t.call({ method: 'POST', url: '/v1/Warehouse/ImportOzonWarehouses' });
    expect(job.statusCode).toBe(204);
    const disconnect = await t.call({ method: 'DELETE', url: '/v1/Ozon/DisconnectOzonCabinet' });
    expect(disconnect.statusCode).toBe(204);
    expect(await status()).toMatchObject({ Mode: 'Demo', ClientId: '100000' });
  });
});
