// Component templates made real (NetBox 3.7 Device.save / Module.save and each template's
// instantiate()): a new device gets a component for every template of its device type, a new
// module one for every template of its module type, on the module's device, with `{module}` in
// names and labels replaced by the module bay's position. Set-based: one INSERT ... SELECT per
// kind of component, in NetBox's order, so a template that points at another (an outlet's
// power port, an interface's bridge, an inventory item's parent and
// component) finds that one already made, by its resolved name; port mappings join front
// and rear ports once both are made.
import { type Db, type Field, query, registry, ValidationError } from '../../engine/api.ts';
import { withoutChangeLog } from '../../events/changelog.ts';
import { customFieldDefaultsExpr } from '../extras/custom_field/definitions.ts';

/** What is being filled: a device from its type, or a module (on its device) from its type. */
export type Owner = { device: number; device_type: number } | { device: number; module: number; module_type: number; position: string };

interface Kind {
  /** Model keys of the template and of what it makes. */
  template: string;
  component: string;
  /** Columns copied as they are (NetBox copies neither description nor, for bays, anything else). */
  copy: string[];
  /** Foreign keys to another template, made into the same-named component of `component`. */
  refs?: Record<string, string>;
  /** Device types only (module types have none of these). */
  deviceOnly?: boolean;
  /** Names and labels taken as they are ({module} is not replaced). */
  plainNames?: boolean;
  /** Columns copied with {module} replaced, as names are (a module bay's position). */
  resolvedCopy?: string[];
  /** Names unique per device and module (NetBox 4.0's module bays), so a module's may repeat the device's. */
  namesPerModule?: boolean;
}

const KINDS: Kind[] = [
  { template: 'dcim.console_port_template', component: 'dcim.console_port', copy: ['type'] },
  { template: 'dcim.console_server_port_template', component: 'dcim.console_server_port', copy: ['type'] },
  { template: 'dcim.power_port_template', component: 'dcim.power_port', copy: ['type', 'maximum_draw', 'allocated_draw'] },
  { template: 'dcim.power_outlet_template', component: 'dcim.power_outlet', copy: ['type', 'color', 'feed_leg'], refs: { power_port_id: 'dcim.power_port' } },
  { template: 'dcim.interface_template', component: 'dcim.interface', copy: ['type', 'enabled', 'mgmt_only', 'poe_mode', 'poe_type', 'rf_role'] },
  { template: 'dcim.rear_port_template', component: 'dcim.rear_port', copy: ['type', 'color', 'positions'] },
  { template: 'dcim.front_port_template', component: 'dcim.front_port', copy: ['type', 'color', 'positions'] },
  // NetBox 4.0: module types have module bays too; a module's bays belong to it (nested modules).
  { template: 'dcim.module_bay_template', component: 'dcim.module_bay', copy: ['enabled'], resolvedCopy: ['position'], namesPerModule: true },
  { template: 'dcim.device_bay_template', component: 'dcim.device_bay', copy: ['enabled'], deviceOnly: true, plainNames: true },
];

const MODULE_TOKEN = '{module}';
const table = (key: string) => registry.model(key).table;
const templateOf = (component: string) => KINDS.find((k) => k.component === component)!.template;

type Params = { device: number; module: number | null; position: string | null; type: number };

/** Runs `text` with named parameters (:device, :module, :position, :type), passing only those
 * it uses, so PostgreSQL can type every one. */
async function run(db: Db, text: string, params: Params): Promise<void> {
  const used: unknown[] = [];
  const numbered = text.replace(/:(device|module|position|type)\b/g, (_m, name: keyof Params) => {
    used.push(params[name]);
    return `$${used.length}`;
  });
  await query(db, numbered, used);
}

/** A name or label with {module} replaced by the bay's position (left as it is on a device,
 * as NetBox does). */
const resolved = (expr: string) => `replace(${expr}, '${MODULE_TOKEN}', COALESCE(:position::text, '${MODULE_TOKEN}'))`;

/** Creates the components of `owner` from its type's templates, inside the request's
 * transaction; `kinds`: the type's templateKinds, when the caller has them. */
