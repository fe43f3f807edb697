// Custom field rules: a definition must make sense for its type and its content types, and
// the data of the objects follows it: a default is given to every existing object that has
// no value, a rename moves the values, and deleting the field (or dropping a content type)
// removes them.
import type { CustomFieldValues, CustomFieldRules } from '../../../generated/rules/types.ts';
import { choicesOf } from './custom_field/base_choices.ts';
import type { CustomFieldDef } from './custom_field/definitions.ts';
import { checkValue, CustomFieldProblem, schemaProblem } from './custom_field/values.ts';
import { type ComputedFieldSql, type Db, ident, query, registry, ValidationError, validationPattern, valueAfterWrite } from '../../engine/api.ts';

type Stored = Record<string, unknown>;

/** A json field's value after the write: written as JSON text, stored parsed. */
function jsonValue(written: unknown, stored: unknown): unknown {
  if (written === undefined) return stored ?? null;
  return written === null ? null : JSON.parse(written as string);
}

function tableOf(contentType: string): string {
  return registry.modelOfContentType(contentType)!.table;
}

async function giveDefault(db: Db, contentTypes: string[], name: string, value: unknown): Promise<void> {
  if (value === null || value === undefined) return;
  for (const ct of contentTypes)
    await query(db, `UPDATE ${ident(tableOf(ct))} SET custom_field_data = custom_field_data || jsonb_build_object($1::text, $2::text::jsonb) WHERE NOT custom_field_data ? $1`, [name, JSON.stringify(value)]);
}

async function removeValues(db: Db, contentTypes: string[], name: string): Promise<void> {
  for (const ct of contentTypes) await query(db, `UPDATE ${ident(tableOf(ct))} SET custom_field_data = custom_field_data - $1::text WHERE custom_field_data ? $1`, [name]);
}

function merged(values: CustomFieldValues, existing: Stored | null): CustomFieldDef {
  const pick = <K extends keyof CustomFieldValues>(k: K, fallback: unknown) => (values[k] !== undefined ? values[k] : existing?.[k] ?? fallback);
  return {
    name: String(pick('name', '')),
    type: String(pick('type', 'text')),
    related_object_type: (pick('related_object_type', null) as string | null) ?? null,
    unique: Boolean(pick('unique', false)),
    validation_schema: values.validation_schema !== undefined ? (values.validation_schema === null ? null : JSON.parse(values.validation_schema as string)) : (existing?.validation_schema ?? null),
    required: Boolean(pick('required', false)),
    default: values.default !== undefined ? (values.default === null ? null : JSON.parse(values.default as string)) : (existing?.default ?? null),
    filter_logic: pick('filter_logic', 'loose') as CustomFieldDef['filter_logic'],
    validation_minimum: (pick('validation_minimum', null) as number | null) ?? null,
    validation_maximum: (pick('validation_maximum', null) as number | null) ?? null,
    validation_regex: String(pick('validation_regex', '')),
    choices: (pick('choices', []) as string[]) ?? [],
    choice_set: null,
  };
}

/** The definition with its choice set's name and values, when it names one (after this write). */
async function withChoiceSet(db: Db, def: CustomFieldDef, values: CustomFieldValues, existing: Stored | null): Promise<CustomFieldDef> {
  const set = valueAfterWrite(values, existing, 'choice_set', 'choice_set_id') as number | null;
  if (set === null) return def;
  const [row] = await query<{ name: string; base_choices: string | null; extra_choices: unknown; order_alphabetically: boolean }>(db,
    `SELECT name, base_choices, extra_choices, order_alphabetically FROM extras_custom_field_choice_set WHERE id = $1`, [set]);
  return row ? { ...def, choice_set: row.name, choices: choicesOf(row).map(([value]) => value) } : def;
}

