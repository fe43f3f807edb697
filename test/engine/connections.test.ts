// The pool lends the connection freed last (src/engine/db.ts): one client's requests in turn
// stay on one PostgreSQL backend, however many connections a burst opened; concurrent
// statements each get their own connection, up to the pool's size; a connection the server
// ends is opened again; ending the pool closes every connection.
import assert from 'node:assert/strict';
import postgres from 'postgres';
import { openPool, query, type Pool } from '../../src/engine/db.ts';
import { testDatabaseUrl } from '../setup.ts';

describe('engine: the pool lends the connection freed last', () => {
  let pool: Pool;
  let admin: postgres.Sql;
  before(() => {
    pool = openPool(testDatabaseUrl(), 4);
    admin = postgres(testDatabaseUrl(), { max: 1, onnotice: () => {} });
  });
  after(async () => {
    await pool.end({ timeout: 5 });
    await admin.end({ timeout: 5 });
  });

  const pid = async (): Promise<number> => (await query<{ pid: number }>(pool, 'SELECT pg_backend_pid() AS pid'))[0]!.pid;
  /** `n` statements at once, each holding its connection for a moment: their backends. */
  const together = async (n: number): Promise<number[]> =>
    (await Promise.all(Array.from({ length: n }, () => query<{ pid: number }>(pool, 'SELECT pg_backend_pid() AS pid, pg_sleep(0.05)')))).map((r) => r[0]!.pid);
  const alive = async (pids: number[]): Promise<number> =>
    (await admin`SELECT count(*)::int AS n FROM pg_stat_activity WHERE pid = ANY(${pids}::int[])`)[0]!.n;

  it('runs statements in turn on the connection freed last, after a burst opened all of them', async () => {
    const burst = await together(4);
    assert.equal(new Set(burst).size, 4, 'four statements at once ran on four connections');
    const inTurn = [];
    for (let i = 0; i < 8; i++) inTurn.push(await pid());
    // Handing out the connection idle longest (postgres.js's own order) would visit all four.
    assert.equal(new Set(inTurn).size, 1, `statements in turn ran on ${new Set(inTurn).size} backends`);
  });

  it('makes a statement wait for a connection when all are lent, and never opens more', async () => {
    const pids = await together(9);
    assert.ok(new Set(pids).size <= 4, `${new Set(pids).size} backends for a pool of 4`);
    const reserved = await pool.reserve();
    const held = (await reserved`SELECT pg_backend_pid() AS pid`)[0]!.pid as number;
    // The reserved connection is not lent to statements; once released, it is the one freed last.
    assert.notEqual(await pid(), held);
    reserved.release();
    assert.equal(await pid(), held);
    assert.equal(await pool.begin(async (tx) => (await tx`SELECT pg_backend_pid() AS pid`)[0]!.pid), held);
  });

  it('opens a connection the server ended again', async () => {
    const ended = await pid();
    await admin`SELECT pg_terminate_backend(${ended})`;
    for (let i = 0; i < 50 && (await alive([ended])) > 0; i++) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 50));
    const next = await pid();
    assert.notEqual(next, ended);
    assert.equal((await query<{ n: number }>(pool, 'SELECT 1 AS n'))[0]!.n, 1);
  });

  it('closes every connection when the pool ends', async () => {
    const own = openPool(testDatabaseUrl(), 3);
    const pids = [...new Set(await Promise.all(Array.from({ length: 3 }, () =>
      query<{ pid: number }>(own, 'SELECT pg_backend_pid() AS pid, pg_sleep(0.05)').then((r) => r[0]!.pid))))];
    assert.equal(await alive(pids), pids.length);
    await own.end({ timeout: 5 });
    for (let i = 0; i < 50 && (await alive(pids)) > 0; i++) await new Promise((r) => setTimeout(r, 20));
    assert.equal(await alive(pids), 0);
  });
});
