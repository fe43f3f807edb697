// openapi/openapi.yaml: the OpenAPI 3.1 document of the REST API, from the catalogue plus the
// hand-written openapi/shared.yaml (errors, pagination parameters, security, fixed endpoints).
//
// Per model: <Class> (full representation), Brief<Class>, Paginated<Class>List, Writable<Class>
// (POST and detail PUT), Patched<Class> (detail PATCH: nothing required) and Bulk<Class>
// (bulk PUT/PATCH items: Patched plus a required integer id). Request schemas accept any other
// name (additionalProperties: true), which the service ignores as NetBox does and names in the
// X-Ignored-Fields header; the read representation's names that cannot be written (id, url,
// display, created, ...) are listed as such. Request schemas never use readOnly and never carry `default`:
// express-openapi-validator rejects readOnly properties in requests and, with useDefaults,
// would insert defaults into PATCH bodies.
import { readFileSync } from 'node:fs';
import { parse, stringify } from 'yaml';
import type { Catalogue, Field, Filter, Model, Place } from '../types.ts';
import { servedIn } from '../places.ts';
import { netboxCatalogue } from '../netbox-shape.ts';
import { nestedHaveCounts } from '../../src/netbox-versions.ts';
import { BANNER_TEXT, banner } from './banner.ts';

type Schema = Record<string, unknown>;

const ROOT = new URL('../../', import.meta.url);

/** Parameters every list endpoint takes besides its filters (components/parameters in shared.yaml). */
const LIST_PARAMETERS = ['limit', 'offset', 'start', 'ordering', 'brief', 'fields', 'omit', 'exclude', 'q'];
const DETAIL_PARAMETERS = ['brief', 'fields', 'omit', 'exclude'];

const LOOKUP_TEXT: Record<string, string> = {
  n: 'not equal',
  lt: 'less than',
  lte: 'less than or equal',
  gt: 'greater than',
  gte: 'greater than or equal',
  ic: 'contains (case-insensitive)',
  nic: 'does not contain (case-insensitive)',
  isw: 'starts with (case-insensitive)',
  nisw: 'does not start with (case-insensitive)',
  iew: 'ends with (case-insensitive)',
  niew: 'does not end with (case-insensitive)',
  ie: 'equal (case-insensitive)',
  nie: 'not equal (case-insensitive)',
  empty: 'is empty (true) or not (false)',
};

const VALUE_TEXT: Record<Filter['value'], string> = {
  integer: 'integer',
  number: 'number',
  string: 'string',
  boolean: 'boolean (true/false)',
  date: 'date (YYYY-MM-DD)',
  datetime: 'timestamp (ISO 8601)',
  cidr: 'network in CIDR form (10.0.0.0/8)',
  inet: 'IP address, with or without mask',
  choice: 'choice value',
};

function pascal(name: string): string {
  return name.split(/[_-]/).map((p) => p.charAt(0).toUpperCase() + p.slice(1)).join('');
}

/** Schema / GraphQL type name of each model: its class name, or <App><Class> when two apps
 * use the same class name. */
export function typeNames(catalogue: Catalogue): Map<string, string> {
  const count = new Map<string, number>();
  for (const m of catalogue.models) count.set(m.class_name, (count.get(m.class_name) ?? 0) + 1);
  return new Map(catalogue.models.map((m) => [m.key, count.get(m.class_name)! > 1 ? `${pascal(m.app)}${m.class_name}` : m.class_name]));
}

/** NetBox's operationId stem: app plus the model's URL segment, snake_case (dcim_sites). */
function opStem(place: Place): string {
  return `${place.app}_${place.path.replace(/-/g, '_')}`;
}

const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });

/** Adds null to a schema's accepted values (OpenAPI 3.1 style). */
function orNull(s: Schema, nullable: boolean): Schema {
  if (!nullable) return s;
  if (typeof s.type === 'string' && !('anyOf' in s) && !('oneOf' in s)) {
    const out: Schema = { ...s, type: [s.type, 'null'] };
    if (Array.isArray(s.enum)) out.enum = [...s.enum, null];
    return out;
  }
  if (Array.isArray(s.anyOf)) return { ...s, anyOf: [...s.anyOf, { type: 'null' }] };
  if (Object.keys(s).length === 0) return s; // any value, null included
  const { description, ...rest } = s;
  return { ...(description !== undefined ? { description } : {}), oneOf: [rest, { type: 'null' }] };
}

function describe(s: Schema, text: string): Schema {
  return text ? { ...s, description: text } : s;
}

/** A pattern ajv (unicode mode) can compile, or undefined. */
function usablePattern(p: string | undefined): string | undefined {
  if (p === undefined) return undefined;
  try {
    new RegExp(p, 'u');
    return p;
  } catch {
    return undefined;
  }
}

