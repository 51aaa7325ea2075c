import { sql, type SelectQueryBuilder } from 'kysely';
import type {
  FindProductPackagesRequest,
  ProductPackage,
  ProductPackageInput,
  ProductPackageUpdate,
} from '../../contracts/catalogue.js';
import type { Paged } from '../../contracts/common.js';
import type { DbOrTrx } from '../db/database.js';
import type { DatabaseSchema } from '../db/schema.js';
import { advanceIdentity, containsPattern } from '../db/sqlHelpers.js';

type PackageQuery = SelectQueryBuilder<DatabaseSchema, 'product_packages', object>;

function selectPackage(query: PackageQuery) {
  return query.select([
    'product_packages.id as ID',
    'product_packages.name as Name',
    'product_packages.product_id as ProductID',
    'product_packages.minimum_warehouse_stock as MinimumWarehouseStock',
    'product_packages.product_count as ProductCount',
    'product_packages.width_mm as WidthMM',
    'product_packages.height_mm as HeightMM',
    'product_packages.depth_mm as DepthMM',
    'product_packages.weight_g as WeightG',
    'product_packages.supply_preparation_time_in_days as SupplyPreparationTimeInDays',
    // The card's picture beside the package, so a picker shows it without a call per option.
    (eb) =>
      eb
        .selectFrom('ozon_products')
        .select('ozon_products.primary_image')
        .whereRef('ozon_products.product_package_id', '=', 'product_packages.id')
        .as('PrimaryImage'),
  ]);
}

function toRow(pkg: Omit<ProductPackageUpdate, 'ID'>) {
  return {
    product_id: pkg.ProductID,
    name: pkg.Name,
    minimum_warehouse_stock: pkg.MinimumWarehouseStock,
    product_count: pkg.ProductCount,
    width_mm: pkg.WidthMM,
    height_mm: pkg.HeightMM,
    depth_mm: pkg.DepthMM,
    weight_g: pkg.WeightG,
    supply_preparation_time_in_days: pkg.SupplyPreparationTimeInDays,
  };
}

export function findPackage(db: DbOrTrx, id: number): Promise<ProductPackage | undefined> {
  return selectPackage(db.selectFrom('product_packages')).where('product_packages.id', '=', id).executeTakeFirst();
}

export function listPackagesOfProducts(db: DbOrTrx, productIds: number[]): Promise<ProductPackage[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return selectPackage(db.selectFrom('product_packages'))
    .where('product_packages.product_id', 'in', productIds)
    .orderBy('product_packages.id')
    .execute();
}

/** Which of these package IDs exist in the own catalogue. */
export async function existingPackageIds(db: DbOrTrx, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.selectFrom('product_packages').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

function filteredPackages(db: DbOrTrx, request: FindProductPackagesRequest): PackageQuery {
  let query: PackageQuery = db.selectFrom('product_packages');
  if (request.ProductID) query = query.where('product_packages.product_id', '=', request.ProductID);
  if (request.ProductPackageName) {
    query = query.where('product_packages.name', 'ilike', containsPattern(request.ProductPackageName));
  }
  if (request.IDs.length > 0) query = query.where('product_packages.id', 'in', request.IDs);
  if (request.Search) {
    const pattern = containsPattern(request.Search);
    query = query.where(({ or, eb, exists, selectFrom }) =>
      or([
        eb('product_packages.name', 'ilike', pattern),
        eb(sql<string>`cast(product_packages.id as text)`, 'like', pattern),
        exists(
          selectFrom('products')
            .select(sql`1`.as('one'))
            .whereRef('products.id', '=', 'product_packages.product_id')
            .where('products.name', 'ilike', pattern),
        ),
      ]),
    );
  }
  return query;
}

export async function findPackages(db: DbOrTrx, request: FindProductPackagesRequest): Promise<Paged<ProductPackage>> {
  const filtered = filteredPackages(db, request);
  const total = await filtered.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const Items = await selectPackage(filtered)
    .orderBy('product_packages.id')
    .offset(request.Offset)
    .limit(request.Count)
    .execute();
  return { TotalCount: Number(total.count), Items };
}

export async function insertPackage(db: DbOrTrx, pkg: ProductPackageInput): Promise<number> {
  const row = await db
    .insertInto('product_packages')
    .values({ ...(pkg.ID ? { id: pkg.ID } : {}), ...toRow(pkg) })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (pkg.ID) await advanceIdentity(db, 'product_packages');
  return row.id;
}

export async function updatePackage(db: DbOrTrx, pkg: ProductPackageUpdate): Promise<boolean> {
  const result = await db.updateTable('product_packages').set(toRow(pkg)).where('id', '=', pkg.ID).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deletePackage(db: DbOrTrx, id: number): Promise<boolean> {
  const result = await db.deleteFrom('product_packages').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
