// The checks of a written body that need no database: each field's type, length, choices and
// presence, and the shape of its related objects, which wait in `refs` to be resolved
// (related.ts). Every item is checked before anything is written, so that a bulk request's
// answer names each item that fails.
import type { Field, Model } from '../../../codegen/types.ts';
import { addError, ValidationError, type FieldErrors } from '../errors.ts';
import { registry } from '../registry.ts';
import { scalarCodec } from './codecs.ts';
import type { ObjectListItem, PendingRef, Prepared, Row, RowItem } from './context.ts';
import { convertScalar, FieldProblem } from './fields.ts';
import { asReference } from './related.ts';
import { pendReferenceList } from './pending-refs.ts';
import { checkTagChanges, TAG_CHANGES } from './tag-changes.ts';

/** Fails the write with the items' errors: a list for a bulk request, else the one item's. */
export function fail(errors: FieldErrors[], bulk: boolean): never {
  if (bulk) throw new ValidationError(errors);
  throw new ValidationError(errors[0]!);
}

/** What a body may set on a model, worked out once per model rather than for each item. */
interface Writable {
  /** Each name a body may give (a generic relation's type and id columns too), and its field. */
  names: Map<string, Field>;
  /** The writable fields but generic relations, in the catalogue's order. */
  fields: Field[];
  generics: Array<Field & { kind: 'generic' }>;
}

const writableFields = new WeakMap<Model, Writable>();

function writableOf(model: Model): Writable {
  let out = writableFields.get(model);
  if (out) return out;
  out = { names: new Map(), fields: [], generics: [] };
  for (const f of model.fields) {
    if (f.read_only || f.kind === 'derived') continue;
    if (f.kind === 'generic') {
      out.names.set(f.type_column, f).set(f.id_column, f);
      out.generics.push(f);
      continue;
    }
    out.names.set(f.name, f);
    out.fields.push(f);
  }
  writableFields.set(model, out);
  return out;
}

/** The name in the body that gives the field: its own, else an older name (alias). */
function givenAs(f: Field, data: Record<string, unknown>): string | undefined {
  if (Object.hasOwn(data, f.name)) return f.name;
  return f.aliases?.find((n) => Object.hasOwn(data, n));
}

/** Field checks that need no database: types, lengths, choices, required. A name that is no
 * writable field (unknown, read-only, a read representation's id, url or display) sets nothing
 * and is only noted, as Django REST framework ignores it: clients send back what they read. */
export function checkItem(model: Model, input: unknown, existing: Row | null, partial: boolean, refs: PendingRef[], itemIndex: number): { prepared: Prepared; errors: FieldErrors } {
  // Keyed by names the client sent ("__proto__", "constructor"): no prototype to collide with.
  const errors: FieldErrors = Object.create(null) as FieldErrors;
  const prepared: Prepared = { values: {}, reveal: {}, ignored: [] };
  if (input === undefined || input === null) return { prepared, errors: { non_field_errors: ['No data provided'] } }; // DRF's words
  if (typeof input !== 'object' || Array.isArray(input)) {
    return { prepared, errors: { non_field_errors: ['Invalid data. Expected a dictionary, but got ' + (Array.isArray(input) ? 'list' : typeof input) + '.'] } };
  }
  const data = input as Record<string, unknown>;
  const writable = writableOf(model);
  for (const key of Object.keys(data)) {
    if (writable.names.has(key) || (key === 'custom_fields' && model.features.includes('custom_fields'))) continue;
    if (TAG_CHANGES.includes(key as never) && model.features.includes('tags')) continue;
    // An older name is used when the field's own name is not given.
    const aliasOf = model.fields.find((f) => f.aliases?.includes(key));
    if (!aliasOf || writable.names.get(aliasOf.name) !== aliasOf || givenAs(aliasOf, data) !== key) prepared.ignored.push(key);
  }
  for (const f of writable.fields) {
    const name = f.name;
    const key = givenAs(f, data);
    if (key === undefined) {
      if (f.required && (!existing || !partial)) addError(errors, name, 'This field is required.');
      continue;
    }
    const value = data[key];
    if (key !== name) (prepared.sentAs ??= {})[name] = key;
    try {
      if (value === null || (value === '' && f.kind === 'scalar' && f.nullable && f.type !== 'string')) {
        if (!f.nullable && !(f.kind === 'scalar' && scalarCodec(f.type)?.takesNull)) throw new FieldProblem('This field may not be null.');
        prepared.values[name] = null;
        continue;
      }
      if (f.kind === 'scalar') {
        prepared.values[name] = convertScalar(f, value);
        if (f.element_choices) {
          const allowed = registry.choices(f.element_choices).choices;
          const bad = (prepared.values[name] as string[]).find((v) => !allowed.some((c) => c.value === v));
          if (bad !== undefined) throw new FieldProblem(`"${bad}" is not a valid choice.`);
        }
      }
      else if (f.kind === 'choice') {
        const set = registry.choices(f.choices);
        const hit = set.choices.find((c) => c.value === value || (f.value_as === 'code' && c.code !== undefined && c.code === value));
        if (!hit) throw new FieldProblem(`"${typeof value === 'string' ? value : JSON.stringify(value)}" is not a valid choice.`);
        prepared.values[name] = hit.value;
      } else if (f.kind === 'fk') {
        refs.push({ item: itemIndex, field: f, target: registry.model(f.target), ref: asReference(value) });
        prepared.values[name] = undefined; // filled when resolved
      } else if (f.kind === 'm2m') {
        pendReferenceList(f, value, prepared, refs, itemIndex);
      } else if (f.kind === 'object_list') {
        prepared.values[name] = objectListItems(f, value);
      } else if (f.kind === 'rows') {
        prepared.values[name] = rowItems(f, value);
      } else if (f.kind === 'computed' && f.writes) {
        // No column: checked as the scalar it is written as, for the model's rules to store.
        prepared.values[name] = convertScalar({ ...f, kind: 'scalar', type: f.writes }, value);
      }
    } catch (e) {
      if (e instanceof FieldProblem) addError(errors, key, e.message);
      else throw e;
    }
  }
  for (const g of writable.generics) {
    const hasType = Object.hasOwn(data, g.type_column);
    const hasId = Object.hasOwn(data, g.id_column);
    if (!hasType && !hasId) continue;
    const type = hasType ? data[g.type_column] : existing?.[g.type_column];
    const given = hasId ? data[g.id_column] : existing?.[g.id_column];
    // DRF's IntegerField takes digits as text too (a multipart form's fields are all text).
    const id = typeof given === 'string' && /^\s*\d{1,10}\s*$/.test(given) ? Number(given) : given;
    if (type === null && id === null) {
      prepared.values[g.type_column] = null;
      prepared.values[g.id_column] = null;
      continue;
    }
    const target = typeof type === 'string' ? registry.modelOfContentType(type) : undefined;
    if (!target || !g.targets.includes(target.key)) {
      addError(errors, g.type_column, `"${String(type)}" is not a valid choice. Choose one of: ${g.targets.map((t) => registry.model(t).content_type).join(', ')}.`);
      continue;
    }
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) {
      addError(errors, g.id_column, 'A valid integer is required.');
      continue;
    }
    prepared.values[g.type_column] = target.content_type;
    refs.push({ item: itemIndex, field: g, target, ref: id });
  }
  checkTagChanges(model, data, existing, prepared, errors, refs, itemIndex);
  if (model.features.includes('custom_fields') && Object.hasOwn(data, 'custom_fields')) {
    const cf = data.custom_fields;
    if (cf !== null && (typeof cf !== 'object' || Array.isArray(cf))) addError(errors, 'custom_fields', 'Expected a dictionary of custom field values.');
    else prepared.customFieldsGiven = (cf as Row | null) ?? {};
  }
  return { prepared, errors };
}

