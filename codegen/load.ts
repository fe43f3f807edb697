// Reads codegen/catalogue/*.yaml, validates every entry and resolves it into the normalised
// Catalogue (codegen/types.ts). Any mistake stops here with a message naming the file, the
// model and the field, so no generator ever sees a half-valid catalogue.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import { GENERIC_SEGMENT, REVERSE_SEGMENT, orderingEntry, splitPath, templateRefs } from './syntax.ts';
import type {
  Action,
  App,
  Catalogue,
  Choice,
  ChoiceSet,
  DeclaredFilter,
  Filter,
  Feature,
  Field,
  FilterOp,
  ComputedField,
  ComputedFunction,
  Model,
  Place,
  OnDelete,
  RowAttribute,
  RowsField,
  Unique,
  ScalarType,
  Tab,
  VersionDifferences,
  NetboxShape,
} from './types.ts';
import { API_VERSIONS, isApiVersion } from '../src/netbox-versions.ts';
import { renames } from './netbox-shape.ts';

export class CatalogueError extends Error {}


const SCALAR_TYPES: ScalarType[] = [
  'string', 'slug', 'integer', 'bigint', 'decimal', 'boolean', 'date', 'datetime', 'json',
  'cidr', 'inet', 'mac', 'timezone', 'password', 'token_key', 'string_list', 'image',
];
const FEATURES: Feature[] = ['tags', 'custom_fields', 'created_updated', 'config_context', 'owner'];
const ON_DELETE: OnDelete[] = ['protect', 'cascade', 'set_null'];
const FILTER_OPS: FilterOp[] = [
  'exact', 'cidr_within', 'cidr_within_or_equal', 'cidr_contains', 'host_within',
  'masklen', 'family', 'host', 'is_null', 'not_null', 'has', 'from', 'to', 'element', 'function', 'digest',
];
/** What a function filter takes, or a JSON array an element filter searches holds. */
const GIVEN_VALUES = ['integer', 'string', 'boolean', 'inet', 'cidr'];
/** Names every model has without declaring them. */
export const BUILTIN_FIELDS = ['id', 'url', 'display_url', 'display'];
const RESERVED = new Set([...BUILTIN_FIELDS, 'display_name', 'custom_fields', 'config_context']);
/** Taken by the created_updated feature; a model without it may declare them itself. */
const TIMESTAMPS = new Set(['created', 'last_updated']);

const FIELD_KEYS = new Set([
  'type', 'choice', 'fk', 'm2m', 'generic', 'derive', 'from', 'reverse', 'via', 'many', 'where', 'show', 'object_list', 'object', 'computed', 'returns', 'targets', 'count', 'cumulative', 'required', 'nullable', 'read_only',
  'write_only', 'default', 'description', 'filter', 'search', 'max_length', 'min', 'max', 'pattern',
  'pattern_message', 'precision', 'index', 'storage', 'secret', 'secret_keys', 'on_delete', 'constraint', 'value_as', 'column', 'filter_as', 'mirrors', 'aliases',
  'renamed_from', 'natural', 'collate', 'upload_to', 'dimensions', 'element_choices', 'narrowed_by', 'subtree', 'rows', 'table', 'key', 'item',
]);
const MODEL_KEYS = new Set([
  'path', 'class', 'verbose_name', 'verbose_name_plural', 'display', 'display_name', 'ordering', 'brief',
  'fields', 'unique', 'features', 'filters', 'actions', 'rules', 'description', 'content_type', 'tree', 'read_only', 'also_at', 'tabs',
  'columns', 'change_log', 'related_object', 'versions', 'url_at', 'netbox',
]);

type Raw = Record<string, unknown>;

