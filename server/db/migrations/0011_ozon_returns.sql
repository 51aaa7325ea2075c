-- Returns of the seller's postings (Ozon's /v1/returns/list), one row per Ozon return: a buyer's
-- return of a delivered item, a refusal or a cancellation coming back. The posting imports bring the
-- returns of their period along; upserted by Ozon's id, written only when something changed.
CREATE TABLE ozon_returns (
  id bigint PRIMARY KEY,
  posting_number text NOT NULL,
  -- FBO or FBS
  scheme text NOT NULL,
  -- Ozon's kind of return: ClientReturn, FullReturn, Cancellation...
  type text NOT NULL,
  sku bigint NOT NULL,
  offer_id text NOT NULL,
  product_package_id integer REFERENCES product_packages (id) ON DELETE SET NULL,
  product_name text NOT NULL DEFAULT '',
  quantity integer NOT NULL,
  -- the price of one unit, in currency_code
  price numeric(14, 2) NOT NULL,
  currency_code text NOT NULL,
  reason text NOT NULL DEFAULT '',
  -- Ozon's visual status (sys_name)
  status text NOT NULL DEFAULT '',
  -- when the buyer handed it back (or, for a cancellation, when its status last changed), UTC
  return_date timestamptz NOT NULL,
  synced_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ozon_returns_date ON ozon_returns (return_date);
CREATE INDEX ozon_returns_posting ON ozon_returns (posting_number);
CREATE INDEX ozon_returns_package ON ozon_returns (product_package_id, return_date);
