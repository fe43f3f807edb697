// The "limit" beside a read workload: the same rows and JSON shape produced by one
// hand-written SQL statement through the same driver and pool settings as the service
// (openPool: prepared, generic plans, as many connections), served over plain node:http so
// the load generator measures HTTP + that one statement and nothing else.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openPool } from '../../src/engine/db.ts';

/** The limit of the workload named `workload`: `sql` answers GET `path`, taking the base URL
 * ($1, "http://host:port") and returning one row with a `body` text. */
export interface LimitRoute { workload: string; path: string; sql: string }

export async function startLimitServer(databaseUrl: string, poolSize: number, routes: LimitRoute[], urlBase: () => string): Promise<{ base: string; close(): Promise<void> }> {
  const db = openPool(databaseUrl, poolSize);
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
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.end({ timeout: 5 });
    },
  };
}
