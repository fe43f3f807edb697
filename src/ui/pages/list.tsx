// A model's list page: the catalogue's columns (a chooser remembered in the browser per user
// and model), header sort (`ordering`), quick search (`q`), a filter panel generated from the
// model's filters, pagination with page size, row selection for bulk edit and delete, and the
// current view exported as CSV. Everything that selects rows lives in the page URL.
import { useEffect, useState } from 'preact/hooks';
import { api, type ApiObject, type Page } from '../api.ts';
import { listApi, listPage, title, type UiModel } from '../catalogue.ts';
import { FilterPanel } from '../components/filters.tsx';
import { BulkEdit } from '../components/bulk-edit.tsx';
import { MAX_MATCHING, readSelection, type Selection } from '../components/selection.ts';
import { ErrorMessage, Loading, useLoad } from '../components/load.tsx';
import { Pagination, usePageWindow } from '../components/pagination.tsx';
import { availableColumns, columnLabel, ObjectTable } from '../components/table.tsx';
import { plain } from '../components/value.tsx';
import { navigate, withParams } from '../router.ts';
import { useMay, useSession } from '../session.ts';

/** Rows fetched per request when exporting every row of the view. */
const EXPORT_PAGE = 1000;

function columnsKey(user: string, model: UiModel) {
  return `netinv:columns:${user}:${model.key}`;
}

function storedColumns(user: string, model: UiModel): string[] {
  try {
    const saved = JSON.parse(localStorage.getItem(columnsKey(user, model)) ?? 'null') as unknown;
    const known = new Set(availableColumns(model));
    if (Array.isArray(saved) && saved.length && saved.every((c) => typeof c === 'string' && known.has(c))) return saved as string[];
  } catch {
    // an unreadable choice falls back to the default columns
  }
  return model.columns;
}

/** What a row needs besides its columns: its id (selection and its link, which the table makes
 * from the model and id, not from the 50 bytes of its `url`) and display (the link's text). */
const ROW_FIELDS = ['id', 'display'];

/** The API query of the page URL: its parameters, plus what lists always leave out; with
 * `columns`, only those fields are asked for (`fields=`, docs/rest-api.md "Choosing fields"),
 * so a long list carries its visible columns only. */
export function apiQuery(model: UiModel, params: URLSearchParams, limit?: number, columns?: string[]): Record<string, string[]> {
  const q: Record<string, string[]> = {};
  for (const [k, v] of params) if (v !== '') (q[k] ??= []).push(v);
  if (limit !== undefined && !q.limit) q.limit = [String(limit)];
  if (columns) q.fields = [[...new Set([...ROW_FIELDS, ...columns])].join(',')];
  else if (model.features.includes('config_context')) q.exclude = ['config_context'];
  return q;
}


