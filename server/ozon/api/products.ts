import { z } from 'zod';
import { cursorPages, lastIdPages, type PagingOptions } from '../paging.js';
import type { CallOptions, OzonTransport } from '../transport.js';

/** Method versions of this family: a switch to a newer version is a change here only. */
export const PRODUCT_METHODS = {
  list: '/v3/product/list',
  infoList: '/v3/product/info/list',
  prices: '/v5/product/info/prices',
  stocks: '/v4/product/info/stocks',
} as const;

/** Ozon's page size limit of these methods, and the number of ids /v3/product/info/list takes at once. */
export const PRODUCT_PAGE_LIMIT = 1000;
export const PRODUCT_INFO_BATCH = 1000;

export type ProductVisibility =
  | 'ALL'
  | 'VISIBLE'
  | 'INVISIBLE'
  | 'EMPTY_STOCK'
  | 'IN_SALE'
  | 'ARCHIVED'
  | 'AUTO_ARCHIVED'
  | 'MANUAL_ARCHIVED'
  | 'VISIBLE_WITH_FBO_STOCK'
  | (string & {});

export interface ProductFilter {
  offer_id?: string[];
  /** int64 ids; sent as strings, as the documentation types them. */
  product_id?: (string | number)[];
  visibility?: ProductVisibility;
}

/** Money Ozon sends as a string ("1299.00") in some methods and a number in others: a number here. */
const amount = z.union([
  z.number(),
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);
/** int64 ids Ozon sends as strings in some places. */
const int64 = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]);

export const productListItemSchema = z
  .object({
    product_id: z.number().int(),
    offer_id: z.string(),
    archived: z.boolean().default(false),
    has_fbo_stocks: z.boolean().default(false),
    has_fbs_stocks: z.boolean().default(false),
    is_discounted: z.boolean().default(false),
  })
  .loose();
export type ProductListItem = z.infer<typeof productListItemSchema>;

const productListResponse = z
  .object({
    result: z
      .object({ items: z.array(productListItemSchema), total: z.number().int(), last_id: z.string().default('') })
      .loose(),
  })
  .loose();

const indexData = (price: string, currency: string) =>
  z.object({ [price]: amount, [currency]: z.string().default('RUB'), price_index_value: z.number() }).loose();

/** The price indexes: a colour, and the competitors' lowest prices (absent when Ozon found none). */
const priceIndexes = (price: string, currency: string) =>
  z
    .object({
      color_index: z.string(),
      ozon_index_data: indexData(price, currency).optional(),
      external_index_data: indexData(price, currency).optional(),
      self_marketplaces_index_data: indexData(price, currency).optional(),
    })
    .loose();

export const productInfoSchema = z
  .object({
    id: z.number().int(),
    offer_id: z.string(),
    /** 0 while the card is being created. */
    sku: z.number().int(),
    name: z.string(),
    barcodes: z.array(z.string()).default([]),
    description_category_id: z.number().int(),
    type_id: z.number().int(),
    price: amount,
    old_price: amount,
    min_price: amount,
    currency_code: z.string(),
    vat: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
    is_archived: z.boolean(),
    is_autoarchived: z.boolean(),
    is_kgt: z.boolean().default(false),
    is_super: z.boolean().default(false),
    volume_weight: z.number().default(0),
    images: z.array(z.string()).default([]),
    primary_image: z.array(z.string()).default([]),
    discounted_fbo_stocks: z.number().int().default(0),
    has_discounted_fbo_item: z.boolean().default(false),
    model_info: z.object({ model_id: z.number().int(), count: z.number().int() }).loose().optional(),
    commissions: z
      .array(
        z
          .object({
            sale_schema: z.string(),
            percent: z.number(),
            value: z.number(),
            delivery_amount: z.number().default(0),
            return_amount: z.number().default(0),
          })
          .loose(),
      )
      .default([]),
    price_indexes: priceIndexes('minimal_price', 'minimal_price_currency').optional(),
    statuses: z
      .object({ is_created: z.boolean(), status: z.string().default(''), moderate_status: z.string().default('') })
      .loose()
      .optional(),
    stocks: z
      .object({
        has_stock: z.boolean(),
        stocks: z
          .array(
            z
              .object({ source: z.string(), present: z.number().int(), reserved: z.number().int(), sku: z.number() })
              .loose(),
          )
          .default([]),
      })
      .loose(),
  })
  .loose();
export type ProductInfo = z.infer<typeof productInfoSchema>;

const productInfoResponse = z.object({ items: z.array(productInfoSchema) }).loose();

export const productPriceSchema = z
  .object({
    product_id: z.number().int(),
    offer_id: z.string(),
    price: z
      .object({
        price: z.number(),
        old_price: z.number(),
        min_price: z.number(),
        marketing_price: z.number().optional(),
        marketing_seller_price: z.number().optional(),
        net_price: z.number().default(0),
        currency_code: z.string(),
        vat: z.number(),
        auto_action_enabled: z.boolean().default(false),
        auto_add_to_ozon_actions_list_enabled: z.boolean().default(false),
      })
      .loose(),
    commissions: z
      .object({
        sales_percent_fbo: z.number(),
        sales_percent_fbs: z.number(),
        fbo_deliv_to_customer_amount: z.number().default(0),
        fbo_direct_flow_trans_min_amount: z.number().default(0),
        fbo_direct_flow_trans_max_amount: z.number().default(0),
        fbo_return_flow_amount: z.number().default(0),
        fbs_deliv_to_customer_amount: z.number().default(0),
        fbs_direct_flow_trans_min_amount: z.number().default(0),
        fbs_direct_flow_trans_max_amount: z.number().default(0),
        fbs_first_mile_min_amount: z.number().default(0),
        fbs_first_mile_max_amount: z.number().default(0),
        fbs_return_flow_amount: z.number().default(0),
      })
      .loose(),
    price_indexes: priceIndexes('min_price', 'min_price_currency'),
    marketing_actions: z
      .object({
        ozon_actions_exist: z.boolean().default(false),
        actions: z
          .array(z.object({ title: z.string(), value: amount, date_from: z.string(), date_to: z.string() }).loose())
          .default([]),
      })
      .loose()
      .optional(),
    acquiring: z.number().default(0),
    volume_weight: z.number().default(0),
  })
  .loose();
