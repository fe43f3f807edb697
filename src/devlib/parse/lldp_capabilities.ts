// LLDP system capability codes ("B,R", "B, T") as NAPALM's names, sorted
// (napalm.base.constants.LLDP_CAPAB_TRANFORM_TABLE).

const CAPABILITY: Record<string, string> = {
  o: 'other', 'n/a': 'other', p: 'repeater', b: 'bridge', w: 'wlan-access-point',
  r: 'router', t: 'telephone', c: 'docsis-cable-device', s: 'station',
};

/** "B,R" -> ["bridge", "router"]; unknown codes are dropped rather than invented. */
export function lldpCapabilities(codes: string): string[] {
  return codes.split(',')
    .map((c) => CAPABILITY[c.trim().toLowerCase()])
    .filter((c): c is string => c !== undefined)
    .sort();
}
