// Where a request's time goes: starts a benchmark netinv on a generated dataset, sends one
// workload's requests one at a time while the V8 CPU profiler runs in the service's process,
// and prints the functions and files that took the most time (self time), beside the SQL
// time pg_stat_statements saw.
//
//   npx tsx bench/profile.ts --size S --path /api/dcim/devices/503/ [--requests 300]
//   (a path may use {device}, {prefix}, {dense}: the dataset's sample device, dense prefix)
import { Session } from 'node:inspector/promises';
import { generateDataset } from '../scripts/generate-dataset.ts';
import { startBenchService } from './support/service.ts';
import { readSqlCost, resetSqlCost } from './support/sql-cost.ts';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};

interface Node { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount: number; children?: number[] }

async function main() {
  const service = await startBenchService();
  try {
    const d = await generateDataset(service.sql, arg('size', 'S') as 'S');
    const path = arg('path', '/api/dcim/devices/{device}/').replace('{device}', String(d.sampleDeviceId))
      .replace('{prefix}', String(d.densePrefixId)).replace('{dense}', encodeURIComponent(d.densePrefix));
    const requests = Number(arg('requests', '300'));
    const get = async () => {
      const r = await fetch(service.base + path, { headers: service.headers });
      if (r.status !== 200) throw new Error(`${path}: ${r.status} ${(await r.text()).slice(0, 200)}`);
      await r.arrayBuffer();
    };
    for (let i = 0; i < 20; i++) await get(); // warm: compiled validators, plans, JIT
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
    await resetSqlCost(service.sql);
    const started = performance.now();
    for (let i = 0; i < requests; i++) await get();
    const wall = performance.now() - started;
    const { profile } = await session.post('Profiler.stop');
    const cost = await readSqlCost(service.sql);
    const nodes = profile.nodes as Node[];
    const interval = (profile.endTime - profile.startTime) / 1000 / Math.max(1, (profile.samples ?? []).length);
    const byFunction = new Map<string, number>();
    const byPackage = new Map<string, number>();
    for (const n of nodes) {
      const ms = n.hitCount * interval;
      if (!ms) continue;
      const url = n.callFrame.url.replace(/^file:\/\//, '').replace(process.cwd() + '/', '');
      const where = url ? `${url.split('/').slice(-2).join('/')}:${n.callFrame.lineNumber + 1}` : '(native)';
      const fn = `${n.callFrame.functionName || '(anonymous)'} ${where}`;
      byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
      const pkg = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url)?.[1] ?? (url.startsWith('src/') ? url.split('/').slice(0, 2).join('/') : url ? 'node internals' : n.callFrame.functionName === '(idle)' ? '(idle: waiting for I/O)' : '(native, GC)');
      byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + ms);
    }
    const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n)
      .map(([k, ms]) => `| ${k} | ${(ms / requests).toFixed(2)} | ${((ms / wall) * 100).toFixed(0)}% |`).join('\n');
    process.stdout.write(`# Profile of GET ${path}

${requests} requests one at a time on dataset ${d.size}: ${(wall / requests).toFixed(2)} ms each; SQL (pg_stat_statements) ${(cost.ms / requests).toFixed(2)} ms and ${(cost.statements / requests).toFixed(1)} statements each.
The service and the client share this process; the client's share is under undici and node internals.

| where (package or folder) | ms / request | share |
|---|---:|---:|
${top(byPackage, 15)}

| function (self time) | ms / request | share |
|---|---:|---:|
${top(byFunction, 25)}
`);
  } finally {
    await service.stop();
  }
}

main().catch((e) => {
  process.stderr.write(`${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});
