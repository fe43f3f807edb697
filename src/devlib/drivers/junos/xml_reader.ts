// A NETCONF reply's content read into elements in one pass over the text, checking as it goes
// that the text is well-formed XML. A generic parser built a tree of its own, then ours from
// it, after a separate validation pass: three walks and many short-lived objects, all of it
// blocking the event loop (bench/NOTES.md, "Figures behind code comments").
//
// The content is read as the inside of an element: any number of elements, with only
// whitespace, comments and processing instructions between them (one XML declaration may
// lead). Names are local names: Junos prefixes attributes (junos:seconds) and elements may
// carry the prefix of an <rpc-reply> they were cut from, whose declaration is not in the
// text, so prefixes are dropped unresolved, and so are namespace declarations.
//
// Entities: the five XML ones and character references are decoded. A reference to a
// character XML does not allow (&#0;, &#1;, a surrogate) is dropped rather than failing the
// reply. Other named references (HTML's &nbsp;) are declared nowhere a NETCONF reply could
// declare them; they are kept as written, so such text still reads.

export interface XmlElement {
  name: string;
  /** Attributes by local name. No prototype: a device's attribute named "constructor" is
   * its own, never Object's. */
  attrs: Record<string, string>;
  children: XmlElement[];
  /** The element's own text nodes (CDATA included) concatenated, as received. */
  text: string;
}

/** A reply that is not well-formed XML: the device (or transport) sent something we cannot read. */
export class XmlReplyError extends Error {}

/** Deeper elements are refused: the readers walking the tree recurse. */
export const MAX_DEPTH = 1000;

// Most elements carry no attributes; they share one empty set instead of each making one.
const NO_ATTRS: Record<string, string> = Object.freeze(Object.create(null) as Record<string, string>);

const LT = 60; // <
const GT = 62; // >
const SLASH = 47; // /
const BANG = 33; // !
const QUESTION = 63; // ?
const EQUALS = 61; // =
const QUOTE = 34; // "
const APOSTROPHE = 39; // '
const AMP = 38; // &
const SEMICOLON = 59; // ;
const HASH = 35; // #
const LOWER_X = 120; // x

/** ASCII name characters: 1 may start a name, 2 only continue one. Every non-ASCII
 * character is taken as a name character: XML's exact ranges matter to no reply we read. */
const NAME = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  const ch = String.fromCharCode(c);
  if (/[A-Za-z_:]/.test(ch)) NAME[c] = 1;
  else if (/[0-9.-]/.test(ch)) NAME[c] = 2;
}
// Past the end charCodeAt gives NaN, which is neither below nor above 128: no name character.
const isNameStart = (c: number) => (c < 128 ? NAME[c] === 1 : c >= 128);
const isNameChar = (c: number) => (c < 128 ? NAME[c] !== 0 : c >= 128);
const isSpace = (c: number) => c === 32 || c === 10 || c === 9 || c === 13;

/** Characters XML allows (a reference to any other is dropped). */
const isXmlChar = (c: number) => (c >= 0x20 && c <= 0xd7ff) || c === 0x9 || c === 0xa || c === 0xd
  || (c >= 0xe000 && c <= 0xfffd) || (c >= 0x10000 && c <= 0x10ffff);

class Reader {
  private readonly xml: string;
  /** Where the next "&" is at or after the reading position (xml.length when none): found
   * once and reused, so finding that a run of text holds none costs nothing. */
  private nextAmp = -1;
  // startTag's results besides the element, kept here rather than in a fresh object per tag.
  /** The start tag's name as written. */
  private rawName = '';
  /** Where the start tag's ">" is. */
  private tagEnd = 0;
  private selfClosing = false;

  constructor(xml: string) {
    // XML reads every line end as one line feed.
    this.xml = xml.includes('\r') ? xml.replace(/\r\n?/g, '\n') : xml;
  }