function isObject(v: unknown): v is Raw {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function pascal(name: string): string {
  return name.split('_').map((p) => p.charAt(0).toUpperCase() + p.slice(1)).join('');
}

/** An action's `openapi:` additions: parameter objects (each with a name and `in`) and
 * responses by status code. */
function actionOpenapi(raw: unknown, fail: (m: string) => never, action: string): Action['openapi'] {
  if (raw === undefined) return { parameters: [], responses: {} };
  if (!isObject(raw)) return fail(`action ${action}: \`openapi\` must be a mapping of parameters and responses`);
  for (const key of Object.keys(raw)) if (key !== 'parameters' && key !== 'responses') fail(`action ${action}: openapi.${key} is not known (parameters, responses)`);
  const parameters = raw.parameters ?? [];
  if (!Array.isArray(parameters) || !parameters.every((p) => isObject(p) && typeof p.name === 'string' && ['query', 'header', 'path'].includes(String(p.in))))
    fail(`action ${action}: openapi.parameters must be a list of parameter objects, each with a name and in: query, header or path`);
  const responses = raw.responses ?? {};
  if (!isObject(responses) || !Object.keys(responses).every((code) => /^[1-5]\d\d$/.test(code)))
    fail(`action ${action}: openapi.responses must map HTTP status codes to responses`);
  return { parameters: parameters as Array<Record<string, unknown>>, responses: responses as Record<string, unknown> };
}

export function loadCatalogue(dir: string): Catalogue {
  const files = readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort();
  if (files.length === 0) throw new CatalogueError(`${dir}: no catalogue files (*.yaml)`);
  const apps: App[] = [];
  const models: Model[] = [];
  const choices = new Map<string, ChoiceSet>();
  const computed = new Map<string, ComputedFunction>();
  const where = new Map<string, string>(); // model key -> file, for messages
  const pending: Array<() => void> = []; // checks that need every model loaded

  for (const file of files) {
    const path = join(dir, file);
    const shown = relative(process.cwd(), path);
    let doc: unknown;
    try {
      doc = parse(readFileSync(path, 'utf8'), { merge: true });
    } catch (e) {
      throw new CatalogueError(`${shown}: not valid YAML: ${(e as Error).message}`);
    }
    const fail = (msg: string): never => {
      throw new CatalogueError(`${shown}: ${msg}`);
    };
    if (!isObject(doc)) fail('the file must hold a mapping with app, label and models');
    const d = doc as Raw;
    const app = d.app;
    if (typeof app !== 'string' || !/^[a-z]+$/.test(app)) fail('`app` must be a lower-case name');
    if (file !== `${app}.yaml`) fail(`the file of app ${app} must be named ${app}.yaml`);
    apps.push({ name: app as string, label: String(d.label ?? app), description: String(d.description ?? '') });

    for (const [name, raw] of Object.entries((d.choices ?? {}) as Raw)) {
      if (choices.has(name)) fail(`choice set ${name} is defined twice`);
      choices.set(name, { name, choices: parseChoices(raw, (m) => fail(`choice set ${name}: ${m}`)) });
    }

    if (d.computed !== undefined && !isObject(d.computed)) fail('`computed` maps each computed field function to its rules module');
    for (const [name, rules] of Object.entries((d.computed ?? {}) as Raw)) {
      if (computed.has(name)) fail(`computed field function ${name} is declared twice`);
      if (typeof rules !== 'string' || !/^[a-z_]+\/[a-z_]+$/.test(rules)) fail(`computed field function ${name}: name its rules module as <folder>/<file> of src/rules`);
      computed.set(name, { name, rules: rules as string });
    }

    if (!isObject(d.models)) fail('`models` must be a mapping of model name to model');
    for (const [name, raw] of Object.entries(d.models as Raw)) {
      const model = parseModel(app as string, name, raw, (m) => fail(`model ${name}: ${m}`), pending, choices);
      if (where.has(model.key)) fail(`model ${model.key} is defined twice`);
      where.set(model.key, shown);
      models.push(model);
    }
  }

  const catalogue: Catalogue = {
    apps,
    models,
    choices: [...choices.values()].sort((a, b) => a.name.localeCompare(b.name)),
    computed: [...computed.values()].sort((a, b) => a.name.localeCompare(b.name)),
  };
  for (const m of models)
    for (const f of m.fields)
      if (f.kind === 'computed' && !computed.has(f.function))
        throw new CatalogueError(`${where.get(m.key)}: model ${m.name}: field ${f.name}: computed field function ${f.function} is not declared under \`computed:\``);
  const used = new Set(models.flatMap((m) => m.fields.flatMap((f) => (f.kind === 'computed' ? [f.function] : []))));
  for (const name of computed.keys()) if (!used.has(name)) throw new CatalogueError(`computed field function ${name} is declared but no field computes it`);
  const byKey = new Map(models.map((m) => [m.key, m]));
  for (const model of models) resolveModel(model, byKey, choices, (m) => {
    throw new CatalogueError(`${where.get(model.key)}: model ${model.name}: ${m}`);
  });
  for (const check of pending) check();
  const paths = new Set<string>();
  const appNames = new Set(apps.map((a) => a.name));
  for (const m of models)
    for (const place of [{ app: m.app, path: m.path }, ...m.also_at]) {
      const p = `${place.app}/${place.path}`;
      if (paths.has(p)) throw new CatalogueError(`${where.get(m.key)}: model ${m.name}: path ${p} is used twice`);
      if (!appNames.has(place.app)) throw new CatalogueError(`${where.get(m.key)}: model ${m.name}: also_at names ${p}, but there is no app ${place.app}`);
      paths.add(p);
    }
  for (const m of models)
    for (const f of m.fields) {
      if (f.kind !== 'fk' || !f.narrowed_by) continue;
      const fail = (msg: string): never => {
        throw new CatalogueError(`${where.get(m.key)}: model ${m.name}: field ${f.name}: narrowed_by: ${msg}`);
      };
      const target = byKey.get(f.target)!;
      for (const [filter, by] of Object.entries(f.narrowed_by)) {
        if (!target.filterset.some((x) => x.name === filter)) fail(`${f.target} has no filter ${filter}`);
        const other = m.fields.find((x) => x.name === by);
        if (!other || other.kind !== 'fk' || other.read_only || other === f) fail(`${by} is no other writable foreign key of ${m.key}`);
      }
    }
  for (const m of models)
    for (const tab of m.tabs ?? []) {
      const fail = (msg: string) => {
        throw new CatalogueError(`${where.get(m.key)}: model ${m.name}: tab ${tab.label}: ${msg}`);
      };
      const target = byKey.get(tab.model);
      if (!target) fail(`unknown model ${tab.model}`);
      for (const f of Object.keys(tab.filter)) if (!target!.filterset.some((x) => x.name === f)) fail(`${tab.model} has no filter ${f}`);
    }
  return catalogue;
}

function parseChoices(raw: unknown, fail: (m: string) => never): Choice[] {
  const out: Choice[] = [];
  if (Array.isArray(raw)) {
    for (const c of raw) {
      if (!isObject(c) || typeof c.value !== 'string' || typeof c.label !== 'string')
        fail('each choice needs a string value and label');
      const ch = c as Raw;
      if (ch.code !== undefined && !Number.isInteger(ch.code)) fail(`choice ${ch.value}: code must be an integer`);
      out.push({ value: ch.value as string, label: ch.label as string, ...(ch.code !== undefined ? { code: ch.code as number } : {}) });
    }
  } else if (isObject(raw)) {
    for (const [value, label] of Object.entries(raw)) {
      if (typeof label !== 'string') fail(`choice ${value}: label must be a string`);
      out.push({ value, label: label as string });
    }
  } else fail('must be a list of {value, label} or a mapping value: label');
  if (out.length === 0) fail('has no choices');
  return out;
}

function parseModel(
  app: string,
  name: string,
  raw: unknown,
  fail: (m: string) => never,
  pending: Array<() => void>,
  choices: Map<string, ChoiceSet>,
): Model {
  if (!/^[a-z][a-z0-9_]*$/.test(name)) fail('model names are snake_case');
  if (!isObject(raw)) fail('must be a mapping');
  const r = raw as Raw;
  for (const k of Object.keys(r)) if (!MODEL_KEYS.has(k)) fail(`unknown attribute ${k} (known: ${[...MODEL_KEYS].join(', ')})`);
  if (typeof r.path !== 'string' || !/^[a-z][a-z0-9-]*$/.test(r.path)) fail('`path` must be a kebab-case URL segment');
  const alsoAt = r.also_at ?? [];
  if (!Array.isArray(alsoAt) || alsoAt.some((p) => typeof p !== 'string' || !/^[a-z]+\/[a-z][a-z0-9-]*$/.test(p)))
    fail('`also_at` is a list of places `app/path` (ipam/l2vpns)');
  const verbose = typeof r.verbose_name === 'string' ? r.verbose_name : name.replace(/_/g, ' ');
  const features = (r.features ?? []) as Feature[];
  if (!Array.isArray(features)) fail('`features` must be a list');
  for (const f of features) if (!FEATURES.includes(f)) fail(`unknown feature ${f} (known: ${FEATURES.join(', ')})`);

  const fields: Field[] = [];
  if (!isObject(r.fields)) fail('`fields` must be a mapping');
  for (const [fname, fraw] of Object.entries(r.fields as Raw)) {
    if (TIMESTAMPS.has(fname) && features.includes('created_updated')) fail(`field ${fname}: provided by the created_updated feature`);
    // A model without the tags feature may name a relation `tags` (a config context's tags).
    if (fname === 'tags' && features.includes('tags')) fail('field tags: provided by the tags feature');
    if (fname === 'owner' && features.includes('owner')) fail('field owner: provided by the owner feature');
    fields.push(parseField(fname, fraw, (m) => fail(`field ${fname}: ${m}`), choices, pending));
  }
  // Unchecked by the database, such a reference must not be written by clients.
  if (r.read_only !== true && fields.some((f) => f.kind === 'fk' && !f.constraint)) fail('constraint: false is for read-only models');

  // NetBox 4.5's OwnerMixin: a nullable foreign key to users.Owner that an owner in use cannot
  // be deleted past (PROTECT).
  if (features.includes('owner'))
    fields.push(parseField('owner', { fk: 'users.owner', on_delete: 'protect', description: 'Owner' }, (m) => fail(`field owner (the owner feature): ${m}`), choices, pending));

  if (features.includes('tags'))
    fields.push({
      name: 'tags', kind: 'm2m', target: 'extras.tag', column: null, required: false, nullable: false,
      read_only: false, write_only: false, description: 'Tags applied to the object', filter: true, search: false,
      through: { table: 'extras_tagged_item', source: 'object_id', target: 'tag_id', object_type: '' },
    });

  const display = typeof r.display === 'string' ? [r.display] : (r.display as string[] | undefined) ?? ['{name}'];
  if (!Array.isArray(display) || display.some((t) => typeof t !== 'string')) fail('`display` must be a template or a list of templates');

  const unique: Unique[] = ((r.unique ?? []) as unknown[]).map((u) => {
    const spec: Raw = Array.isArray(u) ? { fields: u } : isObject(u) ? u : {};
    const list = (k: string) => (spec[k] === undefined ? [] : Array.isArray(spec[k]) && (spec[k] as unknown[]).every((x) => typeof x === 'string') ? spec[k] as string[] : fail(`unique: \`${k}\` must be a list of fields`));
    if (!Array.isArray(spec.fields)) return fail('each `unique` entry is a list of fields or {fields, message, nulls_distinct, ignore_case, when_null, when_not_blank}');
    const fields = list('fields');
    const ignore_case = list('ignore_case');
    const when_null = list('when_null');
    const when_not_blank = list('when_not_blank');
    for (const f of ignore_case) if (!fields.includes(f)) fail(`unique: ignore_case names ${f}, which is not one of its fields`);
    const nulls_distinct = spec.nulls_distinct !== false;
    if (!nulls_distinct && (ignore_case.length || when_null.length || when_not_blank.length)) fail('unique: nulls_distinct: false cannot be combined with ignore_case, when_null or when_not_blank');
    return {
      name: `${app}_${name}_${fields.join('_')}${when_null.length ? `_no_${when_null.join('_')}` : ''}_uniq`.slice(0, 63),
      fields,
      ...(typeof spec.message === 'string' ? { message: spec.message } : {}),
      nulls_distinct,
      ignore_case,
      when_null,
      when_not_blank,
    };
  });

  // `name: false` withholds a filter the fields would give: NetBox's filter set lacks it.
  const withheld = Object.entries((r.filters ?? {}) as Raw).filter(([, f]) => f === false).map(([fname]) => fname);
  // `name: ignored` accepts a parameter NetBox has no filter for, without applying it.
  const ignored = Object.entries((r.filters ?? {}) as Raw).filter(([, f]) => f === 'ignored').map(([fname]) => fname);
  const filters: DeclaredFilter[] = Object.entries((r.filters ?? {}) as Raw).filter(([, f]) => f !== false && f !== 'ignored').map(([fname, f]) => {
    if (!isObject(f)) fail(`filter ${fname}: must be a mapping (or false, to withhold a field's filter, or ignored)`);
    const fr = f as Raw;
    const op = (fr.op ?? 'exact') as FilterOp;
    if (!FILTER_OPS.includes(op)) fail(`filter ${fname}: unknown op ${op} (known: ${FILTER_OPS.join(', ')})`);
    if (op === 'function' && (typeof fr.function !== 'string' || !/^[a-z][a-z0-9_]*$/.test(fr.function)))
      fail(`filter ${fname}: op function needs \`function\`, the name of a SQL function`);
    if (fr.value !== undefined && (op !== 'function' && op !== 'element' || !GIVEN_VALUES.includes(fr.value as string)))
      fail(`filter ${fname}: \`value\` (${GIVEN_VALUES.join(', ')}) is what a function takes or a JSON array holds, for op function or element`);
    // A function answers with the model's own ids unless a path says whose.
    const paths = fr.paths === undefined ? [fr.path ?? (op === 'function' ? 'id' : undefined)] : fr.paths;
    if (fr.paths !== undefined && fr.path !== undefined) fail(`filter ${fname}: give \`path\` or \`paths\`, not both`);
    if (!Array.isArray(paths) || paths.length === 0 || paths.some((p) => typeof p !== 'string'))
      fail(`filter ${fname}: \`path\` (a dotted field path) or \`paths\` (a list of them) is required`);
    const [first, ...also] = (paths as string[]).map(splitPath);
    return {
      name: fname,
      op,
      path: first!,
      also,
      ...(typeof fr.by === 'string' ? { by: fr.by } : {}),
      ...(op === 'function' ? { function: fr.function as string, value: (fr.value ?? 'integer') as DeclaredFilter['value'] } : {}),
      ...(op === 'element' && fr.value !== undefined ? { value: fr.value as DeclaredFilter['value'] } : {}),
      ...(fr.lookups !== undefined ? { lookups: fr.lookups as string[] } : {}),
      ...(typeof fr.subtree === 'boolean' ? { subtree: fr.subtree } : {}),
      ...(fr.accepts_null === true ? { accepts_null: true } : {}),
      description: String(fr.description ?? ''),
    };
  });

  // NetBox's OwnerFilterMixin adds the owner's group to the owner and owner_id the field gives.
  if (features.includes('owner'))
    for (const [fname, by, description] of [['owner_group_id', undefined, 'Owner group (ID)'], ['owner_group', 'name', 'Owner group (name)']] as const) {
      if (filters.some((f) => f.name === fname) || withheld.includes(fname) || ignored.includes(fname)) fail(`filter ${fname}: provided by the owner feature`);
      filters.push({ name: fname, op: 'exact', path: ['owner', 'group'], also: [], ...(by ? { by } : {}), description });
    }

  const actions: Action[] = Object.entries((r.actions ?? {}) as Raw).map(([aname, a]) => {
    if (!isObject(a)) fail(`action ${aname}: must be a mapping`);
    const ar = a as Raw;
    if (typeof ar.handler !== 'string') fail(`action ${aname}: \`handler\` is required`);
    // A name is one path segment, or two for an action nested under another (devlib/available).
    if (!/^[a-z][a-z0-9_-]*(\/[a-z][a-z0-9_-]*)?$/.test(aname)) fail(`action ${aname}: a name is one or two lower-case path segments`);
    return {
      name: aname,
      methods: ((ar.methods as string[]) ?? ['GET']).map((m) => m.toUpperCase()),
      detail: ar.detail !== false,
      handler: ar.handler as string,
      anonymous: ar.anonymous === true,
      lists: ar.lists === true,
      description: String(ar.description ?? ''),
      openapi: actionOpenapi(ar.openapi, fail, aname),
    };
  });

  return {
    key: `${app}.${name}`,
    app,
    name,
    content_type: typeof r.content_type === 'string' ? r.content_type : `${app}.${name.replace(/_/g, '')}`,
    class_name: typeof r.class === 'string' ? r.class : pascal(name),
    verbose_name: verbose,
    verbose_name_plural: typeof r.verbose_name_plural === 'string' ? r.verbose_name_plural : `${verbose}s`,
    path: r.path as string,
    also_at: (alsoAt as string[]).map((p) => {
      const [placeApp, placePath] = p.split('/') as [string, string];
      return { app: placeApp, path: placePath };
    }),
    table: `${app}_${name}`,
    display: display as string[],
    display_name: r.display_name === true || Array.isArray(r.display_name),
    ...(Array.isArray(r.display_name) ? { display_name_templates: r.display_name as string[] } : {}),
    ordering: (r.ordering as string[] | undefined) ?? ['id'],
    brief: (r.brief as string[] | undefined) ?? ['id', 'url', 'display', 'name'],
    fields,
    unique,
    features,
    filters,
    withheld_filters: withheld,
    ignored_filters: ignored,
    filterset: [],
    search: fields.filter((f) => f.search).map((f) => f.name),
    actions,
    rules: r.rules === true,
    tree: r.tree === true,
    read_only: r.read_only === true,
    change_log: changeLogOf(r, fail),
    description: String(r.description ?? ''),
    ...(r.tabs === undefined ? {} : { tabs: parseTabs(r.tabs, fail) }),
    ...(r.columns === undefined ? {} : { columns: parseColumns(r.columns, fields, fail) }),
    ...(r.versions === undefined ? {} : { versions: parseVersions(r.versions, fail) }),
    ...(r.netbox === undefined ? {} : { netbox: parseNetboxShape(r.netbox, fail) }),
    ...(r.url_at === undefined ? {} : { url_at: parsePlace(r.url_at, 'url_at', fail) }),
  };
}

/** A list's default columns (`columns:`, NetBox's table default_columns): `display` and the
 * model's readable fields. */
function parseTabs(raw: unknown, fail: (msg: string) => never): Tab[] {
  if (!Array.isArray(raw)) fail('tabs: must be a list of {label, model, filter}');
  return (raw as unknown[]).map((t, i) => {
    if (!isObject(t) || typeof t.label !== 'string' || typeof t.model !== 'string' || !isObject(t.filter))
      fail(`tabs[${i}]: needs label, model (app.model) and filter (a mapping of list filters to templates)`);
    const tr = t as Raw;
    return { label: tr.label as string, model: tr.model as string, filter: Object.fromEntries(Object.entries(tr.filter as Raw).map(([k, v]) => [k, String(v)])) };
  });
}

/** The web UI list's default columns: `display`, `id` or the model's readable fields, each once. */
function parseColumns(raw: unknown, fields: Field[], fail: (msg: string) => never): string[] {
  if (!Array.isArray(raw) || !raw.length || raw.some((c) => typeof c !== 'string')) fail('columns: must be a list of field names');
  const columns = raw as string[];
  for (const c of columns) if (c !== 'display' && c !== 'id' && !fields.some((f) => f.name === c && !f.write_only)) fail(`columns: ${c} is no readable field of the model`);
  if (new Set(columns).size !== columns.length) fail('columns: a column is named twice');
  return columns;
}

/** Whether the model's changes are logged (`change_log: false` opts out; read-only models are
 * never written by clients), and the paths naming its related object. */
function changeLogOf(r: Raw, fail: (m: string) => never): Model['change_log'] {
  if (r.change_log !== undefined && typeof r.change_log !== 'boolean') fail('`change_log` is true or false');
  const related = r.related_object === undefined ? [] : Array.isArray(r.related_object) ? r.related_object : [r.related_object];
  if (related.some((p) => typeof p !== 'string')) fail('`related_object` is a field path or a list of them');
  return { enabled: r.change_log !== false && r.read_only !== true, related: related as string[] };
}

/** NetBox's SearchIndex weights of the fields most models share (lower ranks first); any
 * other searchable field takes DEFAULT_SEARCH_WEIGHT unless the catalogue gives
 * `search: <weight>`. */
const SEARCH_WEIGHTS: Record<string, number> = {
  asset_tag: 50, serial: 60, name: 100, cid: 100, model: 100, address: 100, prefix: 110, slug: 110, facility: 100,
  description: 500, physical_address: 2000, shipping_address: 2000, comments: 5000,
};
const DEFAULT_SEARCH_WEIGHT = 300;

function searchWeight(name: string, raw: unknown, fail: (m: string) => never): number {
  if (raw === true) return SEARCH_WEIGHTS[name] ?? DEFAULT_SEARCH_WEIGHT;
  if (!Number.isInteger(raw) || (raw as number) < 0 || (raw as number) > 32767) fail('search is true or a weight from 0 to 32767');
  return raw as number;
}

function parseField(
  name: string,
  raw: unknown,
  fail: (m: string) => never,
  choices: Map<string, ChoiceSet>,
  pending: Array<() => void>,
): Field {
  // A leading underscore only as NetBox has it (_occupied).
  if (!/^_?[a-z][a-z0-9_]*$/.test(name)) fail('field names are snake_case');
  if (RESERVED.has(name)) fail(`${name} is provided by the engine or a feature; do not declare it`);
  if (!isObject(raw)) fail('must be a mapping');
  const r = raw as Raw;
  for (const k of Object.keys(r)) if (!FIELD_KEYS.has(k)) fail(`unknown attribute ${k}`);
  const kinds = ['type', 'choice', 'fk', 'm2m', 'generic', 'derive', 'reverse', 'object_list', 'rows', 'computed'].filter((k) => r[k] !== undefined);
  if (kinds.length !== 1) fail('give exactly one of type, choice, fk, m2m, generic, derive, reverse, object_list, rows, computed');
  if (r.filter_as !== undefined && r.m2m === undefined) fail('filter_as is for many-to-many fields');
  if ((r.secret !== undefined || r.secret_keys !== undefined) && r.type === undefined) fail('secret and secret_keys are for fields with a type');
  const required = r.required === true;
  const base = {
    name,
    required,
    nullable: r.nullable === true,
    read_only: r.read_only === true,
    write_only: r.write_only === true,
    description: String(r.description ?? ''),
    filter: r.filter !== false,
    search: r.search === true || typeof r.search === 'number',
    ...(r.search === true || typeof r.search === 'number' ? { search_weight: searchWeight(name, r.search, fail) } : {}),
    ...(r.default !== undefined ? { default: r.default } : {}),
    ...(r.aliases !== undefined ? { aliases: r.aliases as string[] } : {}),
    ...(r.renamed_from !== undefined ? { renamed_from: r.renamed_from as string } : {}),
  };
  if (base.required && base.read_only) fail('a field cannot be both required and read_only');
  if (r.renamed_from !== undefined) {
    if (typeof r.renamed_from !== 'string' || !/^[a-z_][a-z0-9_]*$/.test(r.renamed_from)) fail('renamed_from is the column\'s former name');
    if (r.type === undefined && r.choice === undefined && r.fk === undefined) fail('renamed_from is for fields stored in a column of their own (type, choice, fk)');
  }
  if (r.aliases !== undefined) {
    if (!Array.isArray(r.aliases) || r.aliases.some((a) => typeof a !== 'string' || !/^[a-z][a-z0-9_]*$/.test(a))) fail('aliases is a list of snake_case names');
    if (r.read_only === true || r.write_only === true) fail('aliases are for fields that are both read and written');
  }

  if (r.type !== undefined) {
    const type = r.type as ScalarType;
    if (!SCALAR_TYPES.includes(type)) fail(`unknown type ${type} (known: ${SCALAR_TYPES.join(', ')})`);
    if (r.max_length !== undefined && (!Number.isInteger(r.max_length) || (r.max_length as number) < 1))
      fail('max_length must be a positive integer');
    if (r.pattern !== undefined) {
      try {
        new RegExp(r.pattern as string);
      } catch {
        fail(`pattern ${r.pattern} is not a valid regular expression`);
      }
    }
    const indexes = r.index === undefined ? [] : Array.isArray(r.index) ? r.index : [r.index];
    for (const i of indexes) {
      if (i !== 'btree' && i !== 'gist' && i !== 'host') fail('index is btree, gist or host (or a list of them)');
      if (i === 'gist' && type !== 'cidr' && type !== 'inet') fail('a gist index is for cidr and inet fields');
      if (i === 'host' && type !== 'inet') fail('a host index is for inet fields');
    }
    if ((type === 'image') !== (typeof r.upload_to === 'string' && /^[a-z0-9-]+$/.test(r.upload_to)))
      fail('an image field, and only one, names its media folder: upload_to: <lowercase letters, digits, hyphens>');
    if (r.dimensions !== undefined && (r.dimensions !== true || type !== 'image')) fail('dimensions: true, on an image field');
    if (r.element_choices !== undefined && (typeof r.element_choices !== 'string' || type !== 'string_list')) fail('element_choices names a choice set, on a string_list field');
    if (r.storage !== undefined && (r.storage !== 'json' || type !== 'json')) fail('storage: json is for json fields (stored as written, not as jsonb)');
    if (r.natural !== undefined && (!['name', 'interface'].includes(r.natural as string) || type !== 'string')) fail('natural: name or interface, on a string field');
    if (r.collate !== undefined && (r.collate !== 'C' || r.natural === undefined)) fail('collate: C, on a natural field');
    const column = typeof r.column === 'string' ? r.column : name;
    if (r.secret !== undefined && r.secret !== true) fail('secret is true or absent');
    if (r.secret === true && (type === 'password' || type === 'token_key')) fail(`secret: a ${type} field is never shown already`);
    if (r.secret_keys !== undefined) {
      if (type !== 'json') fail('secret_keys is for json fields: the keys inside whose values are secrets');
      if (r.secret === true) fail('give secret (the whole value) or secret_keys (keys inside it), not both');
      if (!Array.isArray(r.secret_keys) || r.secret_keys.length === 0 || r.secret_keys.some((k) => typeof k !== 'string' || k === ''))
        fail('secret_keys is a list of key names');
    }
    return {
      ...base,
      kind: 'scalar',
      type,
      column,
      write_only: base.write_only || type === 'password' || type === 'token_key',
      ...(type === 'token_key' ? { sealed_column: `${name}_sealed`, partial_column: `${name}_partial` } : {}),
      ...(r.max_length !== undefined ? { max_length: r.max_length as number } : {}),
      ...(r.min !== undefined ? { min: r.min as number } : {}),
      ...(r.max !== undefined ? { max: r.max as number } : {}),
      ...(r.pattern !== undefined ? { pattern: r.pattern as string } : {}),
      ...(r.pattern_message !== undefined ? { pattern_message: r.pattern_message as string } : {}),
      ...(r.precision !== undefined ? { precision: r.precision as [number, number] } : {}),
      ...(type === 'image' ? { upload_to: r.upload_to as string, max_length: 100 } : {}),
      ...(r.dimensions === true ? { dimensions: true } : {}),
      ...(typeof r.element_choices === 'string' ? { element_choices: r.element_choices } : {}),
      ...(indexes.length ? { index: indexes as Array<'btree' | 'gist' | 'host'> } : {}),
      ...(r.storage !== undefined ? { storage: 'json' as const } : {}),
      ...(r.natural !== undefined ? { natural: {
        function: r.natural === 'interface' ? 'netinv_naturalize_interface' as const : 'netinv_naturalize' as const,
        column: `_${column}`,
        // NetBox's NaturalOrderingField is 100 characters.
        max_length: 100,
        ...(r.collate === 'C' ? { collate: 'C' as const } : {}),
      } } : {}),
      ...(r.secret === true ? { secret: true as const } : {}),
      ...(r.secret_keys !== undefined ? { secret_keys: r.secret_keys as string[] } : {}),
    };
  }
  if (r.choice !== undefined) {
    const set = r.choice as string;
    pending.push(() => {
      if (!choices.has(set)) fail(`unknown choice set ${set}`);
      const cs = choices.get(set)!;
      if (r.default !== undefined && !cs.choices.some((c) => c.value === r.default))
        fail(`default ${String(r.default)} is not a choice of ${set}`);
      if (r.value_as === 'code' && cs.choices.some((c) => c.code === undefined))
        fail(`value_as: code needs a code on every choice of ${set}`);
    });
    return { ...base, kind: 'choice', choices: set, column: name, value_as: r.value_as === 'code' ? 'code' : 'value' };
  }
  if (r.derive !== undefined) {
    if (r.derive !== 'ip_family') fail('derive supports ip_family');
    if (typeof r.from !== 'string') fail('derive needs `from`: the field it is derived from');
    return { ...base, kind: 'derived', derive: 'ip_family', from: r.from as string, column: null, read_only: true };
  }
  if (r.fk !== undefined) {
    const od = r.on_delete as OnDelete;
    if (!ON_DELETE.includes(od)) fail(`on_delete must be one of ${ON_DELETE.join(', ')}`);
    if (od === 'set_null' && required) fail('on_delete set_null needs a field that is not required');
    if (r.constraint !== undefined && r.constraint !== false) fail('constraint is false or absent');
    if (r.constraint === false && od === 'protect') fail('constraint: false needs on_delete cascade or set_null, which a trigger applies');
    const narrowed = r.narrowed_by;
    if (narrowed !== undefined && (!isObject(narrowed) || Object.values(narrowed).some((v) => typeof v !== 'string')))
      fail('narrowed_by maps filters of the target to fields of this model');
    return {
      ...base,
      kind: 'fk',
      target: r.fk as string,
      on_delete: od,
      ...(narrowed !== undefined ? { narrowed_by: narrowed as Record<string, string> } : {}),
      constraint: r.constraint !== false,
      nullable: r.nullable === undefined ? !required : r.nullable === true,
      column: `${name}_id`,
    };
  }
  if (r.computed !== undefined) {
    const returns = r.returns as ComputedField['returns'];
    if (typeof r.computed !== 'string') fail('computed names a function declared under `computed:`');
    if (!['objects', 'object', 'string', 'boolean', 'integer', 'number', 'status'].includes(returns)) fail('computed needs `returns`: objects, object, string, boolean, integer, number or status');
    const targets = r.targets ?? [];
    if (!Array.isArray(targets) || targets.some((t) => typeof t !== 'string')) fail('`targets` is a list of models');
    if ((returns === 'objects' || returns === 'object') && (targets as string[]).length === 0) fail('computed objects need `targets`: the models they may be of');
    return { ...base, kind: 'computed', function: r.computed as string, returns, targets: targets as string[], column: null, read_only: true, filter: false };
  }
  if (r.object_list !== undefined) {
    if (typeof r.object_list !== 'string' || typeof r.via !== 'string' || typeof r.object !== 'string')
      fail('object_list names the model of its rows, with `via` (its foreign key to this model) and `object` (its generic field)');
    const where = r.where ?? {};
    if (!isObject(where) || Object.values(where).some((x) => !['string', 'number', 'boolean'].includes(typeof x)))
      fail('object_list `where` maps fields of its rows to plain values');
    return {
      ...base, kind: 'object_list', through: r.object_list as string, via: r.via as string, object: r.object as string,
      where: where as Record<string, string | number | boolean>, targets: [], column: null, filter: false,
    };
  }
  if (r.show !== undefined && (!Array.isArray(r.show) || r.show.some((x) => typeof x !== 'string'))) fail('`show` is a list of fields of the other model');
  if (r.reverse !== undefined) {
    if (typeof r.via !== 'string') fail('reverse needs `via`: the foreign key of the other model that points here');
    const where = r.where ?? {};
    if (!isObject(where) || Object.values(where).some((x) => !['string', 'number', 'boolean'].includes(typeof x)))
      fail('reverse `where` maps fields of the other model to plain values');
    return {
      ...base, kind: 'reverse', target: r.reverse as string, via: r.via as string, many: r.many !== false,
      where: where as Record<string, string | number | boolean>, show: (r.show as string[] | undefined) ?? null, count: r.count === true, cumulative: r.cumulative === true,
      column: null, read_only: true, filter: false,
    };
  }
  if (r.rows !== undefined) return parseRows(name, r, base, fail);
  if (r.m2m !== undefined) {
    if (r.filter_as !== undefined && typeof r.filter_as !== 'string') fail('filter_as is the base name of the field\'s filters');
    if (r.mirrors !== undefined && (typeof r.mirrors !== 'string' || !/^[a-z][a-z0-9_]*$/.test(r.mirrors))) fail('mirrors names the target model\'s many-to-many field to this one');
    if (r.subtree !== undefined && r.subtree !== true) fail('subtree: true, or left out');
    return {
      ...base, kind: 'm2m', target: r.m2m as string, column: null, through: { table: '', source: '', target: '' },
      ...(r.show !== undefined ? { show: r.show as string[] } : {}),
      ...(r.filter_as !== undefined ? { filter_as: r.filter_as as string } : {}),
      ...(r.mirrors !== undefined ? { mirrors: r.mirrors as string } : {}),
      ...(r.subtree === true ? { subtree: true } : {}),
    };
  }
  const g = r.generic;
  if (!Array.isArray(g) || g.length === 0) fail('generic takes a list of target models');
  const od = (r.on_delete ?? 'set_null') as 'cascade' | 'set_null';
  if (od !== 'cascade' && od !== 'set_null') fail('a generic relation is on_delete cascade or set_null');
  return {
    ...base,
    kind: 'generic',
    targets: g as string[],
    // `column: parent_object` names the columns (and the written fields) parent_object_type and
    // parent_object_id, as NetBox 4.3's service names its parent's.
    type_column: `${(r.column as string | undefined) ?? name}_type`,
    id_column: `${(r.column as string | undefined) ?? name}_id`,
    on_delete: od,
    nullable: !required,
    column: null,
  };
}

/** A `rows` field (RowsField): `rows: <target model>`, the table (`table: <name>`, prefixed
 * with the app when resolved) or the target's field it `mirrors`, the item attribute that is
 * its `key`, and the items' attributes. */
function parseRows(name: string, r: Raw, base: Omit<RowsField, 'kind' | 'target' | 'table' | 'source' | 'target_column' | 'key' | 'item' | 'column'>, fail: (m: string) => never): RowsField {
  if (typeof r.rows !== 'string') fail('rows names the model each row also points at');
  if ((r.table === undefined) === (r.mirrors === undefined)) fail('rows names its `table`, or the target\'s rows field it `mirrors`, not both');
  if (r.table !== undefined && (typeof r.table !== 'string' || !/^[a-z][a-z0-9_]*$/.test(r.table))) fail('rows `table` is a snake_case name');
  if (!isObject(r.item)) fail('rows `item` maps each attribute of an item to { column, min, max, default, required } or { target: true }');
  const item: RowAttribute[] = Object.entries(r.item as Raw).map(([attr, raw]) => {
    if (!/^[a-z][a-z0-9_]*$/.test(attr) || !isObject(raw)) fail(`rows item ${attr}: a snake_case name mapped to its attributes`);
    const a = raw as Raw;
    for (const k of Object.keys(a)) if (!['column', 'min', 'max', 'default', 'required', 'target'].includes(k)) fail(`rows item ${attr}: unknown attribute ${k}`);
    const n = (k: string) => (a[k] === undefined || Number.isInteger(a[k]) ? (a[k] as number | undefined) : fail(`rows item ${attr}: ${k} is an integer`));
    return {
      name: attr, column: typeof a.column === 'string' ? a.column : attr, kind: a.target === true ? 'target' : 'integer', required: a.required === true,
      ...(a.default !== undefined ? { default: n('default')! } : {}), ...(a.min !== undefined ? { min: n('min')! } : {}), ...(a.max !== undefined ? { max: n('max')! } : {}),
    };
  });
  if (item.filter((a) => a.kind === 'target').length !== 1) fail('rows `item` has exactly one attribute with target: true');
  if (typeof r.key !== 'string' || !item.some((a) => a.name === r.key && a.kind === 'integer')) fail('rows `key` names an integer attribute of the item');
  for (const a of item) if (a.kind === 'integer' && !a.required && a.default === undefined) fail(`rows item ${a.name}: give a default or required: true`);
  return {
    ...base, kind: 'rows', target: r.rows as string, table: (r.table as string | undefined) ?? '', source: '', target_column: '',
    ...(r.mirrors !== undefined ? { mirrors: r.mirrors as string } : {}), key: r.key as string, item, column: null, filter: false,
  };
}

function resolveModel(model: Model, byKey: Map<string, Model>, choices: Map<string, ChoiceSet>, fail: (m: string) => never): void {
  const names = new Set(model.fields.map((f) => f.name));
  const aliases = model.fields.flatMap((f) => f.aliases ?? []);
  for (const a of aliases)
    if (names.has(a) || RESERVED.has(a) || aliases.indexOf(a) !== aliases.lastIndexOf(a)) fail(`alias ${a} is already a field's name`);
  const columns = new Set<string>();
  for (const f of model.fields) {
    const cols = f.kind === 'generic' ? [f.type_column, f.id_column] : f.column ? [f.column] : [];
    for (const c of cols) {
      if (columns.has(c)) fail(`field ${f.name}: column ${c} is used twice`);
      columns.add(c);
    }
    if ((f.kind === 'fk' || f.kind === 'm2m' || f.kind === 'reverse') && !byKey.has(f.target)) fail(`field ${f.name}: unknown target model ${f.target}`);
    if (f.kind === 'reverse') {
      const via = byKey.get(f.target)!.fields.find((x) => x.name === f.via);
      const pointsHere = (via?.kind === 'fk' || via?.kind === 'm2m') ? via.target === model.key : via?.kind === 'generic' && via.targets.includes(model.key);
      if (!pointsHere) fail(`field ${f.name}: ${f.target}.${f.via} is not a foreign key, many-to-many or generic relation to ${model.key}`);
      if (f.cumulative && !(f.count && model.tree && (via?.kind === 'fk' || via?.kind === 'm2m'))) fail(`field ${f.name}: cumulative is for a count, through a foreign key or many-to-many field, on a tree model`);
      const other = byKey.get(f.target)!;
      for (const k of Object.keys(f.where)) {
        const w = other.fields.find((x) => x.name === k);
        if (!w || !(w.kind === 'scalar' || w.kind === 'choice')) fail(`field ${f.name}: where names ${k}, which is no plain field of ${f.target}`);
      }
    }
    if (f.kind === 'reverse' || f.kind === 'm2m') {
      const other = byKey.get(f.target)!;
      for (const k of f.show ?? [])
        if (!BUILTIN_FIELDS.includes(k) && !other.fields.some((x) => x.name === k)) fail(`field ${f.name}: show names ${k}, which is no field of ${f.target}`);
    }
    if (f.kind === 'generic')
      for (const t of f.targets) if (!byKey.has(t)) fail(`field ${f.name}: unknown target model ${t}`);
    if (f.kind === 'computed') for (const t of f.targets) if (!byKey.has(t)) fail(`field ${f.name}: unknown target model ${t}`);
    if (f.kind === 'object_list') {
      const rows = byKey.get(f.through);
      if (!rows) fail(`field ${f.name}: unknown model ${f.through}`);
      const via = rows!.fields.find((x) => x.name === f.via);
      if (via?.kind !== 'fk' || via.target !== model.key) fail(`field ${f.name}: ${f.through}.${f.via} is not a foreign key to ${model.key}`);
      const object = rows!.fields.find((x) => x.name === f.object);
      if (object?.kind !== 'generic') fail(`field ${f.name}: ${f.through}.${f.object} is not a generic relation`);
      f.targets = object!.kind === 'generic' ? object!.targets : [];
      for (const k of Object.keys(f.where)) {
        const w = rows!.fields.find((x) => x.name === k);
        if (!w || !(w.kind === 'scalar' || w.kind === 'choice')) fail(`field ${f.name}: where names ${k}, which is no plain field of ${f.through}`);
      }
    }
    if (f.kind === 'rows') {
      const target = byKey.get(f.target);
      if (!target) fail(`field ${f.name}: unknown target model ${f.target}`);
      f.source = `${model.name}_id`;
      f.target_column = `${target!.name}_id`;
      if (f.mirrors) {
        const other = target!.fields.find((o) => o.name === f.mirrors);
        if (other?.kind !== 'rows' || other.target !== model.key || other.mirrors) fail(`field ${f.name}: mirrors ${f.mirrors}, which is no rows field of ${f.target} naming ${model.key}`);
        f.table = `${target!.app}_${(other as RowsField).table.replace(`${target!.app}_`, '')}`;
        const columns = new Set((other as RowsField).item.filter((a) => a.kind === 'integer').map((a) => a.column));
        for (const a of f.item) if (a.kind === 'integer' && !columns.has(a.column)) fail(`field ${f.name}: item ${a.name}'s column ${a.column} is none of ${f.target}.${f.mirrors}'s`);
      } else if (!f.table.startsWith(`${model.app}_`)) f.table = `${model.app}_${f.table}`;
    }
    if (f.kind === 'm2m' && f.through.object_type !== undefined) f.through.object_type = model.content_type;
    else if (f.kind === 'm2m' && f.mirrors) {
      // The other side of the target's field: its join table, its columns the other way round.
      const target = byKey.get(f.target)!;
      const other = target.fields.find((o) => o.name === f.mirrors);
      if (other?.kind !== 'm2m' || other.target !== model.key || other.mirrors) fail(`field ${f.name}: mirrors ${f.mirrors}, which is no many-to-many field of ${f.target} to ${model.key}`);
      if (f.target === model.key) fail(`field ${f.name}: a model's many-to-many field to itself cannot mirror`);
      const table = `${target.table}_${other.name}`;
      f.through = { table, source: `${model.name}_id`, target: `${target.name}_id` };
    } else if (f.kind === 'm2m') {
      const target = byKey.get(f.target)!;
      const self = f.target === model.key;
      f.through = {
        table: `${model.table}_${f.name}`,
        source: `${model.name}_id`,
        target: self ? `to_${target.name}_id` : `${target.name}_id`,
      };
    }
    if ((f.kind === 'scalar' || f.kind === 'choice') && !f.required && !f.nullable && !f.read_only && f.default === undefined && !(f.kind === 'scalar' && (f.type === 'password' || f.type === 'token_key')))
      fail(`field ${f.name}: a field that is neither required nor nullable needs a default`);
    if (f.kind === 'derived' && !names.has(f.from)) fail(`field ${f.name}: derives from unknown field ${f.from}`);
    if (f.kind === 'choice' && !choices.has(f.choices)) fail(`field ${f.name}: unknown choice set ${f.choices}`);
    if (f.kind === 'scalar' && f.element_choices && !choices.has(f.element_choices)) fail(`field ${f.name}: unknown choice set ${f.element_choices}`);
  }
  for (const f of model.fields)
    if (f.kind === 'scalar' && f.natural && model.fields.some((x) => 'column' in x && x.column === f.natural!.column)) fail(`field ${f.name}: its natural key's column ${f.natural.column} is taken`);
  const known = new Set([...BUILTIN_FIELDS, ...names, ...(model.display_name ? ['display_name'] : []), ...(model.tree ? ['_depth'] : [])]);
  if (model.features.includes('tags')) known.add('tags');
  if (model.features.includes('created_updated')) known.add('created').add('last_updated');
  for (const b of model.brief) if (!known.has(b)) fail(`brief: unknown field ${b}`);
  for (const o of model.ordering) {
    let entry;
    try { entry = orderingEntry(o); } catch (e) { fail(`ordering: ${(e as Error).message}`); }
    if (!known.has(entry!.name)) fail(`ordering: unknown field ${o}`);
    if (entry!.key && model.fields.find((f) => f.name === entry!.name)?.kind !== 'fk') fail(`ordering: ${o}: only a foreign key sorts by its .id`);
  }
  for (const u of model.unique)
    for (const f of [...u.fields, ...u.when_null, ...u.when_not_blank]) {
      const uf = model.fields.find((x) => x.name === f);
      if (!uf) fail(`unique: unknown field ${f}`);
      if (u.when_not_blank.includes(f) && !(uf!.kind === 'scalar' && uf!.type === 'string')) fail(`unique: when_not_blank field ${f} is not a string`);
      if (uf!.kind === 'm2m' || uf!.kind === 'derived') fail(`unique: ${f} has no column to be unique over`);
      if (u.ignore_case.includes(f) && !(uf!.kind === 'scalar' && ['string', 'slug'].includes(uf!.type))) fail(`unique: ignore_case field ${f} is not a string`);
    }
  for (const t of [...model.display, ...(model.display_name_templates ?? [])])
    for (const ref of templateRefs(t)) {
      const [head, ...rest] = ref.split('.');
      if (head !== 'id' && !names.has(head!)) fail(`display: template ${t} names unknown field ${head}`);
      // Foreign keys may be followed to a field of the model they reach ({device_type.manufacturer.name}).
      let cur = model;
      for (const [i, seg] of ref.split('.').entries()) {
        if (i === 0 && seg === 'id') break;
        const field = cur.fields.find((f) => f.name === seg);
        if (!field) fail(`display: ${ref}: ${seg} is not a field of ${cur.key}`);
        // A choice field's label ({priority.label}) ends the reference.
        if (field!.kind === 'choice' && rest[i] === 'label' && i === rest.length - 1) break;
        if (i < rest.length) {
          if (field!.kind !== 'fk') fail(`display: ${ref} follows ${seg}, which is not a foreign key`);
          cur = byKey.get((field as { target: string }).target)!;
        }
      }
    }
  for (const path of model.change_log.related) {
    // A foreign key of the model, or a generic relation's target followed by its foreign key.
    const m = /^(?:([a-z_]+)\[([a-z_]+\.[a-z_]+)\]\.)?([a-z_]+)$/.exec(path);
    let on: Model | undefined = model;
    if (m?.[1]) {
      const g = model.fields.find((x) => x.name === m[1]);
      on = g?.kind === 'generic' && g.targets.includes(m[2]!) ? byKey.get(m[2]!) : undefined;
    }
    const fk = on?.fields.find((x) => x.name === m?.[3]);
    if (!m || fk?.kind !== 'fk') fail(`related_object: ${path} is neither a foreign key nor generic[app.model].foreign_key`);
  }
  // A declared filter may take a name no field's own filter has (a field without its own,
  // filter: false; a module's module_type beside its field's module_type_id): the filter set's
  // names are checked for twice-defined ones below.
  for (const flt of model.filters) for (const path of [flt.path, ...flt.also]) checkFilterPath(flt, path);
  function checkFilterPath(flt: DeclaredFilter, path: string[]): void {
    let cur = model;
    for (let i = 0; i < path.length; i++) {
      const seg = path[i]!;
      const reverse = REVERSE_SEGMENT.exec(seg);
      if (reverse) {
        const other = byKey.get(reverse[1]!);
        const via = other?.fields.find((x) => x.name === reverse[2]);
        const pointsHere = via?.kind === 'fk' || via?.kind === 'm2m' ? via.target === cur.key : via?.kind === 'generic' && via.targets.includes(cur.key);
        if (!pointsHere) fail(`filter ${flt.name}: ${seg} does not name a foreign key, many-to-many or generic relation of another model to ${cur.key}`);
        if (i === path.length - 1) fail(`filter ${flt.name}: a path cannot end at ${seg}; add .id or a field`);
        cur = other!;
        continue;
      }
      const generic = GENERIC_SEGMENT.exec(seg);
      if (generic) {
        const g = cur.fields.find((x) => x.name === generic[1]);
        if (g?.kind !== 'generic' || !g.targets.includes(generic[2]!)) fail(`filter ${flt.name}: ${seg} does not name a generic relation and one of its targets`);
        if (i === path.length - 1) fail(`filter ${flt.name}: a path cannot end at ${seg}; add .id or a field`);
        cur = byKey.get(generic[2]!)!;
        continue;
      }
      const f = cur.fields.find((x) => x.name === seg);
      // Besides fields: the created/last_updated stamps and a generic relation's two columns.
      const stamp = TIMESTAMPS.has(seg) && cur.features.includes('created_updated');
      const column = cur.fields.some((x) => x.kind === 'generic' && (x.type_column === seg || x.id_column === seg));
      if (!f && !((seg === 'id' || stamp || column) && i === path.length - 1)) fail(`filter ${flt.name}: ${seg} is not a field of ${cur.key}`);
      if (i < path.length - 1) {
        if (f!.kind !== 'fk' && f!.kind !== 'm2m') fail(`filter ${flt.name}: ${seg} is not a relation, so the path cannot go on`);
        cur = byKey.get((f as { target: string }).target)!;
      } else if (f?.kind === 'reverse' && !f.count) {
        fail(`filter ${flt.name}: ${seg} lists objects; a filter may end at a reverse field that counts them (count: true)`);
      } else if (f && (f.kind === 'fk' || f.kind === 'm2m')) {
        const target = byKey.get(f.target)!;
        const by = flt.by ?? 'id';
        if (by !== 'id' && !target.fields.some((x) => x.name === by)) fail(`filter ${flt.name}: ${target.key} has no field ${by}`);
      }
    }
  }
  for (const a of model.actions)
    for (const m of a.methods) if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(m)) fail(`action ${a.name}: unknown method ${m}`);
  if (model.tree) {
    const parent = model.fields.find((f) => f.name === 'parent');
    if (parent?.kind !== 'fk' || parent.target !== model.key) fail('tree: true needs a `parent` foreign key to the model itself');
  }
  checkBriefCycle(model, byKey, [], fail);
  model.filterset = resolveFilters(model, byKey);
  for (const name of model.withheld_filters) {
    if (!model.filterset.some((f) => f.name === name)) fail(`filter ${name}: withheld (false), but no field gives it`);
    if (model.filters.some((f) => f.name === name)) fail(`filter ${name}: both declared and withheld`);
  }
  model.filterset = model.filterset.filter((f) => !model.withheld_filters.includes(f.name));
  // An ignored name that a field would give as a filter is not that filter.
  model.filterset = model.filterset.filter((f) => !model.ignored_filters.includes(f.name));
  const taken = new Set<string>();
  for (const f of model.filterset) {
    if (taken.has(f.name)) fail(`filter ${f.name} is defined twice (a field's own filter and a declared one)`);
    taken.add(f.name);
  }
  for (const f of model.filterset)
    if (f.subtree && !(model.tree && f.path[0] === 'parent' && f.path.length === 2)) fail(`filter ${f.name}: subtree is for a tree model's filters by parent`);
  const places = [{ app: model.app, path: model.path }, ...model.also_at];
  for (const [what, place] of [['url_at', model.url_at], ...Object.entries(model.versions ?? {}).map(([v, d]) => [`versions.${v}.url_at`, d.url_at] as const)] as const)
    if (place && !places.some((p) => p.app === place.app && p.path === place.path)) fail(`${what}: ${place.app}/${place.path} is not one of the model's places (its own or also_at)`);
  for (const [version, differences] of Object.entries(model.versions ?? {})) {
    for (const [name, d] of Object.entries(differences.fields)) {
      const f = model.fields.find((x) => x.name === name);
      if (f?.kind === 'computed') {
        // A field computed from other rows at the newest version that an older one wrote (an
        // interface's mac_address): the model's rules store what is written.
        if (!d.writable || Object.keys(d).some((k) => k !== 'writable' && k !== 'description')) fail(`versions.${version}.fields.${name}: a computed field differs only in being writable (writable: <scalar type>) and its description`);
        if (!SCALAR_TYPES.includes(d.writable) || ['password', 'token_key', 'image'].includes(d.writable)) fail(`versions.${version}.fields.${name}.writable: ${String(d.writable)} is not a scalar type a value can be written as`);
        if (!model.rules) fail(`versions.${version}.fields.${name}: a written computed field needs the model's rules (rules: true) to store it`);
        continue;
      }
      if (d.writable !== undefined) fail(`versions.${version}.fields.${name}: writable is for computed fields`);
      if (f?.kind !== 'scalar' || (f.type !== 'integer' && f.type !== 'bigint')) fail(`versions.${version}.fields.${name}: not an integer field of the model (only their unit and bounds differ)`);
    }
    for (const name of Object.keys(differences.filters)) {
      const f = model.filterset.find((x) => x.name === name);
      if (!f) fail(`versions.${version}.filters.${name}: the model has no such filter`);
      if (differences.filters[name]!.subtree && !(model.tree && f.path[0] === 'parent' && f.path.length === 2)) fail(`versions.${version}.filters.${name}: subtree is for a tree model's filters by parent`);
    }
  }
  if (model.netbox) checkNetboxShape(model, model.netbox, byKey, fail);
  for (const [version, differences] of Object.entries(model.versions ?? {}))
    if (differences.netbox) checkNetboxShape(model, differences.netbox, byKey, fail, `versions.${version}.netbox`);
}

