// netinv at NetBox scale (issue 7): generates a dataset (scripts/generate-dataset.ts), starts
// netinv on it with the embedded PostgreSQL, runs each workload at concurrency 1 and 8 with
// autocannon, and beside each read workload the same page from one hand-written SQL statement
// (bench/limits.ts) over plain HTTP. Writes bench/REPORT.md and bench/results.json; a second
// run of the same code also compares itself with the first there.
//
//   npx tsx bench/api.ts --sizes S,M        (make bench)
//   npx tsx bench/api.ts --sizes S --quick  (make bench-quick: a smoke run, written to
//                                            bench/REPORT-quick.md and results-quick.json)
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import type postgres from 'postgres';
import { generateDataset, type DatasetSize, type DatasetSummary } from '../scripts/generate-dataset.ts';
import { limitRoutes } from './limits.ts';
import { runLoad, type Workload } from './support/load.ts';
import { cpuSnapshot, otherCores } from './support/machine.ts';
import { profileWorkload } from './support/profile.ts';
import { codeVersion, keepSections, renderReport, type Run } from './support/report.ts';
import { startBenchService, type BenchService } from './support/service.ts';
import { startLimitServer } from './support/sql-limit.ts';
import { readSqlCost, resetSqlCost } from './support/sql-cost.ts';
import { arg } from './support/args.ts';

const QUICK = process.argv.includes('--quick');
const SIZES = (arg('sizes') ?? 'S').split(',').map((s) => s.trim().toUpperCase()) as DatasetSize[];
const RESULTS = new URL(QUICK ? './results-quick.json' : './results.json', import.meta.url);

interface Spec {
  name: string;
  /** NetBox 3.6.9's median at concurrency 1 on dataset M (the issue's bar), ms. */
  netbox?: number;
  /** Before each run of `amount` requests: the rows they consume, added by the bench's own
   * connection (not counted). */
  setup?: (sql: postgres.Sql, amount: number) => Promise<void>;
  workload: (d: DatasetSummary, headers: Record<string, string>) => Omit<Workload, 'amount' | 'connections'>;
  /** Requests at concurrency 1, one to three seconds' worth (quick run: a tenth, at least 3);
   * twice as many at 8. */
  requests: number;
}

const json = (headers: Record<string, string>) => ({ ...headers, 'Content-Type': 'application/json' });

const SPECS: Spec[] = [
  { name: 'devices, default page (50, config context)', netbox: 1300, requests: 150, workload: (_d, h) => ({ path: '/api/dcim/devices/', headers: h, expect: 200 }) },
  { name: 'devices, limit=1000 (config context)', netbox: 2510, requests: 15, workload: (_d, h) => ({ path: '/api/dcim/devices/?limit=1000', headers: h, expect: 200 }) },
  { name: 'interfaces, limit=1000 (nested device)', netbox: 1830, requests: 30, workload: (_d, h) => ({ path: '/api/dcim/interfaces/?limit=1000', headers: h, expect: 200 }) },
  { name: 'prefixes, brief, limit=1000', netbox: 69, requests: 200, workload: (_d, h) => ({ path: '/api/ipam/prefixes/?brief=1&limit=1000', headers: h, expect: 200 }) },
  { name: 'IP addresses, parent=/16, limit=1000', netbox: 3110, requests: 30, workload: (d, h) => ({ path: `/api/ipam/ip-addresses/?parent=${encodeURIComponent(d.densePrefix)}&limit=1000`, headers: h, expect: 200 }) },
  { name: 'devices filtered (site, status, tag)', requests: 1000, workload: (d, h) => ({ path: `/api/dcim/devices/?site=${d.sampleSiteSlug}&status=active&tag=${d.tagSlug}`, headers: h, expect: 200 }) },
  { name: 'devices, q search', requests: 200, workload: (d, h) => ({ path: `/api/dcim/devices/?q=${d.searchTerm}`, headers: h, expect: 200 }) },
  { name: 'device detail', netbox: 63, requests: 1200, workload: (d, h) => ({ path: `/api/dcim/devices/${d.sampleDeviceId}/`, headers: h, expect: 200 }) },
  { name: 'PATCH one device', netbox: 93, requests: 800, workload: (d, h) => ({ method: 'PATCH', path: `/api/dcim/devices/${d.sampleDeviceId}/`, body: '{"description":"patched by the benchmark"}', headers: json(h), expect: 200 }) },
  {
    name: 'bulk POST of 1,000 IP addresses', netbox: 13000, requests: 10,
    // 172.16.0.0/12 is not in the dataset: each request takes its own 1,000 addresses.
    workload: (_d, h) => ({
      method: 'POST', path: '/api/ipam/ip-addresses/', headers: json(h), expect: 201,
      bodyFor: (n) => JSON.stringify(Array.from({ length: 1000 }, (_, j) => {
        const v = (172 << 24 | 16 << 16) + (bulkRound * 100 + n) * 1000 + j;
        return { address: `${v >>> 24}.${(v >>> 16) & 255}.${(v >>> 8) & 255}.${v & 255}/12`, status: 'active' };
      })),
    }),
  },
  {
    name: 'bulk DELETE of 1,000 IP addresses', netbox: 33000, requests: 10,
    // 100.64.0.0/10 is not in the dataset: each run first adds the addresses its requests delete.
    setup: async (sql, amount) => {
      doomed = (await sql<{ id: number }[]>`INSERT INTO ipam_ip_address (address, status)
        SELECT set_masklen('100.64.0.0'::inet + g, 10), 'active' FROM generate_series(1, ${amount * 1000}) g ORDER BY g RETURNING id`).map((r) => r.id);
    },
    workload: (_d, h) => ({
      method: 'DELETE', path: '/api/ipam/ip-addresses/', headers: json(h), expect: 204,
      bodyFor: (n) => JSON.stringify(doomed.slice(n * 1000, (n + 1) * 1000).map((id) => ({ id }))),
    }),
  },
  { name: 'available-ips allocation', netbox: 24, requests: 800, workload: (_d, h) => ({ method: 'POST', path: `/api/ipam/prefixes/${allocationPrefix}/available-ips/`, body: '{}', headers: json(h), expect: 201 }) },
];
let bulkRound = 0;
let allocationPrefix = 0;
let doomed: number[] = [];

