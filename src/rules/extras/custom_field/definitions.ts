// Custom field definitions are rows of extras.custom_field (data, not catalogue): what a model's
// objects may hold in their `custom_field_data` (jsonb), and how its representation shows them.
import type { Model } from '../../../../codegen/types.ts';
import { literal, query, registry, type Db } from '../../../engine/api.ts';
import { choicesOf } from './base_choices.ts';

export interface CustomFieldDef {
  name: string;
  type: string;
  related_object_type: string | null;
  unique: boolean;
  validation_schema: unknown;
  required: boolean;
  default: unknown;
  filter_logic: 'disabled' | 'loose' | 'exact';
  validation_minimum: number | null;
  validation_maximum: number | null;
  validation_regex: string;
  /** The values a select or multiselect field accepts: its choice set's, else its own. */
  choices: string[];
  /** The name of its choice set (NetBox 3.6+), null for a field listing its own choices. */
  choice_set: string | null;
}

export const CUSTOM_FIELD_TABLE = 'extras_custom_field';

let enabled: boolean | undefined;

/** Whether the catalogue has custom field definitions at all (asked by every write and
 * representation of a model with custom fields; the catalogue does not change). */
export function customFieldsEnabled(): boolean {
  return (enabled ??= registry.catalogue.models.some((m) => m.table === CUSTOM_FIELD_TABLE));
}

const DEF_COLUMNS = `cf.name, cf.type, cf.related_object_type, cf.required, cf."unique", cf.validation_schema, cf."default", cf.filter_logic, cf.validation_minimum::float8 AS validation_minimum,
            cf.validation_maximum::float8 AS validation_maximum, cf.validation_regex, cf.choices,
            cs.name AS choice_set, cs.base_choices, cs.extra_choices, cs.order_alphabetically`;
const DEF_FROM = `${CUSTOM_FIELD_TABLE} cf LEFT JOIN extras_custom_field_choice_set cs ON cs.id = cf.choice_set_id`;

type DefRow = Omit<CustomFieldDef, 'choices'> & { choices: string[]; base_choices: string | null; extra_choices: unknown; order_alphabetically: boolean | null };

/** A definition from its row: a field with a choice set takes the set's values. */
function definition({ base_choices, extra_choices, order_alphabetically, ...def }: DefRow): CustomFieldDef {
  if (def.choice_set === null) return def;
  return { ...def, choices: choicesOf({ base_choices, extra_choices, order_alphabetically: Boolean(order_alphabetically) }).map(([value]) => value) };
}

/** The custom fields defined for a model. */
export async function customFieldsOf(db: Db, model: Model): Promise<CustomFieldDef[]> {
  if (!model.features.includes('custom_fields') || !customFieldsEnabled()) return [];
  const rows = await query<DefRow>(db, `SELECT ${DEF_COLUMNS} FROM ${DEF_FROM} WHERE $1 = ANY(cf.object_types) ORDER BY cf.weight, cf.name`, [model.content_type]);
  return rows.map(definition);
}

/** The custom fields of every model, by content type, in one statement. */
export async function customFieldsByType(db: Db): Promise<Map<string, CustomFieldDef[]>> {
  const out = new Map<string, CustomFieldDef[]>();
  if (!customFieldsEnabled()) return out;
  const rows = await query<DefRow & { object_types: string[] }>(db, `SELECT ${DEF_COLUMNS}, cf.object_types FROM ${DEF_FROM} ORDER BY cf.weight, cf.name`);
  for (const { object_types, ...row } of rows) {
    const def = definition(row);
    for (const ct of object_types) out.set(ct, [...(out.get(ct) ?? []), def]);
  }
  return out;
}

/** The SQL of a model's custom_fields: every defined field (null when unset), then the stored
 * values. The definitions are read once per statement (an InitPlan), not once per row. */
export function customFieldsExpr(model: Model, alias: string): string {
  const data = `${alias}.custom_field_data`;
  if (!customFieldsEnabled()) return data;
  return `(COALESCE((SELECT jsonb_object_agg(cf.name, NULL) FROM ${CUSTOM_FIELD_TABLE} cf WHERE ${literal(model.content_type)} = ANY(cf.object_types)), '{}'::jsonb) || ${data})`;
}

/** The SQL of the custom field data a new object of `model` starts with when made by SQL
 * rather than through the API (components made from templates): each field's default. */
export function customFieldDefaultsExpr(model: Model): string {
  if (!customFieldsEnabled()) return `'{}'::jsonb`;
  return `COALESCE((SELECT jsonb_object_agg(cf.name, cf."default") FROM ${CUSTOM_FIELD_TABLE} cf
    WHERE ${literal(model.content_type)} = ANY(cf.object_types) AND cf."default" IS NOT NULL AND cf."default" <> 'null'::jsonb), '{}'::jsonb)`;
}
