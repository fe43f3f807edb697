// A simulated Juniper device over NETCONF (the SSH subsystem "netconf"): Junos's hello, the
// framing both sides agree on, and each RPC answered from the recordings, else from the
// replies that make the junos driver's fact gathering arrive at the recorded (or a default)
// facts record, else with the "syntax error" Junos gives an RPC it does not know.
import type { ServerChannel } from 'ssh2';
import { factReplies, type JunosFacts } from '../drivers/junos/facts.ts';
import { escapeXml } from '../drivers/junos/xml.ts';
import { rpcName } from '../fixtures.ts';
import { FrameReader, frame, type Framing } from '../transports/netconf_framing.ts';
import { attribute, BASE_1_0, BASE_1_1, elementIn, helloCapabilities, helloMessage, NETCONF_NS } from '../transports/netconf_xml.ts';
import type { RunningDevice, SshDeviceOptions } from './device.ts';
import { generateHostKey } from './host_key.ts';
import { startSshServer } from './ssh_server.ts';

/** The facts of a device when the recordings hold none: a standalone vSRX without switching. */
export const DEFAULT_FACTS: JunosFacts = {
  hostname: 'sim',
  fqdn: 'sim',
  domain: null,
  model: 'VSRX',
  version: '15.1X49-D100.6',
  serialnumber: 'SIM0000000001',
  uptime: 3600,
  switch_style: 'NONE',
  srx_cluster: false,
};

const JUNOS_CAPABILITIES = [
  'urn:ietf:params:netconf:capability:candidate:1.0',
  'urn:ietf:params:netconf:capability:confirmed-commit:1.0',
  'urn:ietf:params:netconf:capability:validate:1.0',
  'urn:ietf:params:netconf:capability:url:1.0?scheme=http,ftp,file',
  'http://xml.juniper.net/netconf/junos/1.0',
  'http://xml.juniper.net/dmi/system/1.0',
];

/** Chunks the simulator cuts 1.1 replies into: small enough that large replies take several. */
const CHUNK_SIZE = 16384;

function rpcError(tag: string, message: string, info: string): string {
  return `<rpc-error><error-type>protocol</error-type><error-tag>${tag}</error-tag><error-severity>error</error-severity>`
    + `<error-message>${escapeXml(message)}</error-message><error-info>${info}</error-info></rpc-error>`;
}

export interface NetconfDeviceOptions extends SshDeviceOptions {
  /** '1.0': the device offers base:1.0 only, so every message ends with "]]>]]>". Default 1.1. */
  framing?: Framing;
}

let sessionIds = 0;

/** One NETCONF session: hellos, then RPCs until <close-session/> or the client leaves. */
function serve(channel: ServerChannel, o: NetconfDeviceOptions, requests: string[]): void {
  const reader = new FrameReader();
  let framing: Framing | undefined; // undefined until the client's hello
  const facts = (o.answers.facts() as unknown as JunosFacts | undefined) ?? DEFAULT_FACTS;
  const factReply = new Map(factReplies(facts).map((r) => [r.rpc, r.reply]));
  const offered = o.framing === '1.0' ? [BASE_1_0] : [BASE_1_0, BASE_1_1];
  channel.write(frame(helloMessage([...offered, ...JUNOS_CAPABILITIES], ++sessionIds), '1.0'));

  const send = (content: string, messageId: string | undefined) => {
    const id = messageId === undefined ? '' : ` message-id="${messageId}"`;
    channel.write(frame(`<rpc-reply${id} xmlns="${NETCONF_NS}" xmlns:junos="http://xml.juniper.net/junos/*/junos">${content}</rpc-reply>`, framing ?? '1.0', CHUNK_SIZE));
  };

  const answer = (request: string): string =>
    o.answers.rpc(request) ?? factReply.get(rpcName(request))
    ?? rpcError('operation-failed', 'syntax error', `<bad-element>${escapeXml(rpcName(request))}</bad-element>`);

  const message = (text: string) => {
    if (framing === undefined) {
      const capabilities = helloCapabilities(text);
      if (!capabilities) return void channel.close();
      framing = capabilities.includes(BASE_1_1) && offered.includes(BASE_1_1) ? '1.1' : '1.0';
      reader.framing = framing;
      return;
    }
    const rpc = elementIn(text, 'rpc');
    if (!rpc) return void channel.close();
    const request = rpc.content.trim();
    requests.push(request);
    const id = attribute(rpc.attributes, 'message-id');
    if (id === undefined) return send(rpcError('missing-attribute', 'missing message-id', '<bad-attribute>message-id</bad-attribute><bad-element>rpc</bad-element>'), undefined);
    if (rpcName(request) === 'close-session') {
      send('<ok/>', id);
      return void channel.end();
    }
    send(answer(request), id);
  };

  channel.on('data', (chunk: Buffer) => {
    try {
      reader.push(chunk);
      for (let text = reader.next(); text !== undefined; text = reader.next()) message(text);
    } catch {
      // Framing the device cannot read: Junos drops the session.
      channel.close();
    }
  });
}

export async function startNetconfDevice(o: NetconfDeviceOptions): Promise<RunningDevice> {
  const requests: string[] = [];
  const server = await startSshServer(o, o.hostKey || generateHostKey(), (session) => {
    session.on('subsystem', (accept, reject, info) => (info.name === 'netconf' ? serve(accept(), o, requests) : reject()));
    session.on('pty', (_accept, reject) => reject?.());
    session.on('shell', (_accept, reject) => reject?.());
    session.on('exec', (_accept, reject) => reject?.());
  });
  return { ...server, requests };
}
