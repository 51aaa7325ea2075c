import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostingStatus } from '../../contracts/enums.js';
import type { Database } from '../db/database.js';
import { openEmptyTestDatabase } from '../test/testDatabase.js';
import { migrate, readMigrations } from '../db/migrate.js';
import { summedHours } from './orderHours.js';

/**
 * Migration 0021 on an install that already holds orders: its hourly summaries counted buyers' refusals
 * as returns; after it, they hold returns and refusals apart, as the importers now write them.
 */
describe('migration 0021: refusals apart in the stored hours', () => {
  let database: Database;
  const hour = new Date('2026-10-05T09:00:00Z');

  beforeAll(async () => {
    database = await openEmptyTestDatabase();
    const all = readMigrations();
    await migrate(
      database,
      all.filter((migration) => migration.name < '0021'),
    );
    const { db } = database;
    // Two orders in one hour: one delivered with 1 of 3 units returned at 1 000 ₽, one cancelled with its
    // 2 units at 500 ₽ handed back; the hour as the importer wrote it before, refusals among the returns.
    await sql`INSERT INTO ozon_sales_orders (id, ozon_order_id, ozon_order_number, type, date)
      VALUES (1, 1, '01', 1, ${hour}), (2, 2, '02', 1, ${hour})`.execute(db);
    await sql`INSERT INTO ozon_sales_order_items (order_id, posting_number, sku, offer_id, status, currency_code,
        price, quantity, returned_quantity, date)
      VALUES (1, '01-1', 11, '11', ${PostingStatus.Delivered}, 'RUB', 1000, 3, 1, ${hour}),
        (2, '02-1', 12, '12', ${PostingStatus.Cancelled}, 'RUB', 500, 2, 2, ${hour})`.execute(db);
    await sql`INSERT INTO ozon_sales_order_hours VALUES (${hour}, 2, 5, 1, 2, 1, 3, 0, 0, 2, 3)`.execute(db);
    await sql`INSERT INTO ozon_sales_order_hour_sums VALUES (${hour}, 'RUB', 2, 4000, 3000, 3000, 2000)`.execute(db);
    await migrate(database, all);
  });
  afterAll(() => database.close());

  it('recomputes the returns without the refusals and the refusals on their own', async () => {
    const { counts, sums } = await summedHours(database.db, { from: hour, to: new Date(hour.getTime() + 3_600_000) });
    expect(counts).toMatchObject({
      cancelled_orders: 1,
      returned_orders: 1,
      returned_products: 1,
      refused_orders: 1,
      refused_products: 2,
    });
    expect(sums.map((row) => [row.currency_code, Number(row.returns), Number(row.refusals)])).toEqual([
      ['RUB', 1000, 1000],
    ]);
  });
});
