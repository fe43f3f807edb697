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
import { deviceSite, modelHelpers, testConfig, uid, type TestApi } from '../support/api.ts';

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
      request: supertest(handle.app), sql, config, statements: [], pool: handle.services.pool,
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

  const { created, patch, post } = modelHelpers(() => api);
  /** The flights of `write`, once its statements are prepared on the connection. */
  const flightsOf = async (write: () => Promise<{ status: number }>, status: number) => {
    for (let i = 0; i < 2; i++) assert.equal((await write()).status, status);
    const before = proxy.flights;
    assert.equal((await write()).status, status);
    return proxy.flights - before;
  };

  it('PATCH of a device: the row locked with BEGIN and the settings, the UPDATE, the answer read with COMMIT', async () => {
    const u = uid();
    const device = await (await deviceSite(created, u)).device(`d-${u}`);
    let n = 0;
    assert.equal(await flightsOf(() => patch('dcim/devices', device.id as number, { description: `rt ${n++}` }), 200), 3);
  });

  it('available-ips POST: the lock, the prefix and its free addresses with BEGIN; the checks; the INSERT; the answer read with COMMIT', async () => {
    const u = uid();
    const prefix = await created('ipam/prefixes', { prefix: `10.${parseInt(u.slice(0, 2), 16)}.${parseInt(u.slice(2, 4), 16)}.0/24` });
    assert.equal(await flightsOf(() => post(`ipam/prefixes/${prefix.id}/available-ips`, { description: 'rt' }), 201), 4);
  });
});
