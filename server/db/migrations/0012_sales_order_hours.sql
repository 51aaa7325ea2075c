-- What the orders summary adds up, kept per UTC hour so a year's figures read 8,760 rows instead of a
-- million items. Each order belongs to the hour it was placed in, so distinct order counts of hours add
-- up exactly; any whole-hour time zone's days are whole hours. The importers refresh the hours they
-- touch in the transaction that writes the items (server/sales-orders/orderHours.ts).

-- The units of the item Ozon lists returns of (at most the units ordered), kept on the item by the
-- imports so no summary joins the returns.
ALTER TABLE ozon_sales_order_items ADD COLUMN returned_quantity integer NOT NULL DEFAULT 0;
UPDATE ozon_sales_order_items i SET returned_quantity = least(i.quantity, r.quantity)
FROM (SELECT posting_number, sku, sum(quantity)::integer AS quantity FROM ozon_returns GROUP BY posting_number, sku) r
WHERE r.posting_number = i.posting_number AND r.sku = i.sku;

CREATE TABLE ozon_sales_order_hours (
  hour timestamptz PRIMARY KEY,
  orders integer NOT NULL,
  products bigint NOT NULL,
  cancelled_orders integer NOT NULL,
  cancelled_products bigint NOT NULL,
  finalized_orders integer NOT NULL,
  finalized_products bigint NOT NULL,
  non_local_orders integer NOT NULL,
  non_local_products bigint NOT NULL,
  returned_orders integer NOT NULL,
  returned_products bigint NOT NULL
);

CREATE TABLE ozon_sales_order_hour_sums (
  hour timestamptz NOT NULL,
  currency_code text NOT NULL,
  items integer NOT NULL,
  amount numeric(16, 2) NOT NULL,
  sales numeric(16, 2) NOT NULL,
  finalized_sales numeric(16, 2) NOT NULL,
  returns numeric(16, 2) NOT NULL,
  PRIMARY KEY (hour, currency_code)
);

-- The hours of the orders already imported (statuses: 3 delivered, 4 cancelled).
INSERT INTO ozon_sales_order_hours
SELECT date_trunc('hour', i.date), count(DISTINCT i.order_id), coalesce(sum(i.quantity), 0),
  count(DISTINCT i.order_id) FILTER (WHERE i.status = 4), coalesce(sum(i.quantity) FILTER (WHERE i.status = 4), 0),
  count(DISTINCT i.order_id) FILTER (WHERE i.status = 3), coalesce(sum(i.quantity) FILTER (WHERE i.status = 3), 0),
  count(DISTINCT i.order_id) FILTER (WHERE i.cluster_from <> '' AND i.cluster_to <> '' AND i.cluster_from <> i.cluster_to),
  coalesce(sum(i.quantity) FILTER (WHERE i.cluster_from <> '' AND i.cluster_to <> '' AND i.cluster_from <> i.cluster_to), 0),
  count(DISTINCT i.order_id) FILTER (WHERE i.returned_quantity > 0), coalesce(sum(i.returned_quantity), 0)
FROM ozon_sales_order_items i GROUP BY 1;

INSERT INTO ozon_sales_order_hour_sums
SELECT date_trunc('hour', i.date), i.currency_code, count(*), sum(i.price * i.quantity),
  coalesce(sum(i.price * i.quantity) FILTER (WHERE i.status <> 4), 0),
  coalesce(sum(i.price * i.quantity) FILTER (WHERE i.status = 3), 0),
  coalesce(sum(i.price * i.returned_quantity), 0)
FROM ozon_sales_order_items i GROUP BY 1, 2;

-- The orders grid's filters other than dates read the items of the period: by buyers' cluster and by
-- warehouse, these find them without visiting every item of the period.
CREATE INDEX ozon_sales_order_items_cluster_to ON ozon_sales_order_items (cluster_to_id, date);
CREATE INDEX ozon_sales_order_items_warehouse ON ozon_sales_order_items (ozon_warehouse_id, date);
