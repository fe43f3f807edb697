// The SSH transports against the SSH device simulators, over real SSH on 127.0.0.1: the IOS
// CLI (login, paging, enable, echo and prompt handling, timeouts, dropped connections),
// NETCONF in both framings, the login failures a device can cause (refused, silent, wrong
// password, host key refused), and the ios and junos drivers end to end on every recorded case.
import assert from 'node:assert/strict';
import { createServer, type Server as NetServer, type Socket } from 'node:net';
import { join } from 'node:path';
import ssh2, { type AuthContext, type ClientChannel, type Connection, type ServerChannel } from 'ssh2';
import ios, { run } from '../../src/devlib/drivers/ios/index.ts';
import junos from '../../src/devlib/drivers/junos/index.ts';
import { factReplies } from '../../src/devlib/drivers/junos/facts.ts';
import { readCase, RecordedAnswers, rpcName, type Recording } from '../../src/devlib/fixtures.ts';
import { freePort } from '../../src/net/free-port.ts';
import { startCliDevice } from '../../src/devlib/simulator/cli.ts';
import type { RunningDevice } from '../../src/devlib/simulator/device.ts';
import { generateHostKey, publicHostKey } from '../../src/devlib/simulator/host_key.ts';
import { DEFAULT_FACTS, startNetconfDevice } from '../../src/devlib/simulator/netconf.ts';
import { cliTransport } from '../../src/devlib/transports/cli.ts';
import { DeviceUnavailableError, HostKeyError, type DeviceTarget, type HostKey } from '../../src/devlib/transports/contract.ts';
import { netconfTransport } from '../../src/devlib/transports/netconf.ts';
import { FrameReader, frame, NetconfFramingError } from '../../src/devlib/transports/netconf_framing.ts';
import { attribute, BASE_1_0, BASE_1_1, elementIn, helloMessage } from '../../src/devlib/transports/netconf_xml.ts';
import { connectSsh, openChannel } from '../../src/devlib/transports/ssh.ts';
import { DeviceCommandError, type CliSession, type GetterName, type NetconfSession } from '../../src/devlib/types.ts';
import { assertMatches, driverCases, FIXTURES } from './replay.ts';

const USER = 'netops';
const PASSWORD = 'Pw-d0-not-leak';
const SECRET = 'En-d0-not-leak';

const answersOf = (...dirs: string[]) => new RecordedAnswers(dirs.flatMap((d) => readCase(join(FIXTURES, d))));
const IOS_CONFIG = answersOf('ios/get_config/normal');
const RUNNING_CONFIG = IOS_CONFIG.cli('show running-config')!;

/** A target for `device`, whose host key check insists on the simulator's own key. */
function targetFor(device: { host: string; port: number; hostKey?: HostKey }, more: Partial<DeviceTarget> = {}): DeviceTarget {
  return {
    host: device.host,
    port: device.port,
    username: USER,
    password: PASSWORD,
    timeoutMs: 3000,
    verifyTls: true,
    checkHostKey: async (key) => {
      if (device.hostKey) assert.deepEqual(key, device.hostKey);
    },
    ...more,
  };
}

function startIos(o: { answers?: RecordedAnswers; secret?: string; pagerStaysOn?: boolean } = {}): Promise<RunningDevice> {
  return startCliDevice({
    host: '127.0.0.1', port: 0, username: USER, password: PASSWORD, hostKey: generateHostKey(),
    answers: o.answers ?? IOS_CONFIG, hostname: 'R1', secret: o.secret, pagerStaysOn: o.pagerStaysOn,
  });
}

/** A DeviceUnavailableError whose message matches `pattern` and carries no secret. */
async function rejectsUnavailable(promise: Promise<unknown>, pattern: RegExp): Promise<DeviceUnavailableError> {
  let error: unknown;
  await assert.rejects(promise, (e) => ((error = e), true));
  assert.ok(error instanceof DeviceUnavailableError, `expected a DeviceUnavailableError, got ${String(error)}`);
  assert.match(error.message, pattern);
  assert.ok(!error.message.includes(PASSWORD) && !error.message.includes(SECRET), `a secret in: ${error.message}`);
  return error;
}

/** A hand-scripted SSH server for what the simulators never do (stall, misframe, refuse
 * password logins); it records the authentication methods it was asked for. */
