// An object's version as NetBox 4.6's ETags carry it: the time it was last changed (or made),
// read from its own row, so a detail read or a conditional write pays for no hash of the body.
import type { Model } from '../../../codegen/types.ts';
import { ApiError } from '../errors.ts';
import { ident } from '../sql/builder.ts';
import { query, type Db } from '../db.ts';

/** The SQL text of the version of row `alias`, as Python's isoformat() writes the timestamp
 * NetBox's tag is made of; null for a model without timestamps, whose objects have no tag. */
export function versionExpr(model: Model, alias: string): string | null {
  if (!model.features.includes('created_updated')) return null;
  const at = `COALESCE(${alias}.${ident('last_updated')}, ${alias}.${ident('created')}) AT TIME ZONE 'UTC'`;
  return `to_char(${at}, 'YYYY-MM-DD"T"HH24:MI:SS.US"+00:00"')`;
}

/** The weak entity tag of a version (RFC 9110 8.8.1: made from a time, not the bytes). */
export function entityTag(version: string | null | undefined): string | undefined {
  return version ? `W/"${version}"` : undefined;
}

/** Refuses a write whose `If-Match` names none of the object's current tags (412, with the
 * current tag, as NetBox), reading the version under the row's lock so that no other write
 * changes it before this one. Nothing is checked without tags or for a model without versions. */
export async function requireVersion(db: Db, model: Model, id: number, tags: readonly string[]): Promise<void> {
  const expr = versionExpr(model, 't');
  if (tags.length === 0 || expr === null) return;
  const [row] = await query<{ v: string }>(db, `SELECT ${expr} AS v FROM ${ident(model.table)} t WHERE t.id = $1 FOR UPDATE`, [id]);
  if (!row) return; // gone: the write's own check answers 404
  const current = entityTag(row.v)!;
  if (!tags.includes(current)) throw new ApiError(412, 'Precondition failed.', { ETag: current });
}
