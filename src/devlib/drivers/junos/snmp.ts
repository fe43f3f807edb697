// SNMP from the committed configuration's <snmp> (NAPALM's junos_snmp_config_view):
// contact, location, system-name as the chassis id, and the communities with their
// authorization as "ro"/"rw". Junos has no per-community ACL in NAPALM's sense: acl is "".
import { putValue } from '../../parse/safe_record.ts';
import type { SnmpInformation } from '../../types.ts';
import { configRoot } from './config.ts';
import { child, children, configTextAt } from './xml.ts';

const MODES = new Map([['read-only', 'ro'], ['read-write', 'rw']]);

export function parseSnmp(xml: string): SnmpInformation {
  const snmp = child(configRoot(xml), 'snmp');
  const community: SnmpInformation['community'] = {};
  for (const c of children(snmp, 'community')) {
    const name = configTextAt(c, 'name');
    if (!name) continue;
    // A community without an authorization statement is read-only on Junos.
    const authorization = configTextAt(c, 'authorization') ?? 'read-only';
    putValue(community, name, { acl: '', mode: MODES.get(authorization) ?? authorization });
  }
  // NAPALM returns {} when no contact is configured; the full shape with empty values says
  // the same without breaking the model.
  return {
    chassis_id: configTextAt(snmp, 'system-name') ?? '',
    community,
    contact: configTextAt(snmp, 'contact') ?? '',
    location: configTextAt(snmp, 'location') ?? '',
  };
}
