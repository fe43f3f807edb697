// A webhook receiver for tests: records every request, answers what `answer` says (status, or
// a promise to hold the request open); over HTTPS when given a key and certificate.
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';

export interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  json: any;
  at: number;
}

export interface Receiver {
  port: number;
  url: string;
  /** The requests answered 2XX, in arrival order. */
  received: Received[];
  /** Every request, whatever the answer. */
  all: Received[];
  /** Status of the next answers (default 200); a function may also delay. */
  answer: (r: Received) => number | Promise<number>;
  /** Forgets the requests seen and answers 200 again. */
  reset(): void;
  /** Resolves once `n` requests have arrived (fails after `ms`). */
  waitFor(n: number, ms?: number): Promise<Received[]>;
  close(): Promise<void>;
}

export interface ReceiverTls {
  key: string;
  cert: string;
}

export async function startReceiver(port = 0, tls?: ReceiverTls): Promise<Receiver> {
  const received: Received[] = [];
  const all: Received[] = [];
  const self: Receiver = {
    port: 0,
    url: '',
    received,
    all,
    answer: () => 200,
    reset() {
      received.length = 0;
      all.length = 0;
      self.answer = () => 200;
    },
    async waitFor(n, ms = 20_000) {
      const until = Date.now() + ms;
      while (received.length < n) {
        if (Date.now() > until) throw new Error(`expected ${n} deliveries within ${ms} ms, got ${received.length}`);
        await new Promise((r) => setTimeout(r, 25));
      }
      return received.slice(0, n);
    },
    async close() {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let json: unknown = null;
      try {
        json = JSON.parse(body);
      } catch {
        json = null;
      }
      const r: Received = { method: req.method!, path: req.url!, headers: req.headers, body, json, at: Date.now() };
      all.push(r);
      const status = await self.answer(r);
      if (status >= 200 && status < 300) received.push(r);
      res.writeHead(status, { 'Content-Type': 'text/plain' }).end(status < 300 ? 'ok' : `refused with ${status}`);
    });
  };
  const server = tls ? createTlsServer(tls, handle) : createServer(handle);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  self.port = (server.address() as AddressInfo).port;
  self.url = `${tls ? 'https' : 'http'}://127.0.0.1:${self.port}`;
  return self;
}
