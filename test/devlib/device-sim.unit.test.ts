// The device simulator as a whole: startSimulator's checks of its options, an eos device
// started from a whole driver folder, and scripts/device-sim.ts run as users run it.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readCase } from '../../src/devlib/fixtures.ts';
import { SimulatorOptionsError, startSimulator, type SimulatorOptions } from '../../src/devlib/simulator/index.ts';
import { eapiTransport } from '../../src/devlib/transports/eapi.ts';
import { FIXTURES } from './replay.ts';

const ROOT = join(import.meta.dirname, '..', '..');

async function rejected(o: SimulatorOptions, pattern: RegExp): Promise<void> {
  await assert.rejects(startSimulator(o), (e: Error) => {
    assert.ok(e instanceof SimulatorOptionsError, `expected a SimulatorOptionsError, got ${String(e)}`);
    assert.match(e.message, pattern);
    return true;
  });
}

describe('startSimulator', () => {
  it('checks its options before starting anything', async () => {
    const eos = join(FIXTURES, 'eos');
    const empty = mkdtempSync(join(tmpdir(), 'device-sim-'));
    try {
      await rejected({ driver: 'nxos' as 'ios', fixtures: eos }, /unknown driver "nxos": expected ios, eos or junos/);
      await rejected({ driver: 'eos', fixtures: join(FIXTURES, 'nope') }, /fixtures: .*nope is not a folder/);
      await rejected({ driver: 'eos', fixtures: empty }, /no recorded cases under/);
      await rejected({ driver: 'eos', fixtures: join(FIXTURES, 'ios') }, /holds CLI recordings, but the eos simulator answers eAPI requests/);
      await rejected({ driver: 'junos', fixtures: join(FIXTURES, 'eos', 'get_facts') }, /holds eAPI recordings, but the junos simulator answers NETCONF requests/);
      await rejected({ driver: 'ios', fixtures: join(FIXTURES, 'ios'), tls: false }, /tls applies to eos only, not ios/);
      await rejected({ driver: 'eos', fixtures: eos, framing: '1.0' }, /framing applies to junos only/);
      await rejected({ driver: 'junos', fixtures: join(FIXTURES, 'junos'), secret: 's' }, /secret applies to ios and eos only/);
      await rejected({ driver: 'eos', fixtures: eos, port: 70000 }, /port must be a whole number from 0 to 65535/);
      await rejected({ driver: 'ios', fixtures: join(FIXTURES, 'ios'), hostKey: 'not a key' }, /hostKey is not a usable private key/);
    } finally {
      rmSync(empty, { recursive: true });
    }
  });

  it('serves every case of a driver folder, the first folder answering a command recorded twice', async () => {
    const device = await startSimulator({ driver: 'eos', fixtures: join(FIXTURES, 'eos'), tls: false, password: 'pw' });
    try {
      assert.equal(device.host, '127.0.0.1');
      assert.ok(device.port > 0);
      const open = await eapiTransport({ host: device.host, port: device.port, username: 'admin', password: 'pw', timeoutMs: 5000, scheme: 'http', verifyTls: true, checkHostKey: async () => {} });
      try {
        const [arp, hostname] = await open.session.run(['show arp vrf all', 'show hostname'], 'json');
        assert.ok(arp && typeof arp === 'object');
        assert.deepEqual(hostname, { fqdn: 'localhost', hostname: 'localhost' });
        // `show version` is recorded by get_environment and get_facts; get_environment sorts first.
        const [version] = await open.session.run(['show version'], 'json');
        const first = readCase(join(FIXTURES, 'eos', 'get_environment', 'normal')).find((r) => r.kind === 'eapi' && r.command === 'show version');
        assert.deepEqual(version, first?.kind === 'eapi' ? first.answer : undefined);
      } finally {
        await open.close();
      }
      assert.deepEqual(device.requests.slice(-2), ['enable', 'show version']);
    } finally {
      await device.close();
    }
  });
});

/** scripts/device-sim.ts in a child process, as the wrapper runs it. */
function deviceSim(args: string[]): { child: ChildProcess; out: () => string; err: () => string; exit: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', 'device-sim.ts'), ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
  const exit = new Promise<number | null>((done) => child.on('close', (code) => done(code)));
  return { child, out: () => out, err: () => err, exit };
}

