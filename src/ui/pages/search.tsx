// Global search: one request to netinv's search endpoint (GET /api/netinv/search/, answered
// from the search index), its results grouped by model as it returns them (best match first),
// each group with a link to the model's list filtered by the same text. The server shows only
// what the user may view.
import { api, type ApiObject } from '../api.ts';
import { catalogue, listPage, title, type UiModel } from '../catalogue.ts';
import { ErrorMessage, Loading, useLoad } from '../components/load.tsx';
import { ObjectLink } from '../components/value.tsx';

/** Objects shown per model; the group links to the rest. */
const PER_MODEL = 5;

interface Group {
  object_type: string;
  label: string;
  count: number;
  results: Array<ApiObject & { matched?: { field: string; value: string } }>;
}

interface Answer {
  q: string;
  complete: boolean;
  count: number;
  results: Group[];
}

const byType = new Map(catalogue.models.map((m) => [m.content_type, m]));

export function SearchPage({ q }: { q: string }) {
  const loaded = useLoad(() => (q.trim() ? api<Answer>('GET', '/api/netinv/search/', { query: { q, limit: String(PER_MODEL) } }) : Promise.resolve(null)), [q]);
  return (
    <>
      <div class="page-header">
        <h1 class="page-title">{q ? `Search results for “${q}”` : 'Search'}</h1>
      </div>
      <div class="page-body">
        {loaded.error ? (
          <ErrorMessage error={loaded.error} />
        ) : loaded.data === undefined || loaded.loading ? (
          <Loading />
        ) : !loaded.data || loaded.data.results.length === 0 ? (
          <p role="status">{q ? 'Nothing matches.' : 'Type in the search box above.'}</p>
        ) : (
          <>
            <p role="status" class="text-secondary">
              {loaded.data.count.toLocaleString('en')}{loaded.data.complete ? '' : ' or more'} {loaded.data.count === 1 ? 'object matches' : 'objects match'}.
            </p>
            <div class="row row-cards">
              {loaded.data.results.map((g) => (
                <SearchGroup key={g.object_type} group={g} model={byType.get(g.object_type)} q={q} />
              ))}
            </div>
          </>
        )}
      </div>
    </>
  );
}

function SearchGroup({ group, model, q }: { group: Group; model: UiModel | undefined; q: string }) {
  const id = `group-${group.object_type.replace('.', '-')}`;
  return (
    <div class="col-md-6 col-lg-4">
      <section class="card search-group" aria-labelledby={id}>
        <div class="card-header">
          <h2 class="card-title" id={id}>
            {title(model?.verbose_name_plural ?? group.label)} <span class="badge ms-1">{group.count}</span>
          </h2>
        </div>
        <ul class="list-group list-group-flush">
          {group.results.map((o) => (
            <li class="list-group-item" key={o.id}>
              <ObjectLink obj={o} />
              {o.matched && o.matched.value !== o.display && (
                <div class="text-secondary small">
                  {o.matched.field.replace(/_/g, ' ')}: {o.matched.value.length > 80 ? `${o.matched.value.slice(0, 80)}…` : o.matched.value}
                </div>
              )}
            </li>
          ))}
        </ul>
        {model && group.count > group.results.length && (
          <div class="card-footer">
            <a href={`${listPage(model)}?q=${encodeURIComponent(q)}`}>All {group.count} {model.verbose_name_plural}</a>
          </div>
        )}
      </section>
    </div>
  );
}
