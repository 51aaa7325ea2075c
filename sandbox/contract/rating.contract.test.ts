import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATING_METHODS, RATING_NAMES, ratingApi } from '../../server/ozon/api/rating.js';
import { reviewApi, type Review } from '../../server/ozon/api/reviews.js';
import { collect } from '../../server/ozon/paging.js';
import { startContractSandbox, TEST_NOW, type ContractSandbox } from './harness.js';

const DAY = 86_400_000;

describe('seller rating: sandbox and client against the contract', () => {
  let sandbox: ContractSandbox;
  let api: ReturnType<typeof ratingApi>;
  beforeAll(async () => {
    sandbox = await startContractSandbox();
    api = ratingApi(sandbox.ozon);
  });
  afterAll(() => sandbox.close());

  it('summarises every documented rating in groups, with statuses and the localization index', async () => {
    const summary = await api.summary();
    const items = summary.groups.flatMap((group) => group.items);
    expect(items.map((item) => item.rating).sort()).toEqual([...RATING_NAMES].sort());
    expect(summary.groups.length).toBeGreaterThanOrEqual(4);
    expect(items.every((item) => ['OK', 'WARNING', 'CRITICAL'].includes(item.status))).toBe(true);
    expect(items.every((item) => /[а-яё]/i.test(item.name))).toBe(true);
    const prices = summary.groups.find((group) => group.group_name === 'Индекс цен')!.items;
    expect(prices.reduce((sum, item) => sum + item.current_value, 0)).toBeCloseTo(100, 0);
    expect(summary.localization_index).toHaveLength(1);
    expect(summary.localization_index[0].localization_percentage).toBeGreaterThan(40);
    expect(summary.localization_index[0].calculation_date).toBe(TEST_NOW.toISOString());
  });

  it('gives one value a day over the period, with thresholds and status flags', async () => {
    const history = await api.history({
      date_from: new Date(+TEST_NOW - 29 * DAY).toISOString(),
      date_to: new Date(+TEST_NOW + 10 * DAY).toISOString(),
      ratings: ['rating_on_time', 'rating_reaction_time', 'rating_ssl'],
    });
    expect(history.ratings.map((rating) => rating.rating)).toEqual([
      'rating_on_time',
      'rating_reaction_time',
      'rating_ssl',
    ]);
    const onTime = history.ratings[0];
    // 30 days up to today; none in the future.
    expect(onTime.values).toHaveLength(30);
    expect(onTime.values.at(-1)!.date_to).toBe(TEST_NOW.toISOString());
    expect(new Set(onTime.values.map((value) => value.value)).size).toBeGreaterThan(5);
    expect(onTime.danger_threshold).toBeLessThan(onTime.warning_threshold);
    expect(onTime.values.every((value) => value.value > 0 && value.value <= 100)).toBe(true);
    const reaction = history.ratings[1];
    expect(reaction.danger_threshold).toBeGreaterThan(reaction.warning_threshold);
    expect(history.premium_scores).toEqual([]);

    const summary = await api.summary();
    const current = summary.groups.flatMap((group) => group.items).find((item) => item.rating === 'rating_on_time')!;
    expect(current.current_value).toBe(onTime.values.at(-1)!.value);
  });

  it('derives the average review score from the reviews, and returns premium scores when asked', async () => {
    const reviews: Review[] = await collect(reviewApi(sandbox.ozon).listPages());
    const history = await api.history({
      date_from: new Date(+TEST_NOW - 365 * DAY).toISOString(),
      date_to: TEST_NOW.toISOString(),
      ratings: ['rating_review_avg_score_total'],
      with_premium_scores: true,
    });
    const values = history.ratings[0].values.map((value) => value.value);
    expect(values.length).toBeGreaterThan(300);
    expect(values.every((value) => value >= 3 && value <= 5)).toBe(true);
    const recent = reviews.filter((review) => review.is_rating_participant);
    const average = recent.reduce((sum, review) => sum + review.rating, 0) / recent.length;
    // The all-time average moves towards the average of the year's reviews.
    expect(Math.abs(values.at(-1)! - average)).toBeLessThan(Math.abs(values[0] - average) + 0.01);
    expect(history.premium_scores.map((scores) => scores.rating)).toEqual(['rating_review_avg_score_total']);
  });

  it('gives the same ratings for the same seed, and others for another seed', async () => {
    const again = await startContractSandbox();
    const other = await startContractSandbox({ seed: 7 });
    try {
      const summary = await api.summary();
      expect(await ratingApi(again.ozon).summary()).toEqual(summary);
      expect(await ratingApi(other.ozon).summary()).not.toEqual(summary);
    } finally {
      await Promise.all([again.close(), other.close()]);
    }
  });

  it('refuses unknown rating names and a reversed period with Ozon error bodies', async () => {
    const period = { date_from: TEST_NOW.toISOString(), date_to: TEST_NOW.toISOString() };
    await expect(
      api.history({ ...period, ratings: ['rating_price' as (typeof RATING_NAMES)[number]] }),
    ).rejects.toMatchObject({ status: 400, code: 3 });
    await expect(
      api.history({
        date_from: period.date_to,
        date_to: new Date(+TEST_NOW - DAY).toISOString(),
        ratings: ['rating_on_time'],
      }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('breaks no contract and covers every method of the family', () => {
    expect(sandbox.app.contractViolations).toEqual([]);
    const exercised = [...sandbox.app.exercisedEndpoints].filter((name) => name.includes('/rating/'));
    expect(exercised.sort()).toEqual(
      Object.values(RATING_METHODS)
        .map((path) => `POST ${path}`)
        .sort(),
    );
  });
});