async function scriptedServer(o: {
  auth?: (ctx: AuthContext) => void;
  shell?: (channel: ServerChannel) => void;
  netconf?: (channel: ServerChannel) => void;
}): Promise<{ host: string; port: number; hostKey: HostKey; auths: string[]; close(): Promise<void> }> {
  const key = generateHostKey();
  const auths: string[] = [];
  const connections = new Set<Connection>();
  const server = new ssh2.Server({ hostKeys: [key] }, (client) => {
    connections.add(client);
    (client as Connection & { setNoDelay(on: boolean): void }).setNoDelay(true); // in ssh2's README, not its types
    client.on('error', () => undefined);
    client.on('authentication', (ctx) => {
      auths.push(ctx.method);
      if (o.auth) return o.auth(ctx);
      return ctx.method === 'password' ? ctx.accept() : ctx.reject(['password']);
    });
    client.on('session', (accept) => {
      const session = accept();
      session.on('pty', (a) => a?.());
      session.on('shell', (a) => o.shell?.(a()));
      session.on('subsystem', (a, r, info) => (info.name === 'netconf' && o.netconf ? o.netconf(a()) : r()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    host: '127.0.0.1',
    port: (server.address() as { port: number }).port,
    hostKey: publicHostKey(key),
    auths,
    close: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const c of connections) c.end();
    }),
  };
}

/** An IOS-like shell that answers `answer(line)` after echoing it, and nothing when that is undefined. */
function scriptedShell(answer: (line: string) => string | undefined) {
  return (channel: ServerChannel) => {
    let line = '';
    channel.write('R9#');
    channel.on('data', (data: Buffer) => {
      for (const ch of data.toString()) {
        if (ch !== '\n') {
          line += ch;
          continue;
        }
        channel.write(`${line}\r\n`);
        const out = answer(line);
        line = '';
        if (out !== undefined) channel.write(`${out}R9#`);
      }
    });
  };
}

/** A NETCONF server offering `capabilities` that hands each RPC's message-id and content to `answer`. */
function scriptedNetconf(capabilities: string[], answer: (id: string, rpc: string, channel: ServerChannel, framing: '1.0' | '1.1') => void) {
  return (channel: ServerChannel) => {
    const reader = new FrameReader();
    let helloSeen = false;
    channel.write(frame(helloMessage(capabilities, 1), '1.0'));
    channel.on('data', (data: Buffer) => {
      reader.push(data);
      for (let m = reader.next(); m !== undefined; m = reader.next()) {
        if (!helloSeen) {
          helloSeen = true;
          if (capabilities.includes(BASE_1_1)) reader.framing = '1.1';
          continue;
        }
        const rpc = elementIn(m, 'rpc')!;
        answer(attribute(rpc.attributes, 'message-id')!, rpc.content, channel, reader.framing);
      }
    });
  };
}

/** Everything a raw shell channel prints, and a wait for text matching a pattern. */
function watch(channel: ClientChannel) {
  let text = '';
  const waiting: Array<() => void> = [];
  channel.on('data', (d: Buffer) => {
    text += d.toString();
    for (const w of waiting.splice(0)) w();
  });
  const until = (pattern: RegExp): Promise<string> => new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${pattern} in ${JSON.stringify(text.slice(-200))}`)), 3000);
    const check = () => {
      if (pattern.test(text)) {
        clearTimeout(timer);
        const seen = text;
        text = '';
        resolve(seen);
      } else waiting.push(check);
    };
    check();
  });
  return { until };
}

const lines = (text: string) => text.replace(/\n$/, '');

describe('CLI transport over SSH (IOS simulator)', () => {
  const devices: RunningDevice[] = [];
  const start = async (o: Parameters<typeof startIos>[0] = {}) => {
    const d = await startIos(o);
    devices.push(d);
    return d;
  };
  afterEach(async () => {
    await Promise.all(devices.splice(0).map((d) => d.close()));
  });

  it('turns paging off first, then answers without the echoed command or the prompt', async () => {
    const device = await start({ answers: answersOf('ios/get_facts/normal') });
    const seen: HostKey[] = [];
    const { session, close } = await cliTransport(targetFor(device, { checkHostKey: async (k) => void seen.push(k) }));
    assert.deepEqual(seen, [device.hostKey]);
    const version = await session.run('show version');
    assert.equal(version, lines(answersOf('ios/get_facts/normal').cli('show version')!));
    assert.ok(!/R1[>#]|^show version/m.test(version));
    assert.deepEqual(device.requests, ['terminal length 0', 'terminal width 511', 'show version']);
    await close();
  });

  it('brings answers longer than a page (24 lines) back whole', async () => {
    const device = await start();
    assert.ok(RUNNING_CONFIG.split('\n').length > 100);
    const { session, close } = await cliTransport(targetFor(device));
    assert.equal(await session.run('show running-config'), lines(RUNNING_CONFIG));
    assert.equal(await session.run('show startup-config'), lines(IOS_CONFIG.cli('show startup-config')!));
    await close();
  });

  it('reads through a pager that slips through (" --More-- ", space, IOS erasing the line)', async () => {
    const device = await start({ pagerStaysOn: true });
    const { session, close } = await cliTransport(targetFor(device));
    assert.equal(await session.run('show running-config'), lines(RUNNING_CONFIG));
    assert.equal(await session.run('show startup-config'), lines(IOS_CONFIG.cli('show startup-config')!));
    await close();
  });

  it('the simulator pages at 24 lines until terminal length 0', async () => {
    const device = await start();
    const connection = await connectSsh(targetFor(device));
    try {
      const channel = await openChannel(connection, 3000, { pty: { term: 'vt100', rows: 24, cols: 80, width: 0, height: 0 } });
      const shell = watch(channel);
      await shell.until(/R1#$/);
      channel.write('show running-config\n');
      const config = lines(RUNNING_CONFIG).split('\n');
      assert.deepEqual((await shell.until(/ --More-- $/)).split('\r\n'), ['show running-config', ...config.slice(0, 23), ' --More-- ']);
      channel.write(' ');
      const erase = '\b'.repeat(10) + ' '.repeat(10) + '\b'.repeat(10);
      assert.deepEqual((await shell.until(/ --More-- $/)).split('\r\n'), [erase + config[23], ...config.slice(24, 46), ' --More-- ']);
      channel.write('q');
      await shell.until(/R1#$/);
      channel.write('terminal length 0\n');
      await shell.until(/R1#$/);
      channel.write('show running-config\n');
      assert.equal(await shell.until(/R1#$/), `show running-config\r\n${config.join('\r\n')}\r\nR1#`);
    } finally {
      await connection.close();
    }
  });

  it('enters privileged mode with the enable secret, which it never sends as a command', async () => {
    const device = await start({ secret: SECRET });
    const { session, close } = await cliTransport(targetFor(device, { secret: SECRET }));
    assert.equal(await session.run('show running-config'), lines(RUNNING_CONFIG));
    assert.deepEqual(device.requests, ['terminal length 0', 'terminal width 511', 'enable', 'show running-config']);
    await close();
  });

  it('refuses a wrong enable secret, and a login in user mode without one', async () => {
    const device = await start({ secret: SECRET });
    await rejectsUnavailable(cliTransport(targetFor(device, { secret: 'not-it' })), /^127\.0\.0\.1:\d+: the enable secret was refused/);
    await rejectsUnavailable(cliTransport(targetFor(device)), /^127\.0\.0\.1:\d+: the login lands in user mode \(R1>\) and no enable secret was given/);
    assert.deepEqual(device.requests, ['terminal length 0', 'terminal width 511', 'enable', 'terminal length 0', 'terminal width 511']);
  });

  it('passes IOS\'s rejection of an unrecorded command through as text (caret line included)', async () => {
    const device = await start();
    const { session, close } = await cliTransport(targetFor(device));
    const out = await session.run('show bogus thing');
    assert.equal(out, `${' '.repeat('R1#show '.length)}^\n% Invalid input detected at '^' marker.\n`);
    await assert.rejects(run(session, 'show bogus thing'), (e) => e instanceof DeviceCommandError && /Invalid input/.test(e.message));
    await close();
  });

  it('refuses commands with line breaks without sending them, and runs concurrent commands one at a time', async () => {
    const device = await start();
    const { session, close } = await cliTransport(targetFor(device));
    await assert.rejects(session.run('show version\nreload'), /line break/);
    await assert.rejects(session.run('show version\r'), /line break/);
    const [running, startup, again] = await Promise.all([
      session.run('show running-config'), session.run('show startup-config'), session.run('show running-config'),
    ]);
    assert.equal(running, lines(RUNNING_CONFIG));
    assert.equal(startup, lines(IOS_CONFIG.cli('show startup-config')!));
    assert.equal(again, running);
    assert.deepEqual(device.requests.slice(2), ['show running-config', 'show startup-config', 'show running-config']);
    await close();
  });

  it('fails a command after the connection dropped, at once and clearly; close never throws', async () => {
    const device = await start();
    const { session, close } = await cliTransport(targetFor(device));
    await device.close();
    const started = Date.now();
    await assert.rejects(session.run('show running-config'), /127\.0\.0\.1:\d+: .*(closed|ended)/);
    await assert.rejects(session.run('show version'), /unusable/);
    assert.ok(Date.now() - started < 1000);
    await close();
    await close();
  });
});

