// The DDL the service installs at each start beside triggers.sql, built from the catalogue by
// the code that reads and writes those tables, so the two cannot drift. Imported only after
// generated/catalogue.ts is current: the builders read the catalogue through the registry.
import { changeLogSql } from '../../src/events/changelog.ts';
import { configContextCacheSql } from '../../src/rules/extras/config_context/ddl.ts';
import { rowCountSql } from '../../src/engine/read/row-count.ts';
import { searchIndexSql } from '../../src/engine/search/index-sql.ts';

/** Each installed DDL file (path relative to the project root -> text), in installation order. */
export function emitStartDdl(): Record<string, string> {
  return {
    'generated/db/changelog.sql': changeLogSql(),
    'generated/db/config_context.sql': configContextCacheSql(),
    'generated/db/row_count.sql': rowCountSql(),
    'generated/db/search.sql': searchIndexSql(),
  };
}
