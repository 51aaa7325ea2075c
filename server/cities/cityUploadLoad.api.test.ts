import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CityHierarchyItem } from '../../contracts/ozonCities.js';
import { healthLatenciesUntil, listeningTestApp } from '../test/healthWhileBusy.js';
import type { TestApp } from '../test/testApp.js';

/** A country-size file like Ozon's: 8 districts, 88 regions and cities up to about `bytes` of JSON. */
function countryFile(bytes: number): CityHierarchyItem[] {
  const regions: CityHierarchyItem[] = [];
  const districts = Array.from({ length: 8 }, (_, d): CityHierarchyItem => {
    const nodes = Array.from({ length: 11 }, (_, r): CityHierarchyItem => {
      const region: CityHierarchyItem = {
        uid: `R-${d}-${r}`,
        name: `Область ${d}-${r}`,
        type: 'region',
        areaId: 4000 + regions.length,
        nodes: [],
      };
      regions.push(region);
      return region;
    });
    return { uid: `F-${d}`, name: `Федеральный округ ${d}`, type: 'federal', nodes };
  });
  for (let size = 0, index = 0; size < bytes; index++) {
    const city: CityHierarchyItem = {
      uid: `c7a2e5d0-${String(index).padStart(8, '0')}-4b1e-9f3a-2d6c8e0b1a57`,
      name: `Населённый пункт ${index}`,
      type: 'city',
    };
    regions[index % regions.length].nodes!.push(city);
    size += 110;
  }
  return [{ uid: 'RU', name: 'Россия', type: 'country', nodes: districts }];
}

describe('a big city file', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    ({ t, base } = await listeningTestApp());
  });
  afterAll(() => t.close());

  it('does not hold the server: /health keeps answering while it is imported', async () => {
    const body = JSON.stringify(countryFile(4_000_000));
    const started = performance.now();
    let uploaded = false;
    const upload = fetch(`${base}/v1/OzonMasterData/ImportOzonCityHierarchy`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await t.token()}` },
      body,
    }).finally(() => (uploaded = true));

    const latencies = await healthLatenciesUntil(base, () => uploaded);
    const response = await upload;
    const uploadMs = performance.now() - started;
    expect(response.status).toBe(200);
    expect((await response.json()).length).toBeGreaterThan(30_000);

    // Relative, so a slow machine passes too: held for the whole import, a /health would wait about
    // as long as the upload; served between batches, each waits a small part of it.
    expect(latencies.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...latencies)).toBeLessThan(uploadMs / 2);
  });
});
