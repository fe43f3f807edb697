// <get-interface-information><terse/></get-interface-information>: the inet and inet6
// addresses of each logical unit (NAPALM's junos_ip_interfaces_table). An address printed
// without a prefix length is a host address (/32, /128).
import { ipAddress } from '../../parse/ip_address.ts';
import { putValue, valueFor } from '../../parse/safe_record.ts';
import type { InterfacesIp } from '../../types.ts';
import { children, integer, replyRoot, textAt } from './xml.ts';

const FAMILIES = new Map<string, { key: 'ipv4' | 'ipv6'; hostLength: number }>([
  ['inet', { key: 'ipv4', hostLength: 32 }],
  ['inet6', { key: 'ipv6', hostLength: 128 }],
]);

export function parseInterfacesIp(xml: string): InterfacesIp {
  const result: InterfacesIp = {};
  for (const p of children(replyRoot(xml), 'physical-interface')) {
    for (const l of children(p, 'logical-interface')) {
      const unit = textAt(l, 'name');
      if (!unit) continue;
      for (const af of children(l, 'address-family')) {
        const family = FAMILIES.get(textAt(af, 'address-family-name') ?? '');
        if (!family) continue;
        for (const ifa of children(af, 'interface-address')) {
          const local = textAt(ifa, 'ifa-local');
          if (!local) continue;
          const slash = local.lastIndexOf('/');
          const raw = slash < 0 ? local : local.slice(0, slash);
          let address = raw;
          try {
            address = ipAddress(raw);
          } catch { /* kept as printed, as NAPALM's convert() does */ }
          const length = slash < 0 ? undefined : integer(local.slice(slash + 1));
          const families = valueFor<InterfacesIp[string]>(result, unit, () => ({}));
          putValue(families[family.key] ??= {}, address, { prefix_length: length ?? family.hostLength });
        }
      }
    }
  }
  return result;
}
