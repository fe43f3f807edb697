// generated/db/schema.ts: one Drizzle table per model, one per many-to-many relation, and the
// shared tagged-item table. drizzle-kit diffs it against the last snapshot to write migrations.
import type { Catalogue, Field, Model, ScalarField } from '../types.ts';
import { orderingEntry, type OrderingEntry } from '../syntax.ts';
import { banner } from './banner.ts';

function camel(s: string): string {
  return s.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

const ON_DELETE = { protect: 'restrict', cascade: 'cascade', set_null: 'set null' } as const;

function scalarColumn(f: ScalarField): string {
  const c = JSON.stringify(f.column);
  switch (f.type) {
    case 'string':
      return f.max_length ? `varchar(${c}, { length: ${f.max_length} })` : `text(${c})`;
    case 'slug':
      return `varchar(${c}, { length: ${f.max_length ?? 100} })`;
    case 'integer':
      return `integer(${c})`;
    case 'bigint':
      return `bigint(${c}, { mode: 'number' })`;
    case 'decimal': {
      const [p, s] = f.precision ?? [12, 4];
      return `numeric(${c}, { precision: ${p}, scale: ${s} })`;
    }
    case 'boolean':
      return `boolean(${c})`;
    case 'date':
      return `date(${c})`;
    case 'datetime':
      return `timestamp(${c}, { withTimezone: true, precision: 6 })`;
    case 'json':
      return f.storage === 'json' ? `json(${c})` : `jsonb(${c})`;
    case 'cidr':
      return `cidr(${c})`;
    case 'inet':
      return `inet(${c})`;
    case 'mac':
      return `macaddr(${c})`;
    case 'timezone':
      return `varchar(${c}, { length: 63 })`;
    case 'password':
      return `varchar(${c}, { length: 200 })`;
    case 'token_key':
      return `varchar(${c}, { length: 64 })`;
    case 'image': // the media path
      return `varchar(${c}, { length: 100 })`;
    case 'string_list':
      return `text(${c}).array()`;
  }
}

function sqlDefault(f: Field): string {
  if (f.default === undefined || f.default === null) return '';
  // A JSON default is a SQL string literal ('[]'::jsonb): its quotes doubled, then escaped for
  // the template literal drizzle's sql tag is written in.
  if (f.kind === 'scalar' && f.type === 'json') {
    const literal = `'${JSON.stringify(f.default).replace(/'/g, "''")}'`;
    return `.default(sql\`${JSON.stringify(literal).slice(1, -1).replace(/`/g, '\\`')}::${f.storage ?? 'jsonb'}\`)`;
  }
  if (f.kind === 'scalar' && f.type === 'string_list') return `.default(sql\`'{}'::text[]\`)`;
  if (f.kind === 'scalar' && f.type === 'decimal') return `.default(${JSON.stringify(String(f.default))})`;
  return `.default(${JSON.stringify(f.default)})`;
}

/** An index in the model's default ordering (then id) when that ordering starts with a column
 * of its own: a default page is then the index's first rows, where it was a sort of every row
 * (devices, 50 of 10,000: a 13 ms sort); and, joined in that order, the first rows of a model
 * ordered by it first (an interface page, 1,000 of 200,000 ordered by device name: 167 -> 2 ms).
 * Prefixes sort by their VRF's key (`vrf.id nulls first`): their index also serves a sort by
 * the VRF's name (read.ts merges the rows with a VRF, VRF by VRF, and those without). */
/** The Drizzle property of a natural field's generated key column. */
const naturalProperty = (f: Field) => `${camel(f.name)}Natural`;

