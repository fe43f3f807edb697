// Allocating from a prefix's free space, as NetBox's available-ips and available-prefixes
// endpoints do it: the next free IP address (with a status, a description and optionally the
// interface it is assigned to), or the first free child prefix of a chosen length. The object
// the API created is shown as a link; a refusal (no space left, no permission, a bad length)
// is shown as the API words it.
import { useState } from 'preact/hooks';
import { api, ApiError, type ApiObject } from '../api.ts';
import { choicesOf, model as modelOf, objectApi, objectPage, pageOfUrl } from '../catalogue.ts';
import { ObjectSelect, type Picked } from './object-select.tsx';

export type Allocation = 'ip' | 'prefix';

const TARGET = { ip: 'ipam.ip_address', prefix: 'ipam.prefix' } as const;
const ACTION = { ip: 'available-ips', prefix: 'available-prefixes' } as const;

/** A refusal's text: the API's detail, or its field errors one by one. */
export function refusalText(e: unknown): string {
  if (!(e instanceof ApiError)) return String(e);
  const body = e.body;
  if (body && typeof body === 'object' && !('detail' in body)) {
    const items = Array.isArray(body) ? body : [body];
    const said = items.flatMap((b) => Object.entries((b ?? {}) as Record<string, unknown>).map(([k, v]) => `${k.replace(/_/g, ' ')}: ${Array.isArray(v) ? v.join(' ') : String(v)}`));
    if (said.length) return said.join('; ');
  }
  return e.message;
}

interface Props {
  kind: Allocation;
  /** The prefix allocated from. */
  parent: ApiObject;
  /** The child prefix length offered first. */
  length?: number;
  onAllocated: (created: ApiObject) => void;
  onClose: () => void;
}

export function AllocatePanel({ kind, parent, length, onAllocated, onClose }: Props) {
  const target = modelOf(TARGET[kind]);
  const statusSet = target.fields.find((f) => f.name === 'status')?.choices ?? '';
  const parentLength = Number(String(parent.prefix).split('/')[1]);
  const maxLength = String(parent.prefix).includes(':') ? 128 : 32;
  const [prefixLength, setPrefixLength] = useState(String(length ?? Math.min(parentLength + 1, maxLength)));
  const [status, setStatus] = useState('active');
  const [description, setDescription] = useState('');
  const [iface, setIface] = useState<Picked[]>([]);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: true; created: ApiObject } | { ok: false; text: string } | null>(null);
  const what = kind === 'ip' ? 'the next free IP address' : 'a child prefix';

  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setResult(null);
    const body: Record<string, unknown> = { status, description };
    if (kind === 'prefix') body.prefix_length = Number(prefixLength);
    if (kind === 'ip' && iface[0]) Object.assign(body, { assigned_object_type: 'dcim.interface', assigned_object_id: iface[0].id });
    try {
      const created = await api<ApiObject>('POST', `${objectApi(modelOf('ipam.prefix'), parent.id)}${ACTION[kind]}/`, { body });
      setResult({ ok: true, created });
      onAllocated(created);
    } catch (err) {
      setResult({ ok: false, text: refusalText(err) });
    } finally {
      setBusy(false);
    }
  };

  const id = `allocate-${kind}`;
  return (
    <form class="card mb-3 allocate-panel" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <div class="card-header">
        <h3 class="card-title" id={`${id}-title`}>Allocate {what} of {String(parent.prefix)}</h3>
      </div>
      <div class="card-body filter-grid">
        {kind === 'prefix' && (
          <div>
            <label class="form-label required" for={`${id}-length`}>Prefix length</label>
            <input id={`${id}-length`} type="number" class="form-control" min={parentLength} max={maxLength} required value={prefixLength} onInput={(e) => setPrefixLength((e.target as HTMLInputElement).value)} />
          </div>
        )}
        <div>
          <label class="form-label" for={`${id}-status`}>Status</label>
          <select id={`${id}-status`} class="form-select" value={status} onChange={(e) => setStatus((e.target as HTMLSelectElement).value)}>
            {choicesOf(statusSet).map((c) => <option key={c.value} value={c.value}>{c.label}</option>)}
          </select>
        </div>
        <div>
          <label class="form-label" for={`${id}-description`}>Description</label>
          <input id={`${id}-description`} class="form-control" maxLength={200} value={description} onInput={(e) => setDescription((e.target as HTMLInputElement).value)} />
        </div>
        {kind === 'ip' && (
          <div>
            <label class="form-label" for={`${id}-interface`}>Interface</label>
            <ObjectSelect id={`${id}-interface`} model={modelOf('dcim.interface')} value={iface} onChange={setIface} />
          </div>
        )}
      </div>
      {result && (
        <div class="card-body pt-0">
          {result.ok ? (
            <div class="alert alert-success m-0" role="status">
              Allocated{' '}
              <a href={pageOfUrl(String(result.created.url)) ?? objectPage(target, result.created.id)}>{result.created.display}</a>.
            </div>
          ) : (
            <div class="alert alert-danger m-0" role="alert">
              Not allocated: {result.text}
            </div>
          )}
        </div>
      )}
      <div class="card-footer d-flex gap-2">
        <button type="submit" class="btn btn-primary" disabled={busy}>Allocate</button>
        <button type="button" class="btn" onClick={onClose}>Close</button>
      </div>
    </form>
  );
}
