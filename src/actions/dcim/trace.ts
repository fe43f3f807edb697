// GET /api/dcim/<endpoints>/<id>/trace/ (NetBox 3.7 PathEndpointMixin.trace): the path from
// this object through its cables, as NetBox lists it: one [near objects, cable, far objects]
// triple per hop, objects in brief, the cable with its traced attributes; the hop that leaves
// a circuit for its provider network (or site) has no cable.
import { query } from '../../engine/db.ts';
import { ApiError } from '../../engine/errors.ts';
import { readObjects } from '../../engine/read/read.ts';
import { registry } from '../../engine/registry.ts';
import type { ActionHandler } from '../../http/actions.ts';
import { apiBase } from '../../http/request.ts';
import { jsonList, sendJsonText } from '../../http/respond.ts';

type Hop = [string, number[], number | null, string | null, number[]];

/** The cable as NetBox's TracedCableSerializer shows it. */
const TRACED_CABLE = ['id', 'url', 'display', 'type', 'status', 'label', 'color', 'length', 'length_unit', 'description'];

const trace: ActionHandler = async (req, res, { model, services, id, answering }) => {
  const [row] = await query<{ trace: { hops: Hop[] } | null }>(services.pool,
    `SELECT netinv_cable_trace($1, t.id) AS trace FROM ${model.table} t WHERE t.id = $2`, [model.content_type, id]);
  if (!row) throw new ApiError(404, 'Not found.');
  const base = apiBase(req);
  // Every object the path names, read once per model (brief), then placed.
  const wanted = new Map<string, Set<number>>();
  const want = (type: string, ids: number[]) => ids.forEach((i) => wanted.set(type, (wanted.get(type) ?? new Set()).add(i)));
  const hops = row.trace?.hops ?? [];
  for (const [nearType, nearIds, cable, farType, farIds] of hops) {
    want(nearType, nearIds);
    if (cable !== null) want('dcim.cable', [cable]);
    if (farType) want(farType, farIds);
  }
  const text = new Map<string, string>();
  for (const [type, ids] of wanted) {
    const m = answering(registry.modelOfContentType(type)!.key);
    const list = [...ids];
    const opts = type === 'dcim.cable' ? { brief: true, only: TRACED_CABLE, excludeConfigContext: true } : { brief: true, excludeConfigContext: true };
    const texts = await readObjects(services.pool, m, list, base, opts);
    list.forEach((i, k) => text.set(`${type}:${i}`, texts[k]!));
  }
  const objects = (type: string | null, ids: number[]) => `[${type ? ids.map((i) => text.get(`${type}:${i}`)).join(',') : ''}]`;
  const body = hops.map(([nearType, nearIds, cable, farType, farIds]) =>
    `[${objects(nearType, nearIds)},${cable === null ? 'null' : text.get(`dcim.cable:${cable}`)},${objects(farType, farIds)}]`);
  sendJsonText(req, res, 200, jsonList(body));
};

export default trace;
