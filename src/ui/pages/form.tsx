// Create and edit forms generated from the catalogue: one control per writable field, required
// ones marked, the server's validation errors shown on their fields (and the rest above the
// form). A create may start from values in the URL (`?device=3` from a device's page).
import { useEffect, useRef, useState } from 'preact/hooks';
import { api, ApiError, type ApiObject } from '../api.ts';
import { fieldLabel, listApi, listPage, model as modelOf, objectApi, objectPage, pageOfUrl, title, type UiField, type UiModel } from '../catalogue.ts';
import { FieldControl, fromApi, genericBody, InvalidInput, toApi, writable, type FormValue, type ImageValue } from '../components/field-control.tsx';
import { customFieldsOf, type CustomFieldDef } from '../components/custom-field-defs.ts';
import { customErrors, CustomFieldsEditor, customFromApi, customToApi, editable, withObjects, type CustomValue } from '../components/custom-fields.tsx';
import { ErrorMessage, Loading, useLoad } from '../components/load.tsx';
import type { Picked } from '../components/object-select.tsx';
import { OneTimeKey } from '../components/one-time-key.tsx';
import { navigate } from '../router.ts';

export type Errors = Record<string, string[]>;

/** Values given in the URL for a new object: ids for related objects, text otherwise. */
async function presets(model: UiModel, params: URLSearchParams): Promise<Record<string, FormValue>> {
  const out: Record<string, FormValue> = {};
  for (const f of model.fields) {
    const raw = params.get(f.name);
    if (raw === null || !writable(f)) continue;
    if (f.kind === 'fk') {
      const o = await api<ApiObject>('GET', objectApi(modelOf(f.target!), raw), { query: { brief: '1' } });
      out[f.name] = [{ id: o.id, display: o.display }];
    } else if (f.kind !== 'm2m' && f.kind !== 'generic') out[f.name] = fromApi(f, raw);
  }
  return out;
}

/** The files chosen in the form's image controls, by field. */
function chosenFiles(fields: UiField[], values: Record<string, FormValue>): Array<[string, File]> {
  return fields.flatMap((f) => {
    const file = f.type === 'image' ? (values[f.name] as ImageValue).file : null;
    return file ? [[f.name, file] as [string, File]] : [];
  });
}

/** `body` and `files` as one multipart form, as the API reads a form (DRF's way): a value as
 * text, a list as the field given once per item. Undefined when a value has no such spelling
 * (null, an empty list, an object such as custom fields): those are sent as JSON instead. */
function multipart(body: Record<string, unknown>, files: Array<[string, File]>): FormData | undefined {
  const form = new FormData();
  for (const [k, v] of Object.entries(body)) {
    const items = Array.isArray(v) ? v : [v];
    if (items.length === 0 || items.some((x) => x === null || typeof x === 'object')) return undefined;
    for (const x of items) form.append(k, String(x));
  }
  for (const [k, file] of files) form.append(k, file, file.name);
  return form;
}

/** The filters narrowing the objects a field offers: the target's filters named by the
 * catalogue's `narrowed_by`, for the other fields already chosen (a device's racks by its site). */
function narrowing(f: UiField, values: Record<string, FormValue>): Record<string, string> | undefined {
  if (!f.narrowed_by) return undefined;
  const out: Record<string, string> = {};
  for (const [filter, by] of Object.entries(f.narrowed_by)) {
    const chosen = (values[by] as Picked[] | undefined)?.[0];
    if (chosen) out[filter] = String(chosen.id);
  }
  return out;
}

/** `values` with `name` set to `value`, and the fields it narrows emptied when the choice
 * changed: a rack of the site chosen before may not be one of the new site's. */
function withValue(fields: UiField[], values: Record<string, FormValue>, name: string, value: FormValue): Record<string, FormValue> {
  const next = { ...values, [name]: value };
  const id = (v: FormValue | undefined) => (Array.isArray(v) ? v[0]?.id : undefined);
  if (id(values[name]) === id(value)) return next;
  for (const f of fields) if (f.narrowed_by && Object.values(f.narrowed_by).includes(name) && id(next[f.name]) !== undefined) next[f.name] = [];
  return next;
}

/** A refused save's messages: a 400's under the `known` fields they name, the others (and any
 * other failure's message) for above the form. */
export function splitErrors(err: unknown, known: Set<string>): { onFields: Errors; other: string[] } {
  const onFields: Errors = {};
  const other: string[] = [];
  if (!(err instanceof ApiError && err.status === 400 && err.body && typeof err.body === 'object' && !Array.isArray(err.body)))
    return { onFields, other: [(err as Error).message] };
  for (const [k, v] of Object.entries(err.body as Errors)) {
    const list = Array.isArray(v) ? v.map((m) => (typeof m === 'string' ? m : JSON.stringify(m))) : [typeof v === 'string' ? v : JSON.stringify(v)];
    if (known.has(k)) onFields[k] = list;
    else other.push(...(k === '__all__' || k === 'non_field_errors' ? list : list.map((m) => `${fieldLabel(k)}: ${m}`)));
  }
  return { onFields, other };
}

