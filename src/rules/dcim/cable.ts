// Cable rules (NetBox 3.7 Cable.clean/delete): a length has a unit; a new cable has both ends;
// the objects at one end are of one type, of a type the other end's can connect to, and never
// at both ends. Each termination's own checks are cable_termination.ts's. A deleted cable's
// objects forget their end (the database clears their cable).
import type { CableRules } from '../../../generated/rules/types.ts';
import { query, registry, ValidationError, valueAfterWrite } from '../../engine/api.ts';

type Item = { object_type: string; object_id: number };

/** Which object types may face which across a cable (NetBox's COMPATIBLE_TERMINATION_TYPES). */
const PORTS = ['dcim.frontport', 'dcim.rearport'];
const COMPATIBLE: Record<string, string[]> = {
  'circuits.circuittermination': ['dcim.interface', ...PORTS, 'circuits.circuittermination'],
  'dcim.consoleport': ['dcim.consoleserverport', ...PORTS],
  'dcim.consoleserverport': ['dcim.consoleport', ...PORTS],
  'dcim.powerport': ['dcim.poweroutlet', 'dcim.powerfeed'],
  'dcim.poweroutlet': ['dcim.powerport'],
  'dcim.powerfeed': ['dcim.powerport'],
  'dcim.frontport': ['dcim.consoleport', 'dcim.consoleserverport', 'dcim.interface', ...PORTS, 'circuits.circuittermination'],
  'dcim.rearport': ['dcim.consoleport', 'dcim.consoleserverport', 'dcim.interface', ...PORTS, 'circuits.circuittermination'],
  'dcim.interface': ['dcim.interface', ...PORTS, 'circuits.circuittermination'],
};

/** The terminated objects' tables, for clearing their cable end. */
const terminationTables = () => {
  const f = registry.model('dcim.cable_termination').fields.find((x) => x.name === 'termination');
  return f?.kind === 'generic' ? f.targets.map((t) => registry.model(t).table) : [];
};

const rules: CableRules = {
  async beforeSave(ctx, values, existing) {
    const length = valueAfterWrite(values, existing, 'length');
    if (length !== null && !valueAfterWrite(values, existing, 'length_unit'))
      throw ValidationError.field('__all__', 'Must specify a unit when setting a cable length');
    const v = values as Record<string, unknown>;
    const ends: Record<'A' | 'B', Item[]> = { A: [], B: [] };
    for (const [end, name] of [['A', 'a_terminations'], ['B', 'b_terminations']] as const) {
      if (Object.hasOwn(v, name)) ends[end] = v[name] as Item[];
      else if (existing)
        ends[end] = await query<Item>(ctx.db,
          `SELECT termination_type AS object_type, termination_id AS object_id FROM dcim_cable_termination WHERE cable_id = $1 AND cable_end = $2 ORDER BY id`,
          [existing.id, end]);
    }
    if (!existing && (ends.A.length === 0 || ends.B.length === 0))
      throw ValidationError.field('__all__', 'Must define A and B terminations when creating a new cable.');
    for (const items of [ends.A, ends.B])
      if (items.some((i) => i.object_type !== items[0]!.object_type))
        throw ValidationError.field('__all__', 'Cannot connect different termination types to same end of cable.');
    const [a, b] = [ends.A[0], ends.B[0]];
    if (!a || !b) return;
    const model = (ct: string) => ct.split('.')[1];
    if (!(COMPATIBLE[a.object_type] ?? []).includes(b.object_type))
      throw ValidationError.field('__all__', `Incompatible termination types: ${model(a.object_type)} and ${model(b.object_type)}`);
    const atA = new Set(ends.A.map((i) => `${i.object_type}:${i.object_id}`));
    if (ends.B.some((i) => atA.has(`${i.object_type}:${i.object_id}`)))
      throw ValidationError.field('__all__', 'A and B terminations cannot connect to the same object.');
  },
  async beforeDelete(ctx, ids) {
    for (const table of terminationTables()) await query(ctx.db, `UPDATE ${table} SET cable_end = '' WHERE cable_id = ANY($1::int[])`, [ids]);
  },
};

export default rules;
