// A migration's hand-written data step, found by the comment that opens it (not by the
// migration's number, which a merge may change): the migration's text from that comment on.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';

const DIR = 'generated/db/migrations';

export function migrationFrom(marker: string): string {
  const file = readdirSync(DIR).filter((f) => f.endsWith('.sql')).find((f) => readFileSync(`${DIR}/${f}`, 'utf8').includes(marker));
  assert.ok(file, `a migration carries the data step "${marker}"`);
  const text = readFileSync(`${DIR}/${file}`, 'utf8');
  return text.slice(text.indexOf(marker));
}
