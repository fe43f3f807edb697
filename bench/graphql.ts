// GraphQL at NetBox scale (issue 17): NetBox's measure.py workloads W10a and W10b on dataset M,
// `device_list(site: <1 or 10 sites>) { name interfaces { name ip_addresses { address } } }`
// (10 and 100 devices), at one connection, each beside its SQL limit (one hand-written statement
// answering the same JSON, over plain HTTP, checked equal first) and beside the same data fetched
// through REST calls (the devices, their interfaces, those interfaces' addresses, every page).
// Writes bench/graphql.md.
//
//   npx tsx bench/graphql.ts [--size M] [--requests 200]
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { generateDataset, type DatasetSize } from '../scripts/generate-dataset.ts';
import { percentile, runLoad } from './support/load.ts';
import { startBenchService } from './support/service.ts';
import { startLimitServer } from './support/sql-limit.ts';
import { readSqlCost, resetSqlCost } from './support/sql-cost.ts';
import { arg } from './support/args.ts';

const SIZE = (arg('size') ?? 'M').toUpperCase() as DatasetSize;
const REQUESTS = Number(arg('requests') ?? 200);
/** NetBox 3.6.9's p50 at one connection on the same queries and dataset (../shared/bench), ms. */
const NETBOX_MS: Record<string, number> = { W10a: 126, W10b: 1040 };

