// Read replicas (DATABASE_REPLICA_URLS, REPLICA_MAX_LAG; src/db/replicas.ts and
// src/http/middleware/read-your-writes.ts) against a real streaming replica: a primary of the
// file's own (the shared test server is not started for replication, and the packaged
// binaries have no pg_basebackup), on PostgreSQL binaries installed on the machine
// (TEST_POSTGRES_BIN, else Debian's PostgreSQL 15), and a replica made of it by
// pg_basebackup -R. One pair serves every test; the replica is stopped by the last.
// Which server answered is told by what it answers: with the replica's replay paused, a write
// is on the primary and not yet on the replica.
import assert from 'node:assert/strict';
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { ensureSuperuser } from '../../src/auth/superuser.ts';
import { isRoot, postgresUser, type ServerUser } from '../../src/db/embedded-place.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../src/db/embedded.ts';
import { migrate } from '../../src/db/migrate.ts';
import { freePort } from '../../src/net/free-port.ts';
import { auth, header, startApi, testConfig, uid, type TestApi } from '../support/api.ts';

const run = promisify(execFile);
const BIN = process.env.TEST_POSTGRES_BIN || '/usr/lib/postgresql/15/bin';
// Long enough that a paused replica still serves through a test's requests on a loaded machine
// (its lag grows from the pause while the primary writes).
const MAX_LAG_MS = 6000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** `fn` until it returns true, or fail after `ms`. */
async function until(what: string, fn: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await fn())) {
    if (Date.now() > deadline) assert.fail(`not within ${ms} ms: ${what}`);
    await sleep(50);
  }
}

