// netinv on NetBox's own terms (issue 19): the dataset and harness NetBox 3.6.9 was measured with
// (NETBOX_BENCH_DIR, default ../shared/bench): dataset M from dataset.py, netinv started as
// `make run` starts it (durable embedded PostgreSQL sized to the machine, a fresh DATA_DIR, a
// port of its own), M loaded through the REST API by load_api.py (--batch 1000), the workloads
// of measure.py, the server stopped. Writes the "netbox-harness" section of bench/REPORT.md and
// bench/netbox-results.json: every workload beside NetBox's figures and the issue's goal, the
// load's rates, and (second run of the same code) the agreement with the previous run.
//
//   npx tsx bench/netbox.ts                               (make bench-netbox)
//     --dataset DIR          a dataset.py output to use instead of generating M
//     --data-dir DIR --skip-load   measure a DATA_DIR already loaded with that dataset
//     --only W1,W4           measure.py's workloads to run
//     --rounds N             measure.py runs on the loaded data, each after settling (default 5):
//                            each figure is the median of the rounds'
//     --duration S           measure.py's wrk runs, seconds each (default 5)
//     --baseline-settings 'shared_buffers=128MB,...'   measure first with these EMBEDDED_PG_SETTINGS,
//                            then with the sizing, on the same data: the sizing's effect
//     --port N               the server's port (default: a free one)
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { recordedClusterUrl, removeCluster } from '../src/db/embedded.ts';
import { freePort } from '../src/net/free-port.ts';
import { cpuSnapshot, otherCores, SpeedProbe } from './support/machine.ts';
import { change, codeVersion, p50Agreement, pct, replaceSection } from './support/report.ts';
import { arg } from './support/args.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const HARNESS = resolve(ROOT, process.env.NETBOX_BENCH_DIR || '../shared/bench');
const RESULTS = new URL('./netbox-results.json', import.meta.url);
const REPORT = new URL('./REPORT.md', import.meta.url);
const SECTION = 'netbox-harness';
const TOKEN = '0123456789abcdef0123456789abcdef01234567';
/** What the numbers depend on: the service, and how it is started. */
const MEASURED = ['src', 'codegen', 'generated', 'package-lock.json', 'Makefile'];

const SKIP_LOAD = process.argv.includes('--skip-load');
const ONLY = arg('only');
const BASELINE = arg('baseline-settings');
const ROUNDS = Number(arg('rounds') ?? 5);
const DURATION = Number(arg('duration') ?? 5);

/** The issue's goals: p50 at one connection (ms), the whole load (s), device creation (objects/s). */
const GOAL_MS: Record<string, number> = { W1: 15, W2: 60, W3: 5, W4: 50, W5: 3, W6: 1.5, W7: 4, W8: 200, W9: 3, W10b: 25, W11a: 120 };
const LOAD_GOAL_S = 120;
const DEVICES_GOAL = 2000;
/** Largest p99 / p50 at one connection the issue allows a read. */
const TAIL_LIMIT = 2.5;

/** One workload as measure.py writes it (seconds). */
interface Measured {
  id: string; desc: string; method?: string; mode: string;
  c1: { rps: number; p50: number | null; p99: number | null; n: number };
  c8?: { rps: number; p50: number | null; p99: number | null; n: number };
}
interface LoadFile { file: string; objects: number; seconds: number; rate: number }
/** The machine during a round: the speed probe's lower quartile (ms) and the cores other processes kept busy. */
interface RoundMachine { probeMs?: number; otherCores?: number }
/** `results`: each figure the median of the rounds' (`rounds`: each round's results, `machine`: the machine during each). */
interface Measurement { settings: Record<string, string>; overrides: string; results: Measured[]; rounds?: Measured[][]; machine?: RoundMachine[] }
export interface NetboxRun {
  date: string; code: string; dataset: string;
  /** Seconds of each wrk run. */
  duration?: number;
  machine: { cores: number; cpu: string; memoryGiB: number; loadBefore: number[]; loadAfter: number[] };
  load?: { files: LoadFile[]; total: LoadFile };
  /** When the load is an earlier run's (--skip-load): that run's date. */
  loadDate?: string;
  /** With --baseline-settings: the same workloads with those settings, measured first. */
  baseline?: Measurement;
  sized: Measurement;
  /** p50s (s) of the previous run of the same code, when there was one, and its speed probe's median (ms). */
  previous?: { date: string; p50: Record<string, number>; probeMs?: number };
}

