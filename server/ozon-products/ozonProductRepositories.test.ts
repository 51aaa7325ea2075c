import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { openTestDatabase } from '../test/testDatabase.js';
import { upsertCommissions } from './ozonProductRepository.js';
import { replaceStocks, type StockFromOzon } from './ozonProductStockRepository.js';

describe('Replacing stocks and commissions', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    const { db } = database;
    await db.insertInto('products').values({ id: 1, name: 'Органайзер', stock_amount: 0 }).execute();
    await db
      .insertInto('product_packages')
      .values(
        [1, 2, 3].map((id) => ({
          id,
          product_id: 1,
          name: `Упаковка ${id}`,
          minimum_warehouse_stock: 0,
          product_count: 1,
          supply_preparation_time_in_days: 0,
        })),
      )
      .execute();
    await db
      .insertInto('ozon_products')
      .values([1, 2, 3].map((id) => ({ product_package_id: id, ozon_product_id: 100 + id, name: `Карточка ${id}` })))
      .execute();
    await db
      .insertInto('ozon_warehouses')
      .values(
        [1, 2].map((id) => ({
          id,
          ozon_id: 200 + id,
          name: `Склад ${id}`,
          seller_warehouse: false,
          status: 1,
          type: 1,
        })),
      )
      .execute();
  });
  afterAll(() => database.close());

  const stock = (packageId: number, warehouseId: number, present: number): StockFromOzon => ({
    product_package_id: packageId,
    warehouse_id: warehouseId,
    present,
    reserved: 0,
    discounted_present: 0,
    discounted_reserved: 0,
  });
  const stocks = () =>
    database.db
      .selectFrom('ozon_product_stocks')
      .select(['product_package_id', 'warehouse_id', 'present', 'synced_at'])
      .orderBy('product_package_id')
      .orderBy('warehouse_id')
      .execute();

  it('deletes the stocks no longer reported, updates changed ones and leaves the same ones untouched', async () => {
    const first = new Date('2026-01-01T00:00:00Z');
    const second = new Date('2026-01-02T00:00:00Z');
    await replaceStocks(database.db, [stock(1, 1, 5), stock(1, 2, 3), stock(2, 1, 7), stock(3, 2, 1)], first);
    await replaceStocks(database.db, [stock(1, 2, 3), stock(2, 1, 8)], second);
    expect(await stocks()).toEqual([
      { product_package_id: 1, warehouse_id: 2, present: 3, synced_at: first },
      { product_package_id: 2, warehouse_id: 1, present: 8, synced_at: second },
    ]);
    await replaceStocks(database.db, [], second);
    expect(await stocks()).toEqual([]);
  });

  it("replaces only the listed cards' commissions, dropping the schemes they no longer have", async () => {
    const commission = (Schema: 'FBO' | 'FBS' | 'RFBS', CommissionPercent: number) => ({
      Schema,
      DeliveryCost: 10,
      CommissionPercent,
      ReturnCost: 5,
      CommissionCost: 20,
    });
    await upsertCommissions(
      database.db,
      new Map([
        [1, [commission('FBO', 12), commission('FBS', 15)]],
        [2, [commission('FBO', 12), commission('RFBS', 9)]],
      ]),
    );
    await upsertCommissions(database.db, new Map([[1, [commission('FBS', 16)]]]));
    await upsertCommissions(database.db, new Map([[3, []]]));
    const rows = await database.db
      .selectFrom('ozon_product_commissions')
      .select(['product_package_id', 'schema', 'commission_percent'])
      .orderBy('product_package_id')
      .orderBy('schema')
      .execute();
    expect(rows).toEqual([
      { product_package_id: 1, schema: 'FBS', commission_percent: 16 },
      { product_package_id: 2, schema: 'FBO', commission_percent: 12 },
      { product_package_id: 2, schema: 'RFBS', commission_percent: 9 },
    ]);
  });
});
