-- Why a delivery failed, in the seller's language: the reason is kept as a code and its values
-- ({"Code": "EmailReply", "Params": {"reply": "550 5.1.1 Mailbox unavailable"}}), worded by the screen from
-- the message catalogues (notification.failure.<Code>); what Telegram or the mail server said is a value,
-- kept as said. error keeps the English line for the log; deliveries that failed before show it.
ALTER TABLE notification_deliveries ADD COLUMN failure jsonb;
