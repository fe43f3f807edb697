// The eAPI transport against the eAPI simulator over real HTTP and HTTPS on loopback, and
// against hand-made servers for what the simulator never does (hang, answer garbage).
import assert from 'node:assert/strict';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createTcpServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import eos from '../../src/devlib/drivers/eos/index.ts';
import { RecordedAnswers, type Recording } from '../../src/devlib/fixtures.ts';
import { startEapiDevice } from '../../src/devlib/simulator/eapi.ts';
import type { RunningDevice } from '../../src/devlib/simulator/device.ts';
import { DeviceUnavailableError, type DeviceTarget, type OpenSession } from '../../src/devlib/transports/contract.ts';
import { eapiTransport } from '../../src/devlib/transports/eapi.ts';
import { DeviceCommandError, type EapiSession, type GetterName } from '../../src/devlib/types.ts';
import { freePort } from '../../src/net/free-port.ts';
import { assertMatches, driverCases } from './replay.ts';

const PASSWORD = 'pa55-word!';
const VERSION = { modelName: 'vEOS', version: '4.15.2F', serialNumber: 'ABC123' };
const HOSTNAME = { hostname: 'leaf1', fqdn: 'leaf1.example.net' };
const RUNNING = 'hostname leaf1\n!\nend\n';
const RECORDINGS: Recording[] = [
  { kind: 'eapi', command: 'show version', format: 'json', answer: VERSION },
  { kind: 'eapi', command: 'show hostname', format: 'json', answer: HOSTNAME },
  { kind: 'eapi', command: 'show running-config', format: 'text', answer: RUNNING },
  { kind: 'eapi', command: 'show version', format: 'text', answer: 'Arista vEOS\n' },
];

function device(o: { tls: boolean; secret?: string }): Promise<RunningDevice> {
  return startEapiDevice({ host: '127.0.0.1', port: 0, username: 'admin', password: PASSWORD, answers: new RecordedAnswers(RECORDINGS), ...o });
}

function target(d: { port: number }, o: Partial<DeviceTarget> = {}): DeviceTarget {
  return {
    host: '127.0.0.1',
    port: d.port,
    username: 'admin',
    password: PASSWORD,
    timeoutMs: 5000,
    scheme: 'http',
    verifyTls: true,
    checkHostKey: async () => assert.fail('eAPI has no host key'),
    ...o,
  };
}

async function refusal(open: Promise<unknown>): Promise<DeviceUnavailableError> {
  const e = await open.then(
    () => assert.fail('expected the session to be refused'),
    (e: unknown) => e,
  );
  assert.ok(e instanceof DeviceUnavailableError, `expected a DeviceUnavailableError, got ${String(e)}`);
  assert.ok(!e.message.includes(PASSWORD), `the password is in: ${e.message}`);
  return e;
}

/** A plain HTTP server on a free loopback port. */
async function listen(server: Server): Promise<number> {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return (server.address() as AddressInfo).port;
}

/** An eAPI look-alike: `answer(n)` gives the body of the n-th request (from 1), or undefined to never answer. */
function fakeEapi(answer: (n: number, cmds: unknown[]) => string | undefined): { server: Server; connections: Socket[] } {
  const connections: Socket[] = [];
  let n = 0;
  const server = createHttpServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const request = JSON.parse(body) as { id: string; params: { cmds: unknown[] } };
      const text = answer(++n, request.params.cmds);
      if (text === undefined) return;
      res.writeHead(200, { 'content-type': text.startsWith('{') ? 'application/json' : 'text/html' });
      res.end(text.replace('$ID', request.id));
    });
  });
  server.on('connection', (s: Socket) => connections.push(s));
  return { server, connections };
}

const enableOnly = (_n: number, cmds: unknown[]) => JSON.stringify({ jsonrpc: '2.0', id: '$ID', result: cmds.map(() => ({})) });

