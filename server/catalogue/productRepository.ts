import { sql, type SelectQueryBuilder } from 'kysely';
import type {
  FindProductsRequest,
  ProductBase,
  ProductInput,
  ProductOrderField,
  ProductUpdate,
} from '../../contracts/catalogue.js';
import { countLimit, countUpTo, type CappedCount } from '../db/cappedCount.js';
import type { DbOrTrx } from '../db/database.js';
import type { DatabaseSchema } from '../db/schema.js';
import { advanceIdentity, containsPattern } from '../db/sqlHelpers.js';

type ProductQuery = SelectQueryBuilder<DatabaseSchema, 'products', object>;

const ORDER_COLUMNS = {
  ID: 'products.id',
  Name: 'products.name',
  CategoryID: 'products.category_id',
  StockAmount: 'products.stock_amount',
  WidthMM: 'products.width_mm',
  HeightMM: 'products.height_mm',
  DepthMM: 'products.depth_mm',
  WeightG: 'products.weight_g',
} as const satisfies Record<ProductOrderField, string>;
const NULLABLE_ORDER_FIELDS = new Set<ProductOrderField>(['CategoryID', 'WidthMM', 'HeightMM', 'DepthMM', 'WeightG']);

function selectProduct(query: ProductQuery) {
  return query.select([
    'products.id as ID',
    'products.category_id as CategoryID',
    'products.stock_amount as StockAmount',
    'products.name as Name',
    'products.width_mm as WidthMM',
    'products.height_mm as HeightMM',
    'products.depth_mm as DepthMM',
    'products.weight_g as WeightG',
  ]);
}

function toRow(product: Omit<ProductUpdate, 'ID'>) {
  return {
    category_id: product.CategoryID,
    stock_amount: product.StockAmount,
    name: product.Name,
    width_mm: product.WidthMM,
    height_mm: product.HeightMM,
    depth_mm: product.DepthMM,
    weight_g: product.WeightG,
  };
}

function filteredProducts(db: DbOrTrx, request: FindProductsRequest): ProductQuery {
  let query: ProductQuery = db.selectFrom('products');
  if (request.ID) query = query.where('products.id', '=', request.ID);
  if (request.Name) query = query.where('products.name', 'ilike', containsPattern(request.Name));
  if (request.Search) {
    // A picker's search: the product's name, or a name or an article of one of its packages.
    const pattern = containsPattern(request.Search);
    query = query.where(({ or, eb, exists, selectFrom }) =>
      or([
        eb('products.name', 'ilike', pattern),
        exists(
          selectFrom('product_packages')
            .select(sql`1`.as('one'))
            .whereRef('product_packages.product_id', '=', 'products.id')
            .where(({ or: either, eb: inner }) =>
              either([
                inner('product_packages.name', 'ilike', pattern),
                inner(sql<string>`cast(product_packages.id as text)`, 'like', pattern),
              ]),
            ),
        ),
      ]),
    );
  }
  if (request.ExcludedIDs.length > 0) query = query.where('products.id', 'not in', request.ExcludedIDs);
  return query;
}

export async function findProducts(
  db: DbOrTrx,
  request: FindProductsRequest,
): Promise<CappedCount & { items: ProductBase[] }> {
  const filtered = filteredProducts(db, request);
  const direction = request.OrderAscending ? 'asc' : 'desc';
  // The count and the page side by side: under a name search each scans the names (on PostgreSQL, on two connections).
  const [count, items] = await Promise.all([
    countUpTo(db, filtered.select(sql`1`.as('one')), countLimit(request)),
    // Missing values last either way, and the ID breaks ties so pages never overlap.
    selectProduct(filtered)
      .orderBy(ORDER_COLUMNS[request.OrderField], (ob) => {
        const ordered = direction === 'asc' ? ob.asc() : ob.desc();
        // NULLS LAST only where a value may be missing: a sort by name either way can then walk (name, id).
        return NULLABLE_ORDER_FIELDS.has(request.OrderField) ? ordered.nullsLast() : ordered;
      })
      .orderBy('products.id', direction)
      .offset(request.Offset)
      .limit(request.Count)
      .execute(),
  ]);
  return { ...count, items };
}

export function findProduct(db: DbOrTrx, id: number): Promise<ProductBase | undefined> {
  return selectProduct(db.selectFrom('products')).where('products.id', '=', id).executeTakeFirst();
}

export function listProducts(db: DbOrTrx, ids: number[]): Promise<ProductBase[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectProduct(db.selectFrom('products')).where('products.id', 'in', ids).execute();
}

export async function insertProduct(db: DbOrTrx, product: ProductInput): Promise<number> {
  const row = await db
    .insertInto('products')
    .values({ ...(product.ID ? { id: product.ID } : {}), ...toRow(product) })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (product.ID) await advanceIdentity(db, 'products');
  return row.id;
}

export async function updateProduct(db: DbOrTrx, product: ProductUpdate): Promise<boolean> {
  const result = await db.updateTable('products').set(toRow(product)).where('id', '=', product.ID).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteProduct(db: DbOrTrx, id: number): Promise<boolean> {
  const result = await db.deleteFrom('products').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
