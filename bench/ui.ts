// The web UI at scale (issue 33, "fast at scale"): the JavaScript and CSS a first load ships
// (as sent, brotli-compressed), and how long a list of 1,000 devices takes to show its first rows and all of them
// and how many bytes its API answer is (as JSON and as sent) in Debian's Chromium, measured from the start of navigation, against the service on
// `make run`'s durable PostgreSQL. The devices are made as a user makes them, through the API
// in bulk. Writes bench/ui.md; `make bench-ui` builds the UI first.
//
//   npx tsx bench/ui.ts [--loads 5]
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { UI_DIST } from '../src/http/routes/ui.ts';
import { CONTEXT, launchChromium, signIn } from '../test/ui/chromium.ts';
import { startBenchService } from './support/service.ts';
import { makeDevices } from './support/devices.ts';
import { arg } from './support/args.ts';
import { percentile } from './support/load.ts';

const LOADS = Number(arg('loads') ?? 5);
const DEVICES = 1000;
const PASSWORD = 'bench-admin-password';

/** What index.html makes the browser fetch before the first render, as the service sends it to
 * a browser accepting brotli: the copy the build compressed (src/ui/vite.config.ts). */
function firstLoadBytes(): { js: number; css: number } {
  const index = readFileSync(join(UI_DIST, 'index.html'), 'utf8');
  const scripts = [...index.matchAll(/<script[^>]*src="([^"]+)"|<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1] ?? m[2]!);
  const css = [...index.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
  const sent = (files: string[]) => files.reduce((n, f) => n + statSync(join(UI_DIST, `${f}.br`)).size, 0);
  return { js: sent(scripts), css: sent(css) };
}

const median = (xs: number[]) => percentile([...xs].sort((a, b) => a - b), 50);

const service = await startBenchService({ SUPERUSER_PASSWORD: PASSWORD, MAX_PAGE_SIZE: '1000' }, { durable: true });
const browser = await launchChromium();
try {
  await makeDevices(service, DEVICES);

  const page = await (await browser.newContext(CONTEXT)).newPage();
  await signIn(page, service.base, 'admin', PASSWORD);
  // From the start of navigation (performance.now() is 0 there) to the first rows on screen and
  // to all 1,000 rows in the page; the first load fills the caches and is not counted.
  const first: number[] = [];
  const all: number[] = [];
  // The list's answer: its JSON as the page reads it and the bytes that crossed the wire
  // (Chromium asks for brotli), and the fields it asked for.
  let listBytes = { json: 0, sent: 0, fields: '' };
  page.on('response', (r) => {
    const at = new URL(r.url());
    if (at.pathname !== '/api/dcim/devices/' || r.request().method() !== 'GET') return;
    void Promise.all([r.body(), r.request().sizes()]).then(([body, sizes]) => {
      listBytes = { json: body.length, sent: sizes.responseBodySize, fields: at.searchParams.get('fields') ?? '(all)' };
    });
  });
  for (let run = 0; run <= LOADS; run++) {
    await page.goto(`${service.base}/dcim/devices/?limit=${DEVICES}`, { waitUntil: 'commit' });
    const rowsAt = (n: number) => page.waitForFunction((n) => document.querySelectorAll('table.object-table tbody tr').length >= n && performance.now(), n, { polling: 'raf', timeout: 60_000 })
      .then((h) => h.jsonValue() as Promise<number>);
    const shown = Math.round(await rowsAt(20));
    const complete = Math.round(await rowsAt(DEVICES));
    if (run === 0) continue;
    first.push(shown);
    all.push(complete);
  }

  const { js, css } = firstLoadBytes();
  const kb = (n: number) => (n / 1024).toFixed(1);
  const report = `# Web UI at scale

Written by \`make bench-ui\` (bench/ui.ts) on ${new Date().toISOString().slice(0, 10)}: Debian's Chromium, headless, a
${CONTEXT.viewport!.width}x${CONTEXT.viewport!.height} viewport, against the service on \`make run\`'s durable PostgreSQL, ${cpus().length} cores,
load average ${loadavg()[0]!.toFixed(1)} at the end. ${DEVICES.toLocaleString('en')} devices made through the API in bulk.

| measure | value | goal (issue 33) |
|---|---|---|
| JavaScript on first load, as sent (brotli) | ${kb(js)} KB | < 300 KB |
| CSS on first load, as sent (brotli) | ${kb(css)} KB | |
| list of ${DEVICES.toLocaleString('en')} devices, first rows shown (median of ${LOADS} loads) | ${median(first).toLocaleString('en')} ms | < 500 ms |
| list of ${DEVICES.toLocaleString('en')} devices, all rows shown (median of ${LOADS} loads) | ${median(all).toLocaleString('en')} ms | < 1,000 ms |
| list of ${DEVICES.toLocaleString('en')} devices, the API's answer: JSON | ${kb(listBytes.json)} KB | < 300 KB (issue 35) |
| list of ${DEVICES.toLocaleString('en')} devices, the API's answer as sent (${listBytes.sent < listBytes.json ? 'compressed' : 'plain'}) | ${kb(listBytes.sent)} KB | |

Each load, ms from the start of navigation: first rows ${first.join(', ')}; all rows ${all.join(', ')}.
The list asked for \`fields=${listBytes.fields}\`.
`;
  writeFileSync(new URL('./ui.md', import.meta.url), report);
  process.stdout.write(report);
} finally {
  await browser.close();
  await service.stop();
}
