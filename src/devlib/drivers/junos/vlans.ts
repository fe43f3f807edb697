// VLANs and their member interfaces, in the reply shape of the device's switching style:
// MX bridge domains (<get-bridge-instance-information/>), "VLAN" and ELS "VLAN_L2NG"
// switches (<get-vlan-information/>). A "*" marks an active member; the name is kept bare.
import { putValue } from '../../parse/safe_record.ts';
import type { Vlan } from '../../types.ts';
import { children, normalizeSpace, replyRoot, select, textAt } from './xml.ts';

interface Layout { request: string; item: string; id: string; name: string; members: string }

const LAYOUTS: Record<string, Layout> = {
  BRIDGE_DOMAIN: { request: '<get-bridge-instance-information/>', item: 'l2ald-bridge-instance-group', id: 'l2rtb-bridge-vlan', name: 'l2rtb-bridging-domain', members: 'l2rtb-interface-name' },
  VLAN: { request: '<get-vlan-information/>', item: 'vlan', id: 'vlan-tag', name: 'vlan-name', members: 'vlan-detail/vlan-member-list/vlan-member/vlan-member-interface' },
  VLAN_L2NG: { request: '<get-vlan-information/>', item: 'l2ng-l2ald-vlan-instance-group', id: 'l2ng-l2rtb-vlan-tag', name: 'l2ng-l2rtb-vlan-name', members: 'l2ng-l2rtb-vlan-member/l2ng-l2rtb-vlan-member-interface' },
};

/** The request for the style's VLAN list; undefined for devices without switching ("NONE"). */
export function vlansRequest(style: string | null | undefined): string | undefined {
  return style && Object.hasOwn(LAYOUTS, style) ? LAYOUTS[style]!.request : undefined;
}

export function parseVlans(xml: string, style: string | null | undefined): Record<string, Vlan> {
  const layout = style && Object.hasOwn(LAYOUTS, style) ? LAYOUTS[style]! : undefined;
  const vlans: Record<string, Vlan> = {};
  if (!layout) return vlans;
  for (const item of children(replyRoot(xml), layout.item)) {
    const id = textAt(item, layout.id);
    if (!id) continue;
    // An empty member element stands for "no members" (PyEZ reads it as its own tag name,
    // which NAPALM then filters out).
    const members = select(item, layout.members).map((m) => normalizeSpace(m.text));
    putValue(vlans, id, {
      name: textAt(item, layout.name) ?? '',
      interfaces: members.map((m) => m.replace(/\*/g, '')).filter((m) => m !== ''),
    });
  }
  return vlans;
}
