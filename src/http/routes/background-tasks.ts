// /api/extras/background-tasks/: the webhook deliveries in the queue (pg-boss's jobs), with
// their state, attempts, times, the receiver's last answer and the error; failed ones can be
// requeued and any but those being delivered deleted, one by one or by filter. A user reaches
// the tasks of the webhooks their permissions on extras.webhook reach, constraints included:
// view to read, change to requeue or delete; a task outside them is not there (404).
import { Router, type Request } from 'express';
import { permitted } from '../../auth/permissions.ts';
import type { Actor } from '../../engine/rules.ts';
import { query } from '../../engine/db.ts';
import { ApiError, ValidationError } from '../../engine/errors.ts';
import { registry } from '../../engine/registry.ts';
import { Statement } from '../../engine/sql/builder.ts';
import type { DeliveryJob } from '../../events/enqueue.ts';
import { SCHEMA, WEBHOOK_QUEUE } from '../../events/queue.ts';
import { apiBase, queryOf, signedIn } from '../request.ts';
import { sendJson, sendJsonText } from '../respond.ts';
import type { Services } from '../services.ts';

/** The API's statuses and the queue's states they stand for. */
const STATES: Record<string, string[]> = { queued: ['created', 'retry'], active: ['active'], completed: ['completed'], failed: ['failed', 'cancelled'] };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The filters of the list and of the bulk operations. */
const FILTERS = ['webhook', 'webhook_id', 'status', 'object_type', 'object_id', 'created__gte', 'created__lte'];

interface JobRow {
  id: string;
  state: string;
  data: DeliveryJob;
  output: { status?: number | null; body?: string; message?: string; error?: string; url?: string } | null;
  retry_count: number;
  created_on: string;
  started_on: string | null;
  completed_on: string | null;
  start_after: string;
  webhook_name: string | null;
}

function representation(base: string, j: JobRow, user: Actor, retries: number | null): Record<string, unknown> {
  const status = Object.keys(STATES).find((s) => STATES[s]!.includes(j.state)) ?? j.state;
  const failedAttempt = j.state === 'failed' || j.state === 'retry';
  return {
    id: j.id,
    url: `${base}extras/background-tasks/${j.id}/`,
    display: `${j.data.event} ${j.data.object_type} ${j.data.object_id} to ${j.webhook_name ?? `webhook ${j.data.webhook}`}`,
    status,
    queue: WEBHOOK_QUEUE,
    webhook: { id: j.data.webhook, url: `${base}extras/webhooks/${j.data.webhook}/`, display: j.webhook_name, name: j.webhook_name },
    object_type: j.data.object_type,
    object_id: j.data.object_id,
    event: j.data.event,
    request_id: j.data.request_id,
    attempts: j.started_on ? j.retry_count + 1 : j.retry_count,
    retries_allowed: retries,
    created: j.created_on,
    started: j.started_on,
    completed: j.completed_on,
    next_attempt: status === 'queued' ? j.start_after : null,
    last_status: j.output?.status ?? null,
    // The receiver's answer is any URL's answer (a webhook may point at an internal service):
    // for superusers only.
    response_excerpt: user.is_superuser ? (j.output?.body ?? null) : null,
    error: failedAttempt ? (j.output?.message ?? j.output?.error ?? null) : (j.output?.error ?? null),
  };
}

const COLUMNS = 'j.id, j.state, j.data, j.output, j.retry_count, j.created_on, j.started_on, j.completed_on, j.start_after, w.name AS webhook_name';
/** The delivery jobs and their webhooks (gone when deleted), as j and w. */
const FROM = `${SCHEMA}.job j LEFT JOIN extras_webhook w ON w.id = (j.data->>'webhook')::int`;

function integers(values: string[] | undefined, name: string): number[] | undefined {
  if (!values) return undefined;
  const out = values.map(Number);
  if (out.some((n) => !Number.isInteger(n) || n < 1 || n > 2147483647)) throw new ValidationError({ [name]: ['Enter a whole number.'] });
  return out;
}

