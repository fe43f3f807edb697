// A field's renamed_from: the next migration renames the column, keeping its values, where
// drizzle-kit would otherwise drop it and add a new one (and stop to ask which, without a terminal).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CatalogueError, loadCatalogue } from '../../codegen/load.ts';
import { columnRenames } from '../../codegen/migrations.ts';

describe('codegen: column renames in migrations', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'netinv-renames-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const catalogue = (field: string) => {
    writeFileSync(join(dir, 'dcim.yaml'), `app: dcim
choices:
  rack_form_factor: { a: A }
models:
  rack:
    path: racks
    fields:
      name: { type: string, max_length: 100, required: true }
${field}
`);
    return loadCatalogue(dir);
  };
  /** The last migration's tables as drizzle-kit's snapshot states them: dcim_rack's columns. */
  const snapshot = (columns: string[], rest: Record<string, unknown> = {}) => ({
    tables: { 'public.dcim_rack': { columns: Object.fromEntries(columns.map((c) => [c, { name: c, type: 'varchar(50)', notNull: false }])), indexes: {}, foreignKeys: {}, ...rest } },
  });
  const FIELD = '      form_factor: { choice: rack_form_factor, nullable: true, renamed_from: type }';

  it('renames the column the last migration still has under its former name, in the snapshot and as a statement', () => {
    const prev = snapshot(['id', 'name', 'type']);
    assert.deepEqual(columnRenames(catalogue(FIELD), prev), ['ALTER TABLE "dcim_rack" RENAME COLUMN "type" TO "form_factor";']);
    // drizzle-kit then compares a table whose column has the new name: nothing dropped or added.
    assert.deepEqual(Object.keys(prev.tables['public.dcim_rack'].columns), ['id', 'name', 'form_factor']);
    assert.deepEqual(prev.tables['public.dcim_rack'].columns.form_factor, { name: 'form_factor', type: 'varchar(50)', notNull: false });
  });

  it('does nothing once the column has its new name, or when the former one is gone', () => {
    for (const columns of [['id', 'name', 'form_factor'], ['id', 'name'], ['id', 'name', 'type', 'form_factor']]) {
      const prev = snapshot(columns);
      assert.deepEqual(columnRenames(catalogue(FIELD), prev), [], columns.join());
      assert.deepEqual(Object.keys(prev.tables['public.dcim_rack'].columns), columns);
    }
    assert.deepEqual(columnRenames(catalogue(FIELD), { tables: {} }), [], 'a table the last migration does not have');
  });

  it('names a foreign key\'s column by the field\'s column (<name>_id)', () => {
    writeFileSync(join(dir, 'dcim.yaml'), `app: dcim
models:
  kind:
    path: kinds
    fields:
      name: { type: string, max_length: 100, required: true }
  rack:
    path: racks
    fields:
      name: { type: string, max_length: 100, required: true }
      rack_type: { fk: dcim.kind, on_delete: protect, renamed_from: kind_id }
`);
    assert.deepEqual(columnRenames(loadCatalogue(dir), snapshot(['id', 'name', 'kind_id'])), ['ALTER TABLE "dcim_rack" RENAME COLUMN "kind_id" TO "rack_type_id";']);
  });

  it('stops when an index or constraint uses the former column, which it does not rename', () => {
    const prev = snapshot(['id', 'name', 'type'], { indexes: { dcim_rack_type_idx: { columns: [{ expression: 'type' }] } } });
    assert.throws(() => columnRenames(catalogue(FIELD), prev), /dcim\.rack\.form_factor: renamed_from type names a column an index or constraint uses/);
    const partial = snapshot(['id', 'name', 'type'], { indexes: { dcim_rack_name_idx: { columns: [{ expression: 'name' }], where: '"dcim_rack"."type" IS NOT NULL' } } });
    assert.throws(() => columnRenames(catalogue(FIELD), partial), /an index or constraint uses/);
    // An index of another column whose name only contains the former one is no obstacle.
    const other = snapshot(['id', 'name', 'type', 'rack_type_id'], { indexes: { dcim_rack_rack_type_id_idx: { columns: [{ expression: 'rack_type_id' }] } } });
    assert.equal(columnRenames(catalogue(FIELD), other).length, 1);
  });

  it('the loader takes renamed_from only on a field with a column of its own, as a column name', () => {
    const fails = (field: string, message: RegExp) => assert.throws(() => catalogue(field), (e: unknown) => e instanceof CatalogueError && message.test(e.message));
    fails('      units: { reverse: dcim.rack, via: name, count: true, renamed_from: n }', /renamed_from is for fields stored in a column of their own/);
    fails('      form_factor: { choice: rack_form_factor, nullable: true, renamed_from: Type }', /renamed_from is the column's former name/);
    fails('      form_factor: { choice: rack_form_factor, nullable: true, renamed_from: [type] }', /renamed_from is the column's former name/);
    assert.equal(catalogue(FIELD).models[0]!.fields.find((f) => f.name === 'form_factor')!.renamed_from, 'type');
  });
});
