// What the two SSH device simulators share: an SSH server with the device's host key that
// accepts its one login by password or keyboard-interactive, as IOS and Junos do, and hands
// each session channel to the simulator. The simulators decide what a session may open.
import type { AddressInfo } from 'node:net';
import ssh2, { type AuthContext, type Connection, type Session } from 'ssh2';
import type { DeviceOptions, RunningDevice } from './device.ts';
import { publicHostKey } from './host_key.ts';

const METHODS: Array<'password' | 'keyboard-interactive'> = ['password', 'keyboard-interactive'];

function authenticate(ctx: AuthContext, o: Pick<DeviceOptions, 'username' | 'password'>): void {
  const check = (password: string | undefined) => (ctx.username === o.username && password === o.password ? ctx.accept() : ctx.reject(METHODS));
  if (ctx.method === 'password') return check(ctx.password);
  if (ctx.method === 'keyboard-interactive') return ctx.prompt([{ prompt: 'Password: ', echo: false }], (answers) => check(answers[0]));
  ctx.reject(METHODS);
}

/** Listens on `o.host`:`o.port` (127.0.0.1, any free port by default) with `hostKey`; every
 * session channel a logged-in client opens goes to `onSession`. */
export function startSshServer(
  o: Pick<DeviceOptions, 'host' | 'port' | 'username' | 'password'>,
  hostKey: string,
  onSession: (session: Session) => void,
): Promise<Omit<RunningDevice, 'requests'>> {
  const connections = new Set<Connection>();
  const server = new ssh2.Server({ hostKeys: [hostKey], ident: 'SSH-2.0-netinv_device_simulator' }, (client) => {
    connections.add(client);
    // Answers go out as written, as a device's do, not after Nagle's wait for the client's
    // delayed acknowledgement. Connection.setNoDelay is in ssh2's README, not in its types.
    (client as Connection & { setNoDelay(noDelay: boolean): void }).setNoDelay(true);
    client.on('close', () => connections.delete(client));
    // A client that drops mid-handshake is no concern of the device's.
    client.on('error', () => undefined);
    client.on('authentication', (ctx) => authenticate(ctx, o));
    client.on('session', (accept) => onSession(accept()));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port, o.host || '127.0.0.1', () => {
      server.off('error', reject);
      const address = server.address() as AddressInfo;
      resolve({
        host: address.address,
        port: address.port,
        hostKey: publicHostKey(hostKey),
        close: () => new Promise<void>((done) => {
          server.close(() => done());
          for (const c of connections) c.end();
        }),
      });
    });
  });
}
