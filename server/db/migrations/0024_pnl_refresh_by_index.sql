-- The P&L days' refresh (migration 0023) found by index, and the goods' cost refreshed apart from Ozon's
-- lines. A demo's first start took over 12 minutes: after the history, the allocation run refreshed every
-- day of the year, and the test of a posting's first accrual walked the date index back from each
-- operation (a BitmapAnd with the posting's), a year of operations for each of them. The day lists were
-- matched by hashing the whole table of days. Now:
-- - a posting's accruals are found by (posting, type, date, id), so "the first of its type" is one probe;
-- - the touched days are an array matched by the primary key;
-- - the allocation run, which changes only the goods' cost, recomputes only that.

CREATE INDEX ozon_operations_posting_type ON ozon_operations (posting_number, operation_type, date, id)
  WHERE posting_number IS NOT NULL;
-- Its first column serves every search by posting the old one served.
DROP INDEX ozon_operations_posting;
-- A SKU the catalogue no longer holds keeps the article it was sold under (the P&L's row): one probe,
-- not a scan of every posting for each such SKU.
CREATE INDEX ozon_sales_order_items_sku ON ozon_sales_order_items (sku);

-- Adds (sign 1) or takes away (sign -1) the P&L days of these dates (of one fee, or all when null) to or
-- from their months. What is taken away was added before, so a taking-away always meets its month.
CREATE FUNCTION pnl_months_move(touched date[], sign integer, only_fee text) RETURNS void AS $$
  INSERT INTO ozon_pnl_months AS m
  SELECT date_trunc('month', day)::date, sku, fee, currency_code, sign * sum(amount), sign * sum(units), sign * sum(count)
  FROM ozon_pnl_days WHERE day = ANY(touched) AND (only_fee IS NULL OR fee = only_fee) GROUP BY 1, 2, 3, 4
  ON CONFLICT (month, sku, fee, currency_code) DO UPDATE SET
    amount = m.amount + excluded.amount, units = m.units + excluded.units, count = m.count + excluded.count;
  DELETE FROM ozon_pnl_months WHERE count = 0
    AND month = ANY(ARRAY(SELECT DISTINCT date_trunc('month', t)::date FROM unnest(touched) t));
$$ LANGUAGE sql;

-- The goods' cost of the allocated units on these dates: out on the day of the posting's first sale
-- accrual, back on the day of its first return accrual (docs/money.md, «Goods' cost»).
CREATE FUNCTION pnl_insert_goods_cost(touched date[]) RETURNS void AS $$
  INSERT INTO ozon_pnl_days
  SELECT moscow_day(op.date), i.sku, 'GoodsCost', 'RUB',
    sum(CASE WHEN op.operation_type = 'OperationAgentDeliveredToCustomer' THEN a.sold ELSE -a.returned END * a.unit_cost),
    coalesce(sum(a.sold) FILTER (WHERE op.operation_type = 'OperationAgentDeliveredToCustomer'), 0), count(*)
  FROM ozon_operations op
  JOIN ozon_sales_order_items i ON i.posting_number = op.posting_number
  JOIN sales_plan_allocations a ON a.order_item_id = i.id
  -- The range lets the date index find them; the list leaves out the untouched days inside it.
  WHERE op.date >= (SELECT min(t) FROM unnest(touched) t)::timestamp AT TIME ZONE 'UTC' - interval '3 hours'
    AND op.date < (SELECT max(t) FROM unnest(touched) t)::timestamp AT TIME ZONE 'UTC' + interval '21 hours'
    AND moscow_day(op.date) = ANY(touched)
    AND op.currency_code = 'RUB'
    AND (op.operation_type = 'OperationAgentDeliveredToCustomer' OR (op.operation_type = 'ClientReturnAgentOperation' AND a.returned > 0))
    AND NOT EXISTS (SELECT 1 FROM ozon_operations e WHERE e.posting_number = op.posting_number
      AND e.operation_type = op.operation_type AND (e.date, e.id) < (op.date, op.id))
  GROUP BY 1, 2;
$$ LANGUAGE sql;

-- As in migration 0023: the P&L days of the operations on the given UTC days (their starts), Ozon's lines
-- and the goods' cost, with their months.
CREATE OR REPLACE FUNCTION refresh_pnl_days(days timestamptz[]) RETURNS void AS $$
DECLARE
  touched date[] := ARRAY(SELECT pnl_days_touched(days));
BEGIN
  IF cardinality(touched) = 0 THEN RETURN; END IF;
  PERFORM pnl_months_move(touched, -1, NULL);
  DELETE FROM ozon_pnl_days WHERE day = ANY(touched);
  INSERT INTO ozon_pnl_days
  SELECT moscow_day(op.date), coalesce((line ->> 'Sku')::bigint, 0),
    coalesce(line ->> 'Fee', 'Unsplit:' || op.operation_type), op.currency_code,
    sum(coalesce((line ->> 'Amount')::numeric, op.amount)), coalesce(sum((line ->> 'Units')::integer), 0),
    count(*)
  FROM ozon_operations op
  LEFT JOIN LATERAL jsonb_array_elements(op.lines) line ON true
  WHERE op.date >= (SELECT min(t) FROM unnest(touched) t)::timestamp AT TIME ZONE 'UTC' - interval '3 hours'
    AND op.date < (SELECT max(t) FROM unnest(touched) t)::timestamp AT TIME ZONE 'UTC' + interval '21 hours'
    AND moscow_day(op.date) = ANY(touched)
  GROUP BY 1, 2, 3, 4;
  PERFORM pnl_insert_goods_cost(touched);
  PERFORM pnl_months_move(touched, 1, NULL);
END;
$$ LANGUAGE plpgsql;

-- The goods' cost alone of the P&L days of the operations on the given UTC days: what the allocation
-- run changes. Ozon's lines of those days stay as they are.
CREATE FUNCTION refresh_pnl_goods_cost(days timestamptz[]) RETURNS void AS $$
DECLARE
  touched date[] := ARRAY(SELECT pnl_days_touched(days));
BEGIN
  IF cardinality(touched) = 0 THEN RETURN; END IF;
  PERFORM pnl_months_move(touched, -1, 'GoodsCost');
  DELETE FROM ozon_pnl_days WHERE day = ANY(touched) AND fee = 'GoodsCost';
  PERFORM pnl_insert_goods_cost(touched);
  PERFORM pnl_months_move(touched, 1, 'GoodsCost');
END;
$$ LANGUAGE plpgsql;