function orderingIndexes(m: Model): string[] {
  // A column of the model's own: a scalar, a choice or a foreign key's value (`vrf.id`).
  const own = (o: OrderingEntry) => m.fields.find((f) => f.name === o.name && (f.kind === 'scalar' || f.kind === 'choice' || (f.kind === 'fk' && o.key)) && f.column);
  const keys = m.ordering.map(orderingEntry).filter((o) => o.name !== 'id');
  // Descending as ORDER BY ... DESC sorts, nulls first (Drizzle's desc() puts them last), and
  // the id in the ordering's direction: the change log's (-time, -id) read from an index on
  // (time desc nulls last, id) was a sort of the whole log (165 ms for a page of 500,000
  // entries; 0.05 ms from this index). Ascending with nulls first as the ordering says.
  const desc = '.desc().nullsFirst()';
  const direction = (o: OrderingEntry) => o.desc ? (o.nulls === 'last' ? '.desc().nullsLast()' : desc) : o.nulls === 'first' ? '.asc().nullsFirst()' : '';
  // A natural field sorts by its generated key, compared as the engine's ORDER BY compares it.
  const column = (o: OrderingEntry) => {
    const f = m.fields.find((x) => x.name === o.name);
    const natural = f?.kind === 'scalar' ? f.natural : undefined;
    if (natural?.collate) return `sql\`\${t.${naturalProperty(f!)}} COLLATE "${natural.collate}"${o.desc ? ` DESC NULLS ${o.nulls === 'last' ? 'LAST' : 'FIRST'}` : o.nulls === 'first' ? ' NULLS FIRST' : ''}\``;
    return `t.${natural ? naturalProperty(f!) : `${camel(o.name)}${o.key ? 'Id' : ''}`}${direction(o)}`;
  };
  const cols = (entries: OrderingEntry[]) => entries.map(column);
  const id = `t.id${m.ordering.includes('-id') ? desc : ''}`;
  return keys.length > 0 && keys.every(own) ? [`index('${m.table}_ordering_idx').on(${[...cols(keys), id].join(', ')})`] : [];
}

