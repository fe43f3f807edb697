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

export async function runLoad(base: string, w: Workload): Promise<LoadResult> {
  let wrong = 0;
  let sent = 0;
  let sample = '';
  const started = performance.now();
  const result = await autocannon({
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
  });
  const seconds = (performance.now() - started) / 1000;
  if (wrong > 0 || result.errors > 0) throw new Error(`${w.method ?? 'GET'} ${w.path}: ${wrong} responses not ${w.expect}, ${result.errors} errors; first: ${sample}`);
  return { requests: w.amount, seconds, rps: w.amount / seconds, p50: result.latency.p50, p99: result.latency.p99, mean: result.latency.mean };
}
