-- Refusals apart from returns (issue 30, docs/money.md): units handed back of a cancelled posting (the
-- buyer refused it) are already among the cancelled and outside the sales, so they no longer count as
-- returns; the summary counts them on their own. The daily groups are keyed by status and need nothing
-- new; the hourly tables gain the refusals, and every stored hour is recomputed with the definitions of
-- server/sales-orders/orderHours.ts as they stand in this migration.
ALTER TABLE ozon_sales_order_hours
  ADD COLUMN refused_orders integer NOT NULL DEFAULT 0,
  ADD COLUMN refused_products bigint NOT NULL DEFAULT 0;
ALTER TABLE ozon_sales_order_hour_sums ADD COLUMN refusals numeric(16, 2) NOT NULL DEFAULT 0;

UPDATE ozon_sales_order_hours h SET
  returned_orders = f.returned_orders, returned_products = f.returned_products,
  refused_orders = f.refused_orders, refused_products = f.refused_products
FROM (
  SELECT date_trunc('hour', i.date) AS hour,
    count(DISTINCT i.order_id) FILTER (WHERE i.returned_quantity > 0 AND i.status <> 4) AS returned_orders,
    coalesce(sum(i.returned_quantity) FILTER (WHERE i.status <> 4), 0) AS returned_products,
    count(DISTINCT i.order_id) FILTER (WHERE i.returned_quantity > 0 AND i.status = 4) AS refused_orders,
    coalesce(sum(i.returned_quantity) FILTER (WHERE i.status = 4), 0) AS refused_products
  FROM ozon_sales_order_items i WHERE i.returned_quantity > 0 GROUP BY 1
) f
WHERE h.hour = f.hour;

UPDATE ozon_sales_order_hour_sums s SET returns = f.returns, refusals = f.refusals
FROM (
  SELECT date_trunc('hour', i.date) AS hour, i.currency_code,
    coalesce(sum(i.price * i.returned_quantity) FILTER (WHERE i.status <> 4), 0) AS returns,
    coalesce(sum(i.price * i.returned_quantity) FILTER (WHERE i.status = 4), 0) AS refusals
  FROM ozon_sales_order_items i WHERE i.returned_quantity > 0 GROUP BY 1, 2
) f
WHERE s.hour = f.hour AND s.currency_code = f.currency_code;
