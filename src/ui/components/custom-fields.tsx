// A form's custom fields, each edited by its type as NetBox's forms do (extras/models/
// customfields.py to_form_field): text, long text, integer, decimal, yes/no/unset, date, date and
// time, URL, JSON, a selection or several from the field's choice set, one related object or
// several. Grouped by `group_name`, hidden and read-only ones as their `ui_visibility` says;
// the API's messages about a field (the `custom_fields` key of a 400) shown under it.
import { useEffect, useState } from 'preact/hooks';
import { api, type Page } from '../api.ts';
import { catalogue, fieldLabel, model as modelOf } from '../catalogue.ts';
import type { CustomFieldDef } from './custom-field-defs.ts';
import { InvalidInput, picked } from './field-control.tsx';
import { ObjectSelect, type Picked } from './object-select.tsx';

/** What a custom field's control holds. */
export type CustomValue = string | string[] | Picked[];

/** Choices read per choice set (a larger set, such as IATA's, is typed instead). */
const MOST_CHOICES = 1000;

const typeOf = (d: CustomFieldDef) => d.type.value;
const visibility = (d: CustomFieldDef) => (typeof d.ui_visibility === 'string' ? d.ui_visibility : d.ui_visibility?.value) ?? 'read-write';

/** The control's value for a stored value (null: unset). */
export function customFromApi(d: CustomFieldDef, v: unknown): CustomValue {
  switch (typeOf(d)) {
    case 'object':
    case 'multiobject':
      return picked(v);
    case 'multiselect':
      return Array.isArray(v) ? v.map(String) : [];
    case 'boolean':
      return v === true ? 'true' : v === false ? 'false' : '';
    case 'json':
      return v === null || v === undefined ? '' : JSON.stringify(v, null, 2);
    case 'datetime':
      // The control's local form, YYYY-MM-DDTHH:MM[:SS], of the stored ISO text.
      return typeof v === 'string' ? v.replace(/(\.\d+)?(Z|[+-]\d\d:\d\d)$/, '').slice(0, 19) : '';
    default:
      return v === null || v === undefined ? '' : String(v);
  }
}

/** The stored values with each object and multiobject field's ids (as the API gives them) made
 * the objects' brief forms, so their controls show names: one request per such field set. */
export async function withObjects(defs: CustomFieldDef[], stored: Record<string, unknown>): Promise<Record<string, unknown>> {
  const out = { ...stored };
  await Promise.all(defs.map(async (d) => {
    const target = d.related_object_type ? catalogue.models.find((m) => m.content_type === d.related_object_type) : undefined;
    const v = stored[d.name];
    const ids = (Array.isArray(v) ? v : [v]).filter((x): x is number => typeof x === 'number');
    if (!target || ids.length === 0 || (typeOf(d) !== 'object' && typeOf(d) !== 'multiobject')) return;
    const page = await api<Page>('GET', `/api/${target.app}/${target.path}/`, { query: { id: ids.map(String), brief: '1', limit: String(ids.length) } });
    out[d.name] = typeOf(d) === 'object' ? page.results[0] ?? null : page.results;
  }));
  return out;
}

/** The API's value for what the control holds: null clears the field. */
export function customToApi(d: CustomFieldDef, v: CustomValue): unknown {
  if (Array.isArray(v)) {
    if (v.length === 0) return null;
    if (typeOf(d) === 'object') return (v[0] as Picked).id;
    return typeOf(d) === 'multiobject' ? (v as Picked[]).map((p) => p.id) : v;
  }
  const text = v.trim();
  if (text === '') return null;
  switch (typeOf(d)) {
    case 'integer':
      if (!/^-?\d+$/.test(text)) throw new InvalidInput('Enter a whole number.');
      return Number(text);
    case 'decimal':
      if (!Number.isFinite(Number(text))) throw new InvalidInput('Enter a number.');
      return Number(text);
    case 'boolean':
      return text === 'true';
    case 'json':
      try {
        return JSON.parse(text);
      } catch {
        throw new InvalidInput('Enter valid JSON.');
      }
    default:
      return text;
  }
}

/** The API's messages for the `custom_fields` key, by field name ('' for the rest). */
export function customErrors(defs: CustomFieldDef[], messages: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const names = new Set(defs.map((d) => d.name));
  for (const raw of Array.isArray(messages) ? messages : [messages]) {
    const m = String(typeof raw === 'string' ? raw : JSON.stringify(raw));
    const named = /^([A-Za-z0-9_]+): (.*)$/.exec(m) ?? /^(?:Required field|Custom field) '([A-Za-z0-9_]+)'.*$/.exec(m);
    const name = named && names.has(named[1]!) ? named[1]! : '';
    const text = named && name && named[2] !== undefined && m.startsWith(`${name}: `) ? named[2] : m;
    (out[name] ??= []).push(text);
  }
  return out;
}

/** The custom fields shown in a form (hidden ones are not). */
export const editable = (defs: CustomFieldDef[]) => defs.filter((d) => visibility(d) !== 'hidden');

/** A select's choices from its choice set: [value, label]; undefined while they load, null when
 * they are too many to list (or could not be read). */
function useChoices(d: CustomFieldDef): Array<[string, string]> | null | undefined {
  const [choices, setChoices] = useState<Array<[string, string]> | null | undefined>(undefined);
  useEffect(() => {
    if (typeOf(d) !== 'select' && typeOf(d) !== 'multiselect') return;
    if (!d.choice_set) return setChoices([]);
    api<Page<{ id: string; display: string }>>('GET', `/api/extras/custom-field-choice-sets/${d.choice_set.id}/choices/`, { query: { limit: String(MOST_CHOICES) } })
      .then((p) => setChoices(p.count > p.results.length ? null : p.results.map((c) => [String(c.id), c.display])))
      .catch(() => setChoices(null));
  }, [d.id]);
  return choices;
}

