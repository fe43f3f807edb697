// Change history (NetBox's changelog views and extras/objectchange.html), read from
// /api/extras/object-changes/ with NetBox's filters:
// - an object's Changelog tab: its changes (changed_object_type and changed_object_id);
// - System > Change log (/core/changelog/): every change, filtered by user, action, time and
//   request, the filters and page in the URL;
// - a change's page (/core/changelog/<id>/): what changed, who, when and in which request, a
//   diff of the pre- and post-change data with each changed key marked added, removed or
//   changed, and the other changes of the same request.
import { useState } from 'preact/hooks';
import { api, type ApiObject, type Page } from '../api.ts';
import { catalogue, choicesOf, model as modelOf, objectPage, title, type UiModel } from '../catalogue.ts';
import { canonical, diffKeys, type KeyChange } from '../components/diff.ts';
import { Show, useLoad } from '../components/load.tsx';
import { Pagination, usePageWindow } from '../components/pagination.tsx';
import { ChoiceBadge, Empty, ObjectLink } from '../components/value.tsx';
import { navigate, withParams } from '../router.ts';
import { may, useSession } from '../session.ts';

export const CHANGELOG_PAGE = '/core/changelog/';
const CHANGES_API = '/api/extras/object-changes/';
/** Rows of an object's Changelog tab and of a change's related changes. */
const TAB_ROWS = 50;
/** The URL parameters of the change log page that are filters, sent to the API as they are. */
const FILTERS = ['user_name', 'action', 'time_after', 'time_before', 'request_id', 'changed_object_type', 'changed_object_id'] as const;

export const changePage = (id: number | string) => `${CHANGELOG_PAGE}${id}/`;

export function mayViewChanges(me: Parameters<typeof may>[0]): boolean {
  return may(me, modelOf('extras.object_change'), 'view');
}

/** The model a change names by its content type (`ipam.ipaddress`). */
const modelOfType = (type: string): UiModel | undefined => catalogue.models.find((m) => m.content_type === type);

/** A time as NetBox shows it: date and time to the second, in the browser's zone. */
function when(iso: unknown): string {
  if (typeof iso !== 'string') return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}

function ActionBadge({ action }: { action: unknown }) {
  const a = action as { value?: string; label?: string } | string | null;
  const value = typeof a === 'string' ? a : a?.value ?? '';
  const label = typeof a === 'string' ? a : a?.label ?? value;
  // Created, updated and deleted in NetBox's colours (green, blue, red).
  return <ChoiceBadge value={{ create: 'active', update: 'provisioning', delete: 'failed' }[value] ?? value} label={label} />;
}

/** The changed object: a link while it exists, else the text it had. */
function ChangedObject({ change }: { change: ApiObject }) {
  const obj = change.changed_object as ApiObject | null;
  if (obj && typeof obj.url === 'string') return <ObjectLink obj={{ ...obj, display: obj.display ?? change.object_repr }} />;
  return <span>{String(change.object_repr ?? '')}</span>;
}

function typeLabel(type: unknown): string {
  const m = modelOfType(String(type));
  return m ? title(m.verbose_name) : String(type);
}

