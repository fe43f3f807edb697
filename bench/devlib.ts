// devlib benchmark (issue 6): how long each driver's getters take to turn a recorded answer
// into NAPALM's shape (every fixture case, in memory, no I/O), and the end-to-end latency of
// GET /api/dcim/devices/<id>/devlib/?method=get_facts against the device simulator over real
// SSH, NETCONF and HTTPS, beside the same getter called straight through the transport (a new
// session each time, as the endpoint opens one per request): what netinv adds on top.
//
//   npx tsx bench/devlib.ts [--requests N]      (make bench-devlib)
//
// Writes bench/devlib.md and prints it.
import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { DRIVERS } from '../src/devlib/drivers/index.ts';
import type { JunosFacts } from '../src/devlib/drivers/junos/facts.ts';
import { parseXml } from '../src/devlib/drivers/junos/xml.ts';
import { caseFolders, readCase, RecordedAnswers, type Recording } from '../src/devlib/fixtures.ts';
import { cliReplay, eapiReplay, netconfReplay } from '../src/devlib/replay.ts';
import { startSimulator } from '../src/devlib/simulator/index.ts';
import { DEFAULT_FACTS } from '../src/devlib/simulator/netconf.ts';
import type { DeviceTarget } from '../src/devlib/transports/contract.ts';
import { TRANSPORTS } from '../src/devlib/transports/index.ts';
import type { Driver, GetterName } from '../src/devlib/types.ts';
import { percentile, runLoad } from './support/load.ts';
import { startBenchService } from './support/service.ts';

const FIXTURES = join(import.meta.dirname, '..', 'devlib-fixtures');
const arg = process.argv.indexOf('--requests');
const REQUESTS = arg > 0 ? Number(process.argv[arg + 1]) : 200;
const BENCHED = ['ios', 'eos', 'junos'] as const;

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);

/** The session a driver's getters take, answering from one case's recordings (junos: its
 * recorded facts, as the driver's session would have gathered them). */
function replaySession(driver: Driver, recordings: Recording[]): unknown {
  if (driver.transport === 'cli') return cliReplay(recordings);
  if (driver.transport === 'eapi') return eapiReplay(recordings);
  const facts = new RecordedAnswers(recordings).facts() as unknown as JunosFacts | undefined;
  return { ...netconfReplay(recordings), facts: async () => facts ?? DEFAULT_FACTS };
}

interface ParseRow { driver: string; getter: string; kase: string; bytes: number; medianUs: number; iterations: number }

/** Each case's getter, repeated for at least 200 ms (and 50 calls) after a warm-up. */
async function parseTimes(): Promise<ParseRow[]> {
  const rows: ParseRow[] = [];
  for (const name of BENCHED) {
    const driver = DRIVERS[name]!;
    for (const dir of caseFolders(join(FIXTURES, name))) {
      const recordings = readCase(dir);
      const getter = dir.split('/').at(-2) as GetterName;
      const run = driver.getters[getter] as (s: unknown) => Promise<unknown>;
      const session = replaySession(driver, recordings);
      // The junos reader keeps the last reply it parsed (a getter reads each reply twice);
      // a device sends a new reply each call, so every call here starts without it.
      const once = async () => {
        parseXml('<evicted/>');
        const t = performance.now();
        await run(session);
        return performance.now() - t;
      };
      for (let i = 0; i < 20; i++) await once();
      const times: number[] = [];
      const until = performance.now() + 200;
      while (performance.now() < until || times.length < 50) times.push(await once());
      const bytes = recordings.reduce((n, r) => n + (typeof r.answer === 'string' ? r.answer.length : JSON.stringify(r.answer).length), 0);
      rows.push({ driver: name, getter, kase: dir.split('/').at(-1)!, bytes, medianUs: percentile(sorted(times), 50) * 1000, iterations: times.length });
    }
  }
  return rows;
}

interface LatencyRow { driver: string; transport: string; connections: number; direct: { p50: number; p99: number }; api: { rps: number; p50: number; p99: number } }

/** get_facts through the transport alone: open, run, close, one after another. */
async function directLatency(driver: Driver, target: DeviceTarget, requests: number): Promise<{ p50: number; p99: number }> {
  const times: number[] = [];
  for (let i = 0; i < requests; i++) {
    const t = performance.now();
    const open = await TRANSPORTS[driver.transport](target);
    await (driver.getters.get_facts as (s: unknown) => Promise<unknown>)(driver.session(open.session as never));
    await open.close();
    times.push(performance.now() - t);
  }
  const all = sorted(times);
  return { p50: percentile(all, 50), p99: percentile(all, 99) };
}

