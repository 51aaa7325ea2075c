import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoTestApp, type TestApp } from '../test/testApp.js';
import { DEFAULT_CABINET } from '../../sandbox/config.js';
import { OZON_METHOD_LIMITS } from './rateBudget.js';

const SECOND = { ClientId: '200000', ApiKey: '7f0e2b94-3c1d-4e8a-9b65-2d4c8a1f7a1f' };
/** A working connect asks for the shortest history: it loads beside these tests, which do not look at it. */
const CONNECT_SECOND = { ...SECOND, HistoryMonths: 3 };
const TWO_CABINETS = `${DEFAULT_CABINET.clientId}:${DEFAULT_CABINET.apiKey},${SECOND.ClientId}:${SECOND.ApiKey}`;

describe('connecting an Ozon cabinet in the web app', () => {
  let t: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    t = await buildDemoTestApp(
      // A small seller: a connect starts the cabinet's history, which these tests do not look at.
      { SANDBOX_CABINETS: TWO_CABINETS, SANDBOX_SCALE: '0.05' },
      { logStream: { write: (line: string) => void logLines.push(line) } },
    );
  });
  afterAll(() => t.close());

  const status = async () => (await t.call({ method: 'GET', url: '/v1/Ozon/GetOzonStatus' })).json();
  const storedRow = () => t.database.db.selectFrom('ozon_connection').selectAll().executeTakeFirstOrThrow();

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
    const response = await t.call({ method: 'POST', url: '/v1/Ozon/ConnectOzonCabinet', payload: CONNECT_SECOND });
    expect(response.statusCode).toBe(200);
    const checks = response.json<{ Method: string; Health: string; Optional: boolean; Message: string | null }[]>();
    expect(checks.length).toBeGreaterThanOrEqual(40);
    // The refused key a moment ago took the cabinet's slots of the methods Ozon limits to one or two a
    // minute (turnover, drafts): those probes were not sent, and say so instead of passing.
    const notSent = checks.filter((check) => check.Health === 'Failing' && check.Message?.startsWith('Not sent'));
    expect(notSent.map((check) => check.Method)).toContain('POST /v1/analytics/turnover/stocks');
    const limitedPaths = Object.values(OZON_METHOD_LIMITS).flatMap((limit) => limit.paths);
    expect(notSent.every((check) => limitedPaths.includes(check.Method.replace(/^POST /, '')))).toBe(true);
    const sent = checks.filter((check) => !notSent.includes(check));
    expect(
      sent.every((check) => ['Ok', 'Announced'].includes(check.Health) || (check.Optional && check.Health === 'Gone')),
    ).toBe(true);

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

  it('keeps the working cabinet when a refused key is sent twice in a row, or twice at once', async () => {
    const stored = await storedRow();
    const refused = { ClientId: SECOND.ClientId, ApiKey: '00000000-1111-4222-8333-444444444444' };
    const connect = () => t.call({ method: 'POST', url: '/v1/Ozon/ConnectOzonCabinet', payload: refused });
    // Seconds after the working connect: the client's own limits refuse some probes without sending them.
    const answers = [await connect(), await connect(), ...(await Promise.all([connect(), connect()]))];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(Object.keys(answer.json().errors)).toEqual(['ApiKey']);
    }
    expect(await status()).toMatchObject({ ClientId: SECOND.ClientId, ApiKeyLast4: SECOND.ApiKey.slice(-4) });
    expect(await storedRow()).toEqual(stored);
    // The stored key still works.
    const checks = (await t.call({ method: 'GET', url: '/v1/Ozon/CheckOzonApi' })).json<{ Health: string }[]>();
    expect(checks.some((check) => check.Health === 'Ok')).toBe(true);
    expect(checks.some((check) => check.Health === 'Unauthorized')).toBe(false);
  });

  it('syncs from the connected cabinet, and the demo stands in again after disconnecting', async () => {
    const job = await t.call({ method: 'POST', url: '/v1/Warehouse/ImportOzonWarehouses' });
    expect(job.statusCode).toBe(204);
    const disconnect = await t.call({ method: 'DELETE', url: '/v1/Ozon/DisconnectOzonCabinet' });
    expect(disconnect.statusCode).toBe(204);
    expect(await status()).toMatchObject({ Mode: 'Demo', ClientId: '100000' });
  });
});

describe('connecting while Ozon cannot be reached', () => {
  let t: TestApp;
  let ozonClosed = false;
  beforeAll(async () => {
    t = await buildDemoTestApp(
      // A small seller: a connect starts the cabinet's history, which these tests do not look at.
      { SANDBOX_CABINETS: TWO_CABINETS, SANDBOX_SCALE: '0.05' },
      // Short back-offs: a refused connection is retried once per method.
      { ozonRetry: { baseDelayMs: 1, maxDelayMs: 5 } },
    );
  });
  afterAll(async () => {
    if (ozonClosed) await t.app.close().then(() => t.database.close());
    else await t.close();
  });

  it('changes nothing and answers 503, however often it is tried', async () => {
    const connected = await t.call({ method: 'POST', url: '/v1/Ozon/ConnectOzonCabinet', payload: CONNECT_SECOND });
    expect(connected.statusCode).toBe(200);
    const stored = await t.database.db.selectFrom('ozon_connection').selectAll().executeTakeFirstOrThrow();

    // The sandbox stops: its address (OZON_API_URL) now refuses connections.
    await (t as TestApp & { ozon: { close(): Promise<void> } }).ozon.close();
    ozonClosed = true;
    const newKey = { ClientId: SECOND.ClientId, ApiKey: '5d3c2b1a-0f9e-4d8c-b7a6-958473625140' };
    for (let attempt = 1; attempt <= 2; attempt++) {
      const response = await t.call({ method: 'POST', url: '/v1/Ozon/ConnectOzonCabinet', payload: newKey });
      expect(response.statusCode, `attempt ${attempt}`).toBe(503);
      expect(response.json().type).toBe('/problems/ozon-unreachable');
    }
    const status = (await t.call({ method: 'GET', url: '/v1/Ozon/GetOzonStatus' })).json();
    expect(status).toMatchObject({ ClientId: SECOND.ClientId, ApiKeyLast4: SECOND.ApiKey.slice(-4) });
    expect(await t.database.db.selectFrom('ozon_connection').selectAll().executeTakeFirstOrThrow()).toEqual(stored);
  });
});
