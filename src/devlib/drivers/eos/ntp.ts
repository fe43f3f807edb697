// get_ntp_servers from `show running-config | section ntp`: "ntp server [vrf <vrf>] <host>
// [prefer] [iburst] [version <n>] [key <id>] [local-interface <interface>] ...", with the
// server details NAPALM's eos driver reports (napalm.base.models.NTPServerDict). The source
// address is the local interface's first address, of the server's family where it has one.
import { ipAddress } from '../../parse/ip_address.ts';
import { ownValue, putValue } from '../../parse/safe_record.ts';
import type { InterfacesIp } from '../../types.ts';

export interface NtpServer {
  address: string; port: number; version: number; association_type: string; iburst: boolean; prefer: boolean;
  network_instance: string; source_address: string; key_id: number;
}

export interface NtpServerLine { server: NtpServer; localInterface?: string; family: 4 | 6 }

function familyOf(host: string): 4 | 6 {
  try {
    ipAddress(host, 6);
    return 6;
  } catch {
    return 4; // an IPv4 address or a host name, which NAPALM also counts as IPv4
  }
}

function argument(tokens: string[], i: number, line: string): string {
  const value = tokens[i + 1];
  if (value === undefined) throw new Error(`NTP server line ends after ${JSON.stringify(tokens[i])}: ${JSON.stringify(line)}`);
  return value;
}

function integerArgument(tokens: string[], i: number, line: string): number {
  const value = argument(tokens, i, line);
  if (!/^\d+$/.test(value)) throw new Error(`NTP server ${tokens[i]} is not a number: ${JSON.stringify(line)}`);
  return Number(value);
}

export function parseNtpServers(config: string): NtpServerLine[] {
  const servers: NtpServerLine[] = [];
  for (const line of config.split(/\r?\n/)) {
    const tokens = line.trim().split(/\s+/);
    // The section also holds the other ntp settings (source, keys, serve) and every block
    // mentioning ntp (ACLs); NAPALM mistakes some of those for servers.
    if (tokens[0] !== 'ntp' || tokens[1] !== 'server') continue;
    const vrf = tokens[2] === 'vrf' ? argument(tokens, 2, line) : undefined;
    const address = argument(tokens, vrf === undefined ? 1 : 3, line);
    const server: NtpServer = {
      address, port: 123, version: 4, association_type: 'SERVER', iburst: false, prefer: false,
      network_instance: vrf ?? 'default', source_address: '', key_id: -1,
    };
    let localInterface: string | undefined;
    for (let i = vrf === undefined ? 3 : 5; i < tokens.length; i++) {
      const option = tokens[i];
      if (option === 'iburst') server.iburst = true;
      else if (option === 'prefer') server.prefer = true;
      else if (option === 'key') server.key_id = integerArgument(tokens, i++, line);
      else if (option === 'version') server.version = integerArgument(tokens, i++, line);
      else if (option === 'local-interface') localInterface = argument(tokens, i++, line);
    }
    servers.push({ server, localInterface, family: familyOf(address) });
  }
  return servers;
}

const first = (family: Record<string, unknown> | undefined): string | undefined => Object.keys(family ?? {})[0];

/** The servers by host as configured (a later line for the same host wins), with the source
 * addresses taken from `interfaces` (get_interfaces_ip). */
export function ntpServers(lines: NtpServerLine[], interfaces: InterfacesIp): Record<string, NtpServer> {
  const result: Record<string, NtpServer> = {};
  for (const { server, localInterface, family } of lines) {
    if (localInterface !== undefined) {
      const local = ownValue(interfaces, localInterface);
      server.source_address = (family === 6 ? first(local?.ipv6) : undefined) ?? first(local?.ipv4) ?? first(local?.ipv6) ?? '';
    }
    putValue(result, server.address, server);
  }
  return result;
}
