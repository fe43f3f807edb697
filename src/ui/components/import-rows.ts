// Records of a bulk import (components/import-parse.ts) made into the items of one bulk write of
// the API, as NetBox's import forms read them: a related object by its name (a device type by
// its model, a tag by its slug, a circuit by its ID: NetBox's `to_field_name`) or its numeric
// id, a list of them (tags) comma-separated in CSV, `cf_<name>` columns for custom fields, and
// an `id` column that makes the import an update of those objects. A related object given by
// name is sent as `{name: ...}`, which the API resolves in the write's own transaction with one
// statement per related model, so an import of any size is one request and all-or-none.
import type { UiField, UiModel } from '../../../codegen/emit/ui.ts';
import type { Format, ImportRecord } from './import-parse.ts';
import { writable } from './writable.ts';

/** The catalogue's model of a key (catalogue.ts `model`), given by the caller. */
export type ModelOf = (key: string) => UiModel;

/** The field that names a related object in an import, as NetBox's CSV fields do: the first of
 * these the related model has. */
const NAMING_FIELDS = ['name', 'model', 'cid', 'username', 'address', 'prefix', 'slug'];

export function namingField(target: UiModel): string | undefined {
  if (target.key === 'extras.tag') return 'slug';
  return NAMING_FIELDS.find((n) => target.fields.some((f) => f.name === n && f.kind === 'scalar'));
}

/** A problem found before anything is sent: the record (1-based) and the column. */
export interface RowProblem {
  row: number;
  field: string;
  message: string;
}

export interface ImportPlan {
  /** POST creates, PATCH updates the objects named by `id`. */
  method: 'POST' | 'PATCH';
  items: Array<Record<string, unknown>>;
}

const INTEGER = new Set(['integer', 'bigint']);
const TRUE = new Set(['true', 'yes', '1', 'on']);
const FALSE = new Set(['false', 'no', '0', 'off']);

class Bad extends Error {}

/** The columns an import of `model` takes, with their field: its writable fields, and the two
 * written fields of a generic relation (`assigned_object_type`, `assigned_object_id`). */
export function importColumns(model: UiModel): Map<string, UiField> {
  const out = new Map<string, UiField>();
  for (const f of model.fields.filter(writable)) {
    if (f.type === 'image' || f.type === 'password' || f.type === 'token_key' || f.kind === 'object_list') continue;
    if (f.kind === 'generic') {
      out.set(f.type_field!, { ...f, kind: 'scalar', type: 'string', name: f.type_field! });
      out.set(f.id_field!, { ...f, kind: 'scalar', type: 'integer', name: f.id_field! });
    } else out.set(f.name, f);
  }
  return out;
}

/** A related object as the API takes it: an id, a name (by the naming field), or, in JSON and
 * YAML, the object of attributes the API's nested lookup reads. */
function related(f: UiField, v: unknown, modelOf: ModelOf): unknown {
  if (typeof v === 'number') return v;
  if (typeof v === 'object' && v !== null && !Array.isArray(v)) return v;
  const text = String(v).trim();
  if (/^\d+$/.test(text)) return Number(text);
  const by = namingField(modelOf(f.target!));
  if (!by) throw new Bad(`give the ${modelOf(f.target!).verbose_name}'s id`);
  return { [by]: text };
}

/** One value as the API takes it; CSV gives text, JSON and YAML their own types. */
function value(f: UiField, v: unknown, csv: boolean, modelOf: ModelOf): unknown {
  if (f.kind === 'fk') return related(f, v, modelOf);
  if (f.kind === 'm2m') {
    const list = Array.isArray(v) ? v : String(v).split(',').map((s) => s.trim()).filter(Boolean);
    return list.map((x) => related(f, x, modelOf));
  }
  if (!csv || typeof v !== 'string') return v;
  // A list of rows written with the object (port mappings) is JSON in a CSV cell.
  if (f.kind === 'rows') return csvScalar('json', v);
  return csvScalar(f.type, v);
}

/** A CSV cell as the API takes a value of the scalar type `type`. */
function csvScalar(type: string | undefined, v: string): unknown {
  if (type === 'boolean') {
    const t = v.toLowerCase();
    if (TRUE.has(t)) return true;
    if (FALSE.has(t)) return false;
    throw new Bad('enter true or false');
  }
  if (INTEGER.has(type ?? '') && /^-?\d+$/.test(v)) return Number(v);
  if (type === 'decimal' && v !== '' && Number.isFinite(Number(v))) return Number(v);
  if (type === 'json') {
    try {
      return JSON.parse(v);
    } catch {
      throw new Bad('enter valid JSON');
    }
  }
  if (type === 'string_list') return v.split(',').map((s) => s.trim()).filter(Boolean);
  return v;
}

