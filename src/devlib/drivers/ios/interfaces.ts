// get_interfaces from `show interfaces`: one record per interface, completed at its
// "MTU ... BW ..." line, which every IOS interface section has.
import type { Interface } from '../../types.ts';
import { mac } from '../../parse/mac.ts';
import { speedMbps } from '../../parse/speed.ts';

/** The status line opening an interface section: [name, enabled, up], or undefined. */
export function interfaceStatus(line: string): [string, boolean, boolean] | undefined {
  const m = /^(Control Plane Interface|\S+?)\s+is\s+(.+?),\s+line\s+protocol\s+is\s+(\S+)/.exec(line)
    ?? /^(\S+)\s+is\s+(up|down)()/.exec(line);
  if (!m) return undefined;
  const status = m[2]!;
  return [m[1]!, !status.toLowerCase().includes('admin'), (m[3] || status).includes('up')];
}

export function parseInterfaces(output: string): Record<string, Interface> {
  const result: Record<string, Interface> = {};
  let current: { name: string; enabled: boolean; up: boolean; description: string; mac: string } | undefined;
  for (const line of output.split('\n')) {
    const status = interfaceStatus(line);
    if (status) {
      current = { name: status[0], enabled: status[1], up: status[2], description: '', mac: '' };
      continue;
    }
    if (!current) continue;
    const hw = /^\s+Hardware.+address\s+is\s+([0-9a-fA-F]{4}\.[0-9a-fA-F]{4}\.[0-9a-fA-F]{4})/.exec(line);
    if (hw) current.mac = mac(hw[1]!);
    const descr = /^\s+Description:\s+(.+?)\s*$/.exec(line);
    if (descr) current.description = descr[1]!;
    const bw = /^\s+MTU\s+(\d+).+BW\s+(\d+)\s+([KMGT]?b)/.exec(line);
    if (bw) {
      result[current.name] = {
        is_enabled: current.enabled, is_up: current.up, description: current.description,
        mac_address: current.mac, last_flapped: -1, mtu: Number(bw[1]), speed: speedMbps(Number(bw[2]), bw[3]!),
      };
      current = undefined;
    }
  }
  return result;
}
