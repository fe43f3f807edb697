// The bulk ingest benchmark (make bench-ingest, writes bench/ingest.md): 100,000 interfaces (on
// 1,000 devices) and 100,000 IP addresses created through the bulk POST in pages of 1,000 (the
// size the W8 workload and clients' batches use: today's path), through the bulk POST in one
// request, and through the streamed import (NDJSON), each with the change log on, and again
// with one webhook enabled whose deliveries are queued (not delivered: no worker runs).
// PostgreSQL is durable, as `make run` runs it. Each run starts from the same tables: what a
// run wrote is removed after it, untimed.
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { arg } from './support/args.ts';
import { cpuSnapshot, otherCores, ownSeconds } from './support/machine.ts';

/** A process.cpuUsage() difference in seconds. */
const sumCpu = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1e6;
import { startBenchService, type BenchService } from './support/service.ts';

/** Objects per run (`--objects`), devices the interfaces are spread over (`--devices`). */
const OBJECTS = Number(arg('objects') ?? 100_000);
const DEVICES = Number(arg('devices') ?? 1000);
/** Objects per request of the paged bulk POST. */
const PAGE = Number(arg('page') ?? 1000);
/** Which paths run (`--paths pages,one,streamed`) and which models (`--models ip,interface`). */
const PATHS = (arg('paths') ?? 'pages,one,streamed').split(',') as Path[];
const MODELS = (arg('models') ?? 'ip,interface').split(',') as Kind[];

type Path = 'pages' | 'one' | 'streamed';
type Kind = 'ip' | 'interface';

const LABEL: Record<Path, string> = {
  pages: `bulk POST, ${PAGE.toLocaleString('en')} per request`,
  one: 'bulk POST, one request',
  streamed: 'streamed import (NDJSON), one request',
};

const MODEL: Record<Kind, { path: string; table: string; type: string; label: string }> = {
  ip: { path: 'ipam/ip-addresses', table: 'ipam_ip_address', type: 'ipam.ipaddress', label: 'IP addresses' },
  interface: { path: 'dcim/interfaces', table: 'dcim_interface', type: 'dcim.interface', label: 'interfaces' },
};

