// bench/REPORT.md from a run's rows: the machine, one table per dataset, the NetBox bar, where
// the time goes when netinv is more than 3 times its SQL limit, and the agreement with the
// previous full run of the same code.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatasetSummary } from '../../scripts/generate-dataset.ts';
import type { LoadResult } from './load.ts';

export interface Row {
  size: string; workload: string; connections: number;
  netinv: LoadResult; statements: number; sqlMs: number;
  limit?: LoadResult; ratio?: number; netbox?: number;
}

export interface Run {
  date: string;
  quick: boolean;
  /** The code measured (codeVersion). */
  code: string;
  /** Per dataset: the 1-minute load average before its workloads, and the cores other
   * processes of the machine kept busy during them (machine.ts). */
  machine: Record<string, { loadBefore: number; otherCores?: number }>;
  datasets: Record<string, DatasetSummary>;
  rows: Row[];
  /** Profiles of the workloads more than 3 times slower than their limit. */
  profiles: string[];
  /** The rows of the previous full run of the same code, when there was one. */
  previous?: { date: string; rows: Row[] };
}

/** Paths whose content the numbers depend on: neither the results nor this file, which only
 * writes them out (`npx tsx bench/support/report.ts` writes REPORT.md again from results.json). */
const MEASURED = ['src', 'codegen', 'generated', 'scripts', 'bench/api.ts', 'bench/limits.ts', 'bench/support', ':(exclude)bench/support/report.ts', 'package-lock.json'];

/** The last commit that changed the measured code (`paths`), "+changes" when the work tree differs from it. */
export function codeVersion(paths: string[] = MEASURED): string {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
    const commit = git('log', '-1', '--format=%h', '--', ...paths);
    return git('status', '--porcelain', '--', ...paths) ? `${commit}+changes` : commit;
  } catch {
    return 'unknown';
  }
}

/** Milliseconds as the tables show them: a decimal below 100. */
const ms = (v: number) => (v < 100 ? v.toFixed(1) : v.toFixed(0));
const key = (r: Row) => `${r.size}|${r.workload}|${r.connections}`;

function sizeSection(run: Run, size: string): string {
  const d = run.datasets[size]!;
  const line = (r: Row) => `| ${r.workload} | ${r.connections} | ${r.netinv.rps.toFixed(0)} | ${ms(r.netinv.p50)} | ${ms(r.netinv.p99)} | ${r.statements.toFixed(1)} | ${r.sqlMs.toFixed(1)} | ${r.limit ? `${ms(r.limit.p50)} / ${r.limit.rps.toFixed(0)}` : '–'} | ${r.ratio ? r.ratio.toFixed(1) : '–'} | ${r.netbox ? `${r.netbox} ms (${(r.netbox / r.netinv.p50).toFixed(0)}×)` : ''} |`;
  const m = run.machine[size];
  const busy = m ? `Load average (1 minute) ${m.loadBefore.toFixed(2)} before the workloads${m.otherCores === undefined ? '' : `; other processes kept ${m.otherCores.toFixed(2)} of the ${cpus().length} cores busy during them`}.` : '';
  return `## Dataset ${size}

${Object.entries(d.counts).filter(([, n]) => n >= 100).map(([t, n]) => `${t} ${n.toLocaleString('en')}`).join(', ')}; loaded in ${d.seconds} s. ${busy}

| workload | connections | req/s | p50 ms | p99 ms | SQL statements / request | SQL ms / request | SQL limit p50 ms / req/s | netinv / limit (p50) | NetBox 3.6.9 p50 (netinv faster by) |
|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|
${run.rows.filter((r) => r.size === size).map(line).join('\n')}
`;
}

function againstNetBox(run: Run): string {
  const rows = run.rows.filter((r) => r.netbox);
  if (!rows.length) return 'Dataset M was not run, so there is nothing to hold against NetBox\'s measurements.\n';
  const times = (netbox: number, v: number) => `${(netbox / v).toFixed(0)}×`;
  const under = rows.filter((r) => r.netbox! / r.netinv.p50 < 10);
  const why = (r: Row) => r.limit
    ? `${r.workload}: ${times(r.netbox!, r.netinv.p50)}; its SQL limit takes ${ms(r.limit.p50)} ms itself (${times(r.netbox!, r.limit.p50)}), netinv ${r.ratio!.toFixed(1)} times that`
    : `${r.workload}: ${times(r.netbox!, r.netinv.p50)}`;
  return `NetBox 3.6.9's p50 on dataset M at one connection (the issue's measurements) beside netinv's in this run; netinv aims
at ten times faster or more on every row.

| workload | NetBox 3.6.9 ms | netinv ms | netinv faster by | SQL limit ms (faster than NetBox by) |
|---|---:|---:|---:|---:|
${rows.map((r) => `| ${r.workload} | ${r.netbox} | ${ms(r.netinv.p50)} | ${times(r.netbox!, r.netinv.p50)} | ${r.limit ? `${ms(r.limit.p50)} (${times(r.netbox!, r.limit.p50)})` : '–'} |`).join('\n')}
| GraphQL: 100 devices with their interfaces and addresses | 1040 | – | not served yet | – |

${under.length ? `Under ten times:\n\n${under.map((r) => `- ${why(r)}.`).join('\n')}\n` : 'Every row served is ten times faster or more.\n'}`;
}

