// GET /api/netinv/search/?q=<text>: netinv's global search (NetBox has no REST search endpoint;
// its web UI reads the same kind of index, netbox/search/). One request answers every model at
// once from the search index (src/engine/search/), grouped by object type, best match first,
// with only the objects the user may view (their permissions' constraints included), and
// bounded: the query's length, the index rows read, the results per type and in all.
import { Router, type Request } from 'express';
import { viewable } from '../../auth/permissions.ts';
import { readExempt } from '../../auth/read-exempt.ts';
import { ApiError, ValidationError } from '../../engine/errors.ts';
import { readObjects } from '../../engine/read/read.ts';
import { registry } from '../../engine/registry.ts';
import { indexedModels } from '../../engine/search/index-sql.ts';
import { searchIndex } from '../../engine/search/query.ts';
import type { Model } from '../../engine/api.ts';
import { apiBase, queryOf, type RequestAuth } from '../request.ts';
import { sendJson } from '../respond.ts';
import type { Services } from '../services.ts';

/** Longest query, in characters. */
export const MAX_QUERY = 100;
/** Results per object type: 5 unless `limit` says, at most 50. */
const DEFAULT_PER_TYPE = 5;
const MAX_PER_TYPE = 50;
/** Results in all, whatever the types. */
export const MAX_RESULTS = 250;
/** Index rows read at most; beyond, counts are lower bounds and `complete` is false. */
export const MAX_MATCHES = 10_000;

function positive(req: Request, name: string, fallback: number, most: number): number {
  const raw = queryOf(req)[name]?.[0];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw ValidationError.field(name, 'Enter a whole number of at least 1.');
  return Math.min(Number(raw), most);
}

export function searchRouter(services: Services): Router {
  const router = Router();
  const { pool } = services;

  router.get('/', async (req: Request, res) => {
    const params = queryOf(req);
    const q = (params.q?.[0] ?? '').trim();
    if (!q) throw ValidationError.field('q', 'This field is required.');
    if (q.length > MAX_QUERY) throw ValidationError.field('q', `Ensure this value has at most ${MAX_QUERY} characters.`);
    if (q.includes('\u0000')) throw ValidationError.field('q', 'Null characters are not allowed.');
    const perType = positive(req, 'limit', DEFAULT_PER_TYPE, MAX_PER_TYPE);
    // object_type=dcim.device&object_type=dcim.site narrows the search to those types.
    const indexed = indexedModels().map((m) => m.model);
    const asked = params.object_type?.filter((t) => t !== '');
    if (asked) {
      const unknown = asked.filter((t) => !indexed.some((m) => m.content_type === t));
      if (unknown.length) throw ValidationError.field('object_type', `Not a searched object type: ${unknown.join(', ')}.`);
    }
    const models = asked ? indexed.filter((m) => asked.includes(m.content_type)) : indexed;

    const auth = req.res!.locals.auth as RequestAuth | undefined;
    const may = await viewable(pool, auth?.user ?? null, models, (m) => readExempt(m, services));
    const allowed = models.filter((m) => may.get(m.key));
    if (!auth && allowed.length === 0) throw new ApiError(403, 'Authentication credentials were not provided.');

    const { hits, complete } = await searchIndex(pool, q, allowed.map((m) => m.content_type), MAX_MATCHES);
    const byType = new Map<string, number[]>();
    const best = new Map<string, { field: string; value: string }>();
    for (const h of hits) {
      (byType.get(h.object_type) ?? byType.set(h.object_type, []).get(h.object_type)!).push(h.object_id);
      best.set(`${h.object_type}:${h.object_id}`, { field: h.field, value: h.value });
    }
    // Types in the order of their best match; within a type, the hits' order.
    let room = MAX_RESULTS;
    const groups = await Promise.all([...byType].map(async ([type, ids]) => {
      const model = registry.modelOfContentType(type)! as Model;
      // Only what the user may view of the candidates counts (a superuser's scope is all).
      const reach = may.get(model.key)!;
      const visible = reach.scope() ? await reach.reachable(pool, ids) : undefined;
      const seen = visible ? ids.filter((id) => visible.has(id)) : ids;
      return { model, ids: seen };
    }));
    const results = [];
    for (const { model, ids } of groups) {
      if (ids.length === 0) continue;
      const shown = ids.slice(0, Math.min(perType, room));
      room -= shown.length;
      const objects = shown.length ? (await readObjects(pool, model, shown, apiBase(req), { brief: true, excludeConfigContext: true })).map((t) => JSON.parse(t) as Record<string, unknown>) : [];
      results.push({
        object_type: model.content_type,
        label: model.verbose_name_plural,
        count: ids.length,
        results: objects.map((o) => ({ ...o, matched: best.get(`${model.content_type}:${o.id}`) })),
      });
    }
    sendJson(req, res, 200, { q, complete, count: results.reduce((n, g) => n + g.count, 0), results });
  });

  return router;
}
