// What the tests start as an operator would, built by the Makefile's own rules first (each does
// nothing when its sources did not change): the web UI (`make ui`, dist/ui) and the service's
// processes (`make server`, dist/server, which `make run` and `make workers` start).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const done = new Set<string>();

export function made(target: 'ui' | 'server'): void {
  if (done.has(target)) return;
  const r = spawnSync('make', ['--no-print-directory', target], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (r.status !== 0) throw new Error(`make ${target} failed:\n${r.stdout}\n${r.stderr}`);
  done.add(target);
}

/** The arguments of `node` that start a process of the service as `make run` (main) or `make
 * workers` (workers) does, from the project's directory. */
export function serviceArgs(process: 'main' | 'workers'): string[] {
  made('server');
  return [`${root}dist/server/${process}.js`];
}