function scalarSchema(type: string): Schema {
  switch (type) {
    case 'integer':
      return { type: 'integer' };
    case 'bigint':
      return { type: 'integer', format: 'int64' };
    case 'decimal':
      return { type: 'number' };
    case 'boolean':
      return { type: 'boolean' };
    case 'date':
      return { type: 'string', format: 'date' };
    case 'datetime':
      return { type: 'string', format: 'date-time' };
    case 'json':
      return {};
    case 'string_list':
      return { type: 'array', items: { type: 'string' } };
    case 'image': // read as its URL, written as a multipart/form-data file
      return { type: 'string', format: 'uri' };
    default: // string, slug, timezone, mac, cidr, inet, password, token_key
      return { type: 'string' };
  }
}

interface Prop {
  /** The catalogue name that brings this property (a generic field brings three). */
  owner: string;
  name: string;
  schema: Schema;
  /** Always present in the representation. */
  always: boolean;
}

class Builder {
  readonly names: Map<string, string>;
  readonly byKey: Map<string, Model>;
  readonly choices: Map<string, Catalogue['choices'][number]>;

  /** `nestedCounts: false`: brief (nested) schemas list no count, as NetBox 4.6.8's nested
   * serializers show none (its #22154; its `?brief=1` lists still do). */
  constructor(readonly catalogue: Catalogue, readonly nestedCounts = true) {
    this.names = typeNames(catalogue);
    this.byKey = new Map(catalogue.models.map((m) => [m.key, m]));
    this.choices = new Map(catalogue.choices.map((c) => [c.name, c]));
  }

  name(key: string): string {
    return this.names.get(key)!;
  }

  choiceValues(set: string): { values: string[]; codes: number[] } {
    const cs = this.choices.get(set)!;
    return { values: cs.choices.map((c) => c.value), codes: cs.choices.flatMap((c) => (c.code === undefined ? [] : [c.code])) };
  }

  /** Properties of the full representation, in output order. `brief` renders a derived IP
   * family as the bare integer. */
  readProps(m: Model, brief: boolean, only?: readonly string[]): Prop[] {
    const props: Prop[] = [
      { owner: 'id', name: 'id', schema: { type: 'integer' }, always: true },
      { owner: 'url', name: 'url', schema: { type: 'string', format: 'uri' }, always: true },
      { owner: 'display_url', name: 'display_url', schema: { type: 'string', format: 'uri', description: 'The object\'s page in the web UI (NetBox 4)' }, always: true },
      { owner: 'display', name: 'display', schema: { type: 'string' }, always: true },
    ].filter((p) => p.name !== 'display_url' || m.display_url !== false);
    if (m.display_name) props.push({ owner: 'display_name', name: 'display_name', schema: { type: 'string' }, always: true });
    for (const f of m.fields) {
      // A picked schema reads only what it shows: a reverse field of the model's own kind
      // (an interface's bridge_interfaces) would otherwise read itself without end.
      if (only && !only.includes(f.name) && !(f.aliases ?? []).some((a) => only.includes(a))) continue;
      const own = this.readField(f, brief);
      props.push(...own);
      for (const a of f.aliases ?? [])
        props.push({ ...own[0]!, owner: a, name: a, schema: { ...own[0]!.schema, description: `The same as ${f.name}, under the older name NetBox 3.7 clients use` } });
    }
    if (m.tree) props.push({ owner: '_depth', name: '_depth', schema: { type: 'integer', minimum: 0, description: 'Depth in the tree: 0 for an object without a parent' }, always: true });
    if (m.features.includes('custom_fields'))
      props.push({ owner: 'custom_fields', name: 'custom_fields', schema: { type: 'object', additionalProperties: true, description: 'Custom field values, keyed by custom field name' }, always: true });
    if (m.features.includes('created_updated')) {
      props.push({ owner: 'created', name: 'created', schema: { type: 'string', format: 'date', description: 'Creation date' }, always: true });
      props.push({ owner: 'last_updated', name: 'last_updated', schema: { type: 'string', format: 'date-time', description: 'Time of the last change' }, always: true });
    }
    if (m.features.includes('config_context'))
      props.push({ owner: 'config_context', name: 'config_context', schema: { type: 'object', additionalProperties: true, description: 'Rendered configuration context; left out with exclude=config_context' }, always: false });
    return props;
  }

