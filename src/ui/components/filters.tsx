// The filter panel of a list page, generated from the model's filters in the catalogue:
// choices as selects, related objects as searchable selects (their brief lists), yes/no,
// numbers and dates with their lookups, text. Applying it writes the filters into the URL.
import { useEffect, useState } from 'preact/hooks';
import { api, type Page } from '../api.ts';
import { choicesOf, listApi, model as modelOf, type UiFilter, type UiModel } from '../catalogue.ts';
import { navigate } from '../router.ts';
import { ObjectSelect, type Picked } from './object-select.tsx';

const LOOKUP_LABELS: Record<string, string> = { '': 'equals', lt: 'less than', lte: 'at most', gt: 'more than', gte: 'at least', ic: 'contains' };

type Entry = { lookup: string; value: string } | { picked: Picked[] };

/** Query parameter names a filter may appear under. */
function paramsOf(f: UiFilter): string[] {
  return [f.param, ...f.lookups.map((l) => `${f.param}__${l}`)];
}

function initial(f: UiFilter, params: URLSearchParams): Entry {
  if (f.input === 'object') return { picked: params.getAll(f.param).map((id) => ({ id: Number(id), display: `#${id}` })) };
  for (const l of f.lookups) {
    const v = params.get(`${f.param}__${l}`);
    if (v !== null) return { lookup: l, value: v };
  }
  return { lookup: f.input === 'text' && f.lookups.includes('ic') ? 'ic' : '', value: params.get(f.param) ?? '' };
}

export function FilterPanel({ model, params, onClose }: { model: UiModel; params: URLSearchParams; onClose: () => void }) {
  const [entries, setEntries] = useState<Record<string, Entry>>(() => Object.fromEntries(model.filters.map((f) => [f.param, initial(f, params)])));

  // Names of the related objects already in the URL (it holds their ids).
  useEffect(() => {
    for (const f of model.filters) {
      const ids = params.getAll(f.param);
      if (f.input !== 'object' || ids.length === 0) continue;
      api<Page>('GET', listApi(modelOf(f.target!)), { query: { id: ids, brief: '1', limit: String(ids.length) } })
        .then((page) => setEntries((e) => ({ ...e, [f.param]: { picked: page.results.map((o) => ({ id: o.id, display: o.display })) } })))
        .catch(() => undefined);
    }
  }, [model.key]);

  const set = (param: string, entry: Entry) => setEntries((e) => ({ ...e, [param]: entry }));

  const apply = (e: Event) => {
    e.preventDefault();
    const next = new URLSearchParams();
    for (const k of ['q', 'ordering', 'limit']) if (params.get(k)) next.set(k, params.get(k)!);
    const owned = new Set(model.filters.flatMap(paramsOf));
    for (const [k, v] of params) if (!owned.has(k) && !['q', 'ordering', 'limit', 'offset'].includes(k)) next.append(k, v);
    for (const f of model.filters) {
      const entry = entries[f.param]!;
      if ('picked' in entry) for (const p of entry.picked) next.append(f.param, String(p.id));
      else if (entry.value.trim() !== '') next.set(entry.lookup ? `${f.param}__${entry.lookup}` : f.param, entry.value.trim());
    }
    const s = next.toString();
    navigate(`${location.pathname}${s ? `?${s}` : ''}`);
    onClose();
  };

  const clear = () => {
    const next = new URLSearchParams();
    for (const k of ['q', 'ordering', 'limit']) if (params.get(k)) next.set(k, params.get(k)!);
    const s = next.toString();
    navigate(`${location.pathname}${s ? `?${s}` : ''}`);
    onClose();
  };

  return (
    <form class="card-body border-bottom" onSubmit={apply} aria-labelledby="filters-title">
      <h2 class="h3" id="filters-title">Filters</h2>
      <div class="filter-grid">
        {model.filters.map((f) => (
          <FilterInput key={f.param} filter={f} entry={entries[f.param]!} onChange={(e) => set(f.param, e)} />
        ))}
      </div>
      <div class="d-flex gap-2 mt-3">
        <button type="submit" class="btn btn-primary">Apply filters</button>
        <button type="button" class="btn" onClick={clear}>Clear filters</button>
      </div>
    </form>
  );
}

function FilterInput({ filter: f, entry, onChange }: { filter: UiFilter; entry: Entry; onChange: (e: Entry) => void }) {
  const id = `filter-${f.param}`;
  if ('picked' in entry)
    return (
      <div>
        <label class="form-label" for={id}>{f.label}</label>
        <ObjectSelect id={id} model={modelOf(f.target!)} value={entry.picked} onChange={(picked) => onChange({ picked })} multiple />
      </div>
    );
  const value = (e: Event) => onChange({ ...entry, value: (e.target as HTMLInputElement).value });
  let control;
  if (f.input === 'choice')
    control = (
      <select id={id} class="form-select" value={entry.value} onChange={value}>
        <option value="">Any</option>
        {choicesOf(f.choices!).map((c) => (
          <option key={c.value} value={c.value}>{c.label}</option>
        ))}
      </select>
    );
  else if (f.input === 'boolean')
    control = (
      <select id={id} class="form-select" value={entry.value} onChange={value}>
        <option value="">Any</option>
        <option value="true">Yes</option>
        <option value="false">No</option>
      </select>
    );
  else control = <input id={id} class="form-control" type={(f.input === 'number' ? 'number' : f.input === 'date' ? 'date' : 'text') as 'text'} value={entry.value} onInput={value} />;
  const lookups = f.input === 'text' ? [] : f.lookups;
  return (
    <div>
      <label class="form-label" for={id}>{f.label}</label>
      {lookups.length > 0 ? (
        <div class="input-group">
          <label class="visually-hidden" for={`${id}-lookup`}>{`${f.label}: comparison`}</label>
          <select id={`${id}-lookup`} class="form-select lookup-select" value={entry.lookup} onChange={(e) => onChange({ ...entry, lookup: (e.target as HTMLSelectElement).value })}>
            {['', ...lookups].map((l) => (
              <option key={l} value={l}>{LOOKUP_LABELS[l] ?? l}</option>
            ))}
          </select>
          {control}
        </div>
      ) : (
        control
      )}
    </div>
  );
}
