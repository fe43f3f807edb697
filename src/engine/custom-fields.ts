// Custom fields: definitions are rows of extras.custom_field (data, not catalogue), so their
// checks, defaults and filters are applied here from those rows. Values live in each object's
// `custom_field_data` (jsonb).
import { RE2JS } from 're2js';
import type { Model } from '../../codegen/types.ts';
import { query, type Db } from './db.ts';
import { registry } from './registry.ts';
import { ident, literal, type Statement } from './sql/builder.ts';
import { isValidDate, parseDateTime } from './query/values.ts';

export interface CustomFieldDef {
  name: string;
  type: string;
  object_type: string | null;
  required: boolean;
  default: unknown;
  filter_logic: 'disabled' | 'loose' | 'exact';
  validation_minimum: number | null;
  validation_maximum: number | null;
  validation_regex: string;
  choices: string[];
}

export const CUSTOM_FIELD_TABLE = 'extras_custom_field';

let enabled: boolean | undefined;

/** Whether the catalogue has custom field definitions at all (asked by every write and
 * representation of a model with custom fields; the catalogue does not change). */
export function customFieldsEnabled(): boolean {
  return (enabled ??= registry.catalogue.models.some((m) => m.table === CUSTOM_FIELD_TABLE));
}

const DEF_COLUMNS = `name, type, object_type, required, "default", filter_logic, validation_minimum::float8 AS validation_minimum,
            validation_maximum::float8 AS validation_maximum, validation_regex, choices`;

/** The custom fields defined for a model. */
export async function customFieldsOf(db: Db, model: Model): Promise<CustomFieldDef[]> {
  if (!model.features.includes('custom_fields') || !customFieldsEnabled()) return [];
  return query<CustomFieldDef>(db, `SELECT ${DEF_COLUMNS} FROM ${CUSTOM_FIELD_TABLE} WHERE $1 = ANY(content_types) ORDER BY weight, name`, [model.content_type]);
}

/** The custom fields of every model, by content type, in one statement. */
export async function customFieldsByType(db: Db): Promise<Map<string, CustomFieldDef[]>> {
  const out = new Map<string, CustomFieldDef[]>();
  if (!customFieldsEnabled()) return out;
  const rows = await query<CustomFieldDef & { content_types: string[] }>(db, `SELECT ${DEF_COLUMNS}, content_types FROM ${CUSTOM_FIELD_TABLE} ORDER BY weight, name`);
  for (const { content_types, ...def } of rows) for (const ct of content_types) out.set(ct, [...(out.get(ct) ?? []), def]);
  return out;
}

/** The SQL of a model's custom_fields: every defined field (null when unset), then the stored
 * values. The definitions are read once per statement (an InitPlan), not once per row. */
export function customFieldsExpr(model: Model, alias: string): string {
  const data = `${alias}.custom_field_data`;
  if (!customFieldsEnabled()) return data;
  return `(COALESCE((SELECT jsonb_object_agg(cf.name, NULL) FROM ${CUSTOM_FIELD_TABLE} cf WHERE ${literal(model.content_type)} = ANY(cf.content_types)), '{}'::jsonb) || ${data})`;
}

/** The SQL of the custom field data a new object of `model` starts with when made by SQL
 * rather than through the API (components made from templates): each field's default. */
export function customFieldDefaultsExpr(model: Model): string {
  if (!customFieldsEnabled()) return `'{}'::jsonb`;
  return `COALESCE((SELECT jsonb_object_agg(cf.name, cf."default") FROM ${CUSTOM_FIELD_TABLE} cf
    WHERE ${literal(model.content_type)} = ANY(cf.content_types) AND cf."default" IS NOT NULL AND cf."default" <> 'null'::jsonb), '{}'::jsonb)`;
}

class Problem extends Error {}

/** Compiled validation_regex patterns, by pattern (a handful per installation). */
const compiled = new Map<string, RE2JS>();
const COMPILED_MAX = 1000;

/** A validation_regex compiled for RE2's linear-time engine (re2js: no backtracking, so no
 * pattern, `^(a+)+$` included, can make a value take more than linear time). Throws
 * RE2JSSyntaxException for what RE2 does not take (backreferences, lookaround). */
