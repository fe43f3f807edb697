// Word lists for plausible names. None of them contains the dataset's search term, so `q`
// finds exactly the devices that were given it.

export const CONTINENTS = ['Europe', 'North America', 'Asia Pacific', 'South America', 'Africa'];

/** Countries under each continent, with a time zone for the sites below them. */
export const COUNTRIES: Array<Array<[string, string]>> = [
  [['Germany', 'Europe/Berlin'], ['France', 'Europe/Paris'], ['United Kingdom', 'Europe/London'], ['Netherlands', 'Europe/Amsterdam']],
  [['United States', 'America/New_York'], ['Canada', 'America/Toronto'], ['Mexico', 'America/Mexico_City'], ['Panama', 'America/Panama']],
  [['Japan', 'Asia/Tokyo'], ['Singapore', 'Asia/Singapore'], ['Australia', 'Australia/Sydney'], ['India', 'Asia/Kolkata']],
  [['Brazil', 'America/Sao_Paulo'], ['Argentina', 'America/Argentina/Buenos_Aires'], ['Chile', 'America/Santiago'], ['Colombia', 'America/Bogota']],
  [['South Africa', 'Africa/Johannesburg'], ['Kenya', 'Africa/Nairobi'], ['Nigeria', 'Africa/Lagos'], ['Egypt', 'Africa/Cairo']],
];

export const TENANT_GROUPS = ['Enterprise', 'Public Sector', 'Service Providers', 'Research', 'Retail'];
export const TENANT_GROUP_BRANCHES = ['East', 'West', 'Central', 'North', 'South'];

export const TENANT_WORDS = [
  'Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Stark', 'Wayne', 'Wonka', 'Tyrell', 'Cyberdyne',
  'Soylent', 'Vandelay', 'Massive', 'Oscorp', 'Gringotts', 'Monarch', 'Aperture', 'Virtucon', 'Nakatomi', 'Duff',
];
export const TENANT_SUFFIXES = ['Corp', 'Industries', 'Holdings', 'Labs', 'Systems', 'Logistics', 'Bank', 'Media', 'Energy', 'Health'];

export const MANUFACTURERS = [
  'Cisco', 'Juniper', 'Arista', 'Nokia', 'Dell', 'HPE', 'Palo Alto Networks', 'Fortinet', 'F5', 'Huawei', 'Extreme Networks', 'Mellanox',
  'Opengear', 'APC', 'Supermicro', 'Lenovo', 'Ubiquiti', 'MikroTik', 'Ciena', 'Brocade', 'Check Point', 'Aruba', 'Edgecore', 'Ruckus',
];

export const ROLES: Array<[string, string]> = [
  ['Core Router', 'f44336'], ['Edge Router', 'e91e63'], ['Spine', '9c27b0'], ['Leaf', '3f51b5'], ['Access Switch', '2196f3'],
  ['Firewall', 'ff5722'], ['Load Balancer', '009688'], ['Console Server', '795548'], ['Server', '4caf50'], ['Storage', '8bc34a'],
  ['WAN Router', 'ffc107'], ['Wireless Controller', '00bcd4'], ['OOB Switch', '607d8b'], ['PDU', '9e9e9e'],
];

/** Interface types of the front ports of a device type (valid interface_type choices). */
export const PORT_TYPES = ['1000base-t', '10gbase-x-sfpp', '25gbase-x-sfp28', '100gbase-x-qsfp28', '10gbase-t'];

export const TAG_WORDS = [
  'monitored', 'production', 'staging', 'pci', 'gold', 'silver', 'bronze', 'backup', 'core', 'edge',
  'legacy', 'eol', 'managed', 'unmanaged', 'critical', 'lab', 'dmz', 'internal', 'external', 'hipaa',
  'sox', 'dual-homed', 'single-homed', 'ipv6-ready', 'mpls', 'evpn', 'vxlan', 'ospf', 'bgp', 'isis',
  'poe', 'wifi', 'voice', 'video', 'iot', 'ot', 'scada', 'guest', 'corporate', 'datacenter',
  'colo', 'cloud-onramp', 'sd-wan', 'remote', 'branch', 'campus', 'hq', 'warehouse', 'retail', 'noc',
];

export const TAG_COLORS = ['f44336', 'e91e63', '9c27b0', '673ab7', '3f51b5', '2196f3', '03a9f4', '00bcd4', '009688', '4caf50', '8bc34a', 'cddc39', 'ffeb3b', 'ffc107', 'ff9800', 'ff5722', '795548', '9e9e9e', '607d8b'];

export const IPAM_ROLES = ['Production', 'Management', 'Loopback', 'Transit', 'Storage'];

export const VLAN_PURPOSES = ['servers', 'storage', 'mgmt', 'voice', 'users', 'guest', 'iot', 'backup', 'dmz', 'transit', 'vmotion', 'cameras'];

export const VRF_NAMES = ['mgmt', 'customer-a', 'customer-b', 'customer-c', 'backup', 'guest', 'pci', 'lab', 'iot', 'ot', 'voice', 'video', 'dr', 'transit', 'cloud', 'partner'];

export function slugify(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

export function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}
