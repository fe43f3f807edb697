// IPAM allocation benchmark (issue 5): POST /api/ipam/prefixes/<id>/available-ips/ on a /16
// holding 50,000 used addresses, at concurrency 1 and 8, reporting allocations per second,
// latency, statements per allocation and the share of the wall time PostgreSQL spent executing
// the service's SQL. Two layouts of the used addresses: the first 50,000 (the next free
// address lies past all of them) and 50,000 scattered at random (seeded).
//
//   npx tsx bench/ipam-allocation.ts [--allocations N]      (make bench-allocation)
//
// Writes bench/ipam-allocation.md and prints it.
import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { runLoad } from './support/load.ts';
import { startBenchService } from './support/service.ts';
import { readSqlCost, resetSqlCost } from './support/sql-cost.ts';

const USED = 50_000;
const arg = process.argv.indexOf('--allocations');
const ALLOCATIONS = arg > 0 ? Number(process.argv[arg + 1]) : 300;

/** A seeded shuffle (mulberry32), so every run scatters the addresses the same way. */
function seededSample(n: number, k: number, seed: number): number[] {
  let s = seed >>> 0;
  const rand = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const all = Array.from({ length: n }, (_, i) => i);
  for (let i = 0; i < k; i++) {
    const j = i + Math.floor(rand() * (n - i));
    [all[i], all[j]] = [all[j]!, all[i]!];
  }
  return all.slice(0, k);
}

interface Row { layout: string; connections: number; rps: number; p50: number; p99: number; statements: number; sqlShare: number }

async function main() {
  const service = await startBenchService();
  const rows: Row[] = [];
  try {
    const layouts: Array<[string, number, number[]]> = [
      ['first 50,000 used', 10, Array.from({ length: USED }, (_, i) => i + 1)],
      ['50,000 used at random', 11, seededSample(65534, USED, 42).map((i) => i + 1)],
    ];
    for (const [layout, octet, hosts] of layouts) {
      for (const connections of [1, 8]) {
        // A fresh /16 per run, so each run starts from the same 50,000 used addresses.
        const second = connections === 1 ? 0 : 1;
        const net = `10.${octet * 2 + second}`;
        const [prefix] = await service.sql<{ id: number }[]>`INSERT INTO ipam_prefix (prefix, status) VALUES (${`${net}.0.0/16`}::cidr, 'active') RETURNING id`;
        // Bulk SQL: one statement, the addresses computed by PostgreSQL.
        await service.sql`INSERT INTO ipam_ip_address (address, status)
          SELECT (${`${net}.0.0`}::inet + h)::text::inet, 'active' FROM unnest(${hosts}::int[]) AS h`;
        await service.sql`VACUUM ANALYZE ipam_ip_address`;
        await resetSqlCost(service.sql);
        const load = await runLoad(service.base, {
          method: 'POST', path: `/api/ipam/prefixes/${prefix!.id}/available-ips/`, body: '{"description":"bench"}',
          headers: service.headers, amount: ALLOCATIONS, connections, expect: 201,
        });
        const cost = await readSqlCost(service.sql);
        const [{ distinct } = { distinct: '0' }] = await service.sql<{ distinct: string }[]>`
          SELECT count(DISTINCT host(address))::text AS distinct FROM ipam_ip_address WHERE address <<= ${`${net}.0.0/16`}::cidr AND description = 'bench'`;
        if (Number(distinct) !== ALLOCATIONS) throw new Error(`${layout}: ${distinct} distinct addresses for ${ALLOCATIONS} allocations`);
        rows.push({
          layout, connections, rps: load.rps, p50: load.p50, p99: load.p99,
          statements: cost.statements / ALLOCATIONS,
          // Allocations on one prefix take turns, so one runs at a time at any concurrency.
          sqlShare: cost.ms / (load.seconds * 1000),
        });
        process.stderr.write(`${layout}, ${connections} connection(s): ${load.rps.toFixed(0)} allocations/s\n`);
      }
    }
  } finally {
    await service.stop();
  }
  const table = [
    '| used addresses | connections | allocations/s | p50 ms | p99 ms | statements per allocation | SQL time share |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map((r) => `| ${r.layout} | ${r.connections} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.statements.toFixed(1)} | ${(r.sqlShare * 100).toFixed(0)}% |`),
  ].join('\n');
  const report = `# IPAM allocation benchmark

\`POST /api/ipam/prefixes/<id>/available-ips/\` (one address per request, \`{"description": "bench"}\`)
on a /16 holding ${USED.toLocaleString('en')} used addresses; ${ALLOCATIONS.toLocaleString('en')} allocations per row,
every one checked distinct afterwards. Produced by \`make bench-allocation\` on ${new Date().toISOString().slice(0, 10)},
${cpus().length} cores (${cpus()[0]?.model.trim()}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, embedded PostgreSQL 18.

${table}

SQL time share: the server time pg_stat_statements records for the service's statements
(execution and planning, waits for the per-prefix lock excluded) over the run's wall time;
allocations on one prefix take turns, so one runs at a time at any concurrency. The rest is
HTTP, JSON, validation and the driver's round trips. Nearly all the SQL time is the
free-address search, which walks the prefix's used addresses in order until the first gaps:
its cost grows with the used addresses below the first free one (the first row's worst case).
`;
  writeFileSync(new URL('./ipam-allocation.md', import.meta.url), report);
  process.stdout.write(report);
}

main().catch((e) => {
  process.stderr.write(`${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});
