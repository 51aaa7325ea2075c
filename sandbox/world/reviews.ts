import { Random } from '../random.js';
import type { OzonProductCard } from './catalogue.js';
import type { World } from './world.js';

/**
 * Buyers' reviews of the seller's cards over the last year up to `world.now`. Each review is a small
 * record (texts, photos and comments are derived from its id on demand), so even the largest
 * sandbox (about 30k reviews) stays light. What the seller changed (statuses, comments) is kept in
 * the world's 'reviews' state.
 */
export type ReviewStatus = 'NEW' | 'VIEWED' | 'PROCESSED';
export const REVIEW_STATUSES: readonly ReviewStatus[] = ['NEW', 'VIEWED', 'PROCESSED'];

export interface ReviewRecord {
  /** Time-ordered like Ozon's (UUIDv7-style): sorting by id sorts by publication. */
  id: string;
  sku: number;
  typeId: number;
  publishedAt: number;
  rating: number;
  photos: number;
  videos: number;
  likes: number;
  dislikes: number;
  orderStatus: 'DELIVERED' | 'CANCELLED';
  ratingParticipant: boolean;
  initialStatus: ReviewStatus;
  /** When the seller answered (a comment), or null. */
  answeredAt: number | null;
  buyerComments: number;
}

export interface ReviewState {
  status: Map<string, ReviewStatus>;
}

/** About 4,000 reviews a year at scale 1 (roughly one per 35–40 delivered postings). */
const REVIEWS_A_YEAR = 4000;
const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Household goods: more reviews after the autumn and New Year sales, fewer in summer. */
const SEASON = [1.05, 0.95, 0.95, 0.9, 0.85, 0.8, 0.78, 0.82, 0.92, 1.05, 1.3, 1.45];
const NORMAL_STARS = [0.035, 0.025, 0.05, 0.13, 0.76];
/** Cards with a real defect in some batches get more bad reviews. */
const PROBLEM_STARS = [0.14, 0.07, 0.11, 0.18, 0.5];

