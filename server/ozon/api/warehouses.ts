import { z } from 'zod';
import { cursorPages, offsetPages, type PagingOptions } from '../paging.js';
import type { CallOptions, OzonTransport } from '../transport.js';

/** Method versions of the warehouse family: a switch to a newer version is a change here only. */
export const WAREHOUSE_METHODS = {
  /** The seller's own FBS and rFBS warehouses. */
  list: '/v2/warehouse/list',
  /** Ozon's macrolocal clusters with their fulfilment warehouses. */
  clusters: '/v2/cluster/list',
  /** The same clusters with the ids /v1/analytics/stocks reports (cluster_id), by type (Russia, CIS). */
  clustersByType: '/v1/cluster/list',
  /** Points that take FBO supplies (direct or cross-docking), searched by name. */
  supplyPoints: '/v1/warehouse/fbo/list',
} as const;

/** Method versions of the FBO stock analytics: stocks per warehouse and turnover. */
export const STOCK_ANALYTICS_METHODS = {
  stocks: '/v1/analytics/stocks',
  turnover: '/v1/analytics/turnover/stocks',
  /**
   * The stock report, no longer read: Ozon announced its switch-off (no day) and named /v1/analytics/stocks.
   * Kept here so that the health check shows the announcement (methods.ts).
   */
  stockOnWarehouses: '/v2/analytics/stock_on_warehouses',
} as const;

/** Documented limits: 200 own warehouses a page, 100 SKUs a stock request (`skus`, required), 1000 turnover rows. */
export const WAREHOUSE_PAGE_LIMIT = 200;
export const ANALYTICS_SKU_BATCH = 100;
export const TURNOVER_PAGE_LIMIT = 1000;

export const ownWarehouseSchema = z
  .object({
    warehouse_id: z.number().int(),
    name: z.string(),
    status: z.string(),
    is_rfbs: z.boolean(),
    is_express: z.boolean().default(false),
    is_kgt: z.boolean().default(false),
    warehouse_type: z.string().default(''),
    working_days: z.array(z.string()).default([]),
    address_info: z
      .object({ address: z.string(), latitude: z.number().optional(), longitude: z.number().optional() })
      .loose()
      .optional(),
    pause_at: z.string().nullable().optional(),
  })
  .loose();
export type OwnWarehouse = z.infer<typeof ownWarehouseSchema>;

const ownWarehousesResponse = z
  .object({ warehouses: z.array(ownWarehouseSchema), cursor: z.string().default(''), has_next: z.boolean() })
  .loose();

export const macrolocalClusterSchema = z
  .object({
    macrolocal_cluster_id: z.number().int(),
    data: z
      .object({
        macrolocal_cluster: z
          .object({ name: z.string(), country: z.object({ name: z.string(), uid: z.string() }).loose() })
          .loose(),
        fulfillments: z.array(z.object({ name: z.string(), warehouse_id: z.number().int() }).loose()).default([]),
      })
      .loose(),
  })
  .loose();
export type MacrolocalCluster = z.infer<typeof macrolocalClusterSchema>;

export const clusterSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    type: z.string(),
    macrolocal_cluster_id: z.number().int().optional(),
    logistic_clusters: z
      .array(
        z
          .object({
            warehouses: z
              .array(z.object({ warehouse_id: z.number().int(), name: z.string(), type: z.string() }).loose())
              .default([]),
          })
          .loose(),
      )
      .default([]),
  })
  .loose();
export type Cluster = z.infer<typeof clusterSchema>;

export const supplyPointSchema = z
  .object({
    warehouse_id: z.number().int(),
    name: z.string(),
    address: z.string().default(''),
    warehouse_type: z.string(),
    coordinates: z.object({ latitude: z.number(), longitude: z.number() }).loose().optional(),
  })
  .loose();
export type SupplyPoint = z.infer<typeof supplyPointSchema>;

/**
 * One SKU at one Ozon warehouse, as /v1/analytics/stocks answers it (every field of its 2026 page). The
 * counts are Ozon's FBO stock management columns: `available_stock_count` is «Доступно к продаже»; units
 * already ordered are in none of them (see docs/stocks.md for where the import takes them from).
 */
export const warehouseStockSchema = z
  .object({
    sku: z.number().int(),
    offer_id: z.string(),
    name: z.string().default(''),
    warehouse_id: z.number().int(),
    warehouse_name: z.string(),
    cluster_id: z.number().int(),
    cluster_name: z.string(),
    macrolocal_cluster_id: z.number().int().optional(),
    item_tags: z.array(z.string()).default([]),
    available_stock_count: z.number().int(),
    valid_stock_count: z.number().int().default(0),
    other_stock_count: z.number().int().default(0),
    requested_stock_count: z.number().int().default(0),
    transit_stock_count: z.number().int().default(0),
    return_from_customer_stock_count: z.number().int().default(0),
    return_to_seller_stock_count: z.number().int().default(0),
    stock_defect_stock_count: z.number().int().default(0),
    transit_defect_stock_count: z.number().int().default(0),
    excess_stock_count: z.number().int().default(0),
    expiring_stock_count: z.number().int().default(0),
    waiting_docs_stock_count: z.number().int().default(0),
    ads: z.number().default(0),
    ads_cluster: z.number().default(0),
    idc: z.number().default(0),
    idc_cluster: z.number().default(0),
    days_without_sales: z.number().int().default(0),
    days_without_sales_cluster: z.number().int().default(0),
    turnover_grade: z.string().default('UNSPECIFIED'),
    turnover_grade_cluster: z.string().default('UNSPECIFIED'),
  })
  .loose();
