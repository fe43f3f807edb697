// The webhook and change log benchmark (make bench-webhooks, writes bench/webhooks.md):
// deliveries per second from commit to a local receiver with 1 and 4 concurrent deliveries in
// the API's process (as `make run` delivers), and with two worker processes of their own (as
// `make workers` runs); commit-to-receiver latency at 500 events/s; and what the change log,
// and five matching webhooks, add to a PATCH of one IP address and to a bulk POST of 1,000.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { Agent, fetch } from 'undici';
import { loadConfig } from '../src/config.ts';
import { CHANGE_LOG_TRIGGERS } from '../src/events/changelog.ts';
import { SCHEMA, WEBHOOK_QUEUE } from '../src/events/queue.ts';
import { startWorkers } from '../src/events/worker.ts';
import { percentile } from './support/load.ts';
import { startBenchService, type BenchService } from './support/service.ts';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const DELIVERIES = arg('deliveries', 2000);
const RATE_SECONDS = arg('seconds', 5);
const RATE = arg('rate', 500);
/** The separate workers' part: this many processes, each with this many concurrent deliveries,
 * delivering WEBHOOKS matching webhooks' deliveries of DELIVERIES events. */
const PROCESSES = arg('processes', 2);
const PROCESS_SLOTS = arg('process-slots', 8);
const WEBHOOKS = arg('webhooks', 5);
/** --cpu-prof DIR: the separate workers write CPU profiles there. */
const profileAt = process.argv.indexOf('--cpu-prof');
const PROFILE_DIR = profileAt > 0 ? process.argv[profileAt + 1] : undefined;
/** The cost part's counted rounds (each: 50 PATCHes and one bulk POST per variant). */
const COST_ROUNDS = arg('rounds', 20);
const slotsAt = process.argv.indexOf('--slots');
/** The concurrent deliveries the throughput part runs with, in this order (default 1,4). */
const SLOTS = slotsAt > 0 ? process.argv[slotsAt + 1]!.split(',').map(Number) : [1, 4];
const partsAt = process.argv.indexOf('--parts');
/** Which parts to run: throughput, processes, latency, cost (default all). */
const PARTS = new Set(partsAt > 0 ? process.argv[partsAt + 1]!.split(',') : ['throughput', 'processes', 'latency', 'cost']);

interface Arrival { at: number; requestId: string; wall: number; timestamp: string }

function receiver(): Promise<{ url: string; arrivals: Arrival[]; close(): void }> {
  const arrivals: Arrival[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { request_id: string; timestamp: string };
      arrivals.push({ at: performance.now(), wall: Date.now(), requestId: body.request_id, timestamp: body.timestamp });
      res.writeHead(200).end('ok');
    });
  });
  server.keepAliveTimeout = 60_000;
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, arrivals, close: () => server.close(),
  })));
}

/** The bench's connections to the API: at most 32 at once, as a client's pool would have. At a
 * rate the API cannot keep up with, requests wait here rather than in thousands of sockets,
 * which the loopback's accept queue then resets. */
const client = new Agent({ connections: 32, keepAliveTimeout: 60_000 });

async function call(s: BenchService, method: string, path: string, body?: unknown): Promise<{ status: number; json: any; requestId: string }> {
  const res = await fetch(`${s.base}${path}`, { method, headers: s.headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }), dispatcher: client });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return { status: res.status, json: text ? JSON.parse(text) : null, requestId: res.headers.get('x-request-id')! };
}

const until = async (test: () => boolean, ms: number) => {
  const end = performance.now() + ms;
  while (!test()) {
    if (performance.now() > end) throw new Error('timed out waiting for deliveries');
    await new Promise((r) => setTimeout(r, 2));
  }
};
/** A worker process of its own (src/workers.ts, as `make workers` runs it) on the database;
 * resolves once it has started delivering. */
function workerProcess(databaseUrl: string, slots: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...(PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : []), '--import', 'tsx', 'src/workers.ts'], {
    cwd: new URL('..', import.meta.url),
    env: { ...process.env, DATABASE_URL: databaseUrl, WEBHOOK_WORKERS: String(slots), WEBHOOK_RETRIES: '0', LOG_LEVEL: 'info',
      SECRET_KEY: 'bench-secret-key-that-is-long-enough-for-the-check-0123456789', DATA_DIR: '/tmp/netinv-bench-webhooks' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let text = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('"workers started"')) {
        text = '';
        resolve(child);
      }
    });
    child.once('exit', (code) => reject(new Error(`a worker process ended with ${code}`)));
  });
}

/** CPU milliseconds (user and system) process `pid` has used (Linux's /proc). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** Stops a worker process as its supervisor would (SIGTERM), and waits for it to end. */
function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const median = (xs: number[]) => percentile([...xs].sort((a, b) => a - b), 50);
const ms = (x: number) => x.toFixed(x < 10 ? 2 : 1);

