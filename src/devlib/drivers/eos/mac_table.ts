// get_mac_address_table from the unicast table of `show mac address-table` (multicast groups
// are not MAC table entries in NAPALM's sense). EOS counts moves and dates the last one.
import type { MacEntry } from '../../types.ts';
import type { Answer } from './answer.ts';
import { eosMac } from './mac.ts';

export function parseMacTable(answer: Answer): MacEntry[] {
  return answer.at('unicastTable').at('tableEntries').items([]).map((e) => ({
    mac: e.at('macAddress').parsed(eosMac),
    interface: e.at('interface').string(''),
    vlan: e.at('vlanId').number(),
    static: e.at('entryType').string('') === 'static',
    active: true,
    moves: e.at('moves').number(0),
    last_move: e.at('lastMove').number(0),
  }));
}
