import type { DbOrTrx } from '../db/database.js';
import type { EnabledRule } from './notificationRuleRepository.js';
import type { Finding } from './notificationStore.js';

/** Reviews looked at per run, the newest: more new ones than this at once is a flood, told by its latest. */
const MAX_REVIEWS = 500;

/**
 * New reviews rated at most each user's threshold, published since their rule was switched on. The
 * worse the rating, the higher the level (1 star: 4). A review is told once: its subject stays.
 */
export async function findLowReviews(db: DbOrTrx, rules: EnabledRule[]): Promise<Map<number, Finding[]>> {
  const found = new Map<number, Finding[]>();
  if (rules.length === 0) return found;
  const widest = Math.max(...rules.map((rule) => rule.threshold));
  const earliest = new Date(Math.min(...rules.map((rule) => rule.enabledAt.getTime())));
  const reviews = await db
    .selectFrom('ozon_product_reviews as r')
    .select((eb) => [
      'r.id',
      'r.sku',
      'r.rating',
      'r.text',
      'r.published_at',
      eb.selectFrom('ozon_products as p').select('p.name').whereRef('p.sku', '=', 'r.sku').limit(1).as('product_name'),
    ])
    .where('r.rating', '<=', widest)
    .where('r.published_at', '>=', earliest)
    .orderBy('r.published_at', 'desc')
    .limit(MAX_REVIEWS)
    .execute();
  for (const rule of rules) {
    found.set(
      rule.userId,
      reviews
        .filter((review) => review.rating <= rule.threshold && new Date(review.published_at) >= rule.enabledAt)
        .map((review) => ({
          subject: `review:${review.id}`,
          level: 5 - review.rating,
          facts: {
            Kind: 'LowReview',
            ReviewID: review.id,
            Sku: Number(review.sku),
            ProductName: review.product_name,
            Rating: review.rating,
            Text: review.text,
            PublishedAt: new Date(review.published_at).toISOString(),
          },
          link: { To: '/ozon/review', Search: { review: review.id } },
        })),
    );
  }
  return found;
}
