import assert from 'node:assert/strict';
import { existsSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { startEmbeddedPostgres } from '../../src/db/embedded.ts';
import { freePort, testDatabaseUrl } from '../setup.ts';

describe('ops/embedded PostgreSQL', function () {
  this.timeout(120_000);

  it('serves the shared test database', async () => {
    assert.equal(process.env.TEST_DATABASE_URL, testDatabaseUrl());
    const sql = postgres(testDatabaseUrl(), { max: 1 });
    try {
      const [row] = await sql`SELECT current_database() AS db, current_setting('listen_addresses') AS listen`;
      assert.equal(row!.db, 'netinv_test');
      assert.equal(row!.listen, '127.0.0.1');
    } finally {
      await sql.end();
    }
  });

  describe('a persistent cluster', () => {
    let baseDir: string;
    before(async () => {
      baseDir = await mkdtemp(join(tmpdir(), 'netinv-embedded-'));
    });
    after(async () => {
      await rm(baseDir, { recursive: true, force: true });
    });

    it('keeps its data across stop and start, and restarts quickly', async () => {
      const port = await freePort();
      const first = await startEmbeddedPostgres({ baseDir, port });
      assert.match(first.url, new RegExp(`^postgres://postgres:[0-9a-f]+@127\\.0\\.0\\.1:${port}/netinv$`));
      assert.equal(statSync(join(baseDir, 'pg_password')).mode & 0o777, 0o600);
      let sql = postgres(first.url, { max: 1, onnotice: () => undefined });
      await sql`CREATE TABLE kept (id int PRIMARY KEY, note text)`;
      await sql`INSERT INTO kept VALUES (1, 'still here')`;
      await sql.end();
      await first.stop();
      await first.stop(); // idempotent
      assert.equal(existsSync(join(first.dataDir, 'postmaster.pid')), false);

      const t0 = performance.now();
      const second = await startEmbeddedPostgres({ baseDir, port });
      const ms = performance.now() - t0;
      try {
        assert.ok(ms < 5000, `second start took ${Math.round(ms)} ms`);
        sql = postgres(second.url, { max: 1 });
        const rows = await sql`SELECT note FROM kept WHERE id = 1`;
        assert.equal(rows[0]?.note, 'still here');
        await sql.end();
      } finally {
        await second.stop();
      }
      assert.equal(existsSync(join(second.dataDir, 'postmaster.pid')), false);
    });

    it('removes a stale postmaster.pid left by a killed run', async () => {
      const { writeFile } = await import('node:fs/promises');
      const pidFile = join(baseDir, 'pg', 'postmaster.pid');
      // A pid that cannot be running (above the kernel's pid_max).
      await writeFile(pidFile, `99999999\n${join(baseDir, 'pg')}\n`);
      const pg = await startEmbeddedPostgres({ baseDir, port: await freePort() });
      try {
        const sql = postgres(pg.url, { max: 1 });
        assert.equal((await sql`SELECT count(*)::int AS n FROM kept`)[0]!.n, 1);
        await sql.end();
      } finally {
        await pg.stop();
      }
    });

    it('reports a port already in use with the server log', async () => {
      const blocker = (await import('node:net')).createServer();
      const port = await new Promise<number>((r) =>
        blocker.listen(0, '127.0.0.1', () => r((blocker.address() as { port: number }).port)),
      );
      try {
        await assert.rejects(startEmbeddedPostgres({ baseDir, port }), /failed to start on 127\.0\.0\.1:\d+[\s\S]*(Address already in use|could not)/);
      } finally {
        blocker.close();
      }
    });
  });
});
