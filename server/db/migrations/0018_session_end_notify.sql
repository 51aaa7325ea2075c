-- Servers remember active sessions in memory (issue 29: the bearer check of a call needs no query). A
-- session that ends, by logout, a password change or its user's removal (the rows go by cascade), in any
-- process (another server, `npm run user`), is announced on the channel `session_ended` when its
-- transaction commits, and every server listening on PostgreSQL forgets it.
CREATE FUNCTION notify_session_end() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('session_ended', OLD.id::text);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER sessions_end_notify
  AFTER UPDATE OF revoked_at OR DELETE ON sessions
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL)
  EXECUTE FUNCTION notify_session_end();