function ensureWrk(): void {
  if (spawnSync('wrk', ['--version']).error === undefined) return;
  if (process.getuid?.() === 0) {
    process.stderr.write('wrk is missing: installing it with apt-get\n');
    const r = spawnSync('sh', ['-c', 'apt-get install -y wrk || (apt-get update && apt-get install -y wrk)'], { stdio: 'inherit' });
    if (r.status === 0) return;
  }
  process.stderr.write('wrk is missing (apt-get install wrk, as root): measure.py times the light workloads with its Python client instead\n');
}

/** Runs a harness script, its output teed to stderr; resolves with that output. */
function python(script: string, args: string[]): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn('python3', [join(HARNESS, script), ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (t: string) => { out += t; process.stderr.write(t); });
    child.once('error', fail);
    child.once('close', (code) => (code === 0 ? done(out) : fail(new Error(`${script} exited with status ${code}`))));
  });
}

/** netinv as `make run` starts it, on `dataDir` and `port`, in a process group of its own. */
async function startNetinv(dataDir: string, port: number, logFile: string, overrides: string | undefined) {
  const env: Record<string, string | undefined> = {
    ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir,
    SUPERUSER_NAME: 'admin', SUPERUSER_PASSWORD: 'change-me-please', SUPERUSER_API_TOKEN: TOKEN,
    EMBEDDED_PG_SETTINGS: overrides ?? process.env.EMBEDDED_PG_SETTINGS,
  };
  const log = createWriteStream(logFile, { flags: 'a' });
  await new Promise((r) => log.once('open', r));
  const child: ChildProcess = spawn('make', ['--no-print-directory', 'run'], { cwd: ROOT, env, detached: true, stdio: ['ignore', log, log] });
  // The server is in a process group of its own: stopped with this process when it is interrupted.
  const interrupted = (signal: NodeJS.Signals) => {
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', interrupted).once('SIGTERM', interrupted);
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGTERM');
    const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 60_000);
    await exited;
    clearTimeout(timer);
    process.off('SIGINT', interrupted).off('SIGTERM', interrupted);
    log.end();
  };
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`make run exited with status ${child.exitCode}: see ${logFile}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/status/`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`netinv did not answer on port ${port} within 10 minutes: see ${logFile}`);
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  return { stop };
}

/** The PostgreSQL settings the server logged at start (the last start in `logFile`). */
function loggedSettings(logFile: string): Record<string, string> {
  const line = readFileSync(logFile, 'utf8').split('\n').filter((l) => l.includes('"embedded PostgreSQL sizing"')).at(-1);
  if (!line) return {};
  const { time: _t, level: _l, msg: _m, component: _c, overridden: _o, ...settings } = JSON.parse(line) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(settings).map(([k, v]) => [k, String(v)]));
}

/** measure.py's writes, run once unrecorded on a server that did not load the data: the load
 * is the first run's server's warm-up (446,826 objects written, the write path compiled by V8),
 * and a restarted server's first rounds of writes were 20 to 30% slower (W7 4.0 to 5.8 ms against
 * 3.5 to 4.7 over the same data, reads within 15%). It did not make the writes reproducible: two
 * runs that each loaded M later differed as much (W7 5.2 against 3.9 ms, the loading run slower). */
const WARM_UP_WRITES = 'W7,W8,W9';

