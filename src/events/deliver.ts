// One webhook delivery: the webhook's templates rendered with the event's context (in the
// sandbox, templates.ts), the HTTP request sent with its method, content type, headers and
// signature over keep-alive connections (undici) to an address WEBHOOK_ALLOWED_NETWORKS allows,
// and the answer judged: 2XX succeeded, anything else failed (and is retried by the queue,
// unless the same attempt would fail again: a template at its limits).
import { createHmac } from 'node:crypto';
import { StringDecoder } from 'node:string_decoder';
import { Agent, request, type Dispatcher } from 'undici';
import type { Config } from '../config.ts';
import { query, type Db } from '../engine/db.ts';
import { CaFileError, readCaFile } from './ca-file.ts';
import type { DeliveryJob } from './enqueue.ts';
import { guardedConnector, Networks } from './networks.ts';
import { renderTemplates, TemplateError } from './templates.ts';

/** How much of an answer's body a task keeps, in bytes; the rest is not read. */
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
  /** false: the same attempt would fail the same way (a template at its limits). */
  readonly retry: boolean;
  constructor(message: string, outcome: DeliveryOutcome, retry = true) {
    super(message);
    this.outcome = outcome;
    this.retry = retry;
  }
}

/** Keep-alive connection pools, one per certificate policy and allowed networks: whether
 * certificates are verified and the CA file as it is now. The file is looked at on every
 * delivery (an open and a stat), so a CA certificate put in place or replaced applies from the
 * next attempt, without a restart; the pool made with its former content is closed once its
 * requests are done. */
const agents = new Map<string, { version: string; agent: Agent }>();
const networksByText = new Map<string, Networks>();
async function agentFor(w: Webhook, allowedNetworks: readonly string[]): Promise<Agent> {
  const text = allowedNetworks.join(',');
  let networks = networksByText.get(text);
  if (!networks) networksByText.set(text, (networks = new Networks(allowedNetworks)));
  const policy = `${w.ssl_verification}:${text}:${w.ca_file_path ?? ''}`;
  let pool = agents.get(policy);
  let ca: string | undefined;
  let version = '';
  if (w.ca_file_path) {
    let file;
    try {
      file = await readCaFile(w.ca_file_path, pool?.version);
    } catch (e) {
      if (e instanceof CaFileError) throw new Error(`ca_file_path ${w.ca_file_path} ${e.message}.`);
      throw e;
    }
    version = file.version;
    ca = file.text;
  }
  if (pool?.version === version) return pool.agent;
  // Looked up again after reading: a concurrent delivery may have made the pool meanwhile.
  pool = agents.get(policy);
  if (pool?.version === version) return pool.agent;
  // A CA file given is the only trust: an empty one trusts nothing, not the system's CAs.
  const tls = { rejectUnauthorized: w.ssl_verification, ...(ca !== undefined ? { ca } : {}) };
  const agent = new Agent({ keepAliveTimeout: 30_000, connections: 64, connect: guardedConnector(networks, tls) });
  agents.set(policy, { version, agent });
  if (pool) void pool.agent.close();
  return agent;
}

/** The first `max` bytes of an answer's body as text; the rest is not read, and the
 * connection is closed instead of draining it. */
async function excerpt(body: Dispatcher.ResponseData['body'], max: number): Promise<string> {
  const decoder = new StringDecoder('utf8');
  let text = '';
  let length = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    const part = chunk.subarray(0, max - length);
    text += decoder.write(part);
    length += part.length;
    if (length >= max) break;
  }
  body.destroy();
  return text;
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
export async function deliver(w: Webhook | undefined, job: DeliveryJob, settings: Pick<Config['webhooks'], 'timeout' | 'allowedNetworks'>): Promise<DeliveryOutcome> {
  if (!w) return { url: '', status: null, body: '', error: `Webhook ${job.webhook} was deleted; nothing sent.` };
  const timeoutMs = settings.timeout * 1000;
  let url = '';
  try {
    const [target, headerLines, rendered] = await renderTemplates([w.payload_url, w.additional_headers, ...(w.body_template ? [w.body_template] : [])], job.context);
    url = target!.trim();
    const body = rendered ?? job.context;
    const headers: Record<string, string> = { 'Content-Type': w.http_content_type, ...parseHeaders(headerLines!) };
    if (w.secret) headers['X-Hook-Signature'] = signature(body, w.secret);
    if (job.delivery) headers['X-Hook-Delivery'] = job.delivery;
    const withBody = w.http_method !== 'GET';
    const res = await request(url, {
      method: w.http_method as 'POST',
      headers,
      ...(withBody ? { body } : {}),
      dispatcher: await agentFor(w, settings.allowedNetworks),
      signal: AbortSignal.timeout(timeoutMs),
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
    const answer = await excerpt(res.body, BODY_EXCERPT);
    const outcome = { url, status: res.statusCode, body: answer };
    if (res.statusCode < 200 || res.statusCode > 299) throw new DeliveryError(`Status ${res.statusCode} returned by ${url}`, outcome);
    return outcome;
  } catch (e) {
    if (e instanceof DeliveryError) throw e;
    const message = (e as Error).message || String(e);
    throw new DeliveryError(message, { url, status: null, body: '', error: message }, !(e instanceof TemplateError && e.deterministic));
  }
}