/** Errors of a generic relation come under either of its written fields. */
function errorsOf(f: UiField, errors: Errors): string[] {
  return [...(errors[f.name] ?? []), ...(f.type_field ? [...(errors[f.type_field] ?? []), ...(errors[f.id_field!] ?? [])] : [])];
}

export function FormPage({ model, id, params }: { model: UiModel; id?: string; params: URLSearchParams }) {
  const fields = model.fields.filter(writable);
  const loaded = useLoad(async () => {
    const [current, defs] = await Promise.all([
      id ? api<ApiObject>('GET', objectApi(model, id), { query: model.features.includes('config_context') ? { exclude: 'config_context' } : {} }) : undefined,
      customFieldsOf(model),
    ]);
    const values: Record<string, FormValue> = {};
    for (const f of fields) values[f.name] = fromApi(f, current ? current[f.name] : (f.default ?? null));
    // A new object starts from each custom field's default, as NetBox's form does.
    const stored = await withObjects(defs, (current?.custom_fields ?? {}) as Record<string, unknown>);
    const custom = Object.fromEntries(defs.map((d) => [d.name, customFromApi(d, current ? stored[d.name] : d.default)]));
    return { current, defs, custom, values: id ? values : { ...values, ...(await presets(model, params)) } };
  }, [model.key, id]);

  if (loaded.error) return <ErrorMessage error={loaded.error} />;
  if (!loaded.data) return <Loading />;
  const { current, defs, custom, values } = loaded.data;
  return <ObjectForm key={`${model.key}:${id ?? 'new'}`} model={model} fields={fields} current={current} initial={values} defs={defs} initialCustom={custom} />;
}

interface FormProps {
  model: UiModel;
  fields: UiField[];
  current?: ApiObject;
  initial: Record<string, FormValue>;
  /** The model's custom fields and their values as the form starts. */
  defs: CustomFieldDef[];
  initialCustom: Record<string, CustomValue>;
}

