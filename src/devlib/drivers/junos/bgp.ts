// get_bgp_neighbors from, per routing instance, <get-bgp-neighbor-information> (peers,
// their state and per-table prefix counts) and <get-bgp-summary-information> (how long each
// peer has been in its state), as NAPALM's junos driver reads them (junos_bgp_view,
// junos_bgp_uptime_view). The instances come from <get-instance-information/>; the master
// instance is reported as "global", instances without peers are left out.
import { asPlainNumber } from '../../parse/bgp_as_number.ts';
import { ipAddress } from '../../parse/ip_address.ts';
import { putValue, valueFor } from '../../parse/safe_record.ts';
import type { BgpNeighbors, BgpPeer } from '../../types.ts';
import { attr, child, children, integer, replyRoot, textAt } from './xml.ts';

/** The routing instances, without Junos's internal ones ("__juniper_private1__"). */
export function parseInstances(xml: string): string[] {
  return children(replyRoot(xml), 'instance-core')
    .map((i) => textAt(i, 'instance-name'))
    .filter((n): n is string => !!n && !n.startsWith('__'));
}

export interface BgpRib { table: string; received?: number; accepted?: number; advertised?: number; sendState?: string }
export interface BgpNeighborInfo {
  address: string; remoteAs?: number; localAs?: number; localId?: string; remoteId?: string;
  description?: string; isUp: boolean; shutdown: boolean; ribs: BgpRib[];
}

/** "10.3.1.254+1048" -> "10.3.1.254": the port Junos appends to a connected peer's address. */
function peerAddress(text: string): string {
  const bare = text.split('+')[0]!;
  try {
    return ipAddress(bare);
  } catch {
    return bare;
  }
}

export function parseBgpNeighbors(xml: string): BgpNeighborInfo[] {
  const out: BgpNeighborInfo[] = [];
  for (const p of children(replyRoot(xml), 'bgp-peer')) {
    const address = textAt(p, 'peer-address');
    if (!address) continue;
    const remoteAs = textAt(p, 'peer-as');
    const localAs = textAt(p, 'local-as');
    out.push({
      address: peerAddress(address),
      remoteAs: remoteAs === undefined ? undefined : asPlainNumber(remoteAs),
      localAs: localAs === undefined ? undefined : asPlainNumber(localAs),
      localId: textAt(p, 'local-id'),
      remoteId: textAt(p, 'peer-id'),
      description: textAt(p, 'description'),
      isUp: textAt(p, 'peer-state') === 'Established',
      shutdown: (textAt(p, 'bgp-option-information/bgp-options-extended') ?? '').toLowerCase().split(' ').includes('shutdown'),
      ribs: children(p, 'bgp-rib').map((rib) => ({
        table: textAt(rib, 'name') ?? '',
        received: integer(textAt(rib, 'received-prefix-count')),
        accepted: integer(textAt(rib, 'accepted-prefix-count')),
        advertised: integer(textAt(rib, 'advertised-prefix-count')),
        sendState: textAt(rib, 'send-state'),
      })),
    });
  }
  return out;
}

/** Seconds since each peer's last state change, by peer address (the summary's elapsed-time). */
export function parseBgpUptimes(xml: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const p of children(replyRoot(xml), 'bgp-peer')) {
    const address = textAt(p, 'peer-address');
    const seconds = integer(attr(child(p, 'elapsed-time'), 'seconds'));
    if (address && seconds !== undefined) out.set(peerAddress(address), seconds);
  }
  return out;
}

const FAMILIES = new Map([['inet', 'ipv4'], ['inet6', 'ipv6'], ['inetflow', 'flow']]);

/** The address family of a routing table: "inet.0" in the master instance, "blue.inet6.0"
 * elsewhere. A table of another instance seen from master ("blue.inet.0") has none. */
function tableFamily(table: string, instance: string): string | undefined {
  const dot = table.lastIndexOf('.');
  if (dot < 0) return undefined;
  return FAMILIES.get((instance === 'master' ? table.slice(0, dot) : table.split('.').at(-2)) ?? '');
}

type Counts = BgpPeer['address_family'][string];
const unknown = (): Counts => ({ received_prefixes: -1, accepted_prefixes: -1, sent_prefixes: -1 });

function addressFamilies(n: BgpNeighborInfo, instance: string): BgpPeer['address_family'] {
  const families: BgpPeer['address_family'] = { ipv4: unknown(), ipv6: unknown() };
  if (!n.isUp) return families;
  for (const rib of n.ribs) {
    const family = tableFamily(rib.table, instance);
    if (!family) continue;
    // Junos prints an advertised count only for tables in sync; NAPALM counts a table not in
    // sync as sending nothing when the peer has several tables.
    const inSync = rib.sendState?.includes('in sync') ?? false;
    const sent = n.ribs.length > 1 && !inSync ? 0 : rib.advertised ?? -1;
    families[family] = { received_prefixes: rib.received ?? -1, accepted_prefixes: rib.accepted ?? -1, sent_prefixes: sent };
  }
  return families;
}

export interface BgpInstanceReplies { instance: string; neighbors: BgpNeighborInfo[]; uptimes: Map<string, number> }

export function bgpNeighbors(instances: BgpInstanceReplies[]): BgpNeighbors {
  const result: BgpNeighbors = {};
  for (const { instance, neighbors, uptimes } of instances) {
    if (!neighbors.length) continue;
    const name = instance === 'master' ? 'global' : instance;
    // The router id is the local id the first peer reports (down peers report none).
    const vrf = valueFor(result, name, () => ({ router_id: neighbors[0]!.localId ?? '', peers: {} }));
    for (const n of neighbors) {
      putValue(vrf.peers, n.address, {
        local_as: n.localAs ?? 0,
        remote_as: n.remoteAs ?? 0,
        remote_id: n.remoteId ?? '',
        is_up: n.isUp,
        is_enabled: !n.shutdown,
        description: n.description ?? '',
        // NAPALM also invents a peer for a summary line without neighbour details; a peer
        // with nothing but an uptime is not a BgpPeer, so only known peers get one.
        uptime: uptimes.get(n.address) ?? 0,
        address_family: addressFamilies(n, instance),
      });
    }
  }
  return result;
}
