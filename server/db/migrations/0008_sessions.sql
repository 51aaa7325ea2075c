-- A session is one sign-in; its refresh tokens rotate within it (the token family). Revoking it (logout, a
-- password change, a reused refresh token) ends its refresh and access tokens at once, as does removing
-- its user. The bearer check looks it up by primary key on every call; refresh locks its row, so a
-- revocation and a concurrent rotation are serialised and no new token slips past the revocation.
CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

-- The families issued so far become sessions; a family was revoked as a whole.
INSERT INTO sessions (id, user_id, created_at, revoked_at)
SELECT family_id, min(user_id), min(created_at), max(revoked_at) FROM refresh_tokens GROUP BY family_id;

ALTER TABLE refresh_tokens
  ADD CONSTRAINT refresh_tokens_session_fkey FOREIGN KEY (family_id) REFERENCES sessions (id) ON DELETE CASCADE;
ALTER TABLE refresh_tokens DROP COLUMN revoked_at;
