// Reading the search index (index-sql.ts): the objects whose indexed values contain the query,
// each with its best match (lowest weight), best first. One statement, bounded: at most
// `maxMatches` index rows are read, so a query matching half the database costs no more than
// that (the answer then says it is incomplete).
import { query, type Db } from '../db.ts';
import { likeEscape } from '../query/filters.ts';
import { SEARCH_TABLE } from './index-sql.ts';

export interface SearchHit {
  object_type: string;
  object_id: number;
  field: string;
  value: string;
  weight: number;
}

export async function searchIndex(db: Db, q: string, types: string[], maxMatches: number): Promise<{ hits: SearchHit[]; complete: boolean }> {
  if (types.length === 0) return { hits: [], complete: true };
  const rows = await query<SearchHit & { matched: number }>(db,
    `WITH matched AS (
       SELECT object_type, object_id, field, value, weight FROM ${SEARCH_TABLE}
        WHERE value ILIKE $1 AND object_type = ANY($2::text[]) LIMIT $3)
     SELECT object_type, object_id::int AS object_id, field, value, weight, (SELECT count(*) FROM matched)::int AS matched
       FROM (SELECT DISTINCT ON (object_type, object_id) * FROM matched ORDER BY object_type, object_id, weight, value) best
      ORDER BY weight, value, object_id`,
    [`%${likeEscape(q)}%`, types, maxMatches]);
  const complete = (rows[0]?.matched ?? 0) < maxMatches;
  return { hits: rows.map(({ matched: _, ...h }) => h), complete };
}