async function measureOnce(dataset: string, base: string, work: string, name: string, only = ONLY): Promise<Measured[]> {
  const out = join(work, `${name}.json`);
  await python('measure.py', ['--base-url', base, '--token', TOKEN, '--dataset', dataset, '--json', out, '--duration', String(DURATION), ...(only ? ['--only', only] : [])]);
  return (JSON.parse(readFileSync(out, 'utf8')) as { results: Measured[] }).results;
}

/** The median of the values present (null when none is). */
function median(values: Array<number | null | undefined>): number | null {
  const v = values.filter((x): x is number => !missing(x)).sort((a, b) => a - b);
  if (v.length === 0) return null;
  const mid = v.length >> 1;
  return v.length % 2 ? v[mid]! : (v[mid - 1]! + v[mid]!) / 2;
}

/** ROUNDS runs of measure.py, each on the database settled again (the previous round's writes and
 * deletes vacuumed), and each figure the median of the rounds': the machine is shared, and one
 * run of every workload was at the mercy of whatever else ran during it (two runs of the same code
 * differed by up to 37% on a workload; runs within one server, by 3-8%). */
async function measure(dataset: string, dataDir: string, base: string, work: string, name: string): Promise<Pick<Measurement, 'results' | 'rounds' | 'machine'>> {
  const rounds: Measured[][] = [];
  const machine: RoundMachine[] = [];
  const probe = new SpeedProbe();
  if (SKIP_LOAD) await measureOnce(dataset, base, work, `${name}-warm-up`, WARM_UP_WRITES);
  for (let i = 0; i < ROUNDS; i++) {
    await settle(dataDir);
    const [from, cpu] = [performance.now(), cpuSnapshot()];
    rounds.push(await measureOnce(dataset, base, work, `${name}-${i + 1}`));
    const probeMs = probe.quartile(from, performance.now());
    const others = otherCores(cpu, cpuSnapshot());
    machine.push({ ...(probeMs === undefined ? {} : { probeMs }), ...(others === undefined ? {} : { otherCores: others }) });
  }
  probe.stop();
  const figure = (path: (m: Measured) => number | null | undefined, id: string) => median(rounds.map((r) => { const m = r.find((x) => x.id === id); return m ? path(m) : null; }));
  const results = rounds[0]!.map((first): Measured => ({
    ...first,
    c1: { rps: figure((m) => m.c1.rps, first.id) ?? 0, p50: figure((m) => m.c1.p50, first.id), p99: figure((m) => m.c1.p99, first.id), n: first.c1.n },
    ...(first.c8 ? { c8: { rps: figure((m) => m.c8?.rps, first.id) ?? 0, p50: figure((m) => m.c8?.p50, first.id), p99: figure((m) => m.c8?.p99, first.id), n: first.c8.n } } : {}),
  }));
  return { results, rounds, machine };
}

function parseLoad(text: string): NetboxRun['load'] {
  const files = [...text.matchAll(/^(\S+)\s+(\d+) objects\s+([\d.]+)s\s+([\d.]+) obj\/s$/gm)]
    .map((m) => ({ file: m[1]!, objects: Number(m[2]), seconds: Number(m[3]), rate: Number(m[4]) }));
  const total = files.find((f) => f.file === 'TOTAL');
  if (!total) throw new Error('load_api.py printed no TOTAL line');
  return { files: files.filter((f) => f !== total), total };
}

// ---------------------------------------------------------------------------------------------
// The report section

const NETBOX = JSON.parse(readFileSync(join(HARNESS, 'netbox-3.6.9-M.json'), 'utf8')) as { results: Measured[] };
const netboxOf = (id: string) => NETBOX.results.find((r) => r.id === id);
/** A measurement that produced no timing (wrk completed no request). */
const missing = (v: number | null | undefined) => v === null || v === undefined || v <= 0;
const ms = (s: number | null | undefined) => (missing(s) ? '–' : s! * 1000 < 100 ? (s! * 1000).toFixed(1) : (s! * 1000).toFixed(0));
const rps = (v: number | undefined) => (v === undefined || v <= 0 ? '–' : v < 100 ? v.toFixed(1) : v.toFixed(0));
const isRead = (r: Measured) => r.c8 !== undefined;