/** The items of an object list as written: `{object_type, object_id}` each, of its targets,
 * none twice. Whether the objects exist is the through model's check. */
function objectListItems(f: Field & { kind: 'object_list' }, value: unknown): ObjectListItem[] {
  if (!Array.isArray(value)) throw new FieldProblem(`Expected a list of items but got type "${typeof value}".`);
  if (value.length > 10000) throw new FieldProblem('Ensure this list has no more than 10000 items.');
  const allowed = f.targets.map((t) => registry.model(t).content_type);
  const seen = new Set<string>();
  return value.map((item) => {
    const { object_type: type, object_id: id, ...rest } = (item ?? {}) as Record<string, unknown>;
    if (typeof item !== 'object' || item === null || Array.isArray(item) || Object.keys(rest).length)
      throw new FieldProblem('Each item is an object {"object_type": "app.model", "object_id": id}.');
    if (typeof type !== 'string' || !allowed.includes(type)) throw new FieldProblem(`"${String(type)}" is not a valid choice. Choose one of: ${allowed.join(', ')}.`);
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > 2147483647) throw new FieldProblem('object_id: a valid integer is required.');
    if (seen.has(`${type}:${id}`)) throw new FieldProblem(`${type} ${id} is listed twice.`);
    seen.add(`${type}:${id}`);
    return { object_type: type, object_id: id };
  });
}

/** The items of a rows field as written: objects with each attribute an integer in its
 * bounds (a default where one is left out), no key twice. Whether the other objects exist and
 * may be named is the rows' foreign keys' and the model's rules' check. */
function rowItems(f: Field & { kind: 'rows' }, value: unknown): RowItem[] {
  if (!Array.isArray(value)) throw new FieldProblem(`Expected a list of items but got type "${typeof value}".`);
  if (value.length > 1024) throw new FieldProblem('Ensure this list has no more than 1024 items.');
  const seen = new Set<number>();
  return value.map((item) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item))
      throw new FieldProblem(`Each item is an object {${f.item.map((a) => `"${a.name}": ...`).join(', ')}}.`);
    const out: RowItem = {};
    for (const a of f.item) {
      const v = (item as Record<string, unknown>)[a.name];
      if (v === undefined || v === null) {
        if (a.kind === 'integer' && !a.required) {
          out[a.name] = a.default!;
          continue;
        }
        throw new FieldProblem(`${a.name}: this field is required.`);
      }
      if (typeof v !== 'number' || !Number.isInteger(v) || v < (a.kind === 'target' ? 1 : (a.min ?? -2147483648)) || v > Math.min(a.max ?? 2147483647, 2147483647))
        throw new FieldProblem(`${a.name}: ${a.kind === 'target' ? 'a valid id is required' : `a whole number${a.min !== undefined ? ` of at least ${a.min}` : ''}${a.max !== undefined ? ` and at most ${a.max}` : ''} is required`} (got ${JSON.stringify(v)}).`);
      out[a.name] = v;
    }
    const key = out[f.key]!;
    if (seen.has(key)) throw new FieldProblem(`${f.key} ${key} is listed twice.`);
    seen.add(key);
    return out;
  });
}
