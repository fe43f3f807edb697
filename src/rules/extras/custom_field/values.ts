// The values an object's custom fields take: each checked against its definition when written,
// defaults filled in on create, and the objects an object field names found.
import { ident, isValidDate, parseDateTime, query, registry, validationPattern, type Db } from '../../../engine/api.ts';
import type { RE2JS } from 're2js';
import { Ajv, type ValidateFunction } from 'ajv';
import type { CustomFieldDef } from './definitions.ts';

/** A value its definition refuses, with the message. */
export class CustomFieldProblem extends Error {}

/** A refused selection: NetBox 3.7's words for a field with a choice set; a field listing its
 * own choices (NetBox 3.5) names them. */
function invalidChoice(def: CustomFieldDef, value: unknown, many: boolean): string {
  if (def.choice_set === null) {
    const bad = many ? (value as unknown[]).find((v) => typeof v !== 'string' || !def.choices.includes(v)) : value;
    return `Invalid choice (${JSON.stringify(bad)}). Available choices are: ${def.choices.join(', ')}`;
  }
  const shown = many ? `[${(value as unknown[]).map((v) => JSON.stringify(v)).join(', ')}]` : JSON.stringify(value);
  return `Invalid choice${many ? '(s)' : ''} (${shown}) for choice set ${def.choice_set}.`;
}

// NetBox 4.x's validation_schema (a JSON schema a json field's values must conform to).
const ajv = new Ajv({ strict: false, allErrors: false });
const compiled = new Map<string, ValidateFunction>();

function validatorOf(schema: unknown): ValidateFunction {
  const key = JSON.stringify(schema);
  let v = compiled.get(key);
  if (!v) {
    v = ajv.compile(schema as object);
    if (compiled.size > 1000) compiled.clear();
    compiled.set(key, v);
  }
  return v;
}

/** Why a validation_schema is no JSON schema, or undefined when it is one. */
export function schemaProblem(schema: unknown): string | undefined {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return 'a schema is a JSON object';
  try {
    validatorOf(schema);
    return undefined;
  } catch (e) {
    return (e as Error).message;
  }
}