async function runSize(size: DatasetSize, run: Run) {
  const service: BenchService = await startBenchService();
  try {
    process.stderr.write(`dataset ${size}: loading\n`);
    const d = await generateDataset(service.sql, size, { seed: 1 });
    run.datasets[size] = d;
    process.stderr.write(`dataset ${size}: ${d.seconds} s\n`);
    const [p] = await service.sql<{ id: number }[]>`INSERT INTO ipam_prefix (prefix, status) VALUES ('192.168.0.0/16', 'active') RETURNING id`;
    allocationPrefix = p!.id;
    const routes = limitRoutes(d);
    const limit = await startLimitServer(service.databaseUrl, service.poolSize, routes, () => service.base);
    const loadBefore = loadavg()[0]!;
    const cpuBefore = cpuSnapshot();
    try {
      // Each limit must answer what netinv answers.
      for (const r of routes) {
        const [a, b] = await Promise.all([fetch(service.base + r.path, { headers: service.headers }), fetch(limit.base + r.path)]);
        assert.deepEqual(await b.json(), await a.json(), `the SQL limit of ${r.workload} differs from netinv's answer`);
      }
      for (const spec of SPECS) {
        for (const connections of [1, 8]) {
          const amount = Math.max(3 * connections, Math.round((QUICK ? spec.requests / 10 : spec.requests) * (connections === 1 ? 1 : 2)));
          const w = { ...spec.workload(d, service.headers), amount, connections };
          bulkRound++;
          await spec.setup?.(service.sql, amount);
          await resetSqlCost(service.sql);
          const netinv = await runLoad(service.base, w);
          const cost = await readSqlCost(service.sql);
          const route = routes.find((r) => r.workload === spec.name);
          const lim = route ? await runLoad(limit.base, { ...w, path: route.path, headers: {} }) : undefined;
          // What a write left behind is vacuumed before the next run, as the dataset was after
          // loading, rather than by autovacuum in the middle of one.
          if (w.method) await service.sql`VACUUM (ANALYZE)`;
          const ratio = lim ? netinv.p50 / lim.p50 : undefined;
          run.rows.push({
            size, workload: spec.name, connections, netinv, statements: cost.statements / amount, sqlMs: cost.ms / amount,
            ...(lim ? { limit: lim, ratio } : {}),
            ...(spec.netbox && size === 'M' && connections === 1 ? { netbox: spec.netbox } : {}),
          });
          if (ratio && connections === 1 && ratio > 3)
            run.profiles.push(`### ${size}: ${spec.name}\n\n${await profileWorkload(service, w.path, QUICK ? 10 : 50)}`);
          process.stderr.write(`${size} ${spec.name} c=${connections}: p50 ${netinv.p50.toFixed(1)} ms, ${netinv.rps.toFixed(0)} req/s${lim ? `; SQL limit p50 ${lim.p50.toFixed(1)} ms` : ''}\n`);
        }
      }
    } finally {
      run.machine[size] = { loadBefore, otherCores: otherCores(cpuBefore, cpuSnapshot()) };
      await limit.close();
    }
  } finally {
    await service.stop();
  }
}

/** The rows of the last full run in bench/results.json when it measured the same code and sizes. */
function previousRun(code: string): Run['previous'] {
  if (QUICK || code.endsWith('+changes') || !existsSync(RESULTS)) return undefined;
  const last = JSON.parse(readFileSync(RESULTS, 'utf8')) as Partial<Run>;
  const same = !last.quick && last.code === code && Object.keys(last.datasets ?? {}).join() === SIZES.join();
  return same && last.date && last.rows ? { date: last.date, rows: last.rows } : undefined;
}

async function main() {
  const code = codeVersion();
  const run: Run = { date: new Date().toISOString(), quick: QUICK, code, machine: {}, datasets: {}, rows: [], profiles: [], previous: previousRun(code) };
  for (const size of SIZES) await runSize(size, run);
  writeFileSync(RESULTS, JSON.stringify(run, null, 2) + '\n');
  const text = renderReport(run);
  const report = new URL(QUICK ? './REPORT-quick.md' : './REPORT.md', import.meta.url);
  writeFileSync(report, keepSections(existsSync(report) ? readFileSync(report, 'utf8') : '', text));
  process.stdout.write(text);
}

main().catch((e) => {
  process.stderr.write(`${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});