async function waitFor(read: () => string, pattern: RegExp, ms = 20_000): Promise<RegExpExecArray> {
  const until = Date.now() + ms;
  for (;;) {
    const m = pattern.exec(read());
    if (m) return m;
    if (Date.now() > until) assert.fail(`timed out waiting for ${pattern} in:\n${read()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('scripts/device-sim', function () {
  this.timeout(60_000);

  it('exits 2 with a message on bad arguments', async () => {
    const cases: Array<[string[], RegExp]> = [
      [[], /--driver is required/],
      [['--driver', 'eos'], /--fixtures is required/],
      [['--driver', 'eos', '--fixtures', 'devlib-fixtures/eos', '--bogus'], /Unknown option '--bogus'/],
      [['--driver', 'eos', '--fixtures', 'devlib-fixtures/eos', '--port', 'http'], /--port must be a whole number/],
      [['--driver', 'nxos', '--fixtures', 'devlib-fixtures/eos'], /unknown driver "nxos"/],
      [['--driver', 'eos', '--fixtures', 'devlib-fixtures/ios'], /holds CLI recordings/],
      [['--driver', 'ios', '--fixtures', 'devlib-fixtures/ios', '--no-tls'], /tls applies to eos only/],
      [['--driver', 'ios', '--fixtures', 'devlib-fixtures/ios', '--host-key', '/nonexistent/key'], /--host-key: cannot read \/nonexistent\/key: ENOENT/],
    ];
    await Promise.all(
      cases.map(async ([args, pattern]) => {
        const run = deviceSim(args);
        assert.equal(await run.exit, 2, `${args.join(' ')}: ${run.err()}`);
        assert.match(run.err(), pattern);
        assert.match(run.err(), /--help/);
        assert.equal(run.out(), '');
      }),
    );
  });

  it('prints where it listens and how to use it, and stops on SIGTERM with exit 0', async () => {
    const run = deviceSim(['--driver', 'eos', '--fixtures', 'devlib-fixtures/eos', '--port', '0', '--password', 'not-shown']);
    try {
      const [, port] = await waitFor(run.out, /eos device listening on 127\.0\.0\.1:(\d+) \(eAPI over HTTPS/);
      await waitFor(run.out, /Ctrl-C stops it/);
      assert.match(run.out(), /devlib_driver: eos/);
      assert.match(run.out(), new RegExp(`devlib_args: +\\{"port":${port},"verify_tls":false\\}`));
      assert.match(run.out(), /curl .*X-DEVLIB-Username: admin.*\n.*\/api\/dcim\/devices\/<device id>\/devlib\/\?method=get_facts/);
      assert.ok(!run.out().includes('not-shown'));
      const open = await eapiTransport({ host: '127.0.0.1', port: Number(port), username: 'admin', password: 'not-shown', timeoutMs: 5000, verifyTls: false, checkHostKey: async () => {} });
      assert.deepEqual(await open.session.run(['show hostname'], 'json'), [{ fqdn: 'localhost', hostname: 'localhost' }]);
      await open.close();
      run.child.kill('SIGTERM');
      assert.equal(await run.exit, 0, run.err());
      assert.match(run.out(), /stopped \(SIGTERM\)/);
    } finally {
      run.child.kill('SIGKILL');
    }
  });

  it('the ios simulator prints its host key fingerprint', async () => {
    const run = deviceSim(['--driver', 'ios', '--fixtures', 'devlib-fixtures/ios/get_facts', '--port', '0']);
    try {
      await waitFor(run.out, /ios device listening on 127\.0\.0\.1:\d+ \(CLI over SSH\)/);
      await waitFor(run.out, /host key: \S+ SHA256:[A-Za-z0-9+/]{43}\n/);
      run.child.kill('SIGINT');
      assert.equal(await run.exit, 0, run.err());
    } finally {
      run.child.kill('SIGKILL');
    }
  });

  it('the wrapper runs from any directory', async () => {
    const child = spawn(join(ROOT, 'scripts', 'device-sim'), ['--help'], { cwd: tmpdir(), stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    const code = await new Promise((done) => child.on('close', done));
    assert.equal(code, 0);
    assert.match(out, /^Usage: scripts\/device-sim --driver ios\|eos\|junos --fixtures DIR/);
  });
});
