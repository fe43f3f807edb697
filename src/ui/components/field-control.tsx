// The control for one field of a form, chosen by the field's type in the catalogue: text,
// number, yes/no, a choice, related object(s) searched by name, date, JSON; and the
// conversions between the API's values and what the control holds.
import type { ApiObject } from '../api.ts';
import { choicesOf, model, type UiField } from '../catalogue.ts';
import { ObjectSelect, type Picked } from './object-select.tsx';
import { writable } from './writable.ts';

/** An image field's control: the current image's URL, a file chosen to replace it, or a
 * request to remove it. */
export interface ImageValue { url: string | null; file: File | null; clear: boolean }

/** What a control holds: text for typed values, a flag, picked objects, a generic pair, or an image. */
export type FormValue = string | boolean | Picked[] | { type: string; picked: Picked[] } | ImageValue;

/** The formats the API takes as images (checked there by content, whatever the browser says). */
const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

const NUMBER = new Set(['integer', 'bigint', 'decimal']);

export { writable };

/** The picked objects of an API value: one nested object, a list of them, or none. */
export function picked(v: unknown): Picked[] {
  const list = Array.isArray(v) ? v : v ? [v] : [];
  return list.filter((o): o is ApiObject => typeof o === 'object' && o !== null && 'id' in o).map((o) => ({ id: o.id, display: String(o.display ?? o.name ?? o.id) }));
}

/** The control's value for an object's current value (or the field's default). */
export function fromApi(f: UiField, v: unknown): FormValue {
  if (f.kind === 'fk' || f.kind === 'm2m') return picked(v);
  if (f.kind === 'generic') {
    const o = v as ApiObject | null | undefined;
    const target = o?.url ? f.targets!.map(model).find((m) => new RegExp(`/api/${m.app}/${m.path}/\\d+/$`).test(o.url)) : undefined;
    return { type: target?.content_type ?? '', picked: picked(v) };
  }
  if (f.kind === 'choice') {
    const c = v as { value?: unknown } | string | null | undefined;
    const raw = typeof c === 'object' && c !== null ? c.value : c;
    // A choice read as its integer code (VLAN status) is written back as its value.
    const byCode = choicesOf(f.choices!).find((x) => x.code !== undefined && x.code === raw);
    return raw === null || raw === undefined ? '' : byCode ? byCode.value : String(raw);
  }
  if (f.type === 'image') return { url: typeof v === 'string' && v ? v : null, file: null, clear: false } satisfies ImageValue;
  if (f.type === 'boolean') return v === true;
  if (f.type === 'json' || f.kind === 'object_list') return v === null || v === undefined ? '' : JSON.stringify(v, null, 2);
  if (f.type === 'string_list') return Array.isArray(v) ? v.join(', ') : '';
  if (f.type === 'password' || f.type === 'token_key') return '';
  return v === null || v === undefined ? '' : String(v);
}

export class InvalidInput extends Error {}

/** The API's value for what the control holds; undefined leaves the field out of the body. */
export function toApi(f: UiField, v: FormValue): unknown {
  if (f.kind === 'fk') {
    const p = v as Picked[];
    return p[0] ? p[0].id : null;
  }
  if (f.kind === 'm2m') return (v as Picked[]).map((p) => p.id);
  if (f.kind === 'generic') return undefined; // written as its type and id fields, see genericBody
  if (f.type === 'image') {
    // A chosen file is sent as a file part (the form's upload), a removal as null.
    const image = v as ImageValue;
    return image.file ? undefined : image.clear ? null : undefined;
  }
  if (typeof v === 'boolean') return v;
  const text = (v as string).trim();
  if (f.type === 'json' || f.kind === 'object_list') {
    if (text === '') return f.nullable ? null : undefined;
    try {
      return JSON.parse(text);
    } catch {
      throw new InvalidInput('Enter valid JSON.');
    }
  }
  if (f.type === 'string_list') return text === '' ? [] : text.split(',').map((s) => s.trim()).filter(Boolean);
  if (text === '') return f.nullable ? null : f.type === 'password' || f.type === 'token_key' || NUMBER.has(f.type ?? '') || f.kind === 'choice' ? undefined : '';
  if (NUMBER.has(f.type ?? '')) {
    const n = Number(text);
    if (!Number.isFinite(n)) throw new InvalidInput('Enter a number.');
    return n;
  }
  return text;
}

/** A generic relation's two written fields (`assigned_object_type`, `assigned_object_id`). */
export function genericBody(f: UiField, v: FormValue): Record<string, unknown> {
  const g = v as { type: string; picked: Picked[] };
  const id = g.picked[0]?.id;
  return g.type && id ? { [f.type_field!]: g.type, [f.id_field!]: id } : { [f.type_field!]: null, [f.id_field!]: null };
}

