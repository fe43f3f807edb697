import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import { existsSync, lstatSync, readFileSync, readlinkSync, statSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { binariesFor, blockedAt, isRoot, packagedBinaries, postgresUser, SYSTEM_DIR } from '../../src/db/embedded-place.ts';
import { recordedClusterUrl, removeCluster, startEmbeddedPostgres } from '../../src/db/embedded.ts';
import { StartupError } from '../../src/startup-error.ts';
import { takenPort, testDatabaseUrl } from '../setup.ts';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../', import.meta.url));

/** Rejects with a one-line StartupError naming `setting` (when given) and matching `pattern`. */
async function failsWith(start: Promise<unknown>, pattern: RegExp, setting?: string): Promise<StartupError> {
  let caught: unknown;
  await start.then(
    () => assert.fail('started, but should have failed'),
    (e: unknown) => (caught = e),
  );
  assert.ok(caught instanceof StartupError, `expected a StartupError, got ${(caught as Error)?.stack ?? caught}`);
  assert.match(caught.message, pattern);
  assert.ok(!caught.message.includes('\n'), `more than one line: ${caught.message}`);
  if (setting) assert.equal(caught.setting, setting);
  return caught;
}

describe('ops/embedded PostgreSQL', function () {
  this.timeout(120_000);

  it("serves the test process's database", async () => {
    assert.equal(process.env.TEST_DATABASE_URL, testDatabaseUrl());
    const sql = postgres(testDatabaseUrl(), { max: 1 });
    try {
      const [row] = await sql`SELECT current_database() AS db, current_setting('listen_addresses') AS listen`;
      assert.match(row!.db, /^netinv_test(_\d+)?$/, 'netinv_test, or netinv_test_<worker> in a parallel run');
      assert.equal(row!.listen, '127.0.0.1');
    } finally {
      await sql.end();
    }
  });

  describe('a persistent cluster', () => {
    let baseDir: string;
    let dataDir: string;
    before(async () => {
      baseDir = await mkdtemp(join(tmpdir(), 'netinv-embedded-')); // mode 0700, as `mktemp -d` makes it
    });
    after(async () => {
      await removeCluster(baseDir);
      await rm(baseDir, { recursive: true, force: true });
    });

    it('keeps its data and its recorded port across stop and start, and restarts quickly', async () => {
      const first = await startEmbeddedPostgres({ baseDir });
      dataDir = first.dataDir;
      const port = first.port;
      assert.match(first.url, new RegExp(`^postgres://postgres:[0-9a-f]+@127\\.0\\.0\\.1:${port}/netinv$`));
      assert.equal(readFileSync(join(baseDir, 'pg_port'), 'utf8').trim(), String(port));
      assert.equal(statSync(join(baseDir, 'pg_password')).mode & 0o777, 0o600);
      assert.equal(await recordedClusterUrl(baseDir), first.url, 'the URL tools beside the service find from DATA_DIR');
      let sql = postgres(first.url, { max: 1, onnotice: () => undefined });
      await sql`CREATE TABLE kept (id int PRIMARY KEY, note text)`;
      await sql`INSERT INTO kept VALUES (1, 'still here')`;
      await sql.end();
      await first.stop();
      await first.stop(); // idempotent
      assert.equal(existsSync(join(dataDir, 'postmaster.pid')), false);

      const t0 = performance.now();
      const second = await startEmbeddedPostgres({ baseDir });
      const ms = performance.now() - t0;
      try {
        assert.ok(ms < 5000, `second start took ${Math.round(ms)} ms`);
        assert.equal(second.port, port, 'the recorded port, free again, is used again');
        sql = postgres(second.url, { max: 1 });
        const rows = await sql`SELECT note FROM kept WHERE id = 1`;
        assert.equal(rows[0]?.note, 'still here');
        await sql.end();
      } finally {
        await second.stop();
      }
      assert.equal(existsSync(join(second.dataDir, 'postmaster.pid')), false);
    });

    it('as root, from a 0700 DATA_DIR: the cluster lives where postgres can reach it, linked from DATA_DIR, and DATA_DIR keeps its mode', async function () {
      if (!isRoot) this.skip();
      assert.equal(statSync(baseDir).mode & 0o777, 0o700);
      const link = join(baseDir, 'pg');
      assert.ok(lstatSync(link).isSymbolicLink());
      assert.equal(readlinkSync(link), dataDir);
      assert.ok(dataDir.startsWith(SYSTEM_DIR + '/'), dataDir);
      assert.equal(readFileSync(join(dataDir, '..', 'data_dir'), 'utf8').trim(), baseDir);
      const user = await postgresUser();
      assert.equal(statSync(dataDir).uid, user.uid);
      assert.equal(statSync(dataDir).mode & 0o777, 0o700);
    });

    it('removes a stale postmaster.pid left by a killed run', async () => {
      // A pid that cannot be running (above the kernel's pid_max).
      await writeFile(join(dataDir, 'postmaster.pid'), `99999999\n${dataDir}\n`);
      const pg = await startEmbeddedPostgres({ baseDir });
      try {
        const sql = postgres(pg.url, { max: 1 });
        assert.equal((await sql`SELECT count(*)::int AS n FROM kept`)[0]!.n, 1);
        await sql.end();
      } finally {
        await pg.stop();
      }
    });

    it('moves to another free port, and records it, when the recorded one is taken', async () => {
      const recorded = Number(readFileSync(join(baseDir, 'pg_port'), 'utf8'));
      const { release } = await takenPort(recorded);
      try {
        const pg = await startEmbeddedPostgres({ baseDir });
        await pg.stop();
        assert.notEqual(pg.port, recorded);
        assert.equal(readFileSync(join(baseDir, 'pg_port'), 'utf8').trim(), String(pg.port));
      } finally {
        release();
      }
    });

    it('names EMBEDDED_PG_PORT when that port is in use, and leaves the cluster as it was', async () => {
      const { port, release } = await takenPort();
      try {
        await failsWith(startEmbeddedPostgres({ baseDir, port }),
          new RegExp(`^127\\.0\\.0\\.1:${port} \\(EMBEDDED_PG_PORT\\) is in use by another program: choose another EMBEDDED_PG_PORT, or unset it`),
          'EMBEDDED_PG_PORT');
      } finally {
        release();
      }
      assert.equal(existsSync(join(dataDir, 'postmaster.pid')), false);
      assert.equal(readFileSync(join(dataDir, 'PG_VERSION'), 'utf8').trim(), '18');
    });

    it('refuses a cluster of another PostgreSQL major version, untouched', async () => {
      const versionFile = join(dataDir, 'PG_VERSION');
      await writeFile(versionFile, '16\n');
      const before = await readdir(dataDir);
      try {
        const e = await failsWith(startEmbeddedPostgres({ baseDir }),
          /holds a PostgreSQL 16 cluster, but netinv's embedded server is PostgreSQL 18: upgrade the cluster with pg_upgrade/, 'DATA_DIR');
        assert.equal(e.path, dataDir);
        assert.equal(readFileSync(versionFile, 'utf8'), '16\n');
        assert.deepEqual(await readdir(dataDir), before);
      } finally {
        await writeFile(versionFile, '18\n');
      }
    });

    it('as root, refuses a cluster in a directory postgres cannot reach, naming that directory, and changes no mode', async function () {
      if (!isRoot) this.skip();
      // A cluster left in place by an older netinv, whose DATA_DIR was since closed (mode 0700).
      const closed = await mkdtemp(join(tmpdir(), 'netinv-closed-'));
      try {
        const cluster = join(closed, 'pg');
        await mkdir(cluster, { mode: 0o700 });
        await writeFile(join(cluster, 'PG_VERSION'), '18\n');
        const user = await postgresUser();
        await chown(cluster, user.uid, user.gid);
        const e = await failsWith(startEmbeddedPostgres({ baseDir: closed }),
          new RegExp(`runs as the user postgres, who cannot reach the cluster ${cluster}: ${closed} is closed to it; move the cluster`),
          'DATA_DIR');
        assert.equal(e.path, closed);
        assert.equal(statSync(closed).mode & 0o777, 0o700);
        assert.deepEqual(await readdir(cluster), ['PG_VERSION']);
      } finally {
        await rm(closed, { recursive: true, force: true });
      }
    });
  });

  it('refuses a DATA_DIR/pg that is not a cluster, and leaves what is there alone', async () => {
    const baseDir = await mkdtemp(join(tmpdir(), 'netinv-notcluster-'));
    try {
      await mkdir(join(baseDir, 'pg'));
      await writeFile(join(baseDir, 'pg', 'notes.txt'), 'mine\n');
      await failsWith(startEmbeddedPostgres({ baseDir }),
        new RegExp(`^${join(baseDir, 'pg')} is not a PostgreSQL cluster \\(no PG_VERSION\\) and not an empty directory either; .*Move it away`),
        'DATA_DIR');
      assert.deepEqual(await readdir(join(baseDir, 'pg')), ['notes.txt']);
      assert.equal(readFileSync(join(baseDir, 'pg', 'notes.txt'), 'utf8'), 'mine\n');
    } finally {
      await rm(baseDir, { recursive: true, force: true });
    }
  });

  it('as root, copies the binaries once to where postgres can run them when it cannot reach the clone', async function () {
    if (!isRoot) this.skip();
    const closed = await mkdtemp(join(tmpdir(), 'netinv-clone-')); // a clone in a 0700 directory
    const systemDir = await mkdtemp(join(tmpdir(), 'netinv-system-'));
    try {
      await chmod(systemDir, 0o755);
      const packaged = await packagedBinaries();
      const source = { ...packaged, dir: join(closed, 'native') };
      await run('cp', ['-al', packaged.dir, source.dir]); // hard links: the same files, behind a closed directory
      const user = await postgresUser();
      assert.equal(await blockedAt(source.dir, user), closed);

      const copied = await binariesFor(source, user, systemDir);
      assert.equal(copied.dir, join(systemDir, `postgresql-${packaged.version}`));
      assert.equal(await blockedAt(join(copied.dir, 'bin'), user), null);
      const { stdout } = await run(join(copied.dir, 'bin', 'postgres'), ['-V'], { uid: user.uid, gid: user.gid, cwd: '/' });
      assert.match(stdout, new RegExp(`PostgreSQL\\) ${packaged.major}\\.`));
      assert.equal((await binariesFor(source, user, systemDir)).dir, copied.dir, 'a second start uses the copy');
      // The packaged binaries, reachable, are used where they are.
      assert.equal((await binariesFor(packaged, user, systemDir)).dir, (await blockedAt(packaged.dir, user)) === null ? packaged.dir : copied.dir);
      assert.equal(statSync(closed).mode & 0o777, 0o700);
    } finally {
      await rm(closed, { recursive: true, force: true });
      await rm(systemDir, { recursive: true, force: true });
    }
  });

  describe('on a full disk', function () {
    let mountPoint: string | undefined;
    before(async function () {
      // A small disk of its own: a tmpfs, which root can mount (else the case is skipped).
      if (!isRoot) this.skip();
      const dir = await mkdtemp(join(tmpdir(), 'netinv-disk-'));
      await chmod(dir, 0o755); // our own directory, opened so that postgres can reach the cluster in it
      try {
        await run('mount', ['-t', 'tmpfs', '-o', 'size=64m,mode=0755', 'tmpfs', dir]);
        mountPoint = dir;
      } catch {
        await rm(dir, { recursive: true, force: true });
        this.skip();
      }
    });
    after(async () => {
      if (!mountPoint) return;
      await run('umount', [mountPoint]);
      await rm(mountPoint, { recursive: true, force: true });
    });

    it('says the disk is full and where, and the cluster starts again with its data once there is room', async () => {
      const baseDir = join(mountPoint!, 'data');
      const first = await startEmbeddedPostgres({ baseDir, durable: false });
      let sql = postgres(first.url, { max: 1, onnotice: () => undefined });
      await sql`CREATE TABLE kept (note text)`;
      await sql`INSERT INTO kept VALUES ('still here')`;
      await sql.end();
      await first.stop();

      const filler = join(mountPoint!, 'filler');
      await run('sh', ['-c', `dd if=/dev/zero of=${filler} bs=1M 2>/dev/null; true`]);
      await failsWith(startEmbeddedPostgres({ baseDir, durable: false }),
        new RegExp(`no space left on the disk holding ${first.dataDir} .*free some space there, or give DATA_DIR a disk with room`),
        'DATA_DIR');

      await rm(filler);
      const again = await startEmbeddedPostgres({ baseDir, durable: false });
      try {
        sql = postgres(again.url, { max: 1 });
        assert.deepEqual((await sql`SELECT note FROM kept`).map((r) => r.note), ['still here']);
        await sql.end();
      } finally {
        await again.stop();
      }
    });
  });

  describe('as an ordinary user', function () {
    // The user `nobody` runs a script that starts the embedded server from this clone (skipped
    // when the clone is in a directory nobody cannot reach, e.g. under /root).
    const nobody = { name: 'nobody', uid: 65534, gid: 65534 };
    let home: string;
    before(async function () {
      if (!isRoot || (await blockedAt(join(root, 'node_modules'), nobody)) !== null) this.skip();
      home = await mkdtemp(join(tmpdir(), 'netinv-nobody-'));
      await chown(home, nobody.uid, nobody.gid);
    });
    after(async () => {
      if (home) await rm(home, { recursive: true, force: true });
    });

    function startAsNobody(baseDir: string): Promise<{ code: number | null; out: string }> {
      const script = `import { startEmbeddedPostgres } from './src/db/embedded.ts';
        try {
          const pg = await startEmbeddedPostgres({ baseDir: ${JSON.stringify(baseDir)}, durable: false });
          console.log(JSON.stringify({ dataDir: pg.dataDir, port: pg.port }));
          await pg.stop();
        } catch (e) { console.log(JSON.stringify({ error: e.message, setting: e.setting })); process.exitCode = 1; }`;
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        cwd: root, uid: nobody.uid, gid: nobody.gid, env: { PATH: process.env.PATH, HOME: home, LOG_LEVEL: 'error' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout!.setEncoding('utf8').on('data', (t: string) => (out += t));
      child.stderr!.setEncoding('utf8').on('data', (t: string) => (out += t));
      return new Promise((resolve) => child.on('close', (code) => resolve({ code, out })));
    }

    it('keeps the cluster in DATA_DIR/pg, owned by that user', async () => {
      const baseDir = join(home, 'data');
      const { code, out } = await startAsNobody(baseDir);
      assert.equal(code, 0, out);
      assert.equal(JSON.parse(out.trim().split('\n').at(-1)!).dataDir, join(baseDir, 'pg'));
      assert.ok(lstatSync(join(baseDir, 'pg')).isDirectory());
      assert.equal(statSync(join(baseDir, 'pg')).uid, nobody.uid);
    });

    it('names DATA_DIR when that user cannot create it', async () => {
      const closed = join(home, 'closed');
      await mkdir(closed, { mode: 0o755 }); // root's, inside nobody's home
      const { code, out } = await startAsNobody(join(closed, 'data'));
      assert.equal(code, 1, out);
      const result = JSON.parse(out.trim().split('\n').at(-1)!);
      assert.match(result.error, new RegExp(`^cannot create ${closed}/data \\(permission denied\\): choose a DATA_DIR this user can write to`));
      assert.equal(result.setting, 'DATA_DIR');
      assert.deepEqual(await readdir(closed), []);
    });
  });
});