/** A table of changes, newest first; `object` adds the object's type and name. */
export function ChangeTable({ changes, object = true, caption }: { changes: ApiObject[]; object?: boolean; caption: string }) {
  return (
    <div class="table-responsive">
      <table class="table table-vcenter card-table change-table">
        <caption class="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th>Time</th>
            <th>User</th>
            <th>Action</th>
            {object && <th>Type</th>}
            {object && <th>Object</th>}
            <th>Request ID</th>
            <th>Message</th>
          </tr>
        </thead>
        <tbody>
          {changes.length === 0 && (
            <tr>
              <td colSpan={object ? 7 : 5} class="text-center py-4">No changes found.</td>
            </tr>
          )}
          {changes.map((c) => (
            <tr key={c.id} data-change={c.id}>
              <td><a href={changePage(c.id)}>{when(c.time)}</a></td>
              <td>{c.user_name ? String(c.user_name) : <Empty />}</td>
              <td><ActionBadge action={c.action} /></td>
              {object && <td>{typeLabel(c.changed_object_type)}</td>}
              {object && <td><ChangedObject change={c} /></td>}
              <td>
                <a class="font-monospace" href={`${CHANGELOG_PAGE}?request_id=${encodeURIComponent(String(c.request_id))}`} aria-label={`Changes of request ${c.request_id}`}>
                  {String(c.request_id).slice(0, 8)}
                </a>
              </td>
              <td>{c.message ? String(c.message) : <Empty />}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** An object's Changelog tab. */
export function ChangelogTab({ model, obj }: { model: UiModel; obj: ApiObject }) {
  const query = { changed_object_type: model.content_type, changed_object_id: String(obj.id) };
  const loaded = useLoad(() => api<Page>('GET', CHANGES_API, { query: { ...query, limit: String(TAB_ROWS) } }), [model.key, obj.id]);
  const all = `${CHANGELOG_PAGE}?${new URLSearchParams(query).toString()}`;
  return (
    <div class="card">
      <div class="card-header">
        <h2 class="card-title">Changelog</h2>
        <div class="ms-auto"><a class="btn btn-sm" href={all}>View in change log</a></div>
      </div>
      <Show loaded={loaded}>
        {(page) => (
          <>
            <ChangeTable changes={page.results} object={false} caption={`Changes to ${obj.display}`} />
            {page.count > page.results.length && <div class="card-footer">Showing {page.results.length} of {page.count}: <a href={all}>see them all</a>.</div>}
          </>
        )}
      </Show>
    </div>
  );
}

/** The tab as the object page lists its extra tabs. */
export const changelogTab = (model: UiModel) => ({ label: 'Changelog', render: (obj: ApiObject) => <ChangelogTab model={model} obj={obj} /> });

/** A `datetime-local` value (local time) as the ISO time the API filters take, and back. */
const toIso = (local: string) => (local ? new Date(local).toISOString() : '');
function toLocal(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** System > Change log. */
export function ChangeLogPage({ params }: { params: URLSearchParams }) {
  const pageWindow = usePageWindow(params);
  const { limit, offset } = pageWindow;
  const query: Record<string, string> = { limit: String(limit), offset: String(offset) };
  for (const f of FILTERS) if (params.get(f)) query[f] = params.get(f)!;
  const key = params.toString();
  const loaded = useLoad(() => api<Page>('GET', CHANGES_API, { query }), [key, limit]);
  const [form, setForm] = useState(() => ({
    user_name: params.get('user_name') ?? '',
    action: params.get('action') ?? '',
    time_after: toLocal(params.get('time_after')),
    time_before: toLocal(params.get('time_before')),
    request_id: params.get('request_id') ?? '',
  }));
  const set = (k: keyof typeof form) => (e: Event) => setForm({ ...form, [k]: (e.target as HTMLInputElement).value });
  const apply = (e: Event) => {
    e.preventDefault();
    navigate(withParams(params, { ...form, time_after: toIso(form.time_after), time_before: toIso(form.time_before), offset: null }));
  };
  const clear = () => {
    setForm({ user_name: '', action: '', time_after: '', time_before: '', request_id: '' });
    navigate(CHANGELOG_PAGE);
  };
  const object = params.get('changed_object_type');
  return (
    <>
      <div class="page-header">
        <h1 class="page-title">Change log</h1>
        {object && (
          <p class="text-secondary m-0">
            Changes to {typeLabel(object)} {params.get('changed_object_id') ?? ''}
          </p>
        )}
      </div>
      <div class="page-body">
        <form class="card mb-3" onSubmit={apply} aria-label="Change log filters">
          <div class="card-body filter-grid">
            <div>
              <label class="form-label" for="cl-user">User</label>
              <input id="cl-user" class="form-control" value={form.user_name} onInput={set('user_name')} />
            </div>
            <div>
              <label class="form-label" for="cl-action">Action</label>
              <select id="cl-action" class="form-select" value={form.action} onChange={set('action')}>
                <option value="">Any</option>
                {choicesOf('object_change_action').map((c) => <option key={c.value} value={c.value}>{c.label}</option>)}
              </select>
            </div>
            <div>
              <label class="form-label" for="cl-after">After</label>
              <input id="cl-after" type="datetime-local" class="form-control" value={form.time_after} onInput={set('time_after')} />
            </div>
            <div>
              <label class="form-label" for="cl-before">Before</label>
              <input id="cl-before" type="datetime-local" class="form-control" value={form.time_before} onInput={set('time_before')} />
            </div>
            <div>
              <label class="form-label" for="cl-request">Request ID</label>
              <input id="cl-request" class="form-control font-monospace" value={form.request_id} onInput={set('request_id')} />
            </div>
          </div>
          <div class="card-footer d-flex gap-2">
            <button type="submit" class="btn btn-primary">Apply</button>
            <button type="button" class="btn" onClick={clear}>Clear</button>
          </div>
        </form>
        <div class="card">
          <Show loaded={loaded}>
            {(page) => (
              <>
                <ChangeTable changes={page.results} caption="Changes" />
                <Pagination count={page.count} shown={page.results.length} window={pageWindow} href={(changes) => withParams(params, changes)} />
              </>
            )}
          </Show>
        </div>
      </div>
    </>
  );
}

const CHANGE_LABEL: Record<KeyChange, string> = { added: 'Added', removed: 'Removed', changed: 'Changed', unchanged: '' };

function Shown({ value }: { value: unknown }) {
  if (value === undefined) return <Empty />;
  // An empty string as "" (a dash would read as no value).
  const text = typeof value === 'string' && value !== '' ? value : canonical(value);
  return <code class="diff-value">{text}</code>;
}

/** A change's page. */
export function ChangePage({ id }: { id: string }) {
  const loaded = useLoad(() => api<ApiObject>('GET', `${CHANGES_API}${id}/`), [id]);
  return (
    <Show loaded={loaded}>
      {(c) => {
        const keys = diffKeys(c.prechange_data as Record<string, unknown> | null, c.postchange_data as Record<string, unknown> | null);
        const changed = keys.filter((k) => k.change !== 'unchanged');
        const model = modelOfType(String(c.changed_object_type));
        return (
          <>
            <div class="page-header">
              <div class="page-pretitle"><a href={CHANGELOG_PAGE}>Change log</a></div>
              <h1 class="page-title">{typeLabel(c.changed_object_type)} {String(c.object_repr)}</h1>
            </div>
            <div class="page-body">
            <div class="row row-cards">
              <div class="col-lg-5">
                <div class="card">
                  <div class="card-header"><h2 class="card-title">Change</h2></div>
                  <table class="table card-table detail-table">
                    <tbody>
                      <tr><th scope="row">Time</th><td>{when(c.time)}</td></tr>
                      <tr><th scope="row">User</th><td>{c.user_name ? String(c.user_name) : <Empty />}</td></tr>
                      <tr><th scope="row">Action</th><td><ActionBadge action={c.action} /></td></tr>
                      <tr><th scope="row">Object type</th><td>{typeLabel(c.changed_object_type)}</td></tr>
                      <tr><th scope="row">Object</th><td><ChangedObject change={c} /></td></tr>
                      {c.related_object ? <tr><th scope="row">Related object</th><td><ObjectLink obj={c.related_object as ApiObject} /></td></tr> : null}
                      <tr><th scope="row">Message</th><td>{c.message ? String(c.message) : <Empty />}</td></tr>
                      <tr>
                        <th scope="row">Request ID</th>
                        <td class="font-monospace">{String(c.request_id)}</td>
                      </tr>
                    </tbody>
                  </table>
                  {model && c.changed_object ? (
                    <div class="card-footer"><a href={`${objectPage(model, Number(c.changed_object_id))}`}>The object now</a></div>
                  ) : null}
                </div>
                <RelatedChanges change={c} />
              </div>
              <div class="col-lg-7 d-flex flex-column gap-3">
                <div class="card">
                  <div class="card-header"><h2 class="card-title">Difference</h2></div>
                  <DiffTable rows={changed} caption="Changed fields" empty="Nothing changed." />
                </div>
                <div class="card">
                  <div class="card-header"><h2 class="card-title">All fields</h2></div>
                  <DiffTable rows={keys} caption="Every field before and after the change" empty="No data." />
                </div>
              </div>
            </div>
            </div>
          </>
        );
      }}
    </Show>
  );
}

function DiffTable({ rows, caption, empty }: { rows: ReturnType<typeof diffKeys>; caption: string; empty: string }) {
  if (!rows.length) return <div class="card-body">{empty}</div>;
  return (
    <div class="table-responsive">
      <table class="table card-table diff-table">
        <caption class="visually-hidden">{caption}</caption>
        <thead>
          <tr><th>Field</th><th>Before</th><th>After</th></tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} class={`diff-${r.change}`} data-key={r.key} data-change={r.change}>
              <th scope="row">
                {r.key}
                {r.change !== 'unchanged' && <span class="badge diff-badge ms-2">{CHANGE_LABEL[r.change]}</span>}
              </th>
              <td class="diff-before">{r.change === 'added' ? <Empty /> : <Shown value={r.before} />}</td>
              <td class="diff-after">{r.change === 'removed' ? <Empty /> : <Shown value={r.after} />}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The other changes of the change's request, and the way to all of them. */
function RelatedChanges({ change }: { change: ApiObject }) {
  const request = String(change.request_id);
  const loaded = useLoad(() => api<Page>('GET', CHANGES_API, { query: { request_id: request, limit: String(TAB_ROWS) } }), [request]);
  const all = `${CHANGELOG_PAGE}?request_id=${encodeURIComponent(request)}`;
  return (
    <div class="card mt-3">
      <div class="card-header"><h2 class="card-title">Related changes</h2></div>
      <Show loaded={loaded}>
        {(page) => {
          const others = page.results.filter((o) => o.id !== change.id);
          return (
            <>
              {others.length ? (
                <ul class="list-group list-group-flush">
                  {others.map((o) => (
                    <li class="list-group-item" key={o.id}>
                      <a href={changePage(o.id)}>{typeLabel(o.changed_object_type)} {String(o.object_repr)}</a> <ActionBadge action={o.action} />
                    </li>
                  ))}
                </ul>
              ) : (
                <div class="card-body">No other change in this request.</div>
              )}
              <div class="card-footer">
                <a href={all}>{page.count === 1 ? 'The request' : `All ${page.count} changes of the request`}</a>
              </div>
            </>
          );
        }}
      </Show>
    </div>
  );
}
