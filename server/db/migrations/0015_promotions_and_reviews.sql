-- Promotions and reviews (SPEC.md section 3): Ozon's promotions with their participating and candidate
-- products, and buyers' reviews with their comments, details and the seller's suggested replies.

-- A promotion as /v1/actions gives it. One that leaves Ozon's list (ended or withdrawn) is kept with
-- deleted set, so past decisions stay readable.
CREATE TABLE ozon_promotions (
  id bigint PRIMARY KEY,
  name text NOT NULL,
  action_type text NOT NULL,
  description text NOT NULL DEFAULT '',
  date_start timestamptz NOT NULL,
  date_end timestamptz NOT NULL,
  -- after it, products can no longer be added or removed (only the price lowered, the stock raised)
  freeze_date timestamptz,
  discount_type text NOT NULL DEFAULT 'UNKNOWN',
  discount_value numeric(14, 2) NOT NULL DEFAULT 0,
  order_amount numeric(14, 2) NOT NULL DEFAULT 0,
  is_participating boolean NOT NULL DEFAULT false,
  is_voucher_action boolean NOT NULL DEFAULT false,
  with_targeting boolean NOT NULL DEFAULT false,
  participating_count integer NOT NULL DEFAULT 0,
  potential_count integer NOT NULL DEFAULT 0,
  banned_count integer NOT NULL DEFAULT 0,
  deleted boolean NOT NULL DEFAULT false,
  synced_at timestamptz NOT NULL
);
CREATE INDEX ozon_promotions_dates ON ozon_promotions (date_end, date_start);

-- A product of a promotion: taking part (is_candidate false) or one that could (true). Keyed by Ozon's
-- product_id; the card's package is joined when the card is known here.
CREATE TABLE ozon_promotion_products (
  promotion_id bigint NOT NULL REFERENCES ozon_promotions (id) ON DELETE CASCADE,
  ozon_product_id bigint NOT NULL,
  is_candidate boolean NOT NULL,
  action_price numeric(14, 2) NOT NULL DEFAULT 0,
  max_action_price numeric(14, 2) NOT NULL DEFAULT 0,
  price numeric(14, 2) NOT NULL DEFAULT 0,
  -- MANUAL (the seller added it), AUTO (Ozon's auto-adding did) or NOT_SET (a candidate)
  add_mode text NOT NULL DEFAULT 'NOT_SET',
  stock integer NOT NULL DEFAULT 0,
  min_stock integer NOT NULL DEFAULT 0,
  PRIMARY KEY (promotion_id, ozon_product_id)
);
CREATE INDEX ozon_promotion_products_product ON ozon_promotion_products (ozon_product_id);

-- A buyer's review of one of the seller's cards (/v2/review/list and /v2/review/info).
-- processing_status: ReviewProcessingStatus (0 Unknown, 1 NotViewed, 2 Viewed, 3 Processed).
CREATE TABLE ozon_product_reviews (
  id text PRIMARY KEY,
  sku bigint NOT NULL,
  text text NOT NULL DEFAULT '',
  published_at timestamptz NOT NULL,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  processing_status smallint NOT NULL CHECK (processing_status BETWEEN 0 AND 3),
  comments_amount integer NOT NULL DEFAULT 0,
  photos_count integer NOT NULL DEFAULT 0,
  videos_count integer NOT NULL DEFAULT 0,
  likes_amount integer NOT NULL DEFAULT 0,
  dislikes_amount integer NOT NULL DEFAULT 0,
  order_status text NOT NULL DEFAULT '',
  is_rating_participant boolean NOT NULL DEFAULT true,
  -- the photos and videos of /v2/review/info ([{url, width, height}]); null until the details are read
  photos jsonb,
  videos jsonb,
  details_synced_at timestamptz,
  -- the comments_amount the comments were last read at: a change reads them again
  comments_synced_amount integer,
  -- the seller's drafts of a reply ([{Text, Style, Sentiment}]) and the product group they were made for
  suggested_responses jsonb NOT NULL DEFAULT '[]',
  product_group text,
  synced_at timestamptz NOT NULL
);
CREATE INDEX ozon_product_reviews_published ON ozon_product_reviews (published_at);
CREATE INDEX ozon_product_reviews_sku ON ozon_product_reviews (sku);
CREATE INDEX ozon_product_reviews_status ON ozon_product_reviews (processing_status);

-- The comments under a review: the seller's answers (is_owner) and buyers' replies.
CREATE TABLE ozon_review_comments (
  id text PRIMARY KEY,
  review_id text NOT NULL REFERENCES ozon_product_reviews (id) ON DELETE CASCADE,
  parent_comment_id text NOT NULL DEFAULT '',
  text text NOT NULL,
  published_at timestamptz NOT NULL,
  is_owner boolean NOT NULL,
  is_official boolean NOT NULL DEFAULT false,
  is_published boolean NOT NULL DEFAULT true,
  is_rejected boolean NOT NULL DEFAULT false,
  -- the text changed since it was first read
  was_edited boolean NOT NULL DEFAULT false
);
CREATE INDEX ozon_review_comments_review ON ozon_review_comments (review_id, published_at);
