import { sql, type SelectQueryBuilder } from 'kysely';
import type {
  FindActiveOzonProductsRequest,
  FindOzonProductsRequest,
  OzonProduct,
  OzonProductCommission,
  OzonProductStock,
  UpdateOzonProductItem,
} from '../../contracts/ozonProducts.js';
import type { Paged } from '../../contracts/common.js';
import type { DbOrTrx } from '../db/database.js';
import type { DatabaseSchema } from '../db/schema.js';
import { containsPattern } from '../db/sqlHelpers.js';
import { findWarehouses } from '../warehouses/warehouseRepository.js';
import { priceIndexSql } from './productRepository.js';

/** Ozon's colour of a card whose price is well above its competitors': a bad price index. */
export const BAD_COLOR_INDEX = 'RED';

type ProductRow = Omit<OzonProduct, 'Stocks' | 'Commissions'>;
const numbers = (values: unknown[]) => values.map(Number);

function selectProducts(query: SelectQueryBuilder<DatabaseSchema, 'ozon_products', object>) {
  return query.select([
    'product_package_id as ProductPackageID',
    'name as Name',
    'primary_image as PrimaryImage',
    'category_id as CategoryID',
    'ozon_product_id as OzonProductID',
    'sku as Sku',
    'is_kgt as IsKgt',
    'is_archived as IsArchived',
    'is_auto_archived as IsAutoArchived',
    'respect_min_price_in_actions as RespectMinPriceInActions',
    'current_respect_min_price_in_actions as CurrentRespectMinPriceInActions',
    sql<
      string | null
    >`to_char(respect_min_price_in_actions_expiration_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as(
      'RespectMinPriceInActionsExpirationDate',
    ),
    'barcodes as Barcodes',
    'marketing_price as MarketingPrice',
    'min_price as MinPrice',
    'old_price as OldPrice',
    'premium_price as PremiumPrice',
    'price as Price',
    'recommended_price as RecommendedPrice',
    'external_minimal_price as ExternalMinimalPrice',
    'external_minimal_price_currency as ExternalMinimalPriceCurrency',
    'external_price_index_value as ExternalPriceIndexValue',
    'ozon_minimal_price as OzonMinimalPrice',
    'ozon_minimal_price_currency as OzonMinimalPriceCurrency',
    'ozon_price_index_value as OzonPriceIndexValue',
    'self_minimal_price as SelfMinimalPrice',
    'self_minimal_price_currency as SelfMinimalPriceCurrency',
    'self_price_index_value as SelfPriceIndexValue',
    'color_index as ColorIndex',
    'last_non_zero_price_index as LastNonZeroPriceIndex',
    'enable_geo_targeting as EnableGeoTargeting',
    'ozon_search_query as OzonSearchQuery',
    'ozon_negative_analog_skus as OzonNegativeAnalogSkus',
    'ozon_positive_analog_skus as OzonPositiveAnalogSkus',
  ]);
}

const ORDER = {
  ProductPackageID: sql`ozon_products.product_package_id`,
  Name: sql`lower(ozon_products.name)`,
  Price: sql`ozon_products.price`,
  Sku: sql`ozon_products.sku`,
  PriceIndex: priceIndexSql,
} as const;

export async function findProducts(db: DbOrTrx, request: FindOzonProductsRequest): Promise<Paged<OzonProduct>> {
  const anyIndex = sql<boolean>`(external_price_index_value IS NOT NULL OR ozon_price_index_value IS NOT NULL OR self_price_index_value IS NOT NULL)`;
  const filtered = db
    .selectFrom('ozon_products')
    .$if(Boolean(request.ProductName), (query) => query.where('name', 'ilike', containsPattern(request.ProductName!)))
    .$if(request.ProductPackageID !== null, (query) =>
      query.where('product_package_id', '=', request.ProductPackageID!),
    )
    .$if(request.IDs.length > 0, (query) => query.where('product_package_id', 'in', request.IDs))
    .$if(request.Skus.length > 0, (query) => query.where('sku', 'in', request.Skus))
    .$if(request.OzonProductIDs.length > 0, (query) => query.where('ozon_product_id', 'in', request.OzonProductIDs))
    .$if(request.HasAnyPriceIndex !== null, (query) =>
      query.where(request.HasAnyPriceIndex ? anyIndex : sql<boolean>`NOT ${anyIndex}`),
    )
    .$if(request.EnableGeoTargeting !== null, (query) =>
      query.where('enable_geo_targeting', '=', request.EnableGeoTargeting!),
    )
    .$if(request.HasBadPriceIndex !== null, (query) =>
      query.where(
        request.HasBadPriceIndex
          ? sql<boolean>`color_index = ${BAD_COLOR_INDEX}`
          : sql<boolean>`color_index IS DISTINCT FROM ${BAD_COLOR_INDEX}`,
      ),
    );
  const { count } = await filtered.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const direction = sql.raw(request.OrderAscending ? 'ASC NULLS FIRST' : 'DESC NULLS LAST');
  const rows = await selectProducts(filtered)
    .orderBy(sql`${ORDER[request.OrderField]} ${direction}`)
    .orderBy('product_package_id')
    .offset(request.Offset)
    .limit(request.Count)
    .execute();
  return { TotalCount: Number(count), Items: await withDetails(db, rows, request.IncludeStocks) };
}

/** Cards with stock at hand in at least MinimumClusterCount clusters, with their stocks. */
export async function findActiveProducts(db: DbOrTrx, request: FindActiveOzonProductsRequest): Promise<OzonProduct[]> {
  const active = db
    .selectFrom('ozon_product_stocks as s')
    .innerJoin('ozon_warehouses as w', 'w.id', 's.warehouse_id')
    .select('s.product_package_id')
    .where('s.present', '>', 0)
    .where('w.cluster_id', 'is not', null)
    .groupBy('s.product_package_id')
    .having(sql<boolean>`count(DISTINCT w.cluster_id) >= ${request.MinimumClusterCount}`);
  const rows = await selectProducts(db.selectFrom('ozon_products'))
    .where('product_package_id', 'in', active)
    .orderBy('product_package_id')
    .offset(request.Offset)
    .limit(request.Count)
    .execute();
  return withDetails(db, rows, true);
}

async function withDetails(db: DbOrTrx, rows: ProductRow[], includeStocks: boolean): Promise<OzonProduct[]> {
  const ids = rows.map((row) => row.ProductPackageID);
  const commissions = ids.length
    ? await db
        .selectFrom('ozon_product_commissions')
        .select([
          'product_package_id',
          sql<OzonProductCommission['Schema']>`schema`.as('Schema'),
          'delivery_cost as DeliveryCost',
          'commission_percent as CommissionPercent',
          'return_cost as ReturnCost',
          'commission_cost as CommissionCost',
        ])
        .where('product_package_id', 'in', ids)
        .orderBy('product_package_id')
        .orderBy('schema')
        .execute()
    : [];
  const stocks = includeStocks && ids.length ? await stocksOf(db, ids) : [];
  return rows.map((row) => ({
    ...row,
    Sku: row.Sku === null ? null : Number(row.Sku),
    OzonNegativeAnalogSkus: numbers(row.OzonNegativeAnalogSkus),
    OzonPositiveAnalogSkus: numbers(row.OzonPositiveAnalogSkus),
    Stocks: stocks.filter((stock) => stock.ProductID === row.ProductPackageID),
    Commissions: commissions
      .filter((commission) => commission.product_package_id === row.ProductPackageID)
      .map(({ product_package_id: _, ...commission }) => commission),
  }));
}

async function stocksOf(db: DbOrTrx, ids: number[]): Promise<OzonProductStock[]> {
  const rows = await db
    .selectFrom('ozon_product_stocks')
    .select([
      'product_package_id as ProductID',
      'warehouse_id as WarehouseID',
      'present as Present',
      'reserved as Reserved',
      'discounted_present as DiscountedPresent',
      'discounted_reserved as DiscountedReserved',
    ])
    .where('product_package_id', 'in', ids)
    .orderBy('product_package_id')
    .orderBy('warehouse_id')
    .execute();
  const warehouseIds = [...new Set(rows.map((row) => row.WarehouseID))];
  const warehouses = warehouseIds.length
    ? await findWarehouses(db, { IDs: warehouseIds, OzonIDs: [], IncludeAliases: true, IncludeClusters: false })
    : [];
  const byId = new Map(warehouses.map((warehouse) => [warehouse.ID, warehouse]));
  return rows.map((row) => ({ ...row, Warehouse: byId.get(row.WarehouseID) ?? null }));
}

export async function updateSettings(db: DbOrTrx, item: UpdateOzonProductItem): Promise<boolean> {
  const result = await db
    .updateTable('ozon_products')
    .set({
      enable_geo_targeting: item.EnableGeoTargeting,
      ozon_search_query: item.OzonSearchQuery || null,
      ozon_negative_analog_skus: item.OzonNegativeAnalogSkus,
      ozon_positive_analog_skus: item.OzonPositiveAnalogSkus,
    })
    .where('product_package_id', '=', item.ProductPackageID)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function removeProduct(db: DbOrTrx, productPackageId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('ozon_products')
    .where('product_package_id', '=', productPackageId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