interface ControlProps {
  id: string;
  field: UiField;
  value: FormValue;
  onChange: (v: FormValue) => void;
  error?: string;
  describedBy?: string;
  /** Filters narrowing the objects a related field offers (a device's racks by its site). */
  filter?: Record<string, string>;
}

export function FieldControl({ id, field: f, value, onChange, error, describedBy, filter }: ControlProps) {
  const invalid = !!error;
  const cls = `form-control${invalid ? ' is-invalid' : ''}`;
  const common = {
    id,
    name: f.name,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    required: f.required || undefined,
  };
  const text = (e: Event) => onChange((e.target as HTMLInputElement).value);
  if (f.kind === 'fk' || f.kind === 'm2m')
    return <ObjectSelect id={id} model={model(f.target!)} value={value as Picked[]} onChange={onChange} multiple={f.kind === 'm2m'} invalid={invalid} describedBy={describedBy} required={f.required} filter={filter} />;
  if (f.kind === 'generic') {
    const g = value as { type: string; picked: Picked[] };
    const target = f.targets!.map(model).find((m) => m.content_type === g.type);
    return (
      <div class="row g-2">
        <div class="col-md-4">
          <label class="visually-hidden" for={`${id}-type`}>{`${f.name} type`}</label>
          <select id={`${id}-type`} class={`form-select${invalid ? ' is-invalid' : ''}`} value={g.type} onChange={(e) => onChange({ type: (e.target as HTMLSelectElement).value, picked: [] })}>
            <option value="">(none)</option>
            {f.targets!.map(model).map((m) => (
              <option key={m.key} value={m.content_type}>{m.verbose_name}</option>
            ))}
          </select>
        </div>
        <div class="col-md-8">{target && <ObjectSelect id={id} model={target} value={g.picked} onChange={(p) => onChange({ type: g.type, picked: p })} invalid={invalid} describedBy={describedBy} />}</div>
      </div>
    );
  }
  if (f.kind === 'choice')
    return (
      <select {...common} class={`form-select${invalid ? ' is-invalid' : ''}`} value={value as string} onChange={text}>
        {(!f.required || value === '') && <option value="">{f.nullable ? '(none)' : '—'}</option>}
        {choicesOf(f.choices!).map((c) => (
          <option key={c.value} value={c.value}>{c.label}</option>
        ))}
      </select>
    );
  if (f.type === 'image') {
    const image = value as ImageValue;
    return (
      <div class="image-control">
        {image.url && !image.file && !image.clear && (
          <a href={image.url}><img class="field-image" src={image.url} alt={`current ${f.name.replace(/_/g, ' ')}`} /></a>
        )}
        <input
          {...common}
          type="file"
          accept={IMAGE_TYPES}
          class={cls}
          onChange={(e) => onChange({ ...image, file: (e.target as HTMLInputElement).files?.[0] ?? null, clear: false })}
        />
        {image.url && !f.required && (
          <label class="form-check mt-1">
            <input type="checkbox" class="form-check-input" checked={image.clear} disabled={!!image.file} onChange={(e) => onChange({ ...image, clear: (e.target as HTMLInputElement).checked })} />
            <span class="form-check-label">Remove the current image</span>
          </label>
        )}
      </div>
    );
  }
  if (f.type === 'boolean')
    return (
      <label class="form-check form-switch mb-0">
        <input {...common} type="checkbox" class={`form-check-input${invalid ? ' is-invalid' : ''}`} checked={value as boolean} onChange={(e) => onChange((e.target as HTMLInputElement).checked)} />
        <span class="form-check-label">{value ? 'Yes' : 'No'}</span>
      </label>
    );
  if (f.type === 'json' || f.kind === 'object_list' || (f.type === 'string' && !f.max_length))
    return <textarea {...common} class={`${cls}${f.type === 'json' || f.kind === 'object_list' ? ' font-monospace' : ''}`} rows={f.type === 'json' || f.kind === 'object_list' ? 6 : 3} value={value as string} onInput={text} />;
  const type = NUMBER.has(f.type ?? '') ? 'number' : f.type === 'date' ? 'date' : f.type === 'password' ? 'password' : 'text';
  return (
    <input
      {...common}
      // One control for several input types; Preact's types want each spelled out.
      type={type as 'text'}
      class={cls}
      value={value as string}
      onInput={text}
      maxLength={f.max_length}
      min={f.min}
      max={f.max}
      step={f.type === 'decimal' ? 'any' : undefined}
      autocomplete={f.type === 'password' ? 'new-password' : 'off'}
    />
  );
}
