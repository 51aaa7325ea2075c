import type { FastifyInstance } from 'fastify';
import { endpoint } from '../endpoint.js';
import { invalidArgument, notFound } from '../errors.js';
import { dataFillingDeadline, stateAt, supplyHistory, SUPPLY_STATES, type SupplyOrder } from '../world/supplies.js';
import { bundleItems, linesOf, searchAndSort, type BundleSortField } from '../world/supplyBundles.js';
import { allSupplyOrders, draftsOf } from '../world/supplyDrafts.js';
import { offsetString, utcIso } from '../world/supplyTime.js';
import { availableWarehouses } from '../world/supplyWarehouseLoad.js';
import type { World } from '../world/world.js';
import { arrayOf, int64, intIn, objectAt, oneOf, optionalString } from './supplyParams.js';

const SORT_BY = ['ORDER_CREATION', 'ORDER_STATE_UPDATED_AT', 'TIMESLOT_FROM_UTC', 'TIMESLOT_FROM_LOCAL'] as const;
/** UNSPECIFIED is a documented filter value; no order is ever in it, so it matches nothing. */
const FILTER_STATES = ['UNSPECIFIED', ...SUPPLY_STATES] as const;
const BUNDLE_SORT = ['UNSPECIFIED', 'SKU', 'NAME', 'QUANTITY', 'TOTAL_VOLUME_IN_LITRES'] as const;

/** The state now: generated orders as of world.now, a new order as of its creation. */
const currentState = (world: World, order: SupplyOrder) =>
  stateAt(order.transitions, Math.max(world.now.getTime(), order.createdAt));

/** Sort keys of /v3/supply-order/list; orders without a timeslot sort after those with one. */
function sortKey(world: World, sortBy: (typeof SORT_BY)[number]): (order: SupplyOrder) => number {
  switch (sortBy) {
    case 'ORDER_CREATION':
      return (order) => order.createdAt;
    case 'ORDER_STATE_UPDATED_AT':
      return (order) => currentState(world, order).at;
    case 'TIMESLOT_FROM_UTC':
      return (order) => order.timeslot?.from ?? Number.MAX_SAFE_INTEGER;
    case 'TIMESLOT_FROM_LOCAL':
      return (order) =>
        order.timeslot ? order.timeslot.from + order.timezone.offsetMinutes * 60_000 : Number.MAX_SAFE_INTEGER;
  }
}

function renderOrder(world: World, order: SupplyOrder) {
  const { state, at } = currentState(world, order);
  const deadline = dataFillingDeadline(order);
  return {
    order_id: order.orderId,
    order_number: order.orderNumber,
    created_date: utcIso(order.createdAt),
    state,
    state_updated_date: utcIso(at),
    ...(deadline !== null && { data_filling_deadline_utc: utcIso(deadline) }),
    dropoff_warehouse: { warehouse_id: order.dropoff.id, address: order.dropoff.address, name: order.dropoff.name },
    order_tags: {
      is_econom: false,
      is_virtual: false,
      original_supply_id: order.supplyId,
      is_super_fbo: false,
      product_super_fbo: false,
      is_quant: false,
    },
    ...(order.timeslot && {
      timeslot: {
        timeslot: { from: utcIso(order.timeslot.from), to: utcIso(order.timeslot.to) },
        timezone_info: { offset: offsetString(order.timezone), iana_name: order.timezone.iana },
      },
    }),
    supplies: [
      {
        supply_id: order.supplyId,
        storage_warehouse: {
          warehouse_id: order.storage.id,
          ...(order.arrivalDate !== null && { arrival_date: utcIso(order.arrivalDate) }),
          address: order.storage.address,
          name: order.storage.name,
        },
        // Household goods: no marking, veterinary or jewellery documents.
        supply_tags: {
          is_ettn_required: false,
          is_evsd_required: false,
          is_jewelry: false,
          is_marking_possible: false,
          is_marking_required: false,
          is_utd: false,
          freeze_stock_for_marking: false,
        },
        is_crossdock: order.crossdock,
        bundle_id: order.bundleId,
        state,
      },
    ],
  };
}

/** Generated bundles by id (built once); bundles of drafts and new supplies live in the draft store. */
const generatedBundles = (world: World) =>
  world.memo('supply-bundle-index', () => new Map(supplyHistory(world).map((order) => [order.bundleId, order])));

