// get_snmp_information from `show snmp v2-mib chassis|location|contact` and the communities
// in `show running-config | section snmp-server community`.
import { putValue } from '../../parse/safe_record.ts';
import type { SnmpInformation } from '../../types.ts';
import type { Answer } from './answer.ts';

// snmp-server community <name> [view <view>] [ro|rw] [ipv6 <acl>] [<ipv4 acl>] (NAPALM's pattern).
const COMMUNITY = /^snmp-server\s+community\s+(\S+)(?:\s+view\s+\S+)?(?:\s+(ro|rw)?)(?:\s+ipv6\s+\S+)?(?:\s+(\S+))?$/;

// Some EOS releases print the location and contact in quotes.
const unquoted = (text: string) => text.replace(/^"+|"+$/g, '');

export function parseSnmp(chassis: Answer, location: Answer, contact: Answer, communities: string): SnmpInformation {
  const snmp: SnmpInformation = {
    chassis_id: chassis.at('chassisId').string(''),
    location: unquoted(location.at('location').string('')),
    contact: unquoted(contact.at('contact').string('')),
    community: {},
  };
  for (const line of communities.split(/\r?\n/)) {
    const m = COMMUNITY.exec(line);
    if (m) putValue(snmp.community, m[1]!, { acl: m[3] ?? '', mode: m[2] ?? '' });
  }
  return snmp;
}
