import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoTestApp, buildTestApp, type TestApp } from '../test/testApp.js';
import { DEFAULT_CABINET } from '../../sandbox/config.js';

describe('Ozon connection calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No credentials: the demo sandbox starts in-process, as on a fresh `npm start`.
    t = await buildDemoTestApp();
  });
  afterAll(() => t.close());

  it('says the demo sandbox stands in, with its cabinet and never a key', async () => {
    const response = await t.call({ method: 'GET', url: '/v1/Ozon/GetOzonStatus' });
    expect(response.json()).toMatchObject({ Mode: 'Demo', ClientId: '100000' });
    expect(response.body).not.toContain(DEFAULT_CABINET.apiKey);
  });

  it('checks every Ozon method the product depends on, and all it needs answer in demo mode', async () => {
    const response = await t.call({ method: 'GET', url: '/v1/Ozon/CheckOzonApi' });
    expect(response.statusCode).toBe(200);
    const checks = response.json<{ Method: string; Health: string; Optional: boolean }[]>();
    expect(checks.length).toBeGreaterThanOrEqual(40);
    // Only what Ozon switched off on 2026-09-08 is gone, and the product no longer needs it; the stock
    // report answers with the switch-off Ozon announced (no longer needed either).
    expect(checks.filter((check) => check.Health !== 'Ok')).toEqual([
      expect.objectContaining({ Method: 'POST /v3/finance/transaction/list', Health: 'Gone', Optional: true }),
      expect.objectContaining({ Method: 'POST /v3/finance/transaction/totals', Health: 'Gone', Optional: true }),
      expect.objectContaining({
        Method: 'POST /v2/analytics/stock_on_warehouses',
        Health: 'Announced',
        Optional: true,
        Message: 'В будущем метод будет отключён. Переключитесь на /v1/analytics/stocks.',
      }),
    ]);
    expect(checks.map((check) => check.Method)).toContain('POST /v4/posting/fbs/list');
    expect(response.body).not.toContain(DEFAULT_CABINET.apiKey);
  });

  it('answers 503 with a reason when no cabinet is configured', async () => {
    const bare = await buildTestApp();
    try {
      const response = await bare.call({ method: 'GET', url: '/v1/Ozon/CheckOzonApi' });
      expect(response.statusCode).toBe(503);
      expect(response.json().detail).toBe('No Ozon cabinet is connected.');
    } finally {
      await bare.close();
    }
  });
});
