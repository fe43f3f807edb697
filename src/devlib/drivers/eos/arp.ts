// get_arp_table from `show arp vrf all`: the IPv4 neighbours of every VRF (NAPALM's default,
// no VRF filter). Static entries have no age: -1.
import { ipAddress } from '../../parse/ip_address.ts';
import type { ArpEntry } from '../../types.ts';
import type { Answer } from './answer.ts';
import { eosMac } from './mac.ts';

export function parseArpTable(answer: Answer): ArpEntry[] {
  return answer.at('vrfs').entries().flatMap(([, vrf]) => vrf.at('ipV4Neighbors').items([]).map((n) => ({
    interface: n.at('interface').string(''),
    mac: n.at('hwAddress').parsed(eosMac),
    ip: n.at('address').parsed((t) => ipAddress(t, 4)),
    age: n.at('age').number(-1),
  })));
}
