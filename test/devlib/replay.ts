// The driver tests' view of a fixture case: the in-memory replay sessions
// (src/devlib/replay.ts), every case of a driver, and the fixture README's comparison ("..."
// matches anything, numbers by value).
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { caseFolders, readCase, readExpected, type Recording } from '../../src/devlib/fixtures.ts';
import { cliReplay, eapiReplay, netconfReplay } from '../../src/devlib/replay.ts';

/** The recorded cases, shipped in the repository (from NAPALM's tests, Apache-2.0). */
export const FIXTURES = join(import.meta.dirname, '..', '..', 'devlib-fixtures');

export { cliReplay, eapiReplay, netconfReplay };

/** The fixture README's comparison: "..." in expected matches anything; numbers by value. */
export function assertMatches(actual: unknown, expected: unknown, path = '$'): void {
  if (expected === '...') return;
  if (typeof expected === 'number') return assert.equal(actual, expected, `${path}: ${String(actual)} != ${expected}`);
  if (Array.isArray(expected)) {
    assert.ok(Array.isArray(actual), `${path}: expected a list, got ${JSON.stringify(actual)}`);
    assert.equal(actual.length, expected.length, `${path}: list length ${actual.length} != ${expected.length}`);
    expected.forEach((e, i) => assertMatches(actual[i], e, `${path}[${i}]`));
    return;
  }
  if (expected !== null && typeof expected === 'object') {
    assert.ok(actual !== null && typeof actual === 'object' && !Array.isArray(actual), `${path}: expected an object, got ${JSON.stringify(actual)}`);
    const a = actual as Record<string, unknown>;
    const e = expected as Record<string, unknown>;
    assert.deepEqual(Object.keys(a).sort(), Object.keys(e).sort(), `${path}: keys differ`);
    for (const k of Object.keys(e)) assertMatches(a[k], e[k], `${path}.${k}`);
    return;
  }
  assert.equal(actual, expected, `${path}: ${JSON.stringify(actual)} != ${JSON.stringify(expected)}`);
}

/** Every case of one driver: [getter, case folder, recordings, expected]. */
export function driverCases(driver: string): Array<{ getter: string; dir: string; recordings: Recording[]; expected: unknown }> {
  return caseFolders(join(FIXTURES, driver)).map((dir) => ({
    getter: dir.split('/').slice(-2)[0]!,
    dir,
    recordings: readCase(dir),
    expected: readExpected(dir),
  }));
}
