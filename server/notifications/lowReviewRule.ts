import { NOTIFICATION_ITEMS_KEPT, type LowReviewItem, type NotificationLink } from '../../contracts/notifications.js';
import type { SellerCalendar } from '../../contracts/sellerCalendar.js';
import type { DbOrTrx } from '../db/database.js';
import type { EnabledRule } from './notificationRuleRepository.js';
import type { Finding, Told } from './notificationStore.js';

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
        .map((review): Finding<LowReviewItem> => ({
          subject: `review:${review.id}`,
          level: 5 - review.rating,
          item: {
            ReviewID: review.id,
            Sku: Number(review.sku),
            ProductName: review.product_name,
            Rating: review.rating,
            Text: review.text,
            PublishedAt: new Date(review.published_at).toISOString(),
          },
        })),
    );
  }
  return found;
}

/**
 * The low reviews a run found new for a user, the worst rated first. One review opens itself on the
 * reviews screen; several open the screen filtered to the stars of the rule, from the seller's day of the
 * first.
 */
export function lowReviewsTold(rules: EnabledRule[], calendar: SellerCalendar): Told {
  const thresholdOf = new Map(rules.map((rule) => [rule.userId, rule.threshold]));
  return (news, userId) => {
    const items = (news as Finding<LowReviewItem>[])
      .map((finding) => finding.item)
      .sort((a, b) => a.Rating - b.Rating || b.PublishedAt.localeCompare(a.PublishedAt));
    const stars = Array.from({ length: thresholdOf.get(userId)! }, (_, index) => index + 1);
    const from = items.reduce(
      (first, item) => (item.PublishedAt < first ? item.PublishedAt : first),
      items[0]!.PublishedAt,
    );
    return {
      facts: { Kind: 'LowReview', Count: items.length, Items: items.slice(0, NOTIFICATION_ITEMS_KEPT) },
      link: (items.length === 1
        ? { To: '/ozon/review', Search: { review: items[0]!.ReviewID } }
        : { To: '/ozon/review', Search: { stars, from: calendar.dayOf(new Date(from)) } }) as NotificationLink,
    };
  };
}
