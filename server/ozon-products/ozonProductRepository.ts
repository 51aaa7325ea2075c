import { sql, type Insertable, type SelectQueryBuilder } from 'kysely';
import type {
  FindOzonProductsRequest,
  OzonProduct,
  OzonProductCommission,
  UpdateOzonProductItem,
} from '../../contracts/ozonProducts.js';
import type { Paged } from '../../contracts/common.js';
import type { DbOrTrx } from '../db/database.js';
import type { DatabaseSchema, OzonProductsTable } from '../db/schema.js';
import { containsPattern } from '../db/sqlHelpers.js';
import type { StockedPackages } from './ozonProductStockRepository.js';

/** All SQL of the seller's Ozon cards (ozon_products) and their commissions (ozon_product_commissions). */

/** Ozon's colour of a card whose price is well above its competitors': a bad price index. */
const BAD_COLOR_INDEX = 'RED';

/** A card as the API shows it, before its stocks (another table) are added. */
export type ProductWithCommissions = Omit<OzonProduct, 'Stocks'>;
type ProductRow = Omit<OzonProduct, 'Stocks' | 'Commissions'>;

/** What an import writes of a card: every column except the seller's settings and the last index. */
export type ProductFromOzon = Omit<
  Insertable<OzonProductsTable>,
  | 'enable_geo_targeting'
  | 'ozon_search_query'
  | 'ozon_negative_analog_skus'
  | 'ozon_positive_analog_skus'
  | 'last_non_zero_price_index'
  | 'synced_at'
>;

/** The columns Ozon owns: an import rewrites a row only when one of them changed. */
const OZON_COLUMNS = [
  'ozon_product_id',
  'sku',
  'name',
  'primary_image',
  'category_id',
  'is_kgt',
  'is_archived',
  'is_auto_archived',
  'respect_min_price_in_actions',
  'current_respect_min_price_in_actions',
  'respect_min_price_in_actions_expiration_date',
  'barcodes',
  'marketing_price',
  'min_price',
  'old_price',
  'premium_price',
  'price',
  'recommended_price',
  'external_minimal_price',
  'external_minimal_price_currency',
  'external_price_index_value',
  'ozon_minimal_price',
  'ozon_minimal_price_currency',
  'ozon_price_index_value',
  'self_minimal_price',
  'self_minimal_price_currency',
  'self_price_index_value',
  'color_index',
] as const satisfies readonly (keyof ProductFromOzon)[];

const COMMISSION_COLUMNS = ['delivery_cost', 'commission_percent', 'return_cost', 'commission_cost'] as const;

/**
 * The price index of a card: the highest of its three index values, i.e. the one that sets Ozon's
 * colour; null when Ozon found no competitor at all.
 */
function priceIndexOf(row: {
  external_price_index_value?: number | null;
  ozon_price_index_value?: number | null;
  self_price_index_value?: number | null;
}): number | null {
  const values = [row.external_price_index_value, row.ozon_price_index_value, row.self_price_index_value].filter(
    (value): value is number => value !== null && value !== undefined,
  );
  return values.length ? Math.max(...values.map(Number)) : null;
}
/** The same in SQL, for ordering. */
const priceIndexSql = sql<
  number | null
>`greatest(ozon_products.external_price_index_value, ozon_products.ozon_price_index_value, ozon_products.self_price_index_value)`;

export interface ChangedPriceIndex {
  ProductPackageID: number;
  LastNonZeroPriceIndex: number | null;
  OldPriceIndex: number | null;
  NewPriceIndex: number | null;
}

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

/**
 * The grid's orders. Only a column that can be null names where its nulls go (first ascending, last
 * descending): on a column that cannot, NULLS FIRST would change nothing but keep PostgreSQL from
 * reading the page straight from its index (a sort of every card per page instead).
 */
const ORDER = {
  ProductPackageID: { column: sql`ozon_products.product_package_id`, nullable: false },
  Name: { column: sql`lower(ozon_products.name)`, nullable: false },
  Price: { column: sql`ozon_products.price`, nullable: true },
  Sku: { column: sql`ozon_products.sku`, nullable: true },
  PriceIndex: { column: priceIndexSql, nullable: true },
} as const;

/** A page of cards with the spec's filters and order, each with its commissions. */
export async function findProducts(
  db: DbOrTrx,
  request: FindOzonProductsRequest,
): Promise<Paged<ProductWithCommissions>> {
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
  const order = ORDER[request.OrderField];
  const nulls = order.nullable ? (request.OrderAscending ? ' NULLS FIRST' : ' NULLS LAST') : '';
  const direction = sql.raw(`${request.OrderAscending ? 'ASC' : 'DESC'}${nulls}`);
  // The count and the page at once (two connections on PostgreSQL).
  const [{ count }, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    selectProducts(filtered)
      .orderBy(sql`${order.column} ${direction}`)
      .orderBy('product_package_id')
      .offset(request.Offset)
      .limit(request.Count)
      .execute(),
  ]);
  return { TotalCount: Number(count), Items: await withCommissions(db, rows) };
}

/** A page of the cards among these packages (a subquery of the stocks), by package, with commissions. */
export async function findProductsAmong(
  db: DbOrTrx,
  packages: StockedPackages,
  page: { Offset: number; Count: number },
): Promise<ProductWithCommissions[]> {
  const rows = await selectProducts(db.selectFrom('ozon_products'))
    .where('product_package_id', 'in', packages)
    .orderBy('product_package_id')
    .offset(page.Offset)
    .limit(page.Count)
    .execute();
  return withCommissions(db, rows);
}

