// The generated OpenAPI document, loaded once per process from its JSON form
// (generated/openapi.json); the YAML form (openapi/openapi.yaml) is only read when a client
// asks for it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

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
