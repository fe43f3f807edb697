// Configuration requests and replies. get_config asks for the whole configuration as text
// and returns <configuration-text> untouched; the other configuration getters ask for one
// subtree of the committed configuration, with groups applied and inherited values filled
// in (NAPALM's junos_config_options), and read the <configuration> element of the reply.
import { children, type XmlElement, parseXml } from './xml.ts';

/** The whole configuration of `database` as text (what `show configuration` prints). */
export function textConfigRequest(database: 'candidate' | 'committed'): string {
  return `<get-configuration format="text" database="${database}"/>`;
}

/** A filtered request: `filter` is the subtree wanted, "<configuration><snmp/></configuration>". */
export function configRequest(filter: string): string {
  return `<get-configuration database="committed" inherit="inherit" groups="groups">${filter}</get-configuration>`;
}

/** The text of <configuration-text>, verbatim (leading newline and indentation included). */
export function parseConfigText(xml: string): string {
  const el = findElement(parseXml(xml), 'configuration-text');
  return el?.text ?? '';
}

/** The reply's <configuration> element (some servers wrap it in <data>). */
export function configRoot(xml: string): XmlElement | undefined {
  return findElement(parseXml(xml), 'configuration');
}

function findElement(top: XmlElement[], name: string): XmlElement | undefined {
  return top.find((e) => e.name === name) ?? children(top.find((e) => e.name === 'data'), name)[0];
}