describe('CLI transport: a device that stops answering', () => {
  it('reads an answer streamed without a line end in linear time', async function () {
    this.timeout(20_000);
    const long = 'x'.repeat(8 * 1024 * 1024);
    const device = await startIos({ answers: new RecordedAnswers([...IOS_CONFIG.recordings, { kind: 'cli', command: 'show tech-support', answer: long }]) });
    try {
      const { session, close } = await cliTransport(targetFor(device, { timeoutMs: 4000 }));
      try {
        const started = Date.now();
        const out = await session.run('show tech-support');
        assert.equal(out.replace(/\s+$/, '').length, long.length);
        assert.ok(Date.now() - started < 4000, `${Date.now() - started} ms`);
      } finally {
        await close();
      }
    } finally {
      await device.close();
    }
  });

  it('fails a command not answered within the timeout, then every later command at once', async () => {
    const server = await scriptedServer({ shell: scriptedShell((line) => (line === 'show slow' ? undefined : line.startsWith('show') ? 'output\r\n' : '')) });
    try {
      const { session, close } = await cliTransport(targetFor(server, { timeoutMs: 300 }));
      assert.equal(await session.run('show fast'), 'output');
      const started = Date.now();
      await assert.rejects(session.run('show slow'), /127\.0\.0\.1:\d+: no answer to show slow within 0\.3 s/);
      assert.ok(Date.now() - started < 1500);
      await assert.rejects(session.run('show fast'), /unusable: no answer to show slow within 0\.3 s/);
      await close();
    } finally {
      await server.close();
    }
  });

  it('the whole login fits in the timeout: steps each quick enough but slow together fail it', async () => {
    // Prompt, terminal length and terminal width each take 250 ms: 750 ms in all, past 500.
    const slow = (channel: ServerChannel) => {
      const later = (text: string) => setTimeout(() => channel.write(text), 250);
      later('R9#');
      let line = '';
      channel.on('data', (data: Buffer) => {
        for (const ch of data.toString()) {
          if (ch !== '\n') { line += ch; continue; }
          channel.write(`${line}\r\n`);
          later('R9#');
          line = '';
        }
      });
    };
    const server = await scriptedServer({ shell: slow });
    try {
      await rejectsUnavailable(cliTransport(targetFor(server, { timeoutMs: 500 })), /no answer to terminal (length 0|width 511) within 0\.5 s/);
      const open = await cliTransport(targetFor(server, { timeoutMs: 1500 }));
      await open.close();
    } finally {
      await server.close();
    }
  });

  it('fails the login when no prompt comes', async () => {
    const server = await scriptedServer({ shell: () => undefined });
    try {
      await rejectsUnavailable(cliTransport(targetFor(server, { timeoutMs: 300 })), /no answer to the login prompt within 0\.3 s/);
    } finally {
      await server.close();
    }
  });
});