export type ProductPrice = z.infer<typeof productPriceSchema>;

const cursorResponse = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), cursor: z.string().default(''), total: z.number().int().default(0) }).loose();

export const productStocksSchema = z
  .object({
    product_id: z.number().int(),
    offer_id: z.string(),
    stocks: z
      .array(
        z
          .object({
            /** fbo (summed over Ozon's warehouses), fbs, rfbs. */
            type: z.string(),
            sku: z.number().int(),
            present: z.number().int(),
            reserved: z.number().int(),
            warehouse_ids: z.array(int64).default([]),
          })
          .loose(),
      )
      .default([]),
  })
  .loose();
export type ProductStocks = z.infer<typeof productStocksSchema>;

const ids = (values: (string | number)[] | undefined) => values?.map(String);
const filterBody = (filter: ProductFilter) => ({
  ...filter,
  ...(filter.product_id && { product_id: ids(filter.product_id) }),
});

export function productApi(ozon: OzonTransport) {
  const list = async (request: { filter?: ProductFilter; last_id?: string; limit?: number }, options?: CallOptions) =>
    (
      await ozon.post(
        PRODUCT_METHODS.list,
        { filter: filterBody(request.filter ?? {}), last_id: request.last_id ?? '', limit: request.limit ?? 100 },
        productListResponse,
        options,
      )
    ).result;

  const cursorMethod =
    <T extends z.ZodType>(path: string, item: T) =>
    async (request: { filter?: ProductFilter; cursor?: string; limit?: number }, options?: CallOptions) =>
      ozon.post(
        path,
        { filter: filterBody(request.filter ?? {}), cursor: request.cursor ?? '', limit: request.limit ?? 100 },
        cursorResponse(item),
        options,
      );
  const prices = cursorMethod(PRODUCT_METHODS.prices, productPriceSchema);
  const stocks = cursorMethod(PRODUCT_METHODS.stocks, productStocksSchema);

  /** Every page of a cursor method; a page without items or without a cursor is the last. */
  const allByCursor = <T>(
    method: string,
    fetch: (cursor: string) => Promise<{ items: T[]; cursor: string }>,
    options: CallOptions & PagingOptions = {},
  ) =>
    cursorPages<T>(
      method,
      async (cursor) => {
        const page = await fetch(cursor);
        return { items: page.items, cursor: page.cursor, hasNext: Boolean(page.cursor) && page.items.length > 0 };
      },
      options,
    );

  const info = async (
    request: { offer_id?: string[]; product_id?: (string | number)[]; sku?: (string | number)[] },
    options?: CallOptions,
  ) =>
    (
      await ozon.post(
        PRODUCT_METHODS.infoList,
        { ...request, product_id: ids(request.product_id), sku: ids(request.sku) },
        productInfoResponse,
        options,
      )
    ).items;

  return {
    /** One page of the card list (last_id paging). */
    list,
    /** Every card the filter selects, page by page; ALL leaves out the archive, ARCHIVED lists only it. */
    listPages: (filter: ProductFilter = {}, options: CallOptions = {}, limit = PRODUCT_PAGE_LIMIT) =>
      lastIdPages<ProductListItem, string>(
        PRODUCT_METHODS.list,
        '',
        async (lastId) => {
          const page = await list({ filter, last_id: lastId, limit }, options);
          return { items: page.items, lastId: page.last_id, hasNext: page.items.length === limit };
        },
        options,
      ),
    /** Details of the cards with these ids (at most 1000 ids in all; unknown ids are left out). */
    info,
    /** Details of any number of cards by product_id, in batches of 1000. */
    infoPages: async function* (productIds: (string | number)[], options?: CallOptions) {
      for (let start = 0; start < productIds.length; start += PRODUCT_INFO_BATCH) {
        options?.signal?.throwIfAborted();
        const items = await info({ product_id: productIds.slice(start, start + PRODUCT_INFO_BATCH) }, options);
        if (items.length) yield items;
      }
    },
    /** One page of prices, indexes and commissions. */
    prices,
    pricePages: (filter: ProductFilter = {}, options: CallOptions = {}, limit = PRODUCT_PAGE_LIMIT) =>
      allByCursor(PRODUCT_METHODS.prices, (cursor) => prices({ filter, cursor, limit }, options), options),
    /** One page of stocks per scheme. */
    stocks,
    stockPages: (filter: ProductFilter = {}, options: CallOptions = {}, limit = PRODUCT_PAGE_LIMIT) =>
      allByCursor(PRODUCT_METHODS.stocks, (cursor) => stocks({ filter, cursor, limit }, options), options),
  };
}
