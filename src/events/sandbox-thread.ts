// The sandbox's thread (sandbox.ts): parses and renders webhook templates in liquidjs, and
// compiles condition regexes in re2js, for the main thread, one request at a time. Whatever a
// request costs is spent here, so the thread that serves the API never waits for it; the main
// thread ends this one at the deadline or when it outgrows its memory cap. Loaded by Node
// itself (type stripping, no tsx), so only erasable TypeScript here.
import { parentPort } from 'node:worker_threads';
import { Liquid, type Template } from 'liquidjs';
import { RE2JS } from 're2js';
import type { SandboxReply, SandboxRequest } from './sandbox.ts';
import { MAX_OUTPUT_LENGTH, MAX_TEMPLATE_LENGTH } from './template-limits.ts';

// liquidjs is built for untrusted templates: only the context's own properties are reachable
// (no prototypes, constructors or functions) and there is no file system (includes find an
// empty in-memory set). Its memory limit ends most runaway templates early; time is the main
// thread's to bound (liquidjs' renderLimit counts wall time, which a busy machine spends
// elsewhere, and is checked only between tags).
const engine = new Liquid({
  ownPropertyOnly: true,
  strictFilters: true,
  templates: {},
  relativeReference: false,
  parseLimit: MAX_TEMPLATE_LENGTH,
  memoryLimit: MAX_OUTPUT_LENGTH * 4,
});
// Jinja2's tojson; JSON has no way to name a function or a prototype.
engine.registerFilter('tojson', (v: unknown) => JSON.stringify(v ?? null));

const parsed = new Map<string, Template[]>();
function parse(text: string): Template[] {
  let hit = parsed.get(text);
  if (!hit) {
    hit = engine.parse(text);
    if (parsed.size >= 1000) parsed.clear();
    parsed.set(text, hit);
  }
  return hit;
}

/** The engine's first line, without the template excerpt it may append. */
function firstLine(e: unknown): string {
  return String((e as Error)?.message ?? e).split('\n')[0]!;
}

async function answer(request: SandboxRequest): Promise<SandboxReply['results']> {
  switch (request.op) {
    case 'parse':
      return request.texts.map((text) => {
        try {
          parse(text);
          return { value: '' };
        } catch (e) {
          return { error: firstLine(e) };
        }
      });
    case 'render': {
      const context = JSON.parse(request.context) as Record<string, unknown>;
      const results: SandboxReply['results'] = [];
      for (const text of request.texts) {
        try {
          const out = String(await engine.render(parse(text), context));
          results.push(out.length > MAX_OUTPUT_LENGTH ? { error: `output exceeds ${MAX_OUTPUT_LENGTH} characters` } : { value: out });
        } catch (e) {
          results.push({ error: firstLine(e) });
        }
      }
      return results;
    }
    case 'pattern':
      return request.texts.map((text) => {
        try {
          return { value: String(RE2JS.compile(text).programSize()) };
        } catch (e) {
          return { error: firstLine(e) };
        }
      });
  }
}

parentPort!.on('message', (request: SandboxRequest) => {
  answer(request).then(
    (results) => parentPort!.postMessage({ id: request.id, results } satisfies SandboxReply),
    (e: unknown) => parentPort!.postMessage({ id: request.id, results: request.texts.map(() => ({ error: firstLine(e) })) } satisfies SandboxReply),
  );
});
parentPort!.postMessage('ready');
