-- The orders summary under the grid's filters by status, buyers' cluster, warehouse and non-local (issue
-- 29): per UTC day, the items of each combination of those (with the currency) are added up, so a
-- filtered quarter reads some thousand rows instead of a quarter million items.
--
-- Counting orders exactly: an order lies in one day (its items carry its date). An order whose items all
-- fall in one group is counted in that group (orders, returned_orders). An order whose items fall in
-- several groups is not counted there; it has a row per group it touches in
-- ozon_sales_order_day_group_spans, and a filtered summary counts those orders distinct. The importers
-- recompute the days they touch in the transaction that writes the items (server/sales-orders/orderHours.ts).

CREATE TABLE ozon_sales_order_day_groups (
  day timestamptz NOT NULL,
  status smallint NOT NULL,
  cluster_to_id integer,
  ozon_warehouse_id integer,
  non_local boolean NOT NULL,
  currency_code text NOT NULL,
  -- orders whose items all lie in this group, and those of them with a returned item
  orders integer NOT NULL,
  returned_orders integer NOT NULL,
  -- every item of the group, whatever its order
  items integer NOT NULL,
  products bigint NOT NULL,
  returned_products bigint NOT NULL,
  amount numeric(16, 2) NOT NULL,
  returns numeric(16, 2) NOT NULL
);
CREATE INDEX ozon_sales_order_day_groups_day ON ozon_sales_order_day_groups (day);

CREATE TABLE ozon_sales_order_day_group_spans (
  day timestamptz NOT NULL,
  order_id bigint NOT NULL,
  status smallint NOT NULL,
  cluster_to_id integer,
  ozon_warehouse_id integer,
  non_local boolean NOT NULL,
  currency_code text NOT NULL,
  -- an item of the order in this group has a return
  returned boolean NOT NULL
);
CREATE INDEX ozon_sales_order_day_group_spans_day ON ozon_sales_order_day_group_spans (day);

-- Recomputes the given UTC days (their starts) from their items: one definition for the importers and
-- the backfill below. Non-local as in orderHours.ts: both clusters known and different.
CREATE FUNCTION refresh_sales_order_day_groups(days timestamptz[]) RETURNS void AS $$
  DELETE FROM ozon_sales_order_day_groups WHERE day = ANY(days);
  DELETE FROM ozon_sales_order_day_group_spans WHERE day = ANY(days);
  -- One pass over the days' items; an order spans groups when its items' group keys differ.
  WITH keyed AS (
    SELECT date_trunc('day', i.date, 'UTC') AS day, i.order_id, i.status, i.cluster_to_id, i.ozon_warehouse_id,
      (i.cluster_from <> '' AND i.cluster_to <> '' AND i.cluster_from <> i.cluster_to) AS non_local,
      i.currency_code, i.quantity, i.returned_quantity, i.price
    FROM ozon_sales_order_items i
    WHERE i.date >= (SELECT min(d) FROM unnest(days) d) AND i.date < (SELECT max(d) FROM unnest(days) d) + interval '1 day'
      AND date_trunc('day', i.date, 'UTC') = ANY(days)
  ), items AS (
    SELECT k.*, min(k.grp) OVER o <> max(k.grp) OVER o AS spans
    FROM (SELECT keyed.*, concat_ws('|', status, coalesce(cluster_to_id::text, '-'),
        coalesce(ozon_warehouse_id::text, '-'), non_local, currency_code) AS grp FROM keyed) k
    WINDOW o AS (PARTITION BY k.order_id)
  ), grouped AS (
    INSERT INTO ozon_sales_order_day_groups
    SELECT day, status, cluster_to_id, ozon_warehouse_id, non_local, currency_code,
      count(DISTINCT order_id) FILTER (WHERE NOT spans),
      count(DISTINCT order_id) FILTER (WHERE NOT spans AND returned_quantity > 0),
      count(*), sum(quantity), sum(returned_quantity), sum(price * quantity), sum(price * returned_quantity)
    FROM items GROUP BY 1, 2, 3, 4, 5, 6
  )
  INSERT INTO ozon_sales_order_day_group_spans
  SELECT day, order_id, status, cluster_to_id, ozon_warehouse_id, non_local, currency_code, bool_or(returned_quantity > 0)
  FROM items WHERE spans GROUP BY 1, 2, 3, 4, 5, 6, 7;
$$ LANGUAGE sql;

SELECT refresh_sales_order_day_groups(array_agg(DISTINCT date_trunc('day', date, 'UTC'))) FROM ozon_sales_order_items
HAVING count(*) > 0;
