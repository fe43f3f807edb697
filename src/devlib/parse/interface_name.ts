// Canonical (fully expanded) interface names from the abbreviations devices print in tables
// ("Fa4", "Te1/2/15", "Po1"), after netutils' canonical_interface_name, which NAPALM uses.
// Only exact prefixes listed here expand; anything else is returned unchanged.

const LONG_NAMES: Record<string, string[]> = {
  AppGigabitEthernet: ['Ap', 'ap'],
  ATM: ['AT'],
  Bdi: ['B', 'Bd'],
  BVI: ['Bv', 'Bvi'],
  Dialer: ['Di'],
  EOBC: ['EO'],
  Ethernet: ['Eth', 'eth', 'Et', 'et'],
  FastEthernet: ['FastEth', 'FastE', 'Fast', 'Fas', 'FE', 'Fa', 'fa'],
  Fddi: ['FD'],
  FortyGigabitEthernet: ['FortyGigEthernet', 'FortyGigEth', 'FortyGigE', 'FortyGig', 'FGE', 'FO', 'Fo'],
  FiftyGigabitEthernet: ['FiftyGigEthernet', 'FiftyGigEth', 'FiftyGigE', 'FI', 'Fi', 'fi'],
  GigabitEthernet: ['GigEthernet', 'GigEth', 'GigE', 'Gig', 'GE', 'Ge', 'ge', 'Gi', 'gi'],
  HundredGigabitEthernet: ['HundredGigEthernet', 'HundredGigEth', 'HundredGigE', 'HundredGig', 'Hu'],
  TwentyFiveGigE: ['TwentyFiveGigabitEthernet', 'TwentyFiveGigEthernet', 'TwentyFiveGigEth', 'TwentyFiveGig', 'TF', 'Tf', 'tf', 'Twe'],
  TwoHundredGigabitEthernet: ['TwoHundredGigEthernet', 'TwoHundredGigEth', 'TwoHundredGigE', 'TwoHundredGig', 'TH', 'Th', 'th'],
  FourHundredGigabitEthernet: ['FourHundredGigEthernet', 'FourHundredGigEth', 'FourHundredGigE', 'FourHundredGig', 'F', 'f'],
  Loopback: ['loopback', 'Lo', 'lo'],
  Management: ['Mgmt', 'mgmt', 'Ma'],
  Multilink: ['Mu'],
  nve: ['n', 'nv'],
  'Port-channel': ['PortChannel', 'Port-Channel', 'port-channel', 'po', 'Po', 'Bridge-Aggregation'],
  POS: ['PO'],
  Serial: ['Se', 'S'],
  Sync: ['Sy'],
  TenGigabitEthernet: ['Ten-GigabitEthernet', 'TenGigEthernet', 'TenGigEth', 'TenGig', 'TeGig', 'Ten', 'T', 'Te', 'te', 'XGE'],
  Tunnel: ['Tun', 'Tu'],
  TwoGigabitEthernet: ['Tw', 'Two'],
  'Virtual-Access': ['Vi'],
  'Virtual-Template': ['Vt'],
  // netutils says "VLAN"; IOS and NX-OS name these interfaces "Vlan100".
  Vlan: ['Vl', 'VLAN', 'vlan', 'Vlan-interface'],
};
const EXPAND = new Map(Object.entries(LONG_NAMES).flatMap(([long, shorts]) => [[long, long], ...shorts.map((s) => [s, long] as [string, string])]));

/** "Gi1/0/1" -> ["Gi", "1/0/1"]: the name up to its trailing digits, slashes, dots, colons. */
export function splitInterface(name: string): [string, string] {
  const head = name.replace(/[/\\0-9.: ]+$/, '');
  return [head, name.slice(head.length).trimStart()];
}

/** "Fa4" -> "FastEthernet4", "Te1/2/15" -> "TenGigabitEthernet1/2/15"; unknown names unchanged. */
export function canonicalInterfaceName(name: string): string {
  const [type, number] = splitInterface(name);
  const long = EXPAND.get(type);
  return long === undefined ? name : long + number;
}