export function emitDrizzleSchema(catalogue: Catalogue): string {
  const byKey = new Map(catalogue.models.map((m) => [m.key, m]));
  const v = (m: Model) => camel(m.table);
  const out: string[] = [
    banner('//'),
    `import { sql } from 'drizzle-orm';`,
    `import { bigint, boolean, cidr, date, index, inet, integer, json, jsonb, macaddr, numeric, pgTable, text, timestamp, unique, uniqueIndex, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';`,
    '',
  ];
  const joins: string[] = [];
  for (const m of catalogue.models) {
    const cols: string[] = [`  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),`];
    const idx: string[] = [];
    // The ordering index serves lookups and ranges on its first column too: a column's own
    // index beside it would only be another one for every insert to write.
    const ordering = orderingIndexes(m);
    const orderedFirst = ordering.length ? orderingEntry(m.ordering[0]!).name : undefined;
    for (const f of m.fields) {
      const notNull = f.nullable ? '' : '.notNull()';
      if (f.kind === 'scalar') {
        // A read-only timestamp nobody writes is the moment the row was made (date_joined, created).
        const stamp = f.type === 'datetime' && f.read_only && !f.nullable ? '.defaultNow()' : '';
        cols.push(`  ${camel(f.name)}: ${scalarColumn(f)}${notNull}${sqlDefault(f)}${stamp},`);
        // NetBox's `_name`: the key PostgreSQL keeps with the row, so that a sort reads it and
        // an index holds it instead of computing it for every row sorted.
        if (f.natural) cols.push(`  ${naturalProperty(f)}: varchar('${f.natural.column}', { length: ${f.natural.max_length} }).generatedAlwaysAs(sql\`${f.natural.function}(${JSON.stringify(f.column)}, ${f.natural.max_length})\`),`);
        if (f.type === 'token_key') {
          idx.push(`uniqueIndex('${m.table}_${f.column}_uniq').on(t.${camel(f.name)})`);
          // The key sealed (AES-GCM) for ALLOW_TOKEN_RETRIEVAL; null when it was off.
          cols.push(`  ${camel(f.name)}Sealed: text('${f.sealed_column}'),`);
          // NetBox's partial form of a v1 key, for the display of NetBox's shape.
          cols.push(`  ${camel(f.name)}Partial: text('${f.partial_column}'),`);
        }
        for (const kind of f.type === 'token_key' ? [] : (f.index ?? [])) {
          if (kind === 'gist') idx.push(`index('${m.table}_${f.column}_gist').using('gist', t.${camel(f.name)}.op('inet_ops'))`);
          else if (kind === 'btree') {
            // A nullable column's index holds the rows that have a value: a lookup of a value
            // never wants the others, and a column mostly null (the change log's related object)
            // then costs most inserts no index entry.
            const present = f.nullable ? `.where(sql\`\${t.${camel(f.name)}} IS NOT NULL\`)` : '';
            if (f.name !== orderedFirst) idx.push(`index('${m.table}_${f.column}_idx').on(t.${camel(f.name)})${present}`);
          } else {
            // Address space is per VRF: a model with a vrf keys the index on it first.
            const vrf = m.fields.some((x) => x.kind === 'fk' && x.name === 'vrf') ? 't.vrfId, ' : '';
            const col = `\${t.${camel(f.name)}}`;
            idx.push(`index('${m.table}_${f.column}_host').on(${vrf}sql\`(set_masklen(${col}, CASE family(${col}) WHEN 4 THEN 32 ELSE 128 END))\`)`);
          }
        }
      } else if (f.kind === 'choice') {
        cols.push(`  ${camel(f.name)}: varchar('${f.column}', { length: 50 })${notNull}${sqlDefault(f)},`);
      } else if (f.kind === 'fk') {
        const target = byKey.get(f.target)!;
        const references = f.constraint ? `.references((): AnyPgColumn => ${v(target)}.id, { onDelete: '${ON_DELETE[f.on_delete]}' })` : '';
        cols.push(`  ${camel(f.name)}Id: integer('${f.column}')${notNull}${references},`);
        // As a nullable scalar's (above): a related object mostly unset (an interface's LAG,
        // parent, bridge, cable, VRF) costs most inserts no index entry; `fk = value`, the
        // foreign key's own checks and cascades included, implies the predicate.
        const present = f.nullable ? `.where(sql\`\${t.${camel(f.name)}Id} IS NOT NULL\`)` : '';
        if (f.name !== orderedFirst) idx.push(`index('${m.table}_${f.column}_idx').on(t.${camel(f.name)}Id)${present}`);
      } else if (f.kind === 'generic') {
        cols.push(`  ${camel(f.type_column)}: varchar('${f.type_column}', { length: 100 }),`);
        cols.push(`  ${camel(f.id_column)}: integer('${f.id_column}'),`);
        idx.push(`index('${m.table}_${f.name}_idx').on(t.${camel(f.type_column)}, t.${camel(f.id_column)})`);
      } else if (f.kind === 'rows' && !f.mirrors) {
        // The rows of both sides: each row's key is unique per object on this side and on the
        // mirroring side (NetBox's unique (front_port, front_port_position) and (rear_port, rear_port_position)).
        const target = byKey.get(f.target)!;
        const mirror = target.fields.find((o): o is Field & { kind: 'rows' } => o.kind === 'rows' && o.mirrors === f.name);
        const keyColumn = (r: Field & { kind: 'rows' }) => r.item.find((a) => a.name === r.key)!.column;
        const jt = f.table;
        joins.push(
          `export const ${camel(jt)} = pgTable('${jt}', {`,
          `  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),`,
          `  ${camel(f.source)}: integer('${f.source}').notNull().references((): AnyPgColumn => ${v(m)}.id, { onDelete: 'cascade' }),`,
          `  ${camel(f.target_column)}: integer('${f.target_column}').notNull().references((): AnyPgColumn => ${v(target)}.id, { onDelete: 'cascade' }),`,
          ...f.item.filter((a) => a.kind === 'integer').map((a) => `  ${camel(a.column)}: integer('${a.column}').notNull()${a.default !== undefined ? `.default(${a.default})` : ''},`),
          `}, (t) => [`,
          `  unique('${jt}_${f.source}_${keyColumn(f)}').on(t.${camel(f.source)}, t.${camel(keyColumn(f))}),`,
          ...(mirror ? [`  unique('${jt}_${f.target_column}_${keyColumn(mirror)}').on(t.${camel(f.target_column)}, t.${camel(keyColumn(mirror))}),`] : [`  index('${jt}_target_idx').on(t.${camel(f.target_column)}),`]),
          `]);`,
          '',
        );
      } else if (f.kind === 'm2m' && !f.through.object_type && !f.mirrors) {
        const target = byKey.get(f.target)!;
        const jt = f.through.table;
        joins.push(
          `export const ${camel(jt)} = pgTable('${jt}', {`,
          `  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),`,
          `  ${camel(f.through.source)}: integer('${f.through.source}').notNull().references((): AnyPgColumn => ${v(m)}.id, { onDelete: 'cascade' }),`,
          `  ${camel(f.through.target)}: integer('${f.through.target}').notNull().references((): AnyPgColumn => ${v(target)}.id, { onDelete: 'cascade' }),`,
          `}, (t) => [`,
          `  uniqueIndex('${jt}_pair').on(t.${camel(f.through.source)}, t.${camel(f.through.target)}),`,
          `  index('${jt}_target_idx').on(t.${camel(f.through.target)}),`,
          `]);`,
          '',
        );
      }
    }
    if (m.tree) {
      // Ids of every ancestor, root first: kept by generated/db/triggers.sql, read for _depth
      // and for filters that match a tree object's descendants.
      cols.push(`  treePath: integer('tree_path').array().notNull().default(sql\`'{}'::int[]\`),`);
      idx.push(`index('${m.table}_tree_path_gin').using('gin', t.treePath)`);
    }
    if (m.features.includes('custom_fields')) cols.push(`  customFieldData: jsonb('custom_field_data').notNull().default(sql\`'{}'::jsonb\`),`);
    if (m.features.includes('created_updated')) {
      cols.push(`  created: timestamp('created', { withTimezone: true, precision: 6 }).notNull().defaultNow(),`);
      cols.push(`  lastUpdated: timestamp('last_updated', { withTimezone: true, precision: 6 }).notNull().defaultNow(),`);
    }
    for (const u of m.unique) {
      const colsOf = u.fields.flatMap((n) => {
        const f = m.fields.find((x) => x.name === n)!;
        if (f.kind === 'generic') return [`t.${camel(f.type_column)}`, `t.${camel(f.id_column)}`];
        const c = `t.${camel(f.name)}${f.kind === 'fk' ? 'Id' : ''}`;
        return [u.ignore_case.includes(n) ? `sql\`lower(\${${c}})\`` : c];
      });
      const nullCols = u.when_null.map((n) => {
        const f = m.fields.find((x) => x.name === n)!;
        return `\${t.${camel(f.name)}${f.kind === 'fk' ? 'Id' : ''}} IS NULL`;
      });
      const setCols = u.when_not_blank.map((n) => `\${t.${camel(n)}} <> ''`);
      const conditions = [...nullCols, ...setCols];
      const where = conditions.length ? `.where(sql\`${conditions.join(' AND ')}\`)` : '';
      // NULLS NOT DISTINCT exists on unique constraints, not on Drizzle's unique indexes.
      idx.push(u.nulls_distinct ? `uniqueIndex('${u.name}').on(${colsOf.join(', ')})${where}` : `unique('${u.name}').on(${colsOf.join(', ')}).nullsNotDistinct()`);
    }
    idx.push(...ordering);
    out.push(`export const ${v(m)} = pgTable('${m.table}', {`, ...cols, idx.length ? `}, (t) => [` : '});');
    if (idx.length) out.push(...idx.map((i) => `  ${i},`), ']);');
    out.push('');
  }
  out.push(...joins);
  if (catalogue.models.some((m) => m.features.includes('tags')) && byKey.has('extras.tag')) {
    out.push(
      `/** Tags of every model, told apart by the object's content type. */`,
      `export const extrasTaggedItem = pgTable('extras_tagged_item', {`,
      `  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),`,
      `  objectType: varchar('object_type', { length: 100 }).notNull(),`,
      `  objectId: integer('object_id').notNull(),`,
      `  tagId: integer('tag_id').notNull().references((): AnyPgColumn => extrasTag.id, { onDelete: 'cascade' }),`,
      `}, (t) => [`,
      `  uniqueIndex('extras_tagged_item_object_tag').on(t.objectType, t.objectId, t.tagId),`,
      `  index('extras_tagged_item_tag_idx').on(t.tagId),`,
      `]);`,
      '',
    );
  }
  return out.join('\n');
}