function time(values: string[] | undefined, name: string): string | undefined {
  if (!values) return undefined;
  const value = values.at(-1)!;
  if (!/^\d{4}-\d\d-\d\d([T ]\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:?\d\d)?)?$/.test(value) || Number.isNaN(Date.parse(value))) {
    throw new ValidationError({ [name]: ['Enter a valid date/time.'] });
  }
  return value;
}

/** The SQL condition of the filters in `q`, on `st`. */
function filterCondition(st: Statement, q: Record<string, string[]>): string {
  const where = [`j.name = '${WEBHOOK_QUEUE}'`];
  const statuses = q.status ?? [];
  const unknown = statuses.filter((s) => !STATES[s]);
  if (unknown.length) throw new ValidationError({ status: [`Select a valid choice: ${unknown.join(', ')} is not one of ${Object.keys(STATES).join(', ')}.`] });
  if (statuses.length) where.push(`j.state::text = ANY(${st.param(statuses.flatMap((s) => STATES[s]!), 'text[]')})`);
  const webhooks = integers(q.webhook ?? q.webhook_id, 'webhook');
  if (webhooks) where.push(`(j.data->>'webhook')::int = ANY(${st.param(webhooks, 'int[]')})`);
  if (q.object_type) where.push(`j.data->>'object_type' = ANY(${st.param(q.object_type, 'text[]')})`);
  const objects = integers(q.object_id, 'object_id');
  if (objects) where.push(`(j.data->>'object_id')::bigint = ANY(${st.param(objects, 'bigint[]')})`);
  const after = time(q.created__gte, 'created__gte');
  if (after) where.push(`j.created_on >= ${st.param(after, 'timestamptz')}`);
  const before = time(q.created__lte, 'created__lte');
  if (before) where.push(`j.created_on <= ${st.param(before, 'timestamptz')}`);
  return where.join(' AND ');
}