describe('SSH login failures', () => {
  it('a wrong password: authentication failed, the password in no message', async () => {
    const device = await startIos();
    try {
      const e = await rejectsUnavailable(cliTransport(targetFor(device, { password: 'wrong-password' })), /^127\.0\.0\.1:\d+: SSH authentication failed for user netops$/);
      assert.ok(!e.message.includes('wrong-password'));
      assert.deepEqual(device.requests, []);
    } finally {
      await device.close();
    }
  });

  it('the simulators accept keyboard-interactive logins too', async () => {
    const device = await startIos();
    const client = new ssh2.Client();
    try {
      await new Promise<void>((resolve, reject) => {
        client.on('ready', resolve).on('error', reject)
          .on('keyboard-interactive', (_name, _instructions, _lang, prompts, finish) => finish(prompts.map(() => PASSWORD)))
          .connect({ host: device.host, port: device.port, username: USER, tryKeyboard: true, authHandler: ['keyboard-interactive'] });
      });
    } finally {
      client.end();
      await device.close();
    }
  });

  it('logs in by keyboard-interactive when the device turns password authentication off', async () => {
    const server = await scriptedServer({
      auth: (ctx) => {
        if (ctx.method !== 'keyboard-interactive') return ctx.reject(['keyboard-interactive']);
        ctx.prompt([{ prompt: 'Password: ', echo: false }], (answers) => (answers[0] === PASSWORD ? ctx.accept() : ctx.reject()));
      },
    });
    try {
      const connection = await connectSsh(targetFor(server));
      assert.deepEqual(server.auths, ['password', 'keyboard-interactive']);
      await connection.close();
    } finally {
      await server.close();
    }
  });

  it('a closed port: connection refused', async () => {
    const port = await freePort();
    await rejectsUnavailable(cliTransport(targetFor({ host: '127.0.0.1', port })), new RegExp(`^127\\.0\\.0\\.1:${port}: connection refused$`));
    await rejectsUnavailable(netconfTransport(targetFor({ host: '127.0.0.1', port })), /connection refused/);
  });

  it('a server that accepts and never speaks: timed out, within the timeout', async () => {
    const sockets = new Set<Socket>();
    const silent: NetServer = createServer((s) => void sockets.add(s));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    try {
      const started = Date.now();
      await rejectsUnavailable(cliTransport(targetFor({ host: '127.0.0.1', port }, { timeoutMs: 300 })), /^127\.0\.0\.1:\d+: timed out after 0\.3 s while exchanging SSH keys$/);
      assert.ok(Date.now() - started < 1000);
    } finally {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('a refused host key stops the login before any credential is sent', async () => {
    const server = await scriptedServer({});
    try {
      const refusal = new HostKeyError('host key changed');
      const e = await rejectsUnavailable(cliTransport(targetFor(server, { checkHostKey: async () => { throw refusal; } })), /host key changed/);
      assert.equal(e, refusal);
      // A checker that fails otherwise (its key store is down) refuses the key too, with its own error.
      const broken = new Error('key store offline');
      await assert.rejects(netconfTransport(targetFor(server, { checkHostKey: async () => { throw broken; } })), (e) => e === broken);
      assert.deepEqual(server.auths, []);
    } finally {
      await server.close();
    }
  });
});

describe('NETCONF transport over SSH (Junos simulator)', () => {
  const interfaces = answersOf('junos/get_interfaces/normal');
  const INTERFACES_RPC = '<get-interface-information/>';

  for (const framing of ['1.0', undefined] as const) {
    describe(`framing ${framing ?? '1.1 (default)'}`, () => {
      let device: RunningDevice;
      beforeEach(async () => {
        device = await startNetconfDevice({
          host: '127.0.0.1', port: 0, username: USER, password: PASSWORD, hostKey: generateHostKey(), answers: interfaces, framing,
        });
      });
      afterEach(() => device.close());

      it('answers an RPC with exactly the content of its <rpc-reply> (a 450 kB reply included)', async () => {
        const { session, close } = await netconfTransport(targetFor(device));
        assert.equal(await session.rpc(INTERFACES_RPC), interfaces.rpc(INTERFACES_RPC));
        assert.equal(await session.rpc('<get-software-information/>'), factReplies(DEFAULT_FACTS).find((r) => r.rpc === 'get-software-information')!.reply);
        await close();
        assert.deepEqual(device.requests, [INTERFACES_RPC, '<get-software-information/>', '<close-session/>']);
      });

      it('passes an <rpc-error> through as text', async () => {
        const { session, close } = await netconfTransport(targetFor(device));
        const reply = await session.rpc('<get-nonsense/>');
        assert.match(reply, /^<rpc-error>.*<error-severity>error<\/error-severity><error-message>syntax error<\/error-message>.*<bad-element>get-nonsense<\/bad-element>/);
        await close();
      });

      it('fails RPCs at once after the device dropped the connection; close never throws', async () => {
        const { session, close } = await netconfTransport(targetFor(device));
        await device.close();
        await assert.rejects(session.rpc(INTERFACES_RPC), /127\.0\.0\.1:\d+: .*(closed|ended)/);
        await assert.rejects(session.rpc(INTERFACES_RPC), /unusable/);
        await close();
        await close();
      });

      it('matches concurrent RPCs to their replies by message-id', async () => {
        const { session, close } = await netconfTransport(targetFor(device));
        const requests = [INTERFACES_RPC, '<get-chassis-inventory/>', '<get-nonsense/>', '<get-system-uptime-information/>'];
        const replies = await Promise.all(requests.map((r) => session.rpc(r)));
        assert.equal(replies[0], interfaces.rpc(INTERFACES_RPC));
        assert.match(replies[1]!, /^<chassis-inventory>/);
        assert.match(replies[2]!, /^<rpc-error>/);
        assert.match(replies[3]!, /^<system-uptime-information>/);
        await close();
      });
    });
  }

  it('fails an RPC whose reply carries another message-id, and the session after it', async () => {
    const server = await scriptedServer({
      netconf: scriptedNetconf([BASE_1_0, BASE_1_1], (id, _rpc, channel, framing) =>
        channel.write(frame(`<rpc-reply message-id="${Number(id) + 7}" xmlns="urn:ietf:params:xml:ns:netconf:base:1.0"><ok/></rpc-reply>`, framing))),
    });
    try {
      const { session, close } = await netconfTransport(targetFor(server));
      await assert.rejects(session.rpc('<get-foo/>'), /a reply to message-id 8 while waiting for 1/);
      await assert.rejects(session.rpc('<get-foo/>'), /unusable/);
      await close();
    } finally {
      await server.close();
    }
  });

  it('fails clearly, without waiting for the timeout, on malformed chunked framing', async () => {
    const server = await scriptedServer({
      netconf: scriptedNetconf([BASE_1_0, BASE_1_1], (_id, _rpc, channel) => channel.write('\n#12x\n<rpc-reply/>\n##\n')),
    });
    try {
      const { session, close } = await netconfTransport(targetFor(server, { timeoutMs: 5000 }));
      const started = Date.now();
      await assert.rejects(session.rpc('<get-foo/>'), /malformed NETCONF 1\.1 framing: expected a chunk size .* from the device/);
      assert.ok(Date.now() - started < 1000);
      await close();
    } finally {
      await server.close();
    }
  });

  it('fails an RPC not answered within the timeout; no hello is a login failure', async () => {
    const server = await scriptedServer({ netconf: scriptedNetconf([BASE_1_0], () => undefined) });
    const mute = await scriptedServer({ netconf: () => undefined });
    try {
      const { session, close } = await netconfTransport(targetFor(server, { timeoutMs: 300 }));
      await assert.rejects(session.rpc('<get-foo/>'), /no answer to get-foo within 0\.3 s/);
      await close();
      await rejectsUnavailable(netconfTransport(targetFor(mute, { timeoutMs: 300 })), /no answer to the NETCONF hello within 0\.3 s/);
    } finally {
      await server.close();
      await mute.close();
    }
  });

  it('a device without the netconf subsystem is unavailable', async () => {
    const device = await startIos();
    try {
      await rejectsUnavailable(netconfTransport(targetFor(device)), /could not open the netconf subsystem/);
    } finally {
      await device.close();
    }
  });
});

describe('simulator host keys', () => {
  it('are ed25519 keys ssh2 can read, every one (its keygen spoils one in 256)', () => {
    for (let i = 0; i < 1000; i++) {
      const key = publicHostKey(generateHostKey());
      assert.equal(key.algorithm, 'ssh-ed25519');
      assert.match(key.fingerprint, /^SHA256:[A-Za-z0-9+/]{43}$/);
    }
  });
});

describe('NETCONF framing', () => {
  const message = '<rpc-reply message-id="1">é '.padEnd(300, 'x') + '</rpc-reply>';

  it('reads 1.0 and 1.1 messages split at any byte, several chunks per message', () => {
    for (const framing of ['1.0', '1.1'] as const) {
      const bytes = Buffer.concat([frame(message, framing, 7), frame('<b/>', framing)]);
      for (const step of [1, 2, 5, 64]) {
        const reader = new FrameReader();
        reader.framing = framing;
        const got: string[] = [];
        for (let at = 0; at < bytes.length; at += step) {
          reader.push(bytes.subarray(at, at + step));
          for (let m = reader.next(); m !== undefined; m = reader.next()) got.push(m);
        }
        assert.deepEqual(got, [message, '<b/>'], `${framing} in steps of ${step}`);
      }
    }
  });

  it('switches from 1.0 to 1.1 after the hellos, over a line end left after "]]>]]>"', () => {
    const reader = new FrameReader();
    reader.push(Buffer.concat([frame('<hello/>', '1.0'), Buffer.from('\n'), frame('<rpc-reply/>', '1.1')]));
    assert.equal(reader.next(), '<hello/>');
    reader.framing = '1.1';
    assert.equal(reader.next(), '<rpc-reply/>');
    assert.equal(reader.next(), undefined);
  });

  it('reads a message in linear time however it is chunked, and refuses one over the limit', () => {
    for (const framing of ['1.0', '1.1'] as const) {
      const reader = new FrameReader();
      reader.framing = framing;
      const body = 'y'.repeat(100);
      const started = Date.now();
      if (framing === '1.1') for (let i = 0; i < 100_000; i++) reader.push(Buffer.from(`\n#100\n${body}`));
      else for (let i = 0; i < 100_000; i++) reader.push(Buffer.from(body));
      assert.equal(reader.next(), undefined);
      reader.push(Buffer.from(framing === '1.1' ? '\n##\n' : ']]>]]>'));
      assert.equal(reader.next()!.length, 10_000_000);
      assert.ok(Date.now() - started < 3000, `${framing}: ${Date.now() - started} ms`);
    }
    const small = new FrameReader(1000);
    assert.throws(() => small.push(Buffer.alloc(2000, 'z')), /larger than 1000 bytes/);
  });

  it('names what is wrong with malformed chunked framing', () => {
    for (const bad of ['#4\nabcd\n##\n', '\n#0\n\n##\n', '\n#012\n', '\n#4\nabcdX#', '\n##\n', '\n#12345678901\n', '\n#4\nabcd\n##X']) {
      const reader = new FrameReader();
      reader.framing = '1.1';
      reader.push(Buffer.from(bad));
      assert.throws(() => reader.next(), NetconfFramingError, JSON.stringify(bad));
    }
  });
});

describe('drivers end to end over SSH, every recorded case', () => {
  const FACT_RPCS = new Set(factReplies(DEFAULT_FACTS).map((r) => r.rpc));

  for (const c of driverCases('ios')) {
    it(`ios ${c.getter} (${c.dir.split('/').pop()})`, async () => {
      const device = await startCliDevice({
        host: '127.0.0.1', port: 0, username: USER, password: PASSWORD, hostKey: generateHostKey(),
        answers: new RecordedAnswers(c.recordings), hostname: 'edge-1', secret: SECRET,
      });
      try {
        const { session, close } = await cliTransport(targetFor(device, { secret: SECRET }));
        try {
          const getter = ios.getters[c.getter as GetterName] as unknown as (s: CliSession) => Promise<unknown>;
          assertMatches(await getter(ios.session(session)), c.expected);
        } finally {
          await close();
        }
        assert.deepEqual(device.requests, ['terminal length 0', 'terminal width 511', 'enable', ...commandsOf(c.recordings), 'exit']);
      } finally {
        await device.close();
      }
    });
  }

  for (const c of driverCases('junos')) {
    it(`junos ${c.getter} (${c.dir.split('/').pop()})`, async () => {
      const device = await startNetconfDevice({
        host: '127.0.0.1', port: 0, username: USER, password: PASSWORD, hostKey: generateHostKey(), answers: new RecordedAnswers(c.recordings),
      });
      try {
        const { session, close } = await netconfTransport(targetFor(device));
        try {
          const getter = junos.getters[c.getter as GetterName] as unknown as (s: NetconfSession) => Promise<unknown>;
          assertMatches(await getter(junos.session(session)), c.expected);
        } finally {
          await close();
        }
        const sent = device.requests.filter((r) => !FACT_RPCS.has(rpcName(r)) && r !== '<close-session/>');
        assert.deepEqual(sent, c.recordings.flatMap((r) => (r.kind === 'netconf' ? [r.rpc] : [])));
      } finally {
        await device.close();
      }
    });
  }
});

function commandsOf(recordings: Recording[]): string[] {
  return recordings.flatMap((r) => (r.kind === 'cli' ? [r.command] : []));
}
