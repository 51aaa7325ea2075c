import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PackageType } from '../../contracts/packageType.js';
import { buildTestApp, type TestApp } from '../test/testApp.js';

describe('package types', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object) => t.call({ method: 'POST', url: `/v1/PackageType/${url}`, payload });
  const list = async () =>
    (await t.call({ method: 'GET', url: '/v1/PackageType/GetPackageTypes' })).json<PackageType[]>();
  const remove = (id: number) =>
    t.call({ method: 'DELETE', url: `/v1/PackageType/RemovePackageType?packageTypeID=${id}` });
  const add = async (name: string, prices: { Date: string; Price: number }[] = []) => {
    const response = await post('AddPackageType', { Name: name, UnitOfMeasure: 2, DecimalPlaces: 0, Prices: prices });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<number>();
  };

  it('adds a type and reads it back with its prices newest first', async () => {
    const id = await add('Коробка 20×20×20', [
      { Date: '2026-01-15', Price: 25 },
      { Date: '2026-03-01', Price: 29.5 },
    ]);
    expect((await list()).find((type) => type.ID === id)).toEqual({
      ID: id,
      Name: 'Коробка 20×20×20',
      UnitOfMeasure: 2,
      DecimalPlaces: 0,
      Prices: [
        { PackageTypeID: id, Date: '2026-03-01', Price: 29.5 },
        { PackageTypeID: id, Date: '2026-01-15', Price: 25 },
      ],
    });
  });

  it('replaces the whole price history on update', async () => {
    const id = await add('Скотч 48 мм', [{ Date: '2026-01-15', Price: 80 }]);
    const update = {
      ID: id,
      Name: 'Скотч 48 мм, 66 м',
      UnitOfMeasure: 3,
      DecimalPlaces: 2,
      Prices: [{ Date: '2026-11-01', Price: 1.4 }],
    };
    expect((await post('UpdatePackageType', update)).statusCode).toBe(204);
    expect((await list()).find((type) => type.ID === id)).toEqual({
      ...update,
      Prices: [{ PackageTypeID: id, Date: '2026-11-01', Price: 1.4 }],
    });
  });

  it('refuses a second price on one date, naming the date of the second', async () => {
    const id = await add('Пакет zip-lock');
    const response = await post('UpdatePackageType', {
      ID: id,
      Name: 'Пакет zip-lock',
      UnitOfMeasure: 2,
      Prices: [
        { Date: '2026-11-01', Price: 3 },
        { Date: '2026-10-01', Price: 2.5 },
        { Date: '2026-11-01', Price: 3.2 },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['Prices[2].Date']);
    expect((await list()).find((type) => type.ID === id)?.Prices).toEqual([]);
  });

  it('deletes a type with its prices', async () => {
    const id = await add('Наклейка', [{ Date: '2026-01-15', Price: 0.5 }]);
    expect((await remove(id)).statusCode).toBe(204);
    expect((await list()).some((type) => type.ID === id)).toBe(false);
  });

  it('keeps a type a purchase batch packs its goods in, naming the batches', async () => {
    const id = await add('Стрейч-плёнка');
    const { db } = t.database;
    await db.insertInto('products').values({ id: 9001, name: 'Плед' }).execute();
    await db
      .insertInto('product_packages')
      .values({ id: 9101, product_id: 9001, name: 'Плед', product_count: 1 })
      .execute();
    const batch = await db
      .insertInto('purchase_batches')
      .values({ name: 'Осенняя закупка', date: '2026-10-01', status: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const item = await db
      .insertInto('purchase_batch_items')
      .values({ purchase_batch_id: batch.id, product_id: 9001, count: 10, price: 400 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const salesItem = await db
      .insertInto('sales_items')
      .values({ purchase_batch_item_id: item.id, product_package_id: 9101, volume: 3 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('sales_item_packages')
      .values({ sales_item_id: salesItem.id, package_type_id: id, amount: 1.5, price_per_uom: 3.6 })
      .execute();

    const response = await remove(id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      type: '/problems/record-in-use',
      Entity: 'PackageType',
      ID: id,
      DependentEntity: 'PurchaseBatch',
      DependentIDs: String(batch.id),
    });
    expect((await list()).some((type) => type.ID === id)).toBe(true);
  });

  it('names a type that is not there', async () => {
    for (const response of [
      await remove(424242),
      await post('UpdatePackageType', { ID: 424242, Name: 'Нет', UnitOfMeasure: 2 }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ type: '/problems/record-not-found', Entity: 'PackageType', ID: 424242 });
    }
  });

  it('answers only with a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/PackageType/GetPackageTypes' });
    expect(response.statusCode).toBe(401);
  });
});