  read(): XmlElement[] {
    const xml = this.xml;
    const n = xml.length;
    const top: XmlElement[] = [];
    // The open elements, their names as written (an end tag must repeat one exactly) and
    // where their start tags are, for messages.
    const open: XmlElement[] = [];
    const rawNames: string[] = [];
    const starts: number[] = [];
    let current: XmlElement | undefined;
    let i = 0;
    while (i < n) {
      let lt = xml.indexOf('<', i);
      if (lt === -1) lt = n;
      if (lt > i) {
        const text = this.text(i, lt);
        if (current) current.text += text;
        // The trim() a caller would apply: JavaScript's whitespace, a byte order mark among it.
        else if (text.trim() !== '') this.fail(`text outside any element: ${JSON.stringify(text.trim().slice(0, 40))}`, i + text.length - text.trimStart().length);
      }
      if (lt === n) break;
      const c = xml.charCodeAt(lt + 1);
      if (c === SLASH) {
        const raw = rawNames.pop();
        if (raw === undefined) this.fail(`end tag </${this.nameAt(lt + 2)}> with no element open`, lt);
        let j = lt + 2 + raw.length;
        if (!xml.startsWith(raw, lt + 2) || isNameChar(xml.charCodeAt(j))) {
          if (j > n && raw.startsWith(xml.slice(lt + 2))) this.fail(`unterminated end tag </${raw}>`, lt);
          this.fail(`end tag </${this.nameAt(lt + 2)}> where </${raw}> was expected (<${raw}> is on line ${this.line(starts.at(-1)!)})`, lt);
        }
        while (isSpace(xml.charCodeAt(j))) j++;
        if (xml.charCodeAt(j) !== GT) this.fail(j < n ? `unexpected ${JSON.stringify(xml[j])} in end tag </${raw}>` : `unterminated end tag </${raw}>`, lt);
        open.pop();
        starts.pop();
        current = open.at(-1);
        i = j + 1;
      } else if (c === BANG) {
        if (xml.startsWith('<!--', lt)) {
          const end = xml.indexOf('-->', lt + 4);
          if (end === -1) this.fail('unterminated comment', lt);
          i = end + 3;
        } else if (xml.startsWith('<![CDATA[', lt)) {
          const end = xml.indexOf(']]>', lt + 9);
          if (end === -1) this.fail('unterminated CDATA section', lt);
          const text = xml.slice(lt + 9, end);
          if (current) current.text += text;
          else if (text.trim() !== '') this.fail('CDATA outside any element', lt);
          i = end + 3;
        } else {
          // A DTD among them: a reply has no business declaring entities.
          this.fail(`unexpected markup ${JSON.stringify(xml.slice(lt, lt + 10))}: neither a comment nor a CDATA section`, lt);
        }
      } else if (c === QUESTION) {
        const target = this.nameAt(lt + 2);
        if (target === '') this.fail('processing instruction without a target', lt);
        const end = xml.indexOf('?>', lt + 2 + target.length);
        if (end === -1) this.fail(`unterminated processing instruction <?${target}`, lt);
        if (target.toLowerCase() === 'xml' && (current !== undefined || top.length > 0 || xml.slice(0, lt).trim() !== '')) {
          this.fail('XML declaration other than at the start of the reply', lt);
        }
        i = end + 2;
      } else {
        const element = this.startTag(lt, open.length + 1);
        (current ? current.children : top).push(element);
        if (!this.selfClosing) {
          open.push(element);
          rawNames.push(this.rawName);
          starts.push(lt);
          current = element;
        }
        i = this.tagEnd + 1;
      }
    }
    if (open.length) {
      const unclosed = (k: number) => `<${rawNames[k]}> (line ${this.line(starts[k]!)})`;
      throw new XmlReplyError(`malformed XML reply: the reply ends with ${unclosed(open.length - 1)}${open.length > 1 ? ` inside ${unclosed(0)}` : ''} unclosed`);
    }
    return top;
  }

  /** The start tag at `lt` (its element, empty) for an element at `depth`. */
  private startTag(lt: number, depth: number): XmlElement {
    const xml = this.xml;
    const raw = this.nameAt(lt + 1);
    if (raw === '') this.fail(lt + 1 < xml.length ? `"<" not followed by a name` : 'the reply ends in "<"', lt);
    if (depth > MAX_DEPTH) throw new XmlReplyError(`unreadable XML reply: line ${this.line(lt)}: elements nested deeper than ${MAX_DEPTH}`);
    const name = this.localName(raw, lt);
    let attrs = NO_ATTRS;
    let rawAttrNames: string[] | undefined;
    let j = lt + 1 + raw.length;
    for (;;) {
      let c = xml.charCodeAt(j);
      const spaced = isSpace(c);
      while (isSpace(c)) c = xml.charCodeAt(++j);
      if (c === GT || (c === SLASH && xml.charCodeAt(j + 1) === GT)) break;
      if (j >= xml.length || (c === SLASH && j + 1 === xml.length)) this.fail(`unterminated start tag <${raw}>`, lt);
      const attrName = this.nameAt(j);
      if (attrName === '') this.fail(`unexpected ${JSON.stringify(xml[j])} in start tag <${raw}>`, j);
      if (!spaced) this.fail(`no space before attribute ${attrName} in <${raw}>`, j);
      if (rawAttrNames?.includes(attrName)) this.fail(`attribute ${attrName} repeated in <${raw}>`, j);
      (rawAttrNames ??= []).push(attrName);
      j += attrName.length;
      while (isSpace(xml.charCodeAt(j))) j++;
      if (xml.charCodeAt(j) !== EQUALS) this.fail(`attribute ${attrName} of <${raw}> without "=" and a quoted value`, j);
      j++;
      while (isSpace(xml.charCodeAt(j))) j++;
      const quote = xml.charCodeAt(j);
      if (quote !== QUOTE && quote !== APOSTROPHE) this.fail(`attribute ${attrName} of <${raw}> without a quoted value`, j);
      const from = j + 1;
      let hasAmp = false;
      for (j = from; (c = xml.charCodeAt(j)) !== quote; j++) {
        if (c === AMP) hasAmp = true;
        else if (c === LT) this.fail(`"<" in the value of attribute ${attrName} of <${raw}>`, j);
        else if (j >= xml.length) this.fail(`unterminated value of attribute ${attrName} in <${raw}>`, from - 1);
      }
      j++;
      // Namespace declarations go: nothing reads them, and prefixes are dropped anyway.
      if (attrName === 'xmlns' || attrName.startsWith('xmlns:')) continue;
      if (attrs === NO_ATTRS) attrs = Object.create(null) as Record<string, string>;
      attrs[this.localName(attrName, from)] = hasAmp ? this.decode(from, j - 1) : xml.slice(from, j - 1);
    }
    this.rawName = raw;
    this.selfClosing = xml.charCodeAt(j) === SLASH;
    this.tagEnd = this.selfClosing ? j + 1 : j;
    return { name, attrs, children: [], text: '' };
  }

