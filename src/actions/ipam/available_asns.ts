// GET/POST /api/ipam/asn-ranges/<id>/available-asns/ (NetBox 3.7 AvailableASNsView): GET lists
// the range's free AS numbers ({rir, asn}, `limit` of them); POST creates one ASN (an object)
// or several (a list, any other ASN attributes each) on the lowest free numbers, in the
// range's RIR, all or none, 409 when there are not enough. Serialized per range like the
// address allocations.
import { query, type Db } from '../../engine/db.ts';
import { ApiError } from '../../engine/errors.ts';
import type { ActionHandler } from '../../http/actions.ts';
import { requestBounds } from '../../http/list-page.ts';
import { jsonList, sendJsonText } from '../../http/respond.ts';
import { allocate, ASN_ALLOCATION_LOCK, briefText } from './allocation.ts';

interface Range { start: number; end: number; rir_id: number }

async function rangeOf(db: Db, id: number | null): Promise<Range> {
  const [r] = await query<{ start: string; end: string; rir_id: number }>(db, `SELECT start::text, "end"::text, rir_id FROM ipam_asn_range WHERE id = $1`, [id]);
  if (!r) throw new ApiError(404, 'Not found.');
  return { start: Number(r.start), end: Number(r.end), rir_id: r.rir_id };
}

/** The lowest `count` numbers of the range no ASN holds: the gaps between the used ones, so a
 * range of four billion costs what its used numbers cost. */
async function freeAsns(db: Db, range: Range, count: number): Promise<number[]> {
  const used = await query<{ asn: string }>(db, `SELECT asn::text FROM ipam_asn WHERE asn BETWEEN $1 AND $2 ORDER BY asn`, [range.start, range.end]);
  const free: number[] = [];
  let next = range.start;
  for (const n of [...used.map((u) => Number(u.asn)), range.end + 1]) {
    for (; next < n && free.length < count; next++) free.push(next);
    if (free.length >= count) break;
    next = n + 1;
  }
  return free;
}

const availableAsns: ActionHandler = async (req, res, ctx) => {
  const { services, id } = ctx;
  const { pool, config } = services;
  if (req.method === 'GET') {
    const { limit } = requestBounds(req, config);
    const range = await rangeOf(pool, id);
    const free = await freeAsns(pool, range, limit ?? Number.MAX_SAFE_INTEGER);
    const rir = await briefText(req, ctx, 'ipam.rir', range.rir_id);
    return sendJsonText(req, res, 200, jsonList(free.map((asn) => `{"rir":${rir},"asn":${asn}}`)));
  }
  return allocate(req, res, services, ctx.answering('ipam.asn'), [ASN_ALLOCATION_LOCK, id], async (tx, items) => {
    const range = await rangeOf(tx, id);
    const free = await freeAsns(tx, range, items.length);
    if (free.length < items.length) throw new ApiError(409, 'Insufficient resources are available to satisfy the request');
    return items.map((item, k) => ({ ...item, asn: free[k], rir: range.rir_id }));
  });
};

export default availableAsns;
