// A model's bulk import (NetBox's "Import" beside "Add"): CSV, JSON or YAML pasted or uploaded
// as a file, read in the browser with hard limits (components/import-parse.ts), made into one
// bulk write of the API (components/import-rows.ts), or for many creations one streamed import,
// all-or-none: a refused record refuses the whole import, and the problems are listed against
// their record and field.
import { useState } from 'preact/hooks';
import { api, ApiError, type ApiObject } from '../api.ts';
import { fieldLabel, listApi, listPage, model as modelOf, title, type UiModel } from '../catalogue.ts';
import { customFieldsOf } from '../components/custom-field-defs.ts';
import { detectFormat, ImportError, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, parseCsv, parseJson, parseYaml, type Format } from '../components/import-parse.ts';
import { importColumns, namingField, planImport, refusalProblems, type RowProblem } from '../components/import-rows.ts';
import { ObjectLink } from '../components/value.tsx';
import { useMay } from '../session.ts';

/** Created or changed objects listed after an import; the rest are counted. */
const LISTED = 50;

/** Creations beyond this many go to the streamed import (docs/rest-api.md, "Streamed import"):
 * NDJSON, read and written a chunk at a time, answered with the ids rather than the objects. */
const STREAMED_FROM = 1000;

/** The streamed import's path of a model. */
const importApi = (model: UiModel) => `/api/netinv/import/${model.app}/${model.path}/`;

/** The streamed import's refusal ({detail, errors: [{line, errors}]}) as problems by record:
 * one record per line, so a line is its record's number. */
function streamedProblems(body: unknown): RowProblem[] {
  const errors = (body as { errors?: Array<{ line: number; errors: unknown }> } | null)?.errors;
  if (!Array.isArray(errors)) return refusalProblems(body);
  return errors.flatMap((e) => refusalProblems(e.errors).map((p) => ({ ...p, row: e.line })));
}

async function parse(text: string, format: Format) {
  if (format === 'csv') return parseCsv(text);
  if (format === 'json') return parseJson(text);
  // The YAML parser is loaded only here, so other pages do not carry it.
  return parseYaml(text, await import('yaml'));
}

