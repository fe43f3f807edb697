// What a request allocates that survives a scavenge and dies later ("promoted garbage", issue
// 35's flat tails): the sampling heap profiler of this process (the service runs in it) over
// the same requests twice, once counting only what stays alive and once also what a major GC
// collected; the difference, by allocation site, is what was promoted and then thrown away.
// Prints per-request bytes by site and the one-connection p50 and p99 of each run.
//
//   npx tsx bench/promoted-garbage.ts [--workload W7|W6] [--requests 2000]
import { Session } from 'node:inspector/promises';
import { arg } from './support/args.ts';
import { runLoad, type Workload } from './support/load.ts';
import { startBenchService } from './support/service.ts';
import { makeDevices } from './support/devices.ts';

interface ProfileNode { callFrame: { functionName: string; url: string; lineNumber: number }; selfSize: number; children: ProfileNode[] }

const WORKLOAD = arg('workload') ?? 'W7';
const REQUESTS = Number(arg('requests') ?? 2000);

const service = await startBenchService({});
const session = new Session();
try {
  const [device] = await makeDevices(service, 1);
  const path = `/api/dcim/devices/${device}/`;
  const workload: Workload = WORKLOAD === 'W6'
    ? { path, headers: service.headers, amount: REQUESTS, connections: 1, expect: 200 }
    : { method: 'PATCH', path, bodyFor: (n) => `{"description":"patched ${n}"}`, headers: service.headers, amount: REQUESTS, connections: 1, expect: 200 };
  await runLoad(service.base, { ...workload, amount: Math.ceil(REQUESTS / 4) });
  session.connect();

  /** Bytes sampled per allocation site (the last three frames of the product or its drivers). */
  const sampled = async (collectedByMajorGC: boolean) => {
    await session.post('HeapProfiler.collectGarbage');
    await session.post('HeapProfiler.startSampling', { samplingInterval: 256, includeObjectsCollectedByMajorGC: collectedByMajorGC, includeObjectsCollectedByMinorGC: false });
    const load = await runLoad(service.base, workload);
    const { profile } = (await session.post('HeapProfiler.stopSampling')) as unknown as { profile: { head: ProfileNode } };
    const sites = new Map<string, number>();
    const walk = (node: ProfileNode, stack: string[]) => {
      const f = node.callFrame;
      const here = [...stack, `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*?\/(src|node_modules|bench)\//, '$1/')}`];
      if (node.selfSize > 0) {
        const ours = here.filter((s) => /^\S+ (src|node_modules)\//.test(s.split(' ').slice(-2).join(' ')) || / (src|node_modules)\//.test(s));
        const key = (ours.length ? ours : here).slice(-3).join(' < ');
        sites.set(key, (sites.get(key) ?? 0) + node.selfSize);
      }
      for (const c of node.children) walk(c, here);
    };
    walk(profile.head, []);
    return { sites, load };
  };
  const live = await sampled(false);
  const all = await sampled(true);
  const promoted = [...all.sites].map(([site, bytes]) => [site, bytes - (live.sites.get(site) ?? 0)] as const).filter(([, b]) => b > 0).sort((a, b) => b[1] - a[1]);
  const total = promoted.reduce((n, [, b]) => n + b, 0);
  const ms = (r: { p50: number; p99: number }) => `p50 ${r.p50.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms, p99/p50 ${(r.p99 / r.p50).toFixed(1)}`;
  process.stdout.write(`${WORKLOAD}, ${REQUESTS} requests at one connection: promoted and then collected about ${(total / REQUESTS / 1024).toFixed(1)} KB per request\n`);
  process.stdout.write(`runs: ${ms(live.load)}; ${ms(all.load)}\n\nbytes per request by allocation site:\n`);
  for (const [site, bytes] of promoted.slice(0, 20)) process.stdout.write(`${String(Math.round(bytes / REQUESTS)).padStart(7)}  ${site}\n`);
} finally {
  session.disconnect();
  await service.stop();
}
