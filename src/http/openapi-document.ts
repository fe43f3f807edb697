// The generated OpenAPI document, loaded once per process from its JSON form
// (generated/openapi.json); the YAML form (openapi/openapi.yaml) is only read when a client
// asks for it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { releaseOf, type ApiVersion } from '../netbox-versions.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

let json: string | undefined;
let yaml: string | undefined;

export function openApiJson(): string {
  return (json ??= readFileSync(`${root}generated/openapi.json`, 'utf8'));
}

/** A fresh copy of the document, free to be changed by the caller. */
export function openApiDocument(): Record<string, unknown> {
  return JSON.parse(openApiJson()) as Record<string, unknown>;
}

export function openApiYaml(): string {
  return (yaml ??= readFileSync(`${root}openapi/openapi.yaml`, 'utf8'));
}

const pinned = new Map<string, string>();

/** The document as a pinned root (/v4.6/api/) serves it: its paths under that root, as NetBox's
 * document under a BASE_PATH names them (the Ansible collection's inventory plugin looks its
 * endpoints up as `<path of its URL>/api/dcim/devices/`), and the NetBox release it answers as
 * in `info.version`, where NetBox's own document names its release. One text per root and
 * format, made once; the YAML form is the generated text with those lines changed (writing the
 * whole document as YAML again takes seconds). */
export function pinnedDocument(version: ApiVersion, root: string, yaml: boolean): string {
  const key = `${root}|${yaml}`;
  let text = pinned.get(key);
  if (text === undefined) {
    const doc = openApiDocument() as { info: Record<string, unknown>; paths: unknown };
    const netinv = String(doc.info.version);
    if (yaml) {
      text = openApiYaml()
        .replace(/^(info:\n(?: {2}.*\n)*? {2}version: ).*$/m, `$1${releaseOf(version)}\n  x-netinv-version: ${netinv}`)
        // A path is a key of `paths:` (two spaces in); nothing else there starts with /api/.
        .replace(/^ {2}\/api\//gm, `  ${root}/api/`);
    } else {
      doc.info = { ...doc.info, version: releaseOf(version), 'x-netinv-version': netinv };
      doc.paths = Object.fromEntries(Object.entries(doc.paths as Record<string, unknown>).map(([path, item]) => [`${root}${path}`, item]));
      text = JSON.stringify(doc);
    }
    pinned.set(key, text);
  }
  return text;
}
