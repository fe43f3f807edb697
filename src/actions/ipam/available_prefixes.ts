// GET/POST /api/ipam/prefixes/<id>/available-prefixes/ (NetBox 3.7 AvailablePrefixesView):
// GET lists the free space as prefixes ({family, prefix, vrf}); POST carves child prefixes of
// the requested `prefix_length` (one object or a list, with any other prefix attributes) out
// of it in address order, all or none: 400 for a bad prefix_length, 409 when the space is too
// small. Serialized per parent with available-ips' lock.
import { query, type Db } from '../../engine/db.ts';
import { ApiError, ValidationError } from '../../engine/errors.ts';
import type { ActionHandler } from '../../http/actions.ts';
import { jsonList, sendJsonText } from '../../http/respond.ts';
import { formatAddress, width } from '../../ipam/address.ts';
import { FreeSpace, type PrefixRow } from '../../ipam/available.ts';
import { allocate, PREFIX_ALLOCATION_LOCK, briefText } from './allocation.ts';

type Parent = PrefixRow & { status: string };

async function parentOf(db: Db, id: number | null): Promise<Parent> {
  const [p] = await query<Parent>(db, `SELECT id, prefix::text AS prefix, vrf_id, is_pool, status FROM ipam_prefix WHERE id = $1`, [id]);
  if (!p) throw new ApiError(404, 'Not found.');
  return p;
}

/** Each item's prefix_length, checked as NetBox's PrefixLengthSerializer does (and not
 * shorter than the parent's). */
function lengths(items: unknown[], family: 4 | 6, parentLength: number): number[] {
  const errors = items.map((item) => {
    const n = (item as Record<string, unknown>).prefix_length;
    if (n === undefined || n === null) return { prefix_length: ['This field is required.'] };
    if (typeof n !== 'number' || !Number.isInteger(n)) return { prefix_length: ['A valid integer is required.'] };
    if (n > width(family)) return { prefix_length: [`Invalid prefix length (${n}) for IPv${family}`] };
    if (n < parentLength) return { prefix_length: [`Ensure this value is greater than or equal to ${parentLength} (the parent's length).`] };
    return {};
  });
  if (errors.some((e) => 'prefix_length' in e)) throw new ValidationError(items.length === 1 ? errors[0]! : errors);
  return items.map((i) => (i as { prefix_length: number }).prefix_length);
}

const availablePrefixes: ActionHandler = async (req, res, ctx) => {
  const { services, id } = ctx;
  const { pool } = services;
  if (req.method === 'GET') {
    const p = await parentOf(pool, id);
    const space = await FreeSpace.of(pool, p);
    const vrf = await briefText(req, ctx, 'ipam.vrf', p.vrf_id);
    const items = space.blocks().map((b) => `{"family":${space.family},"prefix":"${formatAddress(space.family, b.value)}/${b.length}","vrf":${vrf}}`);
    return sendJsonText(req, res, 200, jsonList(items));
  }
  return allocate(req, res, services, ctx.answering('ipam.prefix'), [PREFIX_ALLOCATION_LOCK, id], async (tx, items) => {
    const p = await parentOf(tx, id);
    const space = await FreeSpace.of(tx, p);
    const wanted = lengths(items, space.family, space.net.length);
    return items.map((item, k) => {
      const block = space.take(wanted[k]!);
      if (!block) throw new ApiError(409, 'Insufficient space is available to accommodate the requested prefix size(s)');
      const { prefix_length: _length, ...attributes } = item;
      return { ...attributes, prefix: `${formatAddress(space.family, block.value)}/${block.length}`, vrf: p.vrf_id };
    });
  });
};

export default availablePrefixes;