/** A model's `netbox:` (or an older version's, `at` naming it) names its own fields, each
 * difference of a field of the kind it fits. */
function checkNetboxShape(model: Model, shape: NetboxShape, byKey: Map<string, Model>, fail: (m: string) => never, at = 'netbox'): void {
  const known = new Set([...BUILTIN_FIELDS, ...model.fields.map((f) => f.name), ...(model.tree ? ['_depth'] : [])]);
  for (const name of [...(shape.brief ?? []), ...(shape.omit ?? [])]) if (!known.has(name)) fail(`${at}: ${name} is not a field of the model`);
  for (const name of ['id', 'url', 'display']) if (shape.omit?.includes(name)) fail(`${at}.omit: every NetBox object has ${name}`);
  if (shape.display_name === false && !model.display_name) fail(`${at}.display_name: the model shows no display_name`);
  for (const [name, d] of Object.entries(shape.fields ?? {})) {
    const f = model.fields.find((x) => x.name === name);
    if (d.value_as && !(f?.kind === 'choice' && f.value_as === 'code')) fail(`${at}.fields.${name}.value_as: not a choice field shown by its code`);
    if (d.many && !(f?.kind === 'reverse' && !f.many && !f.count)) fail(`${at}.fields.${name}.many: not a reverse field showing one object`);
    if (d.labelled_in_brief && f?.kind !== 'derived') fail(`${at}.fields.${name}.labelled_in_brief: not a derived field`);
    if (d.name !== undefined && !f) fail(`${at}.fields.${name}: the model has no such field`);
    if (d.reads_as_null && !f?.write_only) fail(`${at}.fields.${name}.reads_as_null: not a write-only field`);
  }
  // Each name in NetBox's shape is one field's, and none a built-in's; display templates keep
  // the spec's names (a renamed field may not be in one).
  const names = renames(shape);
  const shown = model.fields.filter((f) => !(shape.omit ?? []).includes(f.name)).map((f) => names.get(f.name) ?? f.name);
  for (const [name, to] of names) {
    if (shown.filter((n) => n === to).length > 1 || BUILTIN_FIELDS.includes(to)) fail(`${at}.fields.${name}.name: ${to} is another field's name in NetBox's shape`);
    if ([...model.display, ...(model.display_name_templates ?? [])].some((t) => templateRefs(t).some((r) => r.split('.')[0] === name))) fail(`${at}.fields.${name}.name: the display names it (give it its NetBox name there too)`);
  }
  // NetBox's display names the fields as NetBox's shape does.
  for (const t of shape.display ?? []) {
    for (const r of templateRefs(t)) if (r.split('.')[0] !== 'id' && !shown.includes(r.split('.')[0]!)) fail(`${at}.display: ${r} is not a field of the model in NetBox's shape`);
  }
  if (shape.brief) checkBriefCycle(model, byKey, [], fail, shape.brief);
}

