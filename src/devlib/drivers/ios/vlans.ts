// get_vlans from `show vlan all-ports` (or `show vlan id <n>`): "<id> <name> <status> <ports>"
// rows, ports continuing on indented lines.
import type { Vlan } from '../../types.ts';
import { canonicalInterfaceName } from '../../parse/interface_name.ts';

// The name runs up to the status column; names may contain spaces ("A1 - VIDEO").
const ROW = /^(\d+)\s+(.*?)\s+(?:active|suspended|act\/[isl]shut|sus\/[isl]shut|act\/unsup)(?:\s+(\S.*?))?\s*$/;
const CONTINUATION = /^\s+([A-Z][a-z].*?)\s*$/;

const ports = (text: string): string[] => text.split(',').map((p) => p.trim()).filter(Boolean).map(canonicalInterfaceName);

export function parseVlans(output: string): Record<string, Vlan> {
  const vlans: Record<string, Vlan> = {};
  let current: Vlan | undefined;
  for (const line of output.split('\n')) {
    const row = ROW.exec(line);
    const more = !row && current ? CONTINUATION.exec(line) : null;
    if (row) {
      current = vlans[row[1]!] = { name: row[2]!, interfaces: ports(row[3] ?? '') };
    } else if (more) {
      current!.interfaces.push(...ports(more[1]!));
    } else current = undefined;
  }
  return vlans;
}
