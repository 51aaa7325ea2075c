import { hashSeed, Random } from '../random.js';
import { RATINGS, RATING_BY_NAME, type RatingDefinition } from './ratingDefinitions.js';
import { reviewsOf } from './reviews.js';
import type { World } from './world.js';

/**
 * The seller's ratings day by day. Each is a smooth, seeded curve (two slow waves and a little daily
 * noise) computed for any day on demand, so history of any length costs nothing to keep. Two are
 * derived from other data: the average review score from the reviews, and the FBO score from the
 * three FBO ratings it is documented to combine.
 */
export const DAY = 86_400_000;

export interface RatingPoint {
  day: number;
  value: number;
}

interface Wave {
  slow: number;
  fast: number;
  slowPhase: number;
  fastPhase: number;
}

const wavesOf = (world: World) =>
  world.memo('rating-waves', () => {
    const waves = new Map<string, Wave>();
    for (const definition of RATINGS) {
      const random = new Random(world.seed, 'rating-wave', definition.rating);
      waves.set(definition.rating, {
        slow: random.int(45, 110),
        fast: random.int(9, 21),
        slowPhase: random.next() * 2 * Math.PI,
        fastPhase: random.next() * 2 * Math.PI,
      });
    }
    return waves;
  });

/** In [-1, 1]: mostly the slow wave, some of the fast one, a little day-to-day noise. */
function wave(world: World, name: string, day: number): number {
  const w = wavesOf(world).get(name)!;
  const t = day / DAY;
  const noise = (hashSeed(world.seed, name, t) / 4294967296) * 2 - 1;
  return (
    0.6 * Math.sin((2 * Math.PI * t) / w.slow + w.slowPhase) +
    0.3 * Math.sin((2 * Math.PI * t) / w.fast + w.fastPhase) +
    0.1 * noise
  );
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;
const clamp = (definition: RatingDefinition, value: number) =>
  round(Math.min(definition.max, Math.max(definition.min, value)), definition.decimals);

function curve(world: World, definition: RatingDefinition, day: number): number {
  return clamp(definition, definition.base + definition.spread * wave(world, definition.rating, day));
}

/** All-time average of the reviews that count towards the rating, as of the end of each day. */
function reviewScores(world: World) {
  return world.memo('rating-review-scores', () => {
    const random = new Random(world.seed, 'rating-prior-reviews');
    // Reviews older than the sandbox's year: the seller's history before it.
    const priorCount = Math.round(500 * world.scale) + 20;
    const priorSum = priorCount * (4.5 + random.next() * 0.2);
    const byDay = new Map<number, { count: number; sum: number }>();
    for (const review of reviewsOf(world).list) {
      if (!review.ratingParticipant) continue;
      const day = Math.floor(review.publishedAt / DAY) * DAY;
      const entry = byDay.get(day) ?? { count: 0, sum: 0 };
      entry.count += 1;
      entry.sum += review.rating;
      byDay.set(day, entry);
    }
    const days = [...byDay.keys()].sort((a, b) => a - b);
    const cumulative: { day: number; count: number; sum: number }[] = [];
    let count = priorCount;
    let sum = priorSum;
    for (const day of days) {
      count += byDay.get(day)!.count;
      sum += byDay.get(day)!.sum;
      cumulative.push({ day, count, sum });
    }
    return { priorCount, priorSum, cumulative };
  });
}

function reviewAverage(world: World, day: number): number {
  const { priorCount, priorSum, cumulative } = reviewScores(world);
  let low = 0;
  let high = cumulative.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (cumulative[middle].day <= day) low = middle + 1;
    else high = middle;
  }
  const last = low > 0 ? cumulative[low - 1] : { count: priorCount, sum: priorSum };
  return round(last.sum / last.count, 2);
}

const PRICE_ZONES = ['rating_price_super', 'rating_price_green', 'rating_price_yellow', 'rating_price_red'];

/** The value of a rating as computed on a day (UTC midnight). */
export function ratingValue(world: World, definition: RatingDefinition, day: number): number {
  if (definition.rating === 'rating_review_avg_score_total') return reviewAverage(world, day);
  if (definition.rating === 'rating_ssl') {
    const part = (name: string) => curve(world, RATING_BY_NAME.get(name)!, day);
    return clamp(
      definition,
      0.4 * part('rating_on_time_supply_delivery') +
        0.3 * part('rating_order_accuracy') +
        0.3 * part('rating_on_time_supply_cancellation'),
    );
  }
  if (PRICE_ZONES.includes(definition.rating)) {
    // Shares of the seller's products in each price-index zone: they add up to 100%.
    const shares = PRICE_ZONES.map((name) => curve(world, RATING_BY_NAME.get(name)!, day));
    const total = shares.reduce((sum, share) => sum + share, 0);
    return round((100 * curve(world, definition, day)) / total, 1);
  }
  return curve(world, definition, day);
}

export type RatingStatus = 'OK' | 'WARNING' | 'CRITICAL';

/** Beyond a threshold in the rating's bad direction. */
function beyond(definition: RatingDefinition, value: number, threshold: number): boolean {
  return definition.direction === 'LOWER_IS_BETTER' ? value > threshold : value < threshold;
}

export function ratingFlags(definition: RatingDefinition, value: number) {
  const limits = definition.thresholds;
  if (!limits) return { danger: false, warning: false, premium: false };
  const danger = beyond(definition, value, limits.danger);
  return {
    danger,
    warning: !danger && beyond(definition, value, limits.warning),
    premium: !beyond(definition, value, limits.premium),
  };
}

export function ratingStatus(definition: RatingDefinition, value: number): RatingStatus {
  const flags = ratingFlags(definition, value);
  return flags.danger ? 'CRITICAL' : flags.warning ? 'WARNING' : 'OK';
}

/** The first day the seller had ratings: when the first card was created. */
export function firstRatingDay(world: World): number {
  return world.memo('rating-first-day', () => {
    const first = Math.min(...world.catalogue.cards.map((card) => Date.parse(card.createdAt)));
    return Math.floor(first / DAY) * DAY + DAY;
  });
}

/** Today's calculation day: ratings are computed once a day, for the day that has begun. */
export const ratingDay = (world: World) => Math.floor(world.now.getTime() / DAY) * DAY;

/** The localization index: the share of orders delivered from the buyer's own cluster, in whole percent. */
export function localizationPercentage(world: World, day: number): number {
  const random = new Random(world.seed, 'localization');
  const base = 62 + random.int(0, 14);
  return Math.round(base + 6 * Math.sin((2 * Math.PI * day) / DAY / 75 + random.next() * 6));
}