export function validationPattern(pattern: string): RE2JS {
  let re = compiled.get(pattern);
  if (!re) {
    re = RE2JS.compile(pattern);
    if (compiled.size >= COMPILED_MAX) compiled.clear();
    compiled.set(pattern, re);
  }
  return re;
}

/** Checks one value against its definition; throws CustomFieldProblem with the message. */
export function checkValue(def: CustomFieldDef, value: unknown): unknown {
  const num = (v: unknown, integer: boolean): number => {
    const n = typeof v === 'number' ? v : NaN;
    if (!Number.isFinite(n) || (integer && !Number.isInteger(n))) throw new Problem(integer ? 'Value must be an integer.' : 'Value must be a decimal.');
    if (def.validation_minimum !== null && n < def.validation_minimum) throw new Problem(`Value must be at least ${def.validation_minimum}`);
    if (def.validation_maximum !== null && n > def.validation_maximum) throw new Problem(`Value must not exceed ${def.validation_maximum}`);
    return n;
  };
  const text = (v: unknown): string => {
    if (typeof v !== 'string') throw new Problem('Value must be a string.');
    if (def.validation_regex) {
      let re: RE2JS;
      try {
        re = validationPattern(def.validation_regex);
      } catch {
        throw new Problem(`The field's validation_regex '${def.validation_regex}' is not a valid RE2 expression; a superuser must correct it.`);
      }
      // re.search, as NetBox; test() needs no submatch, so it runs on RE2's DFA.
      if (!re.test(v)) throw new Problem(`Value must match regex '${def.validation_regex}'`);
    }
    return v;
  };
  switch (def.type) {
    case 'text':
    case 'longtext':
      return text(value);
    case 'url': {
      const v = text(value);
      if (!/^[a-z][a-z0-9+.-]*:\/\/\S+$/i.test(v)) throw new Problem('Enter a valid URL.');
      return v;
    }
    case 'integer':
      return num(value, true);
    case 'decimal':
      return num(typeof value === 'string' && value.trim() !== '' ? Number(value) : value, false);
    case 'boolean':
      if (typeof value !== 'boolean') throw new Problem('Value must be true or false.');
      return value;
    case 'date':
      if (typeof value !== 'string' || !isValidDate(value)) throw new Problem('Date values must be in ISO 8601 format (YYYY-MM-DD).');
      return value;
    case 'datetime':
      if (typeof value !== 'string' || !parseDateTime(value)) throw new Problem('Date and time values must be in ISO 8601 format (YYYY-MM-DD HH:MM:SS).');
      return value;
    case 'json':
      return value;
    case 'select':
      if (typeof value !== 'string' || !def.choices.includes(value)) throw new Problem(`Invalid choice (${JSON.stringify(value)}). Available choices are: ${def.choices.join(', ')}`);
      return value;
    case 'multiselect': {
      if (!Array.isArray(value)) throw new Problem('Value must be a list of choices.');
      for (const v of value) if (typeof v !== 'string' || !def.choices.includes(v)) throw new Problem(`Invalid choice (${JSON.stringify(v)}). Available choices are: ${def.choices.join(', ')}`);
      return value;
    }
    case 'object':
      if (!Number.isInteger(value) || (value as number) < 1 || (value as number) > 2147483647) throw new Problem('Value must be an object ID.');
      return value;
    case 'multiobject':
      if (!Array.isArray(value) || value.some((v) => !Number.isInteger(v) || v < 1 || v > 2147483647)) throw new Problem('Value must be a list of object IDs.');
      return value;
    default:
      return value;
  }
}

/**
 * The stored custom field data of one object after a write: checks each given value against
 * its definition, keeps the values not given, and fills defaults on create. Returns the data
 * and the messages for the `custom_fields` key (none when all is well).
 */
