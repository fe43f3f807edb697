// What a list's bulk edit or delete acts on: the rows ticked, or every object the list's
// filters match ("all 1,034 matching", as NetBox's select-all offers), read from the filtered
// list in pages just before the confirmed action, which then writes them all in one
// all-or-none request of the API.
import { api, type ApiObject, type Page } from '../api.ts';
import { listApi, type UiModel } from '../catalogue.ts';

export type Selection = { kind: 'ids'; ids: number[] } | { kind: 'matching'; query: Record<string, string[]>; count: number };

/** Most objects "all matching" acts on: the API's default MAX_BULK_ITEMS, so the action stays
 * one request and all-or-none; beyond it the user narrows the filters. */
export const MAX_MATCHING = 10_000;
/** Ticked objects read per request (their ids go in the query string). */
const ID_CHUNK = 100;
/** Matching objects read per request (MAX_PAGE_SIZE's default). */
const PAGE = 1000;

export function selectionSize(s: Selection): number {
  return s.kind === 'ids' ? s.ids.length : s.count;
}

/** The selected objects as they are now, with `fields` (id, url and display always). */
export async function readSelection(model: UiModel, s: Selection, fields: string[] = []): Promise<ApiObject[]> {
  const chosen = { fields: [...new Set(['id', 'url', 'display', ...fields])].join(',') };
  const out: ApiObject[] = [];
  if (s.kind === 'ids') {
    for (let i = 0; i < s.ids.length; i += ID_CHUNK) {
      const chunk = s.ids.slice(i, i + ID_CHUNK);
      out.push(...(await api<Page>('GET', listApi(model), { query: { ...chosen, id: chunk.map(String), limit: String(chunk.length) } })).results);
    }
    return out;
  }
  if (s.count > MAX_MATCHING) throw new Error(`At most ${MAX_MATCHING.toLocaleString('en')} objects are changed at once; narrow the filters.`);
  const { limit: _l, offset: _o, ordering: _s, fields: _f, ...filters } = s.query;
  // By id, so that pages do not overlap or skip while objects are read.
  for (let offset = 0; ; offset += PAGE) {
    const page = await api<Page>('GET', listApi(model), { query: { ...filters, ...chosen, ordering: 'id', limit: String(PAGE), offset: String(offset) } });
    out.push(...page.results);
    if (!page.next || page.results.length === 0) break;
    if (out.length > MAX_MATCHING) throw new Error(`More than ${MAX_MATCHING.toLocaleString('en')} objects match now; narrow the filters.`);
  }
  return out;
}
