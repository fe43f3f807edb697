import { parse } from 'graphql';
import { generateDataset } from './scripts/generate-dataset.ts';
import { startBenchService } from './bench/support/service.ts';
import { schema } from './src/graphql/schema.ts';
import { compileQuery } from './src/graphql/compile.ts';
const service = await startBenchService();
try {
  await generateDataset(service.sql, 'M', { seed: 1 });
  await service.sql`VACUUM ANALYZE`;
  const sites = (await service.sql<{ slug: string }[]>`SELECT s.slug FROM dcim_site s WHERE (SELECT count(*) FROM dcim_device d WHERE d.site_id = s.id) > 0 ORDER BY s.id LIMIT 10`).map((s) => s.slug);
  const doc = parse(`{ device_list(site: ${JSON.stringify(sites)}) { name interfaces { name ip_addresses { address } } } }`);
  const c = compileQuery({ schema, fragments: {}, variables: {}, scopes: new Map(), customFields: new Map(), rows: () => 1000, maxPageSize: 1000, typenames: false }, (doc.definitions[0] as any).selectionSet);
  console.log(c.sql);
  await service.sql.unsafe(`SET plan_cache_mode = force_generic_plan`);
  await service.sql.unsafe(`PREPARE q AS ${c.sql!}`);
  const args = c.values.map((v) => (Array.isArray(v) ? `'{${v.join(',')}}'` : typeof v === 'string' ? `'${v}'` : String(v))).join(', ');
  for (let i = 0; i < 3; i++) await service.sql.unsafe(`EXECUTE q(${args})`);
  const plan = await service.sql.unsafe(`EXPLAIN (ANALYZE, COSTS OFF) EXECUTE q(${args})`);
  console.log(plan.map((r: any) => r['QUERY PLAN']).join('\n'));
  await service.sql.unsafe(`SET plan_cache_mode = auto`);
  const plan2 = await service.sql.unsafe(`EXPLAIN (ANALYZE, COSTS OFF) ${c.sql!.replace(/\$(\d+)(::\w+(\[\])?)?/g, (_m, n) => { const v = c.values[Number(n) - 1]; return Array.isArray(v) ? `'{${v.join(',')}}'::text[]` : typeof v === 'string' ? `'${v}'` : String(v); })}`);
  console.log('--- custom plan ---');
  console.log(plan2.map((r: any) => r['QUERY PLAN']).join('\n'));
} finally {
  await service.stop();
}