async function withCommissions(db: DbOrTrx, rows: ProductRow[]): Promise<ProductWithCommissions[]> {
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
  const numbers = (values: unknown[]) => values.map(Number);
  return rows.map((row) => ({
    ...row,
    Sku: row.Sku === null ? null : Number(row.Sku),
    OzonNegativeAnalogSkus: numbers(row.OzonNegativeAnalogSkus),
    OzonPositiveAnalogSkus: numbers(row.OzonPositiveAnalogSkus),
    Commissions: commissions
      .filter((commission) => commission.product_package_id === row.ProductPackageID)
      .map(({ product_package_id: _, ...commission }) => commission),
  }));
}

/** The SKU of every stored card by package (null while Ozon has not given one). */
export async function productSkus(db: DbOrTrx): Promise<Map<number, number | null>> {
  const rows = await db.selectFrom('ozon_products').select(['product_package_id', 'sku']).execute();
  return new Map(rows.map((row) => [row.product_package_id, row.sku === null ? null : Number(row.sku)]));
}

export async function hasProducts(db: DbOrTrx): Promise<boolean> {
  return Boolean(await db.selectFrom('ozon_products').select('product_package_id').limit(1).executeTakeFirst());
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

/** `(a, b) IS DISTINCT FROM (excluded.a, excluded.b)`: an upsert writes only rows that changed. */
function changed(table: string, columns: readonly string[]) {
  const list = (prefix: string) => sql.join(columns.map((column) => sql.ref(`${prefix}.${column}`)));
  return sql<boolean>`(${list(table)}) IS DISTINCT FROM (${list('excluded')})`;
}
const fromExcluded = (columns: readonly string[]) =>
  Object.fromEntries(columns.map((column) => [column, sql.ref(`excluded.${column}`)]));

/**
 * Upserts cards by package; rows whose Ozon columns are all the same are not written, so a second
 * import changes nothing. Returns the cards whose price index moved since the last import.
 */
export async function upsertProducts(
  trx: DbOrTrx,
  products: ProductFromOzon[],
  at: Date,
): Promise<ChangedPriceIndex[]> {
  if (!products.length) return [];
  const ids = products.map((product) => product.product_package_id);
  // Ozon lets the seller change a card's offer_id: the card then belongs to another package.
  await trx
    .deleteFrom('ozon_products')
    .where(
      'ozon_product_id',
      'in',
      products.map((product) => product.ozon_product_id),
    )
    .where('product_package_id', 'not in', ids)
    .execute();
  const before = new Map(
    (
      await trx
        .selectFrom('ozon_products')
        .select([
          'product_package_id',
          'external_price_index_value',
          'ozon_price_index_value',
          'self_price_index_value',
          'last_non_zero_price_index',
        ])
        .where('product_package_id', 'in', ids)
        .execute()
    ).map((row) => [row.product_package_id, row]),
  );
  const changes: ChangedPriceIndex[] = [];
  const values = products.map((product) => {
    const old = before.get(product.product_package_id);
    const newIndex = priceIndexOf(product);
    const oldIndex = old ? priceIndexOf(old) : null;
    if (old && oldIndex !== newIndex) {
      changes.push({
        ProductPackageID: product.product_package_id,
        LastNonZeroPriceIndex: old.last_non_zero_price_index ?? oldIndex,
        OldPriceIndex: oldIndex,
        NewPriceIndex: newIndex,
      });
    }
    return {
      ...product,
      last_non_zero_price_index: newIndex || (old?.last_non_zero_price_index ?? null),
      synced_at: at,
    };
  });
  const columns = [...OZON_COLUMNS, 'last_non_zero_price_index'] as const;
  await trx
    .insertInto('ozon_products')
    .values(values)
    .onConflict((conflict) =>
      conflict
        .column('product_package_id')
        .doUpdateSet({ ...fromExcluded(columns), synced_at: at })
        .where(changed('ozon_products', columns)),
    )
    .execute();
  return changes;
}

/** Replaces the commissions of these cards, writing only rows that changed. */
export async function upsertCommissions(
  trx: DbOrTrx,
  commissions: Map<number, OzonProductCommission[]>,
): Promise<void> {
  const ids = [...commissions.keys()];
  if (!ids.length) return;
  const rows = [...commissions].flatMap(([packageId, list]) =>
    list.map((item) => ({
      product_package_id: packageId,
      schema: item.Schema,
      delivery_cost: item.DeliveryCost,
      commission_percent: item.CommissionPercent,
      return_cost: item.ReturnCost,
      commission_cost: item.CommissionCost,
    })),
  );
  // One statement for the schemes these cards no longer have.
  await trx
    .deleteFrom('ozon_product_commissions')
    .where('product_package_id', 'in', ids)
    .where(
      sql<boolean>`NOT EXISTS (SELECT 1 FROM unnest(${rows.map((row) => row.product_package_id)}::int[], ${rows.map((row) => row.schema)}::text[]) AS kept (product_package_id, schema)
        WHERE kept.product_package_id = ozon_product_commissions.product_package_id AND kept.schema = ozon_product_commissions.schema)`,
    )
    .execute();
  if (!rows.length) return;
  await trx
    .insertInto('ozon_product_commissions')
    .values(rows)
    .onConflict((conflict) =>
      conflict
        .columns(['product_package_id', 'schema'])
        .doUpdateSet(fromExcluded(COMMISSION_COLUMNS))
        .where(changed('ozon_product_commissions', COMMISSION_COLUMNS)),
    )
    .execute();
}
