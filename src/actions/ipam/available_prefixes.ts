// GET/POST /api/ipam/prefixes/<id>/available-prefixes/ (NetBox 3.7 AvailablePrefixesView):
// GET lists the free space as prefixes ({family, prefix, vrf}); POST carves child prefixes of
// the requested `prefix_length` (one object or a list, with any other prefix attributes) out
// of it in address order, all or none: 400 for a bad prefix_length, 409 when the space is too
// small. Serialized per parent with available-ips' lock.
import { permitted } from '../../auth/permissions.ts';
import { query, type Db } from '../../engine/db.ts';
import { ApiError, ValidationError } from '../../engine/errors.ts';
import { readObjects, readOptions } from '../../engine/read/read.ts';
import { registry } from '../../engine/registry.ts';
import { saveObjects } from '../../engine/write/write.ts';
import type { ActionHandler } from '../../http/actions.ts';
import { apiBase, queryOf, readExempt } from '../../http/request.ts';
import { sendJson, sendJsonText } from '../../http/respond.ts';
import { writeContext } from '../../http/services.ts';
import { formatAddress, width } from '../../ipam/address.ts';
import { FreeSpace, type PrefixRow } from '../../ipam/available.ts';
import { PREFIX_ALLOCATION_LOCK } from './available_ips.ts';

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

const availablePrefixes: ActionHandler = async (req, res, { services, id }) => {
  const { pool } = services;
  const prefixModel = registry.model('ipam.prefix');
  if (req.method === 'GET') {
    const p = await parentOf(pool, id);
    const space = await FreeSpace.of(pool, p);
    const [vrf] = p.vrf_id === null ? [] : await readObjects(pool, registry.model('ipam.vrf'), [p.vrf_id], apiBase(req), { brief: true, excludeConfigContext: true });
    const items = space.blocks().map((b) => `{"family":${space.family},"prefix":"${formatAddress(space.family, b.value)}/${b.length}","vrf":${vrf ?? 'null'}}`);
    return sendJsonText(req, res, 200, `[${items.join(',')}]`);
  }

  const body: unknown = req.body;
  const bulk = Array.isArray(body);
  const items = (bulk ? body : [body]) as unknown[];
  if (items.length === 0) throw new ValidationError({ non_field_errors: ['Expected a list with at least one item.'] });
  if (items.some((i) => i === null || typeof i !== 'object' || Array.isArray(i)))
    throw new ValidationError({ non_field_errors: ['Each item is an object with prefix_length and prefix attributes.'] });
  const user = res.locals.auth?.user ?? null;
  const allowed = await permitted(pool, user, prefixModel, 'add', readExempt(prefixModel, services));
  const result = await pool.begin(async (tx) => {
    await query(tx, `SELECT pg_advisory_xact_lock($1, $2)`, [PREFIX_ALLOCATION_LOCK, id]);
    const p = await parentOf(tx, id);
    const space = await FreeSpace.of(tx, p);
    const wanted = lengths(items, space.family, space.net.length);
    const objects = items.map((item, k) => {
      const block = space.take(wanted[k]!);
      if (!block) throw new ApiError(409, 'Insufficient space is available to accommodate the requested prefix size(s)');
      const { prefix_length: _length, ...attributes } = item as Record<string, unknown>;
      return { ...attributes, prefix: `${formatAddress(space.family, block.value)}/${block.length}`, vrf: p.vrf_id };
    });
    const saved = await saveObjects(writeContext(services, tx, user), prefixModel, objects, { bulk, partial: false });
    await allowed.verifyWritten(tx, saved.ids);
    return saved;
  });
  const texts = await readObjects(pool, prefixModel, result.ids, apiBase(req), readOptions(queryOf(req)));
  if (bulk) return sendJsonText(req, res, 201, `[${texts.join(',')}]`);
  return sendJson(req, res, 201, JSON.parse(texts[0]!));
};

export default availablePrefixes;
