import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CityHierarchyItem, CityItem } from '../../contracts/ozonCities.js';
import { buildTestApp, type TestApp } from '../test/testApp.js';
import { cityService } from './cityService.js';

/** A piece of Ozon's file: Russia > Central district > Moscow region > two cities; another region. */
const HIERARCHY: CityHierarchyItem[] = [
  {
    uid: 'RU',
    name: 'Россия',
    type: 'country',
    nodes: [
      {
        uid: 'RU-CFD',
        name: 'Центральный федеральный округ',
        type: 'federal',
        nodes: [
          {
            uid: 'RU-MOS',
            name: 'Московская область',
            type: 'region',
            areaId: 4000,
            nodes: [
              { uid: 'RU-MOS-BAL', name: 'Балашиха', type: 'city' },
              { uid: 'RU-MOS-POD', name: 'Подольск', type: 'city' },
            ],
          },
          {
            uid: 'RU-VOR',
            name: 'Воронежская область',
            type: 'region',
            areaId: 4056,
            nodes: [{ uid: 'RU-VOR-VOR', name: 'Воронеж', type: 'city' }],
          },
        ],
      },
    ],
  },
];

describe("Ozon's city hierarchy", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const upload = (payload: unknown) =>
    t.call({ method: 'POST', url: '/v1/OzonMasterData/ImportOzonCityHierarchy', payload: payload as object });
  const find = async (payload: unknown = {}) =>
    (await t.call({ method: 'POST', url: '/v1/OzonCity/FindOzonCityItems', payload: payload as object })).json<
      CityItem[]
    >();
  const table = async () => (await sql`SELECT * FROM ozon_cities ORDER BY id`.execute(t.database.db)).rows;

  it('flattens the uploaded tree, cities inheriting the cluster of their region; twice changes nothing', async () => {
    const response = await upload(HIERARCHY);
    expect(response.statusCode).toBe(200);
    const items = response.json<CityItem[]>();
    expect(items.map((item) => item.Name)).toEqual([
      'Россия',
      'Центральный федеральный округ',
      'Московская область',
      'Балашиха',
      'Подольск',
      'Воронежская область',
      'Воронеж',
    ]);
    const byName = new Map(items.map((item) => [item.Name, item]));
    expect(byName.get('Подольск')).toMatchObject({
      Type: 'city',
      OzonClusterID: 4000,
      ParentID: byName.get('Московская область')!.ID,
    });
    expect(byName.get('Россия')).toMatchObject({ ParentID: null, OzonClusterID: null });

    const before = await table();
    expect((await upload(HIERARCHY)).json()).toEqual(items);
    expect(await table()).toEqual(before);
  });

  it('finds by cluster, with the children when asked', async () => {
    expect((await find({ OzonClusterIDs: [4056] })).map((item) => item.Name)).toEqual([
      'Воронежская область',
      'Воронеж',
    ]);
    const [region] = await find({ OzonClusterIDs: [4000] });
    expect((await find({ IDs: [region.ID] })).map((item) => item.Name)).toEqual(['Московская область']);
    expect((await find({ IDs: [region.ID], IncludeChildren: true })).map((item) => item.Name)).toEqual([
      'Московская область',
      'Балашиха',
      'Подольск',
    ]);
  });

  it('replaces the hierarchy: nodes no longer in the file go, renamed ones change', async () => {
    const next = structuredClone(HIERARCHY);
    next[0].nodes![0].nodes![0].nodes = [{ uid: 'RU-MOS-BAL', name: 'Балашиха (г. о.)', type: 'city' }];
    await upload(next);
    const names = (await find()).map((item) => item.Name);
    expect(names).toContain('Балашиха (г. о.)');
    expect(names).not.toContain('Подольск');
  });

  it('says which node of the file is wrong, and keeps what was stored', async () => {
    const before = await table();
    const badType = structuredClone(HIERARCHY);
    badType[0].nodes![0].nodes![1].nodes![0].type = 'town' as never;
    const typeError = await upload(badType);
    expect(typeError.statusCode).toBe(400);
    expect(Object.keys(typeError.json().errors)).toEqual(['[0].nodes[0].nodes[1].nodes[0].type']);

    const twice = structuredClone(HIERARCHY);
    twice[0].nodes![0].nodes![1].nodes![0].uid = 'RU-MOS-BAL';
    const uidError = await upload(twice);
    expect(uidError.statusCode).toBe(400);
    expect(uidError.json().errors).toEqual({
      '[0].nodes[0].nodes[1].nodes[0].uid': ['"RU-MOS-BAL" is used twice (first at [0].nodes[0].nodes[0].nodes[0])'],
    });

    const inverted = structuredClone(HIERARCHY);
    inverted[0].nodes![0].nodes![0].nodes![0].nodes = [{ uid: 'X', name: 'Округ', type: 'federal' }];
    expect(Object.keys((await upload(inverted)).json().errors)).toEqual([
      '[0].nodes[0].nodes[0].nodes[0].nodes[0].type',
    ]);
    expect((await upload([])).statusCode).toBe(400);
    expect(await table()).toEqual(before);
  });

  it('refuses a lone surrogate before writing anything: the stored hierarchy stays', async () => {
    const before = await table();
    expect(before.length).toBeGreaterThan(0);
    const response = await t.call({
      method: 'POST',
      url: '/v1/OzonMasterData/ImportOzonCityHierarchy',
      payload: '[{"uid":"x\\ud800","name":"S","type":"country"}]',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['[0].uid']);
    expect(await table()).toEqual(before);

    // The service checks the whole file itself, whoever calls it, before its transaction begins.
    const direct = cityService({ db: t.database.db }).importHierarchy([
      { uid: 'RU', name: 'Россия', type: 'country', nodes: [{ uid: 'x\ud800', name: 'S', type: 'federal' }] },
    ]);
    await expect(direct).rejects.toMatchObject({ field: '[0].nodes[0].uid', reason: expect.any(String) });
    expect(await table()).toEqual(before);
  });

  it("refuses a tree nested deeper than Ozon's, naming the first node too deep, without a stack overflow", async () => {
    const before = await table();
    const nested = (levels: number): CityHierarchyItem => {
      const root: CityHierarchyItem = { uid: 'L1', name: 'Level 1', type: 'country' };
      let node = root;
      for (let level = 2; level <= levels; level++) {
        node.nodes = [{ uid: `L${level}`, name: `Level ${level}`, type: 'city' }];
        node = node.nodes[0];
      }
      return root;
    };
    const deep = await upload([nested(700)]);
    expect(deep.statusCode).toBe(400);
    expect(deep.json().errors).toEqual({
      [`[0]${'.nodes[0]'.repeat(8)}`]: ["is nested 9 levels deep; at most 8 are allowed (Ozon's file has 4)"],
    });
    // Eight levels pass the depth check; the kinds (four of them) are what refuses such a tree then.
    const eight = await upload([nested(8)]);
    expect(Object.keys(eight.json().errors)).toEqual([`[0]${'.nodes[0]'.repeat(2)}.type`]);
    expect(await table()).toEqual(before);
  });
});
