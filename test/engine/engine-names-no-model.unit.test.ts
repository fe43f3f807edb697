// The engine is driven by the catalogue and by what registers with it at start: no file under
// src/engine names a model (its key, app.model, or its table, app_model) or imports the layers
// above it. Reads files only: no database.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { catalogue } from '../../generated/catalogue.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const ENGINE = join(ROOT, 'src/engine');
/** What the engine may not import: the layers that use it, and the rules generated for them. */
const ABOVE = ['src/rules', 'src/auth', 'src/http', 'src/events', 'generated/rules'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []);
}

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A model's key or table as a whole name: not part of a longer name or path. */
const modelName = new RegExp(`(?<![\\w.])(${catalogue.models.flatMap((m) => [m.key, m.table]).map(escaped).join('|')})(?!\\w)`, 'g');

/** The files a source imports (static and dynamic), relative to the project. */
function importsOf(file: string, text: string): string[] {
  const specifiers = [...text.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|^import\s+)'([^']+)'/gm)].map((m) => m[1]!);
  return specifiers.filter((s) => s.startsWith('.')).map((s) => relative(ROOT, resolve(dirname(file), s)));
}

describe('engine: names no model, imports nothing above it', () => {
  const files = sources(ENGINE);

  it('finds the engine\'s files and would see a model named', () => {
    assert.ok(files.length > 10);
    assert.match("const CONFIG_CONTEXT_MODEL = 'extras.config_context';", modelName);
    assert.match('FROM extras_custom_field cf', new RegExp(modelName.source));
  });

  it('no file names a model by its key or its table', () => {
    const named = files.flatMap((f) => readFileSync(f, 'utf8').split('\n').flatMap((line, i) =>
      [...line.matchAll(modelName)].map((m) => `${relative(ROOT, f)}:${i + 1}: ${m[1]}`)));
    assert.deepEqual(named, []);
  });

  it('no file imports rules, auth, http, events or the generated rules', () => {
    const upward = files.flatMap((f) => importsOf(f, readFileSync(f, 'utf8'))
      .filter((target) => ABOVE.some((a) => target === a || target.startsWith(`${a}/`)))
      .map((target) => `${relative(ROOT, f)} imports ${target}`));
    assert.deepEqual(upward, []);
  });
});
