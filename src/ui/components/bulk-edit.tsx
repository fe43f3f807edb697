// Bulk edit: one field set to one value on every selected object, as one all-or-none PATCH of
// the list ([{id, field: value}, ...]); the API's errors name the objects they are about.
import { useState } from 'preact/hooks';
import { api } from '../api.ts';
import { fieldLabel, listApi, type UiModel } from '../catalogue.ts';
import { FieldControl, fromApi, InvalidInput, toApi, writable, type FormValue } from './field-control.tsx';

export function BulkEdit({ model, ids, onDone, onCancel }: { model: UiModel; ids: number[]; onDone: (message: string) => void; onCancel: () => void }) {
  const fields = model.fields.filter((f) => writable(f) && !['generic', 'object_list'].includes(f.kind) && !['password', 'token_key', 'json'].includes(f.type ?? '') && !f.write_only);
  const [name, setName] = useState(fields[0]?.name ?? '');
  const field = fields.find((f) => f.name === name);
  const [value, setValue] = useState<FormValue>(field ? fromApi(field, field.default ?? null) : '');
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: Event) => {
    e.preventDefault();
    if (!field) return;
    try {
      const v = toApi(field, value);
      await api('PATCH', listApi(model), { body: ids.map((id) => ({ id, [field.name]: v === undefined ? null : v })) });
      onDone(`Changed ${fieldLabel(field.name).toLowerCase()} of ${ids.length} ${ids.length === 1 ? model.verbose_name : model.verbose_name_plural}.`);
    } catch (err) {
      if (err instanceof InvalidInput) return setError(err.message);
      const body = (err as { body?: unknown }).body;
      const messages = Array.isArray(body) ? body.flatMap((item) => Object.values(item as Record<string, string[]>).flat()) : [];
      setError(messages.length ? [...new Set(messages)].join(' ') : (err as Error).message);
    }
  };

  return (
    <form class="card-body border-bottom" onSubmit={submit} aria-labelledby="bulk-edit-title">
      <h2 class="h3" id="bulk-edit-title">
        Edit {ids.length} {ids.length === 1 ? model.verbose_name : model.verbose_name_plural}
      </h2>
      <div class="row g-2 align-items-start">
        <div class="col-md-4">
          <label class="form-label" for="bulk-field">Field</label>
          <select
            id="bulk-field"
            class="form-select"
            value={name}
            onChange={(e) => {
              const n = (e.target as HTMLSelectElement).value;
              const f = fields.find((x) => x.name === n)!;
              setName(n);
              setValue(fromApi(f, f.default ?? null));
              setError(null);
            }}
          >
            {fields.map((f) => (
              <option key={f.name} value={f.name}>{fieldLabel(f.name)}</option>
            ))}
          </select>
        </div>
        <div class="col-md-8">
          <label class="form-label" for="bulk-value">New value</label>
          {field && <FieldControl key={field.name} id="bulk-value" field={field} value={value} onChange={setValue} error={error ?? undefined} describedBy={error ? 'bulk-error' : undefined} />}
          {error && <div class="invalid-feedback d-block" id="bulk-error">{error}</div>}
        </div>
      </div>
      <div class="d-flex gap-2 mt-3">
        <button type="submit" class="btn btn-primary">Apply to selected</button>
        <button type="button" class="btn" onClick={onCancel}>Cancel</button>
      </div>
    </form>
  );
}