describe('ops/replicas: reads on a streaming replica, read-your-writes, lag and outage', function () {
  this.timeout(60_000);
  let dir: string;
  let primary: EmbeddedPostgres;
  let replica: ChildProcess | undefined;
  let replicaSql: postgres.Sql;
  let primarySql: postgres.Sql;
  let api: TestApi;
  /** A second API process on the same primary and replica (another host behind a load balancer). */
  let hostB: TestApi;
  /** Another client: a user of its own, with its own token. */
  let other: Record<string, string>;
  let site: { id: number; slug: string };

  before(async function () {
    if (!existsSync(join(BIN, 'pg_basebackup'))) {
      // .ci/run installs Debian's postgresql-15; elsewhere say why nothing ran.
      console.warn(`ops/replicas skipped: no ${BIN}/pg_basebackup (apt-get install postgresql-15, or set TEST_POSTGRES_BIN)`);
      this.skip();
    }
    this.timeout(300_000);
    dir = await mkdtemp(join(tmpdir(), 'netinv-replicas-'));
    // The replica's cluster, like the primary's, must be reachable by the server's user.
    await chmod(dir, 0o755);
    primary = await startEmbeddedPostgres({ baseDir: join(dir, 'primary'), durable: false, binDir: BIN });
    await migrate(primary.url);
    await ensureSuperuser(testConfig(), primary.url);

    const user: ServerUser | undefined = isRoot ? await postgresUser() : undefined;
    const data = join(dir, 'replica');
    await mkdir(data, { mode: 0o700 });
    await run(join(BIN, 'pg_basebackup'), ['-d', primary.adminUrl, '-D', data, '-R', '-X', 'stream', '--checkpoint=fast', '--no-sync']);
    if (user) await run('chown', ['-R', `${user.uid}:${user.gid}`, data]);
    const port = await freePort();
    replica = spawn(join(BIN, 'postgres'), ['-D', data, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=',
      '-c', 'fsync=off', '-c', 'hot_standby=on'], { ...(user ? { uid: user.uid, gid: user.gid } : {}), cwd: '/', stdio: ['ignore', 'pipe', 'pipe'] });
    await new Promise<void>((resolve, reject) => {
      let said = '';
      replica!.stderr!.setEncoding('utf8').on('data', (t: string) => {
        said += t;
        if (said.includes('ready to accept read-only connections')) resolve();
      });
      replica!.once('exit', () => reject(new Error(`the replica stopped at start: ${said.slice(-2000)}`)));
    });
    const replicaUrl = new URL(primary.url);
    replicaUrl.port = String(port);
    replicaSql = postgres(replicaUrl.toString(), { max: 1, onnotice: () => undefined });
    primarySql = postgres(primary.url, { max: 1, onnotice: () => undefined });

    api = await startApi({ DATABASE_REPLICA_URLS: replicaUrl.toString(), REPLICA_MAX_LAG: `${MAX_LAG_MS}ms` }, primary.url);
    hostB = await startApi({ DATABASE_REPLICA_URLS: replicaUrl.toString(), REPLICA_MAX_LAG: `${MAX_LAG_MS}ms` }, primary.url);
    const made = await api.request.post('/api/users/users/').set(auth).send({ username: `reader-${uid()}`, password: 'a-long-password', is_superuser: true });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    const key = randomBytes(20).toString('hex');
    assert.equal((await api.request.post('/api/users/tokens/').set(auth).send({ user: made.body.id, key })).status, 201);
    other = header(key);
    const slug = `replica-${uid()}`;
    const created = await api.request.post('/api/dcim/sites/').set(auth).send({ name: slug, slug, description: 'first' });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    site = { id: created.body.id as number, slug };
    await caughtUp();
  });

  after(async () => {
    await api?.close();
    await hostB?.close();
    await Promise.all([replicaSql, primarySql].map((s) => s?.end({ timeout: 1 })));
    if (replica && replica.exitCode === null) {
      const exited = new Promise((r) => replica!.once('exit', r));
      replica.kill('SIGINT');
      await exited;
    }
    await primary?.destroy();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  /** The replica has replayed everything the primary has written so far, and the app knows it. */
  const caughtUp = async () => {
    const [{ lsn }] = await primarySql`SELECT pg_current_wal_insert_lsn()::text AS lsn` as unknown as [{ lsn: string }];
    await until('the replica replays the primary\'s WAL', async () =>
      (await replicaSql`SELECT pg_last_wal_replay_lsn() >= ${lsn}::pg_lsn AS ok`)[0]!.ok as boolean);
    await Promise.all([api, hostB].map((a) => a.services.replicas!.refresh()));
  };
  const pause = () => replicaSql`SELECT pg_wal_replay_pause()`;
  const resume = () => replicaSql`SELECT pg_wal_replay_resume()`;
  const description = async (as: Record<string, string>) => {
    const res = await api.request.get(`/api/dcim/sites/${site.id}/`).set(as);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body.description as string;
  };
  const listed = async (as: Record<string, string>, slug: string) => {
    const res = await api.request.get(`/api/dcim/sites/?slug=${slug}`).set(as);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body.count as number;
  };
  const graphqlNames = async (as: Record<string, string>, slug: string) => {
    const res = await api.request.post('/graphql/').set(as).send({ query: `{ site_list(slug: "${slug}") { name } }` });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.errors, undefined, JSON.stringify(res.body));
    return (res.body.data.site_list as Array<{ name: string }>).map((s) => s.name);
  };

  it('reads go to the replica; a client that wrote reads its write from the primary until the replica has it', async () => {
    await pause();
    try {
      // The writer: its answer, its list, its object and its GraphQL query all show the write.
      const slug = `paused-${uid()}`;
      const created = await api.request.post('/api/dcim/sites/').set(auth).send({ name: slug, slug });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      assert.equal(await listed(auth, slug), 1);
      assert.equal((await api.request.get(`/api/dcim/sites/${created.body.id}/`).set(auth)).status, 200);
      assert.deepEqual(await graphqlNames(auth, slug), [slug]);
      // Another client reads the replica, which has not replayed it: not there yet, and no error.
      assert.equal(await listed(other, slug), 0);
      assert.equal((await api.request.get(`/api/dcim/sites/${created.body.id}/`).set(other)).status, 404);
      assert.deepEqual(await graphqlNames(other, slug), []);
      // The replica's own view agrees: paused, without the row.
      assert.equal((await replicaSql`SELECT count(*)::int AS n FROM dcim_site WHERE slug = ${slug}`)[0]!.n, 0);
    } finally {
      await resume();
    }
    await caughtUp();
    // Replayed: the writer is back on the replica. A change made on the primary behind the
    // app's back (no write of any client's) while replay is paused is not seen by it.
    await pause();
    try {
      await primarySql`UPDATE dcim_site SET description = 'changed on the primary' WHERE id = ${site.id}`;
      assert.equal(await description(auth), 'first');
      assert.equal(await description(other), 'first');
    } finally {
      await resume();
    }
    await caughtUp();
    assert.equal(await description(other), 'changed on the primary');
  });

  it('a client that wrote through one API process reads its write through another: by its cookie, or by the floor kept in PostgreSQL', async () => {
    const floorReads = () => hostB.statements.filter((q) => q.includes('FROM netinv_write_floor')).length;
    const onB = async (as: Record<string, string>, path: string) => {
      const res = await hostB.request.get(path).set(as);
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return res.body;
    };
    await pause();
    try {
      // Written through A; the answer carries the write's position.
      const patched = await api.request.patch(`/api/dcim/sites/${site.id}/`).set(auth).send({ description: 'written on A' });
      assert.equal(patched.status, 200, JSON.stringify(patched.body));
      const cookie = ([] as string[]).concat(patched.headers['set-cookie'] ?? []).find((c) => c.startsWith('netinv_write_lsn='));
      assert.match(String(cookie), /^netinv_write_lsn=[0-9A-F]+\/[0-9A-F]+; Path=\/; Max-Age=6; SameSite=Lax; HttpOnly$/);
      // A client keeping cookies (a browser, requests.Session) reads it through B, which sends
      // no statement to learn its floor.
      hostB.statements.length = 0;
      const withCookie = { ...auth, Cookie: String(cookie).split(';')[0]! };
      assert.equal((await onB(withCookie, `/api/dcim/sites/${site.id}/`)).description, 'written on A');
      assert.equal((await onB(withCookie, `/api/dcim/sites/?slug=${site.slug}`)).results[0].description, 'written on A');
      assert.equal(floorReads(), 0);
      // A client without cookies: B finds its floor in PostgreSQL.
      assert.equal((await onB(auth, `/api/dcim/sites/${site.id}/`)).description, 'written on A');
      assert.ok(floorReads() >= 1);
      // Another client reads the replica through B: not replayed yet.
      assert.equal((await onB(other, `/api/dcim/sites/${site.id}/`)).description, 'changed on the primary');
      // A malformed cookie is no floor (nor an error): the recorded one applies.
      assert.equal((await onB({ ...auth, Cookie: 'netinv_write_lsn=%FF/../x' }, `/api/dcim/sites/${site.id}/`)).description, 'written on A');
    } finally {
      await resume();
    }
    await caughtUp();
    assert.equal((await onB(other, `/api/dcim/sites/${site.id}/`)).description, 'written on A');
    await primarySql`UPDATE dcim_site SET description = 'changed on the primary' WHERE id = ${site.id}`;
    await caughtUp();
  });

  it('a replica lagging more than REPLICA_MAX_LAG is skipped: every read goes to the primary', async () => {
    await pause();
    try {
      await primarySql`UPDATE dcim_site SET description = 'lagging' WHERE id = ${site.id}`;
      await api.services.replicas!.refresh();
      assert.equal(await description(other), 'changed on the primary', 'within REPLICA_MAX_LAG the replica serves');
      await sleep(MAX_LAG_MS + 300);
      await api.services.replicas!.refresh();
      const [status] = api.services.replicas!.status();
      assert.ok(status!.up && (status!.lag_ms === null || status!.lag_ms > MAX_LAG_MS), JSON.stringify(status));
      assert.equal(await description(other), 'lagging');
      assert.equal(await listed(other, site.slug), 1);
    } finally {
      await resume();
    }
    await caughtUp();
    // Caught up: the replica serves again (a change behind the app's back is not seen).
    await pause();
    try {
      await primarySql`UPDATE dcim_site SET description = 'unseen' WHERE id = ${site.id}`;
      assert.equal(await description(other), 'lagging');
    } finally {
      await resume();
    }
    await caughtUp();
  });

  it('a stopped replica is skipped without an error reaching a client, before and after a probe notices', async () => {
    await primarySql`UPDATE dcim_site SET description = 'after the replica' WHERE id = ${site.id}`;
    const exited = new Promise((r) => replica!.once('exit', r));
    // Immediate shutdown: no checkpoint, the connections cut as a crash would.
    replica!.kill('SIGQUIT');
    await exited;
    // Not probed yet: the read meets the dead replica's pool and is run on the primary instead.
    for (const as of [other, auth]) assert.equal(await description(as), 'after the replica');
    assert.deepEqual(await graphqlNames(other, site.slug), [site.slug]);
    await api.services.replicas!.refresh();
    assert.equal(api.services.replicas!.status()[0]!.up, false);
    assert.equal(await listed(other, site.slug), 1);
    // Writes never needed it.
    const slug = `no-replica-${uid()}`;
    assert.equal((await api.request.post('/api/dcim/sites/').set(auth).send({ name: slug, slug })).status, 201);
    assert.equal(await listed(auth, slug), 1);
  });
});
