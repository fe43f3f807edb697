// The few pieces of NETCONF messages the transport and the simulator read without an XML
// parser: a hello's capabilities, an <rpc>'s or <rpc-reply>'s attributes and content. The
// content is handed on as text, exactly as received.

export const NETCONF_NS = 'urn:ietf:params:xml:ns:netconf:base:1.0';
export const BASE_1_0 = 'urn:ietf:params:netconf:base:1.0';
export const BASE_1_1 = 'urn:ietf:params:netconf:base:1.1';

/** A start tag of `name` (any namespace prefix) with its attributes, quoted ">" included. */
const startTag = (name: string) => new RegExp(`<(?:([\\w.-]+):)?${name}(?=[\\s/>])((?:[^>"']|"[^"]*"|'[^']*')*?)(/?)>`);

/** The capabilities of a <hello>, or undefined when the message is not one. */
export function helloCapabilities(message: string): string[] | undefined {
  if (!startTag('hello').test(message)) return undefined;
  return [...message.matchAll(/<(?:[\w.-]+:)?capability>([^<]*)<\/(?:[\w.-]+:)?capability>/g)].map((m) => m[1]!.trim());
}

export function helloMessage(capabilities: string[], sessionId?: number): string {
  return `<?xml version="1.0" encoding="UTF-8"?><hello xmlns="${NETCONF_NS}"><capabilities>`
    + capabilities.map((c) => `<capability>${c}</capability>`).join('')
    + `</capabilities>${sessionId === undefined ? '' : `<session-id>${sessionId}</session-id>`}</hello>`;
}

/** The element `name` in a message: its attributes' text, and its content (what lies between
 * its start and its last end tag; '' for an empty element). undefined when the message holds
 * no such element, or when its end tag is missing. */
export function elementIn(message: string, name: string): { attributes: string; content: string } | undefined {
  const start = startTag(name).exec(message);
  if (!start) return undefined;
  const attributes = start[2]!;
  if (start[3]) return { attributes, content: '' };
  const from = start.index + start[0].length;
  let end = -1;
  for (const m of message.matchAll(new RegExp(`</${start[1] ? `${start[1]}:` : ''}${name}\\s*>`, 'g'))) end = m.index;
  return end < from ? undefined : { attributes, content: message.slice(from, end) };
}

/** An attribute's value as written (entities left as they are). */
export function attribute(attributes: string, name: string): string | undefined {
  const m = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(attributes);
  return m ? (m[1] ?? m[2]) : undefined;
}
