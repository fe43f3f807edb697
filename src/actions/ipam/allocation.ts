// What available-ips and available-prefixes share: the POST flow of an allocation (one object
// or a list, the add permission, a transaction holding the parent's advisory lock, all or
// none, 201 with the created objects) and the VRF shown beside free space.
import type { Request, Response } from 'express';
import { permitted } from '../../auth/permissions.ts';
import { query, type Db } from '../../engine/db.ts';
import { ValidationError } from '../../engine/errors.ts';
import { readObjects, readOptions } from '../../engine/read/read.ts';
import type { Model } from '../../engine/registry.ts';
import type { ActionContext } from '../../http/actions.ts';
import { saveObjects } from '../../engine/write/write.ts';
import { readExempt } from '../../auth/read-exempt.ts';
import { apiBase, originOf, queryOf, withinBulkLimit } from '../../http/request.ts';
import { jsonList, noteIgnored, sendJsonText } from '../../http/respond.ts';
import { writeShown, type Services } from '../../http/services.ts';

/** Advisory lock classes of allocations (the second key is the parent's id). */
export const PREFIX_ALLOCATION_LOCK = 4242_0002;
export const RANGE_ALLOCATION_LOCK = 4242_0003;
export const ASN_ALLOCATION_LOCK = 4242_0004;
export const VLAN_ALLOCATION_LOCK = 4242_0005;

/** The brief object of `key` (JSON text, `null` for none) listed beside free space: the VRF of
 * free addresses and prefixes, the RIR of free ASNs. */
export async function briefText(req: Request, { services, answering }: ActionContext, key: string, id: number | null): Promise<string> {
  if (id === null) return 'null';
  const [text] = await readObjects(services.pool, answering(key), [id], apiBase(req), { brief: true, excludeConfigContext: true });
  return text ?? 'null';
}

/** POST of an allocation: `build` turns the requested items into the objects of `model` to
 * create, inside the transaction that holds `lock`, and throws (409, 400) to create nothing. */
export async function allocate(
  req: Request, res: Response, services: Services, model: Model, lock: [number, number | null],
  build: (tx: Db, items: Array<Record<string, unknown>>) => Promise<object[]>,
): Promise<void> {
  const body: unknown = req.body;
  const bulk = Array.isArray(body);
  const items = (bulk ? body : [body]) as unknown[];
  if (items.length === 0) throw new ValidationError({ non_field_errors: ['Expected a list with at least one item.'] });
  withinBulkLimit(items, services.config.maxBulkItems);
  if (items.some((i) => i === null || typeof i !== 'object' || Array.isArray(i)))
    throw new ValidationError({ non_field_errors: [`Each item is an object of ${model.verbose_name} attributes.`] });
  const user = res.locals.auth?.user ?? null;
  const allowed = await permitted(services.pool, user, model, 'add', readExempt(model, services));
  const base = apiBase(req);
  const options = readOptions(queryOf(req));
  const { result, shown: texts } = await writeShown(services, originOf(req), async (ctx) => {
    // Not awaited before `build`: its first statement follows the lock on the connection, in
    // the same round trip, and runs once the lock is held.
    const locked = query(ctx.db, `SELECT pg_advisory_xact_lock($1, $2)`, lock);
    locked.catch(() => undefined); // awaited below
    const objects = await build(ctx.db, items as Array<Record<string, unknown>>);
    await locked;
    const saved = await saveObjects(ctx, model, objects, { bulk, partial: false });
    await allowed.verifyWritten(ctx.db, saved.ids);
    return saved;
  }, (db, saved) => readObjects(db, model, saved.ids, base, options));
  noteIgnored(res, result.ignored);
  // The representations as PostgreSQL wrote them, as every create answers.
  return sendJsonText(req, res, 201, bulk ? jsonList(texts!) : texts![0]!);
}
