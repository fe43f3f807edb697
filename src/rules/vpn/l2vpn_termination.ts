// L2VPN termination rules (NetBox 3.7 L2VPNTermination.clean and __str__): an object joins
// one L2VPN at most; a point-to-point L2VPN (VPWS, EPL, EP-LAN, EP-Tree) has two terminations
// at most. The display, "<object> <> <L2VPN>", is written on every save.
import type { L2VPNTerminationRules } from '../../../generated/rules/types.ts';
import { displayOf, query, registry, ValidationError, valueAfterWrite } from '../../engine/api.ts';
import { choiceLabel, setComputed } from '../ipam/common.ts';

/** L2VPN types that join exactly two ends (NetBox's L2VPNTypeChoices.P2P). */
const POINT_TO_POINT = new Set(['vpws', 'epl', 'ep-lan', 'ep-tree']);

const rules: L2VPNTerminationRules = {
  async beforeSave(ctx, values, existing) {
    const self = (existing?.id as number | undefined) ?? 0;
    const l2vpn = valueAfterWrite(values, existing, 'l2vpn', 'l2vpn_id') as number;
    const type = valueAfterWrite(values, existing, 'assigned_object_type') as string;
    const id = valueAfterWrite(values, existing, 'assigned_object_id') as number;
    const object = registry.modelOfContentType(type);
    const objectDisplay = object ? await displayOf(ctx.db, object.key, id) : String(id);
    const [taken] = await query<{ id: number }>(ctx.db,
      `SELECT id FROM vpn_l2vpn_termination WHERE assigned_object_type = $1 AND assigned_object_id = $2 AND id <> $3`, [type, id, self]);
    if (taken) throw ValidationError.field('__all__', `L2VPN Termination already assigned (${objectDisplay})`);
    const [vpn] = await query<{ type: string; others: number }>(ctx.db,
      `SELECT v.type, (SELECT count(*)::int FROM vpn_l2vpn_termination t WHERE t.l2vpn_id = v.id AND t.id <> $2) AS others FROM vpn_l2vpn v WHERE v.id = $1`, [l2vpn, self]);
    if (vpn && POINT_TO_POINT.has(vpn.type) && vpn.others >= 2)
      throw ValidationError.field('__all__', `${choiceLabel('l2vpn_type', vpn.type)} L2VPNs cannot have more than two terminations; found ${vpn.others} already defined.`);
    setComputed(values, 'display_text', `${objectDisplay} <> ${await displayOf(ctx.db, 'vpn.l2vpn', l2vpn)}`);
  },
};

export default rules;
