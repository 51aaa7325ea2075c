-- Profit and loss (issue 30, docs/money.md «Profit and loss»): Ozon's money per SKU from its per-item
-- accruals, kept summed per accrual day, and the seller's tax regimes by the day they apply from.

-- The cost of one package sold under its plan, as the allocation run last worked it out (docs/money.md):
-- the goods at the batch's price × the units in the package, the packaging, and the plan's delivery to
-- Ozon over its amount. The P&L's days keep the goods' cost from it.
ALTER TABLE sales_plan_allocations ADD COLUMN unit_cost numeric(14, 2) NOT NULL DEFAULT 0;
UPDATE sales_plan_allocations a SET unit_cost = bi.price * pp.product_count + si.packaging_price
  + CASE WHEN p.amount > 0 THEN round(p.delivery_cost / p.amount, 2) ELSE 0 END
FROM sales_plans p, sales_items si, product_packages pp, purchase_batch_items bi
WHERE p.id = a.sales_plan_id AND si.id = p.sales_item_id AND pp.id = si.product_package_id
  AND bi.id = si.purchase_batch_item_id;

-- The amounts of an operation's accrual per SKU and accrual type, as Ozon gives them:
-- [{ "Sku": 123, "Fee": "SaleAmount", "Amount": 1000, "Units": 2 }] (Sku null: a charge apart from
-- products; Units only on a sale or a return of the goods). They add up to the operation's amount.
-- NULL for an operation read before this migration: the next read of its day fills it (a scheduled
-- finance run re-reads a month), and until then the P&L counts it whole as «not split by product».
ALTER TABLE ozon_operations ADD COLUMN lines jsonb;

-- The P&L's sums per accrual day (the Moscow date Ozon accrued on), SKU (0: none) and accrual type,
-- kept with the operations in the transaction that writes them, as ozon_operation_days is: a year of
-- P&L reads these instead of every operation. Beside Ozon's types, «GoodsCost» holds the goods' cost
-- of the units whose sale (or return, negative) Ozon accrued that day, with the units sold as its units.
CREATE TABLE ozon_pnl_days (
  day date NOT NULL,
  sku bigint NOT NULL,
  fee text NOT NULL,
  currency_code text NOT NULL,
  amount numeric(16, 2) NOT NULL,
  units integer NOT NULL,
  -- the lines summed (for an operation not split, the operations)
  count integer NOT NULL,
  PRIMARY KEY (day, sku, fee, currency_code)
);

-- The same per calendar month of accrual days: a year of P&L by month reads a dozen months of these,
-- and a period cut inside a month reads its edge days from ozon_pnl_days. Kept by the same function.
CREATE TABLE ozon_pnl_months (
  month date NOT NULL,
  sku bigint NOT NULL,
  fee text NOT NULL,
  currency_code text NOT NULL,
  amount numeric(16, 2) NOT NULL,
  units integer NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (month, sku, fee, currency_code)
);

-- The Moscow date of an instant: Ozon dates accruals by Moscow day (UTC+3, no summer time since 2014).
CREATE FUNCTION moscow_day(at timestamptz) RETURNS date AS $$
  SELECT ((at AT TIME ZONE 'UTC') + interval '3 hours')::date;
$$ LANGUAGE sql IMMUTABLE;

-- An operation of UTC day U falls on the Moscow day U or U + 1: both are recomputed whole.
CREATE FUNCTION pnl_days_touched(days timestamptz[]) RETURNS SETOF date AS $$
  SELECT DISTINCT (u.d AT TIME ZONE 'UTC')::date + k FROM unnest(days) u(d), generate_series(0, 1) k;
$$ LANGUAGE sql IMMUTABLE;

