// The NTP servers of the committed configuration (system ntp server <name>), keyed by
// address, written in standard form when it is one (a server may also be a host name).
import { ipAddress } from '../../parse/ip_address.ts';
import { putValue } from '../../parse/safe_record.ts';
import { configRoot } from './config.ts';
import { configTextAt, select } from './xml.ts';

export function parseNtpServers(xml: string): Record<string, Record<string, never>> {
  const servers: Record<string, Record<string, never>> = {};
  for (const server of select(configRoot(xml), 'system/ntp/server')) {
    const name = configTextAt(server, 'name');
    if (!name) continue;
    let key = name;
    try {
      key = ipAddress(name);
    } catch { /* a host name */ }
    putValue(servers, key, {});
  }
  return servers;
}
