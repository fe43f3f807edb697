// GET /api/<app>/<endpoints>/<id>/paths/ (NetBox's PassThroughPortMixin, on front ports, rear
// ports, circuit terminations and virtual circuit terminations, NetBox 3.7 and 4.6 alike): the
// cable paths that pass through the object, as NetBox's CablePathSerializer shows them:
// `id`, `path` (a list of node lists, each the objects of one step in brief), `is_active`,
// `is_complete`, `is_split`. netinv stores no cable paths: netinv_cable_paths_through
// (src/db/functions/cable_trace_paths.sql) traces them from their origins when read.
import { query } from '../../engine/db.ts';
import { ApiError } from '../../engine/errors.ts';
import type { ActionHandler } from '../../http/actions.ts';
import { apiBase } from '../../http/request.ts';
import { jsonList, sendJsonText } from '../../http/respond.ts';
import { readPathObjects } from './path_objects.ts';

interface CablePath { id: number; path: Array<[string, number[]]>; is_active: boolean; is_complete: boolean; is_split: boolean }

const paths: ActionHandler = async (req, res, ctx) => {
  const { model, services, id } = ctx;
  const [row] = await query<{ paths: CablePath[] | null }>(services.pool,
    `SELECT (SELECT json_agg(p ORDER BY p.id) FROM netinv_cable_paths_through($1, t.id) p) AS paths FROM ${model.table} t WHERE t.id = $2`,
    [model.content_type, id]);
  if (!row) throw new ApiError(404, 'Not found.');
  const rows = row.paths ?? [];
  const objects = await readPathObjects(apiBase(req), ctx, rows.flatMap((r) => r.path));
  const body = rows.map((r) => `{"id":${r.id},"path":[${r.path.map(([type, ids]) => objects.list(type, ids)).join(',')}],`
    + `"is_active":${r.is_active},"is_complete":${r.is_complete},"is_split":${r.is_split}}`);
  sendJsonText(req, res, 200, jsonList(body));
};

export default paths;
