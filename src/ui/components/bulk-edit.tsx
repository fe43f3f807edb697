// Bulk edit as NetBox's: every field starts unset and only the fields the user sets, or ticks
// Set null for, are sent, as one all-or-none PATCH of the list ([{id, field: value, ...}, ...]).
// Tags are added and removed rather than replaced: the API takes a whole tag list, so each
// object's new list is computed from the tags it has when the user asks to apply. Nothing is
// sent before a confirmation naming the count, and the API's refusals are shown against the
// objects they are about.
import { Fragment } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { api, ApiError, type ApiObject } from '../api.ts';
import { choicesOf, fieldLabel, listApi, model as modelOf, type UiField, type UiModel } from '../catalogue.ts';
import { FieldControl, InvalidInput, toApi, writable, type FormValue } from './field-control.tsx';
import { ObjectSelect, type Picked } from './object-select.tsx';
import { readSelection, selectionSize, type Selection } from './selection.ts';

/** Objects named in the confirmation; the rest are counted. */
const NAMED = 20;

/** What one value for every selected object can set: a form's fields except relations of
 * several types, JSON, secrets, images, and the tags (added and removed instead). */
function bulkEditable(f: UiField): boolean {
  return writable(f) && !['generic', 'object_list'].includes(f.kind) && !['password', 'token_key', 'json', 'image'].includes(f.type ?? '') && !f.write_only && f.name !== 'tags';
}

/** What Set null writes: null, or the empty value of a field that cannot be null but may be
 * empty; undefined for a field that must have a value. */
function cleared(f: UiField): { value: unknown } | undefined {
  if (f.nullable) return { value: null };
  if (f.required) return undefined;
  if (f.kind === 'm2m' || f.type === 'string_list') return { value: [] };
  if (f.type === 'string') return { value: '' };
  return undefined;
}

/** The control's value before the user touches it. */
const unset = (f: UiField): FormValue => (f.kind === 'fk' || f.kind === 'm2m' ? [] : '');

function isSet(v: FormValue): boolean {
  return Array.isArray(v) ? v.length > 0 : typeof v === 'string' ? v.trim() !== '' : true;
}

function apiValue(f: UiField, v: FormValue): unknown {
  return f.type === 'boolean' ? v === 'true' : toApi(f, v);
}

function shown(f: UiField, v: FormValue): string {
  if (Array.isArray(v)) return v.map((p) => p.display).join(', ');
  if (f.type === 'boolean') return v === 'true' ? 'Yes' : 'No';
  if (f.kind === 'choice') return choicesOf(f.choices!).find((c) => c.value === v)?.label ?? String(v);
  return String(v).trim();
}

/** An object's tag ids after adding and removing (a tag in both is removed, as NetBox does). */
function newTags(o: ApiObject, add: Picked[], remove: Picked[]): number[] {
  const gone = new Set(remove.map((t) => t.id));
  const now = ((o.tags as ApiObject[] | undefined) ?? []).map((t) => t.id);
  return [...new Set([...now, ...add.map((t) => t.id)])].filter((id) => !gone.has(id));
}

/** The API's refusal as lines: a bulk request's list of errors is aligned with its items. */
function refusal(err: unknown, objects: ApiObject[]): string[] {
  const lines = (errors: object) =>
    Object.entries(errors).map(([k, v]) => `${k === 'non_field_errors' || k === '__all__' ? '' : `${fieldLabel(k)}: `}${[v].flat().map((m) => (typeof m === 'string' ? m : JSON.stringify(m))).join(' ')}`);
  if (err instanceof ApiError && Array.isArray(err.body))
    return err.body.flatMap((item, i) => {
      const found = item && typeof item === 'object' ? lines(item as object) : [];
      return found.length ? [`${objects[i]?.display ?? `Item ${i + 1}`}: ${found.join('; ')}`] : [];
    });
  if (err instanceof ApiError && err.body && typeof err.body === 'object' && !('detail' in err.body)) return lines(err.body);
  return [(err as Error).message];
}

interface Plan {
  objects: ApiObject[];
  items: Array<Record<string, unknown>>;
  changes: Array<{ label: string; value: string }>;
}

