// Custom field choice set rules (NetBox 3.7 CustomFieldChoiceSet and its serializer): the extra
// choices are [value, label] pairs; a set offers a base list, extra choices or both; a set
// ordered alphabetically keeps its extra choices sorted by value. Its choices_count counts both
// lists in the read statement.
import type { CustomFieldChoiceSetRules, CustomFieldChoiceSetValues } from '../../../generated/rules/types.ts';
import { BASE_CHOICE_NAMES, baseChoices, byValue } from './custom_field/base_choices.ts';
import { literal, registry, ValidationError, valueAfterWrite, type ComputedFieldSql } from '../../engine/api.ts';

/** NetBox's model field: ArrayField(ArrayField(CharField(max_length=100), size=2)). */
const MAX_CHOICE_LENGTH = 100;

/** The written extra choices as [value, label] pairs of strings, or the messages refusing them
 * (DRF's ListField(child=ListField(min_length=2, max_length=2)) and the column's limits). */
function pairs(raw: unknown): { pairs: string[][] } | { errors: string[] } {
  if (!Array.isArray(raw)) return { errors: [`Expected a list of items but got type "${raw === null ? 'null' : typeof raw}".`] };
  const errors: string[] = [];
  const out = raw.map((item, k) => {
    const where = `Choice ${k + 1}`;
    if (!Array.isArray(item)) return void errors.push(`${where}: expected a list of a value and a label.`);
    if (item.length !== 2) return void errors.push(`${where}: ensure it has exactly 2 elements (a value and a label); it has ${item.length}.`);
    const texts = item.map((x) => (typeof x === 'number' && Number.isFinite(x) ? String(x) : x));
    if (texts.some((x) => typeof x !== 'string')) return void errors.push(`${where}: the value and the label must be strings.`);
    if ((texts as string[]).some((x) => x.length > MAX_CHOICE_LENGTH)) return void errors.push(`${where}: ensure the value and the label have at most ${MAX_CHOICE_LENGTH} characters.`);
    if ((texts as string[])[0] === '') return void errors.push(`${where}: the value may not be blank.`);
    return texts as string[];
  });
  // NetBox 4.6's clean(): one value once.
  const seen = new Set<string>();
  for (const pair of out) {
    if (!pair) continue;
    if (seen.has(pair[0]!)) errors.push(`Duplicate value '${pair[0]}' found in extra choices.`);
    seen.add(pair[0]!);
  }
  return errors.length ? { errors } : { pairs: out as string[][] };
}

/** NetBox 4.6's CustomFieldChoiceColorChoices. */
const COLORS = new Set(['blue', 'indigo', 'purple', 'pink', 'red', 'orange', 'yellow', 'green', 'teal', 'cyan', 'gray', 'black', 'white']);

/** NetBox 4.6's clean() of choice_colors: an object mapping the set's values to named colors. */
function checkColors(written: CustomFieldChoiceSetValues & Record<string, unknown>, existing: Record<string, unknown> | null, base: string | null, extra: string[][] | null): void {
  const raw = written.choice_colors !== undefined ? written.choice_colors : existing?.choice_colors;
  const colors = typeof raw === 'string' ? JSON.parse(raw) : raw;
  if (colors === null || colors === undefined) {
    if (written.choice_colors !== undefined) written.choice_colors = '{}';
    return;
  }
  if (typeof colors !== 'object' || Array.isArray(colors)) throw ValidationError.field('choice_colors', 'Color mappings must be defined as a JSON object.');
  const values = new Set([...(base ? baseChoices(base).map(([v]) => v) : []), ...(extra ?? []).map(([v]) => v!)]);
  const entries = Object.entries(colors as Record<string, unknown>);
  const unknown = entries.filter(([v]) => !values.has(v)).map(([v]) => v).sort();
  if (unknown.length) throw ValidationError.field('choice_colors', `Color mappings must reference an existing choice value. Invalid value(s): ${unknown.join(', ')}.`);
  const bad = [...new Set(entries.filter(([, c]) => typeof c !== 'string' || !COLORS.has(c)).map(([, c]) => String(c)))].sort();
  if (bad.length) throw ValidationError.field('choice_colors', `Invalid color value(s): ${bad.join(', ')}. Use a supported named color.`);
}

const rules: CustomFieldChoiceSetRules = {
  beforeSave(_ctx, values, existing) {
    const written = values as CustomFieldChoiceSetValues & Record<string, unknown>;
    const base = valueAfterWrite(written, existing, 'base_choices') as string | null;
    if (base && !BASE_CHOICE_NAMES.includes(base)) {
      const label = registry.choices('custom_field_choice_set_base').choices.find((c) => c.value === base)?.label ?? base;
      throw ValidationError.field('base_choices', `The base choices ${label} are not available in netinv; give the choices as extra_choices (${BASE_CHOICE_NAMES.join(' and ')} are available).`);
    }
    let extra: string[][] | null = (existing?.extra_choices as string[][] | null | undefined) ?? null;
    if (written.extra_choices !== undefined) {
      const checked = pairs(typeof written.extra_choices === 'string' ? JSON.parse(written.extra_choices) : written.extra_choices);
      if ('errors' in checked) throw new ValidationError({ extra_choices: checked.errors });
      extra = checked.pairs;
    }
    if (!base && (!extra || extra.length === 0)) throw ValidationError.field('__all__', 'Must define base or extra choices.');
    checkColors(written, existing, base, extra);
    // NetBox's save(): an alphabetical set stores its extra choices sorted.
    if (valueAfterWrite(written, existing, 'order_alphabetically') && extra) extra = [...extra].sort(byValue);
    if (extra && (written.extra_choices !== undefined || written.order_alphabetically !== undefined)) written.extra_choices = JSON.stringify(extra);
  },
};

export default rules;

/** How many choices the set offers: its base list's and its extra ones. */
export const customFieldChoiceSetCount: ComputedFieldSql = (_ctx, _model, alias) => {
  const base = BASE_CHOICE_NAMES.map((name) => `WHEN ${literal(name)} THEN ${baseChoices(name).length}`).join(' ');
  return `(CASE WHEN jsonb_typeof(${alias}.extra_choices) = 'array' THEN jsonb_array_length(${alias}.extra_choices) ELSE 0 END
    + CASE ${alias}.base_choices ${base} ELSE 0 END)`;
};
