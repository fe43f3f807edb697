// get_mac_address_table from `show mac-address-table` / `show mac address-table`, whose
// layout differs per platform (routers with switch modules, Cat6500, Cat4500, Cat2960...).
// The row shapes are NAPALM's; a line of none of them is an error rather than a silent gap.
import type { MacEntry } from '../../types.ts';
import { canonicalInterfaceName } from '../../parse/interface_name.ts';
import { mac } from '../../parse/mac.ts';

const MAC = String.raw`[a-fA-F0-9]{4}\.[a-fA-F0-9]{4}\.[a-fA-F0-9]{4}`;
const VLAN = String.raw`\d{1,4}`;
const re = (source: string): RegExp => new RegExp(source);
const DEFAULT = re(`^${MAC}`); // Destination Address  Address Type  VLAN  Destination Port
const VLAN_MAC = re(`^${VLAN}\\s+${MAC}\\s+`);
const STARRED_VLAN_MAC = re(`^\\*\\s+${VLAN}\\s+${MAC}\\s+`);
const FILL_DOWN_6500 = /^\s{51}\S+/; // a further port of the row above
const FILL_DOWN_4500 = /^\s{32,34}\S+/;
const ROUTER_6500 = re(`^R\\s+${VLAN}\\s+.*Router`);
const ROUTER_NA_6500 = re(`^R\\s+N/A\\s+${MAC}.*Router`);
const PHY_4500 = re(`(?:^\\w{1,2}\\d{1,3}/\\d{1,2}|^\\w{1,2}\\d{1,3})\\s+${MAC}\\s+`);
const ALL_2960 = re(`^All\\s+${MAC}`);
const SKIP = [
  /^Vlan\s+Mac Address\s+/, /Total Mac Addresses/, /Multicast Entries/, /vlan.*mac.*address.*type.*/,
  /Displaying entries from active supervisor:\s+\w+\s+\[\d\]:/, /EHWIC:.*/,
  /Destination Address.*Address.*Type.*VLAN.*Destination.*Port/,
];

function entry(vlan: string, address: string, type: string, port: string): MacEntry {
  const isStatic = ['self', 'static', 'system'].includes(type.toLowerCase());
  if (isStatic && vlan.toLowerCase() === 'all') vlan = '0';
  // The switch's own addresses point at the CPU / router / switch, not a port.
  if (isStatic && /^cpu$|router|switch/i.test(port)) port = '';
  if (!/^-?\d+$/.test(vlan)) throw new Error(`unexpected VLAN ${JSON.stringify(vlan)} in the MAC address table`);
  return { mac: mac(address), interface: port, vlan: Number(vlan), static: isStatic, active: true, moves: -1, last_move: -1 };
}

export function parseMacTable(output: string): MacEntry[] {
  const table: MacEntry[] = [];
  // Everything up to the first "----" rule is headings.
  const body = output.split(/^----.*$/m).slice(1).join('\n').replace(/^\*/gm, '');
  let fill: [string, string, string] | undefined;
  const push = (vlan: string, address: string, type: string, ports: string, remember = false): void => {
    if (remember) fill = [vlan, address, type];
    // A multi-port row may end in a comma before its continuation line.
    const list = ports.split(',').map((p) => p.trim()).filter(Boolean);
    for (const port of list.length ? list : ['']) table.push(entry(vlan, address, type, port));
  };
  for (const raw of body.split('\n')) {
    if (FILL_DOWN_6500.test(raw) || FILL_DOWN_4500.test(raw)) {
      if (!fill) throw new Error(`MAC address table continuation without a row: ${JSON.stringify(raw)}`);
      push(...fill, raw.trim());
      continue;
    }
    const line = raw.trim().replace(/^---/, '0');
    if (line === '') continue;
    const f = line.split(/\s+/);
    if (DEFAULT.test(line)) {
      if (f.length !== 4) throw new Error(`unexpected MAC address table row: ${JSON.stringify(line)}`);
      push(f[2]!, f[0]!, f[1]!, f[3]!);
    } else if ((STARRED_VLAN_MAC.test(line) || VLAN_MAC.test(line)) && (f.length === 6 || f.length === 7)) {
      const [vlan, address, type, , , port] = f.length === 7 ? f.slice(1) : f;
      push(vlan!, address!, type!, port!, port!.includes(','));
    } else if (VLAN_MAC.test(line) && f.length === 5) push(f[0]!, f[1]!, f[2]!, f[4]!);
    else if (PHY_4500.test(line) && f.length === 5) push('-1', f[1]!, f[2]!, canonicalInterfaceName(f[0]!));
    else if (SKIP[0]!.test(line)) continue;
    else if ((ALL_2960.test(line) || VLAN_MAC.test(line)) && f.length === 4) push(f[0]!, f[1]!, f[2]!, f[3]!, f[3]!.includes(','));
    else if (VLAN_MAC.test(line) && f.length === 3) push(f[0]!, f[1]!, f[2]!, '');
    else if (PHY_4500.test(line) && f.length === 4) push('-1', f[1]!, f[2]!, f[3]!);
    else if (ROUTER_6500.test(line) && f.length === 7) push(f[1]!, f[2]!, f[3]!, f[6]!);
    else if (ROUTER_NA_6500.test(line) && f.length >= 7) push('0', f[2]!, f[3]!, f[6]!);
    else if (!SKIP.some((s) => s.test(line))) throw new Error(`unexpected line in the MAC address table: ${JSON.stringify(line)}`);
  }
  return table;
}
