import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { changeLogSql } from '../../src/events/changelog.ts';
import { configContextCacheSql } from '../../src/rules/extras/config_context/ddl.ts';
import { rowCountSql } from '../../src/engine/read/row-count.ts';
import { searchIndexSql } from '../../src/engine/search/index-sql.ts';
import { emitSql, orphanSnapshots, QUERIES_DIR } from '../../codegen/sql/index.ts';
import { registerExtensions } from '../../src/register.ts';

// The service installs generated/db/*.sql at start (src/db/migrate.ts) where it once built the
// same DDL itself; the committed files are what the builders give, and the query snapshots are
// what the read path builds now (make generate rewrites both).
describe('generated SQL', function () {
  this.timeout(120_000);
  before(() => registerExtensions());

  it('installs the DDL its builders give', () => {
    const file = (name: string) => readFileSync(`generated/db/${name}.sql`, 'utf8');
    assert.equal(file('changelog'), changeLogSql());
    assert.equal(file('config_context'), configContextCacheSql());
    assert.equal(file('row_count'), rowCountSql());
    assert.equal(file('search'), searchIndexSql());
  });

  it('has every snapshot current, and none of a model that is gone', async () => {
    const files = await emitSql();
    const stale = Object.entries(files).filter(([path, text]) => readFileSync(path, 'utf8') !== text).map(([path]) => path);
    assert.deepEqual(stale, [], 'stale SQL snapshots: run make generate');
    assert.deepEqual(orphanSnapshots(files), []);
  });

  it('shows each model its list, brief list, filtered list and detail', () => {
    const site = readFileSync(`${QUERIES_DIR}/dcim.site.sql`, 'utf8');
    for (const request of ['GET /api/dcim/sites/: list', 'GET /api/dcim/sites/?brief=1: brief list', 'GET /api/dcim/sites/?q=example: filtered list', 'GET /api/dcim/sites/1/: detail']) {
      assert.ok(site.includes(`-- ${request}`), request);
    }
  });
});
