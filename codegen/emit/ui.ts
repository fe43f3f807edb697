// The web UI's view of the catalogue (generated/ui/catalogue.json): what its navigation, list,
// detail and form pages need of each model, and nothing the server alone uses (tables,
// columns, SQL paths), so the browser loads tens of kilobytes instead of the runtime
// catalogue's megabyte. A new model in the YAML gets its pages from this file alone.
import type { Catalogue, Field, Filter, Model } from '../types.ts';

/** A field as the UI shows and edits it. */
export interface UiField {
  name: string;
  /** scalar, choice, fk, m2m, generic, reverse, object_list, computed, derived. */
  kind: Field['kind'];
  /** Scalar type; for computed fields what they return. */
  type?: string;
  choices?: string;
  /** Related model(s) of fk, m2m, reverse, generic, object_list and computed fields. */
  target?: string;
  targets?: string[];
  /** Generic relations are written as these two fields. */
  type_field?: string;
  id_field?: string;
  required: boolean;
  nullable: boolean;
  read_only: boolean;
  write_only: boolean;
  default?: unknown;
  max_length?: number;
  min?: number;
  max?: number;
  description?: string;
  /** A list of objects (m2m, object_list, reverse with many). */
  many?: boolean;
  /** The target's filters the form's other fields narrow the offered objects by, once chosen
   * (filter -> field): the catalogue's `narrowed_by`. */
  narrowed_by?: Record<string, string>;
  /** Accepted by the list's `ordering` parameter. */
  sortable: boolean;
}

/** A filter the list page's panel offers: one per filterable field, then the declared ones. */
export interface UiFilter {
  /** Query parameter: `status`, `site_id`, `tag`, `within`. */
  param: string;
  label: string;
  /** How it is entered: a choice select, related objects searched by their brief list,
   * yes/no, a number or date with lookups, or text. */
  input: 'choice' | 'object' | 'boolean' | 'number' | 'date' | 'text';
  choices?: string;
  target?: string;
  lookups: string[];
}

export interface UiModel {
  key: string;
  app: string;
  name: string;
  /** How generic relations name the model (`assigned_object_type: dcim.interface`). */
  content_type: string;
  verbose_name: string;
  verbose_name_plural: string;
  path: string;
  ordering: string[];
  brief: string[];
  features: string[];
  read_only: boolean;
  /** The free-text `q` filter exists. */
  search: boolean;
  fields: UiField[];
  /** The list's default columns. */
  columns: string[];
  filters: UiFilter[];
  /** Detail tabs: the objects of `model` selected by `filter` (templates over the object). */
  tabs: Array<{ label: string; model: string; filter: Record<string, string> }>;
  /** Detail actions of the model, by name (available-ips, trace, devlib). */
  actions: string[];
  /** Its changes are written to the change log (its page has a Changelog tab). */
  change_log: boolean;
}

export interface UiCatalogue {
  apps: Array<{ name: string; label: string; models: string[] }>;
  choices: Record<string, Array<{ value: string; label: string; code?: number }>>;
  models: UiModel[];
}

const SHORT_SCALARS = new Set(['string', 'slug', 'integer', 'bigint', 'decimal', 'boolean', 'date', 'datetime', 'cidr', 'inet', 'mac', 'timezone']);
/** Long free text stays out of the default columns. */
const LONG_TEXT = new Set(['comments', 'description']);
const MAX_DEFAULT_COLUMNS = 8;