async function main() {
  const load = loadavg();
  // Durable, as `make run` runs: every commit (of a write, a delivery's completion) is flushed.
  const service = await startBenchService({ WEBHOOK_RETRIES: '0' }, { durable: true });
  const config = loadConfig({ SECRET_KEY: 'bench-secret-key-that-is-long-enough-for-the-check-0123456789', DATA_DIR: '/tmp/netinv-bench-webhooks', WEBHOOK_RETRIES: '0', LOG_LEVEL: 'error' });
  const rx = await receiver();
  const lines: string[] = [];
  try {
    // 1. Throughput: DELIVERIES events committed at once (bulk creates of 1,000 sites), each
    //    delivered to the receiver; time from the last commit to the last arrival.
    const throughput: Array<[number, number, number, number, number, number]> = [];
    const latency: Array<[number, number, number]> = [];
    /** Requests per second the API answered in the latency part (below RATE when it cannot keep up). */
    let answeredRate = 0;
    for (const concurrency of PARTS.has('throughput') ? SLOTS : []) {
      const hook = await call(service, 'POST', '/api/extras/webhooks/', { name: `tp-${concurrency}`, payload_url: rx.url, content_types: ['dcim.site'], type_create: true });
      const workers = await startWorkers(config, service.databaseUrl, concurrency);
      rx.arrivals.length = 0;
      await service.sql`SELECT pg_stat_statements_reset()`;
      await call(service, 'POST', '/api/dcim/sites/', Array.from({ length: DELIVERIES }, (_, i) => ({ name: `tp${concurrency}-${i}`, slug: `tp${concurrency}-${i}` })));
      // The commit came before both the API's answer and the first arrival.
      const committed = Math.min(performance.now(), rx.arrivals[0]?.at ?? Infinity);
      await until(() => rx.arrivals.length >= DELIVERIES, 600_000);
      const seconds = (rx.arrivals.at(-1)!.at - committed) / 1000;
      const [fetches] = await service.sql<Array<{ calls: number; ms: number; max: number }>>`
        SELECT coalesce(sum(calls), 0)::int AS calls, coalesce(sum(total_exec_time + total_plan_time), 0)::float AS ms, coalesce(max(max_exec_time), 0)::float AS max
          FROM pg_stat_statements WHERE query LIKE '%strict_fifo_heads%'`;
      throughput.push([concurrency, DELIVERIES / seconds, seconds, fetches!.calls, fetches!.ms, fetches!.max]);
      await workers.stop();
      await call(service, 'DELETE', `/api/extras/webhooks/${hook.json.id}/`);
    }

    // 1b. Throughput of worker processes of their own: PROCESSES of them, PROCESS_SLOTS
    //     concurrent deliveries each, WEBHOOKS webhooks matching each of DELIVERIES events.
    const processes: Array<[number, number, number, number]> = [];
    if (PARTS.has('processes')) {
      const hooks: number[] = [];
      for (let i = 0; i < WEBHOOKS; i++) hooks.push((await call(service, 'POST', '/api/extras/webhooks/', { name: `proc-${i}`, payload_url: rx.url, content_types: ['dcim.site'], type_create: true })).json.id);
      const children = await Promise.all(Array.from({ length: PROCESSES }, () => workerProcess(service.databaseUrl, PROCESS_SLOTS)));
      rx.arrivals.length = 0;
      const cpuBefore = children.reduce((sum, c) => sum + cpuMs(c.pid!), 0);
      const total = DELIVERIES * WEBHOOKS;
      await call(service, 'POST', '/api/dcim/sites/', Array.from({ length: DELIVERIES }, (_, i) => ({ name: `proc-${i}`, slug: `proc-${i}` })));
      const committed = Math.min(performance.now(), rx.arrivals[0]?.at ?? Infinity);
      await until(() => rx.arrivals.length >= total, 600_000);
      const seconds = (rx.arrivals.at(-1)!.at - committed) / 1000;
      // Their CPU per delivery, which the machine's other work changes less than their rate.
      const cpu = children.reduce((sum, c) => sum + cpuMs(c.pid!), 0) - cpuBefore;
      processes.push([total, total / seconds, seconds, cpu / total]);
      await Promise.all(children.map(stopProcess));
      for (const id of hooks) await call(service, 'DELETE', `/api/extras/webhooks/${id}/`);
    }

    // 2. Latency at RATE events/s: a PATCH every 1000/RATE ms (each its own request and event);
    //    from the event's timestamp (its transaction's start, so an upper bound of the time
    //    from commit) to its arrival, and from the API's answer to its arrival.
    if (PARTS.has('latency')) {
      const sites = (await call(service, 'POST', '/api/dcim/sites/', Array.from({ length: 50 }, (_, i) => ({ name: `lat-${i}`, slug: `lat-${i}` })))).json as Array<{ id: number }>;
      const hook = await call(service, 'POST', '/api/extras/webhooks/', { name: 'latency', payload_url: rx.url, content_types: ['dcim.site'], type_update: true });
      const workers = await startWorkers(config, service.databaseUrl, 4);
      rx.arrivals.length = 0;
      const answered = new Map<string, { sent: number; answered: number }>();
      const events = RATE_SECONDS * RATE;
      const pending: Promise<void>[] = [];
      const start = performance.now();
      for (let i = 0; i < events; i++) {
        const due = start + (i * 1000) / RATE;
        while (performance.now() < due) await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now() - 1)));
        const sent = performance.now();
        pending.push(call(service, 'PATCH', `/api/dcim/sites/${sites[i % sites.length]!.id}/`, { description: `v${i}` })
          .then((r) => void answered.set(r.requestId, { sent, answered: performance.now() })));
      }
      await Promise.all(pending);
      answeredRate = events / ((performance.now() - start) / 1000);
      await until(() => rx.arrivals.length >= events, 120_000);
      const fromAnswer = rx.arrivals.map((a) => a.at - answered.get(a.requestId)!.answered).sort((a, b) => a - b);
      const fromSent = rx.arrivals.map((a) => a.at - answered.get(a.requestId)!.sent).sort((a, b) => a - b);
      const fromCommit = rx.arrivals.map((a) => a.wall - Date.parse(a.timestamp)).sort((a, b) => a - b);
      await workers.stop();
      await call(service, 'DELETE', `/api/extras/webhooks/${hook.json.id}/`);
      latency.push(...[fromCommit, fromAnswer, fromSent].map((xs) => [percentile(xs, 50), percentile(xs, 99), xs.at(-1)!] as [number, number, number]));
    }

    // 3. Cost: a PATCH of one IP address and a bulk POST of 1,000, with neither the change log
    //    nor webhooks, with the change log, and with the change log and five matching webhooks
    //    (queued, not delivered: no workers run).
    const costs: Array<[string, number, number]> = [];
    if (PARTS.has('cost')) {
      const [ip] = (await call(service, 'POST', '/api/ipam/ip-addresses/', [{ address: '192.0.2.1/24' }])).json as Array<{ id: number }>;
      const hooks: number[] = [];
      for (let i = 0; i < 5; i++) hooks.push((await call(service, 'POST', '/api/extras/webhooks/', { name: `cost-${i}`, payload_url: rx.url, content_types: ['ipam.ipaddress'], type_create: true, type_update: true, enabled: false })).json.id);
      const variants = ['neither', 'change log', 'change log + 5 webhooks'];
      const patch = variants.map(() => [] as number[]);
      const bulk = variants.map(() => [] as number[]);
      let net = 0;
      // The variants take turns, each round starting with the next one, so the machine's other
      // work and what a variant leaves behind (5,000 queued deliveries, autovacuum) weigh on
      // each alike.
      for (let round = 0; round < COST_ROUNDS + 1; round++) {
        for (let k = 0; k < variants.length; k++) {
          const v = (round + k) % variants.length;
          const variant = variants[v]!;
          const verb = variant === 'neither' ? 'DISABLE' : 'ENABLE';
          await service.sql.unsafe(`ALTER TABLE ipam_ip_address ${CHANGE_LOG_TRIGGERS.map((t) => `${verb} TRIGGER ${t}`).join(', ')}`);
          await service.sql`UPDATE extras_webhook SET enabled = ${variant.includes('webhooks')} WHERE id = ANY(${hooks}::int[])`;
          for (let i = 0; i < 50; i++) {
            const t = performance.now();
            await call(service, 'PATCH', `/api/ipam/ip-addresses/${ip!.id}/`, { description: `${variant} ${round} ${i}` });
            if (round > 0) patch[v]!.push(performance.now() - t);
          }
          net++;
          const body = Array.from({ length: 1000 }, (_, i) => ({ address: `10.${net}.${i >> 8}.${i & 255}/16` }));
          const t = performance.now();
          await call(service, 'POST', '/api/ipam/ip-addresses/', body);
          if (round > 0) bulk[v]!.push(performance.now() - t);
          // Untimed: the 5,000 deliveries a round queues are removed and the queue vacuumed, as
          // workers would have done. Left queued, they grew to 100,000 over a run, and the
          // autovacuum and statistics work they caused fell on whichever variant came next.
          if (variant.includes('webhooks')) {
            await service.sql.unsafe(`DELETE FROM ${SCHEMA}.job WHERE name = '${WEBHOOK_QUEUE}'`);
            await service.sql.unsafe(`VACUUM ANALYZE ${SCHEMA}.job`);
          }
        }
      }
      variants.forEach((variant, v) => costs.push([variant, median(patch[v]!), median(bulk[v]!)]));
      for (const id of hooks) await call(service, 'DELETE', `/api/extras/webhooks/${id}/`);
    }

    const [, basePatch, baseBulk] = costs[0] ?? ['', 1, 1];
    const events = RATE_SECONDS * RATE;
    lines.push(
      '# Webhooks and the change log',
      '',
      `Written by \`make bench-webhooks\` (bench/webhooks.ts) on ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores shared with other work, Node ${process.version}.`,
      'One API process, its embedded PostgreSQL and the receiver on one machine; workers in the bench process, but for the part with worker processes of their own.',
      "PostgreSQL as `make run` runs it: durable (fsync on, full page writes, every request's commit flushed; the server's default sizing); the workers' own queue sessions commit with synchronous_commit off (src/events/queue.ts).",
      `Load average (1 minute) ${load[0]!.toFixed(2)} at the start, ${loadavg()[0]!.toFixed(2)} at the end.`,
      '',
      '## Deliveries from commit to a local receiver',
      '',
      `${DELIVERIES} events committed at once (one bulk create of ${DELIVERIES} sites), one matching webhook; from the commit (the API's answer or the first arrival, whichever came first) to the last arrival. The queue's fetches: how many, their time in PostgreSQL (pg_stat_statements) and the slowest.`,
      '',
      '| concurrent deliveries | deliveries/s | seconds | fetches | fetch ms in all | slowest fetch ms |',
      '|---:|---:|---:|---:|---:|---:|',
      ...throughput.map(([c, rate, s, n, fetchMs, max]) => `| ${c} | ${rate.toFixed(0)} | ${s.toFixed(2)} | ${n} | ${fetchMs.toFixed(0)} | ${max.toFixed(0)} |`),
      '',
      '## Deliveries by worker processes of their own',
      '',
      `${PROCESSES} worker processes (src/workers.ts, as \`make workers\` runs them), ${PROCESS_SLOTS} concurrent deliveries each, the API in the bench's process; ${DELIVERIES} events committed at once (one bulk create of ${DELIVERIES} sites), ${WEBHOOKS} matching webhooks; from the commit to the last arrival.`,
      '',
      '| deliveries | deliveries/s | seconds | workers\' CPU ms per delivery |',
      '|---:|---:|---:|---:|',
      ...processes.map(([n, rate, s, cpu]) => `| ${n} | ${rate.toFixed(0)} | ${s.toFixed(2)} | ${cpu.toFixed(3)} |`),
      '',
      `## Latency at ${RATE} events/s`,
      '',
      `${events} PATCH requests of 50 sites, one every ${(1000 / RATE).toFixed(0)} ms, each firing one webhook (4 concurrent deliveries); the API answered ${answeredRate.toFixed(0)} of them per second (when fewer than ${RATE}, requests queued up and "the request's start" grows with the run). The event's timestamp is its transaction's start (ms precision), so its row bounds the time from commit from above; "the API's answer" is negative when the answer reached the client after the delivery reached the receiver.`,
      '',
      '| from | p50 ms | p99 ms | max ms |',
      '|---|---:|---:|---:|',
      ...["the event's timestamp (transaction start)", "the API's answer (after the commit)", "the request's start"]
        .map((from, i) => latency[i] ? `| ${from} | ${ms(latency[i]![0])} | ${ms(latency[i]![1])} | ${ms(latency[i]![2])} |` : ''),
      '',
      '## What the change log and webhooks add to a write',
      '',
      `Medians of ${COST_ROUNDS * 50} PATCHes of one IP address and of ${COST_ROUNDS} bulk POSTs of 1,000 IP addresses per variant, the variants taking turns (50 PATCHes and one bulk POST each, ${COST_ROUNDS + 1} rounds, each starting with the next variant, the first round not counted); "neither" has the change log trigger disabled and no enabled webhook (the one statement that looks for webhooks still runs); the five webhooks' deliveries are queued, not delivered, then removed (untimed) and the queue vacuumed, so the queue does not grow from round to round.`,
      '',
      '| variant | PATCH ms | ratio | bulk POST 1,000 ms | ratio |',
      '|---|---:|---:|---:|---:|',
      ...costs.map(([v, p, b]) => `| ${v} | ${ms(p)} | ${(p / basePatch).toFixed(2)} | ${ms(b)} | ${(b / baseBulk).toFixed(2)} |`),
      '',
    );
  } finally {
    rx.close();
    await client.close();
    await service.stop();
  }
  const text = lines.join('\n');
  writeFileSync(new URL('./webhooks.md', import.meta.url), text);
  process.stdout.write(text);
}

await main();
