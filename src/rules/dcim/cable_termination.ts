// Cable termination rules (NetBox 3.7 CableTermination.clean/save/delete): an object ends one
// cable at most; virtual and wireless interfaces take no cable, nor does a circuit termination
// on a provider network. The terminated object records its cable and end (cable, cable_end),
// and forgets them when the termination goes.
import type { CableTerminationRules } from '../../../generated/rules/types.ts';
import { type Db, query, registry, ValidationError } from '../../engine/api.ts';
import { NONCONNECTABLE_INTERFACE_TYPES } from './interface.ts';

const tableOf = (contentType: string) => registry.modelOfContentType(contentType)!.table;

async function setCable(db: Db, rows: Array<{ type: string; id: number; cable: number | null; end: string }>): Promise<void> {
  for (const r of rows)
    await query(db, `UPDATE ${tableOf(r.type)} SET cable_id = $2, cable_end = $3 WHERE id = $1`, [r.id, r.cable, r.end]);
}

const rules: CableTerminationRules = {
  async beforeSave(ctx, values, existing) {
    const v = values as Record<string, unknown>;
    const type = (v.termination_type ?? existing?.termination_type) as string;
    const id = (v.termination_id ?? existing?.termination_id) as number;
    const cable = (v.cable ?? existing?.cable_id) as number;
    const [dup] = await query<{ cable_id: number }>(ctx.db,
      `SELECT cable_id FROM dcim_cable_termination WHERE termination_type = $1 AND termination_id = $2 AND cable_id <> $3 LIMIT 1`, [type, id, cable]);
    if (dup) throw ValidationError.field('__all__', `Duplicate termination found for ${type} ${id}: cable ${dup.cable_id}`);
    if (type === 'dcim.interface') {
      const [i] = await query<{ type: string }>(ctx.db, `SELECT type FROM dcim_interface WHERE id = $1`, [id]);
      if (i && NONCONNECTABLE_INTERFACE_TYPES.has(i.type)) {
        const label = registry.choices('interface_type').choices.find((c) => c.value === i.type)?.label ?? i.type;
        throw ValidationError.field('__all__', `Cables cannot be terminated to ${label} interfaces`);
      }
    }
    if (type === registry.model('circuits.circuit_termination').content_type) {
      const [t] = await query<{ provider_network_id: number | null }>(ctx.db, `SELECT provider_network_id FROM circuits_circuit_termination WHERE id = $1`, [id]);
      if (t?.provider_network_id != null) throw ValidationError.field('__all__', 'Circuit terminations attached to a provider network may not be cabled.');
    }
  },
  async afterSave(ctx, _id, values, existing) {
    const v = values as Record<string, unknown>;
    if (existing) await setCable(ctx.db, [{ type: existing.termination_type as string, id: existing.termination_id as number, cable: null, end: '' }]);
    await setCable(ctx.db, [{
      type: (v.termination_type ?? existing?.termination_type) as string,
      id: (v.termination_id ?? existing?.termination_id) as number,
      cable: (v.cable ?? existing?.cable_id) as number,
      end: (v.cable_end ?? existing?.cable_end) as string,
    }]);
  },
  async beforeDelete(ctx, ids) {
    const rows = await query<{ termination_type: string; termination_id: number }>(ctx.db,
      `SELECT termination_type, termination_id FROM dcim_cable_termination WHERE id = ANY($1::int[])`, [ids]);
    await setCable(ctx.db, rows.map((r) => ({ type: r.termination_type, id: r.termination_id, cable: null, end: '' })));
  },
};

export default rules;