interface Props {
  defs: CustomFieldDef[];
  values: Record<string, CustomValue>;
  onChange: (name: string, value: CustomValue) => void;
  errors: Record<string, string[]>;
}

export function CustomFieldsEditor({ defs, values, onChange, errors }: Props) {
  const shown = editable(defs);
  if (shown.length === 0) return null;
  const groups = [...new Set(shown.map((d) => d.group_name ?? ''))];
  return (
    <fieldset class="custom-fields mt-4">
      <legend class="h3">Custom fields</legend>
      {errors[''] && (
        <div class="alert alert-danger" role="alert">{errors[''].join(' ')}</div>
      )}
      {groups.map((g) => (
        <div key={g}>
          {g && <h4 class="mt-3">{g}</h4>}
          {shown.filter((d) => (d.group_name ?? '') === g).map((d) => (
            <CustomFieldRow key={d.name} def={d} value={values[d.name] ?? customFromApi(d, null)} onChange={(v) => onChange(d.name, v)} errors={errors[d.name]} />
          ))}
        </div>
      ))}
    </fieldset>
  );
}

function CustomFieldRow({ def: d, value, onChange, errors }: { def: CustomFieldDef; value: CustomValue; onChange: (v: CustomValue) => void; errors?: string[] }) {
  const id = `cf-${d.name}`;
  const err = errors?.length ? `${id}-error` : undefined;
  const help = d.description ? `${id}-help` : undefined;
  return (
    <div class="mb-3 row">
      <label class={`col-md-3 col-form-label${d.required ? ' required' : ''}`} for={id}>
        {/* NetBox's name for a field without a label: its name, capitalised. */}
        {d.label || fieldLabel(d.name)}
        {d.required && <span class="visually-hidden"> (required)</span>}
      </label>
      <div class="col-md-9">
        <CustomControl id={id} def={d} value={value} onChange={onChange} invalid={!!err} describedBy={[err, help].filter(Boolean).join(' ') || undefined} />
        {err && <div class="invalid-feedback d-block" id={err}>{errors!.join(' ')}</div>}
        {help && <div class="form-hint" id={help}>{d.description}</div>}
      </div>
    </div>
  );
}

const INPUT_TYPES: Record<string, string> = { integer: 'number', decimal: 'number', date: 'date', datetime: 'datetime-local', url: 'url', text: 'text' };

function CustomControl({ id, def: d, value, onChange, invalid, describedBy }: { id: string; def: CustomFieldDef; value: CustomValue; onChange: (v: CustomValue) => void; invalid: boolean; describedBy?: string }) {
  const type = typeOf(d);
  const choices = useChoices(d);
  const disabled = visibility(d) === 'read-only';
  const common = { id, name: `cf_${d.name}`, disabled, 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy, required: d.required || undefined };
  const text = (e: Event) => onChange((e.target as HTMLInputElement).value);
  if (type === 'object' || type === 'multiobject') {
    const target = d.related_object_type ? catalogue.models.find((m) => m.content_type === d.related_object_type) : undefined;
    if (target) return <ObjectSelect id={id} model={modelOf(target.key)} value={value as Picked[]} onChange={onChange} multiple={type === 'multiobject'} invalid={invalid} describedBy={describedBy} required={d.required} />;
  }
  if (type === 'boolean')
    return (
      <select {...common} class={`form-select${invalid ? ' is-invalid' : ''}`} value={value as string} onChange={text}>
        <option value="">—</option>
        <option value="true">Yes</option>
        <option value="false">No</option>
      </select>
    );
  if ((type === 'select' || type === 'multiselect') && choices === undefined)
    return (
      <select {...common} disabled class="form-select">
        <option>Loading…</option>
      </select>
    );
  if ((type === 'select' || type === 'multiselect') && choices) {
    if (type === 'select')
      return (
        <select {...common} class={`form-select${invalid ? ' is-invalid' : ''}`} value={value as string} onChange={text}>
          <option value="">—</option>
          {choices.map(([v, l]) => <option key={v} value={v}>{l}</option>)}
        </select>
      );
    const chosen = new Set(value as string[]);
    return (
      <select
        {...common}
        multiple
        size={Math.min(6, Math.max(2, choices.length))}
        class={`form-select${invalid ? ' is-invalid' : ''}`}
        onChange={(e) => onChange([...(e.target as HTMLSelectElement).selectedOptions].map((o) => o.value))}
      >
        {choices.map(([v, l]) => <option key={v} value={v} selected={chosen.has(v)}>{l}</option>)}
      </select>
    );
  }
  if (type === 'multiselect')
    // A set too large to list: its values comma-separated.
    return <input {...common} type="text" class={`form-control${invalid ? ' is-invalid' : ''}`} value={(value as string[]).join(', ')} onInput={(e) => onChange((e.target as HTMLInputElement).value.split(',').map((s) => s.trim()).filter(Boolean))} />;
  if (type === 'longtext' || type === 'json')
    return <textarea {...common} class={`form-control${type === 'json' ? ' font-monospace' : ''}${invalid ? ' is-invalid' : ''}`} rows={type === 'json' ? 5 : 3} value={value as string} onInput={text} />;
  return (
    <input
      {...common}
      type={(INPUT_TYPES[type] ?? 'text') as 'text'}
      class={`form-control${invalid ? ' is-invalid' : ''}`}
      value={value as string}
      onInput={text}
      step={type === 'decimal' ? 'any' : type === 'datetime' ? '1' : undefined}
      min={d.validation_minimum ?? undefined}
      max={d.validation_maximum ?? undefined}
      autocomplete="off"
    />
  );
}
