// MAC addresses as EOS prints them: colon pairs ("08:00:27:20:b9:04") or Cisco-style dotted
// groups ("2c60.0cad.30de"), where LLDP neighbours sometimes lose a group's leading zeros
// ("00c.297b.d2a8", NAPALM issue 903). netaddr, behind NAPALM's mac(), pads each group.
import { mac } from '../../parse/mac.ts';

export function eosMac(raw: string): string {
  const groups = /^([0-9a-f]{1,4})\.([0-9a-f]{1,4})\.([0-9a-f]{1,4})$/i.exec(raw.trim());
  return mac(groups ? groups.slice(1).map((g) => g.padStart(4, '0')).join('') : raw);
}
