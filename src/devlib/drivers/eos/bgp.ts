// get_bgp_neighbors from `show ip bgp summary vrf all` and `show ipv6 bgp summary vrf all`
// (router ids, accepted prefixes per peer) and `show ip bgp neighbors vrf all` and
// `show ipv6 bgp peers vrf all` (every peer's session, AS numbers, received and sent prefixes
// of both families), read as NAPALM reads their JSON. The default VRF is "global"; a VRF the
// summaries list without peers is reported with none.
import { asPlainNumber } from '../../parse/bgp_as_number.ts';
import { ipAddress } from '../../parse/ip_address.ts';
import { putValue, valueFor } from '../../parse/safe_record.ts';
import type { BgpNeighbors, BgpPeer } from '../../types.ts';
import type { Answer } from './answer.ts';

interface VrfSummary { routerId: string; peers: Map<string, Answer> }

const vrfName = (vrf: string) => (vrf === 'default' ? 'global' : vrf);

function asNumber(text: string): number {
  const n = asPlainNumber(text);
  if (n === undefined) throw new Error(`not an AS number: ${JSON.stringify(text)}`);
  return n;
}

/** Summary peers are keyed by address as EOS prints it; the neighbour lists are matched to
 * them by the address in its standard form. */
function normalAddress(text: string): string {
  try {
    return ipAddress(text);
  } catch {
    return text;
  }
}

function readSummary(answer: Answer): Map<string, VrfSummary> {
  const vrfs = new Map<string, VrfSummary>();
  for (const [vrf, data] of answer.at('vrfs').entries()) {
    vrfs.set(vrf, {
      routerId: data.at('routerId').parsed((t) => ipAddress(t)),
      peers: new Map(data.at('peers').entries([]).map(([address, peer]) => [normalAddress(address), peer])),
    });
  }
  return vrfs;
}

/** NAPALM: the summary's count when the summary lists the peer in that family, else 0. */
function accepted(summary: VrfSummary | undefined, address: string): number {
  const peer = summary?.peers.get(address);
  return peer ? peer.at('prefixAccepted').number(-1) : 0;
}

function peer(p: Answer, v4: VrfSummary | undefined, v6: VrfSummary | undefined, address: string): BgpPeer {
  const state = p.at('state').string();
  const count = (field: string) => p.at(field).number(-1);
  return {
    local_as: p.at('localAsn').parsed(asNumber),
    remote_as: p.at('asn').parsed(asNumber),
    remote_id: p.at('routerId').parsed((t) => ipAddress(t)),
    is_up: state === 'Established',
    is_enabled: !(state === 'Idle' && p.at('idleReason').string('') === 'Administratively shut down'),
    description: p.at('description').string(''),
    // Only established sessions report how long they have been up.
    uptime: Math.trunc(p.at('establishedTime').number(-1)),
    address_family: {
      ipv4: { received_prefixes: count('prefixesReceived'), accepted_prefixes: accepted(v4, address), sent_prefixes: count('prefixesSent') },
      ipv6: { received_prefixes: count('v6PrefixesReceived'), accepted_prefixes: accepted(v6, address), sent_prefixes: count('v6PrefixesSent') },
    },
  };
}

export function bgpNeighbors(ipv4Summary: Answer, ipv6Summary: Answer, ipv4Neighbors: Answer, ipv6Peers: Answer): BgpNeighbors {
  const v4 = readSummary(ipv4Summary);
  const v6 = readSummary(ipv6Summary);
  const result: BgpNeighbors = {};
  const vrfEntry = (vrf: string) => valueFor(result, vrfName(vrf), () => ({ router_id: '', peers: {} }));
  // A peer with both families appears in both lists, alike; the later one stands, as in NAPALM.
  for (const list of [ipv4Neighbors, ipv6Peers]) {
    for (const [vrf, data] of list.at('vrfs').entries()) {
      const peers = vrfEntry(vrf).peers;
      for (const p of data.at('peerList').items()) {
        const address = p.at('peerAddress').parsed((t) => ipAddress(t));
        putValue(peers, address, peer(p, v4.get(vrf), v6.get(vrf), address));
      }
    }
  }
  for (const summary of [v4, v6]) {
    for (const [vrf, { routerId }] of summary) vrfEntry(vrf).router_id = routerId;
  }
  return result;
}
