// A single write's round trips to PostgreSQL (src/events/transaction.ts): BEGIN, the change log
// settings and the write's first statements go out together, the answer's read with COMMIT.
// Counted at a TCP proxy between the app and PostgreSQL, where a flight is what the app sends
// before PostgreSQL's next answer. A statement that waits for its own answer before the ones
// queued behind it are sent (an unprepared one on postgres.js's reserved connection) makes one
// flight per statement to the end of the write.
import assert from 'node:assert/strict';
import net from 'node:net';
import postgres from 'postgres';
import supertest from 'supertest';
import { createApp } from '../../src/http/app.ts';
import { migratedDatabase } from '../setup.ts';
import { auth, deviceSite, modelHelpers, testConfig, uid, type TestApi } from '../support/api.ts';

interface Proxy {
  url: string;
  flights: number;
  close(): Promise<void>;
}

/** A proxy to the database of `url` that counts the client's flights over all connections. */
async function countingProxy(url: string): Promise<Proxy> {
  const target = new URL(url);
  const sockets = new Set<net.Socket>();
  const proxy: Proxy = { url: '', flights: 0, close: async () => undefined };
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    let answered = true;
    client.on('data', (chunk) => {
      if (answered) proxy.flights++;
      answered = false;
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      answered = true;
      client.write(chunk);
    });
    for (const [a, b] of [[client, upstream], [upstream, client]] as const) {
      sockets.add(a);
      a.on('close', () => b.destroy());
      a.on('error', () => b.destroy());
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const proxied = new URL(url);
  proxied.host = `127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  proxy.url = proxied.toString();
  proxy.close = () => new Promise<void>((resolve) => {
    for (const s of sockets) s.destroy();
    server.close(() => resolve());
  });
  return proxy;
}

describe('events: round trips of a single write', () => {
  let proxy: Proxy;
  let api: TestApi;
  before(async () => {
    // A database of its own: webhooks other files left in the shared one would add the
    // deliveries' statements to a write.
    const url = await migratedDatabase('round_trips');
    proxy = await countingProxy(url);
    // One connection, so the statements it has prepared are those of the next write; the token
    // kept, so a request reads nothing before its write.
    const config = testConfig({ DB_POOL_SIZE: '1', TOKEN_CACHE_SECONDS: '300' });
    const handle = createApp({ config, databaseUrl: proxy.url });
    await handle.services.tokens.ready;
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    api = {
      request: supertest(handle.app), app: handle.app, sql, config, statements: [], pool: handle.services.pool, services: handle.services,
      async close() {
        await handle.close();
        await sql.end();
      },
    };
  });
  after(async () => {
    await api.close();
    await proxy.close();
  });

  const { created, patch, post, del } = modelHelpers(() => api);
  /** The flights of `write`, once its statements are prepared on the connection. */
  const flightsOf = async (write: () => Promise<{ status: number }>, status: number) => {
    for (let i = 0; i < 2; i++) assert.equal((await write()).status, status);
    const before = proxy.flights;
    assert.equal((await write()).status, status);
    return proxy.flights - before;
  };

  it('PATCH of a device: the row locked with BEGIN and the settings; the UPDATE, the answer read and COMMIT', async () => {
    const u = uid();
    const device = await (await deviceSite(created, u)).device(`d-${u}`);
    let n = 0;
    assert.equal(await flightsOf(() => patch('dcim/devices', device.id as number, { description: `rt ${n++}` }), 200), 2);
  });

  it('available-ips POST: the lock, the prefix and its free addresses with BEGIN; the checks and the new id; the INSERT, the answer read and COMMIT', async () => {
    const u = uid();
    const prefix = await created('ipam/prefixes', { prefix: `10.${parseInt(u.slice(0, 2), 16)}.${parseInt(u.slice(2, 4), 16)}.0/24` });
    assert.equal(await flightsOf(() => post(`ipam/prefixes/${prefix.id}/available-ips`, { description: 'rt' }), 201), 3);
  });

  it('DELETE of an address: the row locked with BEGIN and the settings; its dependents; the DELETE with COMMIT', async () => {
    const u = uid();
    const prefix = await created('ipam/prefixes', { prefix: `10.${parseInt(u.slice(0, 2), 16)}.${parseInt(u.slice(2, 4), 16)}.0/24` });
    const address = async () => ((await post(`ipam/prefixes/${prefix.id}/available-ips`, { description: 'rt' })).body as { id: number }).id;
    const ids = [await address(), await address(), await address()];
    assert.equal(await flightsOf(() => del('ipam/ip-addresses', ids.shift()!), 204), 3);
  });

  it('DELETE of a device: its dependents one round trip per level of cascade, not one per referring model', async () => {
    const u = uid();
    const site = await deviceSite(created, u);
    const devices = [await site.device(`d1-${u}`), await site.device(`d2-${u}`), await site.device(`d3-${u}`)];
    for (const d of devices) await created('dcim/interfaces', { device: d.id, name: 'eth0', type: '1000base-t' });
    // BEGIN, settings and lock; the device's referrers; the interfaces' referrers; the DELETE with COMMIT.
    assert.equal(await flightsOf(() => del('dcim/devices', devices.shift()!.id as number), 204), 4);
  });

  describe('a statement sent with COMMIT that the database refuses', () => {
    const logged = async (requestId: string) =>
      (await api.sql`SELECT count(*)::int AS n FROM extras_object_change WHERE request_id = ${requestId}`)[0]!.n as number;

    it('a PATCH refused as a duplicate: 400 on the field, the object and the change log as they were', async () => {
      const u = uid();
      await created('dcim/sites', { name: `one-${u}`, slug: `one-${u}` });
      const two = await created('dcim/sites', { name: `two-${u}`, slug: `two-${u}`, description: 'kept' });
      const res = await patch('dcim/sites', two.id as number, { slug: `one-${u}`, description: 'not kept' });
      assert.equal(res.status, 400);
      assert.deepEqual(res.body, { slug: ['site with this slug already exists.'] });
      const [row] = await api.sql`SELECT slug, description FROM dcim_site WHERE id = ${two.id as number}`;
      assert.deepEqual({ ...row }, { slug: `two-${u}`, description: 'kept' });
      assert.equal(await logged(res.headers['x-request-id']!), 0);
      // A bulk PATCH of that one object names it in a list.
      const bulk = await api.request.patch('/api/dcim/sites/').set(auth).send([{ id: two.id, slug: `one-${u}` }]);
      assert.equal(bulk.status, 400);
      assert.deepEqual(bulk.body, [{ slug: ['site with this slug already exists.'] }]);
    });

    it('a POST refused as a duplicate: 400 on the field, nothing created or logged; the next create takes a later id', async () => {
      const u = uid();
      const first = await created('dcim/sites', { name: `dup-${u}`, slug: `dup-${u}` });
      const res = await post('dcim/sites', { name: `dup-${u}`, slug: `dup2-${u}` });
      assert.equal(res.status, 400);
      assert.deepEqual(res.body, { name: ['site with this name already exists.'] });
      assert.equal((await api.sql`SELECT count(*)::int AS n FROM dcim_site WHERE slug = ${`dup2-${u}`}`)[0]!.n, 0);
      assert.equal(await logged(res.headers['x-request-id']!), 0);
      const next = await created('dcim/sites', { name: `next-${u}`, slug: `next-${u}` });
      assert.ok((next.id as number) > (first.id as number));
      const [entry] = await api.sql`SELECT action, changed_object_id::int AS id, postchange_data->>'slug' AS slug FROM extras_object_change WHERE changed_object_type = 'dcim.site' AND changed_object_id = ${next.id as number}`;
      assert.deepEqual({ ...entry }, { action: 'create', id: next.id, slug: `next-${u}` });
    });

    it('a DELETE refused by a foreign key at the DELETE itself: 409, the object and the change log as they were', async () => {
      const u = uid();
      const site = await created('dcim/sites', { name: `fk-${u}`, slug: `fk-${u}` });
      // What a dependent created between the check and the DELETE makes the DELETE do.
      await api.sql.unsafe(`CREATE FUNCTION refuse_${u}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF OLD.slug = 'fk-${u}' THEN RAISE foreign_key_violation USING MESSAGE = 'a dependent appeared'; END IF; RETURN OLD; END $$`);
      await api.sql.unsafe(`CREATE TRIGGER refuse_${u} BEFORE DELETE ON dcim_site FOR EACH ROW EXECUTE FUNCTION refuse_${u}()`);
      try {
        const res = await del('dcim/sites', site.id as number);
        assert.equal(res.status, 409);
        assert.deepEqual(res.body, { detail: 'Unable to delete object. Dependent objects were found.' });
        assert.equal((await api.sql`SELECT count(*)::int AS n FROM dcim_site WHERE id = ${site.id as number}`)[0]!.n, 1);
        assert.equal(await logged(res.headers['x-request-id']!), 0);
      } finally {
        await api.sql.unsafe(`DROP TRIGGER refuse_${u} ON dcim_site; DROP FUNCTION refuse_${u}()`);
      }
      assert.equal((await del('dcim/sites', site.id as number)).status, 204);
    });
  });
});
