// The "limit" beside a read workload: the same rows and JSON shape produced by one
// hand-written SQL statement through the same driver (postgres.js), served over plain
// node:http so the load generator measures HTTP + that one statement and nothing else.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type postgres from 'postgres';

/** `sql` takes the base URL ($1, "http://host:port") and returns one row with a `body` text. */
export interface LimitRoute { path: string; sql: string }

export async function startLimitServer(db: postgres.Sql, routes: LimitRoute[], urlBase: () => string): Promise<{ base: string; close(): Promise<void> }> {
  const byPath = new Map(routes.map((r) => [r.path, r.sql]));
  const server = createServer((req, res) => {
    const text = byPath.get(req.url ?? '');
    if (!text) {
      res.writeHead(404).end();
      return;
    }
    db.unsafe<{ body: string }[]>(text, [urlBase()], { prepare: true }).then(
      ([row]) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(row?.body ?? 'null'),
      (e: Error) => res.writeHead(500).end(e.message),
    );
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