  /** The name (as written, prefix included) starting at `at`; '' when none does. */
  private nameAt(at: number): string {
    const xml = this.xml;
    if (!isNameStart(xml.charCodeAt(at))) return '';
    let j = at + 1;
    while (isNameChar(xml.charCodeAt(j))) j++;
    return xml.slice(at, j);
  }

  /** A qualified name's local part ("seconds" for junos:seconds). */
  private localName(raw: string, at: number): string {
    const colon = raw.indexOf(':');
    if (colon === -1) return raw;
    if (colon === 0 || colon === raw.length - 1 || raw.indexOf(':', colon + 1) !== -1) this.fail(`${raw} is not a qualified name`, at);
    return raw.slice(colon + 1);
  }

  /** The text in [from, to), its references decoded. */
  private text(from: number, to: number): string {
    if (this.nextAmp < from) {
      this.nextAmp = this.xml.indexOf('&', from);
      if (this.nextAmp === -1) this.nextAmp = this.xml.length;
    }
    return this.nextAmp < to ? this.decode(from, to) : this.xml.slice(from, to);
  }

  /** [from, to) with its entity and character references replaced. */
  private decode(from: number, to: number): string {
    const xml = this.xml;
    let out = '';
    let last = from;
    let amp = xml.indexOf('&', from);
    for (; amp !== -1 && amp < to; amp = xml.indexOf('&', last)) {
      let j = amp + 1;
      let replacement: string;
      if (xml.charCodeAt(j) === HASH) {
        const hex = xml.charCodeAt(++j) === LOWER_X;
        if (hex) j++;
        const digits = j;
        let code = 0;
        for (;; j++) {
          const d = digitValue(xml.charCodeAt(j), hex);
          if (d < 0) break;
          // Capped: any larger number is no character just the same.
          code = Math.min(code * (hex ? 16 : 10) + d, 0x110000);
        }
        if (j === digits || j >= to || xml.charCodeAt(j) !== SEMICOLON) this.fail(`malformed character reference ${JSON.stringify(xml.slice(amp, Math.min(j + 1, to)))}`, amp);
        replacement = isXmlChar(code) ? String.fromCodePoint(code) : '';
      } else {
        const name = this.nameAt(j);
        j += name.length;
        if (name === '') this.fail(`"&" that starts no entity reference: ${JSON.stringify(xml.slice(amp, Math.min(amp + 12, to)))}`, amp);
        if (j >= to || xml.charCodeAt(j) !== SEMICOLON) this.fail(`entity reference "&${name}" without its ";"`, amp);
        replacement = PREDEFINED[name] ?? `&${name};`;
      }
      out += xml.slice(last, amp) + replacement;
      last = j + 1;
    }
    this.nextAmp = amp === -1 ? xml.length : amp;
    return out + xml.slice(last, to);
  }

  private line(at: number): number {
    let line = 1;
    for (let i = this.xml.indexOf('\n'); i !== -1 && i < at; i = this.xml.indexOf('\n', i + 1)) line++;
    return line;
  }

  private fail(what: string, at: number): never {
    throw new XmlReplyError(`malformed XML reply: line ${this.line(at)}: ${what}`);
  }
}

const PREDEFINED: Record<string, string | undefined> = Object.assign(Object.create(null) as Record<string, string>, {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'",
});

function digitValue(c: number, hex: boolean): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (!hex) return -1;
  if (c >= 97 && c <= 102) return c - 87;
  if (c >= 65 && c <= 70) return c - 55;
  return -1;
}

/** The elements of a reply's content, in order (none for an empty reply). */
export function readXml(xml: string): XmlElement[] {
  return new Reader(xml).read();
}
