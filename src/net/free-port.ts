// TCP ports on 127.0.0.1 for servers that need theirs up front: the throwaway servers of tests,
// benchmarks and the device simulator, and the embedded PostgreSQL when EMBEDDED_PG_PORT is unset.
import { createServer } from 'node:net';

/** Listens on `port` (0: any) for a moment; resolves with the port it got, or null when it is taken. */
function probe(port: number): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (e: NodeJS.ErrnoException) => (e.code === 'EADDRINUSE' ? resolve(null) : reject(e)));
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** A TCP port that was free on 127.0.0.1 a moment ago. */
export async function freePort(): Promise<number> {
  return (await probe(0))!;
}

/** Whether `port` is free on 127.0.0.1 now. */
export async function portIsFree(port: number): Promise<boolean> {
  return (await probe(port)) !== null;
}
