// A read's own rows leave PostgreSQL as JSON text built by concatenation (objectText in
// src/engine/read/object.ts), where nested objects stay json_build_object's: the two
// must agree byte for byte for every kind of value a field may have, or a list and a detail
// read would disagree with the objects nested in them.
import assert from 'node:assert/strict';
import postgres from 'postgres';
import { objectExpr, objectText } from '../../src/engine/read/object.ts';
import { representation } from '../../src/engine/read/representation.ts';
import type { Pair } from '../../src/engine/read/values.ts';
import { registry } from '../../src/engine/registry.ts';
import { ident, Statement } from '../../src/engine/sql/builder.ts';
import { testDatabaseUrl } from '../setup.ts';
import { modelHelpers, startApi, uid, type TestApi } from '../support/api.ts';
import { factories } from '../support/factories.ts';

const VALUES: Array<[string, string]> = [
  ['integer', '42'], ['negative', '(-7)::bigint'], ['null', 'NULL::int'], ['null text', 'NULL::text'],
  ['text', `'plain'`], ['quotes and controls', `E'a "b" \\\\ c\\n\\t\\u0001 d'`], ['unicode', `'Zürich ☃ 東京'`],
  ['true', 'true'], ['false', 'false'], ['numeric', '1.50::numeric'], ['numeric NaN', `'NaN'::numeric`],
  ['float', '0.1::float8'], ['float infinity', `'Infinity'::float8`],
  ['timestamp', `'2026-11-24 10:00:00.123456+00'::timestamptz`], ['date', `'2026-01-02'::date`],
  ['inet', `'10.0.0.1/24'::inet`], ['cidr', `'2001:db8::/32'::cidr`], ['macaddr', `'00:11:22:aa:bb:cc'::macaddr`],
  ['json object', `'{"a" : [1, "x"]}'::json`], ['json null', `'null'::json`], ['jsonb', `'{"b": {"c": [true, null]}}'::jsonb`],
  ['int array', 'ARRAY[1, 2]'], ['empty array', `'{}'::int[]`], ['text array', `ARRAY['a', 'b"c']`],
  ['nested object', `json_build_object('id', 1, 'name', 'x')`], ['object list', `(SELECT json_agg(json_build_object('i', i)) FROM generate_series(1, 3) i)`],
];

describe('engine: a row\'s object as text', () => {
  let sql: postgres.Sql;
  before(() => { sql = postgres(testDatabaseUrl(), { max: 1, onnotice: () => {} }); });
  after(() => sql.end());

  it('is json_build_object\'s text for every kind of value', async () => {
    for (const [name, expr] of VALUES) {
      const pairs: Pair[] = [['id', '1'], [name, expr]];
      const [row] = await sql.unsafe(`SELECT ${objectText(pairs)} AS ours, json_build_object('id', 1, '${name}', ${expr})::text AS theirs`);
      assert.equal(row!.ours, row!.theirs, name);
    }
  });

  it('keeps the order of many pairs, past json_build_object\'s 100 arguments', async () => {
    const pairs: Pair[] = Array.from({ length: 120 }, (_v, i) => [`k${i}`, i % 2 ? `'v${i}'` : String(i)]);
    const [row] = await sql.unsafe(`SELECT ${objectText(pairs)}::json AS o`);
    assert.deepEqual(Object.entries(row!.o as object), pairs.map(([k], i) => [k, i % 2 ? `v${i}` : i]));
  });

  it('is {} without pairs', async () => {
    const [row] = await sql.unsafe(`SELECT ${objectText([])} AS ours, json_build_object()::text AS theirs`);
    assert.equal(row!.ours, row!.theirs);
  });

  describe('the JSON text written for a value where JSON_SCALAR is spared', () => {
    // ids, urls, numbers, addresses, dates, choices as literals per choice, families, displays
    // made of addresses (src/engine/read/values.ts Pair): every object of these
    // models, its text as a read's own row and its json_build_object form, byte for byte.
    let api: TestApi;
    before(async () => { api = await startApi(); });
    after(() => api.close());
    const { created } = modelHelpers(() => api);

    it('is the text json_build_object gives, for every field of objects of many kinds', async () => {
      const u = uid();
      const make = factories(created);
      const device = await make.device({
        name: `d-${u}`, device_type: (await make.deviceType({ u_height: 2 })).id, site: (await make.site({ status: 'planned' })).id, airflow: 'front-to-rear',
      });
      const iface = await created('dcim/interfaces', { device: device.id, name: 'et1', type: '1000base-t', mac_address: '00:11:22:aa:bb:cc', mtu: 9000, enabled: false, mode: 'access' });
      await created('dcim/interfaces', { device: device.id, name: 'et2 "quoted"', type: 'virtual', description: 'line\nbreak' });
      await created('ipam/vlans', { vid: 100 + (parseInt(u, 16) % 3000), name: `v-${u}`, status: 'reserved' });
      await created('ipam/prefixes', { prefix: '2001:db8:77::/48', status: 'container' });
      await created('ipam/ip-addresses', { address: '192.0.2.77/24', role: 'vip', assigned_object_type: 'dcim.interface', assigned_object_id: iface.id, dns_name: 'a.example' });
      const provider = await created('circuits/providers', { name: `p-${u}`, slug: `p-${u}` });
      const type = await created('circuits/circuit-types', { name: `c-${u}`, slug: `c-${u}` });
      await created('circuits/circuits', { cid: `x-${u}`, provider: provider.id, type: type.id, install_date: '2026-01-02', commit_rate: 1000 });
      const sql = postgres(testDatabaseUrl(), { max: 1, onnotice: () => {} });
      try {
        for (const key of ['dcim.site', 'dcim.device', 'dcim.interface', 'ipam.vlan', 'ipam.prefix', 'ipam.ip_address', 'circuits.circuit', 'dcim.device_type']) {
          const model = registry.model(key);
          for (const opts of [{ brief: false, excludeConfigContext: false }, { brief: true, excludeConfigContext: true }]) {
            const text = representation(model, 'x', '$1', opts, 1).object;
            const json = objectExpr({ st: new Statement('j'), base: '$1', one: 'x' }, model, 'x', opts);
            const rows = await sql.unsafe(`SELECT x.id, ${text} AS ours, (${json})::text AS theirs FROM ${ident(model.table)} x`, ['http://h.example/api/']);
            assert.ok(rows.length > 0, key);
            for (const r of rows) assert.equal(r.ours, r.theirs, `${key} ${r.id} ${JSON.stringify(opts)}`);
          }
        }
      } finally {
        await sql.end();
      }
    });
  });
});
