// get_interfaces from `show interfaces`: state, description, MTU, bandwidth (bit/s, as Mbit/s)
// and the last status change (epoch seconds) per interface.
import { putValue } from '../../parse/safe_record.ts';
import type { Interface } from '../../types.ts';
import type { Answer } from './answer.ts';
import { eosMac } from './mac.ts';

/** NAPALM's convert(mac, ...): interfaces without an address (loopbacks, tunnels) have "". */
function macOrEmpty(raw: string): string {
  try {
    return eosMac(raw);
  } catch {
    return '';
  }
}

export function parseInterfaces(answer: Answer): Record<string, Interface> {
  const result: Record<string, Interface> = {};
  for (const [name, i] of answer.at('interfaces').entries()) {
    const up = i.at('lineProtocolStatus').string() === 'up';
    putValue(result, name, {
      is_up: up,
      // A line protocol down for any other reason than "disabled" (shutdown) is still enabled.
      is_enabled: up || i.at('interfaceStatus').string() !== 'disabled',
      description: i.at('description').string(''),
      last_flapped: i.at('lastStatusChangeTimestamp').number(-1),
      mtu: Math.trunc(i.at('mtu').number()),
      speed: i.at('bandwidth').number() / 1e6,
      mac_address: macOrEmpty(i.at('physicalAddress').string('')),
    });
  }
  return result;
}