export async function instantiateComponents(db: Db, owner: Owner, kinds?: Set<string>): Promise<void> {
  const isModule = 'module' in owner;
  const params: Params = isModule
    ? { device: owner.device, module: owner.module, position: owner.position, type: owner.module_type }
    : { device: owner.device, module: null, position: null, type: owner.device_type };
  const typeColumn = isModule ? 'module_type_id' : 'device_type_id';
  if (isModule && owner.position === '') await refuseTokensWithoutPosition(db, owner.module_type);
  const sameOwner = (alias: string) => `${alias}.device_id = :device::int AND ${alias}.module_id IS NOT DISTINCT FROM :module::int`;
  const present = kinds ?? (await templateKinds(db, isModule, params.type));

  for (const kind of KINDS) {
    if (!present.has(kind.template)) continue;
    const component = registry.model(kind.component);
    const refs = Object.entries(kind.refs ?? {});
    const resolvedCopy = kind.resolvedCopy ?? [];
    const columns = ['device_id', 'name', 'label', ...kind.copy, ...resolvedCopy, ...refs.map(([c]) => c)];
    const values = [
      ':device::int', kind.plainNames ? 't.name' : resolved('t.name'), kind.plainNames ? 't.label' : resolved('t.label'),
      ...kind.copy.map((c) => `t.${c}`),
      ...resolvedCopy.map((c) => resolved(`t.${c}`)),
      ...refs.map(([c, target]) =>
        `(SELECT r.id FROM ${table(target)} r JOIN ${table(templateOf(target))} rt ON rt.id = t.${c} WHERE ${sameOwner('r')} AND r.name = ${resolved('rt.name')} LIMIT 1)`),
    ];
    if (!kind.deviceOnly) {
      columns.push('module_id');
      values.push(':module::int');
    }
    if (isModule && !kind.namesPerModule) {
      // A module's component may not take a name the device already uses.
      const taken = await query<{ name: string }>(db,
        `SELECT c.name FROM ${table(kind.template)} t JOIN ${component.table} c ON c.device_id = $1 AND c.name = replace(t.name, '${MODULE_TOKEN}', $2)
          WHERE t.module_type_id = $3 ORDER BY t.id LIMIT 1`, [owner.device, owner.position, owner.module_type]);
      if (taken[0]) throw ValidationError.field('__all__', `Cannot install module: the device already has ${/^[aeiou]/i.test(component.verbose_name) ? 'an' : 'a'} ${component.verbose_name} named ${taken[0].name}.`);
    }
    if (component.features.includes('custom_fields')) {
      columns.push('custom_field_data');
      values.push(customFieldDefaultsExpr(component));
    }
    await run(db,
      `INSERT INTO ${component.table} (${columns.join(', ')})
       SELECT ${values.join(', ')} FROM ${table(kind.template)} t WHERE t.${typeColumn} = :type::int ORDER BY t.id`,
      params);
  }

  // Interface bridges, once every interface exists.
  if (present.has('dcim.interface_template')) await run(db,
    `UPDATE dcim_interface i SET bridge_id = b.id
       FROM dcim_interface_template t
       JOIN dcim_interface_template bt ON bt.id = t.bridge_id
       JOIN dcim_interface b ON ${sameOwner('b')} AND b.name = ${resolved('bt.name')}
      WHERE t.${typeColumn} = :type::int AND ${sameOwner('i')} AND i.name = ${resolved('t.name')}`,
    params);

  // Port mappings (NetBox 4.5's create_port_mappings), once both kinds of port exist: each
  // template mapping between the ports of the same names; not logged, as NetBox bulk-creates them.
  if (present.has('dcim.front_port_template')) {
    const [made, given] = [mappings('dcim.front_port'), mappings('dcim.front_port_template')];
    await withoutChangeLog(db, () => run(db,
      `INSERT INTO ${made.table} (${made.source}, ${made.target_column}, front_port_position, rear_port_position)
       SELECT f.id, r.id, m.front_port_position, m.rear_port_position
         FROM ${given.table} m
         JOIN ${table('dcim.front_port_template')} ft ON ft.id = m.${given.source}
         JOIN ${table('dcim.rear_port_template')} rt ON rt.id = m.${given.target_column}
         JOIN ${table('dcim.front_port')} f ON ${sameOwner('f')} AND f.name = ${resolved('ft.name')}
         JOIN ${table('dcim.rear_port')} r ON ${sameOwner('r')} AND r.name = ${resolved('rt.name')}
        WHERE ft.${typeColumn} = :type::int
        ORDER BY m.id`,
      params));
  }

  if (present.has(INVENTORY_TEMPLATE)) await instantiateInventoryItems(db, params);
}

