import { sql, type Insertable } from 'kysely';
import type { OzonProductCommission } from '../../contracts/ozonProducts.js';
import type { DbOrTrx } from '../db/database.js';
import type { OzonProductsTable } from '../db/schema.js';

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

/**
 * The price index of a card: the highest of its three index values, i.e. the one that sets Ozon's
 * colour; null when Ozon found no competitor at all.
 */
export function priceIndexOf(row: {
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
export const priceIndexSql = sql<
  number | null
>`greatest(ozon_products.external_price_index_value, ozon_products.ozon_price_index_value, ozon_products.self_price_index_value)`;

export interface ChangedPriceIndex {
  ProductPackageID: number;
  LastNonZeroPriceIndex: number | null;
  OldPriceIndex: number | null;
  NewPriceIndex: number | null;
}

/** Package IDs among these that exist in the own catalogue. */
export async function existingPackages(db: DbOrTrx, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.selectFrom('product_packages').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

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
  const changed: ChangedPriceIndex[] = [];
  const values = products.map((product) => {
    const old = before.get(product.product_package_id);
    const newIndex = priceIndexOf(product);
    const oldIndex = old ? priceIndexOf(old) : null;
    if (old && oldIndex !== newIndex) {
      changed.push({
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
  const excluded = (column: string) => sql.ref(`excluded.${column}`);
  const current = (column: string) => sql.ref(`ozon_products.${column}`);
  const columns = [...OZON_COLUMNS, 'last_non_zero_price_index'] as const;
  await trx
    .insertInto('ozon_products')
    .values(values)
    .onConflict((conflict) =>
      conflict
        .column('product_package_id')
        .doUpdateSet({
          ...Object.fromEntries(columns.map((column) => [column, excluded(column)])),
          synced_at: at,
        })
        .where(sql<boolean>`(${sql.join(columns.map(current))}) IS DISTINCT FROM (${sql.join(columns.map(excluded))})`),
    )
    .execute();
  return changed;
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
  const keep = new Set(rows.map((row) => `${row.product_package_id}/${row.schema}`));
  const existing = await trx
    .selectFrom('ozon_product_commissions')
    .select(['product_package_id', 'schema'])
    .where('product_package_id', 'in', ids)
    .execute();
  for (const row of existing.filter((item) => !keep.has(`${item.product_package_id}/${item.schema}`))) {
    await trx
      .deleteFrom('ozon_product_commissions')
      .where('product_package_id', '=', row.product_package_id)
      .where('schema', '=', row.schema)
      .execute();
  }
  if (!rows.length) return;
  const columns = ['delivery_cost', 'commission_percent', 'return_cost', 'commission_cost'];
  await trx
    .insertInto('ozon_product_commissions')
    .values(rows)
    .onConflict((conflict) =>
      conflict
        .columns(['product_package_id', 'schema'])
        .doUpdateSet(Object.fromEntries(columns.map((column) => [column, sql.ref(`excluded.${column}`)])))
        .where(
          sql<boolean>`(${sql.join(columns.map((column) => sql.ref(`ozon_product_commissions.${column}`)))}) IS DISTINCT FROM (${sql.join(columns.map((column) => sql.ref(`excluded.${column}`)))})`,
        ),
    )
    .execute();
}