function workloadTable(results: Measured[]): string {
  const rows = results.map((r) => {
    const nb = netboxOf(r.id);
    const goal = GOAL_MS[r.id];
    const p50 = r.c1.p50;
    const tail = isRead(r) && !missing(p50) && !missing(r.c1.p99) ? r.c1.p99! / p50! : undefined;
    const met = goal === undefined || missing(p50) ? '' : p50! * 1000 <= goal ? 'met' : 'not met';
    return `| ${r.id} | ${r.desc.replace(/\|/g, '\\|')} | ${ms(nb?.c1.p50)} | ${ms(p50)} | ${ms(r.c1.p99)} | ${tail === undefined ? '–' : `${tail.toFixed(1)}${tail > TAIL_LIMIT ? ' (over 2.5)' : ''}`} | ${nb?.c1.p50 && !missing(p50) ? `${(nb.c1.p50 / p50!).toFixed(0)}×` : '–'} | ${rps(r.c8?.rps)} / ${rps(nb?.c8?.rps)} | ${goal ?? '–'} | ${met} |`;
  });
  return `| id | request | NetBox 3.6.9 p50 ms | netinv p50 ms | netinv p99 ms | p99 / p50 | netinv faster by | req/s at 8, netinv / NetBox | goal p50 ms | goal |
|---|---|---:|---:|---:|---:|---:|---:|---:|---|
${rows.join('\n')}`;
}

function loadSection(load: NonNullable<NetboxRun['load']>): string {
  const devices = load.files.find((f) => f.file.includes('dcim.devices.'));
  return `Loading M through the REST API (\`load_api.py --batch 1000\`): ${load.total.objects.toLocaleString('en')} objects in ${load.total.seconds.toFixed(0)} s
(${load.total.rate.toFixed(0)} objects/s): goal ${LOAD_GOAL_S} s, **${load.total.seconds <= LOAD_GOAL_S ? 'met' : 'not met'}**; NetBox 3.6.9 took about 5.3 h.
Devices created at ${devices ? devices.rate.toFixed(0) : '–'}/s: goal ${DEVICES_GOAL}/s, **${devices && devices.rate >= DEVICES_GOAL ? 'met' : 'not met'}**.

| file | objects | seconds | objects/s |
|---|---:|---:|---:|
${load.files.map((f) => `| ${f.file} | ${f.objects} | ${f.seconds.toFixed(1)} | ${f.rate.toFixed(0)} |`).join('\n')}`;
}

function sizingSection(run: NetboxRun): string {
  if (!run.baseline) return '';
  const before = new Map(run.baseline.results.map((r) => [r.id, r]));
  const rows = run.sized.results.flatMap((r) => {
    const b = before.get(r.id);
    if (!b || missing(b.c1.p50) || missing(r.c1.p50)) return [];
    return [`| ${r.id} | ${ms(b.c1.p50)} | ${ms(r.c1.p50)} | ${pct(change(b.c1.p50!, r.c1.p50!))} | ${ms(b.c1.p99)} | ${ms(r.c1.p99)} | ${rps(b.c8?.rps)} | ${rps(r.c8?.rps)} |`];
  });
  return `
### PostgreSQL sizing: before and after

The same loaded data measured twice in this run, first with \`EMBEDDED_PG_SETTINGS='${run.baseline.overrides}'\`
(PostgreSQL's defaults), then with the sizing rule's settings.

| id | p50 ms, defaults | p50 ms, sized | change | p99 ms, defaults | p99 ms, sized | req/s at 8, defaults | sized |
|---|---:|---:|---:|---:|---:|---:|---:|
${rows.join('\n')}
`;
}

const share = (x: number) => `${(x * 100).toFixed(0)}%`;