/** The port mappings (rows field) of a front port model: its table and columns. */
function mappings(key: string): Field & { kind: 'rows' } {
  return registry.model(key).fields.find((f): f is Field & { kind: 'rows' } => f.kind === 'rows')!;
}

const INVENTORY_TEMPLATE = 'dcim.inventory_item_template';

/** The kinds of template (model keys) a device or module type has: one statement, so a type
 * with few kinds (most have none or two) costs no statement for the others. */
export async function templateKinds(db: Db, isModule: boolean, type: number): Promise<Set<string>> {
  const keys = [...KINDS.filter((k) => !(isModule && k.deviceOnly)).map((k) => k.template), ...(isModule ? [] : [INVENTORY_TEMPLATE])];
  const column = isModule ? 'module_type_id' : 'device_type_id';
  const [row] = await query<{ kinds: string[] }>(db,
    `SELECT array_remove(ARRAY[${keys.map((k) => `CASE WHEN EXISTS (SELECT 1 FROM ${table(k)} WHERE ${column} = $1) THEN '${k}' END`).join(', ')}], NULL) AS kinds`,
    [type]);
  return new Set(row!.kinds);
}

/** Inventory items, a tree: one level at a time, so each level finds its parent (by name, as
 * NetBox does) among the items just made; a component template becomes the device's
 * component of the same name. */
async function instantiateInventoryItems(db: Db, params: Params): Promise<void> {
  const item = registry.model('dcim.inventory_item');
  const [row] = await query<{ depth: number | null }>(db,
    `SELECT max(cardinality(tree_path)) AS depth FROM dcim_inventory_item_template WHERE device_type_id = $1`, [params.type]);
  const depth = row?.depth ?? null;
  if (depth === null) return;
  const kinds = KINDS.filter((k) => !k.deviceOnly && k.component !== 'dcim.module_bay');
  const ct = (key: string) => `'${registry.model(key).content_type}'`;
  const componentType = `CASE t.component_type ${kinds.map((k) => `WHEN ${ct(k.template)} THEN ${ct(k.component)}`).join(' ')} END`;
  const componentId = `CASE t.component_type ${kinds.map((k) =>
    `WHEN ${ct(k.template)} THEN (SELECT c.id FROM ${table(k.component)} c JOIN ${table(k.template)} ctl ON ctl.id = t.component_id WHERE c.device_id = :device::int AND c.name = ctl.name LIMIT 1)`).join(' ')} END`;
  const cf = item.features.includes('custom_fields');
  for (let level = 0; level <= depth; level++) {
    await run(db,
      `INSERT INTO ${item.table} (device_id, name, label, parent_id, role_id, manufacturer_id, part_id, component_type, component_id${cf ? ', custom_field_data' : ''})
       SELECT :device::int, t.name, t.label,
              (SELECT p.id FROM ${item.table} p JOIN dcim_inventory_item_template pt ON pt.id = t.parent_id WHERE p.device_id = :device::int AND p.name = pt.name LIMIT 1),
              t.role_id, t.manufacturer_id, t.part_id, ${componentType}, ${componentId}${cf ? `, ${customFieldDefaultsExpr(item)}` : ''}
         FROM dcim_inventory_item_template t
        WHERE t.device_type_id = :type::int AND cardinality(t.tree_path) = ${level}
        ORDER BY t.id`,
      params);
  }
}

/** A module bay without a position cannot take a module whose templates need one. */
async function refuseTokensWithoutPosition(db: Db, moduleType: number): Promise<void> {
  const kinds = KINDS.filter((k) => !k.deviceOnly);
  const [hit] = await query<{ name: string }>(db,
    kinds.map((k) => `SELECT name FROM ${table(k.template)} WHERE module_type_id = $1 AND (strpos(name, $2) > 0 OR strpos(label, $2) > 0)`).join(' UNION ALL ') + ' LIMIT 1',
    [moduleType, MODULE_TOKEN]);
  if (hit) throw ValidationError.field('module_bay', 'Cannot install module with placeholder values in a module bay with no position defined.');
}
