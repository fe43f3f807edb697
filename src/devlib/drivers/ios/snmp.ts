// get_snmp_information from `show run | include snmp-server`.
import type { SnmpInformation } from '../../types.ts';

export function parseSnmp(output: string): SnmpInformation {
  const snmp: SnmpInformation = { chassis_id: 'unknown', community: {}, contact: 'unknown', location: 'unknown' };
  for (const line of output.split('\n')) {
    const f = line.trim().split(/\s+/);
    if (f[0] !== 'snmp-server' || f.length < 3) continue;
    const rest = f.slice(2).join(' ');
    if (f[1] === 'community') {
      // snmp-server community <name> [view <view>] [RO|RW] [<acl>]
      const args = f[3] === 'view' ? f.slice(5) : f.slice(3);
      snmp.community[f[2]!] = { mode: args[0]?.toLowerCase() ?? 'N/A', acl: args[1] ?? 'N/A' };
    } else if (f[1] === 'location') snmp.location = rest;
    else if (f[1] === 'contact') snmp.contact = rest;
    else if (f[1] === 'chassis-id') snmp.chassis_id = rest;
  }
  return snmp;
}
