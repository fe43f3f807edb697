// The eos driver: Arista EOS over eAPI. Each getter sends the commands NAPALM's eos driver
// sends, in the same order, format and batches, and hands the answers to the parsers next to
// this file. Where NAPALM treats a rejected command as an absent feature (no ARP table, no
// IPv6 interface), the getter catches the DeviceCommandError and does the same.
//
// NAPALM refuses EOS before 4.23; this driver does not check the version (the recorded
// answers come from 4.15) and reads the layouts of older releases where they differ.
import type { Driver, EapiSession, InterfacesIp } from '../../types.ts';
import { unlessRejected } from '../rejected.ts';
import type { Answer } from './answer.ts';
import { parseArpTable } from './arp.ts';
import { bgpNeighbors } from './bgp.ts';
import { parseInterfaceCounters } from './counters.ts';
import { COOLING, isVirtual, parseEnvironment, POWER, TEMPERATURE, TOP } from './environment.ts';
import { parseFacts } from './facts.ts';
import { parseInterfaces } from './interfaces.ts';
import { parseInterfacesIp } from './interfaces_ip.ts';
import { parseLldpNeighbors, parseLldpNeighborsDetail } from './lldp.ts';
import { parseMacTable } from './mac_table.ts';
import { ntpServers, parseNtpServers } from './ntp.ts';
import { runJson, runText } from './run.ts';
import { parseSnmp } from './snmp.ts';
import { parseUsers } from './users.ts';
import { parseVlans } from './vlans.ts';

/** The JSON answer, or undefined when the device rejects the command (for `reason`, when given). */
const jsonUnlessRejected = async (s: EapiSession, command: string, reason?: RegExp): Promise<Answer | undefined> =>
  unlessRejected(runJson(s, [command]).then(([answer]) => answer), reason);

async function interfacesIp(s: EapiSession): Promise<InterfacesIp> {
  const [ipv4] = await runJson(s, ['show ip interface']);
  // A device without any IPv6 interface refuses the command with this message.
  return parseInterfacesIp(ipv4, await jsonUnlessRejected(s, 'show ipv6 interface', /No IPv6 configured interfaces/));
}

const eos: Driver<'eapi', EapiSession> = {
  name: 'eos',
  transport: 'eapi',
  defaultPort: 443,
  session: (s) => s,
  getters: {
    get_arp_table: async (s) => {
      // NAPALM reads any rejection as "no ARP table".
      const arp = await jsonUnlessRejected(s, 'show arp vrf all');
      return arp === undefined ? [] : parseArpTable(arp);
    },

    get_bgp_neighbors: async (s) => bgpNeighbors(...await runJson(s, [
      'show ip bgp summary vrf all', 'show ipv6 bgp summary vrf all', 'show ip bgp neighbors vrf all', 'show ipv6 bgp peers vrf all',
    ])),

    get_config: async (s) => {
      const [startup, running] = await runText(s, ['show startup-config', 'show running-config']);
      // The candidate is NAPALM's configuration session, which exists only while it loads a change.
      return { startup, running, candidate: '' };
    },

    get_environment: async (s) => {
      const [version] = await runJson(s, ['show version']);
      const [cooling, temperature, power] = isVirtual(version)
        ? [...await runJson(s, [COOLING, TEMPERATURE]), undefined]
        : await runJson(s, [COOLING, TEMPERATURE, POWER]);
      const [top] = await runText(s, [TOP]);
      return parseEnvironment(cooling, temperature, power, top);
    },

    get_facts: async (s) => {
      const [version, hostname, interfaces] = await runJson(s, ['show version', 'show hostname', 'show interfaces']);
      return parseFacts(version, hostname, interfaces, Date.now() / 1000);
    },

    get_interfaces: async (s) => parseInterfaces((await runJson(s, ['show interfaces']))[0]),

    get_interfaces_counters: async (s) => parseInterfaceCounters((await runJson(s, ['show interfaces']))[0]),

    get_interfaces_ip: interfacesIp,

    get_lldp_neighbors: async (s) => parseLldpNeighbors((await runJson(s, ['show lldp neighbors']))[0]),

    // Two spaces: NAPALM's command with an empty interface filter, as EOS receives it.
    get_lldp_neighbors_detail: async (s) => parseLldpNeighborsDetail((await runJson(s, ['show lldp neighbors  detail']))[0]),

    get_mac_address_table: async (s) => parseMacTable((await runJson(s, ['show mac address-table']))[0]),

    get_ntp_servers: async (s) => {
      const [config] = await runText(s, ['show running-config | section ntp']);
      const lines = parseNtpServers(config);
      // Only a server with a local-interface needs the interfaces' addresses.
      const interfaces = lines.some((l) => l.localInterface !== undefined) ? await interfacesIp(s) : {};
      return ntpServers(lines, interfaces);
    },

    get_snmp_information: async (s) => {
      const [chassis, location, contact] = await runJson(s, ['show snmp v2-mib chassis', 'show snmp v2-mib location', 'show snmp v2-mib contact']);
      const [communities] = await runText(s, ['show running-config | section snmp-server community']);
      return parseSnmp(chassis, location, contact, communities);
    },

    get_users: async (s) => parseUsers((await runJson(s, ['show users accounts']))[0]),

    get_vlans: async (s) => parseVlans((await runJson(s, ['show vlan']))[0]),
  },
};

export default eos;