async function call(s: BenchService, method: string, path: string, body: string, type = 'application/json'): Promise<unknown> {
  const res = await fetch(`${s.base}${path}`, { method, headers: { ...s.headers, 'Content-Type': type }, body });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

/** The run's objects: `run` keeps each run's apart (addresses in a /8 of their own, interface names). */
function objects(kind: Kind, run: number, devices: number[]): object[] {
  return Array.from({ length: OBJECTS }, (_, i) => kind === 'ip'
    ? { address: `${10 + run}.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}/8`, status: 'active', description: `bench ${run}` }
    : { device: devices[i % devices.length], name: `r${run}-eth${Math.floor(i / devices.length)}`, type: '1000base-t', description: `bench ${run}` });
}

async function ingest(s: BenchService, kind: Kind, path: Path, items: object[]): Promise<number> {
  const url = `/api/${MODEL[kind].path}/`;
  const start = performance.now();
  if (path === 'pages') {
    for (let i = 0; i < items.length; i += PAGE) await call(s, 'POST', url, JSON.stringify(items.slice(i, i + PAGE)));
  } else if (path === 'one') {
    await call(s, 'POST', url, JSON.stringify(items));
  } else {
    await call(s, 'POST', `/api/netinv/import/${MODEL[kind].path}/`, items.map((o) => JSON.stringify(o)).join('\n'), 'application/x-ndjson');
  }
  return performance.now() - start;
}

/** Removes what the run `run` wrote (its rows, their change log and index rows, the deliveries
 * queued), untimed, with the bench's own connection's triggers off, and vacuums. */
async function clean(s: BenchService, kind: Kind, run: number): Promise<{ rows: number; logged: number; queued: number }> {
  const { table, type } = MODEL[kind];
  // The queue's tables exist once a first delivery was queued.
  const queue = (await s.sql<Array<{ queue: boolean }>>`SELECT to_regclass('pgboss.job') IS NOT NULL AS queue`)[0]!.queue;
  const [counts] = await s.sql.begin(async (tx) => {
    await tx.unsafe(`SET LOCAL session_replication_role = replica`);
    const ids = `SELECT id FROM ${table} WHERE description = 'bench ${run}'`;
    const counted = await tx.unsafe(`SELECT (SELECT count(*) FROM ${table} WHERE description = 'bench ${run}')::int AS rows,
        (SELECT count(*) FROM extras_object_change WHERE changed_object_type = '${type}' AND changed_object_id IN (${ids}))::int AS logged,
        ${queue ? `(SELECT count(*) FROM pgboss.job WHERE name = 'webhook')::int` : '0'} AS queued`);
    await tx.unsafe(`DELETE FROM extras_object_change WHERE changed_object_type = '${type}' AND changed_object_id IN (${ids})`);
    await tx.unsafe(`DELETE FROM netinv_search_value WHERE object_type = '${type}' AND object_id IN (${ids})`);
    if (queue) await tx.unsafe(`DELETE FROM pgboss.job WHERE name = 'webhook'`);
    await tx.unsafe(`DELETE FROM ${table} WHERE description = 'bench ${run}'`);
    return counted as unknown as Array<{ rows: number; logged: number; queued: number }>;
  });
  for (const t of [table, 'extras_object_change', 'netinv_search_value', ...(queue ? ['pgboss.job'] : [])]) await s.sql.unsafe(`VACUUM ANALYZE ${t}`);
  return counts!;
}

async function main() {
  const load = loadavg();
  // One request of every object, however long it takes on a busy machine: no time limits.
  const service = await startBenchService({ MAX_BULK_ITEMS: String(OBJECTS), MAX_BODY_SIZE: '256mb', REQUEST_TIMEOUT: '0', STATEMENT_TIMEOUT: '0', LOG_LEVEL: 'error' }, { durable: true });
  const lines: string[] = [];
  const results: Array<{ kind: Kind; path: Path; hooks: boolean; ms: number; apiCpu: number; pgCpu?: number; others?: number; rows: number; logged: number; queued: number }> = [];
  try {
    // The devices the interfaces go on, and a webhook (disabled until its runs) on both models.
    await call(service, 'POST', '/api/dcim/sites/', JSON.stringify({ name: 'bench', slug: 'bench' }));
    await call(service, 'POST', '/api/dcim/manufacturers/', JSON.stringify({ name: 'bench', slug: 'bench' }));
    await call(service, 'POST', '/api/dcim/device-types/', JSON.stringify({ manufacturer: { slug: 'bench' }, model: 'bench', slug: 'bench' }));
    await call(service, 'POST', '/api/dcim/device-roles/', JSON.stringify({ name: 'bench', slug: 'bench' }));
    const devices: number[] = [];
    for (let i = 0; i < DEVICES; i += 1000) {
      const made = await call(service, 'POST', '/api/dcim/devices/', JSON.stringify(Array.from({ length: Math.min(1000, DEVICES - i) }, (_, k) => ({
        name: `bench-${i + k}`, site: { slug: 'bench' }, device_type: { slug: 'bench' }, role: { slug: 'bench' },
      })))) as Array<{ id: number }>;
      devices.push(...made.map((d) => d.id));
    }
    const hook = await call(service, 'POST', '/api/extras/webhooks/', JSON.stringify({
      name: 'bench', payload_url: 'http://127.0.0.1:9/', content_types: ['ipam.ipaddress', 'dcim.interface'], type_create: true, enabled: false,
    })) as { id: number };
    // A warm-up of each path, untimed, so that no run pays for the first statements' planning.
    let run = 0;
    for (const kind of MODELS) {
      for (const path of PATHS) {
        run++;
        const items = objects(kind, run, devices).slice(0, 2 * PAGE);
        await ingest(service, kind, path, items);
        await clean(service, kind, run);
      }
    }
    for (const hooks of [false, true]) {
      await service.sql`UPDATE extras_webhook SET enabled = ${hooks} WHERE id = ${hook.id}`;
      // The trigger cache notices the change by its generation, read by every write.
      for (const kind of MODELS) {
        for (const path of PATHS) {
          run++;
          const items = objects(kind, run, devices);
          const before = cpuSnapshot();
          const api = process.cpuUsage();
          const ms = await ingest(service, kind, path, items);
          const after = cpuSnapshot();
          const others = otherCores(before, after);
          const apiCpu = sumCpu(process.cpuUsage(api));
          // The tree's CPU less this process's (the API and the bench's client) is PostgreSQL's.
          const own = ownSeconds(before, after);
          const pgCpu = own === undefined ? undefined : Math.max(0, own - apiCpu);
          const counts = await clean(service, kind, run);
          results.push({ kind, path, hooks, ms, apiCpu, ...(others === undefined ? {} : { others }), ...(pgCpu === undefined ? {} : { pgCpu }), ...counts });
          process.stdout.write(`${MODEL[kind].label} ${LABEL[path]}${hooks ? ' + webhook' : ''}: ${(ms / 1000).toFixed(2)} s, CPU ${apiCpu.toFixed(2)} s API, ${pgCpu?.toFixed(2)} s PostgreSQL (${JSON.stringify(counts)})\n`);
        }
      }
    }
  } finally {
    await service.stop();
  }

  const end = loadavg();
  const base = (kind: Kind, hooks: boolean) => results.find((r) => r.kind === kind && r.hooks === hooks && r.path === 'pages')?.ms;
  lines.push(
    '# Bulk ingest',
    '',
    `Written by \`make bench-ingest\` (bench/ingest.ts) on ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores shared with other work, Node ${process.version}.`,
    `Load average (1, 5, 15 minutes) ${load.map((x) => x.toFixed(1)).join(', ')} at the start, ${end.map((x) => x.toFixed(1)).join(', ')} at the end; "other cores" is the CPU the machine's other processes used during the run, in cores (bench/support/machine.ts).`,
    `One API process and its embedded PostgreSQL, durable as \`make run\` runs it (fsync on, every commit flushed; no REQUEST_TIMEOUT or STATEMENT_TIMEOUT), the bench process as the client. ${OBJECTS.toLocaleString('en')} objects per run: IP addresses, or interfaces on ${DEVICES.toLocaleString('en')} devices; the change log on; "+ webhook": one enabled webhook matching every created object, its deliveries queued in the write's transaction (no worker runs). What a run wrote is removed after it (untimed). The ratio is the path's time over the paged bulk POST's (today's path) in the same run, with and without the webhook alike.`,
    '',
    '| objects | path | webhook | seconds | objects/s | ratio to pages | API CPU s | PostgreSQL CPU s | other cores | rows | logged | queued |',
    '|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map((r) => `| ${MODEL[r.kind].label} | ${LABEL[r.path]} | ${r.hooks ? 'yes' : 'no'} | ${(r.ms / 1000).toFixed(2)} | ${Math.round(OBJECTS / (r.ms / 1000)).toLocaleString('en')} | ${(r.ms / (base(r.kind, r.hooks) ?? r.ms)).toFixed(2)} | ${r.apiCpu.toFixed(2)} | ${r.pgCpu?.toFixed(2) ?? ''} | ${r.others?.toFixed(2) ?? ''} | ${r.rows.toLocaleString('en')} | ${r.logged.toLocaleString('en')} | ${r.queued.toLocaleString('en')} |`),
    '',
    'To repeat: `make bench-ingest` (`ARGS="--objects 20000 --paths one,streamed --models ip"` for a part). Notes: [ingest-notes.md](ingest-notes.md).',
    '',
  );
  const text = lines.join('\n');
  writeFileSync(new URL('./ingest.md', import.meta.url), text);
  process.stdout.write(text);
}

await main();
