// NetBox 4.5's port mappings (PortMapping, PortTemplateMapping): each position of a front port
// leads to a position of a rear port of the same device (or device or module type). Front and
// rear ports and their templates write them as their `rear_ports` / `front_ports` (a `rows`
// field, codegen/README.md); the checks here are NetBox's PortMappingBase.clean and
// PortMapping.clean, from whichever side the list is written. NetBox 3.7 clients still read and
// write a front port's single `rear_port` and `rear_port_position`: those of its first position.
import { type ComputedFieldSql, type Field, type Model, query, registry, relatedBrief, type RuleContext, ValidationError, valueAfterWrite } from '../../engine/api.ts';
import { componentName } from './component_template.ts';

type Row = Record<string, unknown>;
type Values = Record<string, unknown>;
type Rows = Field & { kind: 'rows' };
type Item = Record<string, number>;

/** The model's rows field: its port mappings. */
function mappingsOf(model: Model): Rows {
  return model.fields.find((f): f is Rows => f.kind === 'rows')!;
}

/** The attribute of an item naming the other port, and the one holding that port's position. */
function attributes(f: Rows): { other: string; otherPosition: string } {
  return {
    other: f.item.find((a) => a.kind === 'target')!.name,
    otherPosition: f.item.find((a) => a.kind === 'integer' && a.name !== f.key)!.name,
  };
}

const column = (f: Rows, name: string) => {
  const a = f.item.find((x) => x.name === name)!;
  return a.kind === 'target' ? f.target_column : a.column;
};

/** SQL of the first position's mapping of row `alias`: `value` the column wanted. */
const firstMapping = (f: Rows, alias: string, value: string) =>
  `(SELECT m.${value} FROM ${f.table} m WHERE m.${f.source} = ${alias}.id ORDER BY m.${column(f, f.key)} LIMIT 1)`;

/** NetBox 3.7's rear_port of a front port (template): the rear port its first position leads to. */
export const mappedRearPort: ComputedFieldSql = (ctx, model, alias) => {
  const f = mappingsOf(model);
  return relatedBrief(ctx, f.target, firstMapping(f, alias, f.target_column));
};

/** NetBox 3.7's rear_port_position: the rear port position its first position leads to. */
export const mappedRearPortPosition: ComputedFieldSql = (_ctx, model, alias) => {
  const f = mappingsOf(model);
  return firstMapping(f, alias, column(f, attributes(f).otherPosition));
};

/** How a port names what it belongs to: `device`, or a template's `device_type` and `module_type`. */
export interface PortKind {
  model: string;
  parents: string[];
  /** What the parent is called in messages: "device", "device type". */
  parentLabel: string;
}

/** The stored mappings of port `id`, in position order. */
async function storedMappings(ctx: RuleContext, f: Rows, id: number): Promise<Item[]> {
  const cols = f.item.map((a) => `${column(f, a.name)} AS "${a.name}"`).join(', ');
  return query<Item>(ctx.db, `SELECT ${cols} FROM ${f.table} WHERE ${f.source} = $1 ORDER BY ${column(f, f.key)}`, [id]);
}

/** A NetBox 3.7 client's rear_port and rear_port_position, as the front port's first mapping
 * (its other mappings kept): true when they were written. A front port made without them has
 * no mapping, as NetBox 4.5 allows (NetBox 3.7 required rear_port; netinv's web UI, which
 * writes at the default version, makes ports without one). */
async function legacyMapping(ctx: RuleContext, f: Rows, values: Values, existing: Row | null): Promise<boolean> {
  if (!['rear_port', 'rear_port_position'].some((n) => Object.hasOwn(values, n))) return false;
  if (Object.hasOwn(values, f.name)) throw ValidationError.field(f.name, `Give rear_port and rear_port_position (NetBox 3.7) or ${f.name}, not both.`);
  const { other, otherPosition } = attributes(f);
  const stored = existing ? await storedMappings(ctx, f, existing.id as number) : [];
  const first = stored[0];
  const rear = Object.hasOwn(values, 'rear_port') ? (values.rear_port as number | null) : (first?.[other] ?? null);
  if (rear === null) throw ValidationError.field('rear_port', Object.hasOwn(values, 'rear_port') ? 'This field may not be null.' : 'This field is required.');
  const position = Object.hasOwn(values, 'rear_port_position') ? ((values.rear_port_position as number | null) ?? 1) : (first?.[otherPosition] ?? 1);
  values[f.name] = [{ [f.key]: first?.[f.key] ?? 1, [other]: rear, [otherPosition]: position }, ...stored.slice(1)];
  delete values.rear_port;
  delete values.rear_port_position;
  return true;
}

