-- Alerts (issue 32): each user's rules, what each rule last told them about each of its subjects, and
-- the notifications themselves. A rule is evaluated by the sync engine after the import its data comes
-- from; what it finds is compared with what the user was last told, so a run repeated every 30 minutes
-- tells nothing twice.

-- A user's rule: on or off, its threshold (days, stars, percent or times, by kind), urgent (not held by
-- quiet hours). enabled_at: what happened before it (the reviews of years) is not news.
CREATE TABLE notification_rules (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL,
  enabled boolean NOT NULL DEFAULT false,
  threshold numeric NOT NULL,
  urgent boolean NOT NULL DEFAULT false,
  enabled_at timestamptz,
  PRIMARY KEY (user_id, kind)
);

-- What a rule last told a user about one subject (a package at a warehouse, a review): its level then
-- (the higher, the worse) and when. Told again when the level rises or the repeat period passes; the
-- row goes when the subject is no longer found (a stock-out that ended), so its return is news.
CREATE TABLE notification_subjects (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL,
  subject text NOT NULL,
  level integer NOT NULL,
  notified_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, kind, subject)
);

-- A notification: what one evaluation found new for a user (many stock-outs are one message with a
-- list), the facts it is worded from (in the reader's language, by the web app and the senders), its
-- worst item's level, and the screen with the filter it concerns.
CREATE TABLE notifications (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL,
  level integer NOT NULL,
  facts jsonb NOT NULL,
  link jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz
);
CREATE INDEX notifications_of_user ON notifications (user_id, id DESC);
CREATE INDEX notifications_unread ON notifications (user_id) WHERE read_at IS NULL;
