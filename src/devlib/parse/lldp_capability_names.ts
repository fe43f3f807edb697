// LLDP system capabilities spelled out as words ("Bridge Router", "Bridge, WLAN Access Point",
// as Junos prints them) as NAPALM's names, sorted (napalm.junos.constants.LLDP_CAPAB_TRANFORM_TABLE).
// The codes IOS prints ("B,R") are lldp_capabilities.ts.

const NAMES: Array<[phrase: string, name: string]> = [
  ['other', 'other'], ['repeater', 'repeater'], ['bridge', 'bridge'], ['wlan access point', 'wlan-access-point'],
  ['router', 'router'], ['telephone', 'telephone'], ['docsis cable device', 'docsis-cable-device'], ['station only', 'station'],
];

/** "Bridge Router " -> ["bridge", "router"]. NAPALM looks for each phrase anywhere in the text
 * (separators vary by release), so this does too; unknown words are dropped. */
export function lldpCapabilityNames(text: string): string[] {
  const lower = text.toLowerCase().replace(/\s+/g, ' ');
  return NAMES.filter(([phrase]) => lower.includes(phrase)).map(([, name]) => name).sort();
}
