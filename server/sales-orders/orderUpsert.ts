import { sql } from 'kysely';
import type { DbOrTrx } from '../db/database.js';
import { jsonRowSets } from '../db/jsonRowSets.js';
import { refreshOrderHours } from './orderHours.js';

/** One product line of a posting as the importer hands it over. */
export interface OrderItemFromOzon {
  postingNumber: string;
  sku: number;
  offerId: string;
  status: number;
  currencyCode: string;
  price: number;
  quantity: number;
  city: string;
  region: string;
  clusterFrom: string;
  clusterTo: string;
  deliveryType: string;
  warehouseOzonId: number | null;
}

export interface OrderFromOzon {
  ozonOrderId: number;
  ozonOrderNumber: string;
  type: number;
  date: Date;
  items: OrderItemFromOzon[];
}

/**
 * Writes a page of orders with their items. An order or item is only written when what Ozon says of
 * it changed, so re-reading a window of postings changes nothing but what moved. The product package,
 * clusters and warehouse are joined by the database from the offer_id, cluster names (or aliases) and
 * Ozon's warehouse id. Answers how many items were added or changed.
 */
export async function upsertOrders(db: DbOrTrx, orders: OrderFromOzon[]): Promise<number> {
  if (orders.length === 0) return 0;
  // A page may hold two postings of one order: one row per order, else the upsert meets itself.
  const byId = new Map(orders.map((order) => [order.ozonOrderId, order]));
  const unique = [...byId.values()];
  // In sets of JSON rows: a batch of days holds thousands of orders, past the 65,535 bound parameters,
  // and one JSON value of them all would grow the embedded database's memory for good (jsonRowSets.ts).
  const toOrderRow = (order: OrderFromOzon) => ({
    ozon_order_id: order.ozonOrderId,
    ozon_order_number: order.ozonOrderNumber,
    type: order.type,
    date: order.date.toISOString(),
  });
  for (const orderRows of jsonRowSets(unique, toOrderRow)) {
    await sql`
      INSERT INTO ozon_sales_orders (ozon_order_id, ozon_order_number, type, date)
      SELECT * FROM jsonb_to_recordset(${orderRows}::jsonb)
        AS r(ozon_order_id bigint, ozon_order_number text, type smallint, date timestamptz)
      ON CONFLICT (ozon_order_id) DO UPDATE SET
        ozon_order_number = excluded.ozon_order_number, type = excluded.type, date = excluded.date
      WHERE (ozon_sales_orders.ozon_order_number, ozon_sales_orders.type, ozon_sales_orders.date)
        IS DISTINCT FROM (excluded.ozon_order_number, excluded.type, excluded.date)`.execute(db);
  }
  const items = [
    ...new Map(
      orders.flatMap((order) =>
        order.items.map((item) => [`${item.postingNumber} ${item.sku}`, { ...item, ozonOrderId: order.ozonOrderId }]),
      ),
    ).values(),
  ];
  const toItemRow = (item: OrderItemFromOzon & { ozonOrderId: number }) => ({
    ozon_order_id: item.ozonOrderId,
    // The order's date as written above (the last of its postings here): the item's hour is its order's.
    date: byId.get(item.ozonOrderId)!.date.toISOString(),
    posting_number: item.postingNumber,
    sku: item.sku,
    offer_id: item.offerId,
    status: item.status,
    currency_code: item.currencyCode,
    price: item.price,
    quantity: item.quantity,
    city: item.city,
    region: item.region,
    cluster_from: item.clusterFrom,
    cluster_to: item.clusterTo,
    delivery_type: item.deliveryType,
    warehouse_ozon_id: item.warehouseOzonId,
  });
  let changed = 0;
  const hours = new Set<number>();
  for (const rows of jsonRowSets(items, toItemRow)) {
    const written = await upsertItemRows(db, rows);
    changed += written.changed;
    for (const hour of written.hours ?? []) hours.add(new Date(hour).getTime());
  }
  // The summary's hours of what changed (an order's date never moves: its hour is the item's).
  await refreshOrderHours(db, [...hours]);
  return changed;
}