function label(name: string): string {
  const words = name.replace(/_id$/, '').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function uiField(f: Field): UiField {
  const base: UiField = {
    name: f.name,
    kind: f.kind,
    required: f.required,
    nullable: f.nullable,
    read_only: f.read_only,
    write_only: f.write_only,
    sortable: ['scalar', 'choice', 'fk', 'derived'].includes(f.kind) && !f.write_only,
    ...(f.default !== undefined ? { default: f.default } : {}),
    ...(f.description ? { description: f.description } : {}),
  };
  switch (f.kind) {
    case 'scalar':
      return { ...base, type: f.type, ...(f.max_length ? { max_length: f.max_length } : {}), ...(f.min !== undefined ? { min: f.min } : {}), ...(f.max !== undefined ? { max: f.max } : {}) };
    case 'choice':
      return { ...base, choices: f.choices };
    case 'fk':
      return { ...base, target: f.target, ...(f.narrowed_by ? { narrowed_by: f.narrowed_by } : {}) };
    case 'm2m':
      return { ...base, target: f.target, many: true };
    case 'reverse':
      return { ...base, target: f.target, many: f.many, ...(f.count ? { type: 'count' } : {}) };
    case 'generic':
      return { ...base, targets: f.targets, type_field: f.type_column, id_field: f.id_column };
    case 'object_list':
      return { ...base, targets: f.targets, many: true };
    case 'rows':
      // Plain items (no links to draw): shown and edited as their JSON.
      return { ...base, type: 'json' };
    case 'computed':
      return { ...base, type: f.returns, ...(f.targets.length ? { targets: f.targets } : {}), many: f.returns === 'objects' };
    case 'derived':
      return { ...base, type: 'ip_family' };
  }
}

/** The display column, then what most tells objects apart: choices that always have a value
 * (status), required relations, then other relations, short values and counts, in catalogue
 * order within each kind. */
function defaultColumns(model: Model): string[] {
  const shown = new Set([...(model.display[0] ?? '').matchAll(/\{(\w+)/g)].map((m) => m[1]!));
  const rank = (f: Field): number | null => {
    if (f.write_only || shown.has(f.name) || LONG_TEXT.has(f.name)) return null;
    if (f.kind === 'choice') return f.nullable ? 2 : 0;
    if (f.kind === 'fk') return f.required ? 1 : 2;
    if (f.kind === 'reverse') return f.count ? 3 : null;
    return f.kind === 'scalar' && SHORT_SCALARS.has(f.type) && f.type !== 'boolean' && !f.read_only ? 2 : null;
  };
  const picked = model.fields
    .map((f, i) => ({ f, i, r: rank(f) }))
    .filter((x): x is { f: Field; i: number; r: number } => x.r !== null)
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .slice(0, MAX_DEFAULT_COLUMNS - 1)
    .sort((a, b) => a.i - b.i);
  return ['display', ...picked.map((x) => x.f.name)];
}

function filters(model: Model, byName: Map<string, Filter>): UiFilter[] {
  const out: UiFilter[] = [];
  const taken = new Set<string>();
  const add = (f: UiFilter) => {
    if (!byName.has(f.param) || taken.has(f.param)) return;
    taken.add(f.param);
    out.push(f);
  };
  for (const f of model.fields) {
    if (!f.filter || f.write_only) continue;
    const numberLookups = (param: string) => byName.get(param)!.lookups.filter((l) => ['lt', 'lte', 'gt', 'gte'].includes(l));
    if (f.kind === 'choice') add({ param: f.name, label: label(f.name), input: 'choice', choices: f.choices, lookups: [] });
    else if (f.kind === 'fk') add({ param: `${f.name}_id`, label: label(f.name), input: 'object', target: f.target, lookups: [] });
    else if (f.kind === 'm2m' && f.name === 'tags') add({ param: 'tag_id', label: 'Tags', input: 'object', target: f.target, lookups: [] });
    else if (f.kind === 'm2m') add({ param: `${f.filter_as ?? f.name}_id`, label: label(f.filter_as ?? f.name), input: 'object', target: f.target, lookups: [] });
    else if (f.kind === 'scalar' && f.type === 'boolean') add({ param: f.name, label: label(f.name), input: 'boolean', lookups: [] });
    else if (f.kind === 'scalar' && ['integer', 'bigint', 'decimal'].includes(f.type) && byName.has(f.name))
      add({ param: f.name, label: label(f.name), input: 'number', lookups: numberLookups(f.name) });
    else if (f.kind === 'scalar' && ['date', 'datetime'].includes(f.type) && byName.has(f.name))
      add({ param: f.name, label: label(f.name), input: 'date', lookups: numberLookups(f.name) });
    else if (f.kind === 'scalar' && !LONG_TEXT.has(f.name) && f.type !== 'json' && byName.has(f.name))
      add({ param: f.name, label: label(f.name), input: 'text', lookups: byName.get(f.name)!.lookups.filter((l) => l === 'ic') });
  }
  for (const d of model.filters) {
    const f = byName.get(d.name)!;
    const input = f.value === 'boolean' ? 'boolean' : f.value === 'integer' || f.value === 'number' ? 'number' : 'text';
    add({ param: d.name, label: d.description || label(d.name), input, lookups: (d.lookups ?? []).filter((l) => ['lt', 'lte', 'gt', 'gte'].includes(l)) });
  }
  return out;
}

/** Models whose required or cascading foreign key points at the model: its child objects. */
function automaticTabs(model: Model, catalogue: Catalogue): UiModel['tabs'] {
  const tabs: UiModel['tabs'] = [];
  for (const other of catalogue.models)
    for (const f of other.fields)
      if (f.kind === 'fk' && f.target === model.key && f.filter && (f.required || f.on_delete === 'cascade') && other.key !== model.key)
        tabs.push({ label: other.verbose_name_plural.replace(/^./, (c) => c.toUpperCase()), model: other.key, filter: { [`${f.name}_id`]: '{id}' } });
  return tabs;
}

export function uiCatalogue(catalogue: Catalogue): UiCatalogue {
  const used = new Set<string>();
  const models = catalogue.models.map((m): UiModel => {
    const byName = new Map(m.filterset.map((f) => [f.name, f]));
    const fields = m.fields.map(uiField);
    for (const f of fields) if (f.choices) used.add(f.choices);
    const flt = filters(m, byName);
    for (const f of flt) if (f.choices) used.add(f.choices);
    return {
      key: m.key,
      app: m.app,
      name: m.name,
      content_type: m.content_type,
      verbose_name: m.verbose_name,
      verbose_name_plural: m.verbose_name_plural,
      path: m.path,
      ordering: m.ordering,
      brief: m.brief,
      features: m.features,
      read_only: m.read_only,
      search: m.search.length > 0,
      fields,
      columns: m.columns ?? defaultColumns(m),
      change_log: m.change_log.enabled,
      filters: flt,
      tabs: [...(m.tabs ?? []), ...automaticTabs(m, catalogue)],
      actions: m.actions.filter((a) => a.detail).map((a) => a.name),
    };
  });
  const choices = Object.fromEntries(
    catalogue.choices.filter((c) => used.has(c.name)).map((c) => [c.name, c.choices.map((x) => ({ value: x.value, label: x.label, ...(x.code !== undefined ? { code: x.code } : {}) }))]),
  );
  return {
    apps: catalogue.apps.map((a) => ({ name: a.name, label: a.label, models: catalogue.models.filter((m) => m.app === a.name).map((m) => m.key) })),
    choices,
    models,
  };
}

export function emitUiCatalogue(catalogue: Catalogue): string {
  return `${JSON.stringify(uiCatalogue(catalogue), null, 1)}\n`;
}
