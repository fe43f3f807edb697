// One SSH connection for the transports that talk through SSH (the IOS CLI, NETCONF): connect
// and log in within the target's timeout, check the server's host key before any credential
// leaves, and say in the error which of those steps failed. Never puts the password in a
// message.
import { connect } from 'node:net';
import ssh2, { type AuthenticationType, type Client, type ClientChannel, type NextAuthHandler, type PseudoTtyOptions } from 'ssh2';
import { hostKeyFromBlob } from '../host_key.ts';
import { DeviceUnavailableError, HostKeyError, type DeviceTarget } from './contract.ts';
import { seconds, where } from './words.ts';

export interface SshConnection {
  /** "host:port", for messages. */
  where: string;
  client: Client;
  /** Calls `listener` once with the reason when the connection is gone (at once if it already is). */
  onLost(listener: (reason: string) => void): void;
  /** Ends the connection (politely, then by force); never throws. */
  close(): Promise<void>;
}

/** The time left of one login: reaching the device, SSH, the channel and the shell's or
 * NETCONF's own greeting all fit in the target's timeout (DEVLIB_TIMEOUT), not each in its own. */
export function loginClock(timeoutMs: number): () => number {
  const deadline = Date.now() + timeoutMs;
  return () => Math.max(1, deadline - Date.now());
}

/** Where the login got to: what a timeout or a dropped connection interrupted. */
type Stage = 'connecting' | 'exchanging SSH keys' | 'logging in';

const SOCKET_FAILURES: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ETIMEDOUT: 'connection timed out',
  ENOTFOUND: 'host name not found',
  EAI_AGAIN: 'host name lookup failed',
};

function failure(target: DeviceTarget, stage: Stage, err: Error & { level?: string; code?: unknown }): DeviceUnavailableError {
  const at = where(target);
  if (err.level === 'client-authentication') return new DeviceUnavailableError(`${at}: SSH authentication failed for user ${target.username}`);
  if (err.level === 'client-socket' && typeof err.code === 'string') {
    const what = SOCKET_FAILURES[err.code] ?? `connection failed (${err.code})`;
    return new DeviceUnavailableError(`${at}: ${what}${stage === 'connecting' ? '' : ` while ${stage}`}`);
  }
  return new DeviceUnavailableError(`${at}: SSH failed while ${stage}: ${err.message}`);
}

/** Password first, then keyboard-interactive answering every prompt with the password (how
 * IOS and Junos ask when password authentication is turned off), each once. */
function authHandler(target: DeviceTarget) {
  const tried = new Set<AuthenticationType>();
  return (methodsLeft: AuthenticationType[] | null, _partial: boolean | null, next: NextAuthHandler) => {
    for (const method of ['password', 'keyboard-interactive'] as const) {
      if (tried.has(method) || (methodsLeft && !methodsLeft.includes(method))) continue;
      tried.add(method);
      if (method === 'password') return next({ type: 'password', username: target.username, password: target.password });
      return next({
        type: 'keyboard-interactive',
        username: target.username,
        prompt: (_name, _instructions, _lang, prompts, finish) => finish(prompts.map(() => target.password)),
      });
    }
    // ssh2 takes `false` for "no method left" (its types do not say so).
    return next(false as unknown as AuthenticationType);
  };
}

/** Connects and logs in within `target.timeoutMs`, or rejects with a DeviceUnavailableError,
 * or with what `target.checkHostKey` threw when it refused the server's key. */
