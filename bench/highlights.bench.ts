import { sql } from 'kysely';
import { buildTestApp } from '../server/test/testApp.js';
import { compare, type BenchmarkResult } from './measure.js';

const PRODUCTS = 1_000;
const REVIEWS_PER_PRODUCT = 30;

/** Review texts of a few themes, as buyers of household goods write them. */
const THEMES = [
  'запах свечи приятный, аромат ваниль, горит ровно, фитиль не коптит',
  'размер маломерит, ткань тонкая, качество ткани хорошее, шов ровный',
  'заряд держит, экран яркий, кнопка тугая, звук громкий',
  'вкус сладкий, упаковка целая, срок годности большой, чай свежий',
];

/**
 * The review groups (POST /ml/highlights/clusterize_products: TF-IDF and k-means over every review
 * text) through HTTP, versus reading the same review texts with raw SQL: what the grouping adds to
 * the read it cannot do without.
 */
export async function highlightsBenchmark(): Promise<BenchmarkResult> {
  const t = await buildTestApp();
  try {
    const db = t.database.db;
    await sql`INSERT INTO ozon_product_reviews (id, sku, text, published_at, rating, processing_status, synced_at)
      SELECT 'r' || n, 1 + n % ${PRODUCTS},
        (ARRAY[${sql.join(THEMES)}])[1 + (n % ${PRODUCTS}) % 4] || ', быстрая доставка ' || (n % 7),
        now() - (n || ' minutes')::interval, 1 + n % 5, 3, now()
      FROM generate_series(1, ${PRODUCTS * REVIEWS_PER_PRODUCT}) n`.execute(db);
    await sql`ANALYZE`.execute(db);
    const token = await t.token();

    const baseline = () =>
      sql`SELECT r.sku, r.text, p.product_package_id, p.name FROM ozon_product_reviews r
        LEFT JOIN ozon_products p ON p.sku = r.sku WHERE btrim(r.text) <> '' ORDER BY r.sku, r.id`.execute(db);
    const measured = async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/ml/highlights/clusterize_products',
        headers: { authorization: `Bearer ${token}` },
      });
      if (response.statusCode !== 200) throw new Error(`clusterize_products answered ${response.statusCode}`);
    };
    return await compare(
      {
        name: 'ml-highlights',
        description:
          'Review groups (TF-IDF and k-means over every review) through HTTP vs reading the texts with raw SQL',
        scale: { products: PRODUCTS, reviews: PRODUCTS * REVIEWS_PER_PRODUCT },
        iterations: 9,
      },
      baseline,
      measured,
    );
  } finally {
    await t.close();
  }
}
