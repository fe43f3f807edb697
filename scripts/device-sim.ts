// The device simulator as a command: a recorded ios, eos or junos device on this machine, to
// try netinv's live device data without hardware (src/devlib/simulator).
//
//   scripts/device-sim --driver ios --fixtures devlib-fixtures/ios --port 2222
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { SimulatorOptionsError, startSimulator, type SimulatedDriver, type SimulatorOptions } from '../src/devlib/simulator/index.ts';

const USAGE = `Usage: scripts/device-sim --driver ios|eos|junos --fixtures DIR [options]

Runs one simulated network device answering from recorded fixtures, until Ctrl-C.

  --driver NAME      ios (SSH CLI), eos (eAPI over HTTPS) or junos (NETCONF over SSH)
  --fixtures DIR     a case folder, a getter folder or a driver folder of recordings,
                     e.g. devlib-fixtures/eos (where folders record the same command
                     differently, the first folder in sorted order answers)
  --port N           TCP port to listen on (default: any free port)
  --host ADDR        address to listen on (default 127.0.0.1)
  --username NAME    the login the device accepts (default admin)
  --password TEXT    its password (default admin)
  --secret TEXT      ios, eos: the enable secret the device asks for (default: none)
  --host-key FILE    ios, junos: the SSH host key, a private key file (default: a new key)
  --hostname NAME    ios: the prompt's name (default: from the recorded running config)
  --no-tls           eos: plain HTTP instead of HTTPS with a self-signed certificate
  --framing 1.0|1.1  junos: 1.0 offers only end-of-message framing (default 1.1: chunked
                     framing when the client offers base:1.1)
  -h, --help         this text
`;

const DEFAULT_CREDENTIAL = 'admin';

class UsageError extends Error {}

function options(argv: string[]): SimulatorOptions | 'help' {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        driver: { type: 'string' },
        fixtures: { type: 'string' },
        port: { type: 'string' },
        host: { type: 'string' },
        username: { type: 'string' },
        password: { type: 'string' },
        secret: { type: 'string' },
        'host-key': { type: 'string' },
        hostname: { type: 'string' },
        'no-tls': { type: 'boolean' },
        framing: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  const v = parsed.values;
  if (v.help) return 'help';
  if (!v.driver) throw new UsageError('--driver is required (ios, eos or junos)');
  if (!v.fixtures) throw new UsageError('--fixtures is required (a folder of recordings, e.g. devlib-fixtures/' + v.driver + ')');
  if (v.port !== undefined && !/^\d{1,5}$/.test(v.port)) throw new UsageError(`--port must be a whole number from 0 to 65535, got ${JSON.stringify(v.port)}`);
  if (v.framing !== undefined && v.framing !== '1.0' && v.framing !== '1.1') throw new UsageError(`--framing must be 1.0 or 1.1, got ${JSON.stringify(v.framing)}`);
  let hostKey: string | undefined;
  if (v['host-key'] !== undefined) {
    try {
      hostKey = readFileSync(v['host-key'], 'utf8');
    } catch (e) {
      throw new UsageError(`--host-key: cannot read ${v['host-key']}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
    }
  }
  return {
    driver: v.driver as SimulatedDriver,
    fixtures: resolve(v.fixtures),
    host: v.host,
    port: v.port === undefined ? undefined : Number(v.port),
    username: v.username,
    password: v.password,
    secret: v.secret,
    hostKey,
    hostname: v.hostname,
    tls: v['no-tls'] ? false : undefined,
    framing: v.framing as '1.0' | '1.1' | undefined,
  };
}

/** What to tell netinv: the platform's driver and arguments, the call's credentials. A
 * password or secret the user chose is not echoed back; the defaults are shown as they are. */
function instructions(o: SimulatorOptions, host: string, port: number): string[] {
  const username = o.username ?? DEFAULT_CREDENTIAL;
  const password = o.password === undefined ? DEFAULT_CREDENTIAL : '<your --password>';
  const args: Record<string, unknown> = { port };
  if (o.secret !== undefined) args.secret = '<your --secret>';
  if (o.driver === 'eos') Object.assign(args, o.tls === false ? { transport: 'http' } : { verify_tls: false });
  return [
    `Use it from netinv: a platform with`,
    `  devlib_driver: ${o.driver}`,
    `  devlib_args:   ${JSON.stringify(args)}`,
    `and an active device on that platform whose primary IP address is ${['0.0.0.0', '::'].includes(host) ? 'an address of this machine' : host}, then:`,
    `  curl -H "Authorization: Token $TOKEN" -H "X-DEVLIB-Username: ${username}" -H "X-DEVLIB-Password: ${password}" \\`,
    `    "http://localhost:8000/api/dcim/devices/<device id>/devlib/?method=get_facts&method=get_interfaces"`,
  ];
}

async function main(): Promise<void> {
  let o: SimulatorOptions | 'help';
  try {
    o = options(process.argv.slice(2));
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    return usageFailure(e.message);
  }
  if (o === 'help') {
    process.stdout.write(USAGE);
    return;
  }
  let device;
  try {
    device = await startSimulator(o);
  } catch (e) {
    if (e instanceof SimulatorOptionsError) return usageFailure(e.message);
    const code = (e as NodeJS.ErrnoException).code;
    process.stderr.write(`device-sim: cannot start: ${code === 'EADDRINUSE' ? `port ${o.port} is already in use` : (e as Error).message}\n`);
    process.exitCode = 1;
    return;
  }
  const transport = o.driver === 'ios' ? 'CLI over SSH' : o.driver === 'junos' ? 'NETCONF over SSH' : o.tls === false ? 'eAPI over HTTP' : 'eAPI over HTTPS, self-signed certificate';
  const lines = [
    `device-sim: ${o.driver} device listening on ${device.host.includes(':') ? `[${device.host}]` : device.host}:${device.port} (${transport}), answering from ${o.fixtures}`,
    `  login: ${o.username ?? DEFAULT_CREDENTIAL} / ${o.password === undefined ? DEFAULT_CREDENTIAL : '(the --password given)'}${o.secret !== undefined ? ', enable secret: (the --secret given)' : ''}`,
  ];
  if (device.hostKey) lines.push(`  host key: ${device.hostKey.algorithm} ${device.hostKey.fingerprint}`);
  lines.push('', ...instructions(o, device.host, device.port), '', 'Ctrl-C stops it.');
  // The handlers before the lines saying it listens: whoever reads them may signal at once.
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    void device.close().then(() => {
      process.stdout.write(`device-sim: stopped (${signal}); it answered ${device.requests.length} requests\n`);
      process.exit(0);
    });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.stdout.write(`${lines.join('\n')}\n`);
}

function usageFailure(message: string): void {
  process.stderr.write(`device-sim: ${message}\nRun scripts/device-sim --help for the options.\n`);
  process.exitCode = 2;
}

await main();
