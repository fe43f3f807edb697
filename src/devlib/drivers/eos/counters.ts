// get_interfaces_counters from the interfaceCounters of `show interfaces`; a counter EOS does
// not report is -1. Subinterfaces never have counters and are left out, as NAPALM does.
import { putValue } from '../../parse/safe_record.ts';
import type { InterfaceCounters } from '../../types.ts';
import type { Answer } from './answer.ts';

export function parseInterfaceCounters(answer: Answer): Record<string, InterfaceCounters> {
  const result: Record<string, InterfaceCounters> = {};
  for (const [name, i] of answer.at('interfaces').entries()) {
    if (i.at('hardware').string('') === 'subinterface') continue;
    const counters = i.at('interfaceCounters');
    const c = (field: string) => counters.at(field).number(-1);
    putValue(result, name, {
      tx_octets: c('outOctets'), rx_octets: c('inOctets'),
      tx_unicast_packets: c('outUcastPkts'), rx_unicast_packets: c('inUcastPkts'),
      tx_multicast_packets: c('outMulticastPkts'), rx_multicast_packets: c('inMulticastPkts'),
      tx_broadcast_packets: c('outBroadcastPkts'), rx_broadcast_packets: c('inBroadcastPkts'),
      tx_discards: c('outDiscards'), rx_discards: c('inDiscards'),
      tx_errors: c('totalOutErrors'), rx_errors: c('totalInErrors'),
    });
  }
  return result;
}
