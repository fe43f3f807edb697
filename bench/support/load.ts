// Runs one workload with autocannon (an established HTTP load generator) at a fixed number of
// requests and connections, and reports throughput and latency percentiles. Every response
// must have the expected status: a benchmark of errors measures nothing.
import autocannon from 'autocannon';

export interface LoadResult { requests: number; seconds: number; rps: number; p50: number; p99: number; mean: number }

export interface Workload {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  body?: string;
  /** A body per request (the n-th, from 0), for writes that must not repeat. */
  bodyFor?: (n: number) => string;
  headers: Record<string, string>;
  /** Requests in all. */
  amount: number;
  connections: number;
  expect: number;
}

/** The p-th percentile (0-100) of sorted values, by nearest rank. */
export const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export async function runLoad(base: string, w: Workload): Promise<LoadResult> {
  let wrong = 0;
  let sent = 0;
  let sample = '';
  // autocannon's own histogram keeps whole milliseconds: a 4.6 ms request counts as 4 or 5,
  // a quarter of the value. Its response event carries the time in fractions of one.
  const latencies: number[] = [];
  // autocannon ends a run on its one-second tick: throughput is taken up to the last response.
  let last = 0;
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => autocannon({
    url: base + w.path,
    method: w.method ?? 'GET',
    headers: w.headers,
    body: w.body,
    amount: w.amount,
    connections: w.connections,
    timeout: 120,
    // Every response's status is checked.
    requests: [{
      ...(w.bodyFor ? { setupRequest: (req: autocannon.Request) => ({ ...req, body: w.bodyFor!(sent++) }) } : {}),
      onResponse: (status, body) => { if (status !== w.expect) { wrong++; sample ||= `${status} ${body.slice(0, 300)}`; } },
    }],
  }, (error, result) => (error ? reject(error) : resolve(result))).on('response', (_client, _status, _bytes, ms) => {
    latencies.push(ms);
    last = performance.now();
  }));
  const seconds = (last - started) / 1000;
  if (wrong > 0 || result.errors > 0) throw new Error(`${w.method ?? 'GET'} ${w.path}: ${wrong} responses not ${w.expect}, ${result.errors} errors; first: ${sample}`);
  latencies.sort((a, b) => a - b);
  const mean = latencies.reduce((a, b) => a + b, 0) / Math.max(1, latencies.length);
  return { requests: w.amount, seconds, rps: w.amount / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99), mean };
}
