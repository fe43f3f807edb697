// LLDP replies: the neighbour summary (<get-lldp-neighbors-information/>, NAPALM's
// junos_lldp_view) and one interface's neighbour details (<get-lldp-interface-neighbors>,
// junos_lldp_neighbors_detail_view). Releases name the local port differently
// (lldp-local-port-id on ELS switches, lldp-local-interface elsewhere); whichever the entry
// lists first is used.
import { lldpCapabilityNames } from '../../parse/lldp_capability_names.ts';
import { mac } from '../../parse/mac.ts';
import { valueFor } from '../../parse/safe_record.ts';
import type { LldpNeighbor, LldpNeighborDetail } from '../../types.ts';
import { children, replyRoot, textAt, textOfAny, type XmlElement } from './xml.ts';

function neighbors(xml: string): XmlElement[] {
  return children(replyRoot(xml), 'lldp-neighbor-information');
}

export function parseLldpNeighbors(xml: string): Record<string, LldpNeighbor[]> {
  const result: Record<string, LldpNeighbor[]> = {};
  for (const n of neighbors(xml)) {
    const local = textOfAny(n, ['lldp-local-port-id', 'lldp-local-interface']);
    if (!local) continue;
    // NAPALM would print a missing value as "None"; an empty string says the same honestly.
    valueFor(result, local, () => []).push({
      hostname: textAt(n, 'lldp-remote-system-name') ?? '',
      port: textOfAny(n, ['lldp-remote-port-id', 'lldp-remote-port-description']) ?? '',
    });
  }
  return result;
}

/** The local interfaces with neighbours, each once, in the order listed: the interfaces
 * get_lldp_neighbors_detail asks about. */
export function lldpNeighborInterfaces(xml: string): string[] {
  const seen = new Set<string>();
  for (const n of neighbors(xml)) {
    const local = textOfAny(n, ['lldp-local-interface', 'lldp-local-port-id']);
    if (local) seen.add(local);
  }
  return [...seen];
}

function chassisId(raw: string | undefined): string {
  if (raw === undefined) return '';
  try {
    return mac(raw);
  } catch {
    return raw; // a chassis id need not be a MAC (network address, interface name, ...)
  }
}

/** The neighbours in one interface's detail reply. */
export function parseLldpInterfaceNeighbors(xml: string): LldpNeighborDetail[] {
  return neighbors(xml).map((n) => ({
    parent_interface: textAt(n, 'lldp-local-parent-interface-name') ?? '',
    remote_port: textAt(n, 'lldp-remote-port-id') ?? '',
    remote_port_description: textAt(n, 'lldp-remote-port-description') ?? '',
    remote_chassis_id: chassisId(textAt(n, 'lldp-remote-chassis-id')),
    remote_system_name: textAt(n, 'lldp-remote-system-name') ?? '',
    remote_system_description: textAt(n, 'lldp-system-description/lldp-remote-system-description') ?? '',
    remote_system_capab: lldpCapabilityNames(textAt(n, 'lldp-remote-system-capabilities-supported') ?? ''),
    remote_system_enable_capab: lldpCapabilityNames(textAt(n, 'lldp-remote-system-capabilities-enabled') ?? ''),
  }));
}
