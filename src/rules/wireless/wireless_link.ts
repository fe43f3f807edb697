// Wireless link rules (NetBox 3.7 WirelessLink.clean and wireless/signals.py): both ends are
// wireless interfaces, and each end shows the link as its wireless_link. An interface is an
// end of one link at a time (NetBox would silently repoint its wireless_link), and a link
// joins two interfaces, not one to itself. Ends a change leaves forget the link; deleting
// the link clears them through the foreign key (set null). A distance has a unit (NetBox 4.2).
import type { WirelessLinkRules } from '../../../generated/rules/types.ts';
import { query, registry, ValidationError, valueAfterWrite } from '../../engine/api.ts';
import { WIRELESS_INTERFACE_TYPES } from '../dcim/interface.ts';
import { checkDistance } from '../shared/distance.ts';

const ENDS = ['interface_a', 'interface_b'] as const;

const rules: WirelessLinkRules = {
  async beforeSave(ctx, values, existing) {
    checkDistance(values as Record<string, unknown>, existing);
    const self = (existing?.id as number | undefined) ?? null;
    const ids = ENDS.map((end) => valueAfterWrite(values, existing, end, `${end}_id`) as number);
    if (ids[0] === ids[1]) throw ValidationError.field('interface_b', 'A wireless link joins two different interfaces.');
    const rows = await query<{ id: number; name: string; type: string; wireless_link_id: number | null }>(ctx.db,
      `SELECT id, name, type, wireless_link_id FROM dcim_interface WHERE id = ANY($1::int[])`, [ids]);
    ENDS.forEach((end, i) => {
      const row = rows.find((r) => r.id === ids[i]);
      if (!row) return; // the foreign key check answers
      if (!WIRELESS_INTERFACE_TYPES.has(row.type)) {
        const label = registry.choices('interface_type').choices.find((c) => c.value === row.type)?.label ?? row.type;
        throw ValidationError.field(end, `${label} is not a wireless interface.`);
      }
      if (row.wireless_link_id !== null && row.wireless_link_id !== self)
        throw ValidationError.field(end, `Interface ${row.name} is already an end of wireless link #${row.wireless_link_id}.`);
    });
  },
  async afterSave(ctx, id, values, existing) {
    const ends = ENDS.map((end) => valueAfterWrite(values, existing, end, `${end}_id`) as number);
    await query(ctx.db, `UPDATE dcim_interface SET wireless_link_id = NULL WHERE wireless_link_id = $1 AND NOT id = ANY($2::int[])`, [id, ends]);
    await query(ctx.db, `UPDATE dcim_interface SET wireless_link_id = $1 WHERE id = ANY($2::int[])`, [id, ends]);
  },
};

export default rules;