const VERSION_FIELD_KEYS = ['scale', 'min', 'max', 'description', 'writable'];
const VERSION_FILTER_KEYS = ['subtree', 'description'];

/** A place `app/path` (ipam/l2vpns). */
function parsePlace(raw: unknown, what: string, fail: (m: string) => never): Place {
  if (typeof raw !== 'string' || !/^[a-z]+\/[a-z][a-z0-9-]*$/.test(raw)) fail(`${what} is a place app/path (core/object-types)`);
  const [app, path] = (raw as string).split('/') as [string, string];
  return { app, path };
}

/** `versions:`, by API version: `fields:` and `filters:`, each a mapping of names to what differs
 * at that version from the plain field or filter (the newest version's, as stored). */
function parseVersions(raw: unknown, fail: (m: string) => never): Record<string, VersionDifferences> {
  if (!isObject(raw)) fail('`versions` must be a mapping of API versions to their differences');
  const out: Record<string, VersionDifferences> = {};
  const newest = API_VERSIONS.at(-1)!;
  for (const [version, v] of Object.entries(raw as Raw)) {
    if (!isApiVersion(version) || version === newest) fail(`versions: ${version} is not an older API version netinv serves (${API_VERSIONS.filter((x) => x !== newest).join(', ')}; ${newest} is the plain model)`);
    if (!isObject(v)) fail(`versions.${version}: must be a mapping with fields and/or filters`);
    for (const k of Object.keys(v as Raw)) if (!['fields', 'filters', 'url_at', 'netbox'].includes(k)) fail(`versions.${version}.${k} is not known (fields, filters, url_at, netbox)`);
    const part = (name: 'fields' | 'filters', keys: string[]) => {
      const given = (v as Raw)[name] ?? {};
      if (!isObject(given)) fail(`versions.${version}.${name} must be a mapping`);
      for (const [item, d] of Object.entries(given as Raw)) {
        if (!isObject(d)) fail(`versions.${version}.${name}.${item} must be a mapping`);
        for (const k of Object.keys(d as Raw)) if (!keys.includes(k)) fail(`versions.${version}.${name}.${item}.${k} is not known (${keys.join(', ')})`);
        const scale = (d as Raw).scale;
        if (scale !== undefined && !(Number.isInteger(scale) && (scale as number) > 1)) fail(`versions.${version}.${name}.${item}.scale must be a whole number above 1`);
      }
      return given as Record<string, never>;
    };
    out[version] = {
      fields: part('fields', VERSION_FIELD_KEYS), filters: part('filters', VERSION_FILTER_KEYS),
      ...((v as Raw).url_at === undefined ? {} : { url_at: parsePlace((v as Raw).url_at, `versions.${version}.url_at`, fail) }),
      ...((v as Raw).netbox === undefined ? {} : { netbox: parseNetboxShape((v as Raw).netbox, fail, `versions.${version}.netbox`) }),
    };
  }
  return out;
}