const rules: CustomFieldRules = {
  async beforeSave(ctx, values, existing) {
    const def = await withChoiceSet(ctx.db, merged(values, existing), values, existing);
    // `cf_<name>__<lookup>` filters split at the double underscore.
    if (def.name.includes('__')) throw ValidationError.field('name', 'Double underscores are not permitted in custom field names.');
    const contentTypes = (values.object_types ?? (existing?.object_types as string[] | undefined) ?? []) as string[];
    if (contentTypes.length === 0) throw ValidationError.field('object_types', 'This list may not be empty.');
    for (const ct of contentTypes) {
      const model = registry.modelOfContentType(ct);
      if (!model || !model.features.includes('custom_fields'))
        throw ValidationError.field('object_types', `"${ct}" is not a content type that takes custom fields.`);
    }
    if (def.type === 'object' || def.type === 'multiobject') {
      if (!def.related_object_type || !registry.modelOfContentType(def.related_object_type))
        throw ValidationError.field('related_object_type', 'Object fields must define an object type (a content type such as dcim.site).');
    } else if (values.related_object_type) throw ValidationError.field('type', `${def.type} fields may not define an object type.`);
    // NetBox 4.x's CustomField.clean for its added fields.
    const relatedFilter = jsonValue(values.related_object_filter, existing?.related_object_filter);
    if (relatedFilter !== null) {
      if (def.type !== 'object' && def.type !== 'multiobject') throw ValidationError.field('related_object_filter', 'A related object filter can be defined only for object fields.');
      if (typeof relatedFilter !== 'object' || Array.isArray(relatedFilter)) throw ValidationError.field('related_object_filter', 'Filter must be defined as a dictionary mapping attributes to values.');
    }
    if (def.validation_schema !== null) {
      if (def.type !== 'json') throw ValidationError.field('validation_schema', 'JSON schema validation is supported only for JSON fields');
      const problem = schemaProblem(def.validation_schema);
      if (problem) throw ValidationError.field('validation_schema', `Invalid JSON schema definition: ${problem}`);
    }
    if (def.unique && def.type === 'boolean') throw ValidationError.field('unique', 'Uniqueness cannot be enforced for boolean fields');
    // NetBox 3.7's CustomField.clean; a field may still list its own choices as NetBox 3.5 did.
    if (def.type === 'select' || def.type === 'multiselect') {
      if (def.choice_set === null && def.choices.length === 0) throw ValidationError.field('choice_set', 'Selection fields must specify a set of choices.');
    } else if (def.choice_set !== null) throw ValidationError.field('choice_set', 'Choices may be set only on selection fields.');
    if (def.validation_regex) {
      try {
        validationPattern(def.validation_regex);
      } catch (e) {
        throw ValidationError.field('validation_regex', `Enter a valid regular expression (RE2 syntax: no backreferences or lookaround): ${(e as Error).message}`);
      }
    }
    if (def.default !== null) {
      try {
        checkValue(def, def.default);
      } catch (e) {
        if (e instanceof CustomFieldProblem) throw ValidationError.field('default', `Invalid default value: ${e.message}`);
        throw e;
      }
    }
  },

  async afterSave(ctx, _id, values, existing) {
    const def = merged(values, existing);
    const now = (values.object_types ?? (existing?.object_types as string[])) as string[];
    const before = (existing?.object_types as string[] | undefined) ?? [];
    if (existing && values.name !== undefined && values.name !== existing.name) {
      for (const ct of before)
        await query(ctx.db, `UPDATE ${ident(tableOf(ct))} SET custom_field_data = (custom_field_data - $1::text) || jsonb_build_object($2::text, custom_field_data -> $1) WHERE custom_field_data ? $1`, [existing.name, def.name]);
    }
    await removeValues(ctx.db, before.filter((ct) => !now.includes(ct)), def.name);
    await giveDefault(ctx.db, now, def.name, def.default);
  },

  async beforeDelete(ctx, ids) {
    const rows = await query<{ name: string; object_types: string[] }>(ctx.db, `SELECT name, object_types FROM extras_custom_field WHERE id = ANY($1::int[])`, [ids]);
    for (const r of rows) await removeValues(ctx.db, r.object_types, r.name);
  },
};

export default rules;

/** The JSON type of a field's values, as NetBox's serializer names it (its get_data_type). */
export const customFieldDataType: ComputedFieldSql = (_ctx, _model, alias) =>
  `CASE ${alias}."type" WHEN 'integer' THEN 'integer' WHEN 'decimal' THEN 'decimal' WHEN 'boolean' THEN 'boolean'
    WHEN 'json' THEN 'object' WHEN 'object' THEN 'object' WHEN 'multiselect' THEN 'array' WHEN 'multiobject' THEN 'array' ELSE 'string' END`;
