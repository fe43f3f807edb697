// The MAC address table, in the reply shape of the device's switching style (the
// switch_style fact): MX bridge domains (<get-bridge-mac-table>), older EX/QFX "VLAN" style
// and ELS "VLAN_L2NG" style (<get-ethernet-switching-table-information>). Flood entries
// ("*") are not addresses and are skipped.
import { mac } from '../../parse/mac.ts';
import type { MacEntry } from '../../types.ts';
import { children, integer, replyRoot, select, textAt, type XmlElement } from './xml.ts';

interface Layout { items: (root: XmlElement | undefined) => XmlElement[]; mac: string; interface: string; vlan: string; type?: string }

const LAYOUTS: Record<'BRIDGE_DOMAIN' | 'VLAN' | 'VLAN_L2NG', Layout> = {
  BRIDGE_DOMAIN: { items: (r) => children(r, 'l2ald-mac-entry'), mac: 'l2-mac-address', interface: 'l2-mac-logical-interface', vlan: 'l2-bridge-vlan' },
  VLAN: { items: (r) => select(r, 'ethernet-switching-table/mac-table-entry'), mac: 'mac-address', interface: 'mac-interface', vlan: 'mac-vlan-tag', type: 'mac-type' },
  VLAN_L2NG: { items: (r) => children(r, 'l2ng-l2ald-mac-entry-vlan'), mac: 'l2ng-l2-mac-address', interface: 'l2ng-l2-mac-logical-interface', vlan: 'l2ng-l2-vlan-id' },
};

/** The request for the style's table (anything but bridge domains asks the switching table). */
export function macTableRequest(style: string | null | undefined): string {
  return style === 'BRIDGE_DOMAIN'
    ? '<get-bridge-mac-table><extensive/></get-bridge-mac-table>'
    : '<get-ethernet-switching-table-information><extensive/></get-ethernet-switching-table-information>';
}

export function parseMacTable(xml: string, style: string | null | undefined): MacEntry[] {
  const layout = style === 'BRIDGE_DOMAIN' || style === 'VLAN_L2NG' ? LAYOUTS[style] : LAYOUTS.VLAN;
  const entries: MacEntry[] = [];
  for (const item of layout.items(replyRoot(xml))) {
    const raw = textAt(item, layout.mac);
    if (raw === undefined || raw === '*') continue;
    let address: string;
    try {
      address = mac(raw);
    } catch {
      continue; // not an address (NAPALM would fail the whole table)
    }
    entries.push({
      mac: address,
      interface: textAt(item, layout.interface) ?? '',
      vlan: integer(textAt(item, layout.vlan)) ?? 0,
      static: layout.type !== undefined && textAt(item, layout.type) === 'Static',
      active: true,
      moves: 0,
      last_move: 0,
    });
  }
  return entries;
}
