// One API process: build the app, listen on HOST:PORT, and close gracefully: stop accepting,
// let in-flight requests finish (up to SHUTDOWN_TIMEOUT), then close the app (its pool).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Config } from './config.ts';
import { createApp } from './http/app.ts';
import { log } from './log.ts';
import { StartupError, reason } from './startup-error.ts';

export interface AppHandle {
  app: (req: IncomingMessage, res: ServerResponse) => void;
  close(): Promise<void>;
}
export type CreateApp = (options: { config: Config; databaseUrl: string }) => AppHandle | Promise<AppHandle>;

export interface RunningServer {
  server: Server;
  /** The port actually bound (PORT=0 picks a free one). */
  port: number;
  /** Graceful stop; idempotent. Resolves once connections are closed and the app is closed. */
  close(): Promise<void>;
}

export interface StartServerOptions {
  /** Defaults to src/http/app.ts's createApp; tests may pass another. */
  createApp?: CreateApp;
}

/** Why HOST:PORT could not be listened on, and what to do, when that is known. */
function listenError(e: unknown, config: Config): unknown {
  const at = `${config.host}:${config.port}`;
  switch ((e as NodeJS.ErrnoException).code) {
    case 'EADDRINUSE':
      return new StartupError(`PORT ${config.port}: ${at} is in use by another program: stop it, or choose another PORT`, { setting: 'PORT' });
    case 'EACCES':
      return new StartupError(`PORT ${config.port}: this user may not listen on ${at} (${reason(e)}): choose a PORT above 1023`, { setting: 'PORT' });
    case 'EADDRNOTAVAIL':
      return new StartupError(`HOST ${config.host} is not an address of this machine: choose one that is, or 0.0.0.0`, { setting: 'HOST' });
    default:
      return e;
  }
}

export async function startServer(
  config: Config,
  databaseUrl: string,
  options: StartServerOptions = {},
): Promise<RunningServer> {
  const handle = await (options.createApp ?? (createApp as CreateApp))({ config, databaseUrl });
  let closing = false;

  const server = createServer((req, res) => {
    // Once closing, answer in-flight and queued requests with Connection: close so that
    // keep-alive clients move on to another process instead of reusing this socket.
    if (closing) res.setHeader('Connection', 'close');
    handle.app(req, res);
  });
  // Slightly above common load-balancer idle timeouts, so the balancer closes idle sockets first.
  server.keepAliveTimeout = 65_000;

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (e) {
    await handle.close().catch(() => undefined);
    throw listenError(e, config);
  }
  const port = (server.address() as AddressInfo).port;
  log.info('listening', { port, host: config.host, pid: process.pid });

  let closed: Promise<void> | undefined;
  const close = () =>
    (closed ??= (async () => {
      closing = true;
      const started = Date.now();
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      // Idle keep-alive sockets are closed now; sockets busy with a request are closed as soon
      // as their response is done (checked every 100 ms), and all of them at the deadline.
      server.closeIdleConnections();
      const sweep = setInterval(() => server.closeIdleConnections(), 100);
      const force = setTimeout(() => {
        log.warn('shutdown timeout: closing connections with requests in flight', {
          timeout_s: config.shutdownTimeout,
        });
        server.closeAllConnections();
      }, config.shutdownTimeout * 1000);
      try {
        await stopped;
      } finally {
        clearInterval(sweep);
        clearTimeout(force);
      }
      await handle.close();
      log.info('server closed', { pid: process.pid, ms: Date.now() - started });
    })());

  return { server, port, close };
}