const NETBOX_FIELD_KEYS = ['value_as', 'many', 'labelled_in_brief', 'name', 'reads_as_null'];

/** `netbox:`: the spec's shapes NetBox shows otherwise (brief, display_name, omit, fields). */
function parseNetboxShape(raw: unknown, fail: (m: string) => never, at = 'netbox'): NetboxShape {
  if (!isObject(raw)) fail(`${at} must be a mapping (brief, display_name, omit, fields)`);
  const r = raw as Raw;
  for (const k of Object.keys(r)) if (!['brief', 'display', 'display_name', 'omit', 'fields'].includes(k)) fail(`${at}.${k} is not known (brief, display, display_name, omit, fields)`);
  const names = (k: string) => {
    if (r[k] !== undefined && !(Array.isArray(r[k]) && (r[k] as unknown[]).every((x) => typeof x === 'string'))) fail(`${at}.${k} must be a list of field names`);
    return r[k] as string[] | undefined;
  };
  if (r.display_name !== undefined && r.display_name !== false) fail(`${at}.display_name can only be false (NetBox shows none)`);
  const fields = r.fields ?? {};
  if (!isObject(fields)) fail(`${at}.fields must be a mapping`);
  for (const [name, d] of Object.entries(fields as Raw)) {
    if (!isObject(d)) fail(`${at}.fields.${name} must be a mapping`);
    for (const [k, v] of Object.entries(d as Raw)) {
      if (!NETBOX_FIELD_KEYS.includes(k)) fail(`${at}.fields.${name}.${k} is not known (${NETBOX_FIELD_KEYS.join(', ')})`);
      if (k === 'name') {
        if (typeof v !== 'string' || !/^[a-z][a-z0-9_]*$/.test(v)) fail(`${at}.fields.${name}.name must be a field name (snake_case)`);
        continue;
      }
      if (k === 'value_as' ? v !== 'value' : v !== true) fail(`${at}.fields.${name}.${k}: ${k === 'value_as' ? 'value' : 'true'} is the one value NetBox's shape takes`);
    }
  }
  const brief = names('brief');
  const omit = names('omit');
  const display = r.display === undefined ? undefined : typeof r.display === 'string' ? [r.display] : r.display;
  if (display !== undefined && !(Array.isArray(display) && display.length > 0 && display.every((t) => typeof t === 'string'))) fail('netbox.display must be a template or a list of them');
  return {
    ...(brief ? { brief } : {}), ...(display ? { display: display as string[] } : {}), ...(r.display_name === false ? { display_name: false as const } : {}),
    ...(omit ? { omit } : {}), ...(r.fields === undefined ? {} : { fields: fields as NetboxShape['fields'] }),
  };
}

