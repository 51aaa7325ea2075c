import { sql } from 'kysely';
import { openDatabase } from '../server/db/database.js';
import { migrate } from '../server/db/migrate.js';
import { upsertOrders, type OrderFromOzon } from '../server/sales-orders/salesOrderRepository.js';

const database = await openDatabase({ kind: 'memory' });
await migrate(database);
const db = database.db;
const clusters = Array.from({ length: 30 }, (_, i) => `Кластер ${i}`);
for (const [i, name] of clusters.entries())
  await sql`INSERT INTO ozon_warehouse_clusters (ozon_id, name, aliases) VALUES (${i + 1}, ${name}, ${sql.val([`Alias ${i}`, `Другое ${i}`])}::text[])`.execute(db);
for (let w = 0; w < 50; w++)
  await sql`INSERT INTO ozon_warehouses (ozon_id, cluster_id, name) VALUES (${1000 + w}, ${(w % 30) + 1}, ${'Склад ' + w})`.execute(db);
let n = 0;
const day = (d: number): OrderFromOzon[] =>
  Array.from({ length: 400 }, (_, k) => {
    const id = ++n;
    const date = new Date(Date.UTC(2026, 0, 1) + d * 86400000 + k * 200000);
    return {
      ozonOrderId: id, ozonOrderNumber: `O-${id}`, type: id % 4 === 0 ? 2 : 1, date,
      items: [{ postingNumber: `P-${id}-1`, sku: 100 + (id % 300), offerId: String(1001 + (id % 300)), status: 3,
        currencyCode: 'RUB', price: 999, quantity: 1, city: 'Москва', region: 'Москва',
        clusterFrom: clusters[id % 30]!, clusterTo: id % 3 ? clusters[(id * 7) % 30]! : `alias ${id % 30}`,
        deliveryType: 'PVZ', warehouseOzonId: 1000 + (id % 50) }],
    };
  });
const started = performance.now();
for (let d = 0; d < 60; d++) await db.transaction().execute((trx) => upsertOrders(trx, day(d)));
console.log('60 days x 400:', Math.round(performance.now() - started), 'ms', JSON.stringify((globalThis as any).__t));
const check = await sql<{ c: number; f: number; t: number }>`SELECT count(*)::int c, count(cluster_from_id)::int f, count(cluster_to_id)::int t FROM ozon_sales_order_items`.execute(db);
console.log(check.rows[0]);
await database.close();
