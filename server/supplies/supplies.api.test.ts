import { describe, expect, it } from 'vitest';
import type { Shipment, UpdateShipmentsResult } from '../../contracts/shipments.js';
import type { SupplyOrderImportResult } from '../../contracts/supplyOrders.js';
import type {
  RegistrationRunResult,
  SupplyRegistrationTask,
  SupplyRegistrationTaskInput,
} from '../../contracts/supplyRegistration.js';
import { draftsOf } from '../../sandbox/world/supplyDrafts.js';
import { calendar, supplyWorld, today } from './testing/supplyWorld.js';

describe('FBO supplies: supply orders and the slot robot against the sandbox', () => {
  const w = supplyWorld();
  const { call, findOrders, addTask, taskOf, createdOrders, robot, runUntilSupplyRequested, nextMinute } = w;

  it("imports every supply order with its items and Ozon's warehouse load; a second import changes nothing", async () => {
    const again = await call<SupplyOrderImportResult>('/v1/OzonSupplyOrder/UpdateOzonSupplyOrders');
    expect(again.OrderCount).toBeGreaterThan(10);
    expect(again.UpdatedOrderCount).toBe(0);
    expect(again.WarehouseLoadCount).toBeGreaterThan(5);
    // The SKUs without a card of the seller, each named once, in order.
    const unjoined = await w.t.database.db
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
      `/v1/OzonSupplyOrder/UpdateOzonSupplyOrderCrossDockWarehouse?supplyOrderID=${order!.ID}&warehouseID=${w.target.id}`,
      undefined,
      204,
    );
    await call('/v1/OzonSupplyOrder/UpdateOzonSupplyOrders');
    const [after] = (await findOrders({ Count: 1 })).Items;
    expect(after!.OzonCrossDockWarehouse).toEqual({ ID: w.target.id, Name: w.target.name });

    const missing = await w.t.call({
      method: 'POST',
      url: `/v1/OzonSupplyOrder/UpdateOzonSupplyOrderCrossDockWarehouse?supplyOrderID=${order!.ID}`,
    });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toContain('warehouseID');
    const unknown = await w.t.call({
      method: 'POST',
      url: `/v1/OzonSupplyOrder/UpdateOzonSupplyOrderCrossDockWarehouse?supplyOrderID=999999&warehouseID=${w.target.id}`,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a task with a window that is over, unknown packages or no drop-off, naming the field', async () => {
    const refused = async (task: Partial<SupplyRegistrationTaskInput>, field: string) => {
      const response = await w.t.call({
        method: 'POST',
        url: '/v1/OzonSupplyOrder/AddOzonSupplyRegistrationTask',
        payload: {
          Products: w.products,
          MinDate: today(),
          MaxDate: today(),
          TargetWarehouseID: w.target.id,
          DropOffWarehouseIDs: [w.target.id],
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
    expect(order.OzonWarehouse?.ID).toBe(w.target.id);
    expect(order.State).toBe(1);
    expect(
      Object.fromEntries(order.OrderItems.map((entry) => [String(entry.ProductPackageID), entry.Quantity])),
    ).toEqual(w.products);
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
    expect(draftsOf(w.world).orderOf(draftId)).toBeDefined();

    // A new process, once the dead one's lease has run out, settles the stored request.
    await new Promise((resolve) => setTimeout(resolve, 400));
    await nextMinute();
    expect((await robot('restarted')).Booked).toEqual([id]);
    task = await taskOf(id);
    expect(task).toMatchObject({ Finished: true, RunCount: 1 });
    expect(task.Items[0]!.OzonSupplyOrderID).toBe(draftsOf(w.world).orderOf(draftId)!.orderId);
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
});
