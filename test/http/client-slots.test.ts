// A client's places of CLIENT_CONNECTIONS (middleware/fairness.ts) are given back by every
// request that ends, however it ends: answered, refused, or dropped by its client before,
// during or after authentication, mid-body or mid-answer. Real sockets on the real app; the
// database is made to hold a request at a given step by a table lock another session holds.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import postgres from 'postgres';
import { createApp } from '../../src/http/app.ts';
import { ADMIN_TOKEN, testConfig } from '../support/api.ts';
import { migratedDatabase } from '../setup.ts';

const PER_CLIENT = 2;

describe('http: client connection slots', function () {
  this.timeout(60_000);
  let handle: ReturnType<typeof createApp>;
  let server: Server;
  let port: number;
  let sql: postgres.Sql;
  const sockets = new Set<Socket>();

  before(async () => {
    const url = await migratedDatabase('slots');
    handle = createApp({ config: testConfig({ CLIENT_CONNECTIONS: String(PER_CLIENT) }), databaseUrl: url });
    server = createServer(handle.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    sql = postgres(url, { max: 4, onnotice: () => undefined });
  });
  afterEach(() => {
    for (const s of sockets) s.destroy();
    sockets.clear();
  });
  after(async () => {
    server?.closeAllConnections();
    await new Promise((r) => server?.close(r));
    await handle?.close();
    await sql?.end();
  });

  /** A request written on a socket of its own; `body` is sent as given (possibly short of Content-Length). */
  function send(method: string, path: string, { body = '', length, headers = {} }: { body?: string; length?: number; headers?: Record<string, string> } = {}) {
    const socket = connect(port, '127.0.0.1');
    sockets.add(socket);
    let received = '';
    socket.setEncoding('utf8').on('data', (t: string) => (received += t));
    socket.on('error', () => undefined);
    const head = [`${method} ${path} HTTP/1.1`, 'Host: 127.0.0.1', `Authorization: Token ${ADMIN_TOKEN}`, 'Connection: close',
      ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
      ...(body || length !== undefined ? ['Content-Type: application/json', `Content-Length: ${length ?? Buffer.byteLength(body)}`] : [])];
    socket.write(`${head.join('\r\n')}\r\n\r\n${body}`);
    return {
      socket,
      received: () => received,
      /** The status line's code once the answer is complete (the server closes the socket); 0
       * for none within 15 s (a wedged client). */
      status: () => new Promise<number>((resolve) => {
        const timer = setTimeout(() => resolve(0), 15_000);
        socket.once('close', () => {
          clearTimeout(timer);
          resolve(Number(/^HTTP\/1\.1 (\d+)/.exec(received)?.[1] ?? 0));
        });
      }),
    };
  }

  const tick = (ms = 20) => new Promise((r) => setTimeout(r, ms));

  async function until(what: string, pred: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!(await pred())) {
      if (Date.now() > deadline) assert.fail(`timed out waiting until ${what} (places held: ${handle.clientSlotsHeld()})`);
      await tick();
    }
  }

  /** Statements of the app's database waiting for a lock. */
  const lockWaits = async () => (await sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`)[0]!.n as number;

  /** Runs `during` while `table` is locked against every reader, then unlocks it. */
  async function whileLocked(table: string, during: () => Promise<void>): Promise<void> {
    const locker = await sql.reserve();
    try {
      await locker`BEGIN`;
      await locker.unsafe(`LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`);
      await during();
    } finally {
      await locker`ROLLBACK`.catch(() => undefined);
      locker.release();
    }
  }

  /** The client is not wedged: more requests than its places, at once, are all answered. */
  async function stillServed(): Promise<void> {
    await until('every place is given back', () => handle.clientSlotsHeld() === 0);
    const answers = await Promise.all(Array.from({ length: PER_CLIENT + 2 }, () => send('GET', '/api/dcim/sites/?limit=1').status()));
    assert.deepEqual(answers, Array(PER_CLIENT + 2).fill(200));
    assert.equal(handle.clientSlotsHeld(), 0);
  }

  it('dropped before authentication reads the database, and answered or refused: no place kept', async () => {
    for (let i = 0; i < 5; i++) send('GET', '/api/dcim/sites/').socket.destroy();
    assert.equal(await send('GET', '/api/dcim/no-such-model/').status(), 404);
    assert.equal(await send('POST', '/api/dcim/sites/', { body: '{"name": ' }).status(), 400);
    assert.equal(await send('POST', '/api/dcim/sites/', { body: '{}' }).status(), 400);
    await stillServed();
  });

  it('dropped while authentication waits on the database (REST and GraphQL): no place kept', async () => {
    // As a browser reloading during a global search: each reload drops the requests in flight.
    await whileLocked('users_token', async () => {
      const dropped = [
        ...Array.from({ length: 3 }, () => send('GET', '/api/dcim/sites/?q=x')),
        send('POST', '/graphql/', { body: JSON.stringify({ query: '{ site_list { id } }' }) }),
        send('GET', '/api/dcim/devices/', { headers: { Accept: 'application/json' } }),
      ];
      await until('each request waits for the token', async () => (await lockWaits()) >= dropped.length);
      for (const r of dropped) r.socket.destroy();
      await tick(100);
    });
    await stillServed();
  });

  it('dropped while waiting its turn and while its route waits on the database: no place kept', async () => {
    await whileLocked('dcim_site', async () => {
      // GraphQL's requests take places of the same client as REST's.
      const running = [send('GET', '/api/dcim/sites/'), send('POST', '/graphql/', { body: JSON.stringify({ query: '{ site_list { id } }' }) })];
      await until('the running requests wait in their route', async () => (await lockWaits()) >= PER_CLIENT);
      assert.equal(handle.clientSlotsHeld(), PER_CLIENT);
      const waiting = Array.from({ length: 3 }, () => send('GET', '/api/dcim/sites/'));
      await tick(200);
      for (const r of waiting) r.socket.destroy();
      await tick(100);
      for (const r of running) r.socket.destroy();
    });
    await stillServed();
  });

  it('dropped mid-body and mid-answer: no place kept', async () => {
    for (let i = 0; i < 3; i++) {
      const r = send('POST', '/api/dcim/sites/', { body: '[{"name": "a",', length: 10_000 });
      await tick(50);
      r.socket.destroy();
    }
    // The OpenAPI document is megabytes: the answer is still being written when the client goes.
    for (let i = 0; i < 3; i++) {
      const r = send('GET', '/api/schema/');
      r.socket.pause();
      await until('the answer has begun', () => r.socket.readableLength > 0 || r.received().length > 0);
      r.socket.destroy();
    }
    await stillServed();
  });
});
