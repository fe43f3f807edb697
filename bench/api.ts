// netinv at NetBox scale (issue 7): generates a dataset (scripts/generate-dataset.ts), starts
// netinv on it with the embedded PostgreSQL, runs each workload at concurrency 1 and 8 with
// autocannon, and beside each read workload that has one, the same page from one hand-written
// SQL statement (bench/limits.ts) over plain HTTP. Writes bench/REPORT.md and
// bench/results.json.
//
//   npx tsx bench/api.ts --sizes S,M        (make bench)
//   npx tsx bench/api.ts --sizes S --quick  (make bench-quick: a smoke run)
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { generateDataset, type DatasetSize, type DatasetSummary } from '../scripts/generate-dataset.ts';
import { limitRoutes } from './limits.ts';
import { runLoad, type LoadResult, type Workload } from './support/load.ts';
import { startBenchService, type BenchService } from './support/service.ts';
import { profileWorkload } from './support/profile.ts';
import { startLimitServer } from './support/sql-limit.ts';
import { readSqlCost, resetSqlCost } from './support/sql-cost.ts';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const QUICK = process.argv.includes('--quick');
const SIZES = (arg('sizes') ?? 'S').split(',').map((s) => s.trim().toUpperCase()) as DatasetSize[];

interface Spec {
  name: string;
  /** NetBox 3.6.9's median at concurrency 1 on dataset M (the issue's bar), ms. */
  netbox?: number;
  workload: (d: DatasetSummary, headers: Record<string, string>) => Omit<Workload, 'amount' | 'connections'>;
  /** Requests at concurrency 1 (quick run: a tenth, at least 3); twice as many at 8. */
  requests: number;
}

const json = (headers: Record<string, string>) => ({ ...headers, 'Content-Type': 'application/json' });

const SPECS: Spec[] = [
  { name: 'devices, default page (50, config context)', netbox: 1300, requests: 100, workload: (_d, h) => ({ path: '/api/dcim/devices/', headers: h, expect: 200 }) },
  { name: 'interfaces, limit=1000 (nested device)', netbox: 1830, requests: 30, workload: (_d, h) => ({ path: '/api/dcim/interfaces/?limit=1000', headers: h, expect: 200 }) },
  { name: 'prefixes, brief, limit=1000', netbox: 69, requests: 100, workload: (_d, h) => ({ path: '/api/ipam/prefixes/?brief=1&limit=1000', headers: h, expect: 200 }) },
  { name: 'IP addresses, parent=/16, limit=1000', netbox: 3110, requests: 30, workload: (d, h) => ({ path: `/api/ipam/ip-addresses/?parent=${encodeURIComponent(d.densePrefix)}&limit=1000`, headers: h, expect: 200 }) },
  { name: 'devices filtered (site, status, tag)', requests: 100, workload: (d, h) => ({ path: `/api/dcim/devices/?site=${d.sampleSiteSlug}&status=active&tag=${d.tagSlug}`, headers: h, expect: 200 }) },
  { name: 'devices, q search', requests: 100, workload: (d, h) => ({ path: `/api/dcim/devices/?q=${d.searchTerm}`, headers: h, expect: 200 }) },
  { name: 'device detail', netbox: 63, requests: 300, workload: (d, h) => ({ path: `/api/dcim/devices/${d.sampleDeviceId}/`, headers: h, expect: 200 }) },
  { name: 'PATCH one device', netbox: 93, requests: 200, workload: (d, h) => ({ method: 'PATCH', path: `/api/dcim/devices/${d.sampleDeviceId}/`, body: '{"description":"patched by the benchmark"}', headers: json(h), expect: 200 }) },
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
  { name: 'available-ips allocation', netbox: 24, requests: 200, workload: (_d, h) => ({ method: 'POST', path: `/api/ipam/prefixes/${allocationPrefix}/available-ips/`, body: '{}', headers: json(h), expect: 201 }) },
];
let bulkRound = 0;
let allocationPrefix = 0;

interface Row {
  size: DatasetSize; workload: string; connections: number;
  netinv: LoadResult; statements: number; sqlMs: number;
  limit?: LoadResult; ratio?: number; netbox?: number;
}

/** Profiles of the workloads whose netinv / SQL-limit ratio is above 3, by size. */
const profiles: string[] = [];

