-- Ozon's monthly realization report (issue 30, docs/money.md «The realization report»), per posting and
-- product as `/v1/finance/realization/posting` gives it, with the month's header from
-- `/v2/finance/realization`. A month is read whole and replaces what was stored of it (in one
-- transaction), so reading it twice changes nothing.
CREATE TABLE ozon_realization_reports (
  -- the month's first day
  month date PRIMARY KEY,
  number text NOT NULL,
  doc_date text NOT NULL,
  -- «Всего к начислению» and the VAT in it, as Ozon's header says, roubles
  doc_amount numeric(16, 2) NOT NULL,
  vat_amount numeric(16, 2) NOT NULL,
  -- the rows of the per-product report (v2), to tell the seller when the two of Ozon's disagree
  product_rows integer NOT NULL,
  read_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE ozon_realization_rows (
  month date NOT NULL REFERENCES ozon_realization_reports (month) ON DELETE CASCADE,
  row_number integer NOT NULL,
  posting_number text NOT NULL,
  sku bigint NOT NULL,
  offer_id text NOT NULL,
  name text NOT NULL,
  -- the seller's price per unit after discounts, roubles
  price numeric(14, 2) NOT NULL,
  delivered_quantity integer NOT NULL,
  delivered_amount numeric(14, 2) NOT NULL,
  delivered_commission numeric(14, 2) NOT NULL,
  returned_quantity integer NOT NULL,
  returned_amount numeric(14, 2) NOT NULL,
  returned_commission numeric(14, 2) NOT NULL,
  PRIMARY KEY (month, row_number)
);
CREATE INDEX ozon_realization_rows_posting ON ozon_realization_rows (month, posting_number, sku);
