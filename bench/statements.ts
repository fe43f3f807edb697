// The statements a read sends, captured from the read compiler and timed side by side on a loaded
// DATA_DIR: two captures (two versions of the compiler) alternated on one connection, so that the
// machine's load falls on both alike.
//
//   npx tsx bench/statements.ts capture --data-dir DIR --out FILE [--only W1,W2]
//       the statements of measure.py's reads (W1 to W6, W11a, W11b; W1b: W1 without config
//       contexts) as this code compiles them
//   npx tsx bench/statements.ts time --data-dir DIR A.json B.json [--runs 20]
//       each statement of A and B as prepared generic plans (as the pool runs them), alternated:
//       the median and minimum of the client's time and of the backend's CPU time (its
//       /proc/PID/schedstat: the machine's load delays a statement but adds little CPU to it),
//       and whether A and B answer the same rows (byte for byte)
import { readFileSync, writeFileSync } from 'node:fs';
import postgres from 'postgres';
import { recordedClusterUrl } from '../src/db/embedded.ts';
import { registry } from '../src/engine/registry.ts';
import { listObjects, readObject, readOptions } from '../src/engine/read/read.ts';
import type { Db } from '../src/engine/db.ts';
import { registerExtensions } from '../src/register.ts';
import { arg } from './support/args.ts';

const BASE = 'http://127.0.0.1/api/';
const SETTINGS = { paginateCount: 50, maxPageSize: 1000, strictFiltering: true };

/** measure.py's reads (its hints on NetBox's M): [id, model, query, detail id]. */
const READS: Array<[string, string, Record<string, string>, number?]> = [
  ['W1', 'dcim.device', {}],
  ['W1b', 'dcim.device', { exclude: 'config_context' }],
  ['W2', 'dcim.interface', { limit: '1000' }],
  ['W3', 'ipam.prefix', { brief: '1', limit: '1000' }],
  ['W4', 'ipam.ip_address', { parent: '10.1.0.0/16', limit: '1000' }],
  ['W5', 'dcim.device', { q: 'leaf', site: 'rtm1', status: 'active' }],
  ['W6', 'dcim.device', {}, 103],
  ['W11a', 'dcim.device', { limit: '1000' }],
  ['W11b', 'dcim.device', { limit: '1000', exclude: 'config_context' }],
];

interface Captured { id: string; text: string; values: unknown[] }

async function capture(sql: postgres.Sql, only: string[] | undefined): Promise<Captured[]> {
  const out: Captured[] = [];
  for (const [id, key, q, detail] of READS) {
    if (only && !only.includes(id)) continue;
    let last: Captured | undefined;
    const db = { unsafe: (text: string, values: unknown[] = []) => { last = { id, text, values }; return sql.unsafe(text, values as postgres.ParameterOrJSON<never>[]); } } as unknown as Db;
    const params = Object.fromEntries(Object.entries(q).map(([k, v]) => [k, [v]]));
    const model = registry.model(key);
    if (detail !== undefined) await readObject(db, model, detail, BASE, readOptions(params));
    else await listObjects(db, model, params, BASE, new URL(`${model.app}/${model.path}/`, BASE), SETTINGS);
    out.push(last!);
  }
  return out;
}

/** The CPU time a process has had, in nanoseconds (its schedstat: precise, where its stat counts ticks). */
const backendCpu = (pid: number) => Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

async function time(sql: postgres.Sql, a: Captured[], b: Captured[], runs: number): Promise<void> {
  await sql.unsafe('SET plan_cache_mode = force_generic_plan');
  const [{ pid: backend }] = await sql.unsafe<[{ pid: number }]>('SELECT pg_backend_pid() AS pid');
  console.log('| read | A client ms (median / min) | B client ms | B / A | A backend CPU ms (median / min) | B backend CPU ms | B / A | same rows |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---|');
  for (const x of a) {
    const y = b.find((s) => s.id === x.id);
    if (!y) continue;
    const run = (s: Captured) => sql.unsafe(s.text, s.values as postgres.ParameterOrJSON<never>[], { prepare: true });
    const same = JSON.stringify(await run(x)) === JSON.stringify(await run(y));
    const client: [number[], number[]] = [[], []];
    const cpu: [number[], number[]] = [[], []];
    for (let i = 0; i < runs; i++) {
      for (const [j, s] of [x, y].entries()) {
        const c0 = backendCpu(backend);
        const t0 = process.hrtime.bigint();
        await run(s);
        client[j]!.push(Number(process.hrtime.bigint() - t0) / 1e6);
        cpu[j]!.push((backendCpu(backend) - c0) / 1e6);
      }
    }
    const f = (xs: number[]) => `${median(xs).toFixed(2)} / ${Math.min(...xs).toFixed(2)}`;
    console.log(`| ${x.id} | ${f(client[0])} | ${f(client[1])} | ${(median(client[1]) / median(client[0])).toFixed(2)} | ${f(cpu[0])} | ${f(cpu[1])} | ${(median(cpu[1]) / median(cpu[0])).toFixed(2)} | ${same ? 'yes' : 'NO'} |`);
  }
}

async function main() {
  registerExtensions();
  const mode = process.argv[2];
  const sql = postgres(await recordedClusterUrl(arg('data-dir')!), { max: 1, onnotice: () => undefined });
  try {
    if (mode === 'capture') writeFileSync(arg('out')!, JSON.stringify(await capture(sql, arg('only')?.split(',')), null, 1));
    else if (mode === 'time') {
      const files = process.argv.slice(3).filter((f) => f.endsWith('.json'));
      const [a, b] = files.map((f) => JSON.parse(readFileSync(f, 'utf8')) as Captured[]);
      await time(sql, a!, b!, Number(arg('runs') ?? 20));
    } else throw new Error('capture or time');
  } finally {
    await sql.end();
  }
}

main().catch((e: unknown) => {
  process.stderr.write(`${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});
