// An object's page: every field (related objects as links, choices as badges, JSON
// pretty-printed), its tags and custom fields, and its child objects as tabs (the catalogue's
// tabs and the models whose required or cascading foreign key points here); a device's live
// data tabs (pages/device-live.tsx) when the server says they are available; a model's own view
// (pages/object-views.tsx: its fields panel, tabs in place of the catalogue's, a panel below); a Changelog tab
// (pages/changelog.tsx) for every model whose changes are logged.
import { useState } from 'preact/hooks';
import { api, type ApiObject, type Page } from '../api.ts';
import { fieldLabel, listApi, listPage, model as modelOf, objectApi, objectPage, title, type UiModel } from '../catalogue.ts';
import { ErrorMessage, Loading, Show, useLoad } from '../components/load.tsx';
import { ObjectTable } from '../components/table.tsx';
import { Empty, TagBadge, Value } from '../components/value.tsx';
import { useMay, useSession } from '../session.ts';
import { changelogTab, mayViewChanges } from './changelog.tsx';
import { availabilityApi, LIVE_TABS, type LiveAvailability } from './device-live.tsx';
import { useComponentColumns } from '../components/cabling.tsx';
import { OBJECT_VIEWS } from './object-views.tsx';

type Tab = UiModel['tabs'][number];

/** A tab's filter with the object's values put in: `{prefix}` -> 10.0.0.0/8, a missing value `null`. */
function tabQuery(tab: Tab, obj: ApiObject): Record<string, string> {
  const at = (path: string): unknown => path.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), obj);
  return Object.fromEntries(Object.entries(tab.filter).map(([k, t]) => [k, t.replace(/\{([\w.]+)\}/g, (_, p: string) => {
    const v = at(p);
    return v === null || v === undefined ? 'null' : String(v);
  })]));
}

export function DetailPage({ model, id }: { model: UiModel; id: string }) {
  const loaded = useLoad(() => api<ApiObject>('GET', objectApi(model, id)), [model.key, id]);
  // A device's live data tabs, when the server says this user may see them for this device
  // (asked beside the object, not after it; a failure only leaves the tabs out).
  const live = useLoad(
    () => (model.key === 'dcim.device' ? api<LiveAvailability>('GET', availabilityApi(model, id)).catch(() => null) : Promise.resolve(null)),
    [model.key, id],
  );
  const mayChange = useMay(model, 'change');
  const mayDelete = useMay(model, 'delete');
  const { me } = useSession();
  const view = OBJECT_VIEWS[model.key];
  const [tab, setTab] = useState<number>(-1);
  if (loaded.error) return <ErrorMessage error={loaded.error} />;
  const obj = loaded.data;
  if (!obj) return <Loading />;
  const fields = model.fields.filter((f) => !f.write_only && f.name !== 'tags' && f.name !== 'custom_fields' && f.name !== 'config_context' && f.type !== 'json');
  const json = model.fields.filter((f) => f.type === 'json' && !f.write_only);
  const tabs = view?.tabs ? [] : model.tabs;
  const extra = [...(live.data?.available ? LIVE_TABS : []), ...(view?.tabs ?? []), ...(model.change_log && mayViewChanges(me) ? [changelogTab(model)] : [])];
  const all: Array<{ label: string }> = [...tabs, ...extra];
  return (
    <>
      <div class="page-header">
        <div class="row align-items-center">
          <div class="col">
            <div class="page-pretitle">
              <a href={listPage(model)}>{title(model.verbose_name_plural)}</a>
            </div>
            <h1 class="page-title">{obj.display}</h1>
          </div>
          <div class="col-auto ms-auto d-flex gap-2">
            {mayChange && <a class="btn btn-primary" href={`${objectPage(model, obj.id)}edit/`}>Edit</a>}
            {mayDelete && <a class="btn btn-outline-danger" href={`${objectPage(model, obj.id)}delete/`}>Delete</a>}
          </div>
        </div>
      </div>
      <div class="page-body">
        {all.length > 0 && (
          <div class="tab-bar mb-3" role="tablist" aria-label={`${obj.display}: views`}>
            {[{ label: title(model.verbose_name) }, ...all].map((t, i) => {
              const n = i - 1;
              return (
                <button key={t.label} type="button" role="tab" id={`tab-${n}`} aria-selected={tab === n} aria-controls="tab-panel" class={`btn btn-sm${tab === n ? ' btn-primary' : ''}`} onClick={() => setTab(n)}>
                  {t.label}
                </button>
              );
            })}
          </div>
        )}
        <div id="tab-panel" role={all.length ? 'tabpanel' : undefined} aria-labelledby={all.length ? `tab-${tab}` : undefined}>
          {tab >= tabs.length && extra[tab - tabs.length] ? (
            <div key={tab}>{extra[tab - tabs.length]!.render(obj)}</div>
          ) : tab >= 0 && tab < tabs.length ? (
            <ChildTab key={tab} tab={tabs[tab]!} obj={obj} />
          ) : (
            <div class="row row-cards">
              <div class="col-lg-7">
                {view?.main ? view.main(obj) : <div class="card">
                  <div class="card-header">
                    <h2 class="card-title">{title(model.verbose_name)}</h2>
                  </div>
                  <table class="table table-vcenter card-table detail-table">
                    <tbody>
                      <tr>
                        <th scope="row">ID</th>
                        <td>{obj.id}</td>
                      </tr>
                      {fields.map((f) => (
                        <tr key={f.name}>
                          <th scope="row">{fieldLabel(f.name)}</th>
                          <td>
                            <Value field={f} value={obj[f.name]} />
                          </td>
                        </tr>
                      ))}
                      {model.features.includes('created_updated') && (
                        <>
                          <tr><th scope="row">Created</th><td><Value field={undefined} value={obj.created} /></td></tr>
                          <tr><th scope="row">Last updated</th><td><Value field={undefined} value={obj.last_updated} /></td></tr>
                        </>
                      )}
                    </tbody>
                  </table>
                </div>}
              </div>
              <div class="col-lg-5 d-flex flex-column gap-3">
                {model.features.includes('tags') && (
                  <div class="card">
                    <div class="card-header"><h2 class="card-title">Tags</h2></div>
                    <div class="card-body">{Array.isArray(obj.tags) && obj.tags.length ? (obj.tags as ApiObject[]).map((t) => <TagBadge key={t.id} tag={t} />) : <Empty />}</div>
                  </div>
                )}
                {model.features.includes('custom_fields') && (
                  <div class="card">
                    <div class="card-header"><h2 class="card-title">Custom fields</h2></div>
                    <CustomFields values={obj.custom_fields as Record<string, unknown> | undefined} />
                  </div>
                )}
                {[...json.map((f) => f.name), ...(model.features.includes('config_context') ? ['config_context'] : [])].map((name) => (
                  <div class="card" key={name}>
                    <div class="card-header"><h2 class="card-title">{fieldLabel(name)}</h2></div>
                    <div class="card-body">
                      {obj[name] === null || obj[name] === undefined ? <Empty /> : <pre class="json m-0">{JSON.stringify(obj[name], null, 2)}</pre>}
                    </div>
                  </div>
                ))}
              </div>
              {view?.below && <div class="col-12">{view.below(obj)}</div>}
            </div>
          )}
        </div>
      </div>
    </>
  );
}

