import { z } from 'zod';
import { collect, lastIdPages } from '../paging.js';
import type { CallOptions, OzonTransport } from '../transport.js';

/** Method versions of the FBO supply family (orders and the draft flow): a version switch is a change here only. */
export const SUPPLY_METHODS = {
  orderList: '/v3/supply-order/list',
  orderGet: '/v3/supply-order/get',
  bundle: '/v1/supply-order/bundle',
  crossdockDraft: '/v1/draft/crossdock/create',
  directDraft: '/v1/draft/direct/create',
  draftInfo: '/v2/draft/create/info',
  draftTimeslots: '/v2/draft/timeslot/info',
  supplyCreate: '/v2/draft/supply/create',
  supplyCreateStatus: '/v2/draft/supply/create/status',
  /** Ozon's active warehouses and how much they can take in the coming weeks. */
  availableWarehouses: '/v1/supplier/available_warehouses',
} as const;

export const SUPPLY_ORDER_STATES = [
  'UNSPECIFIED',
  'DATA_FILLING',
  'READY_TO_SUPPLY',
  'ACCEPTED_AT_SUPPLY_WAREHOUSE',
  'IN_TRANSIT',
  'ACCEPTANCE_AT_STORAGE_WAREHOUSE',
  'REPORTS_CONFIRMATION_AWAITING',
  'REPORT_REJECTED',
  'COMPLETED',
  'REJECTED_AT_SUPPLY_WAREHOUSE',
  'CANCELLED',
  'OVERDUE',
] as const;
export type SupplyOrderState = (typeof SUPPLY_ORDER_STATES)[number];

/** int64 values: a JSON number, or a string in some of Ozon's answers. */
export const int64 = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]);
/** Ids the next request sends back as strings (documented as strings <int64>; examples show numbers). */
const idString = z.union([z.string().regex(/^\d+$/), z.number().int().transform(String)]);
const state = z.enum(SUPPLY_ORDER_STATES);

export const warehouseRef = z
  .object({ warehouse_id: int64, name: z.string().default(''), address: z.string().default('') })
  .loose();

export const supplyOrderListResponse = z
  .object({ order_ids: z.array(idString), last_id: z.string().default('') })
  .loose();

export const supplyOrderSchema = z
  .object({
    order_id: int64,
    order_number: z.string(),
    created_date: z.string(),
    state,
    state_updated_date: z.string(),
    data_filling_deadline_utc: z.string().optional(),
    dropoff_warehouse: warehouseRef.optional(),
    order_tags: z
      .object({ is_virtual: z.boolean().default(false), is_econom: z.boolean().default(false) })
      .loose()
      .optional(),
    timeslot: z
      .object({
        timeslot: z.object({ from: z.string(), to: z.string() }).loose(),
        timezone_info: z.object({ offset: z.string(), iana_name: z.string() }).loose().optional(),
      })
      .loose()
      .optional(),
    supplies: z
      .array(
        z
          .object({
            supply_id: int64,
            storage_warehouse: warehouseRef.extend({ arrival_date: z.string().optional() }),
            is_crossdock: z.boolean().default(false),
            bundle_id: z.string(),
            state: state.optional(),
          })
          .loose(),
      )
      .default([]),
  })
  .loose();
export type SupplyOrder = z.infer<typeof supplyOrderSchema>;

export const supplyOrderGetResponse = z.object({ orders: z.array(supplyOrderSchema) }).loose();

export const bundleItemSchema = z
  .object({
    sku: int64,
    name: z.string(),
    offer_id: z.string(),
    quantity: z.number().int(),
    barcode: z.string().default(''),
    product_id: int64.optional(),
    quant: z.number().int().default(1),
    volume_in_litres: z.number().default(0),
    total_volume_in_litres: z.number().default(0),
    placement_zone: z.string().optional(),
    tags: z.array(z.string()).default([]),
  })
  .loose();
export type BundleItem = z.infer<typeof bundleItemSchema>;

export const bundleResponse = z
  .object({
    items: z.array(bundleItemSchema),
    total_count: z.number().int().default(0),
    has_next: z.boolean().default(false),
    last_id: z.string().default(''),
  })
  .loose();

export type SupplyOrderSort = 'ORDER_CREATION' | 'ORDER_STATE_UPDATED_AT' | 'TIMESLOT_FROM_UTC' | 'TIMESLOT_FROM_LOCAL';

export interface SupplyOrderListRequest {
  filter: { states?: SupplyOrderState[] };
  /** 1 to 100. */
  limit: number;
  sort_by: SupplyOrderSort;
  sort_dir?: 'ASC' | 'DESC';
  last_id?: string;
}