function csvCell(text: string): string {
  return /[",\r\n]/.test(text) || /^[=+\-@]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

async function exportCsv(model: UiModel, params: URLSearchParams, columns: string[]): Promise<void> {
  const query = apiQuery(model, params, undefined, columns);
  delete query.offset;
  const rows: ApiObject[] = [];
  for (let offset = 0; ; offset += EXPORT_PAGE) {
    const page = await api<Page>('GET', listApi(model), { query: { ...query, limit: String(EXPORT_PAGE), offset: String(offset) } });
    rows.push(...page.results);
    if (!page.next || page.results.length === 0) break;
  }
  const lines = [columns.map((c) => csvCell(columnLabel(model, c))).join(',')];
  for (const r of rows) lines.push(columns.map((c) => csvCell(plain(r[c]))).join(','));
  const url = URL.createObjectURL(new Blob([`${lines.join('\r\n')}\r\n`], { type: 'text/csv' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `${model.path}.csv`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function ListPage({ model, params }: { model: UiModel; params: URLSearchParams }) {
  const { me } = useSession();
  const mayAdd = useMay(model, 'add');
  const mayChange = useMay(model, 'change');
  const mayDelete = useMay(model, 'delete');
  const [columns, setColumns] = useState(() => storedColumns(me.username, model));
  const [selected, setSelected] = useState<Set<number>>(new Set());
  // Every object the filters match, not only the rows ticked ("all 1,034 matching").
  const [allMatching, setAllMatching] = useState(false);
  const [panel, setPanel] = useState<'filters' | 'columns' | 'bulk-edit' | 'bulk-delete' | null>(null);
  const [message, setMessage] = useState<{ kind: 'success' | 'danger'; text: string } | null>(null);
  const [q, setQ] = useState(params.get('q') ?? '');
  const key = params.toString();
  const pageWindow = usePageWindow(params);
  const loaded = useLoad(() => api<Page>('GET', listApi(model), { query: apiQuery(model, params, pageWindow.limit, columns) }), [model.key, key, pageWindow.limit, columns.join(',')]);

  useEffect(() => {
    setColumns(storedColumns(me.username, model));
    setSelected(new Set());
    setPanel(null);
    setMessage(null);
  }, [model.key]);
  useEffect(() => setQ(params.get('q') ?? ''), [key]);
  useEffect(() => setAllMatching(false), [key, selected]);

  const chooseColumns = (next: string[]) => {
    setColumns(next);
    localStorage.setItem(columnsKey(me.username, model), JSON.stringify(next));
  };
  const page = loaded.data;
  const filtered = [...params.keys()].some((k) => !['limit', 'offset', 'ordering', 'q'].includes(k));
  const pageSelected = !!page && page.results.length > 0 && page.results.every((r) => selected.has(r.id));
  const selection: Selection = allMatching && page ? { kind: 'matching', query: apiQuery(model, params), count: page.count } : { kind: 'ids', ids: [...selected] };
  const selectedCount = selection.kind === 'matching' ? selection.count : selected.size;
  const noun = (n: number) => (n === 1 ? model.verbose_name : model.verbose_name_plural);

  const bulkDelete = async () => {
    try {
      // All matching: their ids read now, then one all-or-none request as for ticked rows.
      const ids = selection.kind === 'ids' ? selection.ids : (await readSelection(model, selection)).map((o) => o.id);
      await api('DELETE', listApi(model), { body: ids.map((id) => ({ id })) });
      setMessage({ kind: 'success', text: `Deleted ${ids.length.toLocaleString('en')} ${noun(ids.length)}.` });
      setSelected(new Set());
      setPanel(null);
      loaded.reload();
    } catch (e) {
      setMessage({ kind: 'danger', text: (e as Error).message });
    }
  };

  return (
    <>
      <div class="page-header d-print-none">
        <div class="row align-items-center">
          <div class="col">
            <h1 class="page-title">{title(model.verbose_name_plural)}</h1>
          </div>
          <div class="col-auto ms-auto d-flex gap-2">
            {mayAdd && (
              <a class="btn btn-primary" href={`${listPage(model)}add/`}>
                Add {model.verbose_name}
              </a>
            )}
            {(mayAdd || mayChange) && (
              <a class="btn" href={`${listPage(model)}import/`}>
                Import
              </a>
            )}
          </div>
        </div>
      </div>
      <div class="page-body">
        {message && (
          <div class={`alert alert-${message.kind}`} role={message.kind === 'danger' ? 'alert' : 'status'}>
            {message.text}
          </div>
        )}
        <div class="card">
          <div class="card-header flex-wrap gap-2">
            {model.search && (
              <form
                role="search"
                class="d-flex gap-2"
                onSubmit={(e) => {
                  e.preventDefault();
                  navigate(withParams(params, { q, offset: null }));
                }}
              >
                <label class="visually-hidden" for="quick-search">Quick search</label>
                <input id="quick-search" class="form-control" type="search" placeholder="Quick search" value={q} onInput={(e) => setQ((e.target as HTMLInputElement).value)} />
                <button class="btn" type="submit">Search</button>
              </form>
            )}
            <div class="ms-auto d-flex flex-wrap gap-2">
              <button type="button" class={`btn${filtered ? ' btn-outline-primary' : ''}`} aria-expanded={panel === 'filters'} aria-controls="list-panel" onClick={() => setPanel(panel === 'filters' ? null : 'filters')}>
                Filters{filtered ? ' (active)' : ''}
              </button>
              <button type="button" class="btn" aria-expanded={panel === 'columns'} aria-controls="list-panel" onClick={() => setPanel(panel === 'columns' ? null : 'columns')}>
                Columns
              </button>
              <button type="button" class="btn" onClick={() => exportCsv(model, params, columns).catch((e: Error) => setMessage({ kind: 'danger', text: e.message }))}>
                Export CSV
              </button>
              {mayChange && (
                <button type="button" class="btn" disabled={selectedCount === 0} aria-controls="list-panel" onClick={() => setPanel('bulk-edit')}>
                  Edit selected
                </button>
              )}
              {mayDelete && (
                <button type="button" class="btn btn-outline-danger" disabled={selectedCount === 0} aria-controls="list-panel" onClick={() => setPanel('bulk-delete')}>
                  Delete selected
                </button>
              )}
            </div>
          </div>
          <div id="list-panel">
            {panel === 'filters' && <FilterPanel model={model} params={params} onClose={() => setPanel(null)} />}
            {panel === 'columns' && <ColumnChooser model={model} columns={columns} onChange={chooseColumns} onReset={() => chooseColumns(model.columns)} />}
            {panel === 'bulk-edit' && selectedCount > 0 && (
              <BulkEdit
                model={model}
                selection={selection}
                onDone={(text) => {
                  setMessage({ kind: 'success', text });
                  setSelected(new Set());
                  setPanel(null);
                  loaded.reload();
                }}
                onCancel={() => setPanel(null)}
              />
            )}
            {panel === 'bulk-delete' && selectedCount > 0 && (
              <div class="card-body border-bottom" role="alertdialog" aria-labelledby="bulk-delete-title">
                <h2 class="h3" id="bulk-delete-title">
                  Delete {allMatching ? 'all ' : ''}{selectedCount.toLocaleString('en')} {allMatching ? 'matching ' : ''}{noun(selectedCount)}?
                </h2>
                <ul>
                  {page?.results.filter((r) => selected.has(r.id)).map((r) => <li key={r.id}>{r.display}</li>)}
                  {allMatching && page && page.count > page.results.length && <li>and {(page.count - page.results.length).toLocaleString('en')} more matching the filters</li>}
                </ul>
                <div class="d-flex gap-2">
                  <button type="button" class="btn btn-danger" onClick={bulkDelete}>
                    Delete
                  </button>
                  <button type="button" class="btn" onClick={() => setPanel(null)}>
                    Cancel
                  </button>
                </div>
              </div>
            )}
          </div>
          {page && pageSelected && page.count > page.results.length && (mayChange || mayDelete) && (
            <div class="card-body border-bottom py-2 select-matching" role="status">
              {allMatching ? (
                <>
                  All {page.count.toLocaleString('en')} {noun(page.count)} matching the filters are selected.{' '}
                  <button type="button" class="btn btn-link p-0 align-baseline" onClick={() => setSelected(new Set())}>Clear selection</button>
                </>
              ) : (
                <>
                  All {page.results.length} {noun(page.results.length)} on this page are selected.{' '}
                  {page.count <= MAX_MATCHING ? (
                    <button type="button" class="btn btn-link p-0 align-baseline" onClick={() => setAllMatching(true)}>
                      Select all {page.count.toLocaleString('en')} matching
                    </button>
                  ) : (
                    <span>More than {MAX_MATCHING.toLocaleString('en')} match: narrow the filters to act on all of them.</span>
                  )}
                </>
              )}
            </div>
          )}
          {loaded.error ? (
            <div class="card-body">
              <ErrorMessage error={loaded.error} />
            </div>
          ) : !page ? (
            <Loading />
          ) : (
            <>
              <ObjectTable
                model={model}
                rows={page.results}
                columns={columns}
                ordering={params.get('ordering') ?? undefined}
                onSort={(ordering) => navigate(withParams(params, { ordering, offset: null }))}
                selected={selected}
                onSelect={mayChange || mayDelete ? setSelected : undefined}
                caption={`${title(model.verbose_name_plural)}, ${page.count} in all`}
              />
              <Pagination count={page.count} shown={page.results.length} window={pageWindow} href={(changes) => withParams(params, changes)} />
            </>
          )}
        </div>
      </div>
    </>
  );
}

function ColumnChooser({ model, columns, onChange, onReset }: { model: UiModel; columns: string[]; onChange: (c: string[]) => void; onReset: () => void }) {
  const all = availableColumns(model);
  return (
    <fieldset class="card-body border-bottom">
      <legend class="h3">Columns</legend>
      <div class="column-grid">
        {all.map((c) => (
          <label class="form-check" key={c}>
            <input
              type="checkbox"
              class="form-check-input"
              checked={columns.includes(c)}
              onChange={() => onChange(columns.includes(c) ? columns.filter((x) => x !== c) : all.filter((x) => x === c || columns.includes(x)))}
              disabled={columns.length === 1 && columns.includes(c)}
            />
            <span class="form-check-label">{columnLabel(model, c)}</span>
          </label>
        ))}
      </div>
      <button type="button" class="btn btn-sm mt-2" onClick={onReset}>
        Default columns
      </button>
    </fieldset>
  );
}
