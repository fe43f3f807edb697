// A TCP proxy in front of a server, to do to its clients what a failover does: `cut` ends every
// connection through it (a server killed: its sockets closed), `refuse` makes it accept and at
// once close new connections (HAProxy with no server up), `blackHole` makes it accept and
// forward nothing, either way (a host gone from the network), `pass` forwards again, and
// `stall` stops forwarding on the connections open now (their peer gone silent).
import { createConnection, createServer, type AddressInfo, type Socket } from 'node:net';

export type ProxyMode = 'pass' | 'refuse' | 'blackHole';

export interface TcpProxy {
  port: number;
  mode: ProxyMode;
  /** Ends every connection through the proxy (both sides). */
  cut(): void;
  /** Stops forwarding, both ways, on every connection open now; `cut` ends them. */
  stall(): void;
  /** Connections through the proxy now. */
  readonly open: number;
  close(): Promise<void>;
}

export async function startTcpProxy(host: string, port: number): Promise<TcpProxy> {
  const pairs = new Set<[Socket, Socket | undefined]>();
  const proxy: TcpProxy = {
    port: 0,
    mode: 'pass',
    cut() {
      for (const [a, b] of pairs) {
        a.destroy();
        b?.destroy();
      }
      pairs.clear();
    },
    stall() {
      for (const [a, b] of pairs) {
        if (!b) continue;
        a.unpipe(b);
        b.unpipe(a);
        a.pause();
        b.pause();
      }
    },
    get open() {
      return pairs.size;
    },
    close: () => new Promise<void>((resolve) => {
      proxy.cut();
      server.close(() => resolve());
    }),
  };
  const server = createServer((client) => {
    client.on('error', () => undefined);
    if (proxy.mode === 'refuse') {
      client.destroy();
      return;
    }
    if (proxy.mode === 'blackHole') {
      const pair: [Socket, Socket | undefined] = [client, undefined];
      pairs.add(pair);
      client.on('close', () => pairs.delete(pair));
      client.resume(); // read and drop
      return;
    }
    const upstream = createConnection(port, host);
    upstream.on('error', () => client.destroy());
    const pair: [Socket, Socket | undefined] = [client, upstream];
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end);
    upstream.on('close', end);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  proxy.port = (server.address() as AddressInfo).port;
  return proxy;
}