export interface BundleRequest {
  bundle_ids: string[];
  limit: number;
  last_id?: string;
  query?: string;
  sort_field?: 'SKU' | 'NAME' | 'QUANTITY' | 'TOTAL_VOLUME_IN_LITRES';
  is_asc?: boolean;
}

export const availableWarehouseSchema = z
  .object({
    schedule: z
      .object({
        capacity: z
          .array(z.object({ start: z.string(), end: z.string(), value: z.number().int() }).loose())
          .default([]),
        date: z.string().optional(),
      })
      .loose()
      .optional(),
    warehouse: z.object({ id: int64, name: z.string().default('') }).loose(),
  })
  .loose();
export type AvailableWarehouse = z.infer<typeof availableWarehouseSchema>;
const availableWarehousesResponse = z.object({ result: z.array(availableWarehouseSchema).default([]) }).loose();

/** Ozon's bounds: 100 ids a page of the list, 50 orders a /get, 100 items a bundle page. */
export const SUPPLY_ORDER_PAGE_LIMIT = 100;
export const SUPPLY_ORDER_GET_LIMIT = 50;
export const BUNDLE_PAGE_LIMIT = 100;

export function supplyApi(ozon: OzonTransport) {
  const listPage = (request: SupplyOrderListRequest, options?: CallOptions) =>
    ozon.post(SUPPLY_METHODS.orderList, request, supplyOrderListResponse, options);

  /** Supply order ids page by page, by last_id (an empty page or an empty last_id ends the list). */
  const orderIdPages = (
    query: { states?: SupplyOrderState[]; sortBy?: SupplyOrderSort; sortDir?: 'ASC' | 'DESC' } = {},
    options?: CallOptions,
  ) =>
    lastIdPages(
      `POST ${SUPPLY_METHODS.orderList}`,
      '',
      async (lastId: string) => {
        const page = await listPage(
          {
            filter: query.states?.length ? { states: query.states } : {},
            limit: SUPPLY_ORDER_PAGE_LIMIT,
            sort_by: query.sortBy ?? 'ORDER_CREATION',
            sort_dir: query.sortDir ?? 'ASC',
            ...(lastId ? { last_id: lastId } : {}),
          },
          options,
        );
        return { items: page.order_ids, lastId: page.last_id };
      },
      options,
    );

  /** Orders by id, 50 a request. */
  const getOrders = async (orderIds: string[], options?: CallOptions): Promise<SupplyOrder[]> => {
    const orders: SupplyOrder[] = [];
    for (let start = 0; start < orderIds.length; start += SUPPLY_ORDER_GET_LIMIT) {
      const ids = orderIds.slice(start, start + SUPPLY_ORDER_GET_LIMIT);
      orders.push(
        ...(await ozon.post(SUPPLY_METHODS.orderGet, { order_ids: ids }, supplyOrderGetResponse, options)).orders,
      );
    }
    return orders;
  };

  const bundlePage = (request: BundleRequest, options?: CallOptions) =>
    ozon.post(SUPPLY_METHODS.bundle, request, bundleResponse, options);

  return {
    /** Ozon's active warehouses with their capacity: a warehouse missing from the list is closed. */
    availableWarehouses: async (options?: CallOptions) =>
      (await ozon.get(SUPPLY_METHODS.availableWarehouses, {}, availableWarehousesResponse, options)).result,
    /** One page of order ids; pass the answer's last_id for the next. */
    listPage,
    orderIdPages,
    /** Every order id matching the states (all states when none are given). */
    allOrderIds: (query: Parameters<typeof orderIdPages>[0] = {}, options?: CallOptions) =>
      collect(orderIdPages(query, options)),
    getOrders,
    /** Every supply order matching the states, with details, a page (up to 100) at a time. */
    async *allOrders(query: Parameters<typeof orderIdPages>[0] = {}, options?: CallOptions) {
      for await (const ids of orderIdPages(query, options)) yield await getOrders(ids, options);
    },
    /** One page of a bundle's items (the items of a supply or of a draft's warehouse). */
    bundlePage,
    /** Every item of the bundles, by last_id while has_next. */
    allBundleItems: (
      bundleIds: string[],
      request: Omit<BundleRequest, 'bundle_ids' | 'limit' | 'last_id'> = {},
      options?: CallOptions,
    ) =>
      collect(
        lastIdPages(
          `POST ${SUPPLY_METHODS.bundle}`,
          '',
          async (lastId: string) => {
            const page = await bundlePage(
              { ...request, bundle_ids: bundleIds, limit: BUNDLE_PAGE_LIMIT, ...(lastId ? { last_id: lastId } : {}) },
              options,
            );
            return { items: page.items, lastId: page.last_id, hasNext: page.has_next };
          },
          options,
        ),
      ),
  };
}
