import { sql } from 'kysely';
import { buildTestApp } from '../server/test/testApp.js';
import { compare, type BenchmarkResult } from './measure.js';

const PRODUCTS = 20_000;
const PACKAGES_PER_PRODUCT = 2;
const PAGE = 100;

/**
 * The Products grid's call: a name search, ordered by name, one page with packages and categories,
 * through HTTP (bearer check, validation, serialisation) versus the same rows read with raw SQL.
 */
export async function findProductsBenchmark(): Promise<BenchmarkResult> {
  const t = await buildTestApp();
  try {
    const db = t.database.db;
    await sql`INSERT INTO product_categories (name) SELECT 'Category ' || n FROM generate_series(1, 50) n`.execute(db);
    await sql`INSERT INTO products (category_id, stock_amount, name, width_mm, height_mm, depth_mm, weight_g)
      SELECT 1 + n % 50, n % 300, 'Product ' || md5(n::text), 100 + n % 50, 50 + n % 30, 20 + n % 10, 200 + n % 900
      FROM generate_series(1, ${PRODUCTS}) n`.execute(db);
    await sql`INSERT INTO product_packages (product_id, name, product_count)
      SELECT p.id, p.name || ' x' || k, k FROM products p, generate_series(1, ${PACKAGES_PER_PRODUCT}) k`.execute(db);
    await sql`ANALYZE`.execute(db);
    const token = await t.token();

    const baseline = async () => {
      const pattern = '%a1%';
      await sql`SELECT count(*) FROM products WHERE name ILIKE ${pattern}`.execute(db);
      const page = await sql<{ id: number }>`SELECT p.*, c.name AS category_name FROM products p
        LEFT JOIN product_categories c ON c.id = p.category_id
        WHERE p.name ILIKE ${pattern} ORDER BY p.name, p.id LIMIT ${PAGE}`.execute(db);
      const ids = page.rows.map((row) => row.id);
      await sql`SELECT * FROM product_packages WHERE product_id = ANY(${ids}::int[])`.execute(db);
    };
    const measured = async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/v1/Product/FindProducts',
        headers: { authorization: `Bearer ${token}` },
        payload: { Name: 'a1', OrderField: 'Name', Count: PAGE },
      });
      if (response.statusCode !== 200) throw new Error(`FindProducts answered ${response.statusCode}`);
    };
    return await compare(
      {
        name: 'catalogue-find-products',
        description: `FindProducts (name search, ordered by name, ${PAGE} per page) through HTTP vs raw SQL`,
        scale: { products: PRODUCTS, packages: PRODUCTS * PACKAGES_PER_PRODUCT, pageSize: PAGE },
        iterations: 60,
      },
      baseline,
      measured,
    );
  } finally {
    await t.close();
  }
}
