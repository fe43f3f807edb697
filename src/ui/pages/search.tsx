// Global search: the REST `q` filter over every searchable model, results grouped by model
// (the first few of each, with a link to the full list).
import { useEffect, useState } from 'preact/hooks';
import { api, type ApiObject, type Page } from '../api.ts';
import { listApi, listPage, searchable, title, type UiModel } from '../catalogue.ts';
import { Loading } from '../components/load.tsx';
import { ObjectLink } from '../components/value.tsx';
import { may, useSession } from '../session.ts';

const PER_MODEL = 5;
/** Requests in flight at once: the server has better things to do than 50 at a time. */
const PARALLEL = 8;

type Group = { model: UiModel; page: Page<ApiObject> };

/** Each model's matches as they arrive, in catalogue order; `done` once every model answered. */
function useSearch(models: UiModel[], q: string): { groups: Group[]; done: boolean } {
  const [state, setState] = useState<{ groups: Group[]; done: boolean }>({ groups: [], done: false });
  useEffect(() => {
    let live = true;
    setState({ groups: [], done: !q });
    if (!q) return;
    let next = 0;
    const worker = async () => {
      while (live && next < models.length) {
        const model = models[next++]!;
        const page = await api<Page>('GET', listApi(model), { query: { q, brief: '1', limit: String(PER_MODEL) } }).catch(() => null);
        if (live && page && page.count > 0)
          setState((s) => ({ ...s, groups: [...s.groups, { model, page }].sort((a, b) => searchable.indexOf(a.model) - searchable.indexOf(b.model)) }));
      }
    };
    void Promise.all(Array.from({ length: PARALLEL }, worker)).then(() => live && setState((s) => ({ ...s, done: true })));
    return () => {
      live = false;
    };
  }, [q]);
  return state;
}

export function SearchPage({ q }: { q: string }) {
  const { me } = useSession();
  const models = searchable.filter((m) => may(me, m, 'view'));
  const { groups, done } = useSearch(models, q);
  return (
    <>
      <div class="page-header">
        <h1 class="page-title">{q ? `Search results for “${q}”` : 'Search'}</h1>
      </div>
      <div class="page-body">
        {!done && <Loading />}
        {groups.length === 0 ? (
              done && <p role="status">{q ? 'Nothing matches.' : 'Type in the search box above.'}</p>
            ) : (
              <div class="row row-cards">
                {groups.map(({ model, page }) => (
                  <div class="col-md-6 col-lg-4" key={model.key}>
                    <section class="card search-group" aria-labelledby={`group-${model.key}`}>
                      <div class="card-header">
                        <h2 class="card-title" id={`group-${model.key}`}>
                          {title(model.verbose_name_plural)} <span class="badge ms-1">{page.count}</span>
                        </h2>
                      </div>
                      <ul class="list-group list-group-flush">
                        {page.results.map((o) => (
                          <li class="list-group-item" key={o.id}>
                            <ObjectLink obj={o} />
                          </li>
                        ))}
                      </ul>
                      {page.count > page.results.length && (
                        <div class="card-footer">
                          <a href={`${listPage(model)}?q=${encodeURIComponent(q)}`}>All {page.count} {model.verbose_name_plural}</a>
                        </div>
                      )}
                    </section>
                  </div>
                ))}
              </div>
            )}
      </div>
    </>
  );
}
