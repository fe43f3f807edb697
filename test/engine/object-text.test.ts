// A read's own rows leave PostgreSQL as JSON text built by concatenation (objectText in
// src/engine/read/representation.ts), where nested objects stay json_build_object's: the two
// must agree byte for byte for every kind of value a field may have, or a list and a detail
// read would disagree with the objects nested in them.
import assert from 'node:assert/strict';
import postgres from 'postgres';
import { objectText } from '../../src/engine/read/representation.ts';
import { testDatabaseUrl } from '../setup.ts';

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
      const pairs: Array<[string, string]> = [['id', '1'], [name, expr]];
      const [row] = await sql.unsafe(`SELECT ${objectText(pairs)} AS ours, json_build_object('id', 1, '${name}', ${expr})::text AS theirs`);
      assert.equal(row!.ours, row!.theirs, name);
    }
  });

  it('keeps the order of many pairs, past json_build_object\'s 100 arguments', async () => {
    const pairs: Array<[string, string]> = Array.from({ length: 120 }, (_v, i) => [`k${i}`, i % 2 ? `'v${i}'` : String(i)]);
    const [row] = await sql.unsafe(`SELECT ${objectText(pairs)}::json AS o`);
    assert.deepEqual(Object.entries(row!.o as object), pairs.map(([k], i) => [k, i % 2 ? `v${i}` : i]));
  });

  it('is {} without pairs', async () => {
    const [row] = await sql.unsafe(`SELECT ${objectText([])} AS ours, json_build_object()::text AS theirs`);
    assert.equal(row!.ours, row!.theirs);
  });
});
