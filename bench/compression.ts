// Compressed answers (issue 35, "Lean answers"): what each coding and level costs and saves on
// the API's own answers, which chose src/http/encoding.ts's levels and threshold, and the
// one-connection p50 and p99 of answers asked for with and without Accept-Encoding, in
// alternating rounds so that a busy machine weighs on both alike. Writes bench/compression.md.
//
//   make bench-compression, or npx tsx bench/compression.ts [--devices 1000] [--rounds 3]
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { MIN_COMPRESSED_BYTES } from '../src/http/encoding.ts';
import { openApiJson } from '../src/http/openapi-document.ts';
import { arg } from './support/args.ts';
import { percentile, runLoad } from './support/load.ts';
import { startBenchService } from './support/service.ts';
import { makeDevices } from './support/devices.ts';

const DEVICES = Number(arg('devices') ?? 1000);
const ROUNDS = Number(arg('rounds') ?? 3);

const service = await startBenchService({ MAX_PAGE_SIZE: '1000' });
const median = (xs: number[]) => percentile([...xs].sort((a, b) => a - b), 50);
try {
  await makeDevices(service, DEVICES, (i) => ({ serial: `SN${i * 7919}` }));
  const answers: Array<[string, string]> = [
    ['device detail (W6)', '/api/dcim/devices/1/'],
    ['3 devices', '/api/dcim/devices/?limit=3'],
    ['50 devices (W1)', '/api/dcim/devices/?limit=50'],
    [`${DEVICES.toLocaleString('en')} devices`, `/api/dcim/devices/?limit=${DEVICES}`],
  ];
  const texts: Array<[string, Buffer]> = [];
  for (const [name, path] of answers) texts.push([name, Buffer.from(await (await fetch(`${service.base}${path}`, { headers: { ...service.headers, 'Accept-Encoding': 'identity' } })).arrayBuffer())]);
  texts.push(['OpenAPI document', Buffer.from(openApiJson())]);

  // What each coding and level costs on one core, in this process (the median of repeated calls).
  const br = (quality: number) => (b: Buffer) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: b.length } });
  const gz = (level: number) => (b: Buffer) => gzipSync(b, { level });
  const codecs: Array<[string, (b: Buffer) => Buffer]> = [['br 1', br(1)], ['br 4', br(4)], ['br 5', br(5)], ['gzip 1', gz(1)], ['gzip 6', gz(6)]];
  const codecRows: string[] = [];
  for (const [name, body] of texts) {
    const cells: string[] = [];
    for (const [, f] of codecs) {
      const times: number[] = [];
      const repeat = body.length > 1_000_000 ? 5 : body.length > 50_000 ? 30 : 300;
      let out = f(body);
      for (let i = 0; i < repeat; i++) {
        const t = performance.now();
        out = f(body);
        times.push(performance.now() - t);
      }
      cells.push(`${(out.length / 1024).toFixed(1)} KB, ${median(times).toFixed(2)} ms`);
    }
    codecRows.push(`| ${name} | ${(body.length / 1024).toFixed(1)} KB | ${cells.join(' | ')} |`);
  }

  // One connection, plain and compressed requests in alternating rounds.
  const loads: Array<[string, string, number]> = [
    ['device detail (W6)', '/api/dcim/devices/1/', 2000],
    ['50 devices (W1)', '/api/dcim/devices/?limit=50', 400],
    [`${DEVICES.toLocaleString('en')} devices`, `/api/dcim/devices/?limit=${DEVICES}`, 40],
  ];
  const variants: Array<[string, Record<string, string>]> = [['none', {}], ['br', { 'Accept-Encoding': 'br' }], ['gzip', { 'Accept-Encoding': 'gzip' }]];
  const httpRows: string[] = [];
  for (const [name, path, amount] of loads) {
    const p50 = new Map<string, number[]>(variants.map(([v]) => [v, []]));
    const p99 = new Map<string, number[]>(variants.map(([v]) => [v, []]));
    for (const [, headers] of variants) await runLoad(service.base, { path, headers: { ...service.headers, ...headers }, amount: Math.ceil(amount / 4), connections: 1, expect: 200 });
    for (let round = 0; round < ROUNDS; round++) {
      for (const [v, headers] of variants) {
        const r = await runLoad(service.base, { path, headers: { ...service.headers, ...headers }, amount, connections: 1, expect: 200 });
        p50.get(v)!.push(r.p50);
        p99.get(v)!.push(r.p99);
      }
    }
    const cell = (v: string) => `${median(p50.get(v)!).toFixed(2)} / ${median(p99.get(v)!).toFixed(2)}`;
    httpRows.push(`| ${name} | ${cell('none')} | ${cell('br')} | ${cell('gzip')} | ${(median(p50.get('br')!) / median(p50.get('none')!)).toFixed(2)} |`);
  }

  const report = `# Compressed answers

Written by \`make bench-compression\` (bench/compression.ts) on ${new Date().toISOString().slice(0, 10)}: ${cpus().length} cores, load average
${loadavg()[0]!.toFixed(1)} at the end (other work on the machine: the ratios of one run are what to read, not
the times). ${DEVICES.toLocaleString('en')} devices made through the API in bulk, full representations.

## What each coding costs and saves

Size compressed and time to compress once, on one core, in this process (the median of repeated
calls):

| answer | plain | ${codecs.map(([n]) => n).join(' | ')} |
|---|---:|${codecs.map(() => '---:').join('|')}|
${codecRows.join('\n')}

## One connection, with and without Accept-Encoding

p50 / p99 in ms of ${ROUNDS} alternating rounds (median of the rounds), \`MIN_COMPRESSED_BYTES\` =
${MIN_COMPRESSED_BYTES.toLocaleString('en')} bytes:

| answer | no Accept-Encoding | br | gzip | p50 br / none |
|---|---:|---:|---:|---:|
${httpRows.join('\n')}
`;
  writeFileSync(new URL('./compression.md', import.meta.url), report);
  process.stdout.write(report);
} finally {
  await service.stop();
}
