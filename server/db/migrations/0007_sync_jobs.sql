-- The sync engine's durable jobs and schedules. Any number of server processes share them: a job is
-- claimed with FOR UPDATE SKIP LOCKED, and the partial unique indexes below make "one queued and one
-- running job per kind" a guarantee of the database, not of a process.
CREATE TABLE jobs (
  id uuid PRIMARY KEY,
  kind text NOT NULL,
  status text NOT NULL DEFAULT 'queued'
    CHECK (status IN ('queued', 'running', 'completed', 'failed', 'cancelled')),
  -- who or what started it: 'user:<login>', 'schedule' or 'sync-all:<login>'
  started_by text NOT NULL,
  -- a job of "sync everything" waits for its prerequisite to complete (and fails if it does not)
  depends_on uuid REFERENCES jobs (id) ON DELETE SET NULL,
  done integer NOT NULL DEFAULT 0,
  total integer,
  result jsonb,
  -- RFC 9457 problem details of the failure, Ozon's method and message included
  error jsonb,
  attempt integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 3,
  cancel_requested boolean NOT NULL DEFAULT false,
  worker text,
  created_at timestamptz NOT NULL DEFAULT now(),
  run_after timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  heartbeat_at timestamptz,
  finished_at timestamptz
);

CREATE UNIQUE INDEX jobs_one_running_per_kind ON jobs (kind) WHERE status = 'running';
CREATE UNIQUE INDEX jobs_one_queued_per_kind ON jobs (kind) WHERE status = 'queued';
CREATE INDEX jobs_by_kind_and_time ON jobs (kind, created_at DESC);
CREATE INDEX jobs_unfinished ON jobs (status) WHERE status IN ('queued', 'running');

-- One schedule per sync family. next_run_at is advanced with a compare-and-set, so of all processes
-- exactly one starts each scheduled run.
CREATE TABLE sync_schedules (
  kind text PRIMARY KEY,
  enabled boolean NOT NULL,
  cron text NOT NULL,
  next_run_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The Ozon cabinet the seller connected in the web app (one for now). The Api-Key is stored encrypted
-- (AES-256-GCM, key from SECRET_KEY or DATA_DIR) and only its last four characters are ever shown.
CREATE TABLE ozon_connection (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  client_id text NOT NULL,
  api_key_encrypted text NOT NULL,
  api_key_last4 text NOT NULL,
  connected_by text NOT NULL,
  connected_at timestamptz NOT NULL DEFAULT now()
);
