import type { FastifyInstance } from 'fastify';
import { endpoint } from '../endpoint.js';
import { invalidArgument } from '../errors.js';
import {
  DAY,
  firstRatingDay,
  localizationPercentage,
  ratingDay,
  ratingFlags,
  ratingStatus,
  ratingValue,
} from '../world/rating.js';
import { PREMIUM_SCORED, RATINGS, RATING_BY_NAME, type RatingDefinition } from '../world/ratingDefinitions.js';
import type { World } from '../world/world.js';

/** The summary compares today's value with the one a week before, as the cabinet does. */
const PAST_DAYS = 7;

function summaryItem(world: World, definition: RatingDefinition) {
  const today = ratingDay(world);
  const current = ratingValue(world, definition, today);
  const past = ratingValue(world, definition, today - PAST_DAYS * DAY);
  const direction = current > past ? 'DIRECTION_RISE' : current < past ? 'DIRECTION_FALL' : 'DIRECTION_NONE';
  const better = definition.direction === 'LOWER_IS_BETTER' ? current < past : current > past;
  const meaning =
    direction === 'DIRECTION_NONE' || definition.direction === 'NEUTRAL'
      ? 'MEANING_NONE'
      : better
        ? 'MEANING_GOOD'
        : 'MEANING_BAD';
  return {
    change: { direction, meaning },
    current_value: current,
    name: definition.name,
    past_value: past,
    rating: definition.rating,
    rating_direction: definition.direction,
    status: ratingStatus(definition, current),
    value_type: definition.valueType,
  };
}

function summary(world: World) {
  const groups: { group_name: string; items: ReturnType<typeof summaryItem>[] }[] = [];
  for (const definition of RATINGS) {
    let group = groups.find((candidate) => candidate.group_name === definition.group);
    if (!group) groups.push((group = { group_name: definition.group, items: [] }));
    group.items.push(summaryItem(world, definition));
  }
  const today = ratingDay(world);
  const scored = PREMIUM_SCORED.map((name) => RATING_BY_NAME.get(name)!);
  return {
    groups,
    localization_index: [
      {
        calculation_date: new Date(today).toISOString(),
        localization_percentage: localizationPercentage(world, today),
      },
    ],
    // No Premium subscription: penalty points are counted but change nothing.
    penalty_score_exceeded: scored.some(
      (definition) => ratingFlags(definition, ratingValue(world, definition, today)).danger,
    ),
    premium: false,
    premium_plus: false,
  };
}

interface HistoryBody {
  date_from?: string;
  date_to?: string;
  ratings?: string[];
  with_premium_scores?: boolean;
}

function dateOf(value: unknown, field: string): number {
  const time = typeof value === 'string' ? Date.parse(value) : NaN;
  if (Number.isNaN(time)) throw invalidArgument(`${field} is required and must be a date-time`);
  return time;
}

/** Penalty points for a value under the Premium threshold: one per started percent (or 0.1 of a score) short. */
function penalty(definition: RatingDefinition, value: number): number {
  const threshold = definition.thresholds!.premium;
  const step = definition.valueType === 'REVIEW_SCORE' ? 0.1 : 1;
  return Math.max(1, Math.ceil((threshold - value) / step));
}

function history(world: World, body: HistoryBody) {
  const from = dateOf(body.date_from, 'date_from');
  const to = dateOf(body.date_to, 'date_to');
  if (from > to) throw invalidArgument('date_from must not be after date_to');
  if (!Array.isArray(body.ratings) || body.ratings.length === 0) throw invalidArgument('ratings are required');
  const definitions = body.ratings.map((name) => {
    const definition = RATING_BY_NAME.get(name);
    if (!definition) throw invalidArgument(`unknown rating ${name}; known: ${RATINGS.map((r) => r.rating).join(', ')}`);
    return definition;
  });
  // One value a day, for the days of the period the seller had ratings and that have begun.
  const days: number[] = [];
  const first = Math.max(Math.ceil(from / DAY) * DAY, firstRatingDay(world));
  const last = Math.min(Math.floor(to / DAY) * DAY, ratingDay(world));
  for (let day = first; day <= last; day += DAY) days.push(day);

  const ratings = definitions.map((definition) => ({
    danger_threshold: definition.thresholds?.danger ?? 0,
    premium_threshold: definition.thresholds?.premium ?? 0,
    rating: definition.rating,
    values: days.map((day) => {
      const value = ratingValue(world, definition, day);
      return {
        date_from: new Date(day - definition.windowDays * DAY).toISOString(),
        date_to: new Date(day).toISOString(),
        status: ratingFlags(definition, value),
        value,
      };
    }),
    warning_threshold: definition.thresholds?.warning ?? 0,
  }));
  const premiumScores = body.with_premium_scores
    ? definitions
        .filter((definition) => PREMIUM_SCORED.includes(definition.rating))
        .map((definition) => ({
          rating: definition.rating,
          scores: days
            .map((day) => ({ day, value: ratingValue(world, definition, day) }))
            .filter(({ value }) => !ratingFlags(definition, value).premium)
            .map(({ day, value }) => ({
              date: new Date(day).toISOString(),
              rating_value: value,
              value: penalty(definition, value),
            })),
        }))
    : [];
  return { premium_scores: premiumScores, ratings };
}

export default function ratingRoutes(app: FastifyInstance) {
  endpoint(
    app,
    { method: 'POST', path: '/v1/rating/summary', contract: { openapi: '25-sellerrating.json' } },
    ({ world }) => summary(world),
  );
  endpoint<HistoryBody>(
    app,
    { method: 'POST', path: '/v1/rating/history', contract: { openapi: '25-sellerrating.json' } },
    ({ body, world }) => history(world, body),
  );
}
