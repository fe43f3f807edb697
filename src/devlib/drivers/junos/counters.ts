// <get-interface-information><extensive/>...: NAPALM's junos_iface_counter_view for each
// physical interface and each logical unit. A counter the device does not report (no
// ethernet-mac-statistics on a unit, say) is -1.
import { putValue } from '../../parse/safe_record.ts';
import type { InterfaceCounters } from '../../types.ts';
import { child, children, integer, replyRoot, textAt, type XmlElement } from './xml.ts';

const FIELDS: Array<[keyof InterfaceCounters, group: string, field: string]> = [
  ['rx_broadcast_packets', 'ethernet-mac-statistics', 'input-broadcasts'],
  ['tx_broadcast_packets', 'ethernet-mac-statistics', 'output-broadcasts'],
  ['rx_unicast_packets', 'ethernet-mac-statistics', 'input-unicasts'],
  ['tx_unicast_packets', 'ethernet-mac-statistics', 'output-unicasts'],
  ['rx_multicast_packets', 'ethernet-mac-statistics', 'input-multicasts'],
  ['tx_multicast_packets', 'ethernet-mac-statistics', 'output-multicasts'],
  ['rx_octets', 'traffic-statistics', 'input-bytes'],
  ['tx_octets', 'traffic-statistics', 'output-bytes'],
  ['rx_errors', 'input-error-list', 'input-errors'],
  ['rx_discards', 'input-error-list', 'input-discards'],
  ['tx_errors', 'output-error-list', 'output-errors'],
  ['tx_discards', 'output-error-list', 'output-drops'],
];

function counters(el: XmlElement): InterfaceCounters {
  const out = {} as InterfaceCounters;
  // Only the group's direct children count: traffic-statistics also nests
  // ipv6-transit-statistics with its own input-bytes.
  for (const [key, group, field] of FIELDS) out[key] = integer(textAt(child(el, group), field)) ?? -1;
  return out;
}

export function parseInterfaceCounters(xml: string): Record<string, InterfaceCounters> {
  const result: Record<string, InterfaceCounters> = {};
  for (const p of children(replyRoot(xml), 'physical-interface')) {
    for (const l of children(p, 'logical-interface')) {
      const unit = textAt(l, 'name');
      if (unit) putValue(result, unit, counters(l));
    }
    const name = textAt(p, 'name');
    if (name) putValue(result, name, counters(p));
  }
  return result;
}