-- Recomputes the P&L days of the operations on the given UTC days (their starts), as
-- refresh_operation_days does: an operation not split yet counts whole under «Unsplit:<operation type>».
CREATE FUNCTION refresh_pnl_days(days timestamptz[]) RETURNS void AS $$
  -- The months lose the touched days as they were...
  UPDATE ozon_pnl_months m SET amount = m.amount - d.amount, units = m.units - d.units, count = m.count - d.count
  FROM (SELECT date_trunc('month', day)::date AS month, sku, fee, currency_code,
      sum(amount) AS amount, sum(units) AS units, sum(count) AS count
    FROM ozon_pnl_days WHERE day IN (SELECT pnl_days_touched(days)) GROUP BY 1, 2, 3, 4) d
  WHERE m.month = d.month AND m.sku = d.sku AND m.fee = d.fee AND m.currency_code = d.currency_code;
  DELETE FROM ozon_pnl_days WHERE day IN (SELECT pnl_days_touched(days));
  INSERT INTO ozon_pnl_days
  SELECT moscow_day(op.date), coalesce((line ->> 'Sku')::bigint, 0),
    coalesce(line ->> 'Fee', 'Unsplit:' || op.operation_type), op.currency_code,
    sum(coalesce((line ->> 'Amount')::numeric, op.amount)), coalesce(sum((line ->> 'Units')::integer), 0),
    count(*)
  FROM ozon_operations op
  LEFT JOIN LATERAL jsonb_array_elements(op.lines) line ON true
  -- The range lets the date index find them; the day list leaves out the untouched days inside it.
  WHERE op.date >= (SELECT min(t) FROM pnl_days_touched(days) t)::timestamp AT TIME ZONE 'UTC' - interval '3 hours'
    AND op.date < (SELECT max(t) FROM pnl_days_touched(days) t)::timestamp AT TIME ZONE 'UTC' + interval '21 hours'
    AND moscow_day(op.date) IN (SELECT pnl_days_touched(days))
  GROUP BY 1, 2, 3, 4;
  -- The goods' cost of the allocated units: out on the day of the posting's first sale accrual, back on
  -- the day of its first return accrual.
  INSERT INTO ozon_pnl_days
  SELECT moscow_day(op.date), i.sku, 'GoodsCost', 'RUB',
    sum(CASE WHEN op.operation_type = 'OperationAgentDeliveredToCustomer' THEN a.sold ELSE -a.returned END * a.unit_cost),
    coalesce(sum(a.sold) FILTER (WHERE op.operation_type = 'OperationAgentDeliveredToCustomer'), 0), count(*)
  FROM ozon_operations op
  JOIN ozon_sales_order_items i ON i.posting_number = op.posting_number
  JOIN sales_plan_allocations a ON a.order_item_id = i.id
  WHERE op.date >= (SELECT min(t) FROM pnl_days_touched(days) t)::timestamp AT TIME ZONE 'UTC' - interval '3 hours'
    AND op.date < (SELECT max(t) FROM pnl_days_touched(days) t)::timestamp AT TIME ZONE 'UTC' + interval '21 hours'
    AND moscow_day(op.date) IN (SELECT pnl_days_touched(days))
    AND op.currency_code = 'RUB'
    AND (op.operation_type = 'OperationAgentDeliveredToCustomer' OR (op.operation_type = 'ClientReturnAgentOperation' AND a.returned > 0))
    AND NOT EXISTS (SELECT 1 FROM ozon_operations e WHERE e.posting_number = op.posting_number
      AND e.operation_type = op.operation_type AND (e.date, e.id) < (op.date, op.id))
  GROUP BY 1, 2;
  -- ...and gain them as they are now; a month key with nothing left goes.
  INSERT INTO ozon_pnl_months AS m
  SELECT date_trunc('month', day)::date, sku, fee, currency_code, sum(amount), sum(units), sum(count)
  FROM ozon_pnl_days WHERE day IN (SELECT pnl_days_touched(days)) GROUP BY 1, 2, 3, 4
  ON CONFLICT (month, sku, fee, currency_code) DO UPDATE SET
    amount = m.amount + excluded.amount, units = m.units + excluded.units, count = m.count + excluded.count;
  DELETE FROM ozon_pnl_months WHERE count = 0 AND month IN (SELECT date_trunc('month', t)::date FROM pnl_days_touched(days) t);
$$ LANGUAGE sql;

SELECT refresh_pnl_days(array_agg(DISTINCT date_trunc('day', date, 'UTC'))) FROM ozon_operations
HAVING count(*) > 0;

-- TaxRegime: UsnIncome (УСН «доходы»), UsnIncomeMinusExpenses (УСН «доходы минус расходы»), Osno (ОСНО);
-- VAT on sales at one of the rates the law knows. A regime applies from its day to the next one's.
CREATE TABLE tax_regimes (
  valid_from date PRIMARY KEY,
  regime text NOT NULL CHECK (regime IN ('UsnIncome', 'UsnIncomeMinusExpenses', 'Osno')),
  rate numeric(5, 2) NOT NULL CHECK (rate >= 0 AND rate <= 100),
  vat_rate numeric(5, 2) NOT NULL CHECK (vat_rate IN (0, 5, 7, 10, 20))
);
-- Most small Ozon sellers: УСН «доходы» at 6 %, no VAT, from the beginning; the seller changes it.
INSERT INTO tax_regimes (valid_from, regime, rate, vat_rate) VALUES ('2000-01-01', 'UsnIncome', 6, 0);
