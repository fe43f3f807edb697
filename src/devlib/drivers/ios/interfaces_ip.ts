// get_interfaces_ip from `show ip interface` and `show ipv6 interface`.
import type { InterfacesIp } from '../../types.ts';
import { ipAddress } from '../../parse/ip_address.ts';

type Family = Record<string, { prefix_length: number }>;

/** Each interface section (its status line starts in column 0) as [name, body lines]. */
function sections(output: string): Array<[string, string[]]> {
  const out: Array<[string, string[]]> = [];
  for (const line of output.split('\n')) {
    if (line.trim() === '') continue;
    if (!/^\s/.test(line)) out.push([line.split(/\s+/)[0]!, []]);
    else out[out.length - 1]?.[1].push(line);
  }
  return out;
}

function add(family: Family, raw: string, prefix: number, version: 4 | 6): void {
  try {
    family[ipAddress(raw, version)] = { prefix_length: prefix };
  } catch {
    // A token shaped like an address that is not one is skipped, not fatal.
  }
}

export function parseInterfacesIp(showIpInterface: string, showIpv6Interface: string): InterfacesIp {
  const result: InterfacesIp = {};
  for (const [name, body] of sections(showIpInterface)) {
    const ipv4: Family = {};
    for (const line of body) {
      const m = /^\s+(?:Internet address is|Secondary address) (\d{1,3}(?:\.\d{1,3}){3})\/(\d+)/.exec(line);
      if (m) add(ipv4, m[1]!, Number(m[2]), 4);
    }
    if (Object.keys(ipv4).length) result[name] = { ...result[name], ipv4 };
  }
  // As NAPALM: every interface listed with IPv6 enabled gets an ipv6 entry.
  for (const [name, body] of sections(showIpv6Interface)) {
    const ipv6: Family = {};
    for (const line of body) {
      const ll = /^\s+IPv6 is enabled, link-local address is ([0-9a-fA-F:]+)/.exec(line);
      if (ll) add(ipv6, ll[1]!, 10, 6);
      const global = /^\s+([0-9a-fA-F:]+), subnet is [0-9a-fA-F:]+\/(\d+)/.exec(line);
      if (global) add(ipv6, global[1]!, Number(global[2]), 6);
    }
    result[name] = { ...result[name], ipv6 };
  }
  return result;
}
