// Bulk ingest: a bulk POST longer than one chunk (src/http/bulk-create.ts) and the streamed
// import, POST /api/netinv/import/<app>/<model>/ with NDJSON or CSV (src/http/routes/import.ts).
// Both are all-or-none in one transaction: one refused item anywhere, the last of thousands
// included, and nothing is written, no change is logged and no webhook delivery queued; each
// refused item is named (by its position, or by its line). What is written is logged and
// queued as for any write.
import assert from 'node:assert/strict';
import { auth, startApi, uid, type TestApi } from '../support/api.ts';
import { CREATE_CHUNK } from '../../src/http/bulk-create.ts';

describe('api: bulk ingest', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi({ MAX_BULK_ITEMS: String(CREATE_CHUNK + 1000) });
  });
  after(() => api.close());

  /** A /8 of its own per test, so that addresses never meet another test's. */
  let net = 0;
  const block = () => `${100 + (++net % 100)}.${Math.floor(Math.random() * 250)}`;
  const addresses = (prefix: string, n: number, u: string) =>
    Array.from({ length: n }, (_, i) => ({ address: `${prefix}.${(i >> 8) & 255}.${i & 255}/16`, description: u }));
  const written = async (u: string) => (await api.sql<Array<{ n: number }>>`SELECT count(*)::int AS n FROM ipam_ip_address WHERE description = ${u}`)[0]!.n;
  const logged = async (u: string) => (await api.sql<Array<{ n: number }>>`
    SELECT count(*)::int AS n FROM extras_object_change c JOIN ipam_ip_address a ON a.id = c.changed_object_id
     WHERE c.changed_object_type = 'ipam.ipaddress' AND c.action = 'create' AND a.description = ${u}`)[0]!.n;
  const ndjson = (items: object[]) => items.map((i) => JSON.stringify(i)).join('\n') + '\n';
  const importing = (path: string, type: string, body: string) =>
    api.request.post(`/api/netinv/import/${path}/`).set(auth).set('Content-Type', type).send(body);

  /** A webhook firing on IP addresses created with this description only (its condition), and
   * the deliveries queued for it. */
  const hookFor = async (u: string) => {
    const res = await api.request.post('/api/extras/webhooks/').set(auth).send({
      name: `ingest-${u}`, payload_url: 'http://127.0.0.1:9/', content_types: ['ipam.ipaddress'], type_create: true,
      conditions: { and: [{ attr: 'description', value: u }] },
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const id = res.body.id as number;
    // The queue's tables exist once the first delivery was queued (in this file or another).
    const queue = async () => (await api.sql`SELECT to_regclass('pgboss.job') AS t`)[0]!.t !== null;
    return {
      queued: async () => (await queue() ? (await api.sql<Array<{ n: number }>>`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'webhook' AND (data->>'webhook')::int = ${id}`)[0]!.n : 0),
      drop: async () => {
        if (await queue()) await api.sql`DELETE FROM pgboss.job WHERE name = 'webhook' AND (data->>'webhook')::int = ${id}`;
        await api.request.delete(`/api/extras/webhooks/${id}/`).set(auth);
      },
    };
  };

  /** Nothing of a refused request is left: no row, no change logged, no delivery queued. */
  const nothingLeft = async (u: string, hook: { queued(): Promise<number> }) => {
    assert.equal(await written(u), 0);
    assert.equal(await logged(u), 0);
    assert.equal(await hook.queued(), 0);
  };

  describe(`a bulk POST of more than one chunk (${CREATE_CHUNK})`, () => {
    const size = CREATE_CHUNK + 500;

    it('creates every item in order, logs each and queues one delivery each, as any write', async () => {
      const u = uid();
      const hook = await hookFor(u);
      try {
        const res = await api.request.post('/api/ipam/ip-addresses/').set(auth).send(addresses(block(), size, u));
        assert.equal(res.status, 201);
        assert.equal(res.body.length, size);
        const ids = res.body.map((o: { id: number }) => o.id);
        assert.deepEqual(ids, [...ids].sort((a: number, b: number) => a - b), 'ids follow the order sent');
        assert.equal(await written(u), size);
        assert.equal(await logged(u), size);
        const [request] = await api.sql<Array<{ n: number }>>`SELECT count(DISTINCT request_id)::int AS n FROM extras_object_change WHERE changed_object_type = 'ipam.ipaddress' AND changed_object_id = ANY(${ids}::int[])`;
        assert.equal(request!.n, 1, 'one request');
        assert.equal(await hook.queued(), size);
      } finally {
        await hook.drop();
      }
    });

    it('one bad item, the last of all: 400 aligned with every item, nothing written, logged or queued', async () => {
      const u = uid();
      const hook = await hookFor(u);
      try {
        const items: Array<Record<string, unknown>> = addresses(block(), size, u);
        items[size - 1] = { address: 'not an address', description: u };
        // Refused by the IP address rules in the first chunk, by the field checks in the last.
        items[10] = { ...items[10], address: '10.1.2.3/0' };
        const res = await api.request.post('/api/ipam/ip-addresses/').set(auth).send(items);
        assert.equal(res.status, 400);
        assert.equal(res.body.length, size);
        assert.deepEqual(res.body[size - 1], { address: ['Enter a valid IPv4 or IPv6 address with a mask (got "not an address").'] });
        assert.deepEqual(res.body[10], { address: ['Cannot create IP address with /0 mask.'] });
        assert.equal(res.body.filter((e: object) => Object.keys(e).length).length, 2, 'only the two bad items have errors');
        await nothingLeft(u, hook);
      } finally {
        await hook.drop();
      }
    });

    it('a duplicate met by the rules in a later chunk names that item, and nothing is written', async () => {
      const u = uid();
      const prefix = block();
      const vrf = await api.request.post('/api/ipam/vrfs/').set(auth).send({ name: `v-${u}`, enforce_unique: true });
      const items = addresses(prefix, size, u).map((i) => ({ ...i, vrf: vrf.body.id }));
      items.push({ ...items[3]! });
      const res = await api.request.post('/api/ipam/ip-addresses/').set(auth).send(items);
      assert.equal(res.status, 400, JSON.stringify(res.body).slice(0, 300));
      assert.equal(res.body.length, size + 1);
      assert.ok(Object.keys(res.body[size]).length, 'the duplicate is named');
      assert.deepEqual(res.body.slice(0, size).filter((e: object) => Object.keys(e).length), []);
      assert.equal(await written(u), 0);
    });
  });

  describe('POST /api/netinv/import/<app>/<model>/', () => {
    it('NDJSON: 201 with the count and the ids in order, each object written, logged, queued and found by search', async () => {
      const u = uid();
      const hook = await hookFor(u);
      try {
        const items = addresses(block(), CREATE_CHUNK + 20, u);
        const res = await importing('ipam/ip-addresses', 'application/x-ndjson', ndjson(items));
        assert.equal(res.status, 201, JSON.stringify(res.body).slice(0, 300));
        assert.equal(res.body.count, items.length);
        assert.equal(res.body.ids.length, items.length);
        const rows = await api.sql<Array<{ id: number; address: string }>>`SELECT id, address::text AS address FROM ipam_ip_address WHERE id = ANY(${res.body.ids}::int[]) ORDER BY id`;
        assert.deepEqual(rows.map((r) => r.address), items.map((i) => i.address));
        assert.equal(await logged(u), items.length);
        assert.equal(await hook.queued(), items.length);
        // Found by search once committed, every chunk's objects: the index's rows are written by
        // the same statements (docs/rest-api.md "Global search").
        const found = await api.request.get('/api/netinv/search/').query({ q: u, object_type: 'ipam.ipaddress', limit: 50 }).set(auth);
        assert.equal(found.status, 200);
        assert.equal(found.body.complete, true);
        assert.deepEqual(found.body.results.map((t: { object_type: string; count: number }) => [t.object_type, t.count]), [['ipam.ipaddress', items.length]]);
        const last = items.at(-1)!.address;
        const byAddress = await api.request.get('/api/netinv/search/').query({ q: last, object_type: 'ipam.ipaddress' }).set(auth);
        assert.ok(byAddress.body.results[0]?.results.some((r: { id: number }) => r.id === res.body.ids.at(-1)), JSON.stringify(byAddress.body).slice(0, 300));
      } finally {
        await hook.drop();
      }
    });

    it('CSV: a header of field names, related objects by attribute (vrf.name), each row a record', async () => {
      const u = uid();
      await api.request.post('/api/ipam/vrfs/').set(auth).send({ name: `csv-${u}` });
      const prefix = block();
      const csv = `address,status,vrf.name,description\n${prefix}.0.1/16,reserved,csv-${u},${u}\n"${prefix}.0.2/16",,csv-${u},"${u}"\n`;
      const res = await importing('ipam/ip-addresses', 'text/csv', csv);
      assert.equal(res.status, 201, JSON.stringify(res.body));
      assert.equal(res.body.count, 2);
      const rows = await api.sql`SELECT a.status, v.name FROM ipam_ip_address a JOIN ipam_vrf v ON v.id = a.vrf_id WHERE a.id = ANY(${res.body.ids}::int[]) ORDER BY a.id`;
      assert.deepEqual(rows.map((r) => [r.status, r.name]), [['reserved', `csv-${u}`], ['active', `csv-${u}`]]);
    });

    it('one bad record, the last of thousands: 400 naming each refused line, nothing written, logged or queued', async () => {
      const u = uid();
      const hook = await hookFor(u);
      try {
        const items: Array<Record<string, unknown>> = addresses(block(), CREATE_CHUNK + 100, u);
        items[2] = { ...items[2], status: 'nonsense' };
        items[items.length - 1] = { address: '300.1.1.1/24', description: u };
        // A blank line first: lines count from the body's first, blank ones included.
        const res = await importing('ipam/ip-addresses', 'application/x-ndjson', `\n${ndjson(items)}`);
        assert.equal(res.status, 400);
        assert.equal(res.body.detail, `2 of ${items.length} records were refused; nothing was imported.`);
        assert.deepEqual(res.body.errors, [
          { line: 4, errors: { status: ['"nonsense" is not a valid choice.'] } },
          { line: items.length + 1, errors: { address: ['Enter a valid IPv4 or IPv6 address with a mask (got "300.1.1.1/24").'] } },
        ]);
        await nothingLeft(u, hook);
      } finally {
        await hook.drop();
      }
    });

    it('CSV refusals name the row\'s line, a row spanning lines by the line it starts on', async () => {
      const u = uid();
      const prefix = block();
      const csv = `address,description\n${prefix}.0.1/16,"two\nlines"\n${prefix}.0.2/16,${u}\nbad,${u}\n`;
      const res = await importing('ipam/ip-addresses', 'text/csv', csv);
      assert.equal(res.status, 400);
      assert.deepEqual(res.body.errors, [{ line: 5, errors: { address: ['Enter a valid IPv4 or IPv6 address with a mask (got "bad").'] } }]);
      assert.equal(await written(u), 0);
    });

    it('text that cannot be read is 400 with its line, and nothing is written', async () => {
      const u = uid();
      const prefix = block();
      const json = await importing('ipam/ip-addresses', 'application/x-ndjson', `{"address": "${prefix}.0.1/16", "description": "${u}"}\n{"address": \n`);
      assert.equal(json.status, 400);
      assert.match(json.body.detail, /^Line 2: not valid JSON .* Nothing was imported\.$/);
      assert.equal(json.body.errors[0].line, 2);
      const csv = await importing('ipam/ip-addresses', 'text/csv', `address,description\n${prefix}.0.1/16,${u}\n${prefix}.0.2/16,${u},extra\n`);
      assert.equal(csv.status, 400);
      assert.equal(csv.body.detail, 'Line 3: 3 cells, but the header names 2 columns. Nothing was imported.');
      assert.equal(await written(u), 0);
    });

    it('refuses another media type (415), an empty import (400), an unknown model (404), GET (405), no token (403)', async () => {
      assert.equal((await importing('ipam/ip-addresses', 'application/json', '[]')).status, 415);
      const empty = await importing('ipam/ip-addresses', 'application/x-ndjson', '\n\n');
      assert.equal(empty.status, 400);
      assert.deepEqual(empty.body, { detail: 'The import holds no records.' });
      assert.equal((await importing('ipam/nothing', 'application/x-ndjson', '{}\n')).status, 404);
      assert.equal((await importing('extras/object-changes', 'application/x-ndjson', '{}\n')).status, 404, 'a read-only model');
      assert.equal((await api.request.get('/api/netinv/import/ipam/ip-addresses/').set(auth)).status, 405);
      const anonymous = await api.request.post('/api/netinv/import/ipam/ip-addresses/').set('Content-Type', 'application/x-ndjson').send('{}\n');
      assert.equal(anonymous.status, 403);
    });
  });

  describe('body limits', () => {
    let small: TestApi;
    before(async () => {
      small = await startApi({ MAX_IMPORT_SIZE: '2kb', MAX_BODY_SIZE: '1kb' });
    });
    after(() => small.close());

    it('an import over MAX_IMPORT_SIZE is 413, whether its length is declared or found while reading', async () => {
      const u = uid();
      const body = ndjson(addresses(block(), 100, u));
      const declared = await small.request.post('/api/netinv/import/ipam/ip-addresses/').set(auth).set('Content-Type', 'application/x-ndjson').send(body);
      assert.equal(declared.status, 413);
      assert.equal(declared.body.detail, 'The import is larger than the limit of 2048 bytes (MAX_IMPORT_SIZE).');
      const req = small.request.post('/api/netinv/import/ipam/ip-addresses/').set(auth).set('Content-Type', 'application/x-ndjson');
      req.write(body.slice(0, 1500));
      req.write(body.slice(1500));
      const streamed = await req;
      assert.equal(streamed.status, 413);
      assert.equal(await written(u), 0);
    });

    it('a bulk POST over MAX_BODY_SIZE is 413; an import record over it is 400 naming its line', async () => {
      const u = uid();
      const res = await small.request.post('/api/ipam/ip-addresses/').set(auth).send(addresses(block(), 100, u));
      assert.equal(res.status, 413);
      const long = await small.request.post('/api/netinv/import/ipam/ip-addresses/').set(auth).set('Content-Type', 'application/x-ndjson')
        .send(`{"address": "10.0.0.1/8"}\n{"address": "10.0.0.2/8", "description": "${'x'.repeat(1100)}"}\n`);
      assert.equal(long.status, 400);
      assert.equal(long.body.errors[0].line, 2);
      assert.equal(await written(u), 0);
    });
  });
});