export function BulkEdit({ model, selection, onDone, onCancel }: { model: UiModel; selection: Selection; onDone: (message: string) => void; onCancel: () => void }) {
  const size = selectionSize(selection);
  const fields = model.fields.filter(bulkEditable).map((f) => ({ ...f, required: false }));
  const tags = model.fields.find((f) => f.name === 'tags' && f.kind === 'm2m');
  const [values, setValues] = useState<Record<string, FormValue>>(() => Object.fromEntries(fields.map((f) => [f.name, unset(f)])));
  const [nulls, setNulls] = useState<Set<string>>(new Set());
  const [add, setAdd] = useState<Picked[]>([]);
  const [remove, setRemove] = useState<Picked[]>([]);
  const [invalid, setInvalid] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<string[]>([]);
  const [plan, setPlan] = useState<Plan | null>(null);
  const [busy, setBusy] = useState(false);
  const noun = (n: number) => (n === 1 ? model.verbose_name : model.verbose_name_plural);

  const review = async (e: Event) => {
    e.preventDefault();
    const body: Record<string, unknown> = {};
    const changes: Plan['changes'] = [];
    const bad: Record<string, string> = {};
    for (const f of fields) {
      const label = fieldLabel(f.name);
      if (nulls.has(f.name)) {
        body[f.name] = cleared(f)!.value;
        changes.push({ label, value: f.nullable ? 'null' : '(empty)' });
      } else if (isSet(values[f.name]!)) {
        try {
          body[f.name] = apiValue(f, values[f.name]!);
          changes.push({ label, value: shown(f, values[f.name]!) });
        } catch (err) {
          if (!(err instanceof InvalidInput)) throw err;
          bad[f.name] = err.message;
        }
      }
    }
    if (add.length) changes.push({ label: 'Add tags', value: add.map((t) => t.display).join(', ') });
    if (remove.length) changes.push({ label: 'Remove tags', value: remove.map((t) => t.display).join(', ') });
    setInvalid(bad);
    if (Object.keys(bad).length) return setProblems([]);
    if (!changes.length) return setProblems(['Set a field, tick Set null, or choose tags to add or remove.']);
    setBusy(true);
    try {
      // Read now, so the tags added to and removed from are each object's current ones.
      const objects = await readSelection(model, selection, add.length || remove.length ? ['tags'] : []);
      if (!objects.length) return setProblems([`None of the selected ${model.verbose_name_plural} exist any more.`]);
      const items = objects.map((o) => ({ id: o.id, ...body, ...(add.length || remove.length ? { tags: newTags(o, add, remove) } : {}) }));
      setProblems([]);
      setPlan({ objects, items, changes });
    } catch (err) {
      setProblems([(err as Error).message]);
    } finally {
      setBusy(false);
    }
  };

  const apply = async () => {
    if (!plan) return;
    setBusy(true);
    try {
      await api('PATCH', listApi(model), { body: plan.items });
      const what = [...new Set(plan.changes.map((c) => (c.label.endsWith(' tags') ? 'tags' : c.label.toLowerCase())))];
      onDone(`Changed ${what.join(', ')} of ${plan.objects.length} ${noun(plan.objects.length)}.`);
    } catch (err) {
      setProblems(refusal(err, plan.objects));
      setPlan(null);
      setBusy(false);
    }
  };

  if (plan) return <Confirm plan={plan} noun={noun(plan.objects.length)} busy={busy} onApply={apply} onCancel={() => setPlan(null)} />;

  return (
    <form class="card-body border-bottom" onSubmit={review} aria-labelledby="bulk-edit-title" noValidate>
      <h2 class="h3" id="bulk-edit-title">
        Edit {selection.kind === 'matching' ? 'all ' : ''}{size.toLocaleString('en')} {selection.kind === 'matching' ? 'matching ' : ''}{noun(size)}
      </h2>
      <p class="text-secondary">Only the fields you set are changed; the others keep each object's own value.</p>
      {problems.length > 0 && <Problems lines={problems} />}
      {fields.map((f) => {
        const id = `bulk-${f.name}`;
        const nulled = nulls.has(f.name);
        const clearable = cleared(f) !== undefined;
        return (
          <div class="row mb-2 align-items-start" key={f.name}>
            <label class="col-md-3 col-form-label" for={id}>{fieldLabel(f.name)}</label>
            <div class="col-md-7">
              {nulled ? (
                <input id={id} class="form-control" disabled placeholder={f.nullable ? 'null' : '(empty)'} />
              ) : (
                <BulkControl id={id} field={f} value={values[f.name]!} onChange={(v) => setValues((s) => ({ ...s, [f.name]: v }))} error={invalid[f.name]} />
              )}
              {invalid[f.name] && <div class="invalid-feedback d-block" id={`${id}-error`}>{invalid[f.name]}</div>}
            </div>
            <div class="col-md-2">
              {clearable && (
                <label class="form-check mt-2">
                  <input
                    type="checkbox"
                    id={`${id}-null`}
                    class="form-check-input"
                    checked={nulled}
                    onChange={(e) => {
                      const on = (e.target as HTMLInputElement).checked;
                      setNulls((s) => {
                        const next = new Set(s);
                        if (on) next.add(f.name);
                        else next.delete(f.name);
                        return next;
                      });
                    }}
                  />
                  <span class="form-check-label">
                    Set null<span class="visually-hidden"> ({fieldLabel(f.name).toLowerCase()})</span>
                  </span>
                </label>
              )}
            </div>
          </div>
        );
      })}
      {tags && (
        <>
          <div class="row mb-2">
            <label class="col-md-3 col-form-label" for="bulk-add_tags">Add tags</label>
            <div class="col-md-7">
              <ObjectSelect id="bulk-add_tags" model={modelOf(tags.target!)} value={add} onChange={setAdd} multiple />
            </div>
          </div>
          <div class="row mb-2">
            <label class="col-md-3 col-form-label" for="bulk-remove_tags">Remove tags</label>
            <div class="col-md-7">
              <ObjectSelect id="bulk-remove_tags" model={modelOf(tags.target!)} value={remove} onChange={setRemove} multiple />
            </div>
          </div>
        </>
      )}
      <div class="d-flex gap-2 mt-3">
        <button type="submit" class="btn btn-primary" disabled={busy}>{selection.kind === 'matching' ? 'Apply to all matching' : 'Apply to selected'}</button>
        <button type="button" class="btn" onClick={onCancel}>Cancel</button>
      </div>
    </form>
  );
}

