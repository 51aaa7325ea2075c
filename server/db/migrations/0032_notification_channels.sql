-- Alerts outside the app (issue 32): each user's Telegram chat and e-mail, their quiet hours and repeat
-- period, and every notification's delivery by each channel, once.

-- A user's channel. Telegram: the bot's token (sealed like the Ozon key), its name, the code the user
-- sends the bot with /start and the chat found by it. E-mail: the SMTP server, login and addresses, its
-- password sealed. settings holds only what may be shown back; secret never leaves the server.
CREATE TABLE notification_channels (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  channel text NOT NULL,
  settings jsonb NOT NULL,
  secret text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, channel)
);

-- A user's delivery preferences: quiet hours (from, to: whole hours of the seller's time zone; none when
-- null) hold non-urgent messages until they end; a subject still as bad is told again after repeat_days.
CREATE TABLE notification_settings (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  quiet_from smallint,
  quiet_to smallint,
  repeat_days integer NOT NULL DEFAULT 7
);

-- A notification's delivery by one channel: written with the notification (one per channel the user
-- has ready then), sent when due (quiet hours and Telegram's retry_after move due_at), claimed by one
-- process at a time (claimed_until), retried with a pause, then failed with its reason.
CREATE TABLE notification_deliveries (
  id bigserial PRIMARY KEY,
  notification_id bigint NOT NULL REFERENCES notifications (id) ON DELETE CASCADE,
  channel text NOT NULL,
  status text NOT NULL DEFAULT 'Pending',
  attempts integer NOT NULL DEFAULT 0,
  due_at timestamptz NOT NULL,
  claimed_until timestamptz,
  sent_at timestamptz,
  error text,
  UNIQUE (notification_id, channel)
);
CREATE INDEX notification_deliveries_due ON notification_deliveries (due_at) WHERE status = 'Pending';
