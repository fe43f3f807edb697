// GET/POST /api/ipam/vlan-groups/<id>/available-vlans/ (NetBox 4.6 AvailableVLANsView): GET
// lists the VIDs of the group's ranges that no VLAN of the group holds ({vid, group}, `limit`
// of them, lowest first); POST creates one VLAN (an object) or several (a list, each with its
// name and any other VLAN attributes) in the group on the lowest free VIDs, all or none, 409
// when there are not enough. Serialized per group like the other allocations.
import { query, type Db } from '../../engine/db.ts';
import { ApiError } from '../../engine/errors.ts';
import type { ActionHandler } from '../../http/actions.ts';
import { requestBounds } from '../../http/list-page.ts';
import { jsonList, sendJsonText } from '../../http/respond.ts';
import { allocate, briefText, VLAN_ALLOCATION_LOCK } from './allocation.ts';

/** The lowest `count` VIDs of group `id`'s ranges that none of its VLANs holds (at most 4,094). */
async function freeVids(db: Db, id: number | null, count: number): Promise<number[]> {
  const [group] = await query<{ vid_ranges: Array<[number, number]> }>(db, `SELECT vid_ranges FROM ipam_vlan_group WHERE id = $1`, [id]);
  if (!group) throw new ApiError(404, 'Not found.');
  const used = new Set((await query<{ vid: number }>(db, `SELECT vid FROM ipam_vlan WHERE group_id = $1`, [id])).map((v) => v.vid));
  const free = new Set<number>();
  for (const [lower, upper] of group.vid_ranges) for (let vid = lower; vid <= upper; vid++) if (!used.has(vid)) free.add(vid);
  return [...free].sort((a, b) => a - b).slice(0, count);
}

const availableVlans: ActionHandler = async (req, res, ctx) => {
  const { services, id } = ctx;
  if (req.method === 'GET') {
    const { limit } = requestBounds(req, services.config);
    const free = await freeVids(services.pool, id, limit ?? Number.MAX_SAFE_INTEGER);
    const group = await briefText(req, ctx, 'ipam.vlan_group', id);
    return sendJsonText(req, res, 200, jsonList(free.map((vid) => `{"vid":${vid},"group":${group}}`)));
  }
  return allocate(req, res, services, ctx.answering('ipam.vlan'), [VLAN_ALLOCATION_LOCK, id], async (tx, items) => {
    const free = await freeVids(tx, id, items.length);
    if (free.length < items.length) throw new ApiError(409, 'Insufficient resources are available to satisfy the request');
    return items.map((item, k) => ({ ...item, vid: free[k], group: id }));
  });
};

export default availableVlans;