async function runSize(size: DatasetSize, rows: Row[], datasets: Record<string, DatasetSummary>) {
  const service: BenchService = await startBenchService();
  try {
    process.stderr.write(`dataset ${size}: loading\n`);
    const d = await generateDataset(service.sql, size, { seed: 1 });
    datasets[size] = d;
    process.stderr.write(`dataset ${size}: ${d.seconds} s\n`);
    const [p] = await service.sql<{ id: number }[]>`INSERT INTO ipam_prefix (prefix, status) VALUES ('192.168.0.0/16', 'active') RETURNING id`;
    allocationPrefix = p!.id;
    const routes = limitRoutes(d);
    const limit = await startLimitServer(service.databaseUrl, service.poolSize, routes, () => service.base);
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
          await resetSqlCost(service.sql);
          const netinv = await runLoad(service.base, w);
          const cost = await readSqlCost(service.sql);
          const route = routes.find((r) => r.workload === spec.name);
          const lim = route ? await runLoad(limit.base, { ...w, path: route.path, headers: {} }) : undefined;
          rows.push({
            size, workload: spec.name, connections, netinv, statements: cost.statements / amount, sqlMs: cost.ms / amount,
            ...(lim ? { limit: lim, ratio: netinv.p50 / Math.max(lim.p50, 0.5) } : {}),
            ...(spec.netbox && size === 'M' && connections === 1 ? { netbox: spec.netbox } : {}),
          });
          if (lim && connections === 1 && netinv.p50 / Math.max(lim.p50, 0.5) > 3)
            profiles.push(`### ${size}: ${spec.name}\n\n${await profileWorkload(service, w.path, QUICK ? 10 : 50)}`);
          process.stderr.write(`${size} ${spec.name} c=${connections}: p50 ${netinv.p50} ms, ${netinv.rps.toFixed(0)} req/s${lim ? `; SQL limit p50 ${lim.p50} ms` : ''}\n`);
        }
      }
    } finally {
      await limit.close();
    }
  } finally {
    await service.stop();
  }
}

function report(rows: Row[], datasets: Record<string, DatasetSummary>): string {
  const line = (r: Row) => `| ${r.workload} | ${r.connections} | ${r.netinv.rps.toFixed(0)} | ${r.netinv.p50} | ${r.netinv.p99} | ${r.statements.toFixed(1)} | ${r.sqlMs.toFixed(1)} | ${r.limit ? `${r.limit.p50} / ${r.limit.rps.toFixed(0)}` : '–'} | ${r.ratio ? r.ratio.toFixed(1) : '–'} | ${r.netbox ? `${r.netbox} ms (${(r.netbox / Math.max(r.netinv.p50, 0.5)).toFixed(0)}×)` : ''} |`;
  const sections = Object.keys(datasets).map((size) => {
    const d = datasets[size]!;
    return `## Dataset ${size}

${Object.entries(d.counts).filter(([, n]) => n >= 100).map(([t, n]) => `${t} ${n.toLocaleString('en')}`).join(', ')}; loaded in ${d.seconds} s.

| workload | connections | req/s | p50 ms | p99 ms | SQL statements / request | SQL ms / request | SQL limit p50 ms / req/s | netinv / limit (p50) | NetBox 3.6.9 p50 (netinv faster by) |
|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|
${rows.filter((r) => r.size === size).map(line).join('\n')}
`;
  }).join('\n');
  return `# netinv benchmarks

Produced by \`make bench\`${QUICK ? ' (quick run: few requests, numbers are indicative)' : ''} on ${new Date().toISOString().slice(0, 10)}:
${cpus().length} cores (${cpus()[0]?.model.trim()}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version},
embedded PostgreSQL 18 (fsync off), one netinv process (WEB_CONCURRENCY=1), autocannon on the same machine.

Each workload runs at 1 and 8 connections. "SQL statements / request" and "SQL ms / request" come
from pg_stat_statements (the service's statements only, lock waits excluded). The SQL limit is
the same page (rows, order, JSON) from one hand-written statement through the same driver over
plain node:http, checked equal to netinv's answer before the run; "–" where none is written yet.
The NetBox column is the issue's measurement of NetBox 3.6.9 on dataset M at concurrency 1.

${sections}
## Where the time goes

${profiles.length ? `Workloads more than 3 times slower than their SQL limit, profiled:\n\n${profiles.join('\n')}` : 'No workload with a SQL limit is more than 3 times slower than it, so none is profiled here; `npx tsx bench/profile.ts --path ...` profiles any workload.'}
`;
}

async function main() {
  const rows: Row[] = [];
  const datasets: Record<string, DatasetSummary> = {};
  for (const size of SIZES) await runSize(size, rows, datasets);
  writeFileSync(new URL('./results.json', import.meta.url), JSON.stringify({ date: new Date().toISOString(), quick: QUICK, datasets, rows }, null, 2) + '\n');
  const text = report(rows, datasets);
  writeFileSync(new URL('./REPORT.md', import.meta.url), text);
  process.stdout.write(text);
}

main().catch((e) => {
  process.stderr.write(`${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});
