import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrossDockingPriceItem, CrossDockingResult } from '../../contracts/ozonCrossDocking.js';
import type { OzonWarehouse } from '../../contracts/ozonWarehouses.js';
import { buildDemoTestApp } from '../test/testApp.js';

describe('a big cross-docking tariff file', () => {
  let t: Awaited<ReturnType<typeof buildDemoTestApp>>;
  let base: string;
  let names: string[];
  beforeAll(async () => {
    t = await buildDemoTestApp();
    await t.call({ method: 'POST', url: '/v1/Warehouse/ImportOzonWarehouses' });
    // The sandbox's 21 warehouses make only 441 pairs; Ozon's file pairs some 300 drop-off points
    // with the destinations, so the test adds the cross-docks an import of a real cabinet would bring.
    await sql`INSERT INTO ozon_warehouses (ozon_id, name, type)
      SELECT 9000000 + n, 'КРОСС-ДОК ' || n, 5 FROM generate_series(1, 300) AS n`.execute(t.database.db);
    names = (await t.call({ method: 'POST', url: '/v1/Warehouse/GetOzonWarehouses', payload: {} }))
      .json<OzonWarehouse[]>()
      .map((warehouse) => warehouse.Name);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  /** Up to 100,000 lines: pairs of warehouses, drop-off points from the `skip`th on, and two unknown places. */
  const tariffFile = (skip: number, price: number): CrossDockingPriceItem[] => {
    const file: CrossDockingPriceItem[] = [];
    for (const x of names.slice(skip))
      for (const d of names) if (file.length < 99_998) file.push({ x, d, p: price, l: 900, m: 600, s: 350.5 });
    file.push({ x: 'ПВЗ НА ЛЕНИНА', d: names[0], p: 1, l: 1, m: 1, s: 1 });
    file.push({ x: names[0], d: 'ТОМСК_РФЦ', p: 1, l: 1, m: 1, s: 1 });
    return file;
  };
  const stored = async () =>
    (
      await sql<{ n: number; p: number }>`SELECT count(*)::int AS n, max(pallet_price)::float AS p
        FROM ozon_cross_docking_prices`.execute(t.database.db)
    ).rows[0];

  /**
   * Uploads the file over real HTTP while asking /health, one at a time, for as long as it runs.
   * Answers the upload's time and the longest stretch of it with no /health answered: the test runs in
   * the server's process, so a held event loop delays both the answers and the asking.
   */
  async function uploadWatchingHealth(file: CrossDockingPriceItem[]) {
    const body = JSON.stringify(file);
    const started = performance.now();
    let uploaded = false;
    const upload = fetch(`${base}/v1/Warehouse/UpdateOzonCrossDockingPrices`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await t.token()}` },
      body,
    }).finally(() => (uploaded = true));
    const answered: number[] = [started];
    while (!uploaded) {
      const health = await fetch(`${base}/health`);
      expect(health.status).toBe(200);
      await health.text();
      answered.push(performance.now());
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const response = await upload;
    const uploadMs = performance.now() - started;
    const during = [...answered.filter((at) => at < started + uploadMs), started + uploadMs];
    const longestSilence = Math.max(...during.slice(1).map((at, index) => at - during[index]));
    return { status: response.status, result: (await response.json()) as CrossDockingResult, uploadMs, longestSilence };
  }

  it('does not hold the server: /health keeps answering while 100,000 lines replace the stored ones', async () => {
    const missing = { MissingCrossDockWarehouses: ['ПВЗ НА ЛЕНИНА'], MissingWarehouses: ['ТОМСК_РФЦ'] };
    const firstFile = tariffFile(0, 4200);
    expect(firstFile).toHaveLength(100_000);
    const first = await uploadWatchingHealth(firstFile);
    expect([first.status, first.result]).toEqual([200, missing]);
    expect(await stored()).toEqual({ n: 99_998, p: 4200 });

    // The next month's file: new prices, the first ten drop-off points gone, the last ones added.
    const nextFile = tariffFile(10, 5100);
    const next = await uploadWatchingHealth(nextFile);
    expect([next.status, next.result]).toEqual([200, missing]);
    expect(await stored()).toEqual({ n: nextFile.length - 2, p: 5100 });

    // Relative, so a slow machine passes too: held for the whole write, /health would be silent for
    // most of the upload; served between batches, only while the body is parsed and checked.
    for (const { uploadMs, longestSilence } of [first, next])
      expect(longestSilence, `silent ${longestSilence.toFixed(0)} of ${uploadMs.toFixed(0)} ms`).toBeLessThan(
        uploadMs / 2,
      );
  }, 120_000);
});
