import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_METHODS, reviewApi, type Review } from '../../server/ozon/api/reviews.js';
import { collect } from '../../server/ozon/paging.js';
import { startContractSandbox, TEST_NOW, type ContractSandbox } from './harness.js';

describe('reviews: sandbox and client against the contract', () => {
  let sandbox: ContractSandbox;
  let api: ReturnType<typeof reviewApi>;
  let reviews: Review[];
  beforeAll(async () => {
    sandbox = await startContractSandbox();
    api = reviewApi(sandbox.ozon);
    reviews = await collect(api.listPages());
  });
  afterAll(() => sandbox.close());

  it('pages every review exactly once, in both directions', async () => {
    const { total } = await api.count();
    expect(reviews.length).toBe(total);
    expect(new Set(reviews.map((review) => review.id)).size).toBe(total);
    const byTime = reviews.map((review) => Date.parse(review.published_at));
    expect(byTime).toEqual([...byTime].sort((a, b) => a - b));

    const small = await collect(api.listPages({ limit: 20, sort_dir: 'DESC' }));
    expect(small.map((review) => review.id)).toEqual(reviews.map((review) => review.id).reverse());
  });

  it('gives the same reviews for the same seed, and others for another seed', async () => {
    const again = await startContractSandbox();
    const other = await startContractSandbox({ seed: 7 });
    try {
      const firstPage = async (ozon: ContractSandbox['ozon']) =>
        (await reviewApi(ozon).list({ limit: 50 })).reviews.map(({ id, sku, rating, text }) => ({
          id,
          sku,
          rating,
          text,
        }));
      const expected = reviews.slice(0, 50).map(({ id, sku, rating, text }) => ({ id, sku, rating, text }));
      expect(await firstPage(again.ozon)).toEqual(expected);
      expect(await firstPage(other.ozon)).not.toEqual(expected);
    } finally {
      await Promise.all([again.close(), other.close()]);
    }
  });

  it('holds a year of Russian reviews skewed to 4–5 stars, with photos and comments', () => {
    expect(reviews.length).toBeGreaterThan(300);
    const first = Date.parse(reviews[0].published_at);
    expect(+TEST_NOW - first).toBeGreaterThan(330 * 86_400_000);
    expect(reviews.every((review) => Date.parse(review.published_at) < +TEST_NOW)).toBe(true);
    const stars = [1, 2, 3, 4, 5].map((rating) => reviews.filter((review) => review.rating === rating).length);
    expect(stars[3] + stars[4]).toBeGreaterThan(reviews.length * 0.7);
    expect(stars[0]).toBeGreaterThan(0);
    expect(reviews.filter((review) => review.text).every((review) => /[а-яё]/i.test(review.text))).toBe(true);
    expect(new Set(reviews.map((review) => review.text)).size).toBeGreaterThan(reviews.length / 3);
    expect(reviews.some((review) => review.photos_amount > 0)).toBe(true);
    expect(reviews.some((review) => review.comments_amount > 0)).toBe(true);
    expect(new Set(reviews.map((review) => review.status))).toEqual(new Set(['NEW', 'VIEWED', 'PROCESSED']));
  });

  it('filters by status, SKU and publication dates', async () => {
    const fresh = await collect(api.listPages({ filters: { status: 'NEW' } }));
    expect(fresh.length).toBe((await api.count()).new);
    expect(fresh.every((review) => review.status === 'NEW')).toBe(true);

    const sku = reviews[reviews.length - 1].sku;
    const ofSku = await collect(api.listPages({ filters: { sku: [sku] } }));
    expect(ofSku.map((review) => review.id)).toEqual(reviews.filter((review) => review.sku === sku).map((r) => r.id));

    const from = '2026-09-01T00:00:00Z';
    const to = '2026-09-30T23:59:59Z';
    const september = await collect(api.listPages({ filters: { published_from: from, published_to: to } }));
    expect(september.length).toBe(
      reviews.filter((review) => review.published_at >= from && review.published_at <= '2026-09-30T23:59:59.999Z')
        .length,
    );
  });

  it('gives one review in full, with photos and videos links', async () => {
    const withPhotos = reviews.find((review) => review.photos_amount > 0)!;
    const info = await api.info(withPhotos.id);
    expect(info).toMatchObject({
      id: withPhotos.id,
      sku: withPhotos.sku,
      rating: withPhotos.rating,
      text: withPhotos.text,
    });
    expect(info.photos).toHaveLength(withPhotos.photos_amount);
    expect(info.photos[0].url).toMatch(/^https:\/\//);
    await expect(api.info('00000000-0000-7000-8000-000000000000')).rejects.toMatchObject({ status: 404 });
  });

  it('lists the seller answers, and a created comment appears in the list', async () => {
    const answered = reviews.find((review) => review.comments_amount > 0)!;
    const before = await collect(api.commentPages(answered.id));
    expect(before).toHaveLength(answered.comments_amount);

    const target = reviews.find((review) => review.status === 'NEW' && review.rating <= 2) ?? reviews[0];
    const id = await api.createComment({
      review_id: target.id,
      text: 'Здравствуйте! Нам жаль, что так вышло. Напишите в чат по заказу — заменим товар.',
      mark_review_as_processed: true,
    });
    const comments = await collect(api.commentPages(target.id));
    expect(comments.find((comment) => comment.id === id)).toMatchObject({ is_owner: true, parent_comment_id: '' });
    const info = await api.info(target.id);
    expect(info.status).toBe('PROCESSED');
    expect(info.comments_amount).toBe(target.comments_amount + 1);

    const reply = await api.createComment({
      review_id: target.id,
      text: 'Дополнение к ответу.',
      parent_comment_id: id,
    });
    expect(
      (await collect(api.commentPages(target.id))).find((comment) => comment.id === reply)?.parent_comment_id,
    ).toBe(id);
  });

  it('change-status is reflected in the count and the list', async () => {
    const before = await api.count();
    const fresh = (await api.list({ filters: { status: 'NEW' }, limit: 20 })).reviews.slice(0, 3);
    await api.changeStatus(
      fresh.map((review) => review.id),
      'PROCESSED',
    );
    const after = await api.count();
    expect(after).toEqual({ ...before, new: before.new - 3, processed: before.processed + 3 });
    const processed = await collect(api.listPages({ filters: { status: 'PROCESSED' } }));
    expect(fresh.every((review) => processed.some((item) => item.id === review.id))).toBe(true);
    await expect(api.changeStatus(['no-such-review'], 'VIEWED')).rejects.toMatchObject({ status: 404, code: 5 });
    await expect(api.list({ limit: 10 })).rejects.toMatchObject({ status: 400, code: 3 });
  });

  it('breaks no contract and covers every method of the family', () => {
    // Two requests above are refused on purpose (limit 10 breaks the documented 20..100).
    const unexpected = sandbox.app.contractViolations.filter(
      (violation) => !(violation.direction === 'request' && violation.endpoint === `POST ${REVIEW_METHODS.list}`),
    );
    expect(unexpected).toEqual([]);
    expect(sandbox.app.contractViolations).toHaveLength(1);
    expect([...sandbox.app.exercisedEndpoints].sort()).toEqual(
      Object.values(REVIEW_METHODS)
        .map((path) => `POST ${path}`)
        .sort(),
    );
  });
});
