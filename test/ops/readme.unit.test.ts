import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { SETTINGS } from '../../src/config.ts';

describe('README', () => {
  it('documents every setting with its default, and no other', () => {
    const readme = readFileSync('README.md', 'utf8');
    const rows = [...readme.matchAll(/^\| `([A-Z_]+)` \| ([^|]+) \|/gm)].map((m) => [m[1]!, m[2]!.trim()] as const);
    assert.deepEqual(rows.map(([n]) => n).sort(), SETTINGS.map((s) => s.name).sort());
    for (const s of SETTINGS) {
      const shown = rows.find(([n]) => n === s.name)![1];
      const expected = s.default === null ? '(unset)' : s.default === '' ? '(empty)' : `\`${s.default}\``;
      assert.equal(shown, expected, s.name);
    }
  });
});