export default function supplyRoutes(app: FastifyInstance) {
  endpoint(
    app,
    {
      method: 'GET',
      path: '/v1/supplier/available_warehouses',
      contract: { documented2026: 'v1-supplier-available-warehouses' },
    },
    ({ world }) => ({ result: availableWarehouses(world, draftsOf(world).sandboxNow()) }),
  );

  endpoint(
    app,
    { method: 'POST', path: '/v3/supply-order/list', contract: { documented2026: 'v3-supply-order-list' } },
    ({ body, world }) => {
      const filter = objectAt(body.filter, 'filter');
      const limit = intIn(body.limit, 'limit', 1, 100);
      const sortBy = oneOf(body.sort_by, 'sort_by', SORT_BY);
      const ascending = oneOf(body.sort_dir, 'sort_dir', ['ASC', 'DESC'] as const, 'ASC') === 'ASC';
      const states = new Set(
        filter.states === undefined
          ? []
          : arrayOf(filter.states, 'filter.states', 0, FILTER_STATES.length).map((state) =>
              oneOf(state, 'filter.states', FILTER_STATES),
            ),
      );
      const key = sortKey(world, sortBy);
      const orders = allSupplyOrders(world)
        .filter((order) => !states.size || states.has(currentState(world, order).state))
        .map((order) => ({ order, key: key(order) }))
        .sort((a, b) => (ascending ? 1 : -1) * (a.key - b.key || a.order.orderId - b.order.orderId));
      // The cursor is the last order id handed out: stable while new orders arrive or states move.
      const lastId = optionalString(body.last_id, 'last_id');
      let start = 0;
      if (lastId && lastId !== 'null') {
        const index = orders.findIndex(({ order }) => String(order.orderId) === lastId);
        if (index < 0) throw invalidArgument(`invalid last_id: ${lastId} is not an order of this list`);
        start = index + 1;
      }
      const page = orders.slice(start, start + limit);
      const more = start + limit < orders.length;
      return {
        order_ids: page.map(({ order }) => String(order.orderId)),
        last_id: more ? String(page.at(-1)!.order.orderId) : '',
      };
    },
  );

  endpoint(
    app,
    { method: 'POST', path: '/v3/supply-order/get', contract: { documented2026: 'v3-supply-order-get' } },
    ({ body, world }) => {
      const ids = arrayOf(body.order_ids, 'order_ids', 1, 50).map((id) => int64(id, 'order_ids'));
      const byId = new Map(allSupplyOrders(world).map((order) => [order.orderId, order]));
      return {
        orders: ids.flatMap((id) => {
          const order = byId.get(id);
          return order ? [renderOrder(world, order)] : [];
        }),
      };
    },
  );

  endpoint(
    app,
    { method: 'POST', path: '/v1/supply-order/bundle', contract: { documented2026: 'v1-supply-order-bundle' } },
    ({ body, world }) => {
      const bundleIds = arrayOf(body.bundle_ids, 'bundle_ids', 1, 100).map((id) => optionalString(id, 'bundle_ids'));
      const limit = intIn(body.limit, 'limit', 1, 100);
      const sortField = oneOf(body.sort_field, 'sort_field', BUNDLE_SORT, 'UNSPECIFIED') as BundleSortField;
      const store = draftsOf(world);
      const lines = bundleIds.map((id) => {
        const order = generatedBundles(world).get(id);
        const found = order ? linesOf(world, order) : store.bundle(id);
        if (!found) throw notFound(`bundle ${id} not found`);
        return found;
      });
      const items = searchAndSort(
        bundleItems(world, lines),
        optionalString(body.query, 'query'),
        sortField,
        body.is_asc === true,
      );
      // The cursor is the SKU of the last item on the page, as Ozon documents last_id here.
      const lastId = optionalString(body.last_id, 'last_id');
      let start = 0;
      if (lastId) {
        const index = items.findIndex((item) => String(item.sku) === lastId);
        if (index < 0) throw invalidArgument(`invalid last_id: SKU ${lastId} is not in the bundle`);
        start = index + 1;
      }
      const page = items.slice(start, start + limit);
      return {
        items: page,
        total_count: items.length,
        has_next: start + limit < items.length,
        last_id: page.length ? String(page.at(-1)!.sku) : '',
      };
    },
  );
}
