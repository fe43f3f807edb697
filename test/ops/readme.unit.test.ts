// The docs checked against the code and against themselves. Reads files only: no database, no
// API, so the fast tier can run it.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { SETTINGS } from '../../src/config.ts';

/** README.md and every page under docs/, bench/ notes included. */
function pages(): string[] {
  const under = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? under(path) : path.endsWith('.md') ? [path] : [];
    });
  return ['README.md', ...under('docs'), ...readdirSync('bench').filter((n) => n.endsWith('.md')).map((n) => join('bench', n))];
}

/** The anchors GitHub makes of a page's headings. */
function anchors(markdown: string): Set<string> {
  const found = new Set<string>();
  let code = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) code = !code;
    const heading = !code && /^#+ (.*)$/.exec(line);
    if (!heading) continue;
    const text = heading[1]!.replace(/`/g, '').toLowerCase().replace(/[^\p{L}\p{N} _-]/gu, '').replace(/ /g, '-');
    let slug = text;
    for (let n = 1; found.has(slug); n++) slug = `${text}-${n}`;
    found.add(slug);
  }
  return found;
}

/** Relative link targets of a page, outside code blocks and code spans. */
function links(markdown: string): string[] {
  const prose = markdown.replace(/^```[^]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!).filter((t) => !/^[a-z]+:/.test(t));
}

describe('docs', () => {
  it('documents every setting with its default, and no other, in docs/configuration.md', () => {
    const page = readFileSync('docs/configuration.md', 'utf8');
    const rows = [...page.matchAll(/^\| `([A-Z_]+)` \| ([^|]+) \|/gm)].map((m) => [m[1]!, m[2]!.trim()] as const);
    assert.deepEqual(rows.map(([n]) => n).sort(), SETTINGS.map((s) => s.name).sort());
    for (const s of SETTINGS) {
      const shown = rows.find(([n]) => n === s.name)![1];
      const expected = s.default === null ? '(unset)' : s.default === '' ? '(empty)' : `\`${s.default}\``;
      assert.equal(shown, expected, s.name);
    }
  });

  it('keeps README.md under 300 lines', () => {
    const lines = readFileSync('README.md', 'utf8').split('\n').length;
    assert.ok(lines < 300, `README.md has ${lines} lines`);
  });

  it('links only to files and headings that exist', () => {
    const broken: string[] = [];
    for (const page of pages()) {
      const markdown = readFileSync(page, 'utf8');
      for (const target of links(markdown)) {
        const [path, anchor] = target.split('#') as [string, string | undefined];
        const file = path === '' ? page : join(dirname(page), decodeURI(path));
        if (!existsSync(file)) broken.push(`${page}: ${target}`);
        else if (anchor && file.endsWith('.md') && !anchors(readFileSync(file, 'utf8')).has(anchor)) broken.push(`${page}: ${target}`);
      }
    }
    assert.deepEqual(broken, []);
  });
});
