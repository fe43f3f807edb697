// The junos driver: Juniper Junos over NETCONF. Each getter sends the RPCs NAPALM's junos
// driver sends (through PyEZ tables), in the same order, and hands the replies to the
// parsers next to this file. Some getters also read device facts (the switching style, SRX
// cluster membership, hostname and version), which the session gathers once per connection.
import { ownValue, putValue } from '../../parse/safe_record.ts';
import { DeviceCommandError, type Driver, type LldpNeighborDetail, type NetconfSession } from '../../types.ts';
import { parseArpTable } from './arp.ts';
import { bgpNeighbors, parseBgpNeighbors, parseBgpUptimes, parseInstances, type BgpInstanceReplies } from './bgp.ts';
import { configRequest, parseConfigText, textConfigRequest } from './config.ts';
import { parseInterfaceCounters } from './counters.ts';
import { parseEnvironment } from './environment.ts';
import { gatherFacts, type JunosFacts } from './facts.ts';
import { parseInterfaceList, parseInterfaces } from './interfaces.ts';
import { parseInterfacesIp } from './interfaces_ip.ts';
import { lldpNeighborInterfaces, parseLldpInterfaceNeighbors, parseLldpNeighbors } from './lldp.ts';
import { macTableRequest, parseMacTable } from './mac_table.ts';
import { parseNtpServers } from './ntp.ts';
import { send, sendOptional } from './rpc.ts';
import { parseSnmp } from './snmp.ts';
import { parseUsers } from './users.ts';
import { parseVlans, vlansRequest } from './vlans.ts';
import { rpc } from './xml.ts';

export type JunosSession = NetconfSession & { facts(): Promise<JunosFacts> };

/** The two spellings of "this interface's LLDP neighbours": "VLAN" style switches know the
 * first, everything else the second; a device answering "syntax error" knows the other. */
const LLDP_INTERFACE_RPCS = [
  (name: string) => rpc('get-lldp-interface-neighbors-information', { 'interface-name': name }),
  (name: string) => rpc('get-lldp-interface-neighbors', { 'interface-device': name }),
];

async function lldpNeighborsDetail(s: JunosSession): Promise<Record<string, LldpNeighborDetail[]>> {
  const summary = await sendOptional(s, rpc('get-lldp-neighbors-information'));
  if (summary === undefined) return {}; // LLDP not running
  const interfaces = lldpNeighborInterfaces(summary);
  let style = (await s.facts()).switch_style === 'VLAN' ? 0 : 1;
  const result: Record<string, LldpNeighborDetail[]> = {};
  for (const name of interfaces) {
    let reply: string;
    try {
      reply = await send(s, LLDP_INTERFACE_RPCS[style]!(name));
    } catch (e) {
      if (!(e instanceof DeviceCommandError) || !/syntax error/i.test(e.message)) throw e;
      style = 1 - style;
      reply = await send(s, LLDP_INTERFACE_RPCS[style]!(name));
    }
    const neighbors = parseLldpInterfaceNeighbors(reply);
    if (neighbors.length) putValue(result, name, [...(ownValue(result, name) ?? []), ...neighbors]);
  }
  return result;
}

