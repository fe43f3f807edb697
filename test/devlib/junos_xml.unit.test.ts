// The junos reply reader (src/devlib/drivers/junos/xml_reader.ts): the trees it builds, held
// against fast-xml-parser's (the parser it replaced, as xml.ts drove it) on every recorded
// reply, and the replies it must refuse with an XmlReplyError and nothing else.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { factReplies, type JunosFacts } from '../../src/devlib/drivers/junos/facts.ts';
import { attr, descendant, parseXml } from '../../src/devlib/drivers/junos/xml.ts';
import { MAX_DEPTH, readXml, XmlReplyError, type XmlElement } from '../../src/devlib/drivers/junos/xml_reader.ts';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { driverCases, FIXTURES } from './replay.ts';

interface Tree { name: string; attrs: Record<string, string>; text: string; children: Tree[] }

/** Elements as plain data: attribute sets with Object's prototype, to compare by value. */
const plain = (elements: XmlElement[]): Tree[] =>
  elements.map((e) => ({ name: e.name, attrs: { ...e.attrs }, text: e.text, children: plain(e.children) }));

const el = (name: string, attrs: Record<string, string> = {}, text = '', children: Tree[] = []): Tree => ({ name, attrs, text, children });

/** What the reader makes of `xml`: its tree, or the XmlReplyError's message (anything else fails). */
function outcome(xml: string): Tree[] | string {
  try {
    return plain(readXml(xml));
  } catch (e) {
    if (e instanceof XmlReplyError) return e.message;
    throw e;
  }
}

/** The conversion xml.ts made with fast-xml-parser (a dev dependency kept as this test's
 * oracle), or undefined where it refused the text. */
const oracleParser = new XMLParser({
  preserveOrder: true, ignoreAttributes: false, attributeNamePrefix: '', removeNSPrefix: true, trimValues: false,
  parseTagValue: false, parseAttributeValue: false, htmlEntities: true, ignoreDeclaration: true, ignorePiTags: true, maxNestedTags: 1000,
});

function toTrees(nodes: unknown): { elements: Tree[]; text: string } {
  const elements: Tree[] = [];
  let text = '';
  for (const node of nodes as Array<Record<string, unknown>>) {
    for (const [key, value] of Object.entries(node)) {
      if (key === ':@') continue;
      if (key === '#text') {
        text += String(value);
        continue;
      }
      const attrs: Record<string, string> = {};
      for (const [a, v] of Object.entries((node[':@'] ?? {}) as Record<string, unknown>)) attrs[a] = String(v);
      const inner = toTrees(value);
      elements.push({ name: key, attrs, children: inner.elements, text: inner.text });
    }
  }
  return { elements, text };
}

function oracle(xml: string): Tree[] | undefined {
  const document = `<reply-content>${xml.replace(/^\s*<\?xml[^>]*\?>/, '')}</reply-content>`;
  if (XMLValidator.validate(document) !== true) return undefined;
  let parsed: unknown;
  try {
    parsed = oracleParser.parse(document);
  } catch {
    return undefined;
  }
  const [wrapper, ...others] = toTrees(parsed).elements;
  return wrapper && !others.length && wrapper.text.trim() === '' ? wrapper.children : undefined;
}

/** Every reply the junos fixtures hold: the recorded files, and the replies the device
 * simulator builds from each case's recorded facts. */
function fixtureReplies(): Array<{ name: string; xml: string }> {
  const root = join(FIXTURES, 'junos');
  const files = (readdirSync(root, { recursive: true }) as string[]).filter((f) => f.endsWith('.xml')).sort();
  const replies = files.map((f) => ({ name: f, xml: readFileSync(join(root, f), 'utf8') }));
  for (const c of driverCases('junos')) {
    const facts = c.recordings.find((r) => r.kind === 'facts');
    if (facts) for (const r of factReplies(facts.answer as unknown as JunosFacts)) replies.push({ name: `${c.dir} facts: ${r.rpc}`, xml: r.reply });
  }
  return replies;
}