/** A custom field's CSV text as the API takes a value of its type (`customFields` maps each
 * custom field of the model to its type); an unknown name is left for the API to refuse. */
function customValue(type: string | undefined, v: string): unknown {
  if (type === 'integer' || type === 'decimal' || type === 'boolean' || type === 'json') return csvScalar(type, v);
  if (type === 'multiselect') return v.split(',').map((s) => s.trim()).filter(Boolean);
  if (type === 'object' && /^\d+$/.test(v)) return Number(v);
  if (type === 'multiobject') return v.split(',').map((s) => s.trim()).filter(Boolean).map((s) => (/^\d+$/.test(s) ? Number(s) : s));
  return v;
}

/** The bulk write of `records`, or the problems that keep it from being sent. An empty CSV cell
 * leaves its field out (the object keeps, or is created with, its default). `customFields`:
 * the model's custom fields by name, their type. */
export function planImport(model: UiModel, modelOf: ModelOf, records: ImportRecord[], format: Format, customFields: Record<string, string> = {}): { plan?: ImportPlan; problems: RowProblem[] } {
  const columns = importColumns(model);
  const csv = format === 'csv';
  const problems: RowProblem[] = [];
  const items: Array<Record<string, unknown>> = [];
  let updates = 0;
  records.forEach((record, i) => {
    const row = i + 1;
    const item: Record<string, unknown> = {};
    for (const [key, raw] of Object.entries(record)) {
      if (raw === undefined || (csv && raw === '')) continue;
      try {
        if (key === 'id') {
          const id = typeof raw === 'number' ? raw : /^\d+$/.test(String(raw).trim()) ? Number(String(raw).trim()) : NaN;
          if (!Number.isSafeInteger(id) || id < 1) throw new Bad('enter the id of an existing object');
          item.id = id;
        } else if (key.startsWith('cf_')) {
          ((item.custom_fields ??= {}) as Record<string, unknown>)[key.slice(3)] = csv ? customValue(customFields[key.slice(3)], raw as string) : raw;
        } else if (key === 'custom_fields' && model.features.includes('custom_fields') && !csv) {
          item.custom_fields = { ...(item.custom_fields as object | undefined), ...(raw as object) };
        } else {
          const f = columns.get(key);
          if (!f) throw new Bad(`${model.verbose_name_plural} have no field "${key}" that an import sets`);
          item[key] = value(f, raw, csv, modelOf);
        }
      } catch (e) {
        if (!(e instanceof Bad)) throw e;
        problems.push({ row, field: key, message: e.message.charAt(0).toUpperCase() + e.message.slice(1) + '.' });
      }
    }
    if ('id' in item) updates++;
    items.push(item);
  });
  if (!records.length) problems.push({ row: 0, field: '', message: 'There are no records to import.' });
  if (updates && updates !== items.length)
    problems.push({ row: 0, field: 'id', message: 'Either every record has an id (an update) or none has (a create): import the two apart.' });
  if (problems.length) return { problems };
  return { plan: { method: updates ? 'PATCH' : 'POST', items }, problems };
}

/** The API's refusal of a bulk write (a list aligned with the items, `{}` for the good ones, or
 * one object) as problems against their records. */
export function refusalProblems(body: unknown): RowProblem[] {
  const flat = (v: unknown): string[] => (Array.isArray(v) ? v.flatMap(flat) : typeof v === 'object' && v !== null ? Object.entries(v).flatMap(([k, x]) => flat(x).map((m) => `${k}: ${m}`)) : [String(v)]);
  const out: RowProblem[] = [];
  const each = (row: number, errors: unknown) => {
    if (typeof errors !== 'object' || errors === null) return;
    for (const [field, messages] of Object.entries(errors)) {
      for (const message of flat(messages)) out.push({ row, field: field === '__all__' || field === 'non_field_errors' || field === 'detail' ? '' : field, message });
    }
  };
  if (Array.isArray(body)) body.forEach((errors, i) => each(i + 1, errors));
  else each(0, body);
  return out;
}
