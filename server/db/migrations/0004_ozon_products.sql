-- The seller's product cards on Ozon, joined to the own catalogue. The seller's article on Ozon
-- (offer_id) is the ID of a product package, so a card is keyed by that package: one card per package.
-- Ozon's own ids (product_id, sku) are kept to talk to Ozon and to match postings and reports.
-- Imports upsert a row only when something Ozon says changed, so a second import changes nothing.
CREATE TABLE ozon_products (
  product_package_id integer PRIMARY KEY REFERENCES product_packages (id) ON DELETE CASCADE,
  ozon_product_id bigint NOT NULL UNIQUE,
  -- null while Ozon is still creating the card (Ozon sends sku 0 then)
  sku bigint,
  name text NOT NULL,
  primary_image text,
  -- Ozon's description category
  category_id bigint,
  is_kgt boolean NOT NULL DEFAULT false,
  is_archived boolean NOT NULL DEFAULT false,
  is_auto_archived boolean NOT NULL DEFAULT false,
  -- "respect the minimum price in promotions" as the seller asked for it, as Ozon applies it now, and
  -- until when; null while unknown (the product methods in use do not report it)
  respect_min_price_in_actions boolean,
  current_respect_min_price_in_actions boolean,
  respect_min_price_in_actions_expiration_date timestamptz,
  barcodes text[] NOT NULL DEFAULT '{}',
  -- Prices in the card's currency (roubles); null where Ozon gives none.
  marketing_price numeric(14, 2),
  min_price numeric(14, 2),
  old_price numeric(14, 2),
  premium_price numeric(14, 2),
  price numeric(14, 2),
  recommended_price numeric(14, 2),
  -- Price indexes: the lowest price of competitors and the card's price divided by it, for three kinds
  -- of competitor. Null when Ozon found no competitor of that kind.
  -- 1. other shops and marketplaces
  external_minimal_price numeric(14, 2),
  external_minimal_price_currency text,
  external_price_index_value numeric(10, 4),
  -- 2. other sellers of the same product on Ozon
  ozon_minimal_price numeric(14, 2),
  ozon_minimal_price_currency text,
  ozon_price_index_value numeric(10, 4),
  -- 3. the seller's own offers on other marketplaces
  self_minimal_price numeric(14, 2),
  self_minimal_price_currency text,
  self_price_index_value numeric(10, 4),
  -- Ozon's colour of the indexes: WITHOUT_INDEX, GREEN, YELLOW, RED (text: Ozon may add values)
  color_index text,
  -- The highest index value the card had when it last had one, so the seller sees what an index that
  -- disappeared was; imports keep it when the indexes go to none.
  last_non_zero_price_index numeric(10, 4),
  -- The seller's settings for the card; imports never write them.
  enable_geo_targeting boolean NOT NULL DEFAULT false,
  ozon_search_query text,
  ozon_negative_analog_skus bigint[] NOT NULL DEFAULT '{}',
  ozon_positive_analog_skus bigint[] NOT NULL DEFAULT '{}',
  synced_at timestamptz
);
CREATE INDEX ozon_products_sku_idx ON ozon_products (sku);

-- Ozon's commission per sales scheme of a card, as the card info gives it.
CREATE TABLE ozon_product_commissions (
  product_package_id integer NOT NULL REFERENCES ozon_products (product_package_id) ON DELETE CASCADE,
  schema text NOT NULL CHECK (schema IN ('FBO', 'FBS', 'RFBS')),
  delivery_cost numeric(14, 2) NOT NULL DEFAULT 0,
  commission_percent numeric(7, 3) NOT NULL DEFAULT 0,
  return_cost numeric(14, 2) NOT NULL DEFAULT 0,
  commission_cost numeric(14, 2) NOT NULL DEFAULT 0,
  PRIMARY KEY (product_package_id, schema)
);

-- Stock of a card at one warehouse (Ozon's FBO ones and the seller's own FBS/rFBS ones). Discounted
-- units are sold by Ozon under a SKU of their own but belong to the same card. A row is deleted when
-- the warehouse no longer holds the card.
CREATE TABLE ozon_product_stocks (
  product_package_id integer NOT NULL REFERENCES ozon_products (product_package_id) ON DELETE CASCADE,
  warehouse_id integer NOT NULL REFERENCES ozon_warehouses (id) ON DELETE CASCADE,
  present integer NOT NULL DEFAULT 0,
  reserved integer NOT NULL DEFAULT 0,
  discounted_present integer NOT NULL DEFAULT 0,
  discounted_reserved integer NOT NULL DEFAULT 0,
  synced_at timestamptz,
  PRIMARY KEY (product_package_id, warehouse_id)
);
CREATE INDEX ozon_product_stocks_warehouse_idx ON ozon_product_stocks (warehouse_id);