/** Nested representations embed the target's brief fields (or a field's `show`); a
 * loop there would never end. A count (a module type's `module_count`) embeds nothing. */
function checkBriefCycle(model: Model, byKey: Map<string, Model>, seen: string[], fail: (m: string) => never, shown = model.brief): void {
  const nesting = shown.map((name) => model.fields.find((x) => x.name === name))
    .filter((f): f is Field & { kind: 'fk' | 'm2m' | 'reverse' } => f?.kind === 'fk' || f?.kind === 'm2m' || (f?.kind === 'reverse' && !f.count));
  if (nesting.length && seen.includes(model.key)) fail(`brief representations nest in a loop: ${[...seen, model.key].join(' -> ')}`);
  for (const f of nesting) {
    const target = byKey.get(f.target)!;
    checkBriefCycle(target, byKey, [...seen, model.key], fail, (f.kind !== 'fk' && f.show) || target.brief);
  }
}

const STRING_LOOKUPS = ['n', 'ic', 'nic', 'isw', 'nisw', 'iew', 'niew', 'ie', 'nie', 'empty'];
const NUMBER_LOOKUPS = ['n', 'lt', 'lte', 'gt', 'gte'];

/** The filter value type and lookups of a scalar type, or null when it is not filterable. */
function scalarFilter(type: ScalarType): { value: Filter['value']; lookups: string[] } | null {
  switch (type) {
    case 'string': case 'slug': case 'timezone': case 'mac':
      return { value: 'string', lookups: STRING_LOOKUPS };
    case 'integer':
      return { value: 'integer', lookups: NUMBER_LOOKUPS };
    case 'bigint': // beyond a 32-bit integer (4-byte ASNs): compared as numbers
      return { value: 'number', lookups: NUMBER_LOOKUPS };
    case 'decimal':
      return { value: 'number', lookups: NUMBER_LOOKUPS };
    case 'date':
      return { value: 'date', lookups: NUMBER_LOOKUPS };
    case 'datetime':
      return { value: 'datetime', lookups: NUMBER_LOOKUPS };
    case 'boolean':
      return { value: 'boolean', lookups: [] };
    case 'cidr':
      return { value: 'cidr', lookups: ['n'] };
    case 'inet':
      return { value: 'inet', lookups: ['n'] };
    default:
      return null; // json, password, string_list
  }
}