/** Checks one value against its definition; throws CustomFieldProblem with the message. */
export function checkValue(def: CustomFieldDef, value: unknown): unknown {
  const num = (v: unknown, integer: boolean): number => {
    const n = typeof v === 'number' ? v : NaN;
    if (!Number.isFinite(n) || (integer && !Number.isInteger(n))) throw new CustomFieldProblem(integer ? 'Value must be an integer.' : 'Value must be a decimal.');
    if (def.validation_minimum !== null && n < def.validation_minimum) throw new CustomFieldProblem(`Value must be at least ${def.validation_minimum}`);
    if (def.validation_maximum !== null && n > def.validation_maximum) throw new CustomFieldProblem(`Value must not exceed ${def.validation_maximum}`);
    return n;
  };
  const text = (v: unknown): string => {
    if (typeof v !== 'string') throw new CustomFieldProblem('Value must be a string.');
    if (def.validation_regex) {
      let re: RE2JS;
      try {
        re = validationPattern(def.validation_regex);
      } catch {
        throw new CustomFieldProblem(`The field's validation_regex '${def.validation_regex}' is not a valid RE2 expression; a superuser must correct it.`);
      }
      // re.search, as NetBox; test() needs no submatch, so it runs on RE2's DFA.
      if (!re.test(v)) throw new CustomFieldProblem(`Value must match regex '${def.validation_regex}'`);
    }
    return v;
  };
  switch (def.type) {
    case 'text':
    case 'longtext':
      return text(value);
    case 'url': {
      const v = text(value);
      if (!/^[a-z][a-z0-9+.-]*:\/\/\S+$/i.test(v)) throw new CustomFieldProblem('Enter a valid URL.');
      return v;
    }
    case 'integer':
      return num(value, true);
    case 'decimal':
      return num(typeof value === 'string' && value.trim() !== '' ? Number(value) : value, false);
    case 'boolean':
      if (typeof value !== 'boolean') throw new CustomFieldProblem('Value must be true or false.');
      return value;
    case 'date':
      if (typeof value !== 'string' || !isValidDate(value)) throw new CustomFieldProblem('Date values must be in ISO 8601 format (YYYY-MM-DD).');
      return value;
    case 'datetime':
      if (typeof value !== 'string' || !parseDateTime(value)) throw new CustomFieldProblem('Date and time values must be in ISO 8601 format (YYYY-MM-DD HH:MM:SS).');
      return value;
    case 'json':
      if (def.validation_schema !== null && def.validation_schema !== undefined) {
        let validate: ValidateFunction;
        try {
          validate = validatorOf(def.validation_schema);
        } catch {
          return value;
        }
        if (!validate(value)) {
          const e = validate.errors?.[0];
          throw new CustomFieldProblem(`Value does not conform to the assigned schema: ${e ? `${e.instancePath || '(root)'} ${e.message ?? ''}`.trim() : 'invalid'}`);
        }
      }
      return value;
    case 'select':
      if (typeof value !== 'string' || !def.choices.includes(value)) throw new CustomFieldProblem(invalidChoice(def, value, false));
      return value;
    case 'multiselect': {
      if (!Array.isArray(value)) throw new CustomFieldProblem('Value must be a list of choices.');
      if (value.some((v) => typeof v !== 'string' || !def.choices.includes(v))) throw new CustomFieldProblem(invalidChoice(def, value, true));
      return value;
    }
    case 'object':
      if (!Number.isInteger(value) || (value as number) < 1 || (value as number) > 2147483647) throw new CustomFieldProblem('Value must be an object ID.');
      return value;
    case 'multiobject':
      if (!Array.isArray(value) || value.some((v) => !Number.isInteger(v) || v < 1 || v > 2147483647)) throw new CustomFieldProblem('Value must be a list of object IDs.');
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
  defs: readonly CustomFieldDef[],
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
      if (!(e instanceof CustomFieldProblem)) throw e;
      errors.push(`${name}: ${e.message}`);
    }
  }
  for (const def of defs) {
    if (stored === null && !Object.hasOwn(data, def.name) && def.default !== null) data[def.name] = def.default;
    if (def.required && (data[def.name] === null || data[def.name] === undefined)) errors.push(`Required field '${def.name}' cannot be empty.`);
  }
  return { data, errors };
}

/** NetBox 4.x's `unique` custom fields: no other object of the model holds the same value
 * (`exclude` is the written object's id on an update). One statement, only when a unique field
 * is given a value. */
export async function checkUniqueValues(db: Db, defs: readonly CustomFieldDef[], given: Record<string, unknown> | undefined, data: Record<string, unknown>, table: string, exclude: number | null): Promise<string[]> {
  const unique = defs.filter((d) => d.unique && given && Object.hasOwn(given, d.name) && data[d.name] !== null && data[d.name] !== undefined && data[d.name] !== '');
  if (unique.length === 0) return [];
  const rows = await query<{ name: string }>(db,
    `SELECT f.key AS name FROM jsonb_each($1::text::jsonb) f WHERE EXISTS (SELECT 1 FROM ${ident(table)} o WHERE o.custom_field_data -> f.key = f.value AND o.id IS DISTINCT FROM $2::int)`,
    [JSON.stringify(Object.fromEntries(unique.map((d) => [d.name, data[d.name]]))), exclude]);
  return rows.map((r) => `Custom field '${r.name}' must have a unique value.`);
}

/** Objects referenced by object/multiobject custom fields must exist. */
export async function checkCustomFieldObjects(db: Db, defs: readonly CustomFieldDef[], data: Record<string, unknown>): Promise<string[]> {
  const errors: string[] = [];
  for (const def of defs) {
    if ((def.type !== 'object' && def.type !== 'multiobject') || data[def.name] === null || data[def.name] === undefined) continue;
    const target = def.related_object_type ? registry.modelOfContentType(def.related_object_type) : undefined;
    if (!target) continue;
    const ids = def.type === 'object' ? [data[def.name] as number] : (data[def.name] as number[]);
    const found = await query<{ id: number }>(db, `SELECT id FROM ${ident(target.table)} WHERE id = ANY($1::int[])`, [ids]);
    if (found.length !== new Set(ids).size) errors.push(`${def.name}: no ${target.verbose_name} with the given ID.`);
  }
  return errors;
}
