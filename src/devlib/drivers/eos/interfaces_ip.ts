// get_interfaces_ip from `show ip interface` (primary and secondary IPv4 addresses, all VRFs)
// and `show ipv6 interface` (link-local and global addresses). As NAPALM: every interface
// either lists gets both families, empty where it has no address of one; an address listed
// twice keeps its first prefix length.
import { ipAddress } from '../../parse/ip_address.ts';
import { ownValue, putValue, valueFor } from '../../parse/safe_record.ts';
import type { InterfacesIp } from '../../types.ts';
import type { Answer } from './answer.ts';

type Family = Record<string, { prefix_length: number }>;
type Families = { ipv4: Family; ipv6: Family };

function add(family: Family, address: string, prefixLength: number): void {
  if (ownValue(family, address) === undefined) putValue(family, address, { prefix_length: prefixLength });
}

/** "2001:db8::/64" -> 64. */
function prefixLength(subnet: string): number {
  const m = /\/(\d{1,3})$/.exec(subnet.trim());
  if (!m) throw new Error(`no prefix length in ${JSON.stringify(subnet)}`);
  return Number(m[1]);
}

/** NAPALM's convert(ip, ...): a link-local address that does not read as one is left out. */
function ipOrUndefined(text: string): string | undefined {
  try {
    return ipAddress(text);
  } catch {
    return undefined;
  }
}

/** `ipv6` is undefined when the device has no IPv6 interface at all. */
export function parseInterfacesIp(ipv4: Answer, ipv6: Answer | undefined): InterfacesIp {
  const result: Record<string, Families> = {};
  const families = (name: string) => valueFor(result, name, (): Families => ({ ipv4: {}, ipv6: {} }));
  for (const [name, i] of ipv4.at('interfaces').entries()) {
    const v4 = families(name).ipv4;
    const addresses = i.at('interfaceAddress');
    const primary = addresses.at('primaryIp');
    // An interface without an address shows the primary as 0.0.0.0/0.
    if (primary.present && primary.at('address').string() !== '0.0.0.0') {
      add(v4, primary.at('address').parsed((t) => ipAddress(t)), primary.at('maskLen').number());
    }
    for (const secondary of addresses.at('secondaryIpsOrderedList').items([])) {
      add(v4, secondary.at('address').parsed((t) => ipAddress(t)), secondary.at('maskLen').number());
    }
  }
  for (const [name, i] of ipv6?.at('interfaces').entries() ?? []) {
    const v6 = families(name).ipv6;
    const linkLocal = i.at('linkLocal');
    const local = ipOrUndefined(linkLocal.at('address').string(''));
    if (local) add(v6, local, linkLocal.at('subnet').present ? linkLocal.at('subnet').parsed(prefixLength) : 0);
    for (const address of i.at('addresses').items([])) {
      add(v6, address.at('address').parsed((t) => ipAddress(t)), address.at('subnet').parsed(prefixLength));
    }
  }
  return result;
}
