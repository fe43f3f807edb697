// /api/extras/background-tasks/: the webhook deliveries in the queue (pg-boss's jobs), with
// their state, attempts, times, the receiver's last answer and the error; a failed one can be
// requeued or deleted. For superusers, and holders of a permission on webhooks: view to read,
// change to requeue or delete.
import { Router, type Request } from 'express';
import { hasPermission } from '../../auth/permissions.ts';
import { query } from '../../engine/db.ts';
import { ApiError, ValidationError } from '../../engine/errors.ts';
import type { DeliveryJob } from '../../events/enqueue.ts';
import { SCHEMA, WEBHOOK_QUEUE } from '../../events/queue.ts';
import { apiBase, queryOf, type RequestAuth } from '../request.ts';
import { sendJson, sendJsonText } from '../respond.ts';
import type { Services } from '../services.ts';

/** The API's statuses and the queue's states they stand for. */
const STATES: Record<string, string[]> = { queued: ['created', 'retry'], active: ['active'], completed: ['completed'], failed: ['failed', 'cancelled'] };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface JobRow {
  id: string;
  state: string;
  data: DeliveryJob;
  output: { status?: number | null; body?: string; message?: string; error?: string; url?: string } | null;
  retry_count: number;
  retry_limit: number;
  created_on: string;
  started_on: string | null;
  completed_on: string | null;
  start_after: string;
  webhook_name: string | null;
}

function representation(base: string, j: JobRow): Record<string, unknown> {
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
    retries_allowed: j.retry_limit,
    created: j.created_on,
    started: j.started_on,
    completed: j.completed_on,
    next_attempt: status === 'queued' ? j.start_after : null,
    last_status: j.output?.status ?? null,
    response_excerpt: j.output?.body ?? null,
    error: failedAttempt ? (j.output?.message ?? j.output?.error ?? null) : (j.output?.error ?? null),
  };
}

const SELECT = `SELECT j.id, j.state, j.data, j.output, j.retry_count, j.retry_limit, j.created_on, j.started_on, j.completed_on, j.start_after, w.name AS webhook_name
  FROM ${SCHEMA}.job j LEFT JOIN extras_webhook w ON w.id = (j.data->>'webhook')::int WHERE j.name = '${WEBHOOK_QUEUE}'`;

function integers(values: string[] | undefined, name: string): number[] | undefined {
  if (!values) return undefined;
  const out = values.map(Number);
  if (out.some((n) => !Number.isInteger(n) || n < 1 || n > 2147483647)) throw new ValidationError({ [name]: ['Enter a whole number.'] });
  return out;
}

export function backgroundTasksRouter(services: Services): Router {
  const router = Router();
  const { pool } = services;

  const allowed = async (req: Request, action: 'view' | 'change') => {
    const user = (req.res!.locals.auth as RequestAuth)?.user;
    if (!user) throw new ApiError(403, 'Authentication credentials were not provided.');
    if (!(await hasPermission(pool, user, `extras.${action}_webhook`))) throw new ApiError(403, 'You do not have permission to perform this action.');
    await services.queue(); // the queue's tables exist from here on
  };

  const one = async (req: Request): Promise<JobRow> => {
    const id = String(req.params.id);
    if (!UUID.test(id)) throw new ApiError(404, 'Not found.');
    const [row] = await query<JobRow>(pool, `${SELECT} AND j.id = $1`, [id]);
    if (!row) throw new ApiError(404, 'Not found.');
    return row;
  };

  router.get('/', async (req, res) => {
    await allowed(req, 'view');
    const q = queryOf(req);
    const statuses = q.status ?? [];
    const unknown = statuses.filter((s) => !STATES[s]);
    if (unknown.length) throw new ValidationError({ status: [`Select a valid choice: ${unknown.join(', ')} is not one of ${Object.keys(STATES).join(', ')}.`] });
    const webhooks = integers(q.webhook ?? q.webhook_id, 'webhook');
    const limit = Math.min(integers(q.limit, 'limit')?.[0] ?? services.config.paginateCount, 1000);
    const offset = q.offset ? Number(q.offset[0]) : 0;
    if (!Number.isInteger(offset) || offset < 0) throw new ValidationError({ offset: ['Enter a whole number.'] });
    const where: string[] = [];
    const values: unknown[] = [];
    if (statuses.length) where.push(`j.state::text = ANY($${values.push(statuses.flatMap((s) => STATES[s]!))}::text[])`);
    if (webhooks) where.push(`(j.data->>'webhook')::int = ANY($${values.push(webhooks)}::int[])`);
    if (q.object_type) where.push(`j.data->>'object_type' = ANY($${values.push(q.object_type)}::text[])`);
    if (q.object_id) where.push(`(j.data->>'object_id')::bigint = ANY($${values.push(integers(q.object_id, 'object_id'))}::bigint[])`);
    const filter = where.map((w) => ` AND ${w}`).join('');
    const [{ n }] = (await query<{ n: number }>(pool, `SELECT count(*)::int AS n FROM ${SCHEMA}.job j WHERE j.name = '${WEBHOOK_QUEUE}'${filter}`, values)) as [{ n: number }];
    const rows = await query<JobRow>(pool, `${SELECT}${filter} ORDER BY j.created_on DESC, j.id LIMIT ${limit} OFFSET ${offset}`, values);
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
      results: rows.map((r) => representation(base, r)),
    });
  });

  router.get('/:id/', async (req, res) => {
    await allowed(req, 'view');
    sendJson(req, res, 200, representation(apiBase(req), await one(req)));
  });

  router.delete('/:id/', async (req, res) => {
    await allowed(req, 'change');
    const job = await one(req);
    if (job.state === 'active') throw new ApiError(409, 'The task is being delivered; delete it once it has finished.');
    await (await services.queue()).deleteJob(WEBHOOK_QUEUE, job.id);
    sendJsonText(req, res, 204, null);
  });

  router.post('/:id/requeue/', async (req, res) => {
    await allowed(req, 'change');
    const job = await one(req);
    if (!['failed', 'cancelled'].includes(job.state)) throw new ApiError(409, `Only failed tasks can be requeued; this one is ${representation('', job).status}.`);
    await (await services.queue()).retry(WEBHOOK_QUEUE, job.id);
    sendJson(req, res, 200, representation(apiBase(req), await one(req)));
  });

  router.all(['/', '/:id/', '/:id/requeue/'], (req) => {
    throw new ApiError(405, `Method "${req.method}" not allowed.`);
  });
  return router;
}
