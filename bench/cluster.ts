// The cluster benchmark (make bench-cluster, writes bench/cluster.md): on a cluster of
// scripts/cluster.ts with three PostgreSQL nodes (a primary and two replicas, synchronous_mode
// on) and two API hosts: read throughput at 8 and 32 clients with 2 replicas behind HAProxy's
// read port and then 1 (the other taken out through HAProxy's admin socket), write throughput,
// webhooks delivered per second by the two worker processes, and the failover time over 5
// kill -9s of the primary under a load of writes, with the acknowledged writes lost.
// Options: --kills N (5), --reads N (requests per read run, 4000), --writes N (2000),
// --deliveries N (1000), --out FILE (bench/cluster.md).
import { writeFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaults, startCluster, stopCluster } from '../scripts/cluster.ts';
import { killPrimary, lostWrites, rejoined, startLoad } from '../scripts/cluster-load.ts';
import { arg } from './support/args.ts';
import { runLoad, percentile, type Workload } from './support/load.ts';

const count = (name: string, fallback: number) => Number(arg(name) ?? fallback);
const KILLS = count('kills', 5);
const READS = count('reads', 4000);
const WRITES = count('writes', 2000);
const DELIVERIES = count('deliveries', 1000);
const OUT = arg('out') ?? 'bench/cluster.md';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const load1 = () => loadavg()[0]!.toFixed(2);