const junos: Driver<'netconf', JunosSession> = {
  name: 'junos',
  transport: 'netconf',
  defaultPort: 830,
  session: (raw) => {
    let facts: Promise<JunosFacts> | undefined;
    return {
      rpc: (request) => raw.rpc(request),
      // Once per session; a failed attempt is not remembered, so the next getter retries.
      facts: () => (facts ??= gatherFacts(raw).catch((e: unknown) => {
        facts = undefined;
        throw e;
      })),
    };
  },
  getters: {
    get_arp_table: async (s) => parseArpTable(await send(s, rpc('get-arp-table-information', { 'expiration-time': true, 'no-resolve': true }))),

    get_bgp_neighbors: async (s) => {
      const instances: BgpInstanceReplies[] = [];
      for (const instance of parseInstances(await send(s, rpc('get-instance-information')))) {
        // An instance without BGP may answer with an error; it simply has no peers.
        const neighbors = await sendOptional(s, rpc('get-bgp-neighbor-information', { instance }));
        const summary = await sendOptional(s, rpc('get-bgp-summary-information', { instance }));
        instances.push({
          instance,
          neighbors: neighbors === undefined ? [] : parseBgpNeighbors(neighbors),
          uptimes: summary === undefined ? new Map() : parseBgpUptimes(summary),
        });
      }
      return bgpNeighbors(instances);
    },

    get_config: async (s) => ({
      candidate: parseConfigText(await send(s, textConfigRequest('candidate'))),
      running: parseConfigText(await send(s, textConfigRequest('committed'))),
      startup: '', // Junos boots from the committed configuration; there is no separate startup
    }),

    get_environment: async (s) => {
      const srxCluster = (await s.facts()).srx_cluster === true;
      // A chassis cluster reports per node; NAPALM asks for the primary's view.
      const args = srxCluster ? { node: 'primary' } : undefined;
      const environment = await send(s, rpc('get-environment-information', args));
      const routeEngine = await send(s, rpc('get-route-engine-information', args));
      const thresholds = await send(s, rpc('get-temperature-threshold-information', args));
      const power = await sendOptional(s, rpc('get-power-usage-information-detail')); // not on every platform
      return parseEnvironment({ environment, routeEngine, thresholds, power, srxCluster });
    },

    get_facts: async (s) => {
      const facts = await s.facts();
      const interfaces = parseInterfaceList(await send(s, rpc('get-interface-information')));
      return {
        vendor: 'Juniper',
        model: facts.model ?? '',
        serial_number: facts.serialnumber ?? '',
        os_version: facts.version ?? '',
        hostname: facts.hostname ?? '',
        fqdn: facts.fqdn ?? '',
        uptime: facts.uptime || -1,
        interface_list: interfaces,
      };
    },

    get_interfaces: async (s) => parseInterfaces(await send(s, rpc('get-interface-information'))),

    get_interfaces_counters: async (s) => parseInterfaceCounters(await send(s,
      // NAPALM's pattern: names starting ge, xe, et, fe, em, me, vme..., the interfaces that count traffic
      rpc('get-interface-information', { extensive: true, 'interface-name': '[vmfgxe][mlet]*' }))),

    get_interfaces_ip: async (s) => parseInterfacesIp(await send(s, rpc('get-interface-information', { terse: true }))),

    get_lldp_neighbors: async (s) => {
      const reply = await sendOptional(s, rpc('get-lldp-neighbors-information'));
      return reply === undefined ? {} : parseLldpNeighbors(reply);
    },

    get_lldp_neighbors_detail: lldpNeighborsDetail,

    get_mac_address_table: async (s) => {
      const style = (await s.facts()).switch_style;
      try {
        return parseMacTable(await send(s, macTableRequest(style)), style);
      } catch (e) {
        // A switch whose layer 2 daemon is not running has no table to show.
        if (e instanceof DeviceCommandError && e.message.includes('l2-learning subsystem')) return [];
        throw e;
      }
    },

    get_ntp_servers: async (s) => parseNtpServers(await send(s, configRequest('<configuration><system><ntp><server/></ntp></system></configuration>'))),

    get_snmp_information: async (s) => parseSnmp(await send(s, configRequest('<configuration><snmp/></configuration>'))),

    get_users: async (s) => {
      const users = await send(s, configRequest('<configuration><system><login><user/></login></system></configuration>'));
      return parseUsers(users, await send(s, configRequest('<configuration><system/></configuration>')));
    },

    get_vlans: async (s) => {
      const style = (await s.facts()).switch_style;
      const request = vlansRequest(style);
      return request === undefined ? {} : parseVlans(await send(s, request), style);
    },
  },
};

export default junos;
