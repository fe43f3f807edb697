// One webhook delivery: the webhook's templates rendered with the event's context, the HTTP
// request sent with its method, content type, headers and signature over keep-alive
// connections (undici), and the answer judged: 2XX succeeded, anything else failed (and is
// retried by the queue).
import { createHmac } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { Agent, request } from 'undici';
import { query, type Db } from '../engine/db.ts';
import type { DeliveryJob } from './enqueue.ts';
import { render } from './templates.ts';

/** How much of an answer's body a task keeps. */
const BODY_EXCERPT = 1000;

export interface Webhook {
  id: number;
  name: string;
  payload_url: string;
  http_method: string;
  http_content_type: string;
  additional_headers: string;
  body_template: string;
  secret: string;
  ssl_verification: boolean;
  ca_file_path: string | null;
}

/** What a delivery's task records: the receiver's answer. */
export interface DeliveryOutcome {
  url: string;
  status: number | null;
  body: string;
  error?: string;
}

export class DeliveryError extends Error {
  readonly outcome: DeliveryOutcome;
  constructor(message: string, outcome: DeliveryOutcome) {
    super(message);
    this.outcome = outcome;
  }
}

/** Keep-alive connection pools, one per certificate policy: whether certificates are verified
 * and the CA file as it is now. The file is looked at on every delivery (a stat), so a CA
 * certificate put in place or replaced applies from the next attempt, without a restart; the
 * pool made with its former content is closed once its requests are done. */
const agents = new Map<string, { version: string; agent: Agent }>();
async function agentFor(w: Webhook): Promise<Agent> {
  const policy = `${w.ssl_verification}:${w.ca_file_path ?? ''}`;
  let version = '';
  if (w.ca_file_path) {
    const file = await stat(w.ca_file_path);
    version = `${file.mtimeMs}:${file.size}`;
  }
  let pool = agents.get(policy);
  if (pool?.version === version) return pool.agent;
  // A CA file given is the only trust: an empty one trusts nothing, not the system's CAs.
  const ca = w.ca_file_path ? await readFile(w.ca_file_path, 'utf8') : undefined;
  // Looked up again after reading: a concurrent delivery may have made the pool meanwhile.
  pool = agents.get(policy);
  if (pool?.version === version) return pool.agent;
  const agent = new Agent({ keepAliveTimeout: 30_000, connections: 64, connect: { rejectUnauthorized: w.ssl_verification, ...(ca !== undefined ? { ca } : {}) } });
  agents.set(policy, { version, agent });
  if (pool) void pool.agent.close();
  return agent;
}

export async function closeAgents(): Promise<void> {
  await Promise.all([...agents.values()].map((p) => p.agent.close()));
  agents.clear();
}

/** `Name: value` lines of the rendered additional headers. */
function parseHeaders(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at <= 0) continue;
    out[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return out;
}

export function signature(body: string, secret: string): string {
  return createHmac('sha512', secret).update(body).digest('hex');
}

/** The webhooks of a batch of jobs, by id, read in one statement; a deleted one is missing. */
export async function webhooksOf(db: Db, jobs: DeliveryJob[]): Promise<Map<number, Webhook>> {
  const rows = await query<Webhook>(db, `SELECT id, name, payload_url, http_method, http_content_type, additional_headers, body_template, secret,
      ssl_verification, ca_file_path FROM extras_webhook WHERE id = ANY($1::int[])`, [[...new Set(jobs.map((job) => job.webhook))]]);
  return new Map(rows.map((w) => [w.id, w]));
}

/** Delivers one job for its webhook `w` (undefined: deleted); throws DeliveryError when the
 * receiver did not answer 2XX. */
export async function deliver(w: Webhook | undefined, job: DeliveryJob, timeoutSeconds: number): Promise<DeliveryOutcome> {
  if (!w) return { url: '', status: null, body: '', error: `Webhook ${job.webhook} was deleted; nothing sent.` };
  const context = JSON.parse(job.context) as Record<string, unknown>;
  let url = '';
  try {
    url = (await render(w.payload_url, context)).trim();
    const body = w.body_template ? await render(w.body_template, context) : job.context;
    const headers: Record<string, string> = { 'Content-Type': w.http_content_type, ...parseHeaders(await render(w.additional_headers, context)) };
    if (w.secret) headers['X-Hook-Signature'] = signature(body, w.secret);
    if (job.delivery) headers['X-Hook-Delivery'] = job.delivery;
    const withBody = w.http_method !== 'GET';
    const res = await request(url, {
      method: w.http_method as 'POST',
      headers,
      ...(withBody ? { body } : {}),
      dispatcher: await agentFor(w),
      signal: AbortSignal.timeout(timeoutSeconds * 1000),
      headersTimeout: timeoutSeconds * 1000,
      bodyTimeout: timeoutSeconds * 1000,
    });
    const answer = (await res.body.text()).slice(0, BODY_EXCERPT);
    const outcome = { url, status: res.statusCode, body: answer };
    if (res.statusCode < 200 || res.statusCode > 299) throw new DeliveryError(`Status ${res.statusCode} returned by ${url}`, outcome);
    return outcome;
  } catch (e) {
    if (e instanceof DeliveryError) throw e;
    const message = (e as Error).message || String(e);
    throw new DeliveryError(message, { url, status: null, body: '', error: message });
  }
}
