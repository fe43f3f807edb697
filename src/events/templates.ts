// Webhook templates (payload_url, additional_headers, body_template) in liquidjs, an engine
// built for untrusted templates: only the context's own properties are reachable (no
// prototypes, constructors or functions), there is no file system (includes find an empty
// in-memory set), and parsing, rendering time and memory are bounded, as is the output.
// The syntax NetBox users write works: {{ data.name }}, {% if %}, {% for %}, `| tojson`.
import { Liquid, type Template } from 'liquidjs';

/** Longest template text accepted, and longest rendered output, in characters. */
export const MAX_TEMPLATE_LENGTH = 100_000;
export const MAX_OUTPUT_LENGTH = 1_000_000;
/** Milliseconds a render may take. */
export const RENDER_LIMIT_MS = 200;

export class TemplateError extends Error {}

const engine = new Liquid({
  ownPropertyOnly: true,
  strictFilters: true,
  templates: {},
  relativeReference: false,
  parseLimit: MAX_TEMPLATE_LENGTH,
  renderLimit: RENDER_LIMIT_MS,
  memoryLimit: MAX_OUTPUT_LENGTH * 4,
});
// Jinja2's tojson; JSON has no way to name a function or a prototype.
engine.registerFilter('tojson', (v: unknown) => JSON.stringify(v ?? null));

const cache = new Map<string, Template[]>();

/** Parses a template, throwing TemplateError with the engine's message when it does not. */
export function compile(text: string): Template[] {
  const hit = cache.get(text);
  if (hit) return hit;
  if (text.length > MAX_TEMPLATE_LENGTH) throw new TemplateError(`Templates may have at most ${MAX_TEMPLATE_LENGTH} characters.`);
  let parsed: Template[];
  try {
    parsed = engine.parse(text);
  } catch (e) {
    throw new TemplateError((e as Error).message.split('\n')[0]!);
  }
  if (cache.size > 1000) cache.clear();
  cache.set(text, parsed);
  return parsed;
}

/** Renders `text` with `context`; any failure (limits included) is a TemplateError. */
export async function render(text: string, context: Record<string, unknown>): Promise<string> {
  const templates = compile(text);
  let out: string;
  try {
    out = String(await engine.render(templates, context));
  } catch (e) {
    throw new TemplateError(`Template failed: ${(e as Error).message.split('\n')[0]}`);
  }
  if (out.length > MAX_OUTPUT_LENGTH) throw new TemplateError(`Template output exceeds ${MAX_OUTPUT_LENGTH} characters.`);
  return out;
}
