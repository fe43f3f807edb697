// A field's value in a representation, as SQL: scalars as PostgreSQL formats them for NetBox's
// JSON, choices and IP families as {value, label}, and each one's JSON text where it is cheaper
// to write directly than to have PostgreSQL escape it (Pair).
import type { Field, Model } from '../../../codegen/types.ts';
import { registry } from '../registry.ts';
import { ident, literal } from '../sql/builder.ts';

export const DATETIME_FORMAT = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;

export function col(alias: string, column: string): string {
  return `${alias}.${ident(column)}`;
}

/** A scalar's column in the unit its model shows it in: in a larger one at an older API version
 * (engine/versions.ts), whole units, as that version stored them. */
export function scalarColumn(f: Field & { kind: 'scalar' }, alias: string): string {
  const c = col(alias, f.column!);
  return f.scale ? `(${c} / ${f.scale})` : c;
}

/** One key of a JSON object being built: the key, the value's SQL, and, where it is cheaper
 * than JSON_SCALAR over the value, SQL giving the value's JSON text itself (NULL for null),
 * which objectText takes (a read's own rows, built as text). */
export type Pair = [key: string, value: string, json?: string];

/** `"text"` for SQL text that never needs escaping (addresses, formatted dates); NULL stays NULL. */
export const quoted = (text: string) => `('"' || ${text} || '"')`;

/** A value shown as {value, label}: the SQL of each part, and the column whose NULL makes it null. */
export interface Labelled { value: string; label: string; column: string }

/** A choice's parts; `valueAs` 'value' gives the string value whatever the field's REST shape
 * (GraphQL shows every status so). */
export function choiceParts(f: Field & { kind: 'choice' }, alias: string, valueAs = f.value_as): Labelled {
  const set = registry.choices(f.choices);
  const c = col(alias, f.column!);
  const labels = set.choices.map((ch) => `WHEN ${literal(ch.value)} THEN ${literal(ch.label)}`).join(' ');
  const value = valueAs === 'code' ? `CASE ${c} ${set.choices.map((ch) => `WHEN ${literal(ch.value)} THEN ${ch.code}`).join(' ')} END` : c;
  return { value, label: `CASE ${c} ${labels} ELSE ${c} END`, column: c };
}

/** An IP family's parts: 4 or 6, and IPv4 or IPv6. */
export function familyParts(model: Model, f: Field & { kind: 'derived' }, alias: string): Labelled {
  const from = col(alias, model.fields.find((x) => x.name === f.from)!.column!);
  return { value: `family(${from})`, label: `'IPv' || family(${from})`, column: from };
}

/** {value, label}, null where the column is. */
export function labelledExpr(parts: Labelled): string {
  return `CASE WHEN ${parts.column} IS NULL THEN NULL ELSE json_build_object('value', ${parts.value}, 'label', ${parts.label}) END`;
}

/** The JSON text of {value, label} for each of `known` (a key of `over`: its value and label),
 * written out whole as literals; another key's built as labelledExpr builds it. */
export function labelledText(over: string, known: Array<{ key: string; value: unknown; label: string }>, parts: Labelled): string {
  const whens = known.map((k) => `WHEN ${k.key} THEN ${literal(`{"value" : ${JSON.stringify(k.value)}, "label" : ${JSON.stringify(k.label)}}`)}`).join(' ');
  return `CASE ${over} ${whens} ELSE ${labelledExpr(parts)}::text END`;
}

export function choicePair(f: Field & { kind: 'choice' }, alias: string): Pair {
  const parts = choiceParts(f, alias);
  const known = registry.choices(f.choices).choices.map((c) => ({ key: literal(c.value), value: f.value_as === 'code' && c.code !== undefined ? c.code : c.value, label: c.label }));
  return [f.name, labelledExpr(parts), labelledText(parts.column, known, parts)];
}

/** A scalar's JSON text where PostgreSQL's own output is JSON already (numbers, booleans) or
 * needs only quotes (addresses, dates); undefined where JSON_SCALAR must escape it. */
export function scalarJson(f: Field & { kind: 'scalar' }, alias: string): string | undefined {
  switch (f.type) {
    case 'integer':
    case 'bigint':
    case 'boolean':
      return `${scalarExpr(f, alias)}::text`;
    case 'cidr':
    case 'inet':
    case 'mac':
    case 'date':
    case 'datetime':
      return quoted(scalarExpr(f, alias));
    default:
      return undefined;
  }
}

export function scalarExpr(f: Field & { kind: 'scalar' }, alias: string): string {
  const c = scalarColumn(f, alias);
  switch (f.type) {
    case 'date':
      return `to_char(${c}, 'YYYY-MM-DD')`;
    case 'datetime':
      return `to_char(${c} AT TIME ZONE 'UTC', ${DATETIME_FORMAT})`;
    case 'cidr':
    case 'inet':
      return `text(${c})`;
    case 'mac':
      return `upper(${c}::text)`;
    case 'decimal':
      return `${c}::float8`;
    default:
      return c;
  }
}
