// The values an object's custom fields take: each checked against its definition when written,
// defaults filled in on create, and the objects an object field names found.
import { ident, isValidDate, parseDateTime, query, registry, validationPattern, type Db } from '../../../engine/api.ts';
import type { RE2JS } from 're2js';
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

/** Objects referenced by object/multiobject custom fields must exist. */
export async function checkCustomFieldObjects(db: Db, defs: readonly CustomFieldDef[], data: Record<string, unknown>): Promise<string[]> {
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
