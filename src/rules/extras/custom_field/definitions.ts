// Custom field definitions are rows of extras.custom_field (data, not catalogue): what a model's
// objects may hold in their `custom_field_data` (jsonb), and how its representation shows them.
import type { Model } from '../../../../codegen/types.ts';
import { literal, query, registry, type Db } from '../../../engine/api.ts';

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
