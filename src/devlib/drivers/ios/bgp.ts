// get_bgp_neighbors from `show bgp all summary` (peers, AS numbers, uptime, state) and the
// `show bgp <afi> neighbors` outputs (description, remote router id, session state, prefix
// counts per address family), joined per address family and peer address.
import type { BgpNeighbors, BgpPeer } from '../../types.ts';
import { compactDurationSeconds } from '../../parse/duration.ts';
import { ipAddress } from '../../parse/ip_address.ts';

export const BGP_AFIS = ['ipv4 unicast', 'ipv4 multicast', 'ipv6 unicast', 'ipv6 multicast', 'vpnv4 unicast', 'vpnv6 unicast', 'ipv4 mdt'];

export interface SummaryRow {
  afi: string; routerId: string; localAs: string; addr: string; remoteAs: string; uptime: string;
  accepted?: number; state?: string;
}
export interface NeighborAf {
  addr: string; vrf: string; afi: string; description: string; remoteId: string; state: string;
  sent?: number; accepted?: number; received?: number;
}

const ADDR = String.raw`(\d{1,3}(?:\.\d{1,3}){3}|[0-9A-Fa-f]*:[0-9A-Fa-f:.]*)`;
// V, AS, then MsgRcvd MsgSent TblVer InQ OutQ, Up/Down, State/PfxRcd.
const STATS = String.raw`\s+\d+\s+([\d.]+)(?:\s+\S+){5}\s+(never|\d+\S*)\s+(\S.*?)\s*$`;
const ROW = new RegExp(`^\\*?${ADDR}${STATS}`);
const ADDR_ONLY = new RegExp(`^\\*?${ADDR}\\s*$`);
const CONTINUATION = new RegExp(`^${STATS}`);

/** Peer rows of `show bgp all summary` with their address family, router id and local AS.
 * Long (IPv6) addresses push the rest of their row onto the next line. */
export function parseBgpSummary(output: string): SummaryRow[] {
  const rows: SummaryRow[] = [];
  let afi = '', routerId = '', localAs = '', pending: string | undefined;
  const push = (addr: string, [remoteAs, uptime, last]: string[]): void => {
    const tail = /^\d+$/.test(last!) ? { accepted: Number(last) } : { state: last! };
    rows.push({ afi, routerId, localAs, addr, remoteAs: remoteAs!, uptime: uptime!, ...tail });
  };
  for (const line of output.split('\n')) {
    const wrapped = pending;
    pending = undefined;
    let m: RegExpExecArray | null;
    if ((m = /^For address family: (.+?)\s*$/.exec(line))) afi = m[1]!;
    else if ((m = /router identifier (\d{1,3}(?:\.\d{1,3}){3}), local AS number ([\d.]+)/.exec(line))) [routerId, localAs] = [m[1]!, m[2]!];
    else if ((m = ROW.exec(line))) push(m[1]!, m.slice(2));
    else if (wrapped !== undefined && (m = CONTINUATION.exec(line))) push(wrapped, m.slice(1));
    else if ((m = ADDR_ONLY.exec(line))) pending = m[1]!;
  }
  return rows;
}

/** One record per neighbour and address family of the concatenated neighbors outputs. */
export function parseBgpNeighbors(output: string): NeighborAf[] {
  const records: NeighborAf[] = [];
  let nb: Omit<NeighborAf, 'afi'> | undefined;
  let af: NeighborAf | undefined;
  for (const line of output.split('\n')) {
    let m: RegExpExecArray | null;
    if ((m = /^BGP neighbor is ([0-9A-Fa-f.:]+),(?:\s+vrf (\S+),)?\s+remote AS [\d.]+/.exec(line))) {
      nb = { addr: m[1]!, vrf: m[2] ?? 'global', description: '', remoteId: '', state: '' };
      af = undefined;
    } else if (!nb) continue;
    else if ((m = /^\s+Description: (.+?)\s*$/.exec(line))) nb.description = m[1]!;
    else if ((m = /^\s+BGP version \d+, remote router ID (\S+)/.exec(line))) nb.remoteId = m[1]!;
    else if ((m = /^\s+BGP state = (\w+)/.exec(line))) nb.state = m[1]!;
    else if ((m = /^\s+For address family: (.+?)\s*$/.exec(line))) records.push(af = { ...nb, afi: m[1]!.toLowerCase() });
    else if (!af) continue;
    else if ((m = /^\s+Prefixes Current:\s+(\d+)\s+(\d+)/.exec(line))) [af.sent, af.accepted] = [Number(m[1]), Number(m[2])];
    else if ((m = /^\s+Saved \(soft-reconfig\):\s+\S+\s+(\d+)/.exec(line))) af.received = Number(m[1]);
  }
  return records;
}

/** "65000" -> 65000, asdot "1.10" -> 65546. */
export function asNumber(text: string): number {
  const [high, low] = text.split('.');
  const n = low === undefined ? Number(high) : Number(high) * 65536 + Number(low);
  if (!Number.isInteger(n)) throw new Error(`not an AS number: ${JSON.stringify(text)}`);
  return n;
}

const ipOrUndefined = (text: string): string | undefined => {
  try {
    return ipAddress(text);
  } catch {
    return undefined;
  }
};

export function bgpNeighbors(summary: SummaryRow[], neighbors: NeighborAf[]): BgpNeighbors {
  // All address families report the same (global) router identifier.
  const routerId = summary.find((r) => r.routerId)?.routerId;
  if (!routerId) return {};
  const result: BgpNeighbors = {};
  for (const n of neighbors) result[n.vrf] ??= { router_id: routerId, peers: {} };
  for (const row of summary) {
    const afi = row.afi.toLowerCase();
    const addr = ipOrUndefined(row.addr);
    if (!BGP_AFIS.includes(afi) || !addr) continue;
    // Peer addresses may repeat across VRFs: take the first record not already used.
    const n = neighbors.find((x) => x.afi === afi && ipOrUndefined(x.addr) === addr
      && (x.vrf === 'global' || !(addr in result[x.vrf]!.peers)));
    if (!n) continue;
    const isUp = n.state.includes('Established');
    const summaryAccepted = row.accepted ?? -1;
    const accepted = isUp ? n.accepted ?? summaryAccepted : summaryAccepted;
    const family = { received_prefixes: isUp ? n.received ?? accepted : -1, accepted_prefixes: accepted, sent_prefixes: isUp ? n.sent ?? -1 : -1 };
    const uptime = isUp ? compactDurationSeconds(row.uptime) : -1;
    const peers = result[n.vrf]!.peers;
    const existing = peers[addr];
    if (existing) {
      existing.is_up ||= isUp;
      existing.uptime = Math.max(existing.uptime, uptime);
      existing.address_family[afi] = family;
      continue;
    }
    const peer: BgpPeer = {
      local_as: asNumber(row.localAs), remote_as: asNumber(row.remoteAs), remote_id: ipAddress(n.remoteId, 4),
      is_up: isUp, is_enabled: !(row.state ?? '').includes('(Admin)'), description: n.description, uptime,
      address_family: { [afi]: family },
    };
    peers[addr] = peer;
  }
  return result;
}