export function connectSsh(target: DeviceTarget): Promise<SshConnection> {
  const client = new ssh2.Client();
  const at = where(target);
  let stage: Stage = 'connecting';
  let hostKeyRejection: unknown;
  let lost: string | undefined;
  const lostListeners: Array<(reason: string) => void> = [];
  const markLost = (reason: string) => {
    if (lost !== undefined) return;
    lost = reason;
    for (const l of lostListeners.splice(0)) l(reason);
  };

  const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
  const connection: SshConnection = {
    where: at,
    client,
    onLost(listener) {
      if (lost !== undefined) listener(lost);
      else lostListeners.push(listener);
    },
    async close() {
      markLost('the session was closed');
      try {
        client.end();
      } catch {
        // already gone
      }
      const timer = setTimeout(() => client.destroy(), 1000);
      await closed;
      clearTimeout(timer);
    },
  };

  return new Promise<SshConnection>((resolve, reject) => {
    let settled = false;
    const fail = (e: unknown) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      markLost('the login failed');
      client.destroy();
      reject(e);
    };
    const timer = setTimeout(() => fail(new DeviceUnavailableError(`${at}: timed out after ${seconds(target.timeoutMs)} while ${stage}`)), target.timeoutMs);

    client.on('connect', () => (stage = 'exchanging SSH keys'));
    client.on('handshake', () => (stage = 'logging in'));
    // After the login an error ends the connection (the 'close' that follows says so); an
    // 'error' without a listener would end the process.
    client.on('error', (err: Error & { level?: string; code?: unknown }) => {
      if (settled) return markLost(`connection failed: ${err.message}`);
      fail(hostKeyRejection ?? failure(target, stage, err));
    });
    client.on('close', () => {
      markLost('the connection was closed by the device');
      fail(hostKeyRejection ?? new DeviceUnavailableError(`${at}: the device closed the connection while ${stage}`));
    });
    client.on('ready', () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(connection);
    });

    client.connect({
      // Our own socket for noDelay: a command goes out as written, not after Nagle's wait
      // for the device's delayed acknowledgement on every exchange.
      sock: connect({ host: target.host, port: target.port, noDelay: true }),
      username: target.username,
      readyTimeout: 0, // our timer covers the whole login, with a message naming the stage
      authHandler: authHandler(target),
      // The callback form: ssh2 holds the key exchange (and so every credential) until we answer.
      hostVerifier: (blob: Buffer, verify: (valid: boolean) => void) => {
        let key;
        try {
          key = hostKeyFromBlob(blob);
        } catch (e) {
          hostKeyRejection = new HostKeyError(`${at}: the device offered an unreadable host key (${(e as Error).message})`);
          return verify(false);
        }
        target.checkHostKey(key).then(
          () => verify(true),
          (e: unknown) => {
            // The checker's own error, whatever it is (a HostKeyError naming the device, or a
            // failure of the key store that is no fault of the device's).
            hostKeyRejection = e;
            verify(false);
          },
        );
      },
    });
  });
}

/** Opens a channel on a logged-in connection within `timeoutMs`: an interactive shell on a
 * PTY, or a subsystem (netconf). A failure here is still part of logging in. */
export function openChannel(connection: SshConnection, timeoutMs: number, what: { pty: PseudoTtyOptions } | { subsystem: string }): Promise<ClientChannel> {
  const name = 'pty' in what ? 'shell' : `${what.subsystem} subsystem`;
  return new Promise<ClientChannel>((resolve, reject) => {
    let settled = false;
    const done = (err: Error | undefined, channel?: ClientChannel) => {
      if (settled) return channel?.close();
      settled = true;
      clearTimeout(timer);
      if (err) reject(new DeviceUnavailableError(`${connection.where}: could not open the ${name}: ${err.message}`));
      else resolve(channel!);
    };
    const timer = setTimeout(() => done(new Error(`no answer within ${seconds(timeoutMs)}`)), timeoutMs);
    connection.onLost((reason) => done(new Error(reason)));
    try {
      if ('pty' in what) connection.client.shell(what.pty, done);
      else connection.client.subsys(what.subsystem, done);
    } catch (e) {
      done(e as Error);
    }
  });
}

/** A failure while logging in (opening the channel, the shell's or NETCONF's own greeting) as
 * the DeviceUnavailableError the contract promises, naming the device once. */
export function loginFailure(where: string, e: unknown): DeviceUnavailableError {
  if (e instanceof DeviceUnavailableError) return e;
  const message = e instanceof Error ? e.message : String(e);
  return new DeviceUnavailableError(message.startsWith(where) ? message : `${where}: ${message}`);
}
