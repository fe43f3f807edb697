-- Read-your-writes across API processes (src/http/middleware/read-your-writes.ts): each
-- client's (a user's, else an address's) last write as the primary's WAL position once it
-- committed, recorded in the round trip of its COMMIT, so that a read of that client's on any
-- API process goes to a replica only once it has replayed the write. Read on the primary only.
-- Unlogged: nothing to replicate or flush; a crash forgets it, and with it only floors younger
-- than REPLICA_MAX_LAG mattered.
CREATE UNLOGGED TABLE IF NOT EXISTS netinv_write_floor (
  client text PRIMARY KEY,    -- user:<id> or address:<client address>
  lsn pg_lsn NOT NULL,
  at timestamptz NOT NULL
);
