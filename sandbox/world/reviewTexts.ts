import { Random } from '../random.js';
import {
  BUYER_COMMENTS,
  CLOSINGS,
  DELIVERY_BAD,
  DELIVERY_GOOD,
  GENERIC_PHRASES,
  OPENINGS,
  SELLER_ANSWERS,
  SHORT_PRAISE,
  TYPE_PHRASES,
} from './reviewPhrases.js';

/**
 * Review and comment texts, built on demand from the review's own seed: the same review always
 * reads the same, and no text of a large sandbox is kept in memory.
 */
const gendered = (text: string, female: boolean) =>
  text.replace(/\{([^|}]*)\|([^}]*)\}/g, (_match, feminine: string, masculine: string) =>
    female ? feminine : masculine,
  );

/** Two different items of a list (or one, when it is that short). */
function pickTwo(random: Random, items: readonly string[]): string[] {
  const first = random.int(0, items.length - 1);
  if (items.length < 2) return [items[first]];
  const second = (first + random.int(1, items.length - 1)) % items.length;
  return [items[first], items[second]];
}

/** Index into OPENINGS/CLOSINGS by stars. */
const tone = (rating: number) => (rating <= 2 ? 0 : rating - 2);

export function reviewText(seed: number, reviewId: string, rating: number, typeName: string | undefined): string {
  const random = new Random(seed, 'review-text', reviewId);
  const phrases = (typeName && TYPE_PHRASES[typeName]) || GENERIC_PHRASES;
  const female = random.chance(0.72);
  // Many happy buyers only put the stars, or a few words.
  if (rating === 5 && random.chance(0.15)) return '';
  if (rating === 4 && random.chance(0.08)) return '';
  if (rating === 5 && random.chance(0.2)) return random.pick(SHORT_PRAISE);

  const parts: string[] = [];
  if (random.chance(0.7)) parts.push(random.pick(OPENINGS[tone(rating)]));
  if (rating === 5) {
    parts.push(...(random.chance(0.5) ? pickTwo(random, phrases.good) : [random.pick(phrases.good)]));
    if (random.chance(0.4)) parts.push(random.pick(DELIVERY_GOOD));
  } else if (rating === 4) {
    parts.push(random.pick(phrases.good), random.pick(phrases.minor));
  } else if (rating === 3) {
    parts.push(random.pick(phrases.good), random.pick(phrases.bad));
  } else {
    parts.push(...(random.chance(0.5) ? pickTwo(random, phrases.bad) : [random.pick(phrases.bad)]));
    if (random.chance(0.3)) parts.push(random.pick(DELIVERY_BAD));
  }
  if (random.chance(0.45)) parts.push(random.pick(CLOSINGS[tone(rating)]));
  return gendered(parts.join(' '), female);
}

export function sellerAnswerText(seed: number, reviewId: string, rating: number): string {
  const random = new Random(seed, 'review-answer', reviewId);
  const bank = rating >= 5 ? SELLER_ANSWERS.good : rating >= 3 ? SELLER_ANSWERS.mixed : SELLER_ANSWERS.bad;
  return random.pick(bank);
}

export function buyerCommentText(seed: number, commentId: string): string {
  const random = new Random(seed, 'review-buyer-comment', commentId);
  return gendered(random.pick(BUYER_COMMENTS), random.chance(0.7));
}