/** A field's control with nothing chosen yet: choices and yes/no start at "no change". */
function BulkControl({ id, field: f, value, onChange, error }: { id: string; field: UiField; value: FormValue; onChange: (v: FormValue) => void; error?: string }) {
  const options = f.type === 'boolean' ? [{ value: 'true', label: 'Yes' }, { value: 'false', label: 'No' }] : f.kind === 'choice' ? choicesOf(f.choices!) : null;
  if (!options) return <FieldControl id={id} field={f} value={value} onChange={onChange} error={error} describedBy={error ? `${id}-error` : undefined} />;
  return (
    <select id={id} class={`form-select${error ? ' is-invalid' : ''}`} value={value as string} onChange={(e) => onChange((e.target as HTMLSelectElement).value)}>
      <option value="">(no change)</option>
      {options.map((c) => (
        <option key={c.value} value={c.value}>{c.label}</option>
      ))}
    </select>
  );
}

function Problems({ lines }: { lines: string[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), [lines]);
  return (
    <div class="alert alert-danger" role="alert" tabIndex={-1} ref={box}>
      <ul id="bulk-errors" class={`mb-0${lines.length === 1 ? ' list-unstyled' : ''}`}>
        {lines.map((l, i) => <li key={i}>{l}</li>)}
      </ul>
    </div>
  );
}

function Confirm({ plan, noun, busy, onApply, onCancel }: { plan: Plan; noun: string; busy: boolean; onApply: () => void; onCancel: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  const n = plan.objects.length;
  return (
    <div class="card-body border-bottom" role="alertdialog" aria-labelledby="bulk-confirm-title" aria-describedby="bulk-confirm-changes" tabIndex={-1} ref={box}>
      <h2 class="h3" id="bulk-confirm-title">
        Change {n.toLocaleString('en')} {noun}?
      </h2>
      <dl class="row mb-2" id="bulk-confirm-changes">
        {plan.changes.map((c) => (
          <Fragment key={c.label}>
            <dt class="col-md-3">{c.label}</dt>
            <dd class="col-md-9">{c.value}</dd>
          </Fragment>
        ))}
      </dl>
      <ul class="mb-3">
        {plan.objects.slice(0, NAMED).map((o) => <li key={o.id}>{o.display}</li>)}
        {n > NAMED && <li>and {n - NAMED} more</li>}
      </ul>
      <div class="d-flex gap-2">
        <button type="button" class="btn btn-primary" disabled={busy} onClick={onApply}>Apply changes</button>
        <button type="button" class="btn" disabled={busy} onClick={onCancel}>Cancel</button>
      </div>
    </div>
  );
}