  readField(f: Field, brief: boolean): Prop[] {
    const one = (schema: Schema): Prop[] => [{ owner: f.name, name: f.name, schema: describe(schema, f.description), always: true }];
    // A token key is write-only except in the response that creates the object.
    if (f.kind === 'scalar' && f.type === 'token_key' && f.reads_as_null)
      return [{ owner: f.name, name: f.name, schema: orNull({ type: 'string', description: f.description || 'Null except in the response that creates the object' }, true), always: true }];
    if (f.kind === 'scalar' && f.type === 'token_key')
      return [{ owner: f.name, name: f.name, schema: { type: 'string', description: f.description || 'Present only in the response that creates the object' }, always: false }];
    if (f.write_only) return [];
    switch (f.kind) {
      case 'scalar':
        return one(orNull(scalarSchema(f.type), f.nullable));
      case 'choice': {
        const { values, codes } = this.choiceValues(f.choices);
        const value = f.value_as === 'code' ? { type: 'integer', enum: codes } : { type: 'string', enum: values };
        return one(orNull({ type: 'object', properties: { value, label: { type: 'string' } }, required: ['value', 'label'] }, f.nullable));
      }
      case 'derived':
        if (brief && !f.labelled_in_brief) return one(orNull({ type: 'integer', enum: [4, 6] }, f.nullable));
        return one(orNull({ type: 'object', properties: { value: { type: 'integer', enum: [4, 6] }, label: { type: 'string' } }, required: ['value', 'label'] }, f.nullable));
      case 'fk':
        return one(orNull(ref(`Brief${this.name(f.target)}`), f.nullable));
      case 'm2m': {
        const target = this.byKey.get(f.target)!;
        const item = f.show ? this.pickedSchema(target, f.show, `${target.verbose_name} (${f.show.join(', ')})`) : ref(`Brief${this.name(f.target)}`);
        return one({ type: 'array', items: item });
      }
      case 'reverse':
      {
        if (f.count) return one(describe({ type: 'integer', minimum: 0 }, f.description));
        const target = this.byKey.get(f.target)!;
        const item = f.show ? this.pickedSchema(target, f.show, `${target.verbose_name} (${f.show.join(', ')})`) : ref(`Brief${this.name(f.target)}`);
        return one(f.many ? { type: 'array', items: item } : orNull(item, true));
      }
      case 'computed': {
        if (f.returns === 'status')
          return one(describe(orNull({ type: 'object', properties: { value: { type: 'boolean' }, label: { type: 'string' } }, required: ['value', 'label'] }, true), f.description));
        const targets = f.targets.map((t) => ref(`Brief${this.name(t)}`));
        if (f.returns === 'object') return one(describe(orNull(targets.length === 1 ? targets[0]! : { anyOf: targets }, true), f.description));
        if (f.returns !== 'objects') return one(describe(orNull({ type: f.returns }, f.nullable), f.description));
        return one(describe(orNull({ type: 'array', items: targets.length === 1 ? targets[0]! : { anyOf: targets } }, f.nullable), f.description));
      }
      case 'object_list': {
        const targets = f.targets.map((t) => ref(`Brief${this.name(t)}`));
        const item: Schema = {
          type: 'object',
          properties: {
            object_type: { type: 'string', enum: f.targets.map((t) => this.byKey.get(t)!.content_type) },
            object_id: { type: 'integer' },
            object: targets.length === 1 ? targets[0]! : { anyOf: targets },
          },
          required: ['object_type', 'object_id', 'object'],
        };
        return one(describe({ type: 'array', items: item }, f.description || 'The listed objects'));
      }
      case 'rows':
        return one(describe({ type: 'array', items: this.rowsItem(f, false) }, f.description));
      case 'generic': {
        const targets = f.targets.map((t) => ref(`Brief${this.name(t)}`));
        const obj: Schema = targets.length === 1 ? targets[0]! : { anyOf: targets };
        return [
          { owner: f.name, name: f.type_column, schema: orNull({ type: 'string', enum: f.targets.map((t) => this.byKey.get(t)!.content_type) }, f.nullable), always: true },
          { owner: f.name, name: f.id_column, schema: orNull({ type: 'integer' }, f.nullable), always: true },
          { owner: f.name, name: f.name, schema: describe(orNull(obj, f.nullable), f.description || 'The related object (brief representation)'), always: true },
        ];
      }
    }
  }

  /** A rows field's item: its integer attributes, the other object as its id (NetBox's
   * PrimaryKeyRelatedField), every one present when read, the required ones when written. */
  rowsItem(f: Field & { kind: 'rows' }, writing: boolean): Schema {
    const target = this.byKey.get(f.target)!;
    return {
      type: 'object',
      properties: Object.fromEntries(f.item.map((a) => [a.name, a.kind === 'target'
        ? { type: 'integer', minimum: 1, description: `${target.verbose_name} (id)` }
        : { type: 'integer', ...(a.min !== undefined ? { minimum: a.min } : {}), ...(a.max !== undefined ? { maximum: a.max } : {}), ...(a.default !== undefined && writing ? { default: a.default } : {}) }])),
      required: f.item.filter((a) => !writing || a.kind === 'target' || a.required).map((a) => a.name),
    };
  }

