// Every model table's exact row count, kept by PostgreSQL so an unfiltered list need not count
// the whole table (an index-only scan of every row; bench/NOTES.md has its cost). Statement
// triggers append each statement's change (+rows inserted, -rows deleted) to netinv_row_count,
// inside the transaction that made it, so the sum of a table's entries seen in a snapshot is the
// number of its rows in that snapshot: exact for every reader, rolled back with its writer.
// Writers never wait on one another: a writer folds the committed entries it can lock at once
// (SKIP LOCKED) into its own, so entries stay about as many as concurrent writers, with no hot row.
import { registry } from '../registry.ts';
import { ident, literal } from '../sql/builder.ts';

export const ROW_COUNT_TABLE = 'netinv_row_count';

const EVENTS = [
  { op: 'INSERT', sign: '', referencing: 'REFERENCING NEW TABLE AS changed_rows' },
  { op: 'DELETE', sign: '-', referencing: 'REFERENCING OLD TABLE AS changed_rows' },
] as const;

/** The table, its trigger functions (shared by every table: transition tables are named by the
 * trigger), and on each model table the triggers and, where it has no entry yet, its count. */
export function rowCountSql(): string {
  const functions = [
    `CREATE TABLE IF NOT EXISTS ${ROW_COUNT_TABLE} (table_name text NOT NULL, delta bigint NOT NULL);`,
    `CREATE INDEX IF NOT EXISTS ${ROW_COUNT_TABLE}_table ON ${ROW_COUNT_TABLE} (table_name) INCLUDE (delta);`,
    ...EVENTS.map(({ op, sign }) => [
      `CREATE OR REPLACE FUNCTION netinv_row_count_${op.toLowerCase()}() RETURNS trigger LANGUAGE plpgsql AS $$`,
      'DECLARE',
      '  n bigint := (SELECT count(*) FROM changed_rows);',
      'BEGIN',
      '  IF n = 0 THEN RETURN NULL; END IF;',
      // Entries locked by another writer (its own, or ones it is folding) are left to it.
      `  WITH folded AS (DELETE FROM ${ROW_COUNT_TABLE} WHERE ctid = ANY (ARRAY(`,
      `      SELECT ctid FROM ${ROW_COUNT_TABLE} WHERE table_name = TG_TABLE_NAME FOR UPDATE SKIP LOCKED)) RETURNING delta)`,
      `  INSERT INTO ${ROW_COUNT_TABLE} (table_name, delta) SELECT TG_TABLE_NAME, ${sign}n + coalesce(sum(delta), 0) FROM folded;`,
      '  RETURN NULL;',
      'END $$;',
    ].join('\n')),
    // TRUNCATE waits for every writer of the table, so no entry of it is in flight.
    `CREATE OR REPLACE FUNCTION netinv_row_count_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM ${ROW_COUNT_TABLE} WHERE table_name = TG_TABLE_NAME;
  INSERT INTO ${ROW_COUNT_TABLE} (table_name, delta) VALUES (TG_TABLE_NAME, 0);
  RETURN NULL;
END $$;`,
  ];
  const tables = registry.catalogue.models.map(({ table }) => {
    const t = ident(table);
    return [
      ...EVENTS.map(({ op, referencing }) => {
        const name = `netinv_row_count_${op.toLowerCase()}`;
        return `DROP TRIGGER IF EXISTS ${name} ON ${t};\nCREATE TRIGGER ${name} AFTER ${op} ON ${t} ${referencing} FOR EACH STATEMENT EXECUTE FUNCTION ${name}();`;
      }),
      `DROP TRIGGER IF EXISTS netinv_row_count_truncate ON ${t};\nCREATE TRIGGER netinv_row_count_truncate AFTER TRUNCATE ON ${t} FOR EACH STATEMENT EXECUTE FUNCTION netinv_row_count_truncate();`,
      // Counted under CREATE TRIGGER's lock, which keeps writers out until the triggers are in:
      // no row is missed or counted twice. A table whose entries are deleted is counted again.
      `INSERT INTO ${ROW_COUNT_TABLE} (table_name, delta) SELECT ${literal(table)}, (SELECT count(*) FROM ${t})
  WHERE NOT EXISTS (SELECT FROM ${ROW_COUNT_TABLE} WHERE table_name = ${literal(table)});`,
    ].join('\n');
  });
  // One transaction: the triggers and the first counts appear together.
  return ['BEGIN;', ...functions, ...tables, 'COMMIT;'].join('\n');
}

/** The number of rows of a model table in the statement's snapshot. */
export function rowCountExpr(table: string): string {
  return `(SELECT sum(delta) FROM ${ROW_COUNT_TABLE} WHERE table_name = ${literal(table)})`;
}