/** The relative change from a to b, and as the tables show it (+12%). */
export const change = (a: number, b: number) => b / a - 1;
export const pct = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(0)}%`;

/** How closely two runs' p50s (ms, [previous, this run]) agree, in a sentence. */
export function p50Agreement(pairs: Array<readonly [number, number]>): string {
  const diff = ([a, b]: readonly [number, number]) => Math.abs(change(a, b));
  const diffs = pairs.map(diff).sort((x, y) => x - y);
  const large = pairs.filter(([a]) => a >= 10);
  return `Of ${pairs.length} p50s, ${diffs.filter((x) => x <= 0.1).length} differ by 10% or less, ${diffs.filter((x) => x <= 0.15).length} by 15% or less and ${diffs.filter((x) => x <= 0.2).length} by 20% or less
(of the ${large.length} of 10 ms or more, ${large.filter((p) => diff(p) <= 0.1).length} by 10% or less); the median difference, either way, is
${((diffs[Math.floor(diffs.length / 2)] ?? 0) * 100).toFixed(0)}%.`;
}

function twoRuns(run: Run): string {
  if (!run.previous) return 'bench/results.json held no full run of this code to compare with: run `make bench` again to compare two runs.\n';
  const before = new Map(run.previous.rows.map((r) => [key(r), r]));
  const pairs = run.rows.flatMap((r) => (before.has(key(r)) ? [[before.get(key(r))!, r] as const] : []));
  const ratios = pairs.flatMap(([a, b]) => (a.ratio && b.ratio ? [Math.abs(b.ratio - a.ratio)] : []));
  return `This run against the previous full run of the same code (${run.previous.date.slice(0, 16).replace('T', ' ')} UTC): p50 of each
workload, and its ratio to the SQL limit. ${p50Agreement(pairs.map(([a, b]) => [a.netinv.p50, b.netinv.p50] as const))}
The ratios to the SQL limit differ by ${Math.max(0, ...ratios).toFixed(1)} at most.

| dataset | workload | connections | p50 ms, previous | p50 ms, this run | difference | netinv / limit, previous | this run |
|---|---|---:|---:|---:|---:|---:|---:|
${pairs.map(([a, b]) => `| ${b.size} | ${b.workload} | ${b.connections} | ${ms(a.netinv.p50)} | ${ms(b.netinv.p50)} | ${pct(change(a.netinv.p50, b.netinv.p50))} | ${a.ratio?.toFixed(1) ?? '–'} | ${b.ratio?.toFixed(1) ?? '–'} |`).join('\n')}
`;
}

/** A section of REPORT.md that another benchmark writes: kept when `make bench` writes the rest. */
const sectionMarks = (name: string) => [`<!-- ${name}: begin -->`, `<!-- ${name}: end -->`] as const;
const SECTION = /<!-- ([\w-]+): begin -->[\s\S]*?<!-- \1: end -->\n?/g;

/** `text` with section `name` replaced by `body` (appended when it has none). */
export function replaceSection(text: string, name: string, body: string): string {
  const [begin, end] = sectionMarks(name);
  const block = `${begin}\n${body.trimEnd()}\n${end}\n`;
  const at = text.indexOf(begin);
  const until = text.indexOf(end, at);
  if (at < 0 || until < 0) return `${text.trimEnd()}\n\n${block}`;
  return text.slice(0, at) + block + text.slice(until + end.length).replace(/^\n/, '');
}

/** `fresh` with the other benchmarks' sections of `previous` appended. */
export function keepSections(previous: string, fresh: string): string {
  return [...previous.matchAll(SECTION)].reduce((text, m) => `${text.trimEnd()}\n\n${m[0]}`, fresh);
}

export function renderReport(run: Run): string {
  return `# netinv benchmarks

Produced by \`make bench\`${run.quick ? ' (quick run: few requests, numbers are indicative)' : ''} on ${run.date.slice(0, 10)}, code ${run.code}:
${cpus().length} cores (${cpus()[0]?.model.trim()}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version},
embedded PostgreSQL 18 (fsync off), one netinv process (WEB_CONCURRENCY=1), autocannon on the same machine.
The machine is shared: beside each dataset, how much of it other processes used meanwhile.
Webhook deliveries and the cost of the change log are measured apart: [webhooks.md](webhooks.md) (\`make bench-webhooks\`).

Each workload runs at 1 and 8 connections; p50 and p99 are the response times autocannon saw
(to a hundredth of a millisecond), req/s the requests over the time to the last response.
"SQL statements / request" and "SQL ms / request" come from pg_stat_statements (the service's
statements only, planning included, lock waits excluded). The SQL limit is the same page (rows,
order, JSON) from one hand-written statement (bench/limits.ts) through the same driver and pool
settings, over plain node:http, checked equal to netinv's answer before the run; netinv / limit
is the ratio of their p50s in the same run. The NetBox column is the issue's measurement of
NetBox 3.6.9 on dataset M at concurrency 1 (its GraphQL row is not run: netinv serves no GraphQL
yet).

${Object.keys(run.datasets).map((size) => sizeSection(run, size)).join('\n')}
## Against NetBox

${againstNetBox(run)}
## Where the time goes

${run.profiles.length ? `Workloads more than 3 times slower than their SQL limit, profiled:\n\n${run.profiles.join('\n')}` : 'No workload is more than 3 times slower than its SQL limit, so none is profiled here; `npx tsx bench/profile.ts --path ...` profiles any workload.'}

## Two runs

${twoRuns(run)}`;
}

// `npx tsx bench/support/report.ts`: bench/REPORT.md again from bench/results.json.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const run = JSON.parse(readFileSync(new URL('../results.json', import.meta.url), 'utf8')) as Run;
  const file = new URL('../REPORT.md', import.meta.url);
  writeFileSync(file, keepSections(readFileSync(file, 'utf8'), renderReport(run)));
}
