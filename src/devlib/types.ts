// The devlib contract: the getters a driver may offer, the shapes they return (exactly NAPALM's
// documented models, napalm/base/models.py), and the sessions transports hand to drivers.
// A driver is parsers plus a transport choice: its getters send requests through a session
// and turn the answers into these shapes; they never open connections themselves.

export const GETTERS = [
  'get_arp_table', 'get_bgp_neighbors', 'get_config', 'get_environment', 'get_facts',
  'get_interfaces', 'get_interfaces_counters', 'get_interfaces_ip', 'get_lldp_neighbors',
  'get_lldp_neighbors_detail', 'get_mac_address_table', 'get_ntp_servers',
  'get_snmp_information', 'get_users', 'get_vlans',
] as const;
export type GetterName = (typeof GETTERS)[number];

export interface Facts {
  uptime: number; vendor: string; os_version: string; serial_number: string; model: string;
  hostname: string; fqdn: string; interface_list: string[];
}
export interface Interface {
  is_up: boolean; is_enabled: boolean; description: string; last_flapped: number; speed: number;
  mtu: number; mac_address: string;
}
export type InterfacesIp = Record<string, { ipv4?: Record<string, { prefix_length: number }>; ipv6?: Record<string, { prefix_length: number }> }>;
export interface InterfaceCounters {
  tx_errors: number; rx_errors: number; tx_discards: number; rx_discards: number;
  tx_octets: number; rx_octets: number; tx_unicast_packets: number; rx_unicast_packets: number;
  tx_multicast_packets: number; rx_multicast_packets: number; tx_broadcast_packets: number; rx_broadcast_packets: number;
}
export interface LldpNeighbor { hostname: string; port: string }
export interface LldpNeighborDetail {
  parent_interface: string; remote_port: string; remote_port_description: string; remote_chassis_id: string;
  remote_system_name: string; remote_system_description: string; remote_system_capab: string[]; remote_system_enable_capab: string[];
}
export interface ArpEntry { interface: string; mac: string; ip: string; age: number }
export interface MacEntry { mac: string; interface: string; vlan: number; static: boolean; active: boolean; moves: number; last_move: number }
export interface Config { running: string; startup: string; candidate: string }
export interface Environment {
  fans: Record<string, { status: boolean }>;
  temperature: Record<string, { temperature: number; is_alert: boolean; is_critical: boolean }>;
  power: Record<string, { status: boolean; capacity: number; output: number }>;
  cpu: Record<string, { '%usage': number }>;
  memory: { available_ram: number; used_ram: number };
}
/** NAPALM's NTPServerDict: empty for most drivers; eos reports each server's details. */
export interface NtpServer {
  address?: string; port?: number; version?: number; association_type?: string; iburst?: boolean; prefer?: boolean;
  network_instance?: string; source_address?: string; key_id?: number;
}
export interface SnmpInformation { chassis_id: string; community: Record<string, { acl: string; mode: string }>; contact: string; location: string }
export interface User { level: number; password: string; sshkeys: string[] }
export interface Vlan { name: string; interfaces: string[] }
export interface BgpPeer {
  local_as: number; remote_as: number; remote_id: string; is_up: boolean; is_enabled: boolean; description: string; uptime: number;
  address_family: Record<string, { received_prefixes: number; accepted_prefixes: number; sent_prefixes: number }>;
}
export type BgpNeighbors = Record<string, { router_id: string; peers: Record<string, BgpPeer> }>;

export interface GetterResults {
  get_arp_table: ArpEntry[];
  get_bgp_neighbors: BgpNeighbors;
  get_config: Config;
  get_environment: Environment;
  get_facts: Facts;
  get_interfaces: Record<string, Interface>;
  get_interfaces_counters: Record<string, InterfaceCounters>;
  get_interfaces_ip: InterfacesIp;
  get_lldp_neighbors: Record<string, LldpNeighbor[]>;
  get_lldp_neighbors_detail: Record<string, LldpNeighborDetail[]>;
  get_mac_address_table: MacEntry[];
  get_ntp_servers: Record<string, NtpServer>;
  get_snmp_information: SnmpInformation;
  get_users: Record<string, User>;
  get_vlans: Record<string, Vlan>;
}

/** A device's answer that says the request failed (IOS "% Invalid input", an eAPI error, an
 * <rpc-error>). Getters catch it where NetBox's NAPALM tries an alternate command. */
export class DeviceCommandError extends Error {
  constructor(readonly request: string, message: string) {
    super(message);
  }
}

/** An interactive CLI (ios): one command in, its text output out, without the echoed command
 * or the prompt, paging already off and privileged mode entered. */
export interface CliSession {
  run(command: string): Promise<string>;
}

/** Arista eAPI: one `runCmds` call; one result per command (the result object for json, the
 * `output` string for text). The transport prepends `enable` and drops its result. */
export interface EapiSession {
  run(commands: string[], format: 'json' | 'text'): Promise<unknown[]>;
}

/** NETCONF: one RPC (the element inside <rpc>, e.g. "<get-interface-information><terse/></get-interface-information>")
 * in, the content of <rpc-reply> out as XML text. */
export interface NetconfSession {
  rpc(request: string): Promise<string>;
}

export type TransportKind = 'cli' | 'eapi' | 'netconf';
export interface SessionOf { cli: CliSession; eapi: EapiSession; netconf: NetconfSession }

export type Getter<S, G extends GetterName> = (session: S) => Promise<GetterResults[G]>;

export interface Driver<K extends TransportKind = TransportKind, S = SessionOf[K]> {
  name: string;
  transport: K;
  /** The port the transport uses when the call names none: 22 for SSH, 443 for eAPI, 830 for NETCONF. */
  defaultPort: number;
  /** Wraps the transport's session in what the getters take (junos adds its device facts). */
  session(raw: SessionOf[K]): S;
  getters: { [G in GetterName]?: Getter<S, G> };
}
