-- Article selection (SPEC.md section 3): Ozon's category tree with the seller's analyzability flags, and
-- the search terms tracked with their phrases and monthly history (written by an external updater).

-- Trigram search on the term text (FindSearchTerms' Term filter over a million terms).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- A category of /v1/description-category/tree. One that leaves Ozon's tree is kept, flagged deleted,
-- so the flags the seller set survive a category coming back.
CREATE TABLE search_categories (
  id bigint PRIMARY KEY,
  parent_id bigint REFERENCES search_categories (id) ON DELETE CASCADE,
  name text NOT NULL,
  disabled boolean NOT NULL DEFAULT false,
  analyzable boolean NOT NULL DEFAULT false,
  -- the order among its siblings, as Ozon gives it
  position integer NOT NULL DEFAULT 0,
  deleted boolean NOT NULL DEFAULT false,
  synced_at timestamptz NOT NULL
);
CREATE INDEX search_categories_parent ON search_categories (parent_id, position);

-- A product type (the leaves of Ozon's tree). Ozon lists one type under several categories with one
-- type_id, so the type is one row and its places are search_category_types.
-- search_term_id: the term tracking the type's name, created when the type became analyzable.
CREATE TABLE search_product_types (
  id bigint PRIMARY KEY,
  name text NOT NULL,
  disabled boolean NOT NULL DEFAULT false,
  analyzable boolean NOT NULL DEFAULT false,
  deleted boolean NOT NULL DEFAULT false,
  search_term_id bigint,
  synced_at timestamptz NOT NULL
);

CREATE TABLE search_category_types (
  category_id bigint NOT NULL REFERENCES search_categories (id) ON DELETE CASCADE,
  type_id bigint NOT NULL REFERENCES search_product_types (id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (category_id, type_id)
);
CREATE INDEX search_category_types_type ON search_category_types (type_id);

-- A search term (lower case, single spaces). Statuses: SearchTermStatus (0 Unknown, 1 Ready,
-- 2 QueuedForUpdate, 3 Downloaded), one for the monthly history and one for the phrases.
-- latest_* and surge_percent are worked out from the history whenever it is written, so the grid's
-- filters and sorts read one row per term.
CREATE TABLE search_terms (
  id bigserial PRIMARY KEY,
  term text NOT NULL UNIQUE,
  history_update_status smallint NOT NULL DEFAULT 0,
  phrase_update_status smallint NOT NULL DEFAULT 0,
  update_time timestamptz,
  queued_at timestamptz,
  -- the first day of the latest month with a count, and that count
  latest_month date,
  latest_count bigint NOT NULL DEFAULT 0,
  -- growth of the mean of the last 3 months over the mean of the 3 before, in percent
  surge_percent numeric(12, 2),
  -- the term whose phrases brought this one in; null for a product type's own term
  source_term_id bigint REFERENCES search_terms (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX search_terms_term_trgm ON search_terms USING gin (term gin_trgm_ops);
CREATE INDEX search_terms_oldest ON search_terms (update_time NULLS FIRST, id);
CREATE INDEX search_terms_latest_count ON search_terms (latest_count, id);
CREATE INDEX search_terms_surge ON search_terms (surge_percent) WHERE surge_percent IS NOT NULL;
CREATE INDEX search_terms_history_status ON search_terms (history_update_status, id);
CREATE INDEX search_terms_phrase_status ON search_terms (phrase_update_status, id);

ALTER TABLE search_product_types
  ADD CONSTRAINT search_product_types_term FOREIGN KEY (search_term_id) REFERENCES search_terms (id) ON DELETE SET NULL;

-- What people searched together with the term (Wordstat's left column), or alongside it (associations).
CREATE TABLE search_term_phrases (
  search_term_id bigint NOT NULL REFERENCES search_terms (id) ON DELETE CASCADE,
  position integer NOT NULL,
  term text NOT NULL,
  count bigint NOT NULL,
  is_association boolean NOT NULL DEFAULT false,
  PRIMARY KEY (search_term_id, position)
);

-- The term's queries per month; relative_count is the source's share figure (per million queries).
CREATE TABLE search_term_history (
  search_term_id bigint NOT NULL REFERENCES search_terms (id) ON DELETE CASCADE,
  year smallint NOT NULL,
  month smallint NOT NULL CHECK (month BETWEEN 1 AND 12),
  count bigint NOT NULL,
  relative_count numeric(14, 6) NOT NULL DEFAULT 0,
  PRIMARY KEY (search_term_id, year, month)
);