function roundsSection(m: Measurement): string {
  const rounds = m.rounds ?? [];
  if (rounds.length < 2) return '';
  const rows = m.results.map((r) => {
    const p50s = rounds.map((round) => round.find((x) => x.id === r.id)?.c1.p50);
    return { id: r.id, p50s, spread: spreadOf(p50s) };
  });
  const spreads = rows.flatMap((r) => (r.spread === undefined ? [] : [r.spread])).sort((a, b) => a - b);
  const machine = m.machine ?? [];
  const machineRows = machine.length === rounds.length ? `
| speed probe, ms (the machine) | ${machine.map((x) => (x.probeMs === undefined ? '–' : x.probeMs.toFixed(1))).join(' | ')} | ${shareOrDash(spreadOf(machine.map((x) => x.probeMs)))} |
| other processes, cores busy | ${machine.map((x) => (x.otherCores === undefined ? '–' : x.otherCores.toFixed(2))).join(' | ')} | |` : '';
  return `
### Rounds

The figures above are the medians of ${rounds.length} rounds of \`measure.py\` on the same server, the database settled before each.
Spread of a workload's p50 over the rounds (largest minus smallest, over the median): median ${share(spreads[spreads.length >> 1] ?? 0)}, largest ${share(spreads.at(-1) ?? 0)}.

| id | ${rounds.map((_r, i) => `p50 ms, round ${i + 1}`).join(' | ')} | spread |
|---|${rounds.map(() => '---:').join('|')}|---:|
${rows.map((r) => `| ${r.id} | ${r.p50s.map(ms).join(' | ')} | ${shareOrDash(r.spread)} |`).join('\n')}${machineRows}
${machineRows ? `
The speed probe is a fixed piece of work (about 10 ms of one core) this benchmark's process timed once a second during
the round, beside the server and the harness, here the lower quartile of its times (half of a round the harness keeps both cores
busy itself): the machine's own speed, which no process list shows.
` : ''}`;
}

/** (largest - smallest) / median of the values present. */
function spreadOf(values: Array<number | null | undefined>): number | undefined {
  const v = values.filter((x): x is number => !missing(x));
  const mid = median(v);
  return v.length > 1 && mid ? (Math.max(...v) - Math.min(...v)) / mid : undefined;
}

const shareOrDash = (x: number | undefined) => (x === undefined ? '–' : share(x));

/** The speed probe's median over a run's rounds (ms). */
const probeOf = (m: Measurement) => median((m.machine ?? []).map((x) => x.probeMs)) ?? undefined;

function twoRunsSection(run: NetboxRun): string {
  if (!run.previous) return '\nbench/netbox-results.json held no run of this code to compare with: run `make bench-netbox` again to compare two runs.\n';
  const pairs = run.sized.results.flatMap((r) => {
    const a = run.previous!.p50[r.id];
    return a && !missing(r.c1.p50) ? [[r.id, a, r.c1.p50!] as const] : [];
  });
  return `
### Two runs

This run against the previous run of the same code (${run.previous.date.slice(0, 16).replace('T', ' ')} UTC), p50 at one connection.
${p50Agreement(pairs.map(([, a, b]) => [a * 1000, b * 1000] as const))}${probeLine(run.previous.probeMs, probeOf(run.sized))}

| id | p50 ms, previous | p50 ms, this run | difference |
|---|---:|---:|---:|
${pairs.map(([id, a, b]) => `| ${id} | ${ms(a)} | ${ms(b)} | ${pct(change(a, b))} |`).join('\n')}
`;
}

function probeLine(previous: number | undefined, now: number | undefined): string {
  if (previous === undefined || now === undefined) return '';
  return `\nThe speed probe's median over the rounds: ${previous.toFixed(1)} ms in the previous run, ${now.toFixed(1)} ms in this one (${pct(change(previous, now))}).`;
}

