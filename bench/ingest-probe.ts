// A probe of what a created row costs inside PostgreSQL (bench/ingest-notes.md): the insert of
// `--rows` IP addresses in one statement, as a request's write makes it (its change log settings
// set, its triggers firing), in variants given as JSON (`--variants`: each a name, statements to
// run before its insert and after, and statements measured with it), alternated round by round. Measured as the backend's CPU
// time, which a loaded machine's waits do not count. Durable PostgreSQL, as `make run` runs it.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';
import { migrate } from '../src/db/migrate.ts';
import { embeddedSettings, thisMachine } from '../src/db/sizing.ts';
import { setLogLevel } from '../src/log.ts';
import { arg } from './support/args.ts';

const ROWS = Number(arg('rows') ?? 5000);
const ROUNDS = Number(arg('rounds') ?? 5);
/** Rows already in the tables before the rounds (a log and an index that are not empty). */
const PREFILL = Number(arg('prefill') ?? 100_000);

/** The CPU time the backend `pid` has run, in ms (/proc/<pid>/schedstat: nanoseconds on a CPU). */
const backendCpu = (pid: number) => Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;

/** `measured`: statements run after the insert, in its transaction, their CPU counted with it. */
interface Variant { name: string; setup: string[]; teardown: string[]; measured?: string[] }
const VARIANTS: Variant[] = JSON.parse(arg('variants') ?? '[{"name":"as is","setup":[],"teardown":[]}]');

async function main() {
  setLogLevel('error');
  const baseDir = await mkdtemp(join(tmpdir(), 'netinv-probe-'));
  const pg = await startEmbeddedPostgres({ baseDir, database: 'probe', durable: true, settings: embeddedSettings(thisMachine(), {}) });
  const sql = postgres(pg.url, { max: 1, onnotice: () => {} });
  try {
    await migrate(pg.url);
    const insert = (n: number, tag: string) => `INSERT INTO ipam_ip_address (address, status, description, custom_field_data, created, last_updated)
      SELECT ('11.' || ((i >> 16) & 255) || '.' || ((i >> 8) & 255) || '.' || (i & 255) || '/8')::inet, 'active', '${tag}', '{}', now(), now() FROM generate_series(1, ${n}) i`;
    const settings = `SELECT set_config('netinv.request_id', gen_random_uuid()::text, true), set_config('netinv.user_id', '1', true), set_config('netinv.user_name', 'probe', true)`;
    await sql.begin(async (tx) => { await tx.unsafe(settings); await tx.unsafe(insert(PREFILL, 'prefill')); });
    await sql.unsafe('VACUUM ANALYZE');
    const times = new Map<string, number[]>();
    const wal = new Map<string, number[]>();
    const { pid } = (await sql<Array<{ pid: number }>>`SELECT pg_backend_pid() AS pid`)[0]!;
    for (let round = 0; round < ROUNDS; round++) {
      for (const v of VARIANTS) {
        for (const s of v.setup) await sql.unsafe(s);
        const cpu = await sql.begin(async (tx) => {
          await tx.unsafe(settings);
          const { lsn } = (await tx.unsafe<Array<{ lsn: string }>>('SELECT pg_current_wal_insert_lsn()::text AS lsn'))[0]!;
          const before = backendCpu(pid);
          await tx.unsafe(insert(ROWS, 'probe'));
          for (const a of v.measured ?? []) await tx.unsafe(a);
          const ms = backendCpu(pid) - before;
          const { bytes } = (await tx.unsafe<Array<{ bytes: string }>>('SELECT pg_current_wal_insert_lsn() - $1::pg_lsn AS bytes', [lsn]))[0]!;
          return { ms, wal: Number(bytes) };
        });
        (times.get(v.name) ?? times.set(v.name, []).get(v.name)!).push(cpu.ms);
        (wal.get(v.name) ?? wal.set(v.name, []).get(v.name)!).push(cpu.wal);
        await sql.begin(async (tx) => {
          await tx.unsafe(`SET LOCAL session_replication_role = replica`);
          await tx.unsafe(`DELETE FROM extras_object_change WHERE changed_object_type = 'ipam.ipaddress' AND changed_object_id IN (SELECT id FROM ipam_ip_address WHERE description = 'probe')`);
          await tx.unsafe(`DELETE FROM netinv_search_value WHERE object_type = 'ipam.ipaddress' AND object_id IN (SELECT id FROM ipam_ip_address WHERE description = 'probe')`);
          await tx.unsafe(`DELETE FROM ipam_ip_address WHERE description = 'probe'`);
        });
        for (const s of v.teardown) await sql.unsafe(s);
        await sql.unsafe('VACUUM ANALYZE extras_object_change, netinv_search_value, ipam_ip_address');
      }
    }
    const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    for (const [name, runs] of times)
      process.stdout.write(`${name}: backend CPU least ${Math.min(...runs).toFixed(1)}, median ${med(runs).toFixed(1)} ms (${(med(runs) * 1000 / ROWS).toFixed(1)} µs a row), WAL ${Math.round(med(wal.get(name)!) / ROWS)} bytes a row\n`);
  } finally {
    await sql.end({ timeout: 5 });
    await pg.destroy();
    await rm(baseDir, { recursive: true, force: true });
  }
}

await main();
