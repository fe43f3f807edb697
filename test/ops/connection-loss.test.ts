// A connection the server ends in the middle of a transaction (what a failover does to every
// transaction in flight): the transaction fails with a connection error, the process stays up
// (postgres.js 3.4.9 threw from a setImmediate when the rollback was written to the closed
// socket: patches/postgres+3.4.9.patch), and the pool's next statements are served.
import assert from 'node:assert/strict';
import { isDatabaseUnavailable } from '../../src/db/availability.ts';
import { openPool } from '../../src/engine/db.ts';
import { testDatabaseUrl } from '../setup.ts';

describe('db: a connection ended by the server during a transaction', () => {
  it('fails that transaction as unavailable and serves the next statements on the same pool', async () => {
    const pool = openPool(testDatabaseUrl(), 1);
    try {
      for (let i = 0; i < 5; i++) {
        await assert.rejects(pool.begin(async (tx) => {
          await tx`SELECT 1`;
          await tx`SELECT pg_terminate_backend(pg_backend_pid())`;
        }), (e: unknown) => isDatabaseUnavailable(e));
        assert.deepEqual([...await pool`SELECT ${i}::int AS i`], [{ i }]);
      }
    } finally {
      await pool.end({ timeout: 1 });
    }
  });
});