export function renderSection(run: NetboxRun): string {
  const m = run.machine;
  const reads = run.sized.results.filter((r) => isRead(r) && !missing(r.c1.p50) && !missing(r.c1.p99));
  const tails = reads.filter((r) => r.c1.p99! / r.c1.p50! > TAIL_LIMIT);
  const failed = run.sized.results.filter((r) => missing(r.c1.p50));
  const goals = run.sized.results.filter((r) => GOAL_MS[r.id] !== undefined && !missing(r.c1.p50));
  const { memoryMB, cores, ...chosen } = run.sized.settings;
  const settings = `${memoryMB} MB and ${cores} cores found; ${Object.entries(chosen).map(([k, v]) => `${k}=${v}`).join(', ')}`;
  return `## NetBox's harness: dataset M through the REST API

Produced by \`make bench-netbox\` on ${run.date.slice(0, 16).replace('T', ' ')} UTC, code ${run.code}: ${m.cores} cores (${m.cpu}), ${m.memoryGiB} GiB,
load average ${m.loadBefore.map((x) => x.toFixed(2)).join(' ')} before, ${m.loadAfter.map((x) => x.toFixed(2)).join(' ')} after (1, 5, 15 minutes; the machine is shared).
netinv started as \`make run\` starts it (durable embedded PostgreSQL 18, a fresh DATA_DIR), dataset ${run.dataset} from
\`dataset.py\` loaded through the REST API by \`load_api.py\`, the database then settled (VACUUM ANALYZE and CHECKPOINT, the
maintenance PostgreSQL would otherwise do during the first minutes of measuring), then \`measure.py\` (wrk at 1 and 8 connections for light
reads, ${run.duration ?? 10} s each, 5 sequential runs for heavy ones, sequential writes) ${(run.sized.rounds?.length ?? 1) > 1 ? `${run.sized.rounds!.length} times, settled again before each, every figure the median of the rounds'` : 'once'}; NetBox 3.6.9's figures are \`netbox-3.6.9-M.json\`, measured
with the same harness on a 2-core machine. PostgreSQL as logged at start: ${memoryMB ? settings : '(not logged)'}.

${run.load ? `${run.loadDate ? `This run measured a DATA_DIR loaded before (--skip-load); the load is that of ${run.loadDate.slice(0, 16).replace('T', ' ')} UTC. Its server, not warmed by a load, ran measure.py's writes (${WARM_UP_WRITES}) once unrecorded first. ` : ''}${loadSection(run.load)}` : 'The load was skipped (--skip-load): the DATA_DIR was loaded before.'}

${workloadTable(run.sized.results)}

Goals met: ${goals.filter((r) => r.c1.p50! * 1000 <= GOAL_MS[r.id]!).length} of ${goals.length}.
p99 / p50 at one connection ≤ ${TAIL_LIMIT} for reads: ${reads.length - tails.length} of ${reads.length}${tails.length ? ` (over: ${tails.map((r) => `${r.id} ${(r.c1.p99! / r.c1.p50!).toFixed(1)}`).join(', ')})` : ''}.
${failed.length ? `No timing for ${failed.map((r) => r.id).join(', ')} (wrk completed no request in its run).\n` : ''}${roundsSection(run.sized)}${sizingSection(run)}${twoRunsSection(run)}`;
}

// ---------------------------------------------------------------------------------------------

function previousRun(code: string): NetboxRun['previous'] {
  if (code.endsWith('+changes') || !existsSync(RESULTS)) return undefined;
  const last = JSON.parse(readFileSync(RESULTS, 'utf8')) as NetboxRun;
  if (last.code !== code) return undefined;
  const probeMs = probeOf(last.sized);
  return { date: last.date, p50: Object.fromEntries(last.sized.results.flatMap((r) => (missing(r.c1.p50) ? [] : [[r.id, r.c1.p50!]]))), ...(probeMs === undefined ? {} : { probeMs }) };
}

