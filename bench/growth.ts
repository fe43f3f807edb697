// Cost growth (issue 19): the paged reads of NetBox's harness (measure.py's W1, W3, W5, W6: the
// default device page, 1,000 prefixes brief, a device search within a site, a device's detail)
// timed on the project's datasets M and L (scripts/generate-dataset.ts; L is ten times M), each
// in its own embedded PostgreSQL with `make run`'s durable, machine-sized settings, in one run.
// A paged read should cost about the same whatever the table's size: the goal is L within 1.3
// times M. Beside each p50, the SQL time per request (pg_stat_statements) and the statement
// that took most of it, to tell where growth comes from. Writes the "cost-growth" section of
// bench/REPORT.md.
//
//   npx tsx bench/growth.ts [--sizes M,L] [--requests 1]   (make bench-growth; --requests scales the counts)
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { generateDataset, type DatasetSize, type DatasetSummary } from '../scripts/generate-dataset.ts';
import { runLoad, type LoadResult } from './support/load.ts';
import { cpuSnapshot, otherCores } from './support/machine.ts';
import { codeVersion, replaceSection } from './support/report.ts';
import { startBenchService } from './support/service.ts';
import { readSqlCost, resetSqlCost } from './support/sql-cost.ts';
import { arg } from './support/args.ts';

const SIZES = (arg('sizes') ?? 'M,L').split(',').map((s) => s.trim().toUpperCase()) as DatasetSize[];
const SCALE = Number(arg('requests') ?? 1);
const REPORT = new URL('./REPORT.md', import.meta.url);
const GOAL = 1.3;

interface Read { id: string; path: (d: DatasetSummary) => string; requests: number }

/** measure.py's requests, on the project dataset's sample site and device. */
const READS: Read[] = [
  { id: 'W1', requests: 200, path: () => '/api/dcim/devices/' },
  { id: 'W3', requests: 100, path: () => '/api/ipam/prefixes/?brief=1&limit=1000' },
  {
    id: 'W5', requests: 600,
    // measure.py searches q=leaf: the role word of the site's device names.
    path: (d) => `/api/dcim/devices/?q=${d.sampleDeviceName.slice(d.sampleSiteSlug.length + 1).replace(/-\d+$/, '')}&site=${d.sampleSiteSlug}&status=active`,
  },
  { id: 'W6', requests: 1000, path: (d) => `/api/dcim/devices/${d.sampleDeviceId}/` },
];

interface Cell { p50: number; p99: number; sqlMs: number; statements: number; top: { ms: number; query: string } }
interface SizeRun { counts: Record<string, number>; loadSeconds: number; loadBefore: number; otherCores?: number; cells: Record<string, Cell & { path: string }> }

async function topStatement(sql: Awaited<ReturnType<typeof startBenchService>>['sql']): Promise<Cell['top']> {
  const [row] = await sql<{ ms: number; query: string }[]>`
    SELECT (mean_exec_time + mean_plan_time)::float8 AS ms, query FROM pg_stat_statements
     WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
     ORDER BY total_exec_time + total_plan_time DESC LIMIT 1`;
  return { ms: row?.ms ?? 0, query: (row?.query ?? '').replace(/\s+/g, ' ').slice(0, 160) };
}

async function runSize(size: DatasetSize): Promise<SizeRun> {
  const service = await startBenchService({}, { durable: true });
  try {
    process.stderr.write(`dataset ${size}: loading\n`);
    const d = await generateDataset(service.sql, size, { seed: 1 });
    process.stderr.write(`dataset ${size}: ${d.seconds} s\n`);
    const loadBefore = loadavg()[0]!;
    const cpuBefore = cpuSnapshot();
    const cells: SizeRun['cells'] = {};
    for (const read of READS) {
      const w = { path: read.path(d), headers: service.headers, expect: 200, connections: 1 };
      await runLoad(service.base, { ...w, amount: 20 });
      await resetSqlCost(service.sql);
      const amount = Math.max(10, Math.round(read.requests * SCALE));
      const r: LoadResult = await runLoad(service.base, { ...w, amount });
      const cost = await readSqlCost(service.sql);
      cells[read.id] = { path: w.path, p50: r.p50, p99: r.p99, sqlMs: cost.ms / amount, statements: cost.statements / amount, top: await topStatement(service.sql) };
      process.stderr.write(`${size} ${read.id}: p50 ${r.p50.toFixed(2)} ms, SQL ${(cost.ms / amount).toFixed(2)} ms/request\n`);
    }
    return { counts: d.counts, loadSeconds: d.seconds, loadBefore, otherCores: otherCores(cpuBefore, cpuSnapshot()), cells };
  } finally {
    await service.stop();
  }
}

function render(runs: Partial<Record<DatasetSize, SizeRun>>, code: string): string {
  const [small, large] = SIZES;
  const a = runs[small!]!;
  const b = runs[large!]!;
  const f = (v: number) => (v < 100 ? v.toFixed(2) : v.toFixed(0));
  const rows = READS.map((r) => {
    const x = a.cells[r.id]!;
    const y = b.cells[r.id]!;
    const ratio = y.p50 / x.p50;
    return `| ${r.id} | \`${y.path}\` | ${f(x.p50)} | ${f(y.p50)} | **${ratio.toFixed(2)}** ${ratio <= GOAL ? 'met' : 'not met'} | ${f(x.sqlMs)} | ${f(y.sqlMs)} | ${f(x.top.ms)} / ${f(y.top.ms)} |`;
  });
  const sizes = SIZES.map((s) => `${s}: ${['dcim_device', 'dcim_interface', 'ipam_prefix', 'ipam_ip_address'].map((t) => `${t} ${(runs[s]!.counts[t] ?? 0).toLocaleString('en')}`).join(', ')}, loaded in ${runs[s]!.loadSeconds} s (load average ${runs[s]!.loadBefore.toFixed(2)} before its reads${runs[s]!.otherCores === undefined ? '' : `, other processes kept ${runs[s]!.otherCores!.toFixed(2)} cores busy during them`})`);
  return `## Cost growth: paged reads on ${small} and ${large}

Produced by \`make bench-growth\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, code ${code}: ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB;
each dataset in its own embedded PostgreSQL with \`make run\`'s settings (fsync on, sized to the machine), one connection,
p50 of autocannon's response times after 20 warm-up requests. The requests are measure.py's W1, W3, W5 and W6 on the
project dataset's sample site and device. Goal: ${large} within ${GOAL} times ${small}.

${sizes.map((s) => `- ${s}`).join('\n')}

| id | request (${large}) | p50 ms ${small} | p50 ms ${large} | ${large} / ${small} | SQL ms / request ${small} | ${large} | costliest statement, mean ms ${small} / ${large} |
|---|---|---:|---:|---:|---:|---:|---:|
${rows.join('\n')}

Where the growth comes from (auto_explain on L): [growth-notes.md](growth-notes.md).
`;
}

async function main() {
  const code = codeVersion();
  const runs: Partial<Record<DatasetSize, SizeRun>> = {};
  for (const size of SIZES) runs[size] = await runSize(size);
  const section = render(runs, code);
  writeFileSync(REPORT, replaceSection(existsSync(REPORT) ? readFileSync(REPORT, 'utf8') : '', 'cost-growth', section));
  writeFileSync(new URL('./growth-results.json', import.meta.url), JSON.stringify({ date: new Date().toISOString(), code, sizes: SIZES, runs }, null, 1) + '\n');
  process.stdout.write(section);
}

main().catch((e) => {
  process.stderr.write(`${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});