const dir = await mkdtemp(join(tmpdir(), 'netinv-bench-cluster-'));
await chmod(dir, 0o755);
const say = (line: string) => process.stderr.write(`${line}\n`);
const lines: string[] = [];
const startLoadAvg = load1();
try {
  const cluster = await startCluster({ ...defaults(), dir, nodes: 3, synchronous: true, basePort: defaults().basePort + 100, say });
  const headers = { Authorization: `Token ${cluster.superuser_token}`, Accept: 'application/json' };

  /** `w` split over the API hosts, side by side: requests per second in all, p50/p99 of the first. */
  const both = async (w: Workload) => {
    const parts = await Promise.all(cluster.api.map((api) => runLoad(api, { ...w, amount: Math.floor(w.amount / cluster.api.length), connections: Math.max(1, w.connections / cluster.api.length) })));
    return { rps: parts.reduce((a, p) => a + p.rps, 0), p50: parts[0]!.p50, p99: parts[0]!.p99 };
  };
  const read: Workload = { path: '/api/dcim/interfaces/?limit=50', headers, amount: READS, connections: 8, expect: 200 };

  say('bench: reads with 2 replicas');
  const reads: Array<{ replicas: number; clients: number; rps: number; p50: number; p99: number }> = [];
  await both({ ...read, amount: 400 }); // warm the pools and caches
  for (const clients of [8, 32]) reads.push({ replicas: 2, clients, ...(await both({ ...read, connections: clients })) });
  // One replica out of the read port: disabled, its sessions cut, so the pools reconnect to the other.
  await haproxyCommand(join(dir, 'haproxy.sock'), 'disable server read/pg2');
  await haproxyCommand(join(dir, 'haproxy.sock'), 'shutdown sessions server read/pg2');
  say('bench: reads with 1 replica');
  await both({ ...read, amount: 400 });
  for (const clients of [8, 32]) reads.push({ replicas: 1, clients, ...(await both({ ...read, connections: clients })) });
  await haproxyCommand(join(dir, 'haproxy.sock'), 'enable server read/pg2');

  say('bench: writes');
  let n = 0;
  const writes = await both({ method: 'POST', path: '/api/tenancy/tenants/', headers: { ...headers, 'Content-Type': 'application/json' },
    bodyFor: () => { const name = `bench-w-${process.pid}-${n++}`; return JSON.stringify({ name, slug: name }); }, amount: WRITES, connections: 8, expect: 201 });

  say('bench: webhooks');
  const arrivals: number[] = [];
  const receiver = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      arrivals.push(performance.now());
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const post = (path: string, body: unknown) => fetch(`${cluster.api[0]}/api/${path}/`, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const hook = await post('extras/webhooks', { name: 'bench', content_types: ['dcim.manufacturer'], type_create: true, payload_url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`, http_method: 'POST', http_content_type: 'application/json' });
  if (hook.status !== 201) throw new Error(`webhook: ${hook.status} ${await hook.text()}`);
  const committed = performance.now();
  const made = await post('dcim/manufacturers', Array.from({ length: DELIVERIES }, (_, i) => ({ name: `bench-m-${process.pid}-${i}`, slug: `bench-m-${process.pid}-${i}` })));
  if (made.status !== 201) throw new Error(`manufacturers: ${made.status} ${await made.text()}`);
  const answered = performance.now();
  const deadline = Date.now() + 300_000;
  while (arrivals.length < DELIVERIES && Date.now() < deadline) await sleep(50);
  receiver.close();
  const webhookSeconds = (arrivals[DELIVERIES - 1]! - Math.min(answered, arrivals[0]!)) / 1000;

  say('bench: failovers');
  const failoverLoad = startLoad(cluster, 4, `bench-f-${process.pid}`);
  const failovers: number[] = [];
  try {
    for (let k = 0; k < KILLS; k++) {
      await rejoined(cluster, true);
      await sleep(2000);
      const f = await killPrimary(cluster, dir, failoverLoad, 60_000);
      say(`bench: kill ${k + 1}: ${f.killed} -> ${f.promoted}, writes resumed after ${f.resumedMs} ms`);
      failovers.push(f.resumedMs);
    }
    await sleep(3000);
  } finally {
    await failoverLoad.stop();
  }
  const { lost, unlogged } = await lostWrites(cluster.database_url, failoverLoad.acknowledged);
  const status = (s: number) => failoverLoad.answers.filter((a) => a.status === s).length;
  const sorted = [...failovers].sort((a, b) => a - b);

  const endLoadAvg = load1();
  const ratio = (clients: number) => reads.find((r) => r.replicas === 2 && r.clients === clients)!.rps / reads.find((r) => r.replicas === 1 && r.clients === clients)!.rps;
  lines.push(
    '# The cluster: reads, writes, webhooks and failover',
    '',
    `Written by \`make bench-cluster\` (bench/cluster.ts) on ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores shared with other work, Node ${process.version}.`,
    `Load average (1 minute) ${startLoadAvg} at the start, ${endLoadAvg} at the end (the cluster's own processes included; nothing else was running).`,
    'Everything on one machine: etcd, three Patroni-managed PostgreSQL 15 nodes (synchronous_mode on), HAProxy, two API processes, two worker processes, and the load generator (autocannon) in the bench process.',
    '',
    '## Reads',
    '',
    `\`GET /api/dcim/interfaces/?limit=50\` (the small dataset's 24 interfaces), ${READS} requests per run split over the two API hosts, whose reads go to HAProxy's read port.`,
    '',
    '| replicas | clients | requests/s | p50 ms | p99 ms |',
    '|---:|---:|---:|---:|---:|',
    ...reads.map((r) => `| ${r.replicas} | ${r.clients} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} |`),
    '',
    `Read scaling, 2 replicas over 1: ${ratio(8).toFixed(2)} at 8 clients, ${ratio(32).toFixed(2)} at 32.`,
    `On one machine every node, both API processes and the load generator share its ${cpus().length} cores, so a second replica adds processes competing for the same cores rather than capacity: the ratio shows what replicas cost here, not what they give on hosts of their own.`,
    '',
    '## Writes',
    '',
    `${WRITES} \`POST /api/tenancy/tenants/\` at 8 clients over the two API hosts, each commit waiting for the synchronous standby: ${writes.rps.toFixed(0)} writes/s, p50 ${writes.p50.toFixed(1)} ms, p99 ${writes.p99.toFixed(1)} ms.`,
    '',
    '## Webhooks',
    '',
    `${DELIVERIES} manufacturers created in one bulk POST, one matching webhook, delivered by the two worker processes (4 concurrent deliveries each) to a local receiver: ${(DELIVERIES / webhookSeconds).toFixed(0)} deliveries/s (${webhookSeconds.toFixed(2)} s from the answer to the last arrival).`,
    '',
    '## Failover',
    '',
    `${KILLS} times: \`kill -9\` of the primary's postmaster under 4 clients creating and PATCHing tenants through both API hosts, the next kill once the killed node is back as a replica and a synchronous standby is named. Time from the kill to the first write acknowledged that was sent after it:`,
    '',
    `| kills | min s | median s | max s |`,
    '|---:|---:|---:|---:|',
    `| ${KILLS} | ${(sorted[0]! / 1000).toFixed(1)} | ${(percentile(sorted, 50) / 1000).toFixed(1)} | ${(sorted[sorted.length - 1]! / 1000).toFixed(1)} |`,
    '',
    `Each: ${failovers.map((ms) => (ms / 1000).toFixed(1)).join(', ')} s. Answers: ${status(201) + status(200)} acknowledged writes, ${status(503)} 503 with Retry-After, ${failoverLoad.answers.length - status(201) - status(200) - status(503)} other. Acknowledged writes lost: ${lost.length}; missing from the change log: ${unlogged.length}.`,
    '',
    '## Repeat',
    '',
    '```sh',
    'apt-get install -y patroni etcd-server haproxy postgresql-15',
    'make bench-cluster                       # all of it, a few minutes',
    "make bench-cluster ARGS='--kills 2 --reads 1000 --out /tmp/cluster.md'",
    '```',
    '',
  );
  writeFileSync(OUT, lines.join('\n'));
  say(`bench: written ${OUT}`);
} finally {
  await stopCluster(dir, say);
  await rm(dir, { recursive: true, force: true });
}

/** One command on HAProxy's admin socket. */
function haproxyCommand(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let said = '';
    const c = connect(socket, () => c.write(`${command}\n`));
    c.setEncoding('utf8').on('data', (t: string) => (said += t)).on('end', () => resolve(said)).on('error', reject);
  });
}