/** A run on a DATA_DIR loaded before shows the load of the last run that loaded (when there is one). */
function carryLoad(run: NetboxRun): void {
  if (!existsSync(RESULTS)) return;
  const last = JSON.parse(readFileSync(RESULTS, 'utf8')) as NetboxRun;
  if (!last.load) return;
  run.load = last.load;
  run.loadDate = last.loadDate ?? last.date;
}

/** After a load, autovacuum's passes over the new rows and the checkpoint of the load's writes
 * would run during the first workloads and share the cores with them (two runs of the same code
 * differed by up to 50% on the 1,000-row reads): done here, before measuring. */
async function settle(dataDir: string): Promise<void> {
  const sql = postgres(await recordedClusterUrl(dataDir), { max: 1, onnotice: () => undefined });
  try {
    await sql.unsafe('VACUUM (ANALYZE)');
    await sql.unsafe('CHECKPOINT');
  } finally {
    await sql.end();
  }
}

async function main() {
  if (!existsSync(join(HARNESS, 'measure.py'))) throw new Error(`${HARNESS} holds no measure.py: set NETBOX_BENCH_DIR to NetBox's harness`);
  if (SKIP_LOAD && !arg('data-dir')) throw new Error('--skip-load measures a loaded DATA_DIR: give it with --data-dir');
  ensureWrk();
  const code = codeVersion(MEASURED);
  const work = await mkdtemp(join(tmpdir(), 'netinv-netbox-'));
  const dataset = arg('dataset') ? resolve(arg('dataset')!) : join(work, 'dataset');
  const dataDir = arg('data-dir') ? resolve(arg('data-dir')!) : join(work, 'data');
  const port = Number(arg('port') ?? (await freePort()));
  const base = `http://127.0.0.1:${port}`;
  const logFile = join(work, 'server.log');
  try {
    if (!arg('dataset')) await python('dataset.py', ['--size', 'M', '--out', dataset]);
    const size = (JSON.parse(readFileSync(join(dataset, 'manifest.json'), 'utf8')) as { size: string }).size;
    const loadBefore = loadavg();
    let server = await startNetinv(dataDir, port, logFile, undefined);
    const run: NetboxRun = {
      date: new Date().toISOString(), code, dataset: size, duration: DURATION,
      machine: { cores: cpus().length, cpu: cpus()[0]?.model.trim() ?? '', memoryGiB: Math.round(totalmem() / 2 ** 30), loadBefore, loadAfter: [] },
      sized: { settings: {}, overrides: process.env.EMBEDDED_PG_SETTINGS ?? '', results: [] },
      previous: previousRun(code),
    };
    try {
      if (SKIP_LOAD) carryLoad(run);
      else run.load = parseLoad(await python('load_api.py', ['--base-url', base, '--token', TOKEN, '--dataset', dataset, '--batch', '1000']));
      if (BASELINE) {
        // The same data, restarted on the baseline settings, then on the sizing again.
        await server.stop();
        server = await startNetinv(dataDir, port, logFile, BASELINE);
        run.baseline = { settings: loggedSettings(logFile), overrides: BASELINE, ...(await measure(dataset, dataDir, base, work, 'baseline')) };
        await server.stop();
        server = await startNetinv(dataDir, port, logFile, undefined);
      }
      run.sized.settings = loggedSettings(logFile);
      Object.assign(run.sized, await measure(dataset, dataDir, base, work, 'sized'));
    } finally {
      await server.stop();
    }
    run.machine.loadAfter = loadavg();
    writeFileSync(RESULTS, JSON.stringify(run, null, 1) + '\n');
    const section = renderSection(run);
    writeFileSync(REPORT, replaceSection(existsSync(REPORT) ? readFileSync(REPORT, 'utf8') : '', SECTION, section));
    process.stdout.write(section);
  } finally {
    if (!arg('data-dir')) await removeCluster(dataDir);
    await rm(work, { recursive: true, force: true });
  }
}

main().catch((e) => {
  process.stderr.write(`${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});