export type WarehouseStock = z.infer<typeof warehouseStockSchema>;

export const turnoverSchema = z
  .object({
    sku: z.number().int(),
    offer_id: z.string(),
    name: z.string().default(''),
    ads: z.number(),
    current_stock: z.number().int(),
    idc: z.number(),
    idc_grade: z.string(),
    turnover: z.number(),
    turnover_grade: z.string(),
  })
  .loose();
export type StockTurnover = z.infer<typeof turnoverSchema>;

export interface AnalyticsStocksFilter {
  cluster_ids?: (string | number)[];
  macrolocal_cluster_ids?: (string | number)[];
  warehouse_ids?: (string | number)[];
  item_tags?: string[];
  turnover_grades?: string[];
}

const strings = (values: (string | number)[] | undefined) => values?.map(String);

export function warehouseApi(ozon: OzonTransport) {
  const list = async (
    request: { limit?: number; cursor?: string; warehouse_ids?: (string | number)[] } = {},
    options?: CallOptions,
  ) =>
    ozon.post(
      WAREHOUSE_METHODS.list,
      { limit: WAREHOUSE_PAGE_LIMIT, ...request, warehouse_ids: strings(request.warehouse_ids) },
      ownWarehousesResponse,
      options,
    );

  return {
    /** One page of the seller's own warehouses. */
    list,
    /** All own warehouses, page by page. */
    listPages: (options: CallOptions & PagingOptions = {}, limit = WAREHOUSE_PAGE_LIMIT) =>
      cursorPages<OwnWarehouse>(
        WAREHOUSE_METHODS.list,
        async (cursor) => {
          const page = await list({ limit, cursor }, options);
          return { items: page.warehouses, cursor: page.cursor, hasNext: page.has_next };
        },
        options,
      ),
    /** Every macrolocal cluster (Russia and the CIS) with its fulfilment warehouses. */
    clusters: async (options?: CallOptions) =>
      (
        await ozon.post(
          WAREHOUSE_METHODS.clusters,
          {},
          z.object({ result: z.array(macrolocalClusterSchema) }).loose(),
          options,
        )
      ).result,
    /** Clusters of one type, with the cluster ids the stock analytics use. */
    clustersByType: async (
      clusterType: 'CLUSTER_TYPE_OZON' | 'CLUSTER_TYPE_CIS',
      clusterIds: (string | number)[] = [],
      options?: CallOptions,
    ) =>
      (
        await ozon.post(
          WAREHOUSE_METHODS.clustersByType,
          { cluster_type: clusterType, ...(clusterIds.length && { cluster_ids: strings(clusterIds) }) },
          z.object({ clusters: z.array(clusterSchema) }).loose(),
          options,
        )
      ).clusters,
    /** Points that take supplies of these types, whose name or address contains `search` (4+ characters). */
    supplyPoints: async (
      search: string,
      types: ('CREATE_TYPE_CROSSDOCK' | 'CREATE_TYPE_DIRECT')[] = ['CREATE_TYPE_CROSSDOCK', 'CREATE_TYPE_DIRECT'],
      options?: CallOptions,
    ) =>
      (
        await ozon.post(
          WAREHOUSE_METHODS.supplyPoints,
          { filter_by_supply_type: types, search },
          z.object({ search: z.array(supplyPointSchema).default([]) }).loose(),
          options,
        )
      ).search,
  };
}

export function stockAnalyticsApi(ozon: OzonTransport) {
  const stocks = async (skus: (string | number)[], filter: AnalyticsStocksFilter = {}, options?: CallOptions) =>
    (
      await ozon.post(
        STOCK_ANALYTICS_METHODS.stocks,
        {
          ...filter,
          skus: strings(skus),
          cluster_ids: strings(filter.cluster_ids),
          macrolocal_cluster_ids: strings(filter.macrolocal_cluster_ids),
          warehouse_ids: strings(filter.warehouse_ids),
        },
        z.object({ items: z.array(warehouseStockSchema) }).loose(),
        options,
      )
    ).items;

  const turnover = async (
    request: { sku?: (string | number)[]; limit?: number; offset?: number },
    options?: CallOptions,
  ) =>
    (
      await ozon.post(
        STOCK_ANALYTICS_METHODS.turnover,
        { limit: TURNOVER_PAGE_LIMIT, offset: 0, ...request, sku: strings(request.sku) },
        z.object({ items: z.array(turnoverSchema) }).loose(),
        options,
      )
    ).items;

  return {
    /** Stocks of up to 100 SKUs per Ozon warehouse, with liquidity per cluster. */
    stocks,
    /** Stocks of any number of SKUs, 100 at a time. */
    stockPages: async function* (skus: (string | number)[], filter: AnalyticsStocksFilter = {}, options?: CallOptions) {
      for (let start = 0; start < skus.length; start += ANALYTICS_SKU_BATCH) {
        options?.signal?.throwIfAborted();
        const items = await stocks(skus.slice(start, start + ANALYTICS_SKU_BATCH), filter, options);
        if (items.length) yield items;
      }
    },
    /** One page of turnover per SKU. Ozon allows one request a minute: prefer big pages. */
    turnover,
    turnoverPages: (
      sku: (string | number)[] = [],
      options: CallOptions & PagingOptions = {},
      limit = TURNOVER_PAGE_LIMIT,
    ) =>
      offsetPages<StockTurnover>(
        async (offset, size) => ({ items: await turnover({ sku, offset, limit: size }, options) }),
        limit,
        options,
      ),
  };
}
