import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerCalendar } from '../../contracts/sellerCalendar.js';
import { seedDemoCatalogue } from '../demo/seedCatalogue.js';
import type { Shipment, UpdateShipmentsResult } from '../../contracts/shipments.js';
import type { OzonSupplyOrderPage, SupplyOrderImportResult } from '../../contracts/supplyOrders.js';
import type {
  RegistrationRunResult,
  SupplyRegistrationTask,
  SupplyRegistrationTaskInput,
} from '../../contracts/supplyRegistration.js';
import { draftsOf } from '../../sandbox/world/supplyDrafts.js';
import { warehouseLoadKind } from '../../sandbox/world/supplyWarehouseLoad.js';
import type { World } from '../../sandbox/world/world.js';
import { SUPPLY_METHODS } from '../ozon/api/supplies.js';
import { httpTransport, OzonApiError, type OzonTransport } from '../ozon/transport.js';
import { postJson } from '../test/postJson.js';
import { buildDemoTestApp } from '../test/testApp.js';
import { runRegistrationTasks } from './registrationRobot.js';

const calendar = sellerCalendar();
const today = () => calendar.dayOf(new Date());

describe('FBO supplies: supply orders and the slot robot against the sandbox', () => {
  let t: Awaited<ReturnType<typeof buildDemoTestApp>>;
  let world: World;
  // The sandbox's draft clock: each test that makes drafts starts a minute later (Ozon: 2 drafts a minute).
  let shift = 0;
  const nextMinute = async () => {
    shift += 61_000;
    await t.database.db.deleteFrom('ozon_supply_draft_calls').execute();
  };
  // A transport without the client's own pacing: the sandbox's limits are what the tests move past.
  let ozon: OzonTransport;
  let target: { id: number; name: string };
  let products: Record<string, number>;

  const call = postJson(() => t);
  const findOrders = (body: object) => call<OzonSupplyOrderPage>('/v1/OzonSupplyOrder/FindOzonSupplyOrders', body);
  const addTask = (task: Partial<SupplyRegistrationTaskInput>) =>
    call<number>('/v1/OzonSupplyOrder/AddOzonSupplyRegistrationTask', {
      Products: products,
      MinDate: calendar.addDays(today(), 2),
      MaxDate: calendar.addDays(today(), 20),
      TimeReserveInHours: 24,
      TargetWarehouseID: target.id,
      DropOffWarehouseIDs: [target.id],
      ...task,
    });
  const taskOf = async (id: number): Promise<SupplyRegistrationTask> =>
    (
      await call<{ Items: SupplyRegistrationTask[] }>('/v1/OzonSupplyOrder/FindOzonSupplyRegistrationTasks', {
        IDs: [id],
        IncludeFinished: true,
        IncludeOutdated: true,
        IncludeDisabled: true,
        MaxRunCount: null,
      })
    ).Items[0]!;
  const createdOrders = () => draftsOf(world).visibleOrders().length;
  const robot = (worker: string, extra: Partial<Parameters<typeof runRegistrationTasks>[2]> = {}) =>
    runRegistrationTasks(t.database.db, ozon, {
      worker,
      calendar,
      poll: { intervalMs: 200, timeoutMs: 10_000 },
      ...extra,
    });

  /** A robot run in a process that dies right after Ozon took its supply request, its lease left to run out. */
  const runUntilSupplyRequested = () => {
    const killed = new AbortController();
    const dying: OzonTransport = {
      ...ozon,
      async post(path, body, schema, options) {
        const answer = await ozon.post(path, body, schema, options);
        if (path === SUPPLY_METHODS.supplyCreate) killed.abort(new Error('killed'));
        killed.signal.throwIfAborted();
        return answer;
      },
    };
    return runRegistrationTasks(t.database.db, dying, {
      worker: 'dead',
      calendar,
      leaseMs: 300,
      signal: killed.signal,
    });
  };

  beforeAll(async () => {
    // The sandbox lives at the same "now" as the server, so the robot's days are Ozon's days.
    t = await buildDemoTestApp({ SANDBOX_NOW: new Date().toISOString() });
    world = t.ozon.demoWorld!;
    const store = draftsOf(world);
    store.clock = () => Date.now() + shift;
    ozon = httpTransport(t.ozon.credentials, { methodLimits: {} });
    await seedDemoCatalogue(t.database.db, world);
    await call('/v1/Warehouse/ImportOzonWarehouses', undefined, 204);
    await call('/v1/OzonProduct/ImportOzonProducts');
    await call('/v1/OzonSupplyOrder/UpdateOzonSupplyOrders');

    // A target that always takes the whole draft: the only storage warehouse of its cluster, and open.
    const cluster = world.clusters.find((candidate) => {
      const storage = candidate.warehouses.filter((warehouse) => warehouse.acceptsSupplies);
      return (
        storage.length === 1 && storage[0]!.type === 'FULL_FILLMENT' && warehouseLoadKind(world, storage[0]!) === 'open'
      );
    })!;
    const ozonId = cluster.warehouses.find((warehouse) => warehouse.acceptsSupplies)!.id;
    target = await t.database.db
      .selectFrom('ozon_warehouses')
      .select(['id', 'name'])
      .where('ozon_id', '=', ozonId)
      .executeTakeFirstOrThrow();
    const cards = await t.database.db
      .selectFrom('ozon_products')
      .select('product_package_id')
      .where('sku', 'is not', null)
      .orderBy('product_package_id')
      .limit(2)
      .execute();
    products = Object.fromEntries(cards.map((card, index) => [String(card.product_package_id), 10 + index]));
  });
  afterAll(() => t.close());

  it("imports every supply order with its items and Ozon's warehouse load; a second import changes nothing", async () => {
    const again = await call<SupplyOrderImportResult>('/v1/OzonSupplyOrder/UpdateOzonSupplyOrders');
    expect(again.OrderCount).toBeGreaterThan(10);
    expect(again.UpdatedOrderCount).toBe(0);
    expect(again.WarehouseLoadCount).toBeGreaterThan(5);
    // The SKUs without a card of the seller, each named once, in order.
    const unjoined = await t.database.db
      .selectFrom('ozon_supply_order_items')
      .select('sku')
      .where('product_package_id', 'is', null)
      .execute();
    expect(again.MissingProductPackageSkus).toEqual(
      [...new Set(unjoined.map((row) => Number(row.sku)))].sort((a, b) => a - b),
    );

    const page = await findOrders({ Count: 5 });
    expect(page.TotalCount).toBe(again.OrderCount);
    const order = page.Items[0]!;
    expect(order.OrderItems.length).toBeGreaterThan(0);
    expect(order.TotalQuantity).toBe(order.OrderItems.reduce((sum, item) => sum + item.Quantity, 0));
    expect(order.OrderItems.every((item) => item.OzonWarehouseOzonID > 0)).toBe(true);
    expect(page.StateCounts.reduce((sum, entry) => sum + entry.Count, 0)).toBe(page.TotalCount);

    const completed = await findOrders({ States: [8], Count: 100, IncludeItems: false });
    expect(completed.Items.every((item) => item.State === 8 && item.OrderItems.length === 0)).toBe(true);
    expect(completed.TotalCount).toBe(page.StateCounts.find((entry) => entry.State === 8)?.Count ?? 0);
  });

  it('derives shipments from the supply orders: by day, channel and drop-off, without cancelled orders', async () => {
    expect(await call<UpdateShipmentsResult>('/v1/Shipment/UpdateShipments')).toMatchObject({
      UpdatedShipmentCount: 0,
    });
    const page = await call<{ TotalCount: number; Items: Shipment[] }>('/v1/Shipment/FindShipments', { Count: 1000 });
    expect(page.TotalCount).toBeGreaterThan(0);
    const orders = (await findOrders({ Count: 1000, IncludeItems: false })).Items;
    const byId = new Map(orders.map((order) => [order.ID, order]));
    const shipped = page.Items.flatMap((shipment) =>
      shipment.Supplies.map((supply) => byId.get(supply.SupplyOrderID)!),
    );
    expect(shipped.every((order) => order.TimeslotFrom !== null && order.State !== 10)).toBe(true);
    expect(new Set(shipped.map((order) => order.ID)).size).toBe(shipped.length);
    for (const shipment of page.Items) {
      expect(
        shipment.Supplies.every((supply) => calendar.dayOf(new Date(supply.TimeslotFrom!)) === shipment.Date),
      ).toBe(true);
      expect(shipment.Packages.reduce((sum, entry) => sum + entry.Quantity, 0)).toBe(shipment.TotalQuantity);
      expect(shipment.PackagingCost).toBeNull();
    }
    const dates = page.Items.map((shipment) => shipment.Date);
    expect(dates).toEqual([...dates].sort().reverse());
    const later = await call<{ Items: Shipment[] }>('/v1/Shipment/FindShipments', { DateFrom: dates[0], Count: 10 });
    expect(later.Items.every((shipment) => shipment.Date >= dates[0]!)).toBe(true);
  });

  it('keeps a cross-dock warehouse set by hand through later imports, and names a missing parameter', async () => {
    const [order] = (await findOrders({ Count: 1 })).Items;
    await call(
      `/v1/OzonSupplyOrder/UpdateOzonSupplyOrderCrossDockWarehouse?supplyOrderID=${order!.ID}&warehouseID=${target.id}`,
      undefined,
      204,
    );
    await call('/v1/OzonSupplyOrder/UpdateOzonSupplyOrders');
    const [after] = (await findOrders({ Count: 1 })).Items;
    expect(after!.OzonCrossDockWarehouse).toEqual({ ID: target.id, Name: target.name });

    const missing = await t.call({
      method: 'POST',
      url: `/v1/OzonSupplyOrder/UpdateOzonSupplyOrderCrossDockWarehouse?supplyOrderID=${order!.ID}`,
    });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toContain('warehouseID');
    const unknown = await t.call({
      method: 'POST',
      url: `/v1/OzonSupplyOrder/UpdateOzonSupplyOrderCrossDockWarehouse?supplyOrderID=999999&warehouseID=${target.id}`,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a task with a window that is over, unknown packages or no drop-off, naming the field', async () => {
    const refused = async (task: Partial<SupplyRegistrationTaskInput>, field: string) => {
      const response = await t.call({
        method: 'POST',
        url: '/v1/OzonSupplyOrder/AddOzonSupplyRegistrationTask',
        payload: {
          Products: products,
          MinDate: today(),
          MaxDate: today(),
          TargetWarehouseID: target.id,
          DropOffWarehouseIDs: [target.id],
          ...task,
        },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(JSON.stringify(response.json())).toContain(field);
    };
    await refused({ MinDate: '2020-01-01', MaxDate: '2020-01-02' }, 'MaxDate');
    await refused({ MaxDate: calendar.addDays(today(), -1) }, 'MaxDate');
    await refused({ Products: { '999999': 5 } }, 'Products');
    await refused({ Products: {} }, 'Products');
    await refused({ DropOffWarehouseIDs: [] }, 'DropOffWarehouseIDs');
    await refused({ TargetWarehouseID: 999_999 }, 'TargetWarehouseID');
  });

  it('books a task whose window holds a free slot, and the supply then comes with the supply-order sync', async () => {
    await nextMinute();
    const before = createdOrders();
    const id = await addTask({});
    const run = await call<RegistrationRunResult>('/v1/OzonSupplyOrder/RunOzonSupplyRegistrationTasks');
    expect(run.Booked).toEqual([id]);

    const task = await taskOf(id);
    expect(task).toMatchObject({ Finished: true, Outdated: false, RunCount: 1 });
    expect(task.LastRun?.Outcome).toBe('Booked');
    const item = task.Items[0]!;
    expect(item).toMatchObject({
      HasCreateDraftOperationID: true,
      HasCreateSupplyOperationID: true,
      SupplyStatus: 'SUCCESS',
    });
    // The slot keeps the reserve and lies in the window.
    expect(Date.parse(item.TimeslotFrom!)).toBeGreaterThanOrEqual(Date.now() + 24 * 3_600_000 - 120_000);
    expect(createdOrders()).toBe(before + 1);

    // Finished tasks are not in the default list; a second run does not touch it.
    const defaults = await call<{ Items: SupplyRegistrationTask[] }>(
      '/v1/OzonSupplyOrder/FindOzonSupplyRegistrationTasks',
      {},
    );
    expect(defaults.Items.map((entry) => entry.ID)).not.toContain(id);
    await call('/v1/OzonSupplyOrder/RunOzonSupplyRegistrationTasks');
    expect((await taskOf(id)).RunCount).toBe(1);

    await call('/v1/OzonSupplyOrder/UpdateOzonSupplyOrders');
    const booked = await findOrders({ Count: 1000, IncludeItems: true });
    const order = booked.Items.find((entry) => entry.OzonOrderID === item.OzonSupplyOrderID)!;
    expect(order.OzonWarehouse?.ID).toBe(target.id);
    expect(order.State).toBe(1);
    expect(
      Object.fromEntries(order.OrderItems.map((entry) => [String(entry.ProductPackageID), entry.Quantity])),
    ).toEqual(products);
  });

  it('keeps trying a task whose window has no free slot, and marks it outdated once the window is over', async () => {
    await nextMinute();
    // Ozon never books today: a window of today alone has no slot.
    const id = await addTask({ MinDate: today(), MaxDate: today() });
    expect((await robot('worker-a')).Booked).toEqual([]);
    let task = await taskOf(id);
    expect(task).toMatchObject({ Finished: false, Outdated: false, RunCount: 1 });
    expect(task.LastRun?.Outcome).toBe('NoSlot');

    const tomorrow = new Date(calendar.dayStart(calendar.addDays(today(), 1)).getTime() + 3_600_000);
    const later = await robot('worker-a', { now: () => tomorrow });
    expect(later.Outdated).toEqual([id]);
    task = await taskOf(id);
    expect(task).toMatchObject({ Finished: false, Outdated: true, RunCount: 2 });
    expect(task.LastRun?.Outcome).toBe('Outdated');
    const runs = await call<{ Items: { Outcome: string }[] }>(
      '/v1/OzonSupplyOrder/FindOzonSupplyRegistrationTaskRuns',
      {
        TaskID: id,
      },
    );
    expect(runs.Items.map((run) => run.Outcome)).toEqual(['Outdated', 'NoSlot']);
  });

  it('completes a booking cut off after Ozon took the request, without a second supply', async () => {
    await nextMinute();
    const before = createdOrders();
    const id = await addTask({});
    // The process dies right after Ozon received the supply request: its answer never arrives.
    await expect(runUntilSupplyRequested()).rejects.toThrow('killed');
    let task = await taskOf(id);
    expect(task.Finished).toBe(false);
    expect(task.Items[0]!.HasCreateSupplyOperationID).toBe(true);
    // Ozon has the supply in the making.
    const draftId = task.Items[0]!.DraftID!;
    expect(draftsOf(world).orderOf(draftId)).toBeDefined();

    // A new process, once the dead one's lease has run out, settles the stored request.
    await new Promise((resolve) => setTimeout(resolve, 400));
    await nextMinute();
    expect((await robot('restarted')).Booked).toEqual([id]);
    task = await taskOf(id);
    expect(task).toMatchObject({ Finished: true, RunCount: 1 });
    expect(task.Items[0]!.OzonSupplyOrderID).toBe(draftsOf(world).orderOf(draftId)!.orderId);
    expect(createdOrders()).toBe(before + 1);
  });

  it('lets only one of two processes book a task', async () => {
    await nextMinute();
    const before = createdOrders();
    const id = await addTask({});
    const [first, second] = await Promise.all([robot('process-1'), robot('process-2')]);
    expect([...first.Booked, ...second.Booked]).toEqual([id]);
    expect([...first.Skipped, ...second.Skipped]).toEqual([id]);
    expect(createdOrders()).toBe(before + 1);
    expect((await taskOf(id)).RunCount).toBe(1);
  });

  it('lets only one of two processes take over a booking cut off midway', async () => {
    await nextMinute();
    const before = createdOrders();
    const id = await addTask({});
    await expect(runUntilSupplyRequested()).rejects.toThrow('killed');
    await new Promise((resolve) => setTimeout(resolve, 400));
    const results = await Promise.all([robot('process-1'), robot('process-2'), robot('process-3')]);
    expect(results.flatMap((result) => result.Booked)).toEqual([id]);
    expect(createdOrders()).toBe(before + 1);
  });

  it("logs Ozon's refusal as the run's reason: the method and Ozon's message", async () => {
    await nextMinute();
    const id = await addTask({});
    const refusing: OzonTransport = {
      ...ozon,
      post: (path, body, schema, options) =>
        path === SUPPLY_METHODS.directDraft
          ? Promise.reject(new OzonApiError(`POST ${path}`, 400, 3, 'cluster is closed for supplies'))
          : ozon.post(path, body, schema, options),
    };
    await runRegistrationTasks(t.database.db, refusing, { worker: 'worker-a', calendar });
    const task = await taskOf(id);
    expect(task).toMatchObject({ Finished: false, RunCount: 1 });
    expect(task.LastRun).toMatchObject({ Outcome: 'Failed' });
    expect(task.LastRun!.Message).toContain(SUPPLY_METHODS.directDraft);
    expect(task.LastRun!.Message).toContain('cluster is closed for supplies');
    await call('/v1/OzonSupplyOrder/ChangeOzonSupplyRegistrationTasksState', { TaskIDs: [id], Enabled: false });
  });

  it("stops a task whose product Ozon refuses with Ozon's reason, one draft spent; switched on again, it is tried", async () => {
    await nextMinute();
    // A package whose card Ozon no longer takes (archived, out of the assortment): its SKU is refused.
    const [refusedCard] = await t.database.db
      .selectFrom('ozon_products')
      .select(['product_package_id', 'sku'])
      .where('sku', 'is not', null)
      .orderBy('product_package_id', 'desc')
      .limit(1)
      .execute();
    const setSku = (sku: number | null) =>
      t.database.db
        .updateTable('ozon_products')
        .set({ sku })
        .where('product_package_id', '=', refusedCard!.product_package_id)
        .execute();
    await setSku(987_654_321);
    try {
      const id = await addTask({ Products: { [String(refusedCard!.product_package_id)]: 3 } });
      const draftCalls = async () =>
        Number(
          (
            await t.database.db
              .selectFrom('ozon_supply_draft_calls')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      await robot('worker-a');
      const task = await taskOf(id);
      expect(task.LastRun?.Outcome).toBe('Refused');
      expect(task.StoppedReason).toContain('SKU 987654321');
      expect(task.StoppedReason).toContain('Товарный состав не найден');
      expect(await draftCalls()).toBe(1);

      // Stopped: the next runs spend nothing on it (before: a draft per drop-off every two minutes).
      await nextMinute();
      await robot('worker-a');
      expect((await taskOf(id)).RunCount).toBe(1);
      expect(await draftCalls()).toBe(0);

      // The seller fixed the card and switches the task on again: the robot tries it once more.
      await setSku(refusedCard!.sku);
      await call('/v1/OzonSupplyOrder/ChangeOzonSupplyRegistrationTasksState', { TaskIDs: [id], Enabled: true });
      expect((await taskOf(id)).StoppedReason).toBeNull();
      expect((await robot('worker-a')).Booked).toEqual([id]);
    } finally {
      await setSku(refusedCard!.sku);
    }
  });

  it("paces the supplies like the drafts, and takes Ozon's 429 as a wait, not a failure", async () => {
    await nextMinute();
    const before = createdOrders();
    const id = await addTask({});
    // Two supplies asked this minute already (other tasks settling together): Ozon allows two a minute.
    await t.database.db
      .insertInto('ozon_supply_draft_calls')
      .values([
        { at: new Date(), kind: 'supply' },
        { at: new Date(), kind: 'supply' },
      ])
      .execute();
    await robot('worker-a');
    let task = await taskOf(id);
    expect(task.LastRun).toMatchObject({ Outcome: 'Waiting' });
    expect(task.LastRun!.Message).toContain("Ozon's limit on supplies from drafts");
    expect(createdOrders()).toBe(before);

    // Ozon's own limit says no all the same (another app on the cabinet): the task waits for the next run.
    await nextMinute();
    const limited: OzonTransport = {
      ...ozon,
      post: (path, body, schema, options) =>
        path === SUPPLY_METHODS.supplyCreate
          ? Promise.reject(
              new OzonApiError(`POST ${path}`, 429, 8, 'You have reached the limit of supplies created from drafts'),
            )
          : ozon.post(path, body, schema, options),
    };
    await runRegistrationTasks(t.database.db, limited, {
      worker: 'worker-a',
      calendar,
      poll: { intervalMs: 200, timeoutMs: 10_000 },
    });
    task = await taskOf(id);
    expect(task).toMatchObject({ Finished: false, StoppedReason: null });
    expect(task.LastRun).toMatchObject({ Outcome: 'Waiting' });
    expect(task.LastRun!.Message).toContain('limit of supplies created from drafts');

    await nextMinute();
    expect((await robot('worker-a')).Booked).toEqual([id]);
    expect(createdOrders()).toBe(before + 1);
  });

  it('enables and disables several tasks at once, all or none', async () => {
    const ids = [await addTask({}), await addTask({})];
    const disabled = await call<number>('/v1/OzonSupplyOrder/ChangeOzonSupplyRegistrationTasksState', {
      TaskIDs: ids,
      Enabled: false,
    });
    expect(disabled).toBe(2);
    const visible = await call<{ Items: SupplyRegistrationTask[] }>(
      '/v1/OzonSupplyOrder/FindOzonSupplyRegistrationTasks',
      {},
    );
    expect(visible.Items.map((task) => task.ID)).not.toContain(ids[0]);
    const unknown = await t.call({
      method: 'POST',
      url: '/v1/OzonSupplyOrder/EnableOzonSupplyRegistrationTasks',
      payload: { TaskIDs: [ids[0], 999_999] },
    });
    expect(unknown.statusCode).toBe(404);
    expect((await taskOf(ids[0]!)).Enabled).toBe(false);
    expect(await call<number>('/v1/OzonSupplyOrder/EnableOzonSupplyRegistrationTasks', { TaskIDs: ids })).toBe(2);
    expect((await taskOf(ids[1]!)).Enabled).toBe(true);
    await sql`DELETE FROM ozon_supply_registration_tasks WHERE id = ANY(${ids}::integer[])`.execute(t.database.db);
  });
});