export function backgroundTasksRouter(services: Services): Router {
  const router = Router();
  const { pool } = services;
  const retries = services.config.webhooks.retries;
  const webhookModel = registry.modelOfContentType('extras.webhook')!;

  /** The request's user and the condition on `st` of the tasks they may `action`; 403 without a
   * permission on webhooks. */
  const reach = async (req: Request, st: Statement, action: 'view' | 'change'): Promise<{ user: Actor; condition: string }> => {
    const { user } = signedIn(req);
    const scope = (await permitted(pool, user, webhookModel, action, false)).scope();
    await services.queue(); // the queue's tables exist from here on
    return { user, condition: scope ? scope(st, 'w') : 'TRUE' };
  };

  const one = async (req: Request, action: 'view' | 'change'): Promise<{ user: Actor; job: JobRow }> => {
    const st = new Statement();
    const { user, condition } = await reach(req, st, action);
    const id = String(req.params.id);
    if (!UUID.test(id)) throw new ApiError(404, 'Not found.');
    const [job] = await query<JobRow>(pool, `SELECT ${COLUMNS} FROM ${FROM} WHERE j.name = '${WEBHOOK_QUEUE}' AND j.id = ${st.param(id, 'uuid')} AND ${condition}`, st.values);
    if (!job) throw new ApiError(404, 'Not found.');
    return { user, job };
  };

  /** The filters of a bulk operation, refusing any other parameter: a misspelt filter must not
   * widen a delete to every task. */
  const bulkFilter = async (req: Request, st: Statement): Promise<string> => {
    const q = queryOf(req);
    const unknown = Object.keys(q).filter((k) => !FILTERS.includes(k));
    if (unknown.length) throw new ValidationError(Object.fromEntries(unknown.map((k) => [k, [`Unknown filter; the filters are ${FILTERS.join(', ')}.`]])));
    const { condition } = await reach(req, st, 'change');
    return `${filterCondition(st, q)} AND ${condition}`;
  };

  router.get('/', async (req, res) => {
    const q = queryOf(req);
    const st = new Statement();
    const { user, condition } = await reach(req, st, 'view');
    const filter = `${filterCondition(st, q)} AND ${condition}`;
    const limit = Math.min(integers(q.limit, 'limit')?.[0] ?? services.config.paginateCount, 1000);
    const offset = q.offset ? Number(q.offset[0]) : 0;
    if (!Number.isInteger(offset) || offset < 0) throw new ValidationError({ offset: ['Enter a whole number.'] });
    const [{ n }] = (await query<{ n: number }>(pool, `SELECT count(*)::int AS n FROM ${FROM} WHERE ${filter}`, st.values)) as [{ n: number }];
    const rows = await query<JobRow>(pool, `SELECT ${COLUMNS} FROM ${FROM} WHERE ${filter} ORDER BY j.created_on DESC, j.id LIMIT ${limit} OFFSET ${offset}`, st.values);
    const base = apiBase(req);
    const page = (o: number) => {
      const url = new URL(req.originalUrl, base);
      url.searchParams.set('limit', String(limit));
      url.searchParams.set('offset', String(o));
      return url.toString();
    };
    sendJson(req, res, 200, {
      count: n,
      next: offset + limit < n ? page(offset + limit) : null,
      previous: offset > 0 ? page(Math.max(0, offset - limit)) : null,
      results: rows.map((r) => representation(base, r, user, retries)),
    });
  });

  // Bulk: the failed tasks matching the filters delivered again, and the tasks matching them
  // deleted (those being delivered excepted); each answers how many it affected.
  router.post('/requeue/', async (req, res) => {
    const st = new Statement();
    const filter = await bulkFilter(req, st);
    const [{ count }] = (await query<{ count: number }>(pool,
      `WITH done AS (${requeue(`id IN (SELECT j.id FROM ${FROM} WHERE ${filter})`)} RETURNING 1) SELECT count(*)::int AS count FROM done`, st.values)) as [{ count: number }];
    sendJson(req, res, 200, { count });
  });

  router.delete('/', async (req, res) => {
    if (Object.keys(queryOf(req)).length === 0) throw new ApiError(400, `Name the tasks to delete with at least one filter (${FILTERS.join(', ')}).`);
    const st = new Statement();
    const filter = await bulkFilter(req, st);
    const [{ count }] = (await query<{ count: number }>(pool,
      `WITH done AS (DELETE FROM ${SCHEMA}.job WHERE name = '${WEBHOOK_QUEUE}' AND state <> 'active' AND id IN (SELECT j.id FROM ${FROM} WHERE ${filter}) RETURNING 1)
       SELECT count(*)::int AS count FROM done`, st.values)) as [{ count: number }];
    sendJson(req, res, 200, { count });
  });

  router.get('/:id/', async (req, res) => {
    const { user, job } = await one(req, 'view');
    sendJson(req, res, 200, representation(apiBase(req), job, user, retries));
  });

  router.delete('/:id/', async (req, res) => {
    const { job } = await one(req, 'change');
    if (job.state === 'active') throw new ApiError(409, 'The task is being delivered; delete it once it has finished.');
    await query(pool, `DELETE FROM ${SCHEMA}.job WHERE name = '${WEBHOOK_QUEUE}' AND id = $1 AND state <> 'active'`, [job.id]);
    sendJsonText(req, res, 204, null);
  });

  router.post('/:id/requeue/', async (req, res) => {
    const { user, job } = await one(req, 'change');
    if (job.state !== 'failed') throw new ApiError(409, `Only failed tasks can be requeued; this one is ${representation('', job, user, retries).status}.`);
    await query(pool, requeue('id = $1'), [job.id]);
    sendJson(req, res, 200, representation(apiBase(req), (await one(req, 'view')).job, user, retries));
  });

  router.all(['/', '/requeue/', '/:id/', '/:id/requeue/'], (req) => {
    throw new ApiError(405, `Method "${req.method}" not allowed.`);
  });
  return router;
}

/** The failed delivery jobs matching `condition` made due for one more attempt at once (what
 * pg-boss's retry does). A job failed for good left its object's key
 * (worker.ts), so a requeued one goes on its own, after the deliveries that followed it. */
function requeue(condition: string): string {
  return `UPDATE ${SCHEMA}.job SET state = 'retry', completed_on = NULL, start_after = now(), retry_limit = GREATEST(retry_limit, retry_count + 1)
    WHERE name = '${WEBHOOK_QUEUE}' AND state = 'failed' AND ${condition}`;
}
