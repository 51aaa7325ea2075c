-- Which install this database is. A backup names it, and restoring the backup of another install over
-- a database that holds data needs an explicit flag (`npm run restore -- --from-another-install`): the
-- seller's users, cabinet and history would all be replaced. A restore into a new database, or a move
-- to PostgreSQL, carries the row along: the copy is the same install.
CREATE TABLE installation (
  id uuid PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  one_row boolean NOT NULL DEFAULT true UNIQUE CHECK (one_row)
);
INSERT INTO installation (id) VALUES (gen_random_uuid());
