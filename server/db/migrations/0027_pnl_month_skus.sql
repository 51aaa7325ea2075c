-- The P&L's months per SKU with Ozon's accrual types already under the P&L's lines: a year of P&L by
-- month reads one row per month and SKU (5 000 SKUs: 60 000 rows) instead of one per accrual type
-- (300 000), which alone took 0.9 s to add up. The mapping of types to lines is the app's
-- (contracts/profitAndLoss.ts), so the app fills a month here when it first reads it after a change
-- (server/profit-and-loss/pnlMonthSkus.ts); every change of ozon_pnl_months bumps its month's version,
-- and a month whose version or mapping differs from the one it was filled at is filled again.

CREATE TABLE ozon_pnl_month_versions (
  month date PRIMARY KEY,
  version bigint NOT NULL
);

-- The months filled, at which version of ozon_pnl_months and which mapping of types to lines.
CREATE TABLE pnl_month_sku_fills (
  month date PRIMARY KEY,
  version bigint NOT NULL,
  mapping text NOT NULL
);

CREATE TABLE pnl_month_skus (
  month date NOT NULL,
  -- 0: Ozon's charges without a SKU
  sku bigint NOT NULL,
  -- roubles in kopecks per P&L line, in the order of pnlOzonLines (contracts/profitAndLoss.ts)
  amounts bigint[] NOT NULL,
  -- the goods' cost in kopecks (positive: the cost of the units sold less those returned)
  cost bigint NOT NULL,
  units_sold integer NOT NULL,
  units_returned integer NOT NULL,
  -- the units sold that a batch covers
  units_costed integer NOT NULL,
  -- operations read before the split per SKU, counted whole
  unsplit integer NOT NULL,
  PRIMARY KEY (month, sku)
);

-- As in migration 0024, and each month touched gets a new version.
CREATE OR REPLACE FUNCTION pnl_months_move(touched date[], sign integer, only_fee text) RETURNS void AS $$
  INSERT INTO ozon_pnl_months AS m
  SELECT date_trunc('month', day)::date, sku, fee, currency_code, sign * sum(amount), sign * sum(units), sign * sum(count)
  FROM ozon_pnl_days WHERE day = ANY(touched) AND (only_fee IS NULL OR fee = only_fee) GROUP BY 1, 2, 3, 4
  ON CONFLICT (month, sku, fee, currency_code) DO UPDATE SET
    amount = m.amount + excluded.amount, units = m.units + excluded.units, count = m.count + excluded.count;
  DELETE FROM ozon_pnl_months WHERE count = 0
    AND month = ANY(ARRAY(SELECT DISTINCT date_trunc('month', t)::date FROM unnest(touched) t));
  INSERT INTO ozon_pnl_month_versions AS v
  SELECT DISTINCT date_trunc('month', t)::date, 1 FROM unnest(touched) t
  ON CONFLICT (month) DO UPDATE SET version = v.version + 1;
$$ LANGUAGE sql;

-- The refusals (server/sales-orders/refusedReturns.ts) are returns of cancelled postings: a year's
-- returns were matched against a scan of every item (0.25 s at a million postings); the cancelled items
-- alone, by posting, are a small index read in order.
CREATE INDEX ozon_sales_order_items_cancelled ON ozon_sales_order_items (posting_number, sku) WHERE status = 4;
