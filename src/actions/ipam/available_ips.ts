// GET/POST /api/ipam/prefixes/<id>/available-ips/ and /api/ipam/ip-ranges/<id>/available-ips/
// (NetBox 3.7 AvailableIPAddressesView): GET lists free addresses ({family, address, vrf},
// `limit` of them); POST creates one IP address (an object) or several (a list) on the next
// free addresses, with the parent's mask and VRF, all or none, 409 when there are not enough.
// Allocations within one parent take turns on a transaction-scoped advisory lock, so parallel
// requests never hand out the same address; different parents allocate in parallel.
import type { Db } from '../../engine/db.ts';
import { ApiError } from '../../engine/errors.ts';
import type { Model } from '../../engine/registry.ts';
import type { ActionHandler } from '../../http/actions.ts';
import { requestBounds } from '../../http/list-page.ts';
import { jsonList, sendJsonText } from '../../http/respond.ts';
import { asAddress, freeAddresses, SPAN_SQL } from '../../ipam/available.ts';
import { allocate, PREFIX_ALLOCATION_LOCK, RANGE_ALLOCATION_LOCK, briefText } from './allocation.ts';

/** The span of the prefix or IP range `id` and its first `limit` free addresses; 404 when it
 * does not exist. */
async function freeOf(db: Db, model: Model, id: number | null, limit: number) {
  const found = await freeAddresses(db, model.key === 'ipam.ip_range' ? SPAN_SQL.range : SPAN_SQL.prefix, id, limit);
  if (!found) throw new ApiError(404, 'Not found.');
  return found;
}

const availableIps: ActionHandler = async (req, res, ctx) => {
  const { model, services, id } = ctx;
  const { pool, config } = services;
  if (req.method === 'GET') {
    // The list endpoints' limit rules: PAGINATE_COUNT by default, at most MAX_PAGE_SIZE.
    const { limit } = requestBounds(req, config);
    const { span, free } = await freeOf(pool, model, id, limit ?? Number.MAX_SAFE_INTEGER);
    const vrf = await briefText(req, ctx, 'ipam.vrf', span.vrf_id);
    const items = free.map((v) => `{"family":${span.family},"address":${JSON.stringify(asAddress(span.family, v, span.length))},"vrf":${vrf}}`);
    return sendJsonText(req, res, 200, jsonList(items));
  }
  const lock: [number, number | null] = [model.key === 'ipam.ip_range' ? RANGE_ALLOCATION_LOCK : PREFIX_ALLOCATION_LOCK, id];
  return allocate(req, res, services, ctx.answering('ipam.ip_address'), lock, async (tx, items) => {
    const { span, free } = await freeOf(tx, model, id, items.length);
    if (free.length < items.length)
      throw new ApiError(409, `An insufficient number of IP addresses are available within ${span.name} (${items.length} requested, ${free.length} available)`);
    return items.map((item, k) => ({ ...item, address: asAddress(span.family, free[k]!, span.length), vrf: span.vrf_id }));
  });
};

export default availableIps;
