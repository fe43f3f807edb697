// The ios driver: Cisco IOS / IOS-XE over an interactive SSH CLI. Each getter sends the
// commands NAPALM's IOS driver sends, in the same order, and hands the text to the parsers
// next to this file. Where NAPALM falls back to another command when IOS rejects one, the
// getter catches the DeviceCommandError and sends the alternate.
import { DeviceCommandError, type CliSession, type Driver, type LldpNeighborDetail } from '../../types.ts';
import { unlessRejected } from '../rejected.ts';
import { parseArp } from './arp.ts';
import { BGP_AFIS, bgpNeighbors, parseBgpNeighbors, parseBgpSummary } from './bgp.ts';
import { cleanConfig } from './config.ts';
import { parseInterfaceCounters } from './counters.ts';
import { environment, parseCpu, parseMemoryStatistics, parseShowMemory, parseTemperature } from './environment.ts';
import { parseFacts } from './facts.ts';
import { parseInterfaces } from './interfaces.ts';
import { parseInterfacesIp } from './interfaces_ip.ts';
import { lldpDetailByInterface, lldpNeighbors, parseLldpDetail, parseLldpLocalInterfaces } from './lldp.ts';
import { parseMacTable } from './mac_table.ts';
import { parseNtpServers } from './ntp.ts';
import { parseSnmp } from './snmp.ts';
import { parseUsers } from './users.ts';
import { parseVlans } from './vlans.ts';

/** One command's output, without the "Load for five secs" / "Time source is" banners some
 * devices print above every show output. An IOS rejection the session passed through as
 * text is raised as the DeviceCommandError the contract promises. */
export async function run(s: CliSession, command: string): Promise<string> {
  const out = await s.run(command);
  // IOS prints a caret line under the echoed command, then the message; a configuration
  // that merely contains such text further down is not a rejection.
  const head = out.trimStart().split('\n').slice(0, 3).join('\n');
  const rejected = /^(% ?(?:Invalid input|Incomplete command|Ambiguous command|Unknown command).*)$/m.exec(head);
  if (rejected) throw new DeviceCommandError(command, rejected[1]!.trim());
  return out.replace(/^(?:Load for five secs|Time source is ).*$/gm, '').trim();
}

/** The output of the first command the device accepts (platforms spell some differently). */
async function runFirst(s: CliSession, commands: string[]): Promise<string> {
  let error: unknown;
  for (const command of commands) {
    try {
      return await run(s, command);
    } catch (e) {
      if (!(e instanceof DeviceCommandError)) throw e;
      error = e;
    }
  }
  throw error;
}

/** The output, or undefined when the device rejects the command (an optional feature). */
const runOptional = (s: CliSession, command: string) => unlessRejected(run(s, command));

async function lldpDetail(s: CliSession): Promise<Record<string, LldpNeighborDetail[]>> {
  const entries = parseLldpDetail(await run(s, 'show lldp neighbors detail'));
  if (!entries.length) return {};
  // Older IOS leaves "Local Intf" out of the detail; the table lists the same neighbours in order.
  const locals = entries[0]!.local_interface ? [] : parseLldpLocalInterfaces(await run(s, 'show lldp neighbors'));
  return lldpDetailByInterface(entries, locals);
}

const ios: Driver<'cli', CliSession> = {
  name: 'ios',
  transport: 'cli',
  defaultPort: 22,
  session: (s) => s,
  getters: {
    get_arp_table: async (s) => parseArp(await run(s, 'show arp | exclude Incomplete')),

    get_bgp_neighbors: async (s) => {
      // No BGP process: IOS rejects the command (or says "BGP not active").
      const summary = await runOptional(s, 'show bgp all summary');
      if (summary === undefined || summary.includes('BGP not active')) return {};
      let neighbors = '';
      for (const afi of BGP_AFIS) {
        const command = afi.startsWith('vpn') || afi === 'ipv4 mdt' ? `show bgp ${afi} all neighbors` : `show bgp ${afi} neighbors`;
        neighbors += `${(await runOptional(s, command)) ?? ''}\n`;
      }
      return bgpNeighbors(parseBgpSummary(summary), parseBgpNeighbors(neighbors));
    },

    get_config: async (s) => ({
      startup: cleanConfig(await run(s, 'show startup-config')),
      running: cleanConfig(await run(s, 'show running-config')),
      candidate: '', // IOS has no candidate configuration
    }),

    get_environment: async (s) => {
      const cpu = parseCpu(await run(s, 'show proc cpu'));
      const stats = await runOptional(s, 'show memory statistics');
      // IOS-XR has no `show memory statistics`.
      const memory = stats !== undefined ? parseMemoryStatistics(stats) : parseShowMemory(await run(s, 'show memory'));
      return environment(cpu, memory, parseTemperature(await runOptional(s, 'show env temperature status')));
    },

    get_facts: async (s) => {
      const version = await run(s, 'show version');
      const hosts = await run(s, 'show hosts');
      return parseFacts(version, hosts, await run(s, 'show ip interface brief'));
    },

    get_interfaces: async (s) => parseInterfaces(await run(s, 'show interfaces')),

    get_interfaces_counters: async (s) => {
      const interfaces = await run(s, 'show interfaces');
      return parseInterfaceCounters(interfaces, await run(s, 'show interface summary'));
    },

    get_interfaces_ip: async (s) => {
      const ipv4 = await run(s, 'show ip interface');
      return parseInterfacesIp(ipv4, (await runOptional(s, 'show ipv6 interface')) ?? '');
    },

    get_lldp_neighbors: async (s) => lldpNeighbors(await lldpDetail(s)),
    get_lldp_neighbors_detail: lldpDetail,

    get_mac_address_table: async (s) => parseMacTable(await runFirst(s, ['show mac-address-table', 'show mac address-table'])),

    get_ntp_servers: async (s) => parseNtpServers(await run(s, 'show run | include ntp server')),

    get_snmp_information: async (s) => {
      const snmp = parseSnmp(await run(s, 'show run | include snmp-server'));
      // Without a configured chassis-id the device still reports one (often its serial).
      if (snmp.chassis_id === 'unknown') snmp.chassis_id = (await runOptional(s, 'show snmp chassis')) || 'unknown';
      return snmp;
    },

    get_users: async (s) => parseUsers(await runFirst(s, ['show run | section username', 'show run | include username'])),

    get_vlans: async (s) => {
      const allPorts = await runOptional(s, 'show vlan all-ports');
      if (allPorts !== undefined) return parseVlans(allPorts);
      // Platforms without `all-ports`: the VLAN list, then each VLAN's ports.
      const vlans = parseVlans(await run(s, 'show vlan brief'));
      for (const [id, vlan] of Object.entries(vlans)) {
        const one = parseVlans(await run(s, `show vlan id ${id}`));
        if (Object.keys(one).length > 1) throw new Error(`show vlan id ${id} listed ${Object.keys(one).length} VLANs`);
        vlans[id] = one[id] ?? { name: vlan.name, interfaces: [] };
      }
      return vlans;
    },
  },
};

export default ios;
