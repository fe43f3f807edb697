// get_arp_table from `show arp`: "Internet  10.0.0.1  5  0010.2345.1cda  ARPA  Vlan20"; the
// device's own addresses show age "-" (-1), static entries may have no interface.
import type { ArpEntry } from '../../types.ts';
import { mac } from '../../parse/mac.ts';

const ROW = /^\S+\s+(\d{1,3}(?:\.\d{1,3}){3})\s+(\d+|-)\s+([0-9a-fA-F]{4}\.[0-9a-fA-F]{4}\.[0-9a-fA-F]{4})\s+\S+(?:\s+(\S+))?\s*$/;

export function parseArp(output: string): ArpEntry[] {
  const entries: ArpEntry[] = [];
  for (const line of output.split('\n')) {
    const m = ROW.exec(line);
    if (m) entries.push({ interface: m[4] ?? '', mac: mac(m[3]!), ip: m[1]!, age: m[2] === '-' ? -1 : Number(m[2]) });
  }
  return entries;
}