function CustomFields({ values }: { values: Record<string, unknown> | undefined }) {
  const entries = Object.entries(values ?? {});
  if (!entries.length) return <div class="card-body"><Empty /></div>;
  return (
    <table class="table card-table detail-table">
      <tbody>
        {entries.map(([k, v]) => (
          <tr key={k}>
            <th scope="row">{fieldLabel(k)}</th>
            <td>{v !== null && typeof v === 'object' && !('url' in v) ? <pre class="json m-0">{JSON.stringify(v, null, 2)}</pre> : <Value field={undefined} value={v} />}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const TAB_ROWS = 50;

function ChildTab({ tab, obj }: { tab: Tab; obj: ApiObject }) {
  const child = modelOf(tab.model);
  const query = tabQuery(tab, obj);
  const loaded = useLoad(() => api<Page>('GET', listApi(child), { query: { ...query, limit: String(TAB_ROWS), ...(child.features.includes('config_context') ? { exclude: 'config_context' } : {}) } }), [tab.model, JSON.stringify(query)]);
  const mayAdd = useMay(child, 'add');
  const all = `${listPage(child)}?${new URLSearchParams(query).toString()}`;
  // A child whose foreign key is the filter can be added with it filled in.
  const fk = Object.keys(tab.filter).find((k) => k.endsWith('_id') && tab.filter[k] === '{id}')?.replace(/_id$/, '');
  // The column every row shares (a device's interfaces all name the device) is left out.
  const columns = child.columns.filter((c) => c !== fk);
  const extra = useComponentColumns(child, fk === 'device' ? obj.id : undefined, loaded.reload);
  return (
    <div class="card">
      <div class="card-header">
        <h2 class="card-title">{tab.label}</h2>
        <div class="ms-auto d-flex gap-2">
          {mayAdd && fk && <a class="btn btn-sm btn-primary" href={`${listPage(child)}add/?${fk}=${obj.id}`}>Add {child.verbose_name}</a>}
          <a class="btn btn-sm" href={all}>View in list</a>
        </div>
      </div>
      <Show loaded={loaded}>
        {(page) => (
          <>
            <ObjectTable model={child} rows={page.results} columns={columns} caption={tab.label} extra={extra} />
            {page.count > page.results.length && <div class="card-footer">Showing {page.results.length} of {page.count}: <a href={all}>see them all</a>.</div>}
          </>
        )}
      </Show>
    </div>
  );
}