function ObjectForm({ model, fields, current: loaded, initial, defs, initialCustom }: FormProps) {
  // The object being edited: the one loaded, or the one this form created when only its image
  // upload was refused (a second submit then edits it rather than creating another).
  const [current, setCurrent] = useState(loaded);
  const [values, setValues] = useState(initial);
  const [custom, setCustom] = useState(initialCustom);
  const [customErrs, setCustomErrs] = useState<Errors>({});
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  // A created object's secret (a token's key), which the API shows in this response only.
  const [secret, setSecret] = useState<{ value: string; page: string } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const shown = fields;

  // After a refused save, focus moves to the first field in error (or the message above).
  useEffect(() => {
    if (!Object.keys(errors).length && !problem.length && !Object.keys(customErrs).length) return;
    const target = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form.current?.querySelector<HTMLElement>('#form-problem');
    target?.focus();
  }, [errors, problem, customErrs]);

  const submit = async (e: Event) => {
    e.preventDefault();
    const body: Record<string, unknown> = {};
    const local: Errors = {};
    for (const f of shown) {
      const v = values[f.name]!;
      // An edit sends only what changed, so fields the form cannot show are left as they are.
      if (current && JSON.stringify(v) === JSON.stringify(initial[f.name])) continue;
      try {
        if (f.kind === 'generic') Object.assign(body, genericBody(f, v));
        else {
          const out = toApi(f, v);
          // A create leaves out what was left empty and cannot be stored empty, so the server's
          // default applies (a token's owner is then the user creating it).
          const empty = out === '' || (out === null && !f.nullable);
          if (out !== undefined && !(current === undefined && empty && !f.required)) body[f.name] = out;
        }
      } catch (err) {
        if (err instanceof InvalidInput) local[f.name] = [err.message];
        else throw err;
      }
    }
    // Custom fields: an edit sends those changed, a create those set.
    const localCustom: Errors = {};
    const customBody: Record<string, unknown> = {};
    for (const d of editable(defs)) {
      const v = custom[d.name]!;
      if (JSON.stringify(v) === JSON.stringify(current ? initialCustom[d.name] : customFromApi(d, null))) continue;
      try {
        customBody[d.name] = customToApi(d, v);
      } catch (err) {
        if (err instanceof InvalidInput) localCustom[d.name] = [err.message];
        else throw err;
      }
    }
    if (Object.keys(customBody).length) body.custom_fields = customBody;
    setErrors(local);
    setCustomErrs(localCustom);
    setProblem([]);
    if (Object.keys(local).length || Object.keys(localCustom).length) return;
    setSaving(true);
    try {
      const saved = await save(body, chosenFiles(shown, values));
      const page = pageOfUrl(saved.url) ?? objectPage(model, saved.id);
      const key = current ? undefined : model.fields.find((f) => f.type === 'token_key' && typeof saved[f.name] === 'string' && saved[f.name]);
      if (key) return setSecret({ value: saved[key.name] as string, page });
      navigate(page);
    } catch (err) {
      setSaving(false);
      // custom_fields' messages go under each custom field; the others under their fields.
      const raw = err instanceof ApiError && err.status === 400 && err.body && typeof err.body === 'object' && !Array.isArray(err.body) ? (err.body as Errors) : undefined;
      setCustomErrs(raw?.custom_fields ? customErrors(defs, raw.custom_fields) : {});
      const split = splitErrors(err, new Set([...shown.flatMap((f) => [f.name, f.type_field, f.id_field].filter(Boolean) as string[]), 'custom_fields']));
      delete split.onFields.custom_fields;
      setErrors(split.onFields);
      setProblem(split.other);
    }
  };

  /** Writes the object: as JSON, or with the chosen image files as one multipart form; when a
   * value cannot be spelt in a form (a removal, custom fields), the JSON write comes first and
   * the files follow as a PATCH of the saved object. */
  const save = async (body: Record<string, unknown>, files: Array<[string, File]>): Promise<ApiObject> => {
    const write = (b: unknown) => (current ? api<ApiObject>('PATCH', objectApi(model, current.id), { body: b }) : api<ApiObject>('POST', listApi(model), { body: b }));
    if (!files.length) return write(body);
    const form = multipart(body, files);
    if (form) return write(form);
    const saved = await write(body);
    setCurrent(saved);
    return api<ApiObject>('PATCH', objectApi(model, saved.id), { body: multipart({}, files) });
  };

  const heading = current ? `Edit ${current.display}` : `Add a new ${model.verbose_name}`;
  const cancel = current ? objectPage(model, current.id) : listPage(model);
  const header = (
    <div class="page-header">
      <div class="page-pretitle">{title(model.verbose_name_plural)}</div>
      <h1 class="page-title">{heading}</h1>
    </div>
  );
  if (secret)
    return (
      <>
        {header}
        <div class="page-body">
          <OneTimeKey title={`${title(model.verbose_name)} created`} label="Key" value={secret.value} onDone={() => navigate(secret.page)} />
        </div>
      </>
    );
  return (
    <>
      {header}
      <div class="page-body">
        <form ref={form} class="card" onSubmit={submit} noValidate aria-labelledby="form-title">
          <div class="card-header">
            <h2 class="card-title" id="form-title">{title(model.verbose_name)}</h2>
          </div>
          <div class="card-body">
            {problem.length > 0 && (
              <div class="alert alert-danger" role="alert" id="form-problem" tabIndex={-1}>
                {problem.map((p, i) => <div key={i}>{p}</div>)}
              </div>
            )}
            {(Object.keys(errors).length > 0 || Object.keys(customErrs).length > 0) && problem.length === 0 && (
              <div class="alert alert-danger" role="alert">Some fields need attention: see the messages below them.</div>
            )}
            {shown.map((f) => {
              const id = `field-${f.name}`;
              const errs = errorsOf(f, errors);
              const help = f.description ? `${id}-help` : undefined;
              const err = errs.length ? `${id}-error` : undefined;
              return (
                <div class="mb-3 row" key={f.name}>
                  <label class={`col-md-3 col-form-label${f.required ? ' required' : ''}`} for={id}>
                    {fieldLabel(f.name)}
                    {f.required && <span class="visually-hidden"> (required)</span>}
                  </label>
                  <div class="col-md-9">
                    <FieldControl
                      id={id}
                      field={f}
                      value={values[f.name]!}
                      onChange={(v) => setValues((s) => withValue(shown, s, f.name, v))}
                      filter={narrowing(f, values)}
                      error={errs[0]}
                      describedBy={[err, help].filter(Boolean).join(' ') || undefined}
                    />
                    {errs.length > 0 && (
                      <div class="invalid-feedback d-block" id={err}>
                        {errs.join(' ')}
                      </div>
                    )}
                    {help && <div class="form-hint" id={help}>{f.description}</div>}
                  </div>
                </div>
              );
            })}
            <CustomFieldsEditor defs={defs} values={custom} onChange={(name, v) => setCustom((c) => ({ ...c, [name]: v }))} errors={customErrs} />
          </div>
          <div class="card-footer d-flex gap-2">
            <button type="submit" class="btn btn-primary" disabled={saving}>
              {current ? 'Save' : 'Create'}
            </button>
            <a class="btn" href={cancel}>
              Cancel
            </a>
          </div>
        </form>
      </div>
    </>
  );
}