/** Before a front or rear port (or template) is written: its mappings as NetBox checks them
 * (each of its positions at most once, within its positions; the other port of the same
 * owner, the other position within that port's, and not mapped from elsewhere), and never
 * fewer positions than mappings. Errors name the field as written (a NetBox 3.7 client's
 * rear_port and rear_port_position, with 3.7's messages). */
export async function checkMappings(ctx: RuleContext, kind: PortKind, values: Values, existing: Row | null): Promise<void> {
  const model = registry.model(kind.model);
  const f = mappingsOf(model);
  const legacy = model.fields.some((x) => x.name === 'rear_port') && await legacyMapping(ctx, f, values, existing);
  const positions = (valueAfterWrite(values, existing, 'positions') as number | null) ?? (model.fields.find((x) => x.name === 'positions')!.default as number);
  const target = registry.model(f.target);
  const { other, otherPosition } = attributes(f);
  const fail = (message: string, legacyField: string): never => {
    throw ValidationError.field(legacy ? (kind.parents.length > 1 ? 'non_field_errors' : legacyField) : f.name, message);
  };
  const mine = target.verbose_name.replace(/ template$/, '') === 'rear port' ? 'rear ports' : 'front ports';
  if (!Object.hasOwn(values, f.name)) {
    if (!existing || !Object.hasOwn(values, 'positions')) return;
    const [c] = await query<{ n: number }>(ctx.db, `SELECT count(*)::int AS n FROM ${f.table} WHERE ${f.source} = $1`, [existing.id]);
    if (c && positions < c.n) throw ValidationError.field('positions', `The number of positions cannot be less than the number of mapped ${mine} (${c.n})`);
    return;
  }
  const items = values[f.name] as Item[];
  if (positions < items.length) throw ValidationError.field('positions', `The number of positions cannot be less than the number of mapped ${mine} (${items.length})`);
  for (const item of items)
    if (item[f.key]! > positions) fail(`Invalid position (${item[f.key]}): this port has only ${positions} positions.`, 'rear_port_position');
  if (items.length === 0) return;
  const parents = kind.parents.map((p) => valueAfterWrite(values, existing, p, `${p}_id`) as number | null);
  const others = await query<{ id: number; name: string; label: string; positions: number } & Row>(ctx.db,
    `SELECT id, name, label, positions, ${kind.parents.map((p) => `${p}_id`).join(', ')} FROM ${target.table} WHERE id = ANY($1::int[])`,
    [items.map((i) => i[other]!)]);
  const byId = new Map(others.map((o) => [o.id, o]));
  const label = target.verbose_name.replace(/ template$/, '');
  const Label = label.charAt(0).toUpperCase() + label.slice(1);
  for (const item of items) {
    const port = byId.get(item[other]!);
    if (!port) fail(`Invalid pk "${item[other]}" - object does not exist.`, 'rear_port');
    if (kind.parents.some((p, k) => (port![`${p}_id`] ?? null) !== parents[k]))
      fail(`${Label} (${componentName(port!)}) must belong to the same ${kind.parentLabel}`, 'rear_port');
    if (item[otherPosition]! > port!.positions)
      fail(legacy && kind.parents.length > 1
        ? `Invalid rear port position (${item[otherPosition]}); rear port ${port!.name} has only ${port!.positions} positions`
        : `Invalid ${label} position (${item[otherPosition]}): ${Label} ${port!.name} has only ${port!.positions} positions.`, 'rear_port_position');
  }
  // The other port's position, mapped from another port of this side.
  const [taken] = await query<{ port: number; position: number }>(ctx.db,
    `SELECT m.${f.target_column} AS port, m.${column(f, otherPosition)} AS position FROM ${f.table} m
      JOIN unnest($1::int[], $2::int[]) AS g(port, position) ON g.port = m.${f.target_column} AND g.position = m.${column(f, otherPosition)}
     WHERE m.${f.source} IS DISTINCT FROM $3 LIMIT 1`,
    [items.map((i) => i[other]!), items.map((i) => i[otherPosition]!), (existing?.id as number | undefined) ?? null]);
  if (taken && legacy) {
    // NetBox 3.7's unique (rear_port, rear_port_position) on the front port.
    const own = model.verbose_name.charAt(0).toUpperCase() + model.verbose_name.slice(1);
    throw ValidationError.field('__all__', `${own} with this Rear port and Rear port position already exists.`);
  }
  if (taken) fail(`${Label} ${byId.get(taken.port)!.name} position ${taken.position} is already mapped.`, 'rear_port_position');
  const seen = new Set<string>();
  for (const item of items) {
    const k = `${item[other]}:${item[otherPosition]}`;
    if (seen.has(k)) fail(`${Label} ${byId.get(item[other]!)!.name} position ${item[otherPosition]} is mapped twice.`, 'rear_port_position');
    seen.add(k);
  }
}
