// A TCP port that was free on 127.0.0.1 a moment ago: for the throwaway servers of tests,
// benchmarks and the device simulator (the embedded PostgreSQL needs its port up front).
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