const service = await startBenchService();
const ms = (x: number) => x.toFixed(1);
const loadBefore = loadavg()[0]!;
try {
  process.stderr.write(`dataset ${SIZE}: loading\n`);
  await generateDataset(service.sql, SIZE, { seed: 1 });
  // Sites holding 10 devices each on M, as measure.py picks them.
  const siteSlugs = (await service.sql<{ slug: string }[]>`
    SELECT s.slug FROM dcim_site s WHERE (SELECT count(*) FROM dcim_device d WHERE d.site_id = s.id) > 0 ORDER BY s.id LIMIT 10`).map((s) => s.slug);
  const rows: string[] = [];
  const notes: string[] = [];
  for (const [id, sites] of [['W10a', siteSlugs.slice(0, 1)], ['W10b', siteSlugs]] as const) {
    const filter = sites.length === 1 ? JSON.stringify(sites[0]) : JSON.stringify(sites);
    const query = `{ device_list(site: ${filter}) { name interfaces { name ip_addresses { address } } } }`;
    const limitSql = `SELECT json_build_object('data', json_build_object('device_list', COALESCE((
        SELECT json_agg(json_build_object('name', d.name, 'interfaces', COALESCE((
          SELECT json_agg(json_build_object('name', i.name, 'ip_addresses', COALESCE((
            SELECT json_agg(json_build_object('address', text(a.address)) ORDER BY a.address, a.id) FROM ipam_ip_address a
             WHERE a.assigned_object_type = 'dcim.interface' AND a.assigned_object_id = i.id), '[]'::json)) ORDER BY i.name, i.id)
            FROM dcim_interface i WHERE i.device_id = d.id), '[]'::json)) ORDER BY d.name, d.id)
        FROM dcim_device d JOIN dcim_site s ON s.id = d.site_id WHERE s.slug = ANY('{${sites.join(',')}}'::text[])), '[]'::json)))::text AS body, $1::text AS base`;
    const limit = await startLimitServer(service.databaseUrl, service.poolSize, [{ workload: id, path: '/graphql-limit', sql: limitSql }], () => service.base);
    try {
      const body = JSON.stringify({ query });
      const answer = await (await fetch(`${service.base}/graphql/`, { method: 'POST', headers: service.headers, body })).json() as { data: { device_list: Array<{ interfaces: Array<{ ip_addresses: unknown[] }> }> } };
      assert.deepEqual(await (await fetch(`${limit.base}/graphql-limit`)).json(), answer, `the SQL limit of ${id} answers what netinv answers`);
      const devices = answer.data.device_list.length;
      const interfaces = answer.data.device_list.reduce((n, d) => n + d.interfaces.length, 0);
      const addresses = answer.data.device_list.reduce((n, d) => n + d.interfaces.reduce((m, i) => m + i.ip_addresses.length, 0), 0);

      await resetSqlCost(service.sql);
      const gq = await runLoad(service.base, { method: 'POST', path: '/graphql/', body, headers: service.headers, amount: REQUESTS, connections: 1, expect: 200 });
      const cost = await readSqlCost(service.sql);
      const lim = await runLoad(limit.base, { path: '/graphql-limit', headers: {}, amount: REQUESTS, connections: 1, expect: 200 });

      // The same data through REST, as a client would fetch it: every page of each list in turn.
      const all = async (path: string): Promise<Array<Record<string, unknown>>> => {
        const out: Array<Record<string, unknown>> = [];
        let next: string | null = `${service.base}${path}`;
        while (next) {
          const page = await (await fetch(next, { headers: service.headers })).json() as { next: string | null; results: Array<Record<string, unknown>> };
          out.push(...page.results);
          next = page.next;
        }
        return out;
      };
      const viaRest = async () => {
        const devs = await all(`/api/dcim/devices/?limit=1000&exclude=config_context&${sites.map((s) => `site=${s}`).join('&')}`);
        const ifs = await all(`/api/dcim/interfaces/?limit=1000&${devs.map((d) => `device_id=${d.id}`).join('&')}`);
        const ips: Array<Record<string, unknown>> = [];
        for (let i = 0; i < ifs.length; i += 200) ips.push(...await all(`/api/ipam/ip-addresses/?limit=1000&${ifs.slice(i, i + 200).map((f) => `interface_id=${f.id}`).join('&')}`));
        return { devs, ifs, ips };
      };
      const check = await viaRest();
      assert.deepEqual([check.devs.length, check.ifs.length, check.ips.length], [devices, interfaces, addresses], `REST fetches the objects of ${id}`);
      const restTimes: number[] = [];
      for (let n = 0; n < Math.max(10, Math.round(REQUESTS / 10)); n++) {
        const t = performance.now();
        await viaRest();
        restTimes.push(performance.now() - t);
      }
      restTimes.sort((a, b) => a - b);
      const rest = percentile(restTimes, 50);
      const what = `${id}: ${sites.length} site${sites.length > 1 ? 's' : ''}, ${devices} devices, ${interfaces} interfaces, ${addresses} addresses`;
      rows.push(`| ${what} | ${ms(gq.p50)} | ${ms(gq.p99)} | ${gq.rps.toFixed(0)} | ${ms(lim.p50)} | ${(gq.p50 / lim.p50).toFixed(2)} | ${ms(rest)} | ${NETBOX_MS[id]} |`);
      notes.push(`- ${id}: ${(cost.statements / REQUESTS).toFixed(2)} SQL statements per request (${ms(cost.ms / REQUESTS)} ms of SQL); REST takes ${(rest / gq.p50).toFixed(1)} times as long, NetBox ${(NETBOX_MS[id]! / gq.p50).toFixed(0)} times.`);
      process.stderr.write(`${rows.at(-1)}\n`);
    } finally {
      await limit.close();
    }
  }
  const report = `# GraphQL benchmark (issue 17)

Produced by \`npx tsx bench/graphql.ts\` on dataset ${SIZE} (scripts/generate-dataset.ts, seed 1), one
connection, ${REQUESTS} requests each (REST: a tenth as many rounds); the machine is the one
bench/REPORT.md describes. The query is NetBox's measure.py W10a/W10b:
\`device_list(site: <sites>) { name interfaces { name ip_addresses { address } } }\`.
Goals (W10b): at most 25 ms p50, at most 1.5 times its SQL limit.

| workload | netinv p50 ms | p99 ms | req/s | SQL limit p50 ms | netinv / limit | REST calls p50 ms | NetBox 3.6.9 p50 ms |
|---|---|---|---|---|---|---|---|
${rows.join('\n')}

${notes.join('\n')}
- Load average (1 min) on the machine's 2 cores: ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after (other processes share them: compare with the SQL limit, taken in the same run).
- SQL limit: one hand-written statement producing the same JSON, served over plain HTTP by the same driver and pool settings.
- REST calls: the devices (exclude=config_context), their interfaces, those interfaces' addresses (200 interface ids a request), every page, one after another.
`;
  writeFileSync(new URL('./graphql.md', import.meta.url), report);
  process.stdout.write(report);
} finally {
  await service.stop();
}
