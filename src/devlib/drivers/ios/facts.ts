// get_facts from `show version`, `show hosts` and `show ip interface brief`.
import type { Facts } from '../../types.ts';
import { uptimeSeconds } from '../../parse/duration.ts';

export function parseFacts(showVersion: string, showHosts: string, showIpIntBrief: string): Facts {
  let hostname = 'Unknown', uptime = -1, serial = 'Unknown', osVersion = 'Unknown';
  for (const line of showVersion.split('\n')) {
    const up = /^(.*?) uptime is (.*)$/.exec(line);
    if (up) {
      hostname = up[1]!.trim();
      uptime = uptimeSeconds(up[2]!) ?? -1;
    }
    const board = /Processor board ID (\S+)/.exec(line);
    if (board) serial = board[1]!;
    // "Cisco IOS Software, C2960 Software (...), Version ..." or, on IOS-XE 16+, with a
    // release train in brackets: "Cisco IOS Software [Denali], ..."; old IOS: "IOS (tm) ...".
    const ver = /Cisco IOS Software(?: \[[^\]]*\])?,\s*(.+)$/.exec(line) ?? /IOS \(tm\) (.+Software.*)$/.exec(line);
    if (ver && osVersion === 'Unknown') osVersion = ver[1]!.trim();
  }
  const domain = /Default domain is (\S+)/.exec(showHosts)?.[1];
  // Newer releases print "Default domain is not set".
  const fqdn = domain && domain !== 'not' && hostname !== 'Unknown' ? `${hostname}.${domain}` : 'Unknown';
  // The first "cisco <model> (<cpu>) processor ... with <n>K bytes of memory." line.
  const model = /Cisco (.+?) .+bytes of/i.exec(showVersion)?.[1] ?? 'Unknown';
  // Some platforms print "Any interface listed with OK? value "NO" does not have a valid
  // configuration" above the table.
  const table = showIpIntBrief.split(/Any interface listed with.*/).pop() ?? '';
  const interfaceList = table.split('\n')
    .filter((line) => line.trim() !== '' && !line.includes('Interface '))
    .map((line) => line.trim().split(/\s+/)[0]!);
  return {
    uptime, vendor: 'Cisco', os_version: osVersion, serial_number: serial, model, hostname, fqdn,
    interface_list: interfaceList,
  };
}
