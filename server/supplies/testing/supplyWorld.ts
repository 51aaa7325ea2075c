import { afterAll, beforeAll } from 'vitest';
import { sellerCalendar } from '../../../contracts/sellerCalendar.js';
import type { OzonSupplyOrderPage } from '../../../contracts/supplyOrders.js';
import type { SupplyRegistrationTask, SupplyRegistrationTaskInput } from '../../../contracts/supplyRegistration.js';
import { draftsOf } from '../../../sandbox/world/supplyDrafts.js';
import { warehouseLoadKind } from '../../../sandbox/world/supplyWarehouseLoad.js';
import type { World } from '../../../sandbox/world/world.js';
import { seedDemoCatalogue } from '../../demo/seedCatalogue.js';
import { SUPPLY_METHODS } from '../../ozon/api/supplies.js';
import { httpTransport, type OzonTransport } from '../../ozon/transport.js';
import { postJson } from '../../test/postJson.js';
import { buildDemoTestApp } from '../../test/testApp.js';
import { runRegistrationTasks } from '../registrationRobot.js';

export const calendar = sellerCalendar();
export const today = () => calendar.dayOf(new Date());
/** A SKU the sandbox's Ozon knows no card of. */
export const REFUSED_SKU = 987_654_321;

/**
 * The demo sandbox with the seller's catalogue, warehouses and supply orders imported, a target
 * warehouse that takes every draft whole, and the calls the supply tests make: registered in the
 * calling describe (its beforeAll and afterAll). What the setup fills in is read through the handle.
 */
export function supplyWorld() {
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

  /**
   * A package whose card Ozon no longer takes (archived, out of the assortment): its SKU changed to one
   * Ozon refuses for the length of `use`, then put back (or earlier by `mend`, as a seller fixing the card).
   */
  const withRefusedCard = async (use: (packageId: number, mend: () => Promise<unknown>) => Promise<void>) => {
    const [card] = await t.database.db
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
        .where('product_package_id', '=', card!.product_package_id)
        .execute();
    await setSku(REFUSED_SKU);
    try {
      await use(card!.product_package_id, () => setSku(card!.sku));
    } finally {
      await setSku(card!.sku);
    }
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

  return {
    get t() {
      return t;
    },
    get world() {
      return world;
    },
    get ozon() {
      return ozon;
    },
    get target() {
      return target;
    },
    get products() {
      return products;
    },
    call,
    findOrders,
    addTask,
    taskOf,
    createdOrders,
    robot,
    runUntilSupplyRequested,
    nextMinute,
    withRefusedCard,
  };
}
