// get_facts from `show version` (model, serial number, software, boot time), `show hostname`
// and `show interfaces` (the interface list: subinterfaces left out, in NAPALM's natural order).
import type { Facts } from '../../types.ts';
import type { Answer } from './answer.ts';

/** NAPALM's sorted_nicely order: digit runs compare by value ("Ethernet2" before
 * "Ethernet10"), everything else by character. */
export function compareNicely(a: string, b: string): number {
  const pa = a.split(/(\d+)/);
  const pb = b.split(/(\d+)/);
  for (let i = 0; i < Math.min(pa.length, pb.length); i++) {
    let x = pa[i]!, y = pb[i]!;
    // Odd pieces are digit runs; compared without leading zeros, a longer run is a larger number.
    if (i % 2 === 1) [x, y] = [x.replace(/^0+(?=\d)/, ''), y.replace(/^0+(?=\d)/, '')];
    if (i % 2 === 1 && x.length !== y.length) return x.length - y.length;
    if (x !== y) return x < y ? -1 : 1;
  }
  return pa.length - pb.length;
}

export function parseFacts(version: Answer, hostname: Answer, interfaces: Answer, nowSeconds: number): Facts {
  const names = interfaces.at('interfaces').entries().map(([name]) => name);
  return {
    hostname: hostname.at('hostname').string(),
    fqdn: hostname.at('fqdn').string(),
    vendor: 'Arista',
    model: version.at('modelName').string(),
    serial_number: version.at('serialNumber').string(),
    os_version: version.at('internalVersion').string(),
    uptime: nowSeconds - version.at('bootupTimestamp').number(),
    interface_list: names.filter((n) => !n.includes('.')).sort(compareNicely),
  };
}
