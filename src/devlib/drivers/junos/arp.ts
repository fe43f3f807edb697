// <get-arp-table-information><expiration-time/><no-resolve/>: one ArpEntry per
// arp-table-entry, age = seconds until the entry expires (NAPALM's junos_arp_view).
import { ipAddress } from '../../parse/ip_address.ts';
import { mac } from '../../parse/mac.ts';
import type { ArpEntry } from '../../types.ts';
import { children, decimal, replyRoot, textAt } from './xml.ts';

export function parseArpTable(xml: string): ArpEntry[] {
  const entries: ArpEntry[] = [];
  for (const e of children(replyRoot(xml), 'arp-table-entry')) {
    let entry: ArpEntry;
    try {
      entry = {
        interface: textAt(e, 'interface-name') ?? '',
        mac: mac(textAt(e, 'mac-address') ?? ''),
        ip: ipAddress(textAt(e, 'ip-address') ?? ''),
        age: decimal(textAt(e, 'time-to-expire')) ?? -1,
      };
    } catch {
      // NAPALM raises on an entry without a readable MAC or IP; one odd entry should not
      // cost the whole table, so it is left out.
      continue;
    }
    entries.push(entry);
  }
  return entries;
}
