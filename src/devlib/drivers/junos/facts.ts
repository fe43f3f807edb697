// The device facts the junos getters read besides their own RPC replies (PyEZ's
// Device.facts and Device.uptime, trimmed to what NAPALM uses): gathered from operational
// RPCs the way PyEZ's fact modules gather them, and, for a recorded facts record, the
// replies a device would have given to arrive at it (served by the device simulator so
// recorded cases run end to end over NETCONF).
//
// None of these RPCs is one a getter sends (a getter's recorded reply and a fact reply never
// compete for the same RPC name): uptime comes from <get-system-uptime-information/> rather
// than the route engine table get_environment reads, the domain from resolv.conf rather than
// a <get-configuration>, bridge-domain support from the CLI "show bridge mac-table count"
// rather than <get-bridge-mac-table> (which is also PyEZ's choice: PTX answers that RPC
// without bridging).
import { DeviceCommandError, type NetconfSession } from '../../types.ts';
import { send } from './rpc.ts';
import { attr, child, children, descendant, escapeXml, integer, replyRoot, textAt, type XmlElement } from './xml.ts';

export type SwitchStyle = 'BRIDGE_DOMAIN' | 'VLAN' | 'VLAN_L2NG' | 'NONE';

/** PyEZ's fact names and meanings; null where the device did not say (as PyEZ's None). */
export interface JunosFacts {
  hostname: string | null;
  /** hostname.domain, or the hostname when no domain is known. */
  fqdn: string | null;
  domain: string | null;
  /** Upper-case product model ("MX480", "FIREFLY-PERIMETER"). */
  model: string | null;
  version: string | null;
  /** The chassis serial number (else the backplane's or midplane's). */
  serialnumber: string | null;
  /** Seconds since the routing engine we talk to booted. */
  uptime: number | null;
  switch_style: SwitchStyle | null;
  srx_cluster: boolean | null;
}

const SOFTWARE = '<get-software-information/>';
const INVENTORY = '<get-chassis-inventory/>';
const UPTIME = '<get-system-uptime-information/>';
const RESOLV_CONF = ['/etc/resolv.conf', '/var/etc/resolv.conf'];
const fileShow = (path: string) => `<file-show><filename>${escapeXml(path)}</filename></file-show>`;
const SWITCHING = '<get-ethernet-switching-table-information><summary/></get-ethernet-switching-table-information>';
const BRIDGE_COUNT = '<command format="xml">show bridge mac-table count</command>';
const CLUSTER = '<get-chassis-cluster-status/>';

/** The reply, or the device's rejection (the DeviceCommandError) for facts that a rejection answers. */
async function attempt(session: NetconfSession, request: string): Promise<string | DeviceCommandError> {
  try {
    return await send(session, request);
  } catch (e) {
    if (e instanceof DeviceCommandError) return e;
    throw e;
  }
}

// ---- reading the replies -------------------------------------------------------------

/** The software-information of the routing engine answering (a multi-RE reply lists each;
 * the first is the one we are connected to unless told otherwise). */
function softwareInformation(xml: string): XmlElement | undefined {
  const root = replyRoot(xml);
  return root?.name === 'software-information' ? root : descendant(root, 'software-information');
}

function junosVersion(sw: XmlElement | undefined): string | null {
  const version = textAt(sw, 'junos-version');
  if (version) return version;
  // Before 15.1 the version is only in the "junos" package's comment: "JUNOS Software Release [12.1X47-D20.7]".
  const pkg = children(sw, 'package-information').find((p) => textAt(p, 'name') === 'junos');
  return /\[(.*)\]/.exec(textAt(pkg, 'comment') ?? '')?.[1] ?? null;
}

function serialNumber(xml: string): string | null {
  const root = replyRoot(xml);
  const chassis = root?.name === 'chassis' ? root : descendant(root, 'chassis');
  const module = (name: string) => chassis?.children.find((m) => m.name === 'chassis-module' && textAt(m, 'name') === name);
  return textAt(chassis, 'serial-number') || textAt(module('Backplane'), 'serial-number') || textAt(module('Midplane'), 'serial-number') || null;
}

function bootedSeconds(xml: string): number | null {
  const root = replyRoot(xml);
  const booted = root?.name === 'system-booted-time' ? root : descendant(root, 'system-booted-time');
  return integer(attr(child(booted, 'time-length'), 'seconds')) ?? null;
}

/** The word after "domain" in a resolv.conf. */
function resolvDomain(xml: string): string | null {
  const content = replyRoot(xml);
  const words = (content?.name === 'file-content' ? content.text : '').split(/\s+/);
  const at = words.indexOf('domain');
  return at >= 0 && words[at + 1] ? words[at + 1]! : null;
}

// ---- gathering ------------------------------------------------------------------------

async function switchStyle(session: NetconfSession): Promise<SwitchStyle | null> {
  const table = await attempt(session, SWITCHING);
  if (typeof table === 'string') {
    const root = replyRoot(table)?.name;
    if (root === 'l2ng-l2ald-rtb-macdb') return 'VLAN_L2NG';
    if (root === 'ethernet-switching-table-information') return 'VLAN';
  }
  const count = await attempt(session, BRIDGE_COUNT);
  if (typeof count === 'string') return replyRoot(count)?.name === 'l2ald-rtb-mac-count' ? 'BRIDGE_DOMAIN' : 'NONE';
  // A backup routing engine of an MX has bridging without its l2 daemon; a device without
  // bridging does not know the command ("syntax error", bad element "bridge").
  if (/l2-learning subsystem is not running/i.test(count.message)) return 'BRIDGE_DOMAIN';
  if (/syntax error/i.test(count.message)) return 'NONE';
  return null;
}

