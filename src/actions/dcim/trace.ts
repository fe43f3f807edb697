// GET /api/dcim/<endpoints>/<id>/trace/ (NetBox 3.7 PathEndpointMixin.trace): the path from
// this object through its cables, as NetBox lists it: one [near objects, cable, far objects]
// triple per hop, objects in brief, the cable with its traced attributes; the hop that leaves
// a circuit for its provider network (or site) has no cable.
import { query } from '../../engine/db.ts';
import { ApiError } from '../../engine/errors.ts';
import type { ActionHandler } from '../../http/actions.ts';
import { apiBase } from '../../http/request.ts';
import { jsonList, sendJsonText } from '../../http/respond.ts';
import { readPathObjects } from './path_objects.ts';

type Hop = [string, number[], number | null, string | null, number[]];

/** The cable as NetBox's TracedCableSerializer shows it. */
const TRACED_CABLE = ['id', 'url', 'display', 'type', 'status', 'label', 'color', 'length', 'length_unit', 'description'];

const trace: ActionHandler = async (req, res, ctx) => {
  const { model, services, id } = ctx;
  const [row] = await query<{ trace: { hops: Hop[] } | null }>(services.pool,
    `SELECT netinv_cable_trace($1, ARRAY[t.id]) AS trace FROM ${model.table} t WHERE t.id = $2`, [model.content_type, id]);
  if (!row) throw new ApiError(404, 'Not found.');
  const hops = row.trace?.hops ?? [];
  const nodes = hops.flatMap(([nearType, nearIds, cable, farType, farIds]): Array<[string, number[]]> =>
    [[nearType, nearIds], ...(cable !== null ? [['dcim.cable', [cable]] as [string, number[]]] : []), ...(farType ? [[farType, farIds] as [string, number[]]] : [])]);
  const objects = await readPathObjects(apiBase(req), ctx, nodes, { 'dcim.cable': TRACED_CABLE });
  const body = hops.map(([nearType, nearIds, cable, farType, farIds]) =>
    `[${objects.list(nearType, nearIds)},${cable === null ? 'null' : objects.one('dcim.cable', cable)},${farType ? objects.list(farType, farIds) : '[]'}]`);
  sendJsonText(req, res, 200, jsonList(body));
};

export default trace;
