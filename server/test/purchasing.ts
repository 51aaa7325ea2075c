import { expect } from 'vitest';
import { buildTestApp, type TestApp } from './testApp.js';

/** The seeded sales channels (migration 0014). */
export const FBO = 1;
export const FBS = 2;

/** A plan with the figures a test does not care about left at their defaults. */
export const plan = (channel: number, amount: number, price: number) => ({
  SalesChannelID: channel,
  Price: price,
  Amount: amount,
  SalesPerMonth: 10,
  CommissionMultiplier: 0.17,
});

/** A batch in sale of one product sold as package 101 (one plaid). */
export const plaidBatch = (name: string, date: string, count: number, plans: ReturnType<typeof plan>[]) => ({
  Name: name,
  Date: date,
  Status: 2,
  Items: [
    { ProductID: 1, Count: count, Price: 400, SalesItems: [{ ProductPackageID: 101, Volume: 3, SalesPlans: plans }] },
  ],
});

export interface PurchasingTestApp {
  t: TestApp;
  /** A /v1/PurchaseBatch call that must answer 200, and its body. */
  post<T>(url: string, payload?: unknown): Promise<T>;
}

/**
 * The server with a small catalogue to buy and sell: a plaid (package 101 of one, 102 of two) and a mug
 * (package 201), a box and stretch film to pack them in.
 */
export async function buildPurchasingTestApp(): Promise<PurchasingTestApp> {
  const t = await buildTestApp();
  const { db } = t.database;
  await db
    .insertInto('products')
    .values([
      { id: 1, name: 'Плед флисовый' },
      { id: 2, name: 'Кружка керамическая' },
    ])
    .execute();
  await db
    .insertInto('product_packages')
    .values([
      { id: 101, product_id: 1, name: 'Плед 150×200', product_count: 1 },
      { id: 102, product_id: 1, name: 'Пледы, 2 шт.', product_count: 2 },
      { id: 201, product_id: 2, name: 'Кружка 350 мл', product_count: 1 },
    ])
    .execute();
  await db.insertInto('package_types').values({ id: 1, name: 'Коробка 40×30×10', unit_of_measure: 2 }).execute();
  await db
    .insertInto('package_types')
    .values({ id: 2, name: 'Стрейч-плёнка', unit_of_measure: 3, decimal_places: 2 })
    .execute();
  const post = <T>(url: string, payload?: unknown) =>
    t.call({ method: 'POST', url: `/v1/PurchaseBatch/${url}`, payload: payload as object }).then((response) => {
      expect(response.statusCode, response.body).toBe(200);
      return response.json<T>();
    });
  return { t, post };
}
