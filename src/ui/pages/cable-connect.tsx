// Connecting a cable from a component (NetBox's "Connect" on an interface or port): the far
// end's kind, its device (searched), then its port among that device's free ones (each shown
// with its device), and the cable's own fields (type, status, label, colour, length). Saving is
// one POST /api/dcim/cables/ with a_terminations (this component) and b_terminations (the far
// port); the API's errors appear on their fields, and the new cable's page follows.
import { useState } from 'preact/hooks';
import { api, type ApiObject } from '../api.ts';
import { fieldLabel, listApi, model as modelOf, objectApi, objectPage, pageOfUrl, title, type UiModel } from '../catalogue.ts';
import { CABLE, peerModels } from '../components/cabling.tsx';
import { FieldControl, fromApi, InvalidInput, toApi, type FormValue } from '../components/field-control.tsx';
import { Show, useLoad } from '../components/load.tsx';
import { ObjectSelect, type Picked } from '../components/object-select.tsx';
import { EndpointLink } from '../components/value.tsx';
import { navigate } from '../router.ts';
import { splitErrors, type Errors } from './form.tsx';

/** The cable's own fields the form offers, as NetBox's cable form. */
const CABLE_FIELDS = ['type', 'status', 'label', 'color', 'length', 'length_unit'];

/** A port as the picker lists it: its device, then its name. */
const withDevice = (o: ApiObject) => {
  const d = o.device as ApiObject | null | undefined;
  return d ? `${d.display} › ${o.display}` : o.display;
};

export function CableConnectPage({ model, id }: { model: UiModel; id: string }) {
  const loaded = useLoad(() => api<ApiObject>('GET', objectApi(model, id), { query: { brief: '1' } }), [model.key, id]);
  return <Show loaded={loaded}>{(near) => <ConnectForm model={model} near={near} />}</Show>;
}

function ConnectForm({ model, near }: { model: UiModel; near: ApiObject }) {
  const peers = peerModels(model);
  const cable = CABLE();
  const fields = CABLE_FIELDS.map((n) => cable.fields.find((f) => f.name === n)!).filter(Boolean);
  const [farType, setFarType] = useState(peers[0]?.key ?? '');
  const [device, setDevice] = useState<Picked[]>([]);
  const [port, setPort] = useState<Picked[]>([]);
  const [values, setValues] = useState<Record<string, FormValue>>(() => Object.fromEntries(fields.map((f) => [f.name, fromApi(f, f.default ?? null)])));
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const far = farType ? modelOf(farType) : undefined;
  const device0 = near.device as ApiObject | undefined;

  const submit = async (e: Event) => {
    e.preventDefault();
    const local: Errors = {};
    if (!port[0]) local.b_terminations = [`Choose the far ${far?.verbose_name ?? 'end'}.`];
    const body: Record<string, unknown> = {
      a_terminations: [{ object_type: model.content_type, object_id: near.id }],
      b_terminations: port[0] && far ? [{ object_type: far.content_type, object_id: port[0].id }] : [],
    };
    for (const f of fields) {
      try {
        const v = toApi(f, values[f.name]!);
        if (v !== undefined && v !== '' && v !== null) body[f.name] = v;
      } catch (err) {
        if (err instanceof InvalidInput) local[f.name] = [err.message];
        else throw err;
      }
    }
    setErrors(local);
    setProblem([]);
    if (Object.keys(local).length) return;
    setSaving(true);
    try {
      const saved = await api<ApiObject>('POST', listApi(cable), { body });
      navigate(pageOfUrl(saved.url) ?? objectPage(cable, saved.id));
    } catch (err) {
      setSaving(false);
      const split = splitErrors(err, new Set(['a_terminations', 'b_terminations', ...CABLE_FIELDS]));
      // The near end is fixed: what the API says of it is for the whole form.
      setProblem([...(split.onFields.a_terminations ?? []), ...split.other]);
      delete split.onFields.a_terminations;
      setErrors(split.onFields);
    }
  };

  const row = (id: string, label: string, control: preact.ComponentChildren, errs: string[] = [], required = false) => (
    <div class="mb-3 row" key={id}>
      <label class={`col-md-3 col-form-label${required ? ' required' : ''}`} for={id}>
        {label}
        {required && <span class="visually-hidden"> (required)</span>}
      </label>
      <div class="col-md-9">
        {control}
        {errs.length > 0 && <div class="invalid-feedback d-block" id={`${id}-error`}>{errs.join(' ')}</div>}
      </div>
    </div>
  );
  const farErrors = errors.b_terminations ?? [];
  return (
    <>
      <div class="page-header">
        <div class="page-pretitle">{title(cable.verbose_name_plural)}</div>
        <h1 class="page-title">Connect {device0 ? `${device0.display} › ${near.display}` : near.display}</h1>
      </div>
      <div class="page-body">
        <form class="card" onSubmit={submit} noValidate aria-labelledby="connect-title">
          <div class="card-header">
            <h2 class="card-title" id="connect-title">New cable</h2>
          </div>
          <div class="card-body">
            {problem.length > 0 && (
              <div class="alert alert-danger" role="alert" tabIndex={-1}>
                {problem.map((p, i) => <div key={i}>{p}</div>)}
              </div>
            )}
            <fieldset class="mb-3">
              <legend class="h4">A side</legend>
              <p class="mb-0">{title(model.verbose_name)}: <EndpointLink obj={near} /></p>
            </fieldset>
            <fieldset class="mb-3">
              <legend class="h4">B side</legend>
              {row('connect-type', 'Type of end', (
                <select id="connect-type" class="form-select" value={farType} onChange={(e) => { setFarType((e.target as HTMLSelectElement).value); setPort([]); }}>
                  {peers.map((m) => <option key={m.key} value={m.key}>{title(m.verbose_name)}</option>)}
                </select>
              ))}
              {row('connect-device', 'Device', (
                <ObjectSelect id="connect-device" model={modelOf('dcim.device')} value={device} onChange={(d) => { setDevice(d); setPort([]); }} required />
              ), [], true)}
              {far && row('connect-port', title(far.verbose_name), (
                <ObjectSelect
                  id="connect-port"
                  model={far}
                  value={port}
                  onChange={setPort}
                  filter={device[0] ? { device_id: String(device[0].id), cabled: 'false' } : undefined}
                  optionLabel={withDevice}
                  disabled={!device[0]}
                  invalid={farErrors.length > 0}
                  describedBy={farErrors.length ? 'connect-port-error' : undefined}
                  required
                />
              ), farErrors, true)}
            </fieldset>
            <fieldset>
              <legend class="h4">Cable</legend>
              {fields.map((f) => {
                const id = `field-${f.name}`;
                const errs = errors[f.name] ?? [];
                return row(id, fieldLabel(f.name), (
                  <FieldControl id={id} field={f} value={values[f.name]!} onChange={(v) => setValues((s) => ({ ...s, [f.name]: v }))} error={errs[0]} describedBy={errs.length ? `${id}-error` : undefined} />
                ), errs);
              })}
            </fieldset>
          </div>
          <div class="card-footer d-flex gap-2">
            <button type="submit" class="btn btn-primary" disabled={saving}>Connect</button>
            <a class="btn" href={device0 ? pageOfUrl(String(device0.url)) ?? objectPage(model, near.id) : objectPage(model, near.id)}>Cancel</a>
          </div>
        </form>
      </div>
    </>
  );
}
