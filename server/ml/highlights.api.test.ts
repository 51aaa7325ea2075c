import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { HighlightCluster } from '../../contracts/highlights.js';
import { buildTestApp, type TestApp } from '../test/testApp.js';

const CLUSTERIZE = '/ml/highlights/clusterize_products';

/** Three candles whose buyers write about the smell, three garments whose buyers write about the size. */
const CARDS = [
  { sku: 101, name: 'Свеча ароматическая «Ваниль»' },
  { sku: 102, name: 'Свеча соевая «Лаванда»' },
  { sku: 103, name: 'Свеча в банке «Кедр»' },
  { sku: 201, name: 'Футболка хлопковая' },
  { sku: 202, name: 'Платье летнее' },
  { sku: 203, name: 'Джинсы прямые' },
];
const REVIEWS: [sku: number, text: string][] = [
  [101, 'Приятный запах ванили, свеча горит ровно'],
  [101, 'Запах слабый, но горит долго. Быстрая доставка'],
  [102, 'Аромат лаванды, запах наполняет комнату'],
  [102, 'Фитиль не коптит, запах приятный'],
  [103, 'Запах кедра очень приятный, свеча горит долго'],
  [103, 'Быстрая доставка, спасибо'],
  [201, 'Размер маломерит, берите на размер больше'],
  [201, 'Качество ткани отличное. Быстрая доставка'],
  [202, 'Размер подошел идеально, ткань приятная'],
  [202, 'Качество ткани хорошее, по размеру село'],
  [203, 'Размер соответствует, качество ткани плотное'],
  [203, 'Быстрая доставка, размер в размер'],
  // A card removed since: its reviews still count, without a card.
  [204, 'Размер большемерит, ткань тонкая'],
  // A card whose reviews say nothing about the product: left out.
  [104, ''],
  [104, 'Спасибо, все отлично!'],
];

describe('the machine-learning service: highlights clusterization', () => {
  let t: TestApp;
  const clusterize = async (query = '') => {
    const response = await t.call({ method: 'POST', url: `${CLUSTERIZE}${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<HighlightCluster[]>();
  };
  const skus = (groups: HighlightCluster[]) => groups.map((group) => group.products.map((product) => product.Sku));
  /** Stores the reviews in the order given, their ids numbered in that order too. */
  const insertReviews = async (reviews: [number, string][]) => {
    const at = new Date('2026-10-01T12:00:00Z');
    await t.database.db
      .insertInto('ozon_product_reviews')
      .values(
        reviews.map(([sku, text], i) => ({
          id: `r-${String(i).padStart(3, '0')}`,
          sku,
          text,
          published_at: at,
          rating: 5,
          processing_status: 1,
          synced_at: at,
        })),
      )
      .execute();
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    for (const [i, card] of [...CARDS, { sku: 104, name: 'Подарочный набор' }].entries()) {
      const product = await db
        .insertInto('products')
        .values({ name: card.name })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('product_packages')
        .values({ id: 1000 + i, product_id: product.id, name: card.name })
        .execute();
      await db
        .insertInto('ozon_products')
        .values({ product_package_id: 1000 + i, ozon_product_id: 5000 + i, sku: card.sku, name: card.name })
        .execute();
    }
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.deleteFrom('ozon_product_reviews').execute();
  });

  it('answers GET /ml/ with its status', async () => {
    const response = await t.call({ method: 'GET', url: '/ml/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('puts the products whose reviews talk about one thing together, and names the theme', async () => {
    await insertReviews(REVIEWS);
    const groups = await clusterize();
    expect(skus(groups)).toEqual([
      [201, 202, 203, 204],
      [101, 102, 103],
    ]);
    const [clothes, candles] = groups;
    expect(clothes.clusters[0]).toBe('размер');
    expect(clothes.clusters).toContain('качество ткани');
    expect(candles.clusters.slice(0, 3)).toContain('запах');
    // Every group's buyers praise the delivery: it sets no group apart.
    expect(groups.flatMap((group) => group.clusters)).not.toContain('быстрая доставка');
    expect(candles.products[0]).toEqual({
      ProductPackageID: 1000,
      Sku: 101,
      Name: 'Свеча ароматическая «Ваниль»',
      ReviewCount: 2,
    });
    expect(clothes.products.at(-1)).toEqual({ ProductPackageID: null, Sku: 204, Name: '', ReviewCount: 1 });
  });

  it('gives the same groups on every call, whatever order the reviews were stored in', async () => {
    await insertReviews(REVIEWS);
    const first = await clusterize();
    expect(await clusterize()).toEqual(first);
    const firstOfThree = await clusterize('?clusterCount=3');

    await t.database.db.deleteFrom('ozon_product_reviews').execute();
    await insertReviews([...REVIEWS].reverse());
    expect(await clusterize()).toEqual(first);
    expect(await clusterize('?clusterCount=3')).toEqual(firstOfThree);
  });

  it('makes as many groups as asked, at most one per product', async () => {
    await insertReviews(REVIEWS);
    expect(await clusterize('?clusterCount=2')).toHaveLength(2);
    expect(await clusterize('?clusterCount=3')).toHaveLength(3);
    const one = await clusterize('?clusterCount=1');
    expect(skus(one)).toEqual([[101, 102, 103, 201, 202, 203, 204]]);
    expect(await clusterize('?clusterCount=50')).toHaveLength(7);
  });

  it('refuses a clusterCount that is not a whole number from 1 to 50, naming it', async () => {
    for (const value of ['abc', '0', '-1', '2.5', '51', '']) {
      const response = await t.call({ method: 'POST', url: `${CLUSTERIZE}?clusterCount=${value}` });
      expect(response.statusCode, value).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(Object.keys(response.json().errors), value).toEqual(['clusterCount']);
    }
  });

  it('answers an empty list while there are no reviews', async () => {
    expect(await clusterize()).toEqual([]);
    await insertReviews([[104, '']]);
    expect(await clusterize('?clusterCount=2')).toEqual([]);
  });

  it('is described in the API document, with its bearer token', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const clusterizeCall = document.paths[CLUSTERIZE].post;
    expect(clusterizeCall.operationId).toBe('clusterizeProducts');
    expect(clusterizeCall.tags).toEqual(['MachineLearning']);
    expect(clusterizeCall.security).toEqual([{ bearer: [] }]);
    expect(clusterizeCall.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(['clusterCount']);
  });

  it('needs an access token', async () => {
    for (const [method, url] of [
      ['POST', CLUSTERIZE],
      ['GET', '/ml/'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, url).toBe(401);
      expect(response.json().status).toBe(401);
    }
    const forged = await t.app.inject({ method: 'POST', url: CLUSTERIZE, headers: { authorization: 'Bearer x.y.z' } });
    expect(forged.statusCode).toBe(401);
  });
});