  objectSchema(props: Prop[], description: string): Schema {
    return {
      type: 'object',
      ...(description ? { description } : {}),
      properties: Object.fromEntries(props.map((p) => [p.name, p.schema])),
      required: props.filter((p) => p.always).map((p) => p.name),
    };
  }

  fullSchema(m: Model): Schema {
    return this.objectSchema(this.readProps(m, false), m.description || `Full representation: ${m.verbose_name}.`);
  }

  briefSchema(m: Model): Schema {
    const counted = (name: string) => m.fields.some((f) => f.name === name && f.kind === 'reverse' && f.count);
    const names = this.nestedCounts ? m.brief : m.brief.filter((n) => !counted(n));
    return this.pickedSchema(m, names, `Brief (nested) representation: ${m.verbose_name}.${names.length < m.brief.length ? ` A ?brief=1 list adds ${m.brief.filter(counted).join(', ')}.` : ''}`);
  }

  /** The representation limited to `names` (as brief renders them). */
  pickedSchema(m: Model, names: readonly string[], description: string): Schema {
    const props = this.readProps(m, true, names);
    return this.objectSchema(names.flatMap((b) => props.filter((p) => p.owner === b)), description);
  }

  /** Request properties. `mode` full: Writable (required fields), patch: nothing required. */
  writeSchema(m: Model, mode: 'full' | 'patch' | 'bulk'): Schema {
    const props: Record<string, Schema> = {};
    const required: string[] = [];
    if (mode === 'bulk') {
      props.id = { type: 'integer', description: 'The object to change' };
      required.push('id');
    }
    for (const f of m.fields) {
      if (f.read_only || f.kind === 'derived') continue;
      const doc = [f.description, f.default !== undefined ? `Default: ${JSON.stringify(f.default)}.` : ''].filter(Boolean).join(' ');
      if (f.kind === 'scalar') {
        let s = scalarSchema(f.type);
        if (f.max_length !== undefined && s.type === 'string') s.maxLength = f.max_length;
        if (f.min !== undefined) s.minimum = f.min;
        if (f.max !== undefined) s.maximum = f.max;
        const pattern = usablePattern(f.pattern);
        if (pattern !== undefined && s.type === 'string') s.pattern = pattern;
        else if (f.type === 'slug') s.pattern = '^[-a-zA-Z0-9_]+$';
        if (f.type === 'password') s.writeOnly = true;
        // An image is written as a multipart/form-data file (no JSON value but "" or null, which
        // clear it): the engine names what is wrong with any other.
        if (f.type === 'image') s = { type: 'string' };
        const text = [doc, f.pattern_message ?? '', f.type === 'image' ? 'A multipart/form-data file; "" or null clears it.' : ''].filter(Boolean).join(' ');
        props[f.name] = describe(orNull(s, f.nullable || f.type === 'image'), text);
      } else if (f.kind === 'choice') {
        const { values, codes } = this.choiceValues(f.choices);
        const s: Schema = f.value_as === 'code'
          ? { anyOf: [{ type: 'string', enum: values }, { type: 'integer', enum: codes }] }
          : { type: 'string', enum: values };
        props[f.name] = describe(orNull(s, f.nullable), doc);
      } else if (f.kind === 'fk') {
        props[f.name] = describe(orNull(this.relatedRef(), f.nullable), doc || `${this.byKey.get(f.target)!.verbose_name}: id or identifying attributes`);
      } else if (f.kind === 'm2m') {
        props[f.name] = describe({ type: 'array', items: this.relatedRef() }, doc || `${this.byKey.get(f.target)!.verbose_name_plural}: ids or identifying attributes`);
      } else if (f.kind === 'object_list') {
        props[f.name] = describe({
          type: 'array',
          items: {
            type: 'object',
            properties: { object_type: { type: 'string', enum: f.targets.map((t) => this.byKey.get(t)!.content_type) }, object_id: { type: 'integer', minimum: 1 } },
            required: ['object_type', 'object_id'],
            additionalProperties: false,
          },
        }, doc || 'Objects as {object_type, object_id}');
      } else if (f.kind === 'rows') {
        props[f.name] = describe({ type: 'array', maxItems: 1024, items: this.rowsItem(f, true) }, doc || 'The list, replacing the stored one');
      } else if (f.kind === 'generic') {
        props[f.type_column] = describe(orNull({ type: 'string', enum: f.targets.map((t) => this.byKey.get(t)!.content_type) }, f.nullable), 'Content type of the related object');
        props[f.id_column] = describe(orNull({ type: 'integer' }, f.nullable), 'Id of the related object');
      }
      // A field with an older name is required as either name: the service checks that.
      for (const a of f.aliases ?? []) props[a] = describe(props[f.name]!, `The same as ${f.name}, under the older name NetBox 3.7 clients use; written when ${f.name} is absent`);
      if (mode === 'full' && f.required && !f.aliases?.length) required.push(...(f.kind === 'generic' ? [f.type_column, f.id_column] : [f.name]));
    }
    if (m.features.includes('custom_fields'))
      props.custom_fields = { type: 'object', additionalProperties: true, description: 'Custom field values, keyed by custom field name' };
    if (m.change_log.enabled) props.changelog_message = CHANGELOG_MESSAGE;
    if (m.features.includes('tags') && m.fields.some((f) => f.kind === 'm2m' && f.name === 'tags')) {
      props.add_tags = { type: 'array', items: this.relatedRef(), writeOnly: true, description: 'NetBox 4.3: tags to add to the stored ones (not with a non-empty tags). On a create, the tags.' };
      props.remove_tags = { type: 'array', items: this.relatedRef(), writeOnly: true, description: 'NetBox 4.3: tags to take from the stored ones (not with a non-empty tags, nor on a create).' };
    }
    // Names of the read representation that cannot be written: accepted and ignored.
    for (const p of this.readProps(m, false)) {
      if (p.name in props) continue;
      props[p.name] = { description: 'read-only; ignored' };
    }
    return {
      type: 'object',
      description: mode === 'full'
        ? `To create or replace: ${m.verbose_name}.`
        : mode === 'patch'
          ? `Attributes to change: ${m.verbose_name}.`
          : `One item of a bulk update (${m.verbose_name_plural}): the id plus the attributes to change.`,
      properties: props,
      ...(required.length ? { required } : {}),
      // Any other name is ignored, as NetBox ignores it, and named in X-Ignored-Fields.
      additionalProperties: true,
    };
  }