/** The attribute a relation is filtered by when named without `_id`, as NetBox's
 * to_field_name: slug; a VRF's route distinguisher (`vrf=65000:1`); else name (device, rack);
 * a user's username (tokens' `user`). */
export function naturalKey(model: Model): string | null {
  for (const key of ['slug', 'rd', 'name', 'username'])
    if (model.fields.some((f) => f.name === key && f.kind === 'scalar')) return key;
  return null;
}

function resolveFilters(model: Model, byKey: Map<string, Model>): Filter[] {
  const out: Filter[] = [
    { name: 'id', op: 'exact', path: ['id'], value: 'integer', lookups: NUMBER_LOOKUPS, match: 'any', accepts_null: false, description: 'Object id' },
  ];
  const rel = (name: string, path: string[], target: Model, match: 'any' | 'all', accepts_null: boolean, description: string) => {
    out.push({ name: `${name}_id`, op: 'exact', path: [...path, 'id'], value: 'integer', lookups: ['n'], match, accepts_null, description: `${description} (id)` });
    const key = naturalKey(target);
    if (key) out.push({ name, op: 'exact', path: [...path, key], value: 'string', lookups: ['n'], match, accepts_null, description: `${description} (${key})` });
  };
  for (const f of model.fields) {
    if (!f.filter || f.write_only) continue;
    if (f.kind === 'scalar') {
      const s = scalarFilter(f.type);
      if (s) out.push({ name: f.name, op: 'exact', path: [f.name], ...s, match: 'any', accepts_null: f.nullable, description: f.description });
      // NetBox's content_types=dcim.site: objects whose list holds the value.
      if (f.type === 'string_list') out.push({ name: f.name, op: 'element', path: [f.name], value: 'string', lookups: [], match: 'any', accepts_null: false, description: f.description });
    } else if (f.kind === 'choice') {
      out.push({ name: f.name, op: 'exact', path: [f.name], value: 'choice', choices: f.choices, lookups: ['n'], match: 'any', accepts_null: f.nullable, description: f.description });
    } else if (f.kind === 'derived') {
      out.push({ name: f.name, op: 'family', path: [f.from], value: 'integer', lookups: [], match: 'any', accepts_null: false, description: 'IP family (4 or 6)' });
    } else if (f.kind === 'fk') {
      rel(f.name, [f.name], byKey.get(f.target)!, 'any', f.nullable, f.description || f.name);
    } else if (f.kind === 'm2m' && f.name === 'tags' && !f.filter_as) {
      out.push({ name: 'tag', op: 'exact', path: ['tags', 'slug'], value: 'string', lookups: ['n'], match: 'all', accepts_null: false, description: 'Tag (slug); repeated, objects must carry every tag' });
      out.push({ name: 'tag_id', op: 'exact', path: ['tags', 'id'], value: 'integer', lookups: ['n'], match: 'all', accepts_null: false, description: 'Tag (id); repeated, objects must carry every tag' });
    } else if (f.kind === 'm2m') {
      rel(f.filter_as ?? f.name, [f.name], byKey.get(f.target)!, 'any', false, f.description || f.name);
    } else if (f.kind === 'generic') {
      out.push({ name: f.type_column, op: 'exact', path: [f.type_column], value: 'string', lookups: ['n'], match: 'any', accepts_null: f.nullable, description: 'Content type of the related object' });
      out.push({ name: f.id_column, op: 'exact', path: [f.id_column], value: 'integer', lookups: ['n'], match: 'any', accepts_null: f.nullable, description: 'Id of the related object' });
    }
  }
  if (model.features.includes('created_updated')) {
    out.push({ name: 'created', op: 'exact', path: ['created'], value: 'datetime', lookups: NUMBER_LOOKUPS, match: 'any', accepts_null: false, description: 'Creation time' });
    out.push({ name: 'last_updated', op: 'exact', path: ['last_updated'], value: 'datetime', lookups: NUMBER_LOOKUPS, match: 'any', accepts_null: false, description: 'Last update time' });
  }
  for (const d of model.filters) {
    // Walk the path to learn what the value is.
    let cur = model;
    let last: Field | undefined;
    for (const seg of d.path) {
      const step = GENERIC_SEGMENT.exec(seg) ?? REVERSE_SEGMENT.exec(seg);
      if (step) {
        cur = byKey.get(GENERIC_SEGMENT.test(seg) ? step[2]! : step[1]!)!;
        last = undefined;
        continue;
      }
      last = cur.fields.find((x) => x.name === seg);
      if (last && (last.kind === 'fk' || last.kind === 'm2m')) cur = byKey.get(last.target)!;
    }
    const path = [...d.path];
    const also = d.also.map((p) => [...p]);
    let value: Filter['value'] = 'integer';
    let choices: string | undefined;
    let lookups = d.lookups ?? [];
    if (last && (last.kind === 'fk' || last.kind === 'm2m')) {
      const by = d.by ?? 'id';
      path.push(by);
      for (const p of also) p.push(by);
      const byField = cur.fields.find((x) => x.name === by);
      value = by === 'id' ? 'integer' : byField?.kind === 'scalar' ? (scalarFilter(byField.type)?.value ?? 'string') : 'string';
    } else if (last?.kind === 'scalar') {
      const s = scalarFilter(last.type);
      value = s?.value ?? 'string';
      if (d.op === 'exact' && !d.lookups) lookups = s?.lookups ?? [];
    } else if (last?.kind === 'choice') {
      value = 'choice';
      choices = last.choices;
    } else if (last?.kind === 'reverse' && last.count) {
      value = 'integer';
      if (d.op === 'exact' && !d.lookups) lookups = NUMBER_LOOKUPS;
    } else if (last?.kind === 'computed') {
      value = last.returns === 'boolean' ? 'boolean' : last.returns === 'integer' ? 'integer' : last.returns === 'number' ? 'number' : 'string';
    } else if (!last && TIMESTAMPS.has(path.at(-1)!)) {
      value = 'datetime';
    }
    if (d.value) value = d.value;
    if (d.op === 'masklen' || d.op === 'family') value = 'integer';
    if (d.op === 'cidr_within' || d.op === 'cidr_within_or_equal' || d.op === 'host_within') value = 'cidr';
    if (d.op === 'cidr_contains') value = 'inet';
    if (d.op === 'host') value = 'inet';
    if (d.op === 'digest') value = 'string';
    if (d.op === 'is_null' || d.op === 'not_null' || d.op === 'has') value = 'boolean';
    if (d.op === 'masklen' && !d.lookups) lookups = NUMBER_LOOKUPS;
    // The spec's "Foreign key and other fields: n only": manufacturer__n, interface_id__n.
    const related = last?.kind === 'fk' || last?.kind === 'm2m' || last?.kind === 'choice' || (!last && path.at(-1) === 'id');
    if (d.op === 'exact' && !d.lookups && related) lookups = ['n'];
    out.push({
      name: d.name, op: d.op, path, ...(also.length ? { also } : {}), ...(d.function ? { function: d.function } : {}), value, ...(choices ? { choices } : {}), lookups, match: 'any',
      accepts_null: d.accepts_null === true, ...(d.accepts_null ? { null_when_absent: true } : {}), ...(d.subtree !== undefined ? { subtree: d.subtree } : {}), description: d.description,
    });
  }
  return out;
}
