// System > Background Tasks (the spec: "failed deliveries are listed in the admin interface,
// under System > Background Tasks, and failed ones can be handled manually there"): the webhook
// deliveries of /api/extras/background-tasks/, queued, being delivered, completed and failed,
// with their webhook, object, event, attempts, the receiver's status and the error. Failed ones
// can be requeued and any not being delivered deleted, one, the selected, or all matching the
// filters. Filters and page live in the URL. What is offered follows the API's permissions:
// viewing webhooks lists their tasks, changing them requeues and deletes. While a task shown
// is queued or being delivered, the list reads itself again every few seconds.
import { useEffect, useState } from 'preact/hooks';
import { api, ApiError, type ApiObject, type Page } from '../api.ts';
import { catalogue, model as modelOf, objectPage } from '../catalogue.ts';
import { ErrorMessage, Loading, useLoad } from '../components/load.tsx';
import { Pagination, usePageWindow } from '../components/pagination.tsx';
import { ChoiceBadge, Empty, ObjectLink } from '../components/value.tsx';
import { navigate, withParams as withParamsOf } from '../router.ts';
import { may, useSession } from '../session.ts';

export const BACKGROUND_TASKS_PAGE = '/system/background-tasks/';
const TASKS_API = '/api/extras/background-tasks/';
const STATUSES = [
  ['queued', 'Queued'],
  ['active', 'Running'],
  ['completed', 'Finished'],
  ['failed', 'Failed'],
] as const;
const LABEL: Record<string, string> = Object.fromEntries(STATUSES);
/** Colours of ChoiceBadge by meaning. */
const COLOUR: Record<string, string> = { queued: 'planned', active: 'staged', completed: 'active', failed: 'failed' };
/** How often the list is read again while some task shown is queued or being delivered. */
const REFRESH_MS = 3000;
/** The URL parameters that are filters (sent to the API as they are). */
const FILTERS = ['status', 'webhook'];

export interface Task {
  id: string;
  url: string;
  display: string;
  status: string;
  webhook: { id: number; url: string; display: string | null; name: string | null };
  object_type: string;
  object_id: number;
  event: string;
  request_id: string | null;
  attempts: number;
  retries_allowed: number | null;
  created: string;
  started: string | null;
  completed: string | null;
  next_attempt: string | null;
  last_status: number | null;
  response_excerpt: string | null;
  error: string | null;
}

/** Who may see the page: a user who may view webhooks (the API lists their tasks). */
export function mayViewTasks(me: Parameters<typeof may>[0]): boolean {
  return may(me, modelOf('extras.webhook'), 'view');
}

const withParams = (params: URLSearchParams, changes: Record<string, string | null>) => withParamsOf(params, changes, BACKGROUND_TASKS_PAGE);

