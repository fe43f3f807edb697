// Webhook templates (payload_url, additional_headers, body_template) in liquidjs, parsed when a
// webhook is saved and rendered for each delivery, both in the sandbox (sandbox.ts): a thread
// of its own with a hard deadline and a memory cap, so no template can hold up the API. The
// syntax NetBox users write works: {{ data.name }}, {% if %}, {% for %}, `| tojson`.
import { runInSandbox, SandboxLimitError } from './sandbox.ts';
import { MAX_TEMPLATE_LENGTH, MEMORY_LIMIT_MB } from './template-limits.ts';

export { MAX_OUTPUT_LENGTH, MAX_TEMPLATE_LENGTH, MEMORY_LIMIT_MB, RENDER_LIMIT_MS } from './template-limits.ts';

export class TemplateError extends Error {
  /** Whether the same template and context fail again: a delivery need not be retried. */
  readonly deterministic: boolean;
  constructor(message: string, deterministic = true) {
    super(message);
    this.deterministic = deterministic;
  }
}

/** liquidjs' own memory limit, checked as it allocates, said as the sandbox's is. */
function limitMessage(error: string): string | null {
  return /memory alloc limit exceeded/.test(error) ? `Template exceeded its memory limit of ${MEMORY_LIMIT_MB} MB` : null;
}

async function run(op: 'parse' | 'render', texts: string[], context?: string): Promise<Array<{ value: string } | { error: string }>> {
  try {
    return await runInSandbox(op === 'render' ? { op, texts, context: context! } : { op, texts });
  } catch (e) {
    if (e instanceof SandboxLimitError) throw new TemplateError(`Template ${e.message}`, e.deterministic);
    throw new TemplateError(`Template not rendered: ${(e as Error).message}`, false);
  }
}

/** What is wrong with each of `texts` as a template; null where it parses. Each is parsed
 * on its own, so that one at its limit does not cost the others their answer. */
export async function templateErrors(texts: string[]): Promise<Array<string | null>> {
  return Promise.all(texts.map(async (text) => {
    if (text.length > MAX_TEMPLATE_LENGTH) return `Templates may have at most ${MAX_TEMPLATE_LENGTH} characters.`;
    if (text === '') return null;
    try {
      const [r] = await run('parse', [text]);
      return 'error' in r! ? (limitMessage(r.error) ?? r.error) : null;
    } catch (e) {
      return (e as Error).message;
    }
  }));
}

/** Whether `text` is plain text to liquidjs, which renders it as it is: neither an output
 * (`{{`) nor a tag (`{%`) opens in it. Most payload URLs and headers are, and they are not sent
 * to the sandbox. */
export function isPlainText(text: string): boolean {
  return !text.includes('{{') && !text.includes('{%');
}

/** Renders each of `texts` with the context given as JSON; any failure is a TemplateError.
 * Only the texts that are templates go to the sandbox (none: no request to it). */
export async function renderTemplates(texts: string[], context: string): Promise<string[]> {
  for (const t of texts) if (t.length > MAX_TEMPLATE_LENGTH) throw new TemplateError(`Templates may have at most ${MAX_TEMPLATE_LENGTH} characters.`);
  const templates = texts.filter((t) => !isPlainText(t));
  const results = templates.length ? await run('render', templates, context) : [];
  let next = 0;
  return texts.map((text) => {
    if (isPlainText(text)) return text;
    const r = results[next++]!;
    if ('error' in r) throw new TemplateError(limitMessage(r.error) ?? `Template failed: ${r.error}`);
    return r.value;
  });
}

/** Renders one template (see renderTemplates). */
export async function render(text: string, context: Record<string, unknown>): Promise<string> {
  return (await renderTemplates([text], JSON.stringify(context)))[0]!;
}
