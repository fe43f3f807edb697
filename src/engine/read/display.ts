// An object's display (its model's display templates) as SQL text, and the display pair of its
// representation.
import type { Model } from '../../../codegen/types.ts';
import { templateRefs } from '../../../codegen/syntax.ts';
import { registry } from '../registry.ts';
import { ident, literal } from '../sql/builder.ts';
import { col, quoted, type Pair } from './values.ts';

/** A display template as SQL text; NULL when any referenced value is NULL, so the next
 * template of the list is tried. */
function templateExpr(model: Model, alias: string, template: string): string {
  const parts: string[] = [];
  let rest = template;
  for (const ref of templateRefs(template)) {
    const at = rest.indexOf(`{${ref}}`);
    if (at > 0) parts.push(literal(rest.slice(0, at)));
    rest = rest.slice(at + ref.length + 2);
    parts.push(refExpr(model, alias, ref.split('.')));
  }
  if (rest) parts.push(literal(rest));
  return parts.length ? parts.join(' || ') : "''";
}

/** The text of a template reference: a field, or one reached through foreign keys
 * (`device_type.manufacturer.name`); NULL when it is empty or a key on the way is null. */
function refExpr(model: Model, alias: string, path: string[], depth = 0): string {
  const [head, ...sub] = path as [string, ...string[]];
  if (head === 'id') return `${alias}.id::text`;
  const f = model.fields.find((x) => x.name === head)!;
  // A choice's label ({priority.label}: NetBox's get_priority_display()).
  if (f.kind === 'choice' && sub[0] === 'label') {
    const arms = registry.choices(f.choices).choices.map((c) => `WHEN ${literal(String(c.value))} THEN ${literal(c.label)}`);
    return `(CASE ${col(alias, f.column!)}::text ${arms.join(' ')} END)`;
  }
  // A generic relation's object, shown by its own model's display ({object}).
  if (f.kind === 'generic') {
    const x = `g${depth}`;
    const arms = f.targets.map((key) => {
      const target = registry.model(key);
      return `WHEN ${literal(target.content_type)} THEN (SELECT ${displayExpr(target, x)} FROM ${ident(target.table)} ${x} WHERE ${x}.id = ${col(alias, f.id_column)})`;
    });
    return `(CASE ${col(alias, f.type_column)} ${arms.join(' ')} END)`;
  }
  if (sub.length && f.kind === 'fk') {
    const target = registry.model(f.target);
    const x = `d${depth}`;
    return `(SELECT ${refExpr(target, x, sub, depth + 1)} FROM ${ident(target.table)} ${x} WHERE ${x}.id = ${col(alias, f.column!)})`;
  }
  if (f.kind === 'scalar' && (f.type === 'inet' || f.type === 'cidr')) return `text(${col(alias, f.column!)})`;
  if (f.kind === 'fk') return `${col(alias, f.column!)}::text`;
  // A token key is never shown: its partial form is (NetBox's Token.partial).
  if (f.kind === 'scalar' && f.type === 'token_key') return col(alias, f.partial_column!);
  // As a MAC address field reads (NetBox's EUI dialect: upper case, colons).
  if (f.kind === 'scalar' && f.type === 'mac') return `upper(${col(alias, f.column!)}::text)`;
  return `NULLIF(${col(alias, f.column!)}::text, '')`;
}

/** Types whose text never needs escaping in JSON. */
const PLAIN_TYPES = new Set(['integer', 'bigint', 'cidr', 'inet', 'mac']);

/** The display pair. Where every template is made of such values (and literals needing no
 * escape: a prefix's, an address's), its JSON text is the text quoted. */
export function displayPair(model: Model, alias: string, name: 'display' | 'display_name', templates: string[]): Pair {
  const value = displayExpr(model, alias, templates);
  const plain = templates.every((t) => {
    const refs = templateRefs(t);
    const literals = refs.reduce((rest, ref) => rest.split(`{${ref}}`).join(''), t);
    return JSON.stringify(literals) === `"${literals}"` && refs.every((ref) => {
      if (ref === 'id') return true;
      const f = model.fields.find((x) => x.name === ref);
      return f?.kind === 'scalar' && PLAIN_TYPES.has(f.type);
    });
  });
  return plain ? [name, value, quoted(value)] : [name, value];
}

export function displayExpr(model: Model, alias: string, templates: string[] = model.display): string {
  const alts = templates.map((t) => templateExpr(model, alias, t));
  return `COALESCE(${[...alts, `${alias}.id::text`].join(', ')})`;
}
