-- The history of a cabinet loaded from Ozon (issue 28): which of the seller's days each family holds in
-- full. A day's row is written in the transaction that wrote its records, so a row means "stored" and a
-- crash between records and row cannot happen. The whole lists (supply orders, reviews) have no days of
-- their own: their row is dated the day the list was read in full.
CREATE TABLE ozon_history_periods (
  -- the Client-Id the records came from: another cabinet's days are not this one's
  client_id text NOT NULL,
  family text NOT NULL,
  day date NOT NULL,
  record_count integer NOT NULL,
  loaded_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (client_id, family, day)
);

-- How deep the seller asked the history to go (one row): the daily run fills any gap to that depth.
CREATE TABLE ozon_history_settings (
  id smallint PRIMARY KEY CHECK (id = 1),
  months smallint NOT NULL CHECK (months > 0),
  asked_by text NOT NULL,
  asked_at timestamptz NOT NULL DEFAULT now()
);