async function endToEnd(): Promise<LatencyRow[]> {
  const service = await startBenchService({ DEVLIB_USERNAME: 'admin', DEVLIB_PASSWORD: 'admin' });
  const rows: LatencyRow[] = [];
  const post = async (path: string, body: object) => {
    const r = await fetch(`${service.base}/api/${path}/`, { method: 'POST', headers: service.headers, body: JSON.stringify(body) });
    const json = await r.json() as { id: number };
    if (r.status !== 201) throw new Error(`${path}: ${r.status} ${JSON.stringify(json)}`);
    return json;
  };
  try {
    const maker = await post('dcim/manufacturers', { name: 'Bench', slug: 'bench' });
    const type = await post('dcim/device-types', { manufacturer: maker.id, model: 'Bench', slug: 'bench' });
    const role = await post('dcim/device-roles', { name: 'Bench', slug: 'bench' });
    const site = await post('dcim/sites', { name: 'Bench', slug: 'bench' });
    for (const [n, name] of BENCHED.entries()) {
      const driver = DRIVERS[name]!;
      const host = `127.0.0.${n + 2}`;
      const sim = await startSimulator({ driver: name, fixtures: join(FIXTURES, name, 'get_facts'), host, port: 0 });
      try {
        const args = { port: sim.port, ...(name === 'eos' ? { verify_tls: false } : {}) };
        const platform = await post('dcim/platforms', { name, slug: name, devlib_driver: name, devlib_args: args });
        const device = await post('dcim/devices', { name, device_type: type.id, role: role.id, site: site.id, platform: platform.id });
        const iface = await post('dcim/interfaces', { device: device.id, name: 'mgmt0', type: 'virtual' });
        const ip = await post('ipam/ip-addresses', { address: `${host}/32`, assigned_object_type: 'dcim.interface', assigned_object_id: iface.id });
        await fetch(`${service.base}/api/dcim/devices/${device.id}/`, { method: 'PATCH', headers: service.headers, body: JSON.stringify({ primary_ip4: ip.id }) });
        const target: DeviceTarget = { host, port: sim.port, username: 'admin', password: 'admin', timeoutMs: 10_000, verifyTls: false, checkHostKey: async () => {} };
        const path = `/api/dcim/devices/${device.id}/devlib/?method=get_facts`;
        await runLoad(service.base, { path, headers: service.headers, amount: 10, connections: 1, expect: 200 }); // warm-up, stores the host key
        const direct = await directLatency(driver, target, REQUESTS);
        for (const connections of [1, 8]) {
          const api = await runLoad(service.base, { path, headers: service.headers, amount: REQUESTS, connections, expect: 200 });
          rows.push({ driver: name, transport: driver.transport, connections, direct, api });
        }
      } finally {
        await sim.close();
      }
    }
  } finally {
    await service.stop();
  }
  return rows;
}

function report(parse: ParseRow[], latency: LatencyRow[]): string {
  const cpu = cpus();
  const lines = [
    '# devlib benchmark',
    '',
    `Produced by \`make bench-devlib\` on ${new Date().toISOString().slice(0, 10)}: ${cpu.length} cores (${cpu[0]?.model ?? '?'}), `
      + `${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}.`,
    '',
    '## Parsing: a getter on recorded answers, in memory',
    '',
    'Each fixture case\'s getter run on an in-memory replay of its recorded answers (no I/O), repeated',
    'for at least 200 ms after a warm-up; the median per call. "answer size" is the recorded text the',
    'getter reads.',
    '',
    '| driver | getter (case) | answer size | median µs / call | calls |',
    '|---|---|---:|---:|---:|',
    ...parse.map((r) => `| ${r.driver} | ${r.getter}${r.kase === 'normal' ? '' : ` (${r.kase})`} | ${(r.bytes / 1024).toFixed(1)} KiB | ${r.medianUs.toFixed(0)} | ${r.iterations} |`),
    '',
    '## get_facts end to end, against the device simulator',
    '',
    `${REQUESTS} requests per row. "direct" is the transport alone (open a session, log in, get_facts, close),`,
    'one after another: the device\'s share. "netinv" is `GET /api/dcim/devices/<id>/devlib/?method=get_facts`',
    'over HTTP (autocannon), which also authenticates, checks the permission, reads the device, its',
    'platform and address, and checks the stored host key. The simulator runs on the same 2 cores.',
    '',
    '| driver | transport | connections | direct p50 ms | direct p99 ms | netinv req/s | netinv p50 ms | netinv p99 ms |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
    ...latency.map((r) => `| ${r.driver} | ${r.transport} | ${r.connections} | ${r.direct.p50.toFixed(1)} | ${r.direct.p99.toFixed(1)} | ${r.api.rps.toFixed(0)} | ${r.api.p50.toFixed(1)} | ${r.api.p99.toFixed(1)} |`),
    '',
  ];
  return lines.join('\n');
}

async function main() {
  const parse = await parseTimes();
  const latency = await endToEnd();
  const text = report(parse, latency);
  writeFileSync(join(import.meta.dirname, 'devlib.md'), text);
  process.stdout.write(text);
}

await main();