export function timeOrderedId(ms: number, random: Random): string {
  const hex = ms.toString(16).padStart(12, '0');
  const digits = (count: number) => Array.from({ length: count }, () => random.int(0, 15).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-7${digits(3)}-${'89ab'[random.int(0, 3)]}${digits(3)}-${digits(12)}`;
}

function initialStatus(random: Random, ageDays: number): ReviewStatus {
  const weights = ageDays < 3 ? [0.65, 0.25, 0.1] : ageDays < 14 ? [0.3, 0.35, 0.35] : [0.06, 0.14, 0.8];
  return random.weighted(REVIEW_STATUSES, weights);
}

/** Picks cards by popularity with a binary search over cumulative weights. */
function cardPicker(cards: OzonProductCard[]) {
  const cumulative: number[] = [];
  let total = 0;
  for (const card of cards) cumulative.push((total += card.popularity));
  return (random: Random) => {
    const roll = random.next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle] > roll) high = middle;
      else low = middle + 1;
    }
    return cards[low];
  };
}

function buildReviews(world: World): ReviewRecord[] {
  const random = new Random(world.seed, 'reviews');
  const now = world.now.getTime();
  const cards = world.catalogue.cards.filter((card) => card.sku > 0 && card.popularity > 0);
  if (!cards.length) return [];
  const pick = cardPicker(cards);
  const problem = new Set(
    cards.filter((card) => new Random(world.seed, 'review-quality', card.productId).chance(0.12)).map((c) => c.sku),
  );
  const perDay = (REVIEWS_A_YEAR * world.scale) / 365;
  const today = Math.floor(now / DAY) * DAY;
  const reviews: ReviewRecord[] = [];

  for (let day = today - 365 * DAY; day <= today; day += DAY) {
    const date = new Date(day);
    const weekday = date.getUTCDay();
    const expected = perDay * SEASON[date.getUTCMonth()] * (weekday === 0 || weekday === 1 ? 1.15 : 0.94);
    const count = Math.max(0, Math.round(expected + random.gaussian() * Math.sqrt(3 * expected)));
    // Buyers write mostly in the Moscow daytime (06–21 UTC).
    const times = Array.from({ length: count }, () =>
      random.chance(0.85) ? day + 6 * HOUR + random.next() * 15 * HOUR : day + random.next() * DAY,
    )
      .map(Math.floor)
      .filter((time) => time < now)
      .sort((a, b) => a - b);
    for (const publishedAt of times) {
      let card = pick(random);
      for (let attempt = 0; attempt < 4 && Date.parse(card.createdAt) > publishedAt; attempt++) card = pick(random);
      if (Date.parse(card.createdAt) > publishedAt) continue;
      const rating = 1 + random.weighted([0, 1, 2, 3, 4], problem.has(card.sku) ? PROBLEM_STARS : NORMAL_STARS);
      const ageDays = (now - publishedAt) / DAY;
      const status = initialStatus(random, ageDays);
      const answered = status === 'PROCESSED' && random.chance(rating <= 3 ? 0.92 : 0.7);
      const orderStatus = random.chance(0.02) ? 'CANCELLED' : 'DELIVERED';
      reviews.push({
        id: timeOrderedId(publishedAt, random),
        sku: card.sku,
        typeId: card.typeId,
        publishedAt,
        rating,
        photos: random.chance(rating >= 5 ? 0.22 : rating <= 2 ? 0.4 : 0.25)
          ? random.weighted([1, 2, 3, 4, 5], [5, 3, 2, 1, 1])
          : 0,
        videos: random.chance(rating <= 2 ? 0.06 : 0.03) ? 1 : 0,
        likes: Math.floor(random.next() ** 3 * (rating === 1 || rating === 5 ? 14 : 6) * Math.min(1, ageDays / 60)),
        dislikes: Math.floor(random.next() ** 4 * 3),
        orderStatus,
        ratingParticipant: orderStatus === 'DELIVERED' && !random.chance(0.04),
        initialStatus: status,
        // Sellers answer within hours to a few days; never after "now".
        answeredAt: answered
          ? Math.floor(publishedAt + Math.min(now - publishedAt - 1, (2 + random.next() * 70) * HOUR))
          : null,
        buyerComments: random.chance(0.05) ? random.int(1, 2) : 0,
      });
    }
  }
  return reviews.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export interface ReviewIndex {
  /** By id ascending, which is by publication. */
  list: ReviewRecord[];
  byId: Map<string, ReviewRecord>;
  typeNames: Map<number, string>;
}

export function reviewsOf(world: World): ReviewIndex {
  return world.memo('reviews', () => {
    const list = buildReviews(world);
    const typeNames = new Map<number, string>();
    const visit = (nodes: World['catalogue']['categories']) =>
      nodes.forEach((node) => {
        node.types.forEach((type) => typeNames.set(type.id, type.name));
        visit(node.children);
      });
    visit(world.catalogue.categories);
    return { list, byId: new Map(list.map((review) => [review.id, review])), typeNames };
  });
}

export const reviewStateOf = (world: World) => world.state<ReviewState>('reviews', () => ({ status: new Map() }));

export function statusOf(world: World, review: ReviewRecord): ReviewStatus {
  return reviewStateOf(world).status.get(review.id) ?? review.initialStatus;
}

export function setStatus(world: World, review: ReviewRecord, status: ReviewStatus): void {
  reviewStateOf(world).status.set(review.id, status);
}

export function countByStatus(world: World): Record<ReviewStatus, number> & { total: number } {
  const counts = { NEW: 0, VIEWED: 0, PROCESSED: 0, total: 0 };
  for (const review of reviewsOf(world).list) {
    counts[statusOf(world, review)] += 1;
    counts.total += 1;
  }
  return counts;
}

/**
 * A buyer writes a review now (the harness: an end-to-end test needs a review newer than the rule it
 * watches with): of the given card, or the most popular one, published at the wall clock's time.
 */
export function writeReview(world: World, { rating, sku }: { rating: number; sku?: number }): ReviewRecord {
  const index = reviewsOf(world);
  const card = world.catalogue.cards
    .filter((candidate) => candidate.sku > 0 && (sku === undefined || candidate.sku === sku))
    .sort((a, b) => b.popularity - a.popularity)[0];
  if (!card) throw new Error(`no card with SKU ${sku}`);
  const publishedAt = Math.max(Date.now(), (index.list.at(-1)?.publishedAt ?? 0) + 1);
  const review: ReviewRecord = {
    id: timeOrderedId(publishedAt, new Random(world.seed, 'written-review', index.list.length)),
    sku: card.sku,
    typeId: card.typeId,
    publishedAt,
    rating,
    photos: 0,
    videos: 0,
    likes: 0,
    dislikes: 0,
    orderStatus: 'DELIVERED',
    ratingParticipant: true,
    initialStatus: 'NEW',
    answeredAt: null,
    buyerComments: 0,
  };
  index.list.push(review);
  index.byId.set(review.id, review);
  return review;
}
