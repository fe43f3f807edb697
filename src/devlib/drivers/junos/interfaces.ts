// <get-interface-information/>: each physical interface and each of its logical units as
// NAPALM's Interface (junos_iface_view / junos_logical_iface_view), and the physical names
// get_facts lists. A unit reports its parent's state, speed, MTU, MAC and last flap; only its
// description and its own "down" flag are its own.
import { mac } from '../../parse/mac.ts';
import { putValue } from '../../parse/safe_record.ts';
import type { Interface } from '../../types.ts';
import { attr, child, children, integer, replyRoot, textAt, type XmlElement } from './xml.ts';

/** NAPALM's convert(mac, raw, str(raw)): the normalised MAC, else the text as reported
 * ("Unspecified"), and Python's "None" when the interface reports no address at all. */
function macOrRaw(raw: string | undefined): string {
  if (raw === undefined) return 'None';
  try {
    return mac(raw);
  } catch {
    return raw;
  }
}

/** Mbit/s from "1000mbps", "10Gbps", "Auto" (then the negotiated "1000 Mbps"); -1 when the
 * interface reports none ("Unlimited", "Unspecified", auto without a link partner). */
function speedMbps(speed: string | undefined, negotiated: string | undefined): number {
  let m = /(\d+|[Aa]uto)(\w*)/.exec(speed ?? '');
  if (m && m[1]!.toLowerCase() === 'auto') m = /(\d+)(\w*)/.exec(negotiated ?? '');
  if (!m) return -1;
  const value = Number(m[1]);
  return m[2]!.toLowerCase() === 'gbps' ? value * 1000 : value;
}

/** The first word of <mtu> as a number; "Unlimited" or none is 0. */
function mtu(text: string | undefined): number {
  const word = /\w+/.exec(text ?? 'None')?.[0];
  return integer(word) ?? 0;
}

/** What a logical unit inherits from its physical interface. */
function physicalState(p: XmlElement): Omit<Interface, 'is_enabled' | 'description'> {
  // A flap at second 0 means "never" to NAPALM (int 0 is falsy there), as does no flap.
  const flapped = integer(attr(child(p, 'interface-flapped'), 'seconds'));
  return {
    is_up: textAt(p, 'oper-status') === 'up',
    last_flapped: flapped || -1,
    speed: speedMbps(textAt(p, 'speed'), textAt(p, 'ethernet-autonegotiation/link-partner-speed')),
    mtu: mtu(textAt(p, 'mtu')),
    mac_address: macOrRaw(textAt(p, 'current-physical-address')),
  };
}

function physicalInterfaces(xml: string): XmlElement[] {
  return children(replyRoot(xml), 'physical-interface');
}

export function parseInterfaces(xml: string): Record<string, Interface> {
  const result: Record<string, Interface> = {};
  const units: Array<[string, Interface]> = [];
  for (const p of physicalInterfaces(xml)) {
    const name = textAt(p, 'name');
    const state = physicalState(p);
    if (name) {
      const admin = textAt(p, 'admin-status');
      putValue(result, name, { ...state, is_enabled: admin === undefined || admin === 'up', description: textAt(p, 'description') ?? '' });
    }
    for (const l of children(p, 'logical-interface')) {
      const unit = textAt(l, 'name');
      if (!unit) continue;
      units.push([unit, {
        ...state,
        is_enabled: child(child(l, 'if-config-flags'), 'iff-down') === undefined,
        description: textAt(l, 'description') ?? '',
      }]);
    }
  }
  // NAPALM reads the units as a second table over the same reply: they win a name clash.
  for (const [unit, data] of units) putValue(result, unit, data);
  return result;
}

/** The physical interface names, in the order the device lists them (get_facts). */
export function parseInterfaceList(xml: string): string[] {
  return physicalInterfaces(xml).map((p) => textAt(p, 'name')).filter((n): n is string => !!n);
}
