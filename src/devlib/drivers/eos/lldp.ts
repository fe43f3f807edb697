// get_lldp_neighbors from `show lldp neighbors` and get_lldp_neighbors_detail from
// `show lldp neighbors  detail` (two spaces: NAPALM leaves an empty interface filter there).
import { putValue, valueFor } from '../../parse/safe_record.ts';
import type { LldpNeighbor, LldpNeighborDetail } from '../../types.ts';
import type { Answer } from './answer.ts';
import { eosMac } from './mac.ts';

/** EOS's systemCapabilities keys as NAPALM's names (napalm/eos/constants.py), by lower case. */
const CAPABILITY = new Map([
  ['other', 'other'], ['repeater', 'repeater'], ['bridge', 'bridge'], ['wlanaccesspoint', 'wlan-access-point'],
  ['router', 'router'], ['telephone', 'telephone'], ['docsis', 'docsis-cable-device'], ['station', 'station'],
  ['stationonly', 'station'],
]);

/** Sorted NAPALM names; NAPALM fails on a capability it has no name for, here it is left out. */
function capabilities(keys: string[]): string[] {
  return keys.flatMap((k) => CAPABILITY.get(k.toLowerCase()) ?? []).sort();
}

export function parseLldpNeighbors(answer: Answer): Record<string, LldpNeighbor[]> {
  const result: Record<string, LldpNeighbor[]> = {};
  for (const n of answer.at('lldpNeighbors').items()) {
    valueFor(result, n.at('port').string(), () => []).push({
      hostname: n.at('neighborDevice').string(),
      port: n.at('neighborPort').string(),
    });
  }
  return result;
}

function detail(local: string, n: Answer): LldpNeighborDetail {
  const caps = n.at('systemCapabilities').entries([]).map(([name, enabled]) => [name, enabled.boolean()] as const);
  const chassisId = n.at('chassisId');
  const port = n.at('neighborInterfaceInfo');
  return {
    parent_interface: local, // EOS reports no parent (LAG) interface; NAPALM repeats the local one
    remote_port: port.at('interfaceId').string('').replaceAll('"', ''), // EOS quotes local port ids
    remote_port_description: port.at('interfaceDescription').string(''),
    remote_system_name: n.at('systemName').string(''),
    remote_system_description: n.at('systemDescription').string(''),
    remote_chassis_id: n.at('chassisIdType').string('') === 'macAddress' ? chassisId.parsed(eosMac) : chassisId.string(''),
    remote_system_capab: capabilities(caps.map(([name]) => name)),
    remote_system_enable_capab: capabilities(caps.filter(([, enabled]) => enabled).map(([name]) => name)),
  };
}

export function parseLldpNeighborsDetail(answer: Answer): Record<string, LldpNeighborDetail[]> {
  const result: Record<string, LldpNeighborDetail[]> = {};
  for (const [local, info] of answer.at('lldpNeighbors').entries([])) {
    const neighbors = info.at('lldpNeighborInfo').items([]);
    // Interfaces without neighbours are listed with an empty list; NAPALM leaves them out.
    if (neighbors.length) putValue(result, local, neighbors.map((n) => detail(local, n)));
  }
  return result;
}
