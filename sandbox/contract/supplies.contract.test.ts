import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPLY_METHODS, SUPPLY_ORDER_STATES, supplyApi } from '../../server/ozon/api/supplies.js';
import { supplyDraftApi } from '../../server/ozon/api/supplyDrafts.js';
import { collect } from '../../server/ozon/paging.js';
import { httpTransport, OzonApiError } from '../../server/ozon/transport.js';
import { supplyHistory } from '../world/supplies.js';
import { DRAFT_LIFETIME_MS, draftsOf, type DraftStore } from '../world/supplyDrafts.js';
import { warehouseLoadKind } from '../world/supplyWarehouseLoad.js';
import { World } from '../world/world.js';
import { startContractSandbox, TEST_CABINET, TEST_NOW, type ContractSandbox } from './harness.js';

describe('supplies and supply drafts: sandbox and client against the contract', () => {
  let sandbox: ContractSandbox;
  let supplies: ReturnType<typeof supplyApi>;
  let drafts: ReturnType<typeof supplyDraftApi>;
  let store: DraftStore;
  let world: World;
  // The draft store's clock: drafts expire and limits refill only when a test moves it.
  let now = Date.now();
  const tick = (ms: number) => (now += ms);
  // Each test that makes drafts starts a minute later, so the limit of 2 a minute bites only where meant.
  const nextMinute = () => tick(61_000);
  const items = async (count: number) => {
    const [order] = await supplies.getOrders((await supplies.listPage(listAll(1))).order_ids);
    const bundle = await supplies.allBundleItems([order.supplies[0].bundle_id]);
    return bundle.slice(0, count).map((item) => ({ sku: item.sku, quantity: 20 }));
  };
  const listAll = (limit: number, lastId?: string) => ({
    filter: {},
    limit,
    sort_by: 'ORDER_CREATION' as const,
    ...(lastId ? { last_id: lastId } : {}),
  });

  beforeAll(async () => {
    sandbox = await startContractSandbox();
    // The sandbox's own limits are under test: the client's pacing and retries would hide them.
    const ozon = httpTransport({ baseUrl: sandbox.url, ...TEST_CABINET }, { methodLimits: {}, retry: false });
    supplies = supplyApi(ozon);
    drafts = supplyDraftApi(ozon);
    world = sandbox.app.worldOf(TEST_CABINET.clientId);
    store = draftsOf(world);
    store.clock = () => now;
  });
  afterAll(() => sandbox.close());

  it('lists every supply order exactly once, page after page', async () => {
    const all = await supplies.allOrderIds();
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBe(supplyHistory(world).length);
    const paged: string[] = [];
    for (let lastId = ''; ;) {
      const page = await supplies.listPage(listAll(7, lastId));
      paged.push(...page.order_ids);
      if (!page.last_id) break;
      lastId = page.last_id;
    }
    expect(paged).toEqual(all);
    const newestFirst = await supplies.allOrderIds({ sortDir: 'DESC' });
    expect(newestFirst).toEqual([...all].reverse());
  });

  it('has orders in every state, and the state filter returns only those', async () => {
    for (const state of SUPPLY_ORDER_STATES.filter((value) => value !== 'UNSPECIFIED')) {
      const ids = await supplies.allOrderIds({ states: [state] });
      expect(ids.length, state).toBeGreaterThan(0);
      const orders = await supplies.getOrders(ids);
      expect(orders.every((order) => order.state === state && order.supplies[0].state === state)).toBe(true);
    }
  });

  it('describes orders: dates up to now, timeslots, cross-docking through a drop-off point', async () => {
    const orders = (await collect(supplies.allOrders({ sortBy: 'TIMESLOT_FROM_UTC' }))).flat();
    expect(orders.length).toBe(supplyHistory(world).length);
    const slots = orders.map((order) => Date.parse(order.timeslot!.timeslot.from));
    expect(slots).toEqual([...slots].sort((a, b) => a - b));
    for (const order of orders) {
      expect(Date.parse(order.created_date)).toBeLessThanOrEqual(TEST_NOW.getTime());
      expect(Date.parse(order.state_updated_date)).toBeLessThanOrEqual(TEST_NOW.getTime());
      const [supply] = order.supplies;
      const sameWarehouse = order.dropoff_warehouse!.warehouse_id === supply.storage_warehouse.warehouse_id;
      expect(sameWarehouse).toBe(!supply.is_crossdock);
    }
    const crossdock = orders.filter((order) => order.supplies[0].is_crossdock);
    expect(crossdock.length).toBeGreaterThan(orders.length / 5);
    expect(new Set(orders.map((order) => order.supplies[0].storage_warehouse.name)).size).toBeGreaterThan(5);
  });

  it('serves the items of a supply page by page, searchable and sorted', async () => {
    const [order] = await supplies.getOrders([(await supplies.allOrderIds())[3]]);
    const bundleId = order.supplies[0].bundle_id;
    const all = await supplies.allBundleItems([bundleId]);
    expect(all.length).toBeGreaterThanOrEqual(6);
    expect(all.every((item) => item.sku > 0 && item.quantity > 0 && item.offer_id && item.name)).toBe(true);
    const paged = [];
    for (let lastId = ''; ;) {
      const page = await supplies.bundlePage({ bundle_ids: [bundleId], limit: 5, ...(lastId && { last_id: lastId }) });
      expect(page.total_count).toBe(all.length);
      paged.push(...page.items);
      if (!page.has_next) break;
      lastId = page.last_id;
    }
    expect(paged).toEqual(all);
    const byQuantity = await supplies.allBundleItems([bundleId], { sort_field: 'QUANTITY', is_asc: true });
    const quantities = byQuantity.map((item) => item.quantity);
    expect(quantities).toEqual([...quantities].sort((a, b) => a - b));
    const found = await supplies.allBundleItems([bundleId], { query: all[0].offer_id });
    expect(found.map((item) => item.sku)).toContain(all[0].sku);
  });

  it('makes a direct supply: draft, calculation, timeslot, supply order in the list', async () => {
    nextMinute();
    const cluster = world.clusters[0];
    const wanted = [...(await items(3)), { sku: 999, quantity: 5 }];
    const created = await drafts.createDirect({ clusterId: cluster.macrolocalId, items: wanted });
    expect(created.draft_id).toBeGreaterThan(0);
    expect(created.errors[0].items_validation[0].rejected_items).toEqual([
      { sku: 999, reasons: ['ITEM_REJECTION_REASON_OUT_OF_ASSORTMENT'] },
    ]);
    expect((await drafts.info(created.draft_id)).status).toBe('IN_PROGRESS');
    tick(1_500);
    const info = await drafts.waitForCalculation(created.draft_id);
    expect(info.status).toBe('SUCCESS');
    const warehouse = info.clusters[0].warehouses.find((item) => item.availability_status.state === 'FULL_AVAILABLE')!;
    const target = {
      draftId: created.draft_id,
      supplyType: 'DIRECT' as const,
      clusterId: cluster.macrolocalId,
      warehouseId: warehouse.storage_warehouse.warehouse_id,
    };
    const slots = await drafts.timeslots({ ...target, dateFrom: '2026-11-01', dateTo: '2026-11-14' });
    expect(slots.error_reason).toBe('UNSPECIFIED');
    const days = slots.result!.drop_off_warehouse_timeslots.days;
    expect(days.length).toBeGreaterThan(3);
    expect(days[0].date_in_timezone.slice(0, 10) > '2026-11-01').toBe(true);
    const timeslot = days[0].timeslots[0];
    expect((await drafts.createSupply({ ...target, timeslot })).error_reasons).toEqual([]);
    expect((await drafts.createStatus(created.draft_id)).status).toBe('IN_PROGRESS');
    tick(1_500);
    const status = await drafts.waitForSupply(created.draft_id);
    expect(status.status).toBe('SUCCESS');
    const orderId = String(status.order_id);
    expect(await supplies.allOrderIds({ states: ['DATA_FILLING'] })).toContain(orderId);
    const [order] = await supplies.getOrders([orderId]);
    expect(order.state).toBe('DATA_FILLING');
    expect(Date.parse(order.timeslot!.timeslot.from)).toBe(Date.parse(timeslot.from_in_timezone));
    const bundle = await supplies.allBundleItems([order.supplies[0].bundle_id], { sort_field: 'SKU', is_asc: true });
    expect(bundle.map(({ sku, quantity }) => ({ sku, quantity }))).toEqual(
      wanted.filter((item) => item.sku !== 999).sort((a, b) => a.sku - b.sku),
    );
    expect((await drafts.createSupply({ ...target, timeslot })).error_reasons).toEqual(['ORDER_ALREADY_CREATED']);
  });

  it('makes a cross-dock supply through a Moscow drop-off point to a far cluster', async () => {
    nextMinute();
    const dropoff = world.clusters[0].warehouses.find((warehouse) => warehouse.type === 'SORTING_CENTER')!;
    const cluster = world.clusters.find((candidate) => candidate.name === 'Новосибирск')!;
    const created = await drafts.createCrossdock({
      clusterId: cluster.macrolocalId,
      items: await items(2),
      dropoffWarehouseId: dropoff.id,
      dropoffWarehouseType: 'SORTING_CENTER',
    });
    expect(created.errors).toEqual([]);
    tick(1_500);
    const info = await drafts.waitForCalculation(created.draft_id);
    expect(info.clusters[0].supply_type).toBe('CROSSDOCK');
    const target = {
      draftId: created.draft_id,
      supplyType: 'CROSSDOCK' as const,
      clusterId: cluster.macrolocalId,
      warehouseId: info.clusters[0].warehouses[0].storage_warehouse.warehouse_id,
    };
    const slots = await drafts.timeslots({ ...target, dateFrom: '2026-11-02', dateTo: '2026-11-20' });
    // The slots are the drop-off point's, in Moscow time, not Novosibirsk's.
    expect(slots.result!.drop_off_warehouse_timeslots.warehouse_timezone).toBe('Europe/Moscow');
    const timeslot = slots.result!.drop_off_warehouse_timeslots.days[0].timeslots[0];
    expect(timeslot.from_in_timezone).toMatch(/\+03:00$/);
    await drafts.createSupply({ ...target, timeslot });
    tick(1_500);
    const [order] = await supplies.getOrders([String((await drafts.waitForSupply(created.draft_id)).order_id)]);
    expect(order.supplies[0].is_crossdock).toBe(true);
    expect(order.dropoff_warehouse!.warehouse_id).toBe(dropoff.id);
    expect(order.supplies[0].storage_warehouse.warehouse_id).toBe(target.warehouseId);
  });

  it('answers the third draft within a minute with 429, and takes one a minute later', async () => {
    nextMinute();
    const request = { clusterId: world.clusters[1].macrolocalId, items: await items(1) };
    await drafts.createDirect(request);
    await drafts.createDirect(request);
    const refused = await drafts.createDirect(request).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(OzonApiError);
    expect((refused as OzonApiError).status).toBe(429);
    expect((refused as OzonApiError).code).toBe(8);
    expect((refused as OzonApiError).retryAfterMs).toBeGreaterThan(0);
    tick(61_000);
    expect((await drafts.createDirect(request)).draft_id).toBeGreaterThan(0);
  });

  it('forgets a draft after 30 minutes, with the documented DRAFT_DOES_NOT_EXIST', async () => {
    nextMinute();
    const cluster = world.clusters[2];
    const { draft_id: draftId } = await drafts.createDirect({ clusterId: cluster.macrolocalId, items: await items(2) });
    tick(DRAFT_LIFETIME_MS - 5_000);
    expect((await drafts.info(draftId)).status).toBe('SUCCESS');
    tick(10_000);
    const gone = await drafts.info(draftId).catch((error: unknown) => error);
    expect((gone as OzonApiError).status).toBe(404);
    expect((gone as OzonApiError).ozonMessage).toMatch(/DRAFT_DOES_NOT_EXIST/);
    const target = { draftId, supplyType: 'DIRECT' as const, clusterId: cluster.macrolocalId, warehouseId: 1 };
    expect((await drafts.createSupply(target)).error_reasons).toEqual(['DRAFT_DOES_NOT_EXIST']);
    expect(await drafts.createStatus(draftId)).toMatchObject({
      status: 'FAILED',
      error_reasons: ['DRAFT_DOES_NOT_EXIST'],
    });
  });

  it('answers unknown drafts, clusters and too long periods as documented', async () => {
    const unknown = await drafts.info(12345).catch((error: unknown) => error);
    expect((unknown as OzonApiError).status).toBe(404);
    const target = { draftId: 12345, supplyType: 'DIRECT' as const, clusterId: 1, warehouseId: 1 };
    const noSlots = await drafts.timeslots({ ...target, dateFrom: '2026-11-02', dateTo: '2026-11-03' }).catch((e) => e);
    expect((noSlots as OzonApiError).status).toBe(404);
    nextMinute();
    const noCluster = await drafts.createDirect({ clusterId: 424242, items: [{ sku: 1, quantity: 1 }] });
    expect(noCluster).toMatchObject({ draft_id: 0, errors: [{ macrolocal_cluster_ids: ['424242'] }] });
    const cluster = world.clusters[0];
    const { draft_id: draftId } = await drafts.createDirect({ clusterId: cluster.macrolocalId, items: await items(1) });
    tick(1_500);
    const info = await drafts.info(draftId);
    const warehouseId = info.clusters[0].warehouses[0].storage_warehouse.warehouse_id;
    const far = { draftId, supplyType: 'DIRECT' as const, clusterId: cluster.macrolocalId, warehouseId };
    const tooLong = await drafts.timeslots({ ...far, dateFrom: '2026-11-02', dateTo: '2026-12-31' });
    expect(tooLong.error_reason).toBe('REQUESTED_PERIOD_MORE_THAN_MAX');
    const otherCluster = await drafts.timeslots({
      ...far,
      clusterId: 4242,
      dateFrom: '2026-11-02',
      dateTo: '2026-11-03',
    });
    expect(otherCluster.error_reason).toBe('INVALID_REQUESTED_CLUSTER_IDS');
  });

  it("lists Ozon's open fulfilment warehouses with their capacity, leaving closed ones out", async () => {
    const available = await supplies.availableWarehouses();
    const fulfilment = world.fboWarehouses.filter((warehouse) => warehouse.type === 'FULL_FILLMENT');
    const listed = new Set(available.map((entry) => entry.warehouse.id));
    const closed = fulfilment.filter((warehouse) => warehouseLoadKind(world, warehouse) === 'closed');
    expect(closed.length).toBeGreaterThan(0);
    expect(closed.some((warehouse) => listed.has(warehouse.id))).toBe(false);
    expect(listed.size).toBe(fulfilment.length - closed.length);
    const overloaded = fulfilment.find((warehouse) => warehouseLoadKind(world, warehouse) === 'overloaded')!;
    const entry = available.find((candidate) => candidate.warehouse.id === overloaded.id)!;
    expect(entry.schedule!.capacity[0].value).toBe(0);
    expect(Date.parse(entry.schedule!.date!)).toBeGreaterThan(TEST_NOW.getTime() + 14 * 86_400_000);
  });

  it('gives the same supply orders for the same seed', () => {
    const again = new World(TEST_CABINET, { seed: 20261, scale: 0.2, now: TEST_NOW });
    expect(JSON.stringify(supplyHistory(again))).toBe(JSON.stringify(supplyHistory(world)));
  });

  it('breaks no contract and covers every method of the family', () => {
    expect(sandbox.app.contractViolations).toEqual([]);
    const family = new Set(
      Object.values(SUPPLY_METHODS).map((path) =>
        path === SUPPLY_METHODS.availableWarehouses ? `GET ${path}` : `POST ${path}`,
      ),
    );
    expect([...sandbox.app.exercisedEndpoints].filter((name) => family.has(name)).sort()).toEqual([...family].sort());
  });
});
