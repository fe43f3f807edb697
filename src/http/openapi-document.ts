// The generated OpenAPI documents, each loaded once per process from its JSON form: the spec's
// (generated/openapi.json, what /api/ answers) and NetBox's shapes (generated/openapi-netbox.json,
// what a request that names NetBox 4.6 gets). The YAML form of the spec's (openapi/openapi.yaml)
// is only read when a client asks for it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { stringify } from 'yaml';
import { releaseOf, type ApiVersion } from '../netbox-versions.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

const json = new Map<boolean, string>();
let yaml: string | undefined;

/** The document's JSON text; `netbox`: in NetBox's own shapes. */
export function openApiJson(netbox = false): string {
  let text = json.get(netbox);
  if (text === undefined) json.set(netbox, text = readFileSync(`${root}generated/openapi${netbox ? '-netbox' : ''}.json`, 'utf8'));
  return text;
}

/** A fresh copy of the document, free to be changed by the caller. */
export function openApiDocument(netbox = false): Record<string, unknown> {
  return JSON.parse(openApiJson(netbox)) as Record<string, unknown>;
}

export function openApiYaml(): string {
  return (yaml ??= readFileSync(`${root}openapi/openapi.yaml`, 'utf8'));
}

const served = new Map<string, string>();

/** The document as a request is served it: `root` a pinned root (/v4.6/api/) names its paths
 * under it, as NetBox's document under a BASE_PATH names them (the Ansible collection's
 * inventory plugin looks its endpoints up as `<path of its URL>/api/dcim/devices/`), and the
 * NetBox release it answers as is in `info.version`, where NetBox's own document names its
 * release; `netbox`: NetBox's shapes. One text per root, shape and format, made once. The spec's
 * YAML form is the generated text with those lines changed (writing the whole document as YAML
 * again takes seconds); NetBox's shapes' is written from its JSON, once per process. */
export function servedDocument(version: ApiVersion, root: string, netbox: boolean, yaml: boolean): string {
  const key = `${root}|${netbox}|${yaml}`;
  let text = served.get(key);
  if (text === undefined) {
    if (!root && !netbox) text = yaml ? openApiYaml() : openApiJson();
    else if (yaml && !netbox) {
      const netinv = String((openApiDocument().info as Record<string, unknown>).version);
      text = openApiYaml()
        .replace(/^(info:\n(?: {2}.*\n)*? {2}version: ).*$/m, `$1${releaseOf(version)}\n  x-netinv-version: ${netinv}`)
        // A path is a key of `paths:` (two spaces in); nothing else there starts with /api/.
        .replace(/^ {2}\/api\//gm, `  ${root}/api/`);
    } else {
      const doc = openApiDocument(netbox) as { info: Record<string, unknown>; paths: unknown };
      doc.info = { ...doc.info, version: releaseOf(version), 'x-netinv-version': String(doc.info.version) };
      doc.paths = Object.fromEntries(Object.entries(doc.paths as Record<string, unknown>).map(([path, item]) => [`${root}${path}`, item]));
      text = yaml ? stringify(doc, { lineWidth: 0, aliasDuplicateObjects: false }) : JSON.stringify(doc);
    }
    served.set(key, text);
  }
  return text;
}
