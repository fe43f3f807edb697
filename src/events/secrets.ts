// Secrets never reach the change log or a webhook's body: a field the catalogue marks
// `secret: true` shows MASK in place of its value, and a json field's `secret_keys` show MASK
// in place of their values at the object's top level. An empty or null value stays as it is
// (it hides nothing, and shows that a secret was removed). The REST representation is not
// masked: those who may view the object see its secrets, as in NetBox.
import type { Field, Model } from '../../codegen/types.ts';
import { literal } from '../engine/sql/builder.ts';

export const MASK = '********';

/** The field's value as a snapshot holds it, from the SQL expression `value` of its column. */
export function maskedSql(f: Field, value: string): string {
  if (f.kind !== 'scalar') return value;
  if (f.secret) return `CASE WHEN ${value} IS NULL OR ${value}::text = '' THEN ${value} ELSE ${literal(MASK)} END`;
  // A top-level key holding a value other than "" or null is replaced, in place.
  if (f.secret_keys) return `netinv_mask_keys(${value}, ${literal(`{${f.secret_keys.map((k) => JSON.stringify(k)).join(',')}}`)}::text[])`;
  return value;
}

const secretFields = new WeakMap<Model, Field[]>();

function secretsOf(model: Model): Field[] {
  let out = secretFields.get(model);
  if (!out) secretFields.set(model, (out = model.fields.filter((f) => f.kind === 'scalar' && (f.secret || f.secret_keys))));
  return out;
}

/** The object (a representation: fields by API name) with its secrets masked, as maskedSql
 * masks a snapshot's; the object itself when it holds none. */
export function maskObject(model: Model, obj: Record<string, unknown>): Record<string, unknown> {
  const fields = secretsOf(model);
  if (fields.length === 0) return obj;
  const out = { ...obj };
  for (const f of fields) {
    if (f.kind !== 'scalar' || !Object.hasOwn(out, f.name)) continue;
    const v = out[f.name];
    if (v === null || v === undefined || v === '') continue;
    if (f.secret) out[f.name] = MASK;
    else if (f.secret_keys && typeof v === 'object' && !Array.isArray(v)) {
      const inner = { ...(v as Record<string, unknown>) };
      for (const k of f.secret_keys) if (Object.hasOwn(inner, k) && inner[k] !== null && inner[k] !== '') inner[k] = MASK;
      out[f.name] = inner;
    }
  }
  return out;
}
