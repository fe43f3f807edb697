// Where a workload's time goes: sends its requests one at a time while the V8 CPU profiler runs
// in this process (the benchmark service runs in it), and sums self time per package or source
// folder and per function, beside the SQL time pg_stat_statements saw.
import { Session } from 'node:inspector/promises';
import type { BenchService } from './service.ts';
import { readSqlCost, resetSqlCost } from './sql-cost.ts';

interface Node { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }

/** A markdown section: per-request wall and SQL time, then the top places and functions. */
export async function profileWorkload(service: BenchService, path: string, requests: number): Promise<string> {
  const get = async () => {
    const r = await fetch(service.base + path, { headers: service.headers });
    if (r.status !== 200) throw new Error(`${path}: ${r.status} ${(await r.text()).slice(0, 200)}`);
    await r.arrayBuffer();
  };
  for (let i = 0; i < 5; i++) await get(); // warm: compiled validators, prepared statements, JIT
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  await resetSqlCost(service.sql);
  const started = performance.now();
  for (let i = 0; i < requests; i++) await get();
  const wall = performance.now() - started;
  const { profile } = await session.post('Profiler.stop');
  session.disconnect();
  const cost = await readSqlCost(service.sql);
  const nodes = profile.nodes as Node[];
  // Each sample's time is the delta to the next one (microseconds).
  const msOf = new Map<number, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++) msOf.set(samples[i]!, (msOf.get(samples[i]!) ?? 0) + (deltas[i + 1] ?? 0) / 1000);
  const byFunction = new Map<string, number>();
  const byPlace = new Map<string, number>();
  for (const n of nodes) {
    const ms = msOf.get(n.id) ?? 0;
    if (!ms) continue;
    const url = n.callFrame.url.replace(/^file:\/\//, '').replace(process.cwd() + '/', '');
    const where = url ? `${url.split('/').slice(-2).join('/')}:${n.callFrame.lineNumber + 1}` : '(native)';
    const fn = `${n.callFrame.functionName || '(anonymous)'} ${where}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
    const place = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url)?.[1]
      ?? (url.startsWith('src/') ? url.split('/').slice(0, 2).join('/') : url ? 'node internals'
        : n.callFrame.functionName === '(idle)' ? '(idle: waiting for PostgreSQL and the network)' : '(native, GC)');
    byPlace.set(place, (byPlace.get(place) ?? 0) + ms);
  }
  const top = (m: Map<string, number>, k: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, k)
    .map(([name, ms]) => `| ${name} | ${(ms / requests).toFixed(2)} | ${((ms / wall) * 100).toFixed(0)}% |`).join('\n');
  return `Profile of GET ${path}: ${requests} requests one at a time, ${(wall / requests).toFixed(1)} ms each; PostgreSQL spent ${(cost.ms / requests).toFixed(1)} ms on ${(cost.statements / requests).toFixed(1)} statements of each (pg_stat_statements, planning included). The load generator shares the process (undici, node internals).

| where | ms / request | share |
|---|---:|---:|
${top(byPlace, 12)}

| function (self time) | ms / request | share |
|---|---:|---:|
${top(byFunction, 15)}
`;
}
