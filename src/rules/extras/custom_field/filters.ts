// `cf_<name>[__<lookup>]` query parameters: the condition each puts on the stored value, by the
// field's type and filter logic.
import { NEGATED, ValidationError, type Statement } from '../../../engine/api.ts';
import type { CustomFieldDef } from './definitions.ts';
import { CustomFieldProblem } from './values.ts';

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
    if (!Number.isFinite(n) || raw.trim() === '') throw new CustomFieldProblem(`Enter a number (got "${raw}").`);
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

/** `cf_<name>[__<lookup>]`: values OR'd, `n` lookups negated; null when no value is given,
 * undefined when there is no such filter (no such field, its filter logic disabled, or a
 * lookup it lacks). */
export function customFieldFilter(st: Statement, alias: string, defs: readonly CustomFieldDef[], param: string, raws: string[]): string | null | undefined {
  const rest = param.slice(3);
  const at = rest.lastIndexOf('__');
  const [name, lookup] = at > 0 ? [rest.slice(0, at), rest.slice(at + 2)] : [rest, 'exact'];
  const def = defs.find((d) => d.name === name);
  if (!def || def.filter_logic === 'disabled') return undefined;
  if (!['exact', 'n', 'ic', 'nic', 'isw', 'nisw', 'iew', 'niew', 'ie', 'nie', 'empty', 'lt', 'lte', 'gt', 'gte'].includes(lookup)) return undefined;
  const positive = NEGATED[lookup] ?? lookup;
  const values = raws.filter((r) => r !== '');
  if (values.length === 0) return null;
  try {
    const cond = values.map((v) => customFieldCondition(st, alias, def, positive, v)).join(' OR ');
    return NEGATED[lookup] ? `NOT COALESCE((${cond}), false)` : `(${cond})`;
  } catch (e) {
    if (e instanceof CustomFieldProblem) throw ValidationError.field(param, e.message);
    throw e;
  }
}
