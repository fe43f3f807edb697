// `make test-times`: each test file's wall time and the CPU time of the mocha worker running it
// (not of the processes it starts: PostgreSQL, a spawned service, Chromium), one line per file
// in TEST_TIMES_FILE, for docs/development/test-time.md. Loaded with `--require` beside
// test/setup.ts; its root hooks run once per file in a parallel run.
import { appendFileSync } from 'node:fs';

const out = process.env.TEST_TIMES_FILE;
let started = 0;
let cpu = process.cpuUsage();

export const mochaHooks = {
  beforeAll() {
    started = Date.now();
    cpu = process.cpuUsage();
  },
  afterAll(this: Mocha.Context) {
    if (!out) return;
    const used = process.cpuUsage(cpu);
    const file = this.test?.parent?.suites[0]?.file ?? '?';
    appendFileSync(out, `${((Date.now() - started) / 1000).toFixed(1)}\t${((used.user + used.system) / 1e6).toFixed(1)}\t${file.replace(`${process.cwd()}/`, '')}\n`);
  },
};