/** A 400 on the filters (a status or webhook typed into the URL) names what was refused. */
function refusal(error: ApiError): ApiError {
  if (error.status !== 400 || !error.body || typeof error.body !== 'object' || 'detail' in error.body) return error;
  const said = Object.entries(error.body as Record<string, unknown>).map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(' ') : String(v)}`);
  return new ApiError(400, { detail: said.join('; ') });
}

const time = (t: string | null) => (t ? new Date(t).toLocaleString() : null);

function TaskObject({ task }: { task: Task }) {
  const model = catalogue.models.find((m) => m.content_type === task.object_type);
  const label = `${model ? model.verbose_name : task.object_type} ${task.object_id}`;
  // A deleted object's page is gone.
  if (!model || task.event === 'deleted') return <span>{label}</span>;
  return <a href={objectPage(model, task.object_id)}>{label}</a>;
}

export function BackgroundTasksPage({ params }: { params: URLSearchParams }) {
  const { me } = useSession();
  const webhookModel = modelOf('extras.webhook');
  const mayChange = may(me, webhookModel, 'change') && me.write_enabled;
  const key = params.toString();
  const pageWindow = usePageWindow(params);
  const query: Record<string, string> = { limit: String(pageWindow.limit) };
  for (const k of [...FILTERS, 'offset']) if (params.get(k)) query[k] = params.get(k)!;
  const loaded = useLoad(() => api<Page<Task>>('GET', TASKS_API, { query }), [key, pageWindow.limit]);
  // The webhooks to filter by (few: one request, beside the list).
  const webhooks = useLoad(() => api<Page>('GET', '/api/extras/webhooks/', { query: { brief: '1', limit: '1000' } }), []);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [message, setMessage] = useState<{ kind: 'success' | 'danger'; text: string } | null>(null);
  const [confirm, setConfirm] = useState<{ ids: string[] | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState(params.get('status') ?? '');
  const [webhook, setWebhook] = useState(params.get('webhook') ?? '');
  useEffect(() => {
    setSelected(new Set());
    setConfirm(null);
    setStatus(params.get('status') ?? '');
    setWebhook(params.get('webhook') ?? '');
  }, [key]);

  // While a task shown is queued or being delivered, the list is read again every few seconds
  // (one request), so a requeued delivery is seen to finish.
  const pending = (loaded.data?.results ?? []).some((t) => t.status === 'queued' || t.status === 'active');
  useEffect(() => {
    if (!pending || loaded.loading) return;
    const timer = window.setTimeout(() => loaded.reload(), REFRESH_MS);
    return () => window.clearTimeout(timer);
  }, [pending, loaded.loading, loaded.data]);

  const page = loaded.data;
  const rows = page?.results ?? [];
  const filtered = FILTERS.some((k) => params.get(k));
  const bulkQuery = Object.fromEntries(FILTERS.filter((k) => params.get(k)).map((k) => [k, params.get(k)!]));

  /** Runs `work`, shows what it did or why not, and lists the tasks again. */
  const act = async (work: () => Promise<string>) => {
    setBusy(true);
    try {
      setMessage({ kind: 'success', text: await work() });
      setSelected(new Set());
      setConfirm(null);
    } catch (e) {
      setMessage({ kind: 'danger', text: (e as Error).message });
    } finally {
      setBusy(false);
      loaded.reload();
    }
  };
  const plural = (n: number) => `${n} task${n === 1 ? '' : 's'}`;
  /** One request per task; the refusals are listed, the others done. */
  const each = async (ids: string[], one: (id: string) => Promise<unknown>, done: string) => {
    const results = await Promise.allSettled(ids.map(one));
    const failed = results.flatMap((r, i) => (r.status === 'rejected' ? [`${ids[i]!.slice(0, 8)}: ${(r.reason as Error).message}`] : []));
    const ok = ids.length - failed.length;
    if (failed.length) throw new Error(`${ok ? `${done} ${plural(ok)}; ` : ''}not ${ids.length - ok === 1 ? 'this one' : 'these'}: ${failed.join('; ')}`);
    return `${done} ${plural(ok)}.`;
  };
  const requeue = (ids: string[]) => act(() => each(ids, (id) => api('POST', `${TASKS_API}${id}/requeue/`), 'Requeued'));
  const remove = (ids: string[]) => act(() => each(ids, (id) => api('DELETE', `${TASKS_API}${id}/`), 'Deleted'));
  const requeueMatching = () => act(async () => `Requeued ${plural((await api<{ count: number }>('POST', `${TASKS_API}requeue/`, { query: bulkQuery })).count)}.`);
  const removeMatching = () => act(async () => `Deleted ${plural((await api<{ count: number }>('DELETE', TASKS_API, { query: bulkQuery })).count)}.`);

  const chosen = rows.filter((t) => selected.has(t.id));
  const failedChosen = chosen.filter((t) => t.status === 'failed').map((t) => t.id);
  const deletableChosen = chosen.filter((t) => t.status !== 'active').map((t) => t.id);
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  };
  const allChosen = rows.length > 0 && rows.every((t) => selected.has(t.id));

  return (
    <>
      <div class="page-header d-print-none">
        <div class="row align-items-center">
          <div class="col">
            <div class="page-pretitle">System</div>
            <h1 class="page-title">Background Tasks</h1>
          </div>
        </div>
      </div>
      <div class="page-body">
        <p class="text-secondary">Webhook deliveries: queued, being delivered, finished and failed. A failed delivery can be requeued to be delivered again, or deleted.</p>
        {message && (
          <div class={`alert alert-${message.kind}`} role={message.kind === 'danger' ? 'alert' : 'status'}>
            {message.text}
          </div>
        )}
        <div class="card">
          <form
            class="card-header flex-wrap gap-2 align-items-end"
            aria-label="Filters"
            onSubmit={(e) => {
              e.preventDefault();
              navigate(withParams(params, { status, webhook, offset: null }));
            }}
          >
            <div>
              <label class="form-label" for="task-status">Status</label>
              <select id="task-status" class="form-select" value={status} onChange={(e) => setStatus((e.target as HTMLSelectElement).value)}>
                <option value="">Any</option>
                {STATUSES.map(([v, l]) => <option key={v} value={v}>{l}</option>)}
              </select>
            </div>
            <div>
              <label class="form-label" for="task-webhook">Webhook</label>
              <select id="task-webhook" class="form-select" value={webhook} onChange={(e) => setWebhook((e.target as HTMLSelectElement).value)}>
                <option value="">Any</option>
                {(webhooks.data?.results ?? []).map((w) => <option key={w.id} value={String(w.id)}>{w.display}</option>)}
                {params.get('webhook') && !webhooks.data?.results.some((w) => String(w.id) === params.get('webhook')) && <option value={params.get('webhook')!}>Webhook {params.get('webhook')}</option>}
              </select>
            </div>
            <button type="submit" class="btn btn-primary">Apply filters</button>
            {filtered && <a class="btn" href={BACKGROUND_TASKS_PAGE}>Clear</a>}
            {mayChange && (
              <div class="ms-auto d-flex flex-wrap gap-2">
                <button type="button" class="btn" disabled={busy || failedChosen.length === 0} onClick={() => requeue(failedChosen)}>
                  Requeue selected{failedChosen.length ? ` (${failedChosen.length})` : ''}
                </button>
                <button type="button" class="btn btn-outline-danger" disabled={busy || deletableChosen.length === 0} aria-controls="task-confirm" onClick={() => setConfirm({ ids: deletableChosen })}>
                  Delete selected{deletableChosen.length ? ` (${deletableChosen.length})` : ''}
                </button>
                <button type="button" class="btn" disabled={busy || !page || page.count === 0} onClick={requeueMatching}>
                  Requeue all failed{filtered ? ' matching' : ''}
                </button>
                {filtered && (
                  <button type="button" class="btn btn-outline-danger" disabled={busy || !page || page.count === 0} aria-controls="task-confirm" onClick={() => setConfirm({ ids: null })}>
                    Delete all matching
                  </button>
                )}
              </div>
            )}
          </form>
          <div id="task-confirm">
            {confirm && (
              <div class="card-body border-bottom" role="alertdialog" aria-labelledby="task-confirm-title">
                <h2 class="h3" id="task-confirm-title">
                  {confirm.ids ? `Delete ${plural(confirm.ids.length)}?` : `Delete every task matching the filters (${page?.count ?? 0}, those being delivered excepted)?`}
                </h2>
                <p>Their deliveries will not be made.</p>
                <div class="d-flex gap-2">
                  <button type="button" class="btn btn-danger" disabled={busy} onClick={() => (confirm.ids ? remove(confirm.ids) : removeMatching())}>Delete</button>
                  <button type="button" class="btn" onClick={() => setConfirm(null)}>Cancel</button>
                </div>
              </div>
            )}
          </div>
          {loaded.error ? (
            <div class="card-body"><ErrorMessage error={refusal(loaded.error)} /></div>
          ) : !page ? (
            <Loading />
          ) : (
            <>
              <div class="table-responsive">
                <table class="table table-vcenter card-table task-table">
                  <caption class="visually-hidden">Background tasks, {page.count} in all</caption>
                  <thead>
                    <tr>
                      {mayChange && (
                        <th scope="col" class="w-1">
                          <input type="checkbox" class="form-check-input" aria-label="Select every task on this page" checked={allChosen} onChange={() => setSelected(allChosen ? new Set() : new Set(rows.map((t) => t.id)))} />
                        </th>
                      )}
                      <th scope="col">Created</th>
                      <th scope="col">Status</th>
                      <th scope="col">Webhook</th>
                      <th scope="col">Object</th>
                      <th scope="col">Event</th>
                      <th scope="col">Attempts</th>
                      <th scope="col">Response</th>
                      <th scope="col">Error</th>
                      {mayChange && <th scope="col"><span class="visually-hidden">Actions</span></th>}
                    </tr>
                  </thead>
                  <tbody>
                    {rows.length === 0 && (
                      <tr><td colSpan={mayChange ? 10 : 8}>No tasks{filtered ? ' match these filters' : ''}.</td></tr>
                    )}
                    {rows.map((t) => (
                      <tr key={t.id} data-task={t.id}>
                        {mayChange && (
                          <td>
                            <input type="checkbox" class="form-check-input" aria-label={`Select task ${t.display}`} checked={selected.has(t.id)} onChange={() => toggle(t.id)} />
                          </td>
                        )}
                        <td title={t.id}>{time(t.created)}</td>
                        <td>
                          <ChoiceBadge value={COLOUR[t.status] ?? t.status} label={LABEL[t.status] ?? t.status} />
                          {t.status === 'queued' && t.next_attempt && <div class="small text-secondary">next attempt {time(t.next_attempt)}</div>}
                        </td>
                        <td><ObjectLink obj={{ ...t.webhook, display: t.webhook.display ?? `webhook ${t.webhook.id} (deleted)` } as unknown as ApiObject} /></td>
                        <td><TaskObject task={t} /></td>
                        <td>{t.event}</td>
                        <td>{t.attempts}{t.retries_allowed !== null ? ` of ${t.retries_allowed + 1}` : ''}</td>
                        <td>{t.last_status ?? <Empty />}</td>
                        <td class="task-error">{t.error ?? <Empty />}</td>
                        {mayChange && (
                          <td class="text-nowrap">
                            {t.status === 'failed' && (
                              <button type="button" class="btn btn-sm me-1" disabled={busy} aria-label={`Requeue task ${t.display}`} onClick={() => requeue([t.id])}>Requeue</button>
                            )}
                            {t.status !== 'active' && (
                              <button type="button" class="btn btn-sm btn-outline-danger" disabled={busy} aria-label={`Delete task ${t.display}`} aria-controls="task-confirm" onClick={() => setConfirm({ ids: [t.id] })}>Delete</button>
                            )}
                          </td>
                        )}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pagination count={page.count} shown={rows.length} window={pageWindow} href={(changes) => withParams(params, changes)}>
                <button type="button" class="btn btn-sm" onClick={() => loaded.reload()}>Refresh</button>
              </Pagination>
            </>
          )}
        </div>
      </div>
    </>
  );
}
