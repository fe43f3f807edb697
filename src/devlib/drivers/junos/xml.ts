// Reading Junos NETCONF replies: the XML as a small element tree, the lookups the parsers use
// (child elements by local name, XPath normalize-space text, attributes), the <rpc-error>s a
// reply may carry, and the request text the getters send.
//
// Junos prefixes its attributes (junos:seconds, junos:style) and puts default namespaces on
// replies; PyEZ strips both before NAPALM's tables read them, so names here are local names.
import { readXml, type XmlElement } from './xml_reader.ts';

export { XmlReplyError, type XmlElement } from './xml_reader.ts';

// Getters often read the same reply twice (the driver checks it for <rpc-error>, then the
// parser reads it); a 450 kB interface listing is worth not reading twice.
let cached: { xml: string; elements: XmlElement[] } | undefined;

/** The top-level elements of an XML text (a reply's content may hold several, or none). */
export function parseXml(xml: string): XmlElement[] {
  if (cached?.xml === xml) return cached.elements;
  const elements = readXml(xml);
  cached = { xml, elements };
  return elements;
}

/** XPath normalize-space: trimmed, inner runs of XML whitespace made one space. */
export function normalizeSpace(text: string): string {
  return text.replace(/[ \t\r\n]+/g, ' ').replace(/^ | $/g, '');
}

/** The first child named `name` (a local name). */
export function child(el: XmlElement | undefined, name: string): XmlElement | undefined {
  return el?.children.find((c) => c.name === name);
}

/** Every child named `name`, in document order. */
export function children(el: XmlElement | undefined, name: string): XmlElement[] {
  return el ? el.children.filter((c) => c.name === name) : [];
}

/** The elements a relative location path ("a/b/c", child steps only) selects, in document order. */
export function select(el: XmlElement | undefined, path: string): XmlElement[] {
  let current = el ? [el] : [];
  for (const step of path.split('/')) current = current.flatMap((e) => children(e, step));
  return current;
}

/** The first element `path` selects. */
export function first(el: XmlElement | undefined, path: string): XmlElement | undefined {
  return select(el, path)[0];
}

/** The first element named `name` at any depth below `el`, depth first (XPath ".//name"). */
export function descendant(el: XmlElement | undefined, name: string): XmlElement | undefined {
  for (const c of el?.children ?? []) {
    if (c.name === name) return c;
    const found = descendant(c, name);
    if (found) return found;
  }
  return undefined;
}

/** normalize-space of the first element `path` selects; undefined when there is none. An
 * empty element gives "" (PyEZ would give its tag name; the callers that care say so). */
export function textAt(el: XmlElement | undefined, path: string): string | undefined {
  const found = first(el, path);
  return found === undefined ? undefined : normalizeSpace(found.text);
}

/** normalize-space of the first child named any of `names`, in document order (the XPath
 * union "a | b" NAPALM's tables use for a field spelled differently across releases). */
export function textOfAny(el: XmlElement | undefined, names: string[]): string | undefined {
  const found = el?.children.find((c) => names.includes(c.name));
  return found === undefined ? undefined : normalizeSpace(found.text);
}

/** Text of the first element `path` selects, trimmed only: configuration values (keys,
 * descriptions, passwords) keep their inner spacing, as PyEZ's configuration tables do. */
export function configTextAt(el: XmlElement | undefined, path: string): string | undefined {
  const found = first(el, path);
  return found === undefined ? undefined : found.text.trim();
}

/** An attribute by local name ("seconds" for junos:seconds). */
export function attr(el: XmlElement | undefined, name: string): string | undefined {
  return el?.attrs[name];
}

/** A whole decimal number (an optional sign, digits), else undefined: counters and ids, never
 * a partial parse of "12abc". */
export function integer(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const t = text.trim();
  return /^[+-]?\d+$/.test(t) ? Number(t) : undefined;
}

/** A decimal number as Python's float() reads one ("1031", " 3.5", "-1e3"), else undefined. */
export function decimal(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const t = text.trim();
  return /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(t) ? Number(t) : undefined;
}

export interface RpcError { severity: string; message: string; tag?: string; badElement?: string }

/** The <rpc-error>s among a reply's top-level elements (warnings included; see rpcErrors). */
export function rpcErrorsIn(elements: XmlElement[]): RpcError[] {
  return elements.filter((e) => e.name === 'rpc-error').map((e) => ({
    severity: textAt(e, 'error-severity') ?? 'error',
    message: textAt(e, 'error-message') ?? textAt(e, 'error-tag') ?? 'rpc-error',
    tag: textAt(e, 'error-tag'),
    badElement: textAt(e, 'error-info/bad-element'),
  }));
}

/** The reply's top-level data elements: everything but <rpc-error> warnings and <ok/>. */
export function replyElements(xml: string): XmlElement[] {
  return parseXml(xml).filter((e) => e.name !== 'rpc-error' && e.name !== 'ok');
}

/** The reply's first data element (the one NAPALM's tables are rooted at). */
export function replyRoot(xml: string): XmlElement | undefined {
  return replyElements(xml)[0];
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** An RPC as Junos takes it: arguments become child elements, `true` an empty one
 * (rpc('get-interface-information', { terse: true }) -> "<get-interface-information><terse/></get-interface-information>"). */
export function rpc(name: string, args: Record<string, string | true> = {}): string {
  const inner = Object.entries(args)
    .map(([k, v]) => (v === true ? `<${k}/>` : `<${k}>${escapeXml(v)}</${k}>`))
    .join('');
  return inner ? `<${name}>${inner}</${name}>` : `<${name}/>`;
}
