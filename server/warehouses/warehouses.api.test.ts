import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OzonWarehouseStatus, OzonWarehouseType } from '../../contracts/enums.js';
import type { OzonWarehouse, OzonWarehouseCluster } from '../../contracts/ozonWarehouses.js';
import { buildDemoTestApp } from '../test/testApp.js';

describe("Ozon's warehouses and clusters", () => {
  let t: Awaited<ReturnType<typeof buildDemoTestApp>>;
  beforeAll(async () => {
    t = await buildDemoTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown = {}) =>
    t.call({ method: 'POST', url: `/v1/Warehouse/${url}`, payload: payload as object });
  const warehouses = async (payload: unknown = {}) =>
    (await post('GetOzonWarehouses', payload)).json<OzonWarehouse[]>();
  const snapshot = async () => ({
    clusters: (await sql`SELECT * FROM ozon_warehouse_clusters ORDER BY id`.execute(t.database.db)).rows,
    warehouses: (await sql`SELECT * FROM ozon_warehouses ORDER BY id`.execute(t.database.db)).rows,
  });

  it('imports every cluster with its warehouses and the own warehouses; a second import changes nothing', async () => {
    expect((await post('ImportOzonWarehouses')).statusCode).toBe(204);
    const world = t.ozon.demoWorld!;
    const all = await warehouses();
    const fboIds = world.fboWarehouses.map((warehouse) => warehouse.id);
    expect(
      all
        .filter((warehouse) => !warehouse.SellerWarehouse)
        .map((warehouse) => warehouse.OzonID)
        .sort(),
    ).toEqual(expect.arrayContaining([...fboIds].sort()));
    expect(
      all
        .filter((warehouse) => warehouse.SellerWarehouse)
        .map((warehouse) => warehouse.Name)
        .sort(),
    ).toEqual(world.fbsWarehouses.map((warehouse) => warehouse.name).sort());
    expect(all.every((warehouse) => warehouse.Status === OzonWarehouseStatus.New)).toBe(true);
    const khorugvino = all.find((warehouse) => warehouse.Name === 'ХОРУГВИНО_РФЦ')!;
    expect(khorugvino.Type).toBe(OzonWarehouseType.Fulfillment);
    expect(khorugvino.Address).toContain('Солнечногорск');
    expect(all.find((warehouse) => warehouse.Name === 'СОФЬИНО_РФЦ')!.Type).toBe(OzonWarehouseType.SortingCenter);

    const before = await snapshot();
    expect((await post('ImportOzonWarehouses')).statusCode).toBe(204);
    expect(await snapshot()).toEqual(before);

    // Each import ran as a job whose progress reached its total.
    const history = (
      await t.call({ method: 'POST', url: '/v1/Job/FindJobs', payload: { Kind: 'ImportOzonWarehouses' } })
    ).json<{ TotalCount: number; Items: { Status: string; Done: number; Total: number; StartedBy: string }[] }>();
    expect(history.TotalCount).toBe(2);
    expect(
      history.Items.every(
        (job) =>
          job.Status === 'Completed' && job.Done === job.Total && job.Total > 0 && job.StartedBy === 'user:seller',
      ),
    ).toBe(true);
  });

  it('answers with the find defaults of the spec: aliases yes, clusters no; clusters with their warehouses', async () => {
    const [first] = await warehouses();
    expect(first.WarehouseCluster).toBeNull();
    const withClusters = await warehouses({ IncludeClusters: true, IDs: [first.ID] });
    expect(withClusters).toHaveLength(1);
    expect(withClusters[0].WarehouseCluster?.ID ?? null).toBe(first.OzonWarehouseClusterID);

    const clusters = (await post('GetOzonWarehouseClusters')).json<OzonWarehouseCluster[]>();
    const moscow = clusters.find((cluster) => cluster.Name.startsWith('Москва'))!;
    expect(moscow.Warehouses.map((warehouse) => warehouse.Name)).toContain('ХОРУГВИНО_РФЦ');
    const sortingOnly = (
      await post('GetOzonWarehouseClusters', { IDs: [moscow.ID], WarehouseTypes: [OzonWarehouseType.SortingCenter] })
    ).json<OzonWarehouseCluster[]>();
    expect(sortingOnly[0].Warehouses.map((warehouse) => warehouse.Name)).toEqual(['СОФЬИНО_РФЦ']);
  });

  it("keeps the seller's aliases, cluster and status through later imports", async () => {
    const target = (await warehouses()).find((warehouse) => warehouse.Name === 'ХОРУГВИНО_РФЦ')!;
    const update = {
      ID: target.ID,
      OzonWarehouseClusterID: target.OzonWarehouseClusterID,
      Standalone: true,
      Aliases: ['Хоругвино', 'Солнечногорск'],
      Status: OzonWarehouseStatus.Ready,
    };
    expect((await post('UpdateOzonWarehouse', update)).statusCode).toBe(204);
    await post('ImportOzonWarehouses');
    const [after] = await warehouses({ IDs: [target.ID] });
    expect(after).toMatchObject({
      Standalone: true,
      Aliases: ['Хоругвино', 'Солнечногорск'],
      Status: OzonWarehouseStatus.Ready,
    });
    expect((await warehouses({ IDs: [target.ID], IncludeAliases: false }))[0].Aliases).toEqual([]);
  });

  it('marks a warehouse Ozon no longer lists as Missing, and New again when it comes back', async () => {
    await sql`INSERT INTO ozon_warehouses (ozon_id, name, status) VALUES (999000111, 'ЗАКРЫТЫЙ_СКЛАД', 1)`.execute(
      t.database.db,
    );
    await post('ImportOzonWarehouses');
    const [closed] = await warehouses({ OzonIDs: [999000111] });
    expect(closed.Status).toBe(OzonWarehouseStatus.Missing);
    const others = (await warehouses()).filter((warehouse) => warehouse.OzonID !== 999000111);
    expect(others.some((warehouse) => warehouse.Status === OzonWarehouseStatus.Missing)).toBe(false);

    // One that was missing and is listed again goes back to New, for the seller to review.
    const back = others.find((warehouse) => warehouse.Name === 'КАЗАНЬ_РФЦ_НОВЫЙ')!;
    await sql`UPDATE ozon_warehouses SET status = 2 WHERE id = ${back.ID}`.execute(t.database.db);
    await post('ImportOzonWarehouses');
    expect((await warehouses({ IDs: [back.ID] }))[0].Status).toBe(OzonWarehouseStatus.New);
  });

  it('refuses bad edits with a 400 or 404 that names the field', async () => {
    const [target] = await warehouses();
    const base = { ID: target.ID, OzonWarehouseClusterID: null, Standalone: false, Aliases: [], Status: 1 };
    const badStatus = await post('UpdateOzonWarehouse', { ...base, Status: 7 });
    expect(badStatus.statusCode).toBe(400);
    expect(Object.keys(badStatus.json().errors)).toEqual(['Status']);
    const twice = await post('UpdateOzonWarehouse', { ...base, Aliases: ['Склад', 'склад'] });
    expect(Object.keys(twice.json().errors)).toEqual(['Aliases']);
    const noCluster = await post('UpdateOzonWarehouse', { ...base, OzonWarehouseClusterID: 987654 });
    expect(noCluster.statusCode).toBe(400);
    expect(Object.keys(noCluster.json().errors)).toEqual(['OzonWarehouseClusterID']);
    expect((await post('UpdateOzonWarehouse', { ...base, ID: 987654 })).statusCode).toBe(404);
  });

  it('sets one status on many warehouses at once, all or nothing', async () => {
    const all = await warehouses();
    const chosen = all.slice(0, 3).map((warehouse) => warehouse.ID);
    const statusOf = async (ids: number[]) => (await warehouses({ IDs: ids })).map((warehouse) => warehouse.Status);
    const before = await statusOf(chosen);

    // An unknown ID: a 404 naming it, and none of the others changed.
    const unknown = await post('UpdateOzonWarehousesStatus', { IDs: [...chosen, 987654], Status: 2 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ type: '/problems/record-not-found', Entity: 'OzonWarehouse', ID: '987654' });
    expect(await statusOf(chosen)).toEqual(before);

    expect(
      (await post('UpdateOzonWarehousesStatus', { IDs: chosen, Status: OzonWarehouseStatus.Ready })).statusCode,
    ).toBe(204);
    expect(await statusOf(chosen)).toEqual(chosen.map(() => OzonWarehouseStatus.Ready));
    const untouched = all.slice(3).map((warehouse) => warehouse.ID);
    expect(await statusOf(untouched)).toEqual(all.slice(3).map((warehouse) => warehouse.Status));

    const refused = async (payload: unknown) => {
      const response = await post('UpdateOzonWarehousesStatus', payload);
      expect(response.statusCode).toBe(400);
      return Object.keys(response.json().errors);
    };
    expect(await refused({ IDs: [], Status: 1 })).toEqual(['IDs']);
    expect(await refused({ IDs: [chosen[0], chosen[0]], Status: 1 })).toEqual(['IDs']);
    expect(await refused({ IDs: chosen, Status: 9 })).toEqual(['Status']);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/v1/Warehouse/UpdateOzonWarehousesStatus',
      payload: { IDs: chosen, Status: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('cross-docking tariffs', () => {
  let t: Awaited<ReturnType<typeof buildDemoTestApp>>;
  beforeAll(async () => {
    t = await buildDemoTestApp();
    await t.call({ method: 'POST', url: '/v1/Warehouse/ImportOzonWarehouses' });
  });
  afterAll(() => t.close());

  const upload = (payload: unknown) =>
    t.call({ method: 'POST', url: '/v1/Warehouse/UpdateOzonCrossDockingPrices', payload: payload as object });
  const stored = async () =>
    (
      await sql<{ x: string; d: string; p: number | null; s: number | null }>`
        SELECT x.name AS x, d.name AS d, pallet_price AS p, small_box_price AS s FROM ozon_cross_docking_prices c
        JOIN ozon_warehouses x ON x.id = c.cross_dock_warehouse_id JOIN ozon_warehouses d ON d.id = c.warehouse_id
        ORDER BY x.name, d.name`.execute(t.database.db)
    ).rows;

  it('stores the lines whose places are warehouses (by name or alias) and names the places that are not', async () => {
    const [khorugvino] = (await t.call({ method: 'POST', url: '/v1/Warehouse/GetOzonWarehouses', payload: {} }))
      .json<OzonWarehouse[]>()
      .filter((warehouse) => warehouse.Name === 'ХОРУГВИНО_РФЦ');
    await t.call({
      method: 'POST',
      url: '/v1/Warehouse/UpdateOzonWarehouse',
      payload: { ...khorugvino, Aliases: ['Хоругвино'] },
    });
    const file = [
      { x: 'хоругвино', d: 'КАЗАНЬ_РФЦ_НОВЫЙ', p: 4200.5, l: 900, m: 600, s: 350.004 },
      { x: 'ХОРУГВИНО_РФЦ', d: 'АДЫГЕЙСК_РФЦ', p: 5100, l: 1100, m: 700, s: 400 },
      { x: 'ПВЗ НА ЛЕНИНА', d: 'КАЗАНЬ_РФЦ_НОВЫЙ', p: 1, l: 1, m: 1, s: 1 },
      { x: 'ХОРУГВИНО_РФЦ', d: 'ТОМСК_РФЦ', p: 1, l: 1, m: 1, s: 1 },
    ];
    const response = await upload(file);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      MissingCrossDockWarehouses: ['ПВЗ НА ЛЕНИНА'],
      MissingWarehouses: ['ТОМСК_РФЦ'],
    });
    expect(await stored()).toEqual([
      { x: 'ХОРУГВИНО_РФЦ', d: 'АДЫГЕЙСК_РФЦ', p: 5100, s: 400 },
      { x: 'ХОРУГВИНО_РФЦ', d: 'КАЗАНЬ_РФЦ_НОВЫЙ', p: 4200.5, s: 350 },
    ]);
    const before = await stored();
    await upload(file);
    expect(await stored()).toEqual(before);
  });

  it('refuses a bad line, naming it, and keeps what was stored', async () => {
    const before = await stored();
    const negative = await upload([{ x: 'ХОРУГВИНО_РФЦ', d: 'АДЫГЕЙСК_РФЦ', p: -1, l: 1, m: 1, s: 1 }]);
    expect(negative.statusCode).toBe(400);
    expect(Object.keys(negative.json().errors)).toEqual(['[0].p']);
    const twice = await upload([
      { x: 'ХОРУГВИНО_РФЦ', d: 'АДЫГЕЙСК_РФЦ', p: 1, l: 1, m: 1, s: 1 },
      { x: 'хоругвино_рфц', d: 'адыгейск_рфц', p: 2, l: 2, m: 2, s: 2 },
    ]);
    expect(twice.json().errors).toEqual({ '[1]': ['repeats line 1 (хоругвино_рфц → адыгейск_рфц)'] });
    expect(await stored()).toEqual(before);
  });
});
