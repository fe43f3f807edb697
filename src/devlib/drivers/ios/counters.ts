// get_interfaces_counters from `show interfaces` (packets, octets, errors, received
// broadcasts and multicasts) and `show interface summary` (input/output queue drops as the
// discards). IOS reports no transmitted broadcasts or multicasts: those stay -1.
import type { InterfaceCounters } from '../../types.ts';
import { canonicalInterfaceName } from '../../parse/interface_name.ts';
import { interfaceStatus } from './interfaces.ts';

const unknown = (): InterfaceCounters => ({
  tx_errors: -1, rx_errors: -1, tx_discards: -1, rx_discards: -1, tx_octets: -1, rx_octets: -1,
  tx_unicast_packets: -1, rx_unicast_packets: -1, tx_multicast_packets: -1, rx_multicast_packets: -1,
  tx_broadcast_packets: -1, rx_broadcast_packets: -1,
});

/** `show interface summary` rows as name -> [IQD, OQD], the columns found by the header. */
export function parseQueueDrops(summary: string): Map<string, [number, number]> {
  const drops = new Map<string, [number, number]>();
  let iqd = -1, oqd = -1;
  for (const line of summary.split('\n')) {
    const cols = line.replace(/^\s*\*/, '').trim().split(/\s+/);
    if (cols[0] === 'Interface') [iqd, oqd] = [cols.indexOf('IQD'), cols.indexOf('OQD')];
    else if (iqd > 0 && oqd > 0 && /^\d+$/.test(cols[iqd] ?? '') && /^\d+$/.test(cols[oqd] ?? '')) {
      drops.set(cols[0]!, [Number(cols[iqd]), Number(cols[oqd])]);
    }
  }
  return drops;
}

export function parseInterfaceCounters(showInterfaces: string, showInterfaceSummary: string): Record<string, InterfaceCounters> {
  const counters: Record<string, InterfaceCounters> = {};
  let c: InterfaceCounters | undefined;
  for (const line of showInterfaces.split('\n')) {
    const status = line.includes('line protocol is') ? interfaceStatus(line) : undefined;
    if (status) {
      c = counters[status[0]] = unknown();
      continue;
    }
    if (!c) continue;
    let m: RegExpExecArray | null;
    if ((m = /(\d+) packets input, (\d+) bytes/.exec(line))) [c.rx_unicast_packets, c.rx_octets] = [Number(m[1]), Number(m[2])];
    else if ((m = /(\d+) packets output, (\d+) bytes/.exec(line))) [c.tx_unicast_packets, c.tx_octets] = [Number(m[1]), Number(m[2])];
    // "Received 264071 broadcasts (39327 IP multicasts)"; some platforms give no multicasts.
    else if ((m = /Received (\d+) broadcasts(?:[^(]*\((\d+)[^)]*multicasts?\))?/.exec(line))) {
      c.rx_broadcast_packets = Number(m[1]);
      c.rx_multicast_packets = m[2] === undefined ? -1 : Number(m[2]);
    } else if ((m = /(\d+) input errors/.exec(line))) c.rx_errors = Number(m[1]);
    else if ((m = /(\d+) output errors/.exec(line))) c.tx_errors = Number(m[1]);
  }
  // Some platforms abbreviate the faster ports in the summary ("Te1/1").
  for (const [name, [iqd, oqd]] of parseQueueDrops(showInterfaceSummary)) {
    const target = counters[name] ?? counters[canonicalInterfaceName(name)];
    if (target) [target.rx_discards, target.tx_discards] = [iqd, oqd];
  }
  return counters;
}
