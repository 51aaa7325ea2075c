-- What a running job has stored for good so far (an import that commits page by page or day by day):
-- the period it covers and the records written. Saved with each heartbeat, so a cancel, a failure or a
-- crash names what the run kept instead of claiming it kept nothing.
ALTER TABLE jobs ADD COLUMN kept jsonb;