/** One set of items as JSON rows; answers how many were added or changed, and their hours. */
async function upsertItemRows(db: DbOrTrx, rows: string) {
  // One statement for the set: the joins resolve names to IDs, and the WHERE of the update skips
  // rows whose every field is as stored.
  // What changed comes back as its count and hours, not row by row: a day's items are thousands.
  const result = await sql<{ changed: number; hours: (Date | string)[] | null }>`
    WITH incoming AS (
      SELECT * FROM jsonb_to_recordset(${rows}::jsonb) AS r(
        ozon_order_id bigint, date timestamptz, posting_number text, sku bigint, offer_id text, status smallint,
        currency_code text, price numeric, quantity integer, city text, region text,
        cluster_from text, cluster_to text, delivery_type text, warehouse_ozon_id bigint)
    ),
    -- Every name and alias of a cluster, once (the first cluster's where two share one): one hash join
    -- per page instead of a scan of all clusters and their aliases per item.
    cluster_names AS (
      SELECT DISTINCT ON (name) name, id FROM (
        SELECT lower(c.name) AS name, c.id FROM ozon_warehouse_clusters c
        UNION ALL
        SELECT lower(alias), c.id FROM ozon_warehouse_clusters c, unnest(c.aliases) AS alias
      ) AS named ORDER BY name, id
    ),
    resolved AS (
      -- The order by its key, one index probe per item: the planner, who guesses a hundred incoming rows,
      -- would otherwise hash the whole orders table for each page.
      SELECT (SELECT o.id FROM ozon_sales_orders o WHERE o.ozon_order_id = i.ozon_order_id) AS order_id,
        i.posting_number, i.sku, i.offer_id,
        (SELECT p.id FROM product_packages p WHERE i.offer_id ~ '^[0-9]{1,9}$' AND p.id = i.offer_id::integer)
          AS product_package_id,
        i.status, i.currency_code, i.price, i.quantity, i.city, i.region, i.cluster_from, i.cluster_to,
        cluster_from.id AS cluster_from_id, cluster_to.id AS cluster_to_id,
        i.delivery_type, i.warehouse_ozon_id AS ozon_warehouse_ozon_id,
        (SELECT w.id FROM ozon_warehouses w WHERE w.ozon_id = i.warehouse_ozon_id) AS ozon_warehouse_id,
        i.date,
        (SELECT least(i.quantity, coalesce(sum(r.quantity), 0))::integer FROM ozon_returns r
          WHERE r.posting_number = i.posting_number AND r.sku = i.sku) AS returned_quantity
      FROM incoming i
        LEFT JOIN cluster_names cluster_from ON cluster_from.name = lower(i.cluster_from)
        LEFT JOIN cluster_names cluster_to ON cluster_to.name = lower(i.cluster_to)
    ),
    written AS (INSERT INTO ozon_sales_order_items (order_id, posting_number, sku, offer_id, product_package_id, status,
      currency_code, price, quantity, city, region, cluster_from, cluster_to, cluster_from_id, cluster_to_id,
      delivery_type, ozon_warehouse_ozon_id, ozon_warehouse_id, date, returned_quantity)
    SELECT order_id, posting_number, sku, offer_id, product_package_id, status, currency_code, price, quantity,
      city, region, cluster_from, cluster_to, cluster_from_id, cluster_to_id, delivery_type,
      ozon_warehouse_ozon_id, ozon_warehouse_id, date, returned_quantity
    FROM resolved
    ON CONFLICT (posting_number, sku) DO UPDATE SET
      order_id = excluded.order_id, offer_id = excluded.offer_id, product_package_id = excluded.product_package_id,
      status = excluded.status, currency_code = excluded.currency_code, price = excluded.price,
      quantity = excluded.quantity, city = excluded.city, region = excluded.region,
      cluster_from = excluded.cluster_from, cluster_to = excluded.cluster_to,
      cluster_from_id = excluded.cluster_from_id, cluster_to_id = excluded.cluster_to_id,
      delivery_type = excluded.delivery_type, ozon_warehouse_ozon_id = excluded.ozon_warehouse_ozon_id,
      ozon_warehouse_id = excluded.ozon_warehouse_id, date = excluded.date,
      returned_quantity = excluded.returned_quantity, synced_at = now()
    WHERE (ozon_sales_order_items.order_id, ozon_sales_order_items.offer_id, ozon_sales_order_items.product_package_id,
      ozon_sales_order_items.status, ozon_sales_order_items.currency_code, ozon_sales_order_items.price,
      ozon_sales_order_items.quantity, ozon_sales_order_items.city, ozon_sales_order_items.region,
      ozon_sales_order_items.cluster_from, ozon_sales_order_items.cluster_to, ozon_sales_order_items.cluster_from_id,
      ozon_sales_order_items.cluster_to_id, ozon_sales_order_items.delivery_type,
      ozon_sales_order_items.ozon_warehouse_ozon_id, ozon_sales_order_items.ozon_warehouse_id, ozon_sales_order_items.date,
      ozon_sales_order_items.returned_quantity)
      IS DISTINCT FROM (excluded.order_id, excluded.offer_id, excluded.product_package_id, excluded.status,
      excluded.currency_code, excluded.price, excluded.quantity, excluded.city, excluded.region,
      excluded.cluster_from, excluded.cluster_to, excluded.cluster_from_id, excluded.cluster_to_id,
      excluded.delivery_type, excluded.ozon_warehouse_ozon_id, excluded.ozon_warehouse_id, excluded.date,
      excluded.returned_quantity)
    RETURNING date)
    SELECT count(*)::integer AS changed, array_agg(DISTINCT date_trunc('hour', date)) AS hours FROM written`.execute(
    db,
  );
  return result.rows[0]!;
}