describe('eAPI transport', () => {
  describe('over HTTP', () => {
    let sim: RunningDevice;
    let open: OpenSession<EapiSession>;
    before(async () => {
      sim = await device({ tls: false });
      open = await eapiTransport(target(sim));
    });
    after(async () => {
      await open?.close();
      await sim?.close();
    });

    it('answers one result per command: the result object in json, the output text in text', async () => {
      assert.deepEqual(await open.session.run(['show version', 'show hostname'], 'json'), [VERSION, HOSTNAME]);
      assert.deepEqual(await open.session.run(['show running-config', 'show version'], 'text'), [RUNNING, 'Arista vEOS\n']);
      assert.deepEqual(await open.session.run([], 'json'), []);
    });

    it('sends enable first in every call, the check at open included', async () => {
      const before = sim.requests.length;
      await open.session.run(['show hostname'], 'json');
      assert.deepEqual(sim.requests.slice(before), ['enable', 'show hostname']);
      assert.equal(sim.requests[0], 'enable');
    });

    it("turns eAPI's error for an unrecorded command into a DeviceCommandError and keeps the session", async () => {
      const e = await open.session.run(['show version', 'show foo'], 'json').then(() => assert.fail('expected a failure'), (e: unknown) => e);
      assert.ok(e instanceof DeviceCommandError);
      assert.equal(e.request, 'show foo');
      assert.equal(e.message, "CLI command 3 of 3 'show foo' failed: invalid command [Invalid input (the simulator has no json answer recorded for this command)]");
      assert.deepEqual(await open.session.run(['show hostname'], 'json'), [HOSTNAME]);
    });

    it('reports a command asked as json that only has text as unconverted (eAPI 1003)', async () => {
      const e = await open.session.run(['show running-config'], 'json').then(() => assert.fail('expected a failure'), (e: unknown) => e);
      assert.ok(e instanceof DeviceCommandError);
      assert.match(e.message, /CLI command 2 of 2 'show running-config' failed: unconverted command/);
    });
  });

  describe('over HTTPS', () => {
    let sim: RunningDevice;
    before(async () => (sim = await device({ tls: true })));
    after(async () => sim?.close());

    it('refuses the self-signed certificate by default, saying how to accept it', async () => {
      const e = await refusal(eapiTransport(target(sim, { scheme: 'https' })));
      assert.match(e.message, new RegExp(`https://127\\.0\\.0\\.1:${sim.port}`));
      assert.match(e.message, /certificate is not trusted \(self-signed, DEPTH_ZERO_SELF_SIGNED_CERT\)/);
      assert.match(e.message, /X-DEVLIB-verify_tls: false/);
      assert.match(e.message, /devlib_args/);
    });

    it('https is the default scheme', async () => {
      await refusal(eapiTransport(target(sim, { scheme: undefined })));
      const open = await eapiTransport(target(sim, { scheme: undefined, verifyTls: false }));
      await open.close();
    });

    it('accepts it with verifyTls false and runs commands', async () => {
      const open = await eapiTransport(target(sim, { scheme: 'https', verifyTls: false }));
      try {
        assert.deepEqual(await open.session.run(['show version'], 'json'), [VERSION]);
        assert.deepEqual(await open.session.run(['show running-config'], 'text'), [RUNNING]);
      } finally {
        await open.close();
      }
    });

    it('says so when the device serves plain HTTP', async () => {
      const plain = await device({ tls: false });
      try {
        const e = await refusal(eapiTransport(target(plain, { scheme: 'https', verifyTls: false })));
        assert.match(e.message, /TLS handshake failed \(wrong version number\); if the device serves plain HTTP, set "transport": "http"/);
      } finally {
        await plain.close();
      }
    });
  });

  describe('enable secret', () => {
    let sim: RunningDevice;
    before(async () => (sim = await device({ tls: false, secret: 'en-secret' })));
    after(async () => sim?.close());

    it('passes the secret as the input of enable', async () => {
      const open = await eapiTransport(target(sim, { secret: 'en-secret' }));
      try {
        assert.deepEqual(await open.session.run(['show hostname'], 'json'), [HOSTNAME]);
      } finally {
        await open.close();
      }
    });

    it('a wrong or missing secret makes the device unavailable, without echoing it', async () => {
      for (const secret of ['wrong-secret', undefined]) {
        const e = await refusal(eapiTransport(target(sim, { secret })));
        assert.match(e.message, /refused enable .*permission to run command denied.*check the enable secret/);
        assert.ok(!e.message.includes('wrong-secret') && !e.message.includes('en-secret'), e.message);
      }
    });
  });

  describe('login and reachability', () => {
    it('a wrong password (HTTP 401) is a DeviceUnavailableError naming the device, never the password', async () => {
      const sim = await device({ tls: false });
      try {
        const e = await refusal(eapiTransport(target(sim, { password: `${PASSWORD}x` })));
        assert.match(e.message, new RegExp(`http://127\\.0\\.0\\.1:${sim.port} refused the login of user "admin" \\(HTTP 401\\)`));
        assert.ok(!e.message.includes(`${PASSWORD}x`));
      } finally {
        await sim.close();
      }
    });

    it('a closed port is refused', async () => {
      const port = await freePort();
      const e = await refusal(eapiTransport(target({ port })));
      assert.match(e.message, new RegExp(`127\\.0\\.0\\.1:${port} refused the connection`));
    });

    it('a device that accepts but never answers times out at open', async () => {
      const sockets: Socket[] = [];
      const server = createTcpServer((s) => sockets.push(s));
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      const { port } = server.address() as AddressInfo;
      try {
        const started = Date.now();
        const e = await refusal(eapiTransport(target({ port }, { timeoutMs: 300 })));
        assert.match(e.message, /did not answer within 0\.3 s/);
        assert.ok(Date.now() - started < 3000);
      } finally {
        for (const s of sockets) s.destroy();
        server.close();
      }
    });

    it('a run that gets no answer fails with an Error within the timeout', async () => {
      const { server } = fakeEapi((n, cmds) => (n === 1 ? enableOnly(n, cmds) : undefined));
      const port = await listen(server);
      try {
        const open = await eapiTransport(target({ port }, { timeoutMs: 300 }));
        const e = await open.session.run(['show version'], 'json').then(() => assert.fail('expected a timeout'), (e: unknown) => e);
        assert.ok(e instanceof Error && !(e instanceof DeviceUnavailableError) && !(e instanceof DeviceCommandError), String(e));
        assert.match(e.message, /did not answer within 0\.3 s/);
        await open.close();
      } finally {
        server.closeAllConnections();
        server.close();
      }
    });

    it('a body that is not JSON is a clear error: at open the device is unavailable, later the run fails', async () => {
      const html = '<html><body>Login</body></html>';
      const always = fakeEapi(() => html);
      const port = await listen(always.server);
      const later = fakeEapi((n, cmds) => (n === 1 ? enableOnly(n, cmds) : html));
      const laterPort = await listen(later.server);
      try {
        const e = await refusal(eapiTransport(target({ port })));
        assert.match(e.message, /answered a body that is not JSON \(text\/html/);
        const open = await eapiTransport(target({ port: laterPort }));
        await assert.rejects(open.session.run(['show version'], 'json'), /eAPI at http:\/\/127\.0\.0\.1:\d+ answered a body that is not JSON/);
        await open.close();
      } finally {
        for (const s of [always.server, later.server]) {
          s.closeAllConnections();
          s.close();
        }
      }
    });

    it('JSON-RPC errors are Errors; device messages lose any secret they echo', async () => {
      const { server } = fakeEapi((n, cmds) =>
        n === 1
          ? enableOnly(n, cmds)
          : n === 2
            ? JSON.stringify({ jsonrpc: '2.0', id: '$ID', error: { code: -32602, message: 'Invalid params' } })
            : JSON.stringify({ jsonrpc: '2.0', id: '$ID', error: { code: 1005, message: `CLI command 1 of 2 'enable input=the-secret' failed: denied ${PASSWORD}`, data: [{ errors: ['no'] }] } }),
      );
      const port = await listen(server);
      try {
        const open = await eapiTransport(target({ port }, { secret: 'the-secret' }));
        await assert.rejects(open.session.run(['show version'], 'json'), (e: Error) => !(e instanceof DeviceCommandError) && /rejected the request: Invalid params \(JSON-RPC error -32602\)/.test(e.message));
        const e = await open.session.run(['show version'], 'json').then(() => assert.fail('expected a failure'), (e: unknown) => e);
        assert.ok(e instanceof DeviceCommandError);
        assert.equal(e.request, 'enable');
        assert.ok(!e.message.includes('the-secret') && !e.message.includes(PASSWORD), e.message);
        await open.close();
      } finally {
        server.closeAllConnections();
        server.close();
      }
    });

    it("a failed command's own error text joins the message (EOS: No IPv6 configured interfaces)", async () => {
      const { server } = fakeEapi((n, cmds) => n === 1 ? enableOnly(n, cmds) : JSON.stringify({ jsonrpc: '2.0', id: '$ID', error: {
        code: 1002, message: "CLI command 2 of 2 'show ipv6 interface' failed: invalid command",
        data: [{}, { errors: ['No IPv6 configured interfaces'] }] } }));
      const port = await listen(server);
      try {
        const open = await eapiTransport(target({ port }));
        const e = await open.session.run(['show ipv6 interface'], 'json').then(() => assert.fail('expected a failure'), (e: unknown) => e);
        assert.ok(e instanceof DeviceCommandError);
        assert.equal(e.request, 'show ipv6 interface');
        assert.equal(e.message, "CLI command 2 of 2 'show ipv6 interface' failed: invalid command [No IPv6 configured interfaces]");
        await open.close();
      } finally {
        server.closeAllConnections();
        server.close();
      }
    });

    it("a session's calls share one keep-alive connection, which close() ends", async () => {
      const { server, connections } = fakeEapi((n, cmds) => JSON.stringify({ jsonrpc: '2.0', id: '$ID', result: cmds.map(() => ({ ok: n })) }));
      const port = await listen(server);
      try {
        const open = await eapiTransport(target({ port }));
        for (let i = 0; i < 3; i++) await open.session.run(['show version'], 'json');
        assert.equal(connections.length, 1);
        const closed = new Promise((done) => connections[0]!.once('close', done));
        await open.close();
        await closed;
      } finally {
        server.close();
      }
    });
  });
});

describe('eAPI simulator', () => {
  let sim: RunningDevice;
  let url: string;
  const auth = { authorization: `Basic ${Buffer.from(`admin:${PASSWORD}`).toString('base64')}` };
  before(async () => {
    sim = await device({ tls: false });
    url = `http://127.0.0.1:${sim.port}/command-api`;
  });
  after(async () => sim?.close());

  const call = async (body: unknown) => {
    const res = await fetch(url, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });
    assert.equal(res.status, 200);
    return (await res.json()) as { id: unknown; result?: unknown[]; error?: { code: number; message: string; data?: unknown[] } };
  };
  const runCmds = (params: unknown) => ({ jsonrpc: '2.0', method: 'runCmds', params, id: 'x1' });

  it('answers runCmds with the results so far and the failed command in the error data', async () => {
    const answer = await call(runCmds({ version: 1, cmds: ['enable', 'show version', 'show foo', 'show hostname'], format: 'json' }));
    assert.equal(answer.id, 'x1');
    assert.equal(answer.error?.code, 1002);
    assert.equal(answer.error?.message, "CLI command 3 of 4 'show foo' failed: invalid command");
    assert.deepEqual(answer.error?.data?.slice(0, 2), [{}, VERSION]);
    assert.ok(Array.isArray((answer.error?.data?.[2] as { errors: string[] }).errors));
    const text = await call(runCmds({ version: 'latest', cmds: [{ cmd: 'enable', input: '' }, 'show version'], format: 'text' }));
    assert.deepEqual(text.result, [{ output: '' }, { output: 'Arista vEOS\n' }]);
  });

  it("gives eAPI's answers to wrong requests", async () => {
    assert.equal((await call('{not json')).error?.code, -32700);
    assert.equal((await call({ method: 'runCmds', params: {} })).error?.code, -32600);
    assert.equal((await call({ jsonrpc: '2.0', method: 'runShellCmds', params: {}, id: 1 })).error?.code, -32601);
    for (const params of [{ cmds: ['show version'] }, { version: 1, cmds: [] }, { version: 1, cmds: ['enable'], format: 'xml' }, { version: 1, cmds: [7] }])
      assert.equal((await call(runCmds(params))).error?.code, -32602, JSON.stringify(params));
    assert.equal((await fetch(url, { headers: auth })).status, 405);
    assert.equal((await fetch(url.replace('command-api', 'explorer'), { method: 'POST', headers: auth })).status, 404);
    const anonymous = await fetch(url, { method: 'POST', body: '{}' });
    assert.equal(anonymous.status, 401);
    assert.match(anonymous.headers.get('www-authenticate') ?? '', /^Basic/);
  });
});

describe('eos driver over the eAPI transport and simulator (HTTPS)', () => {
  for (const c of driverCases('eos')) {
    it(`${c.getter} (${c.dir.split('/').pop()}) returns the expected result`, async () => {
      const sim = await startEapiDevice({ host: '127.0.0.1', port: 0, username: 'admin', password: PASSWORD, answers: new RecordedAnswers(c.recordings), tls: true });
      try {
        const open = await eapiTransport(target(sim, { scheme: 'https', verifyTls: false }));
        try {
          const getter = eos.getters[c.getter as GetterName] as unknown as (s: EapiSession) => Promise<unknown>;
          assertMatches(await getter(eos.session(open.session)), c.expected);
        } finally {
          await open.close();
        }
      } finally {
        await sim.close();
      }
    });
  }
});