async function srxCluster(session: NetconfSession): Promise<boolean | null> {
  const status = await attempt(session, CLUSTER);
  if (typeof status !== 'string') return /cluster is not enabled/i.test(status.message) ? false : null;
  const root = replyRoot(status);
  if (!root) return null;
  // A standalone SRX answers with <error> ("Chassis cluster is not enabled."), not an <rpc-error>.
  return root.name !== 'error';
}

export async function gatherFacts(session: NetconfSession): Promise<JunosFacts> {
  const sw = softwareInformation(await send(session, SOFTWARE));
  const hostname = textAt(sw, 'host-name') || null;
  const model = textAt(sw, 'product-model')?.toUpperCase() || null;
  const version = junosVersion(sw);

  const inventory = await attempt(session, INVENTORY);
  const serialnumber = typeof inventory === 'string' ? serialNumber(inventory) : null;
  const uptimeReply = await attempt(session, UPTIME);
  const uptime = typeof uptimeReply === 'string' ? bootedSeconds(uptimeReply) : null;

  let domain: string | null = null;
  for (const path of RESOLV_CONF) {
    const file = await attempt(session, fileShow(path));
    domain = typeof file === 'string' ? resolvDomain(file) : null;
    if (domain) break;
  }

  return {
    hostname,
    fqdn: hostname !== null && domain !== null ? `${hostname}.${domain}` : hostname,
    domain,
    model,
    version,
    serialnumber,
    uptime,
    switch_style: await switchStyle(session),
    srx_cluster: await srxCluster(session),
  };
}

// ---- replies for recorded facts ------------------------------------------------------

function element(name: string, text: string | null | undefined): string {
  return text === null || text === undefined ? '' : `<${name}>${escapeXml(text)}</${name}>`;
}

function rpcError(message: string, badElement?: string): string {
  return `<rpc-error><error-type>protocol</error-type><error-tag>operation-failed</error-tag>`
    + `<error-severity>error</error-severity><error-message>${escapeXml(message)}</error-message>`
    + (badElement ? `<error-info><bad-element>${escapeXml(badElement)}</bad-element></error-info>` : '')
    + `</rpc-error>`;
}

/** "1w2d 03:04" as `show system uptime` prints a duration (the seconds attribute is what counts). */
function uptimeText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const [w, d, h, m] = [Math.floor(s / 604800), Math.floor(s / 86400) % 7, Math.floor(s / 3600) % 24, Math.floor(s / 60) % 60];
  return `${w ? `${w}w` : ''}${d ? `${d}d` : ''}${w || d ? ' ' : ''}${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** The domain a facts record implies: its domain, else what its fqdn adds to its hostname. */
function impliedDomain(facts: JunosFacts): string | null {
  const domain = str(facts.domain);
  if (domain) return domain;
  const host = str(facts.hostname);
  const fqdn = str(facts.fqdn);
  return host && fqdn?.startsWith(`${host}.`) ? fqdn.slice(host.length + 1) : null;
}

/** The replies (rpc: the request's root element name; reply: the content of <rpc-reply>)
 * that make gatherFacts arrive at `facts` again, one per RPC it sends. Accepts a recorded
 * facts.json as is (extra PyEZ facts are ignored, missing ones read as null). */
export function factReplies(facts: JunosFacts): Array<{ rpc: string; reply: string }> {
  const model = str(facts.model);
  const style = facts.switch_style;
  const domain = impliedDomain(facts);
  const replies = [
    {
      rpc: 'get-software-information',
      reply: `<software-information>${element('host-name', str(facts.hostname))}${element('product-model', model)}`
        + `${element('product-name', model?.toLowerCase())}${element('junos-version', str(facts.version))}</software-information>`,
    },
    {
      rpc: 'get-chassis-inventory',
      reply: `<chassis-inventory><chassis><name>Chassis</name>${element('serial-number', str(facts.serialnumber))}`
        + `${element('description', model)}</chassis></chassis-inventory>`,
    },
    {
      rpc: 'get-system-uptime-information',
      reply: typeof facts.uptime === 'number' && Number.isInteger(facts.uptime)
        ? `<system-uptime-information><system-booted-time><time-length seconds="${facts.uptime}">${uptimeText(facts.uptime)}</time-length></system-booted-time></system-uptime-information>`
        : '<system-uptime-information/>',
    },
    {
      rpc: 'file-show',
      reply: `<file-content filename="${RESOLV_CONF[0]}">\n${domain ? `domain ${escapeXml(domain)}\n` : ''}</file-content>`,
    },
    {
      rpc: 'get-ethernet-switching-table-information',
      reply: style === 'VLAN_L2NG' ? '<l2ng-l2ald-rtb-macdb/>'
        : style === 'VLAN' ? '<ethernet-switching-table-information/>'
        : rpcError('syntax error', 'get-ethernet-switching-table-information'),
    },
  ];
  if (style !== 'VLAN' && style !== 'VLAN_L2NG') {
    replies.push({
      rpc: 'command',
      reply: style === 'BRIDGE_DOMAIN' ? '<l2ald-rtb-mac-count/>'
        : style === 'NONE' ? rpcError('syntax error', 'bridge')
        : rpcError('permission denied'),
    });
  }
  replies.push({
    rpc: 'get-chassis-cluster-status',
    reply: facts.srx_cluster === true ? '<chassis-cluster-status><cluster-id>1</cluster-id></chassis-cluster-status>'
      : facts.srx_cluster === false ? '<error><message>Chassis cluster is not enabled.</message></error>'
      : rpcError('syntax error', 'get-chassis-cluster-status'),
  });
  return replies;
}