export function ImportPage({ model }: { model: UiModel }) {
  const mayAdd = useMay(model, 'add');
  const mayChange = useMay(model, 'change');
  const [text, setText] = useState('');
  const [format, setFormat] = useState<'auto' | Format>('auto');
  const [problems, setProblems] = useState<RowProblem[]>([]);
  const [done, setDone] = useState<{ objects: ApiObject[]; count: number; updated: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const noun = (n: number) => (n === 1 ? model.verbose_name : model.verbose_name_plural);

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_IMPORT_BYTES) return setProblems([{ row: 0, field: '', message: `${file.name} is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB; import it in parts.` }]);
    setText(await file.text());
    setProblems([]);
  };

  const submit = async (e: Event) => {
    e.preventDefault();
    setProblems([]);
    setDone(null);
    setBusy(true);
    let streamed = false;
    try {
      const used = format === 'auto' ? detectFormat(text) : format;
      const records = await parse(text, used);
      const defs = used === 'csv' ? await customFieldsOf(model) : [];
      const { plan, problems } = planImport(model, modelOf, records, used, Object.fromEntries(defs.map((d) => [d.name, d.type.value])));
      if (!plan) return setProblems(problems);
      if (plan.method === 'PATCH' && !mayChange) return setProblems([{ row: 0, field: 'id', message: `You may not change ${model.verbose_name_plural}.` }]);
      if (plan.method === 'POST' && plan.items.length > STREAMED_FROM) {
        streamed = true;
        const body = new Blob(plan.items.map((item) => `${JSON.stringify(item)}\n`), { type: 'application/x-ndjson' });
        const { count } = await api<{ count: number }>('POST', importApi(model), { body });
        setDone({ objects: [], count, updated: false });
      } else {
        const objects = await api<ApiObject[]>(plan.method, listApi(model), { body: plan.items });
        setDone({ objects, count: objects.length, updated: plan.method === 'PATCH' });
      }
      setText('');
    } catch (err) {
      if (err instanceof ImportError) setProblems([{ row: 0, field: '', message: err.message }]);
      else if (err instanceof ApiError && err.status === 400) setProblems(streamed ? streamedProblems(err.body) : refusalProblems(err.body));
      else setProblems([{ row: 0, field: '', message: (err as Error).message }]);
    } finally {
      setBusy(false);
    }
  };

  const columns = [...importColumns(model).entries()];
  return (
    <>
      <div class="page-header">
        <div class="page-pretitle">{title(model.verbose_name_plural)}</div>
        <h1 class="page-title">Import {model.verbose_name_plural}</h1>
      </div>
      <div class="page-body">
        {!mayAdd && !mayChange && <div class="alert alert-danger" role="alert">You may not add or change {model.verbose_name_plural}.</div>}
        {done && (
          <div class="alert alert-success" role="status">
            <p class="mb-1">
              {done.updated ? 'Updated' : 'Imported'} {done.count.toLocaleString('en')} {noun(done.count)}.
            </p>
            <ul class="mb-0 import-result">
              {done.objects.slice(0, LISTED).map((o) => <li key={o.id}><ObjectLink obj={o} /></li>)}
              {done.count > Math.min(done.objects.length, LISTED) && (
                <li>{done.objects.length ? `and ${(done.count - LISTED).toLocaleString('en')} more ` : ''}(<a href={listPage(model)}>all {model.verbose_name_plural}</a>)</li>
              )}
            </ul>
          </div>
        )}
        {problems.length > 0 && (
          <div class="alert alert-danger" role="alert">
            <p class="mb-1">Nothing was imported: {problems.some((p) => p.row > 0) ? 'the records below need attention' : 'see below'}.</p>
            <table class="table table-sm mb-0 import-problems" id="import-problems">
              <caption class="visually-hidden">Problems of the import</caption>
              <thead>
                <tr><th scope="col">Record</th><th scope="col">Field</th><th scope="col">Problem</th></tr>
              </thead>
              <tbody>
                {problems.map((p, i) => (
                  <tr key={i}>
                    <td>{p.row > 0 ? p.row : '—'}</td>
                    <td>{p.field || '—'}</td>
                    <td>{p.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <form class="card" onSubmit={submit} aria-labelledby="import-title">
          <div class="card-header">
            <h2 class="card-title" id="import-title">Data</h2>
          </div>
          <div class="card-body">
            <div class="mb-3">
              <label class="form-label" for="import-data">Records: CSV with a header row of field names, or a JSON or YAML list of objects</label>
              <textarea id="import-data" class="form-control font-monospace" rows={12} value={text} onInput={(e) => setText((e.target as HTMLTextAreaElement).value)} aria-describedby="import-help" />
              <div class="form-hint" id="import-help">
                At most {MAX_IMPORT_ROWS.toLocaleString('en')} records and {MAX_IMPORT_BYTES / 1024 / 1024} MB at once. Related objects by name (or id); an <code>id</code> column updates those
                objects; <code>cf_&lt;name&gt;</code> columns set custom fields. All or nothing: one refused record and none is imported.
              </div>
            </div>
            <div class="row g-3">
              <div class="col-md-6">
                <label class="form-label" for="import-file">Or a file</label>
                <input id="import-file" class="form-control" type="file" accept=".csv,.json,.yaml,.yml,text/csv,application/json,application/yaml,text/plain" onChange={(e) => void readFile((e.target as HTMLInputElement).files?.[0])} />
              </div>
              <div class="col-md-6">
                <label class="form-label" for="import-format">Format</label>
                <select id="import-format" class="form-select" value={format} onChange={(e) => setFormat((e.target as HTMLSelectElement).value as 'auto' | Format)}>
                  <option value="auto">Detect</option>
                  <option value="csv">CSV</option>
                  <option value="json">JSON</option>
                  <option value="yaml">YAML</option>
                </select>
              </div>
            </div>
          </div>
          <div class="card-footer d-flex gap-2">
            <button type="submit" class="btn btn-primary" disabled={busy || !text.trim() || (!mayAdd && !mayChange)}>Import</button>
            <a class="btn" href={listPage(model)}>Cancel</a>
          </div>
        </form>
        <details class="card mt-3 import-fields">
          <summary class="card-header">Fields</summary>
          <div class="table-responsive">
            <table class="table table-sm card-table mb-0">
              <caption class="visually-hidden">Fields an import of {model.verbose_name_plural} sets</caption>
              <thead>
                <tr><th scope="col">Field</th><th scope="col">Required</th><th scope="col">Accessor</th></tr>
              </thead>
              <tbody>
                {columns.map(([name, f]) => {
                  const target = f.kind === 'fk' || f.kind === 'm2m' ? modelOf(f.target!) : undefined;
                  return (
                    <tr key={name}>
                      <td><code>{name}</code> <span class="text-secondary">{fieldLabel(name)}</span></td>
                      <td>{f.required ? 'Yes' : ''}</td>
                      <td>{target ? `${target.verbose_name} by ${namingField(target) ?? 'id'}${f.kind === 'm2m' ? ', comma-separated' : ''}` : ''}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </details>
      </div>
    </>
  );
}
