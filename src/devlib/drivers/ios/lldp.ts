// get_lldp_neighbors(_detail) from `show lldp neighbors detail`, with the local interfaces
// from the `show lldp neighbors` table when the detail leaves them out (older IOS).
import type { LldpNeighbor, LldpNeighborDetail } from '../../types.ts';
import { canonicalInterfaceName } from '../../parse/interface_name.ts';
import { lldpCapabilities } from '../../parse/lldp_capabilities.ts';
import { mac } from '../../parse/mac.ts';

export interface LldpDetailEntry { local_interface: string; detail: LldpNeighborDetail }

type Field = 'local' | 'chassis' | 'port' | 'portDescr' | 'name' | 'descr' | 'capab' | 'enabled';
const FIELDS: Array<[Field, RegExp]> = [
  ['local', /^Local Int(?:er)?f(?:ace)?\s*?[:-]\s+(.*)$/],
  ['chassis', /^Chassis id\s*?[:-]\s+(.*)$/],
  ['port', /^Port id\s*?[:-]\s+(.*)$/],
  ['portDescr', /^Port Description\s*?[:-]\s+(.+)$/],
  ['name', /^System Name\s*?[:-]\s+(.*)$/],
  ['descr', /^System Description\s*-\s*(.+)$/],
  ['capab', /^System Capabilities\s*?[:-]\s+(.*)$/],
  ['enabled', /^Enabled Capabilities\s*?[:-]\s+(.*)$/],
];

const macOrRaw = (text: string): string => {
  try {
    return mac(text);
  } catch {
    return text; // chassis and port ids may be names or addresses (IEEE 802.1AB subtypes)
  }
};

function entry(f: Partial<Record<Field, string>>): LldpDetailEntry {
  const v = (k: Field): string => {
    const text = f[k]?.trim() ?? '';
    return text.includes('not advertised') ? '' : text;
  };
  return {
    local_interface: v('local'),
    detail: {
      parent_interface: '', remote_chassis_id: v('chassis') && macOrRaw(v('chassis')), remote_port: v('port'),
      remote_port_description: v('portDescr'), remote_system_name: v('name'), remote_system_description: v('descr'),
      remote_system_capab: lldpCapabilities(v('capab')), remote_system_enable_capab: lldpCapabilities(v('enabled')),
    },
  };
}

/** The neighbours of `show lldp neighbors detail`, in order. An entry ends at its "Enabled
 * Capabilities" line, at a "-----" separator, or where a field it already has appears again. */
export function parseLldpDetail(output: string): LldpDetailEntry[] {
  const entries: LldpDetailEntry[] = [];
  let cur: Partial<Record<Field, string>> = {};
  const flush = (): void => {
    if (Object.keys(cur).length) entries.push(entry(cur));
    cur = {};
  };
  const lines = output.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (/^-{10,}\s*$/.test(line)) { flush(); continue; }
    // IOS prints the description on the line after its label.
    if (/^System Description:/.test(line)) {
      if ('descr' in cur) flush();
      cur.descr = line.slice(line.indexOf(':') + 1).trim() || (lines[++i] ?? '');
      continue;
    }
    for (const [field, re] of FIELDS) {
      const m = re.exec(line);
      if (!m) continue;
      if (field in cur) flush();
      cur[field] = m[1]!;
      if (field === 'enabled') flush();
      break;
    }
  }
  flush();
  return entries;
}

/** The "Local Intf" column of the `show lldp neighbors` table, row by row. */
export function parseLldpLocalInterfaces(output: string): string[] {
  const locals: string[] = [];
  let inTable = false;
  for (const line of output.split('\n')) {
    if (/^Device ID/.test(line)) { inTable = true; continue; }
    if (!inTable) continue;
    if (line.trim() === '' || /^Total entries displayed/.test(line)) break;
    // The Device ID column is 20 characters wide; IOS truncates longer names to fit.
    const local = line.slice(20).trim().split(/\s+/)[0];
    if (local) locals.push(local);
  }
  return locals;
}

/** Detail entries by canonical local interface; `locals` (from the brief table) stand in
 * for local interfaces the detail output lacks. */
export function lldpDetailByInterface(entries: LldpDetailEntry[], locals: string[] = []): Record<string, LldpNeighborDetail[]> {
  if (entries.some((e) => !e.local_interface) && locals.length !== entries.length) {
    throw new Error(`LLDP neighbor count changed between commands: ${entries.length} in the detail, ${locals.length} in the table`);
  }
  const result: Record<string, LldpNeighborDetail[]> = {};
  entries.forEach((e, i) => {
    const local = canonicalInterfaceName(e.local_interface || locals[i]!);
    (result[local] ??= []).push(e.detail);
  });
  return result;
}

/** get_lldp_neighbors from the detail: the system name, or the chassis id when the
 * neighbour sends none (as `show lldp neighbors` does); MAC-shaped port ids normalised. */
export function lldpNeighbors(detail: Record<string, LldpNeighborDetail[]>): Record<string, LldpNeighbor[]> {
  const result: Record<string, LldpNeighbor[]> = {};
  for (const [local, entries] of Object.entries(detail)) {
    result[local] = entries.map((e) => {
      const port = e.remote_port;
      const macLike = port.split(':').length === 6 || port.split('-').length === 6 || port.split('.').length === 3;
      return { hostname: e.remote_system_name || macOrRaw(e.remote_chassis_id), port: macLike ? macOrRaw(port) : port };
    });
  }
  return result;
}
