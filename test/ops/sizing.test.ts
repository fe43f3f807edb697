import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { removeCluster, startConfiguredEmbeddedPostgres } from '../../src/db/embedded.ts';
import { embeddedSettings, sizedSettings, thisMachine } from '../../src/db/sizing.ts';
import { StartupError } from '../../src/startup-error.ts';

const GB = 1024 ** 3;
const SECRET_KEY = 'sizing-test-secret-key-long-enough-for-the-check-0123456789';

describe('ops/embedded PostgreSQL sizing', function () {
  this.timeout(120_000);

  it('gives a quarter of the memory to shared_buffers and counts three quarters as cache', () => {
    assert.deepEqual(sizedSettings({ memory: 24 * GB, cores: 2 }), {
      shared_buffers: '6GB',
      effective_cache_size: '18GB',
      work_mem: '61MB', // (24 GB - 6 GB) / (100 connections × 3)
      maintenance_work_mem: '1536MB',
      max_wal_size: '6GB',
      min_wal_size: '1GB',
      random_page_cost: '1.1',
      effective_io_concurrency: '200',
      max_parallel_workers_per_gather: '1',
      max_parallel_workers: '2',
      jit: 'off',
    });
  });

  it('keeps each setting within its bounds on small and large machines', () => {
    const small = sizedSettings({ memory: 512 * 1024 ** 2, cores: 1 });
    assert.equal(small.shared_buffers, '128MB');
    assert.equal(small.work_mem, '4MB');
    assert.equal(small.maintenance_work_mem, '64MB');
    assert.equal(small.max_wal_size, '1GB');
    assert.equal(small.max_parallel_workers_per_gather, '0');
    const large = sizedSettings({ memory: 256 * GB, cores: 64 });
    assert.equal(large.shared_buffers, '16GB');
    assert.equal(large.effective_cache_size, '192GB');
    assert.equal(large.work_mem, '64MB');
    assert.equal(large.maintenance_work_mem, '2GB');
    assert.equal(large.max_wal_size, '8GB');
    assert.equal(large.max_parallel_workers_per_gather, '4');
  });

  it('never turns durability off by itself', () => {
    for (const memory of [GB, 24 * GB]) {
      const s = sizedSettings({ memory, cores: 2 });
      for (const name of ['fsync', 'synchronous_commit', 'full_page_writes']) assert.equal(s[name], undefined, name);
    }
  });

  describe('the machine it finds', () => {
    let root: string;
    beforeEach(async () => {
      root = await mkdtemp(join(tmpdir(), 'netinv-cgroup-'));
    });
    afterEach(() => rm(root, { recursive: true, force: true }));

    it('honours a cgroup v2 memory and CPU limit lower than the machine', async () => {
      await writeFile(join(root, 'memory.max'), `${GB}\n`);
      await writeFile(join(root, 'cpu.max'), '150000 100000\n');
      assert.deepEqual(thisMachine(root), { memory: GB, cores: Math.min(2, availableParallelism()) });
      assert.equal(sizedSettings(thisMachine(root)).shared_buffers, '256MB');
    });

    it('takes the whole machine when the cgroup sets no limit, or there is none', async () => {
      await writeFile(join(root, 'memory.max'), 'max\n');
      await writeFile(join(root, 'cpu.max'), 'max 100000\n');
      assert.deepEqual(thisMachine(root), { memory: totalmem(), cores: availableParallelism() });
      assert.deepEqual(thisMachine(join(root, 'missing')), { memory: totalmem(), cores: availableParallelism() });
    });

    it('honours a cgroup v1 memory limit', async () => {
      await mkdir(join(root, 'memory'));
      await writeFile(join(root, 'memory', 'memory.limit_in_bytes'), `${2 * GB}\n`);
      assert.equal(thisMachine(root).memory, Math.min(totalmem(), 2 * GB));
    });
  });

  it('lets EMBEDDED_PG_SETTINGS win over the rule, leaving the other settings as chosen', () => {
    const config = loadConfig({ SECRET_KEY, EMBEDDED_PG_SETTINGS: ' work_mem = 16MB, fsync=off ,jit=on' });
    assert.deepEqual(config.embeddedPgSettings, { work_mem: '16MB', fsync: 'off', jit: 'on' });
    const machine = { memory: 8 * GB, cores: 4 };
    const settings = embeddedSettings(machine, config.embeddedPgSettings);
    assert.equal(settings.shared_buffers, '2GB');
    assert.deepEqual(settings, { ...sizedSettings(machine), work_mem: '16MB', fsync: 'off', jit: 'on' });
  });

  it('refuses an EMBEDDED_PG_SETTINGS that is not name=value pairs, naming the setting', () => {
    for (const bad of ['shared_buffers', 'shared_buffers=', '=2GB', 'shared buffers=2GB', '1work_mem=4MB']) {
      assert.throws(() => loadConfig({ SECRET_KEY, EMBEDDED_PG_SETTINGS: bad }), (e: unknown) =>
        e instanceof ConfigError && e.setting === 'EMBEDDED_PG_SETTINGS' && /name=value/.test(e.message), bad);
    }
    assert.deepEqual(loadConfig({ SECRET_KEY }).embeddedPgSettings, {});
  });

  describe('a started cluster', () => {
    let baseDir: string;
    before(async () => {
      baseDir = await mkdtemp(join(tmpdir(), 'netinv-sizing-'));
    });
    after(async () => {
      await removeCluster(baseDir);
      await rm(baseDir, { recursive: true, force: true });
    });
    const config = (settings: string) => loadConfig({ SECRET_KEY, DATA_DIR: baseDir, EMBEDDED_PG_SETTINGS: settings });
    // A small machine, so the cluster stays small beside the other test runs.
    const machine = { memory: GB, cores: 2 };

    it('runs with the settings chosen for the machine, overrides included, and durable', async () => {
      const pg = await startConfiguredEmbeddedPostgres(config('work_mem=3MB'), machine);
      const sql = postgres(pg.url, { max: 1, onnotice: () => undefined });
      try {
        const show = async (name: string) => (await sql.unsafe<{ v: string }[]>(`SELECT current_setting('${name}') AS v`))[0]!.v;
        assert.equal(await show('shared_buffers'), '256MB');
        assert.equal(await show('effective_cache_size'), '768MB');
        assert.equal(await show('maintenance_work_mem'), '64MB');
        assert.equal(await show('work_mem'), '3MB');
        assert.equal(await show('random_page_cost'), '1.1');
        assert.equal(await show('jit'), 'off');
        for (const name of ['fsync', 'synchronous_commit', 'full_page_writes']) assert.equal(await show(name), 'on', name);
      } finally {
        await sql.end();
        await pg.stop();
      }
    });

    it('stops at start with one line naming EMBEDDED_PG_SETTINGS when PostgreSQL rejects an override', async () => {
      for (const [settings, pattern] of [
        ['shared_buffers=lots', /shared_buffers=lots .*invalid value/],
        ['no_such_setting=1', /no_such_setting=1 .*unrecognized configuration parameter/],
      ] as const) {
        const caught = await startConfiguredEmbeddedPostgres(config(settings), machine).then(
          async (pg) => { await pg.stop(); return assert.fail(`started with ${settings}`); },
          (e: unknown) => e,
        );
        assert.ok(caught instanceof StartupError, String(caught));
        assert.equal(caught.setting, 'EMBEDDED_PG_SETTINGS');
        assert.match(caught.message, pattern);
        assert.ok(!caught.message.includes('\n'));
      }
    });
  });
});