  /** A related object as written: its id, or attributes identifying exactly one object. */
  relatedRef(): Schema {
    return {
      anyOf: [
        { type: 'integer', description: 'Id of the related object' },
        { type: 'object', additionalProperties: true, description: 'Attributes identifying exactly one object' },
      ],
    };
  }

  filterParameters(m: Model): Schema[] {
    const out: Schema[] = [];
    const taken = new Set<string>();
    const add = (name: string, text: string) => {
      if (taken.has(name)) throw new Error(`openapi: model ${m.key}: filter ${name} collides with another filter`);
      taken.add(name);
      out.push({ name, in: 'query', required: false, description: text, style: 'form', explode: true, allowReserved: true, schema: { type: 'array', items: { type: 'string' } } });
    };
    for (const f of m.filterset) {
      let kind = VALUE_TEXT[f.value];
      if (f.value === 'choice' && f.choices) kind = `one of ${this.choiceValues(f.choices).values.join(', ')}`;
      const repeat = f.match === 'all' ? 'Repeated, objects must match every value.' : 'Repeated, objects match any of the values.';
      const nul = f.accepts_null ? ' `null` matches objects without one.' : '';
      const head = f.description ? `${f.description}. ` : '';
      add(f.name, `${head}Value: ${kind}. ${repeat}${nul}`);
      const what = f.description || f.name;
      for (const l of f.lookups) {
        const text = LOOKUP_TEXT[l] ?? l;
        const cap = text.charAt(0).toUpperCase() + text.slice(1);
        if (l === 'empty') add(`${f.name}__empty`, `${cap}: ${what}. Value: boolean (true/false).`);
        else add(`${f.name}__${l}`, `${cap}: ${what}. Value: ${kind}. ${repeat}${nul}`);
      }
    }
    return out;
  }
}


const respRef = (name: string): Schema => ({ $ref: `#/components/responses/${name}` });
/** An answer carrying the object's ETag header (NetBox 4.6). */
const tagged = (response: Schema): Schema => ({ ...response, headers: { ETag: { $ref: '#/components/headers/ETag' } } });

/** NetBox 4.4's changelog_message, in write bodies and delete bodies. NetBox's own document
 * leaves it out (its serializers take it outside their declared fields). */
const CHANGELOG_MESSAGE: Schema = {
  type: ['string', 'null'],
  maxLength: 200,
  writeOnly: true,
  description: "NetBox 4.4: a note kept as the message of this object's change log entry.",
};
const json = (schema: Schema): Schema => ({ 'application/json': { schema } });

