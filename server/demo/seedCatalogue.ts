import type { World } from '../../sandbox/world/world.js';
import type { Db } from '../db/database.js';
import { advanceIdentity } from '../db/sqlHelpers.js';

/**
 * Demo mode: the own catalogue starts as the sandbox seller's, with the same package IDs as the
 * offer_ids on the sandbox's Ozon, so every join works and the planted problems (offer_ids with no
 * package, malformed ones) are there to be found. Only into an empty catalogue: a seller's own edits
 * are never overwritten, and a second start changes nothing.
 */
export async function seedDemoCatalogue(db: Db, world: World): Promise<{ products: number; packages: number } | null> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('products').select('id').limit(1).executeTakeFirst();
    if (existing) return null;
    const products = world.catalogue.products;
    const categoryNames = [...new Set(products.map((product) => product.categoryName))];
    const categories = await trx
      .insertInto('product_categories')
      .values(categoryNames.map((name) => ({ name })))
      .onConflict((conflict) => conflict.doNothing())
      .returning(['id', 'name'])
      .execute();
    const known = await trx.selectFrom('product_categories').select(['id', 'name']).execute();
    const categoryId = new Map([...known, ...categories].map((row) => [row.name.toLowerCase(), row.id]));

    await trx
      .insertInto('products')
      .values(
        products.map((product) => ({
          id: product.id,
          name: product.name,
          category_id: categoryId.get(product.categoryName.toLowerCase()) ?? null,
          stock_amount: 0,
          width_mm: product.widthMM,
          height_mm: product.heightMM,
          depth_mm: product.depthMM,
          weight_g: product.weightG,
        })),
      )
      .execute();
    const packages = products.flatMap((product) => product.packages);
    await trx
      .insertInto('product_packages')
      .values(
        packages.map((pkg) => ({
          id: pkg.id,
          product_id: pkg.productId,
          name: pkg.name,
          product_count: pkg.productCount,
          minimum_warehouse_stock: 0,
          width_mm: pkg.widthMM,
          height_mm: pkg.heightMM,
          depth_mm: pkg.depthMM,
          weight_g: pkg.weightG,
          supply_preparation_time_in_days: 3,
        })),
      )
      .execute();
    await advanceIdentity(trx, 'products');
    await advanceIdentity(trx, 'product_packages');
    return { products: products.length, packages: packages.length };
  });
}