describe('junos reply reader', () => {
  const replies = fixtureReplies();

  it('reads every junos fixture reply exactly as fast-xml-parser did', () => {
    assert.ok(replies.length >= 28, `only ${replies.length} replies`);
    for (const { name, xml } of replies) {
      const expected = oracle(xml);
      assert.ok(expected, `${name}: fast-xml-parser refused it`);
      assert.deepStrictEqual(plain(readXml(xml)), expected, name);
    }
  });

  it('decodes the XML entities and character references, once', () => {
    assert.deepStrictEqual(outcome('<a>x &amp; &lt;&gt;&quot;&apos; &#10;&#x0a;&#65;&#x1F600; &amp;lt;</a>'),
      [el('a', {}, 'x & <>"\' \n\nA\u{1F600} &lt;')]);
    assert.deepStrictEqual(outcome('<a v="&lt;&#x26;&#34;"/>'), [el('a', { v: '<&"' })]);
  });

  it('keeps undeclared named references as written and drops references to characters XML forbids', () => {
    assert.deepStrictEqual(outcome('<a>&nbsp;&copy; <b c="&euro;"/></a>'), [el('a', {}, '&nbsp;&copy; ', [el('b', { c: '&euro;' })])]);
    assert.deepStrictEqual(outcome('<a>1&#0;2&#x1;3&#xD800;4&#x110000;5&#99999999999999999999;6</a>'), [el('a', {}, '123456')]);
  });

  it('reads CDATA as text, skips comments and processing instructions', () => {
    assert.deepStrictEqual(outcome('<a>x<![CDATA[<b>&amp; ]]]]><![CDATA[]]>y<!-- <c/> & --><?pi <d/>?>z<e/></a>'),
      [el('a', {}, 'x<b>&amp; ]]yz', [el('e')])]);
    assert.deepStrictEqual(outcome('<?xml version="1.0" encoding="UTF-8"?>\n<!-- c -->\n<a/>\n<?pi?>\n<b/>\n'), [el('a'), el('b')]);
    assert.deepStrictEqual(outcome('\ufeff  <?xml version="1.0"?><a/>'), [el('a')]);
  });

  it('reads attributes in either quotes, by local name, without namespace declarations', () => {
    assert.deepStrictEqual(outcome(`<a x="1" y='2' q='say "hi"' r="it's" s = "sp" t="a>b"\n u="\tx\ny"/>`),
      [el('a', { x: '1', y: '2', q: 'say "hi"', r: "it's", s: 'sp', t: 'a>b', u: '\tx\ny' })]);
    const reply = '<junos:a xmlns="urn:x" xmlns:junos="urn:j" junos:seconds="60" style="brief"><b junos:format="1 day"/></junos:a>';
    assert.deepStrictEqual(outcome(reply), [el('a', { seconds: '60', style: 'brief' }, '', [el('b', { format: '1 day' })])]);
  });

  it('reads self-closing elements and keeps whitespace-only text', () => {
    assert.deepStrictEqual(outcome('<a/><b x="1"/><c\n/>'), [el('a'), el('b', { x: '1' }), el('c')]);
    assert.deepStrictEqual(outcome('<a>\n  <b> </b>\n  <c/>\n</a>'), [el('a', {}, '\n  \n  \n', [el('b', {}, ' '), el('c')])]);
    assert.deepStrictEqual(outcome(''), []);
    assert.deepStrictEqual(outcome(' \n\t'), []);
  });

  it('keeps configuration text verbatim, line ends made line feeds', () => {
    const text = '\n## Last commit: 2024-01-01 by admin\nsystem {\n    host-name  "r&1 <core>";  \n}\n';
    const reply = `<configuration-text>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</configuration-text>`;
    assert.deepStrictEqual(outcome(reply), [el('configuration-text', {}, text)]);
    assert.deepStrictEqual(outcome('<a x="1\r\n2">l1\r\nl2\rl3<![CDATA[\r\n]]></a>'), [el('a', { x: '1\n2' }, 'l1\nl2\nl3\n')]);
  });

  it('refuses malformed replies with an XmlReplyError saying what and where', () => {
    const cases: Array<[string, RegExp]> = [
      ['<a><b></a>', /^malformed XML reply: line 1: end tag <\/a> where <\/b> was expected/],
      ['<a>\n<b>\n</c>', /line 3: end tag <\/c> where <\/b> was expected \(<b> is on line 2\)/],
      ['<a>', /^malformed XML reply: the reply ends with <a> \(line 1\) unclosed$/],
      ['<a>\n<b>', /the reply ends with <b> \(line 2\) inside <a> \(line 1\) unclosed/],
      ['</a>', /end tag <\/a> with no element open/],
      ['<a/></a>', /end tag <\/a> with no element open/],
      ['text<a/>', /line 1: text outside any element: "text"/],
      ['<a/>\n tail ', /line 2: text outside any element: "tail"/],
      ['<a/>&amp;', /text outside any element: "&"/],
      ['<a/><![CDATA[x]]>', /CDATA outside any element/],
      ['<a x=1/>', /attribute x of <a> without a quoted value/],
      ['<a x/>', /attribute x of <a> without "=" and a quoted value/],
      ['<a x="1"y="2"/>', /no space before attribute y in <a>/],
      ['<a x="1" x="2"/>', /attribute x repeated in <a>/],
      ['<a "x"/>', /unexpected "\\"" in start tag <a>/],
      ['<a x="1/>', /unterminated value of attribute x in <a>/],
      ['<a x="a<b"/>', /"<" in the value of attribute x of <a>/],
      ['<a x="a & b"/>', /"&" that starts no entity reference/],
      ['<a>a & b</a>', /line 1: "&" that starts no entity reference: "& b"/],
      ['<a>&amp</a>', /entity reference "&amp" without its ";"/],
      ['<a>&#xZZ;</a>', /malformed character reference "&#xZ"/],
      ['<a>&#;</a>', /malformed character reference/],
      ['<a>&#X41;</a>', /malformed character reference/],
      ['<a><!-- x</a>', /unterminated comment/],
      ['<a><![CDATA[x</a>', /unterminated CDATA section/],
      ['<a><?pi x</a>', /unterminated processing instruction <\?pi/],
      ['<a', /unterminated start tag <a>/],
      ['<a x="1" /', /unterminated start tag <a>/],
      ['<a></a', /unterminated end tag <\/a>/],
      ['<a></', /unterminated end tag <\/a>/],
      ['<a></a x>', /unexpected "x" in end tag <\/a>/],
      ['< a/>', /"<" not followed by a name/],
      ['<1a/>', /"<" not followed by a name/],
      ['<a/ >', /unexpected "\/" in start tag <a>/],
      ['<a>x<', /the reply ends in "<"/],
      ['<a/><?xml version="1.0"?>', /XML declaration other than at the start of the reply/],
      ['<!-- c --><?xml version="1.0"?><a/>', /XML declaration other than at the start of the reply/],
      ['<!DOCTYPE a [<!ENTITY e "x">]><a>&e;</a>', /unexpected markup "<!DOCTYPE "/],
      ['<a:b:c/>', /a:b:c is not a qualified name/],
      ['<a :x="1"/>', /:x is not a qualified name/],
    ];
    for (const [xml, message] of cases) {
      assert.throws(() => readXml(xml), (e: unknown) => e instanceof XmlReplyError && message.test(e.message), `${JSON.stringify(xml)}: ${String(outcome(xml))}`);
      assert.throws(() => parseXml(xml), XmlReplyError);
    }
  });

  it(`reads elements nested ${MAX_DEPTH} deep and refuses deeper ones`, () => {
    const nested = (depth: number, leaf = '<x></x>') => '<x>'.repeat(depth - 1) + leaf + '</x>'.repeat(depth - 1);
    const deepest = parseXml(nested(MAX_DEPTH))[0];
    assert.equal(descendant(deepest, 'y'), undefined); // the tree's readers recurse that deep
    assert.doesNotThrow(() => readXml(nested(MAX_DEPTH, '<x/>')));
    for (const leaf of ['<x></x>', '<x/>']) {
      assert.throws(() => readXml(nested(MAX_DEPTH + 1, leaf)), (e: unknown) => e instanceof XmlReplyError && /^unreadable XML reply: line 1: elements nested deeper than 1000$/.test(e.message));
    }
    // Unclosed, as a reply of nothing but start tags would be, it is refused all the same.
    assert.throws(() => readXml('<x>'.repeat(100_000)), /nested deeper than 1000/);
  });

  it('keeps element and attribute names from reaching any prototype', () => {
    const before = Object.getOwnPropertyNames(Object.prototype);
    const [root] = readXml('<__proto__ constructor="c" __proto__="p"><constructor/><toString hasOwnProperty="h"/><prototype/></__proto__>');
    assert.deepStrictEqual(plain([root!]), [el('__proto__', { constructor: 'c', ['__proto__']: 'p' }, '', [el('constructor'), el('toString', { hasOwnProperty: 'h' }), el('prototype')])]);
    assert.equal(Object.getPrototypeOf(root!.attrs), null);
    assert.equal(Object.getPrototypeOf(root!.children[0]!.attrs), null);
    assert.equal(attr(root!.children[0], 'constructor'), undefined);
    assert.equal(attr(root!.children[1], 'toString'), undefined);
    assert.deepStrictEqual(Object.getOwnPropertyNames(Object.prototype), before);
  });

  it('reads a reply once for consecutive calls with the same text', () => {
    const xml = replies[0]!.xml;
    assert.equal(parseXml(xml), parseXml(xml));
  });

  it('refuses a fixture cut at every 97th offset with an XmlReplyError, or reads what fast-xml-parser read', () => {
    const distinct = [...new Map(replies.map((r) => [r.xml, r])).values()];
    for (const { name, xml } of distinct) {
      // The few listings of hundreds of kilobytes are cut more coarsely: every 97th offset of
      // one would read a gigabyte.
      const large = xml.length > 64 * 1024;
      for (let at = 0; at < xml.length; at += large ? 9973 : 97) {
        const cut = xml.slice(0, at);
        const got = outcome(cut);
        if (large) continue;
        const expected = oracle(cut);
        if (expected === undefined) assert.equal(typeof got, 'string', `${name} cut at ${at}: read, where fast-xml-parser refused it`);
        else assert.deepStrictEqual(got, expected, `${name} cut at ${at}`);
      }
    }
  });

  it('refuses garbled fixtures with nothing but an XmlReplyError', () => {
    let seed = 1;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const small = replies.filter((r) => r.xml.length < 16 * 1024);
    const marks = ['<', '>', '/', '&', ';', '"', "'", '=', '!', '?', '[', ']', '-', '#', 'x', ':', ' ', '\n', '\r', '<!--', '<![CDATA[', '&#', '</'];
    let refused = 0;
    for (let round = 0; round < 3000; round++) {
      let xml = small[random(small.length)]!.xml;
      for (let edits = 1 + random(3); edits > 0; edits--) {
        const at = random(xml.length + 1);
        const kind = random(3);
        if (kind === 0) xml = xml.slice(0, at) + marks[random(marks.length)] + xml.slice(at + 1);
        else if (kind === 1) xml = xml.slice(0, at) + marks[random(marks.length)] + xml.slice(at);
        else xml = xml.slice(0, at) + xml.slice(at + 1 + random(20));
      }
      if (typeof outcome(xml) === 'string') refused++;
    }
    assert.ok(refused > 2000, `only ${refused} of 3000 garbled replies refused`);
  });
});