function operation(
  op: {
    id: string;
    summary: string;
    tag: string;
    description?: string;
    parameters?: Schema[];
    body?: Schema;
    bodyRequired?: boolean;
    responses: Record<string, Schema>;
    anonymous?: boolean;
  },
): Schema {
  return {
    operationId: op.id,
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    tags: [op.tag],
    ...(op.anonymous ? { security: [] } : {}),
    // Unknown query parameters are ignored as NetBox does (cf_<name> filters, format=json).
    'x-eov-allow-unknown-query-parameters': true,
    ...(op.parameters?.length ? { parameters: op.parameters } : {}),
    ...(op.body ? { requestBody: { required: op.bodyRequired ?? true, content: json(op.body) } } : {}),
    responses: op.responses,
  };
}

const ok = (description: string, schema: Schema): Schema => ({ description, content: json(schema) });
const noContent: Schema = { description: 'Deleted; no body' };
const WRITE_ERRORS = {
  '400': respRef('BadRequest'),
  '403': respRef('Forbidden'),
  '413': respRef('PayloadTooLarge'),
  '415': respRef('UnsupportedMediaType'),
  '503': respRef('ServiceUnavailable'),
};

/** The OpenAPI document as an object. */
export function buildOpenApi(catalogue: Catalogue, nestedCounts = true): Schema {
  const shared = parse(readFileSync(new URL('openapi/shared.yaml', ROOT), 'utf8')) as Schema;
  const pkg = JSON.parse(readFileSync(new URL('package.json', ROOT), 'utf8')) as { version: string };
  const b = new Builder(catalogue, nestedCounts);
  const sharedPaths = (shared.paths ?? {}) as Record<string, Schema>;
  const sharedComponents = (shared.components ?? {}) as Record<string, Record<string, Schema>>;

  const schemas: Record<string, Schema> = { ...(sharedComponents.schemas ?? {}) };
  // Parameters are written out in each operation, as NetBox's document has them: clients (the
  // Ansible inventory plugin) read `parameters[].name` and follow no $ref.
  const sharedParameters = sharedComponents.parameters ?? {};
  const param = (name: string): Schema => {
    const p = sharedParameters[name];
    if (!p) throw new Error(`openapi: shared.yaml has no parameter ${name}`);
    return p;
  };
  const listParameters = (filters: Schema[]): Schema[] => {
    const names = new Set(filters.map((f) => f.name));
    return [...LIST_PARAMETERS.filter((n) => !names.has(n)).map(param), ...filters];
  };
  const addSchema = (name: string, s: Schema) => {
    if (name in schemas) throw new Error(`openapi: schema ${name} is defined twice (a model and shared.yaml, or two models)`);
    schemas[name] = s;
  };
  /** A model's schemas: once, however many places serve it. */
  const addModelSchemas = (m: Model, N: string) => {
    addSchema(N, b.fullSchema(m));
    addSchema(`Brief${N}`, b.briefSchema(m));
    addSchema(`Paginated${N}List`, {
      type: 'object',
      description: `A page of ${m.verbose_name_plural}. With brief the results are Brief${N}.`,
      properties: {
        count: { type: 'integer', description: 'Number of matching objects' },
        next: { type: ['string', 'null'], format: 'uri', description: 'URL of the next page' },
        previous: { type: ['string', 'null'], format: 'uri', description: 'URL of the previous page' },
        results: { type: 'array', items: ref(N) },
      },
      required: ['count', 'next', 'previous', 'results'],
    });
    if (!m.read_only) {
      addSchema(`Writable${N}`, b.writeSchema(m, 'full'));
      addSchema(`Patched${N}`, b.writeSchema(m, 'patch'));
      addSchema(`Bulk${N}`, b.writeSchema(m, 'bulk'));
    }
  };
  const paths: Record<string, Schema> = {};
  /** A read-only model's path item keeps only its reads. */
  const readable = (m: Model, item: Schema): Schema =>
    m.read_only ? Object.fromEntries(Object.entries(item).filter(([k]) => !['post', 'put', 'patch', 'delete'].includes(k))) : item;
  const addPath = (p: string, item: Schema) => {
    if (p in paths) throw new Error(`openapi: path ${p} is defined twice`);
    paths[p] = item;
  };
  const operationIds = new Set<string>();

  for (const p of ['/api/', '/api/status/', '/api/schema/']) if (sharedPaths[p]) addPath(p, sharedPaths[p]);

  for (const app of catalogue.apps) {
    const served = servedIn(catalogue.models, app.name);
    const models = served.map((p) => p.model);
    addPath(`/api/${app.name}/`, {
      get: operation({
        id: `${app.name}_root`,
        summary: `${app.label} API root`,
        description: 'The endpoints of the application: model URL segment -> list URL.',
        tag: app.name,
        responses: {
          '200': ok('Model URL segment -> list URL', {
            type: 'object',
            properties: Object.fromEntries(served.map((p) => [p.path, { type: 'string', format: 'uri' }])),
            additionalProperties: { type: 'string', format: 'uri' },
          }),
          '403': respRef('Forbidden'),
        },
      }),
    });
    const choiceFields = models.flatMap((m) => m.fields.filter((f) => f.kind === 'choice').map((f) => `${m.name}:${f.name}`));
    addPath(`/api/${app.name}/_choices/`, {
      get: operation({
        id: `${app.name}_choices`,
        summary: `${app.label} choice fields`,
        description: 'Every choice field of the application, as `<model>:<field>` -> its choices.',
        tag: app.name,
        responses: {
          '200': ok('Choices of each choice field', {
            type: 'object',
            properties: Object.fromEntries(choiceFields.map((k) => [k, { type: 'array', items: ref('Choice') }])),
            additionalProperties: { type: 'array', items: ref('Choice') },
          }),
          '403': respRef('Forbidden'),
        },
      }),
    });

    for (const place of served) {
      const m = place.model;
      const N = b.name(m.key);
      const stem = opStem(place);
      const id = (verb: string) => {
        const o = `${stem}_${verb}`;
        if (operationIds.has(o)) throw new Error(`openapi: operationId ${o} is used twice`);
        operationIds.add(o);
        return o;
      };
      // A model served at several places has its schemas once, from the first.
      if (!(N in schemas)) addModelSchemas(m, N);

      const tag = place.app;
      const plural = m.verbose_name_plural;
      const single = m.verbose_name;
      const listPath = `/api/${place.app}/${place.path}/`;
      const detailPath = `${listPath}{id}/`;
      addPath(listPath, readable(m, {
        get: operation({
          id: id('list'),
          summary: `List ${plural}`,
          description: 'Repeating a filter ORs its values (every value for tags); different filters AND. With brief=1 the results are the brief representation.',
          tag,
          // A list parameter that is also a filter of the model (an ASN range's start) is
          // documented once, as the filter; the engine applies it as both.
          parameters: listParameters(b.filterParameters(m)),
          responses: { '200': ok(`A page of ${plural}`, ref(`Paginated${N}List`)), '400': respRef('BadRequest'), '403': respRef('Forbidden') },
        }),
        post: operation({
          id: id('create'),
          summary: `Create ${plural} (one or a list)`,
          description: 'One object, or a list of objects (bulk create: all are created or none).',
          tag,
          body: { oneOf: [ref(`Writable${N}`), { type: 'array', minItems: 1, items: ref(`Writable${N}`) }] },
          responses: {
            '201': tagged(ok(`The created ${single} (with its ETag), or the list of created ${plural} when a list was sent`, { oneOf: [ref(N), { type: 'array', items: ref(N) }] })),
            ...WRITE_ERRORS,
          },
        }),
        put: operation({
          id: id('bulk_update'),
          summary: `Update several ${plural}`,
          description: 'A list of objects, each with its id; all are updated or none.',
          tag,
          body: { type: 'array', minItems: 1, items: ref(`Bulk${N}`) },
          responses: { '200': ok(`The updated ${plural}`, { type: 'array', items: ref(N) }), ...WRITE_ERRORS },
        }),
        patch: operation({
          id: id('bulk_partial_update'),
          summary: `Change attributes of several ${plural}`,
          description: 'A list of objects, each with its id plus the attributes to change; all are updated or none.',
          tag,
          body: { type: 'array', minItems: 1, items: ref(`Bulk${N}`) },
          responses: { '200': ok(`The updated ${plural}`, { type: 'array', items: ref(N) }), ...WRITE_ERRORS },
        }),
        delete: operation({
          id: id('bulk_destroy'),
          summary: `Delete several ${plural}`,
          description: 'A list of {id}; all are deleted or none.',
          tag,
          body: ref('BulkDelete'),
          responses: { '204': noContent, ...WRITE_ERRORS, '409': respRef('Conflict') },
        }),
      }));
      addPath(detailPath, readable(m, {
        get: operation({
          id: id('retrieve'),
          summary: `Get one of the ${plural}`,
          description: `With brief=1 the answer is Brief${N}.`,
          tag,
          parameters: [param('id'), ...DETAIL_PARAMETERS.map(param), param('If-None-Match')],
          responses: { '200': tagged(ok(`The ${single}`, ref(N))), '304': respRef('NotModified'), '403': respRef('Forbidden'), '404': respRef('NotFound') },
        }),
        put: operation({
          id: id('update'),
          parameters: [param('id'), param('If-Match')],
          summary: `Replace one of the ${plural}`,
          tag,
          body: ref(`Writable${N}`),
          responses: { '200': tagged(ok(`The updated ${single}`, ref(N))), ...WRITE_ERRORS, '404': respRef('NotFound'), '412': respRef('PreconditionFailed') },
        }),
        patch: operation({
          id: id('partial_update'),
          parameters: [param('id'), param('If-Match')],
          summary: `Change attributes of one of the ${plural}`,
          tag,
          body: ref(`Patched${N}`),
          responses: { '200': tagged(ok(`The updated ${single}`, ref(N))), ...WRITE_ERRORS, '404': respRef('NotFound'), '412': respRef('PreconditionFailed') },
        }),
        delete: operation({
          id: id('destroy'),
          parameters: [param('id'), param('If-Match')],
          summary: `Delete one of the ${plural}`,
          tag,
          ...(m.change_log.enabled ? { body: { type: 'object', properties: { changelog_message: { ...CHANGELOG_MESSAGE, type: 'string' } } }, bodyRequired: false } : {}),
          responses: { '204': noContent, '400': respRef('BadRequest'), '403': respRef('Forbidden'), '404': respRef('NotFound'), '409': respRef('Conflict'), '412': respRef('PreconditionFailed'), '503': respRef('ServiceUnavailable') },
        }),
      }));

      for (const a of m.actions) {
        const p = a.detail ? `${detailPath}${a.name}/` : `${listPath}${a.name}/`;
        const item: Schema = {};
        const extra = a.openapi;
        const verbs: Record<string, string> = { GET: a.lists ? 'list' : 'retrieve', POST: 'create', PUT: 'update', PATCH: 'partial_update', DELETE: 'destroy' };
        for (const method of a.methods) {
          const takesBody = method === 'POST' || method === 'PUT' || method === 'PATCH';
          item[method.toLowerCase()] = operation({
            id: id(`${a.name.replace(/[-/]/g, '_')}_${verbs[method]}`),
            summary: a.description || `${a.name} (${single})`,
            tag,
            anonymous: a.anonymous,
            parameters: [...(a.detail ? [param('id')] : []), ...extra.parameters],
            ...(takesBody ? { body: {}, bodyRequired: false } : {}),
            responses: {
              [method === 'POST' ? '201' : method === 'DELETE' ? '204' : '200']: method === 'DELETE' ? noContent : ok('Result', {}),
              '400': respRef('BadRequest'),
              '403': respRef('Forbidden'),
              ...(a.detail ? { '404': respRef('NotFound') } : {}),
              ...(method !== 'GET' ? { '409': respRef('Conflict'), '503': respRef('ServiceUnavailable') } : {}),
              ...extra.responses,
            },
          });
        }
        addPath(p, item);
      }
    }
  }
  for (const [p, item] of Object.entries(sharedPaths)) if (!(p in paths)) addPath(p, item);

  const components: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(sharedComponents)) if (k !== 'schemas') components[k] = v;
  components.schemas = schemas;

  const doc = {
    openapi: '3.1.0',
    'x-generated': BANNER_TEXT,
    info: {
      title: 'netinv',
      version: pkg.version,
      description: 'Network inventory service with a NetBox-compatible REST API. Every operation needs `Authorization: Token <key>` unless marked otherwise.',
      license: { name: 'Apache-2.0', identifier: 'Apache-2.0' },
    },
    servers: [{ url: '/' }],
    security: shared.security ?? [{ tokenAuth: [] }],
    tags: [
      { name: 'api', description: 'API root' },
      { name: 'status', description: 'Service status' },
      { name: 'schema', description: 'This OpenAPI document' },
      ...catalogue.apps.map((a) => ({ name: a.name, description: a.description || a.label })),
    ],
    paths,
    components,
  };
  return doc;
}

/** openapi/openapi.yaml: the contract as people review it. */
export function emitOpenApi(catalogue: Catalogue): string {
  return banner('#') + stringify(buildOpenApi(catalogue), { lineWidth: 0, aliasDuplicateObjects: false });
}

/** generated/openapi.json: the same document for the service to load at start (parsing the
 * YAML takes about a second; this takes milliseconds). */
export function emitOpenApiJson(catalogue: Catalogue, nestedCounts = true): string {
  return `${JSON.stringify(buildOpenApi(catalogue, nestedCounts))}\n`;
}

/** generated/openapi-netbox-<version>.json: the document of what a request that names NetBox
 * API `version` gets (its pinned root, /v4.6/api/ or /v3.7/api/): every model in NetBox's shape
 * at that version (the catalogue's `netbox:`, or `versions.<version>.netbox`), so that clients
 * generated from it (the Terraform provider) read what that root answers; its nested objects
 * with counts where that version's have them. */
export function emitNetboxOpenApiJson(catalogue: Catalogue, version: string): string {
  return emitOpenApiJson(netboxCatalogue(catalogue, version), nestedHaveCounts(version));
}