export function applyCustomFields(
  defs: CustomFieldDef[],
  given: Record<string, unknown> | undefined,
  stored: Record<string, unknown> | null,
): { data: Record<string, unknown>; errors: string[] } {
  const errors: string[] = [];
  const data: Record<string, unknown> = { ...(stored ?? {}) };
  const byName = new Map(defs.map((d) => [d.name, d]));
  for (const [name, value] of Object.entries(given ?? {})) {
    const def = byName.get(name);
    if (!def) {
      errors.push(`Unknown field name '${name}' in custom field data.`);
      continue;
    }
    if (value === null || value === '') {
      data[name] = null;
      continue;
    }
    try {
      data[name] = checkValue(def, value);
    } catch (e) {
      if (!(e instanceof Problem)) throw e;
      errors.push(`${name}: ${e.message}`);
    }
  }
  for (const def of defs) {
    if (stored === null && !Object.hasOwn(data, def.name) && def.default !== null) data[def.name] = def.default;
    if (def.required && (data[def.name] === null || data[def.name] === undefined)) errors.push(`Required field '${def.name}' cannot be empty.`);
  }
  return { data, errors };
}

/** Objects referenced by object/multiobject custom fields must exist. */
export async function checkCustomFieldObjects(db: Db, defs: CustomFieldDef[], data: Record<string, unknown>): Promise<string[]> {
  const errors: string[] = [];
  for (const def of defs) {
    if ((def.type !== 'object' && def.type !== 'multiobject') || data[def.name] === null || data[def.name] === undefined) continue;
    const target = def.object_type ? registry.modelOfContentType(def.object_type) : undefined;
    if (!target) continue;
    const ids = def.type === 'object' ? [data[def.name] as number] : (data[def.name] as number[]);
    const found = await query<{ id: number }>(db, `SELECT id FROM ${ident(target.table)} WHERE id = ANY($1::int[])`, [ids]);
    if (found.length !== new Set(ids).size) errors.push(`${def.name}: no ${target.verbose_name} with the given ID.`);
  }
  return errors;
}

/** `cf_<name>[__lookup]=value`: the condition on the stored value, by the field's type and
 * filter logic (loose matches part of a text value, exact the whole). */
export function customFieldCondition(st: Statement, alias: string, def: CustomFieldDef, lookup: string, raw: string): string {
  const at = `${alias}.custom_field_data`;
  // Built on use: a parameter made and not referenced has no type PostgreSQL could infer.
  const text = () => `(${at} ->> ${st.param(def.name, 'text')})`;
  const numeric = ['integer', 'decimal'].includes(def.type);
  const cmp = { lt: '<', lte: '<=', gt: '>', gte: '>=' }[lookup];
  if (lookup === 'empty') return raw === 'true' ? `COALESCE(${text()}, '') = ''` : `COALESCE(${text()}, '') <> ''`;
  if (numeric) {
    const n = Number(raw);
    if (!Number.isFinite(n) || raw.trim() === '') throw new Problem(`Enter a number (got "${raw}").`);
    return `(${at} -> ${st.param(def.name, 'text')})::numeric ${cmp ?? '='} ${st.param(n)}::numeric`;
  }
  if (def.type === 'boolean') return `(${at} -> ${st.param(def.name, 'text')}) = to_jsonb(${st.param(['true', '1'].includes(raw.toLowerCase()))}::boolean)`;
  if (def.type === 'multiselect' || def.type === 'multiobject') {
    const v = def.type === 'multiobject' ? Number(raw) : raw;
    return `(${at} -> ${st.param(def.name, 'text')}) @> jsonb_build_array(${st.param(JSON.stringify(v))}::jsonb)`;
  }
  if (def.type === 'object') return `(${at} -> ${st.param(def.name, 'text')}) = ${st.param(String(Number(raw) || 0))}::jsonb`;
  if (cmp && (def.type === 'date' || def.type === 'datetime')) return `${text()} ${cmp} ${st.param(raw)}`;
  const escaped = raw.replace(/[\\%_]/g, (c) => `\\${c}`);
  switch (lookup) {
    case 'ic': return `${text()} ILIKE ${st.param(`%${escaped}%`)}`;
    case 'isw': return `${text()} ILIKE ${st.param(`${escaped}%`)}`;
    case 'iew': return `${text()} ILIKE ${st.param(`%${escaped}`)}`;
    case 'ie': return `lower(${text()}) = lower(${st.param(raw)})`;
    default:
      if (def.filter_logic === 'loose' && (def.type === 'text' || def.type === 'longtext' || def.type === 'url'))
        return `${text()} ILIKE ${st.param(`%${escaped}%`)}`;
      return `${text()} = ${st.param(raw)}`;
  }
}

export { Problem as CustomFieldProblem };
