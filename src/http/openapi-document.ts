// The generated OpenAPI documents, each loaded once per process from its JSON form: the spec's
// (generated/openapi.json, what /api/ answers) and NetBox's shapes at each version
// (generated/openapi-netbox-<version>.json, what a request that names that version gets). The
// YAML form of the spec's (openapi/openapi.yaml) is only read when a client asks for it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { stringify } from 'yaml';
import { releaseOf, type ApiVersion } from '../netbox-versions.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

const json = new Map<string, string>();
let yaml: string | undefined;

/** The document's JSON text: the spec's shapes, or with `netbox` NetBox's own at that version. */
export function openApiJson(netbox?: ApiVersion): string {
  const file = netbox ? `openapi-netbox-${netbox}` : 'openapi';
  let text = json.get(file);
  if (text === undefined) json.set(file, text = readFileSync(`${root}generated/${file}.json`, 'utf8'));
  return text;
}

/** A fresh copy of the document, free to be changed by the caller. */
export function openApiDocument(netbox?: ApiVersion): Record<string, unknown> {
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
 * release; `netbox`: NetBox's shapes at `version`. One text per version, root, shape and format,
 * made once. The spec's YAML form is the generated text with those lines changed (writing the
 * whole document as YAML again takes seconds); NetBox's shapes' is written from its JSON, once
 * per process. */
export function servedDocument(version: ApiVersion, root: string, netbox: boolean, yaml: boolean): string {
  const key = `${version}|${root}|${netbox}|${yaml}`;
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
      const doc = openApiDocument(netbox ? version : undefined) as { info: Record<string, unknown>; paths: unknown };
      doc.info = { ...doc.info, version: releaseOf(version), 'x-netinv-version': String(doc.info.version) };
      doc.paths = Object.fromEntries(Object.entries(doc.paths as Record<string, unknown>).map(([path, item]) => [`${root}${path}`, item]));
      text = yaml ? stringify(doc, { lineWidth: 0, aliasDuplicateObjects: false }) : JSON.stringify(doc);
    }
    served.set(key, text);
  }
  return text;
}
