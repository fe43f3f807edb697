// The catalogue's computed fields and the SQL functions that build them (declared under
// `computed:` in the catalogue, generated into generated/rules/index.ts) name each other: a
// field whose function is missing fails its first read; a function no field names is dead code.
import assert from 'node:assert/strict';
import { catalogue } from '../../generated/catalogue.ts';
import { computedFields } from '../../generated/rules/index.ts';

describe('engine: computed fields', () => {
  const named = new Set(catalogue.models.flatMap((m) => m.fields.flatMap((f) => (f.kind === 'computed' ? [f.function] : []))));

  it('every computed field of the catalogue has its SQL function', () => {
    assert.deepEqual([...named].filter((n) => !(n in computedFields)), []);
  });

  it('every SQL function is some computed field\'s', () => {
    assert.deepEqual(Object.keys(computedFields).filter((n) => !named.has(n)), []);
  });
});
