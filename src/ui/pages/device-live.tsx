// A device's live data tabs (the spec's "Live data availability"): Status, LLDP Neighbours and
// Configuration, read from the device at request time through GET
// /api/dcim/devices/<id>/devlib/. Whether they are shown is the server's answer
// (GET /api/dcim/devices/<id>/devlib/available/: active, a primary IP, a platform with a
// driver, and dcim.devlib_read_device for this user), never worked out here. Each tab shows a
// loading state, then the data, the failure of the whole call (the device unreachable: 503), or
// each failed method's own message beside the others' output.
import type { ComponentChildren } from 'preact';
import { useRef, useState } from 'preact/hooks';
import { api, type ApiObject, type Page } from '../api.ts';
import { objectApi, pageOfUrl, type UiModel } from '../catalogue.ts';
import { copyText } from '../components/copy.ts';
import { Show, useLoad } from '../components/load.tsx';
import { ChoiceBadge, Empty } from '../components/value.tsx';

/** The server's answer on whether the live tabs are shown. */
export interface LiveAvailability {
  available: boolean;
  device_available: boolean;
  permitted: boolean;
  reasons: string[];
}

export const availabilityApi = (model: UiModel, id: number | string) => `${objectApi(model, id)}devlib/available/`;

export const LIVE_TABS = [
  { label: 'Status', render: (device: ApiObject) => <StatusTab device={device} /> },
  { label: 'LLDP Neighbours', render: (device: ApiObject) => <LldpTab device={device} /> },
  { label: 'Configuration', render: (device: ApiObject) => <ConfigTab device={device} /> },
];

type Output = Record<string, unknown>;

/** One call to the live endpoint, every method in it. */
function live(device: ApiObject, methods: string[]): Promise<Output> {
  return api<Output>('GET', `/api/dcim/devices/${device.id}/devlib/`, { query: { method: methods } });
}

/** A method's error entry ({"error": "Method get_x failed: ..."}), if it is one. */
function failure(value: unknown): string | undefined {
  if (value && typeof value === 'object' && !Array.isArray(value) && 'error' in value && Object.keys(value).length === 1) return String((value as { error: unknown }).error);
  if (value === undefined) return 'The device returned nothing for this method.';
  return undefined;
}

/** A method's section: its output, or its own failure in place of it. */
function Method({ name, value, children }: { name: string; value: unknown; children: (v: any) => ComponentChildren }) {
  const failed = failure(value);
  if (failed !== undefined)
    return (
      <div class="alert alert-danger m-3" role="alert">
        <h3 class="alert-title h4">{name} failed</h3>
        <div>{failed}</div>
      </div>
    );
  return <>{children(value)}</>;
}

function Card({ title, id, children, actions }: { title: string; id: string; children: ComponentChildren; actions?: ComponentChildren }) {
  return (
    <section class="card" aria-labelledby={id}>
      <div class="card-header">
        <h2 class="card-title" id={id}>{title}</h2>
        {actions && <div class="ms-auto d-flex gap-2">{actions}</div>}
      </div>
      {children}
    </section>
  );
}

/** Seconds as NetBox's status tab shows an uptime: "12 days, 4:05:09". */
export function uptime(seconds: unknown): string {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return '—';
  const s = Math.floor(seconds);
  const days = Math.floor(s / 86400);
  const hms = [Math.floor((s % 86400) / 3600), Math.floor((s % 3600) / 60), s % 60].map((n, i) => (i === 0 ? String(n) : String(n).padStart(2, '0'))).join(':');
  return days ? `${days} day${days === 1 ? '' : 's'}, ${hms}` : hms;
}

const text = (v: unknown) => (v === null || v === undefined || v === '' ? <Empty /> : String(v));
/** NAPALM writes -1 (or -1.0) for a reading the device does not give. */
const reading = (v: unknown, unit = '') => (typeof v === 'number' && v >= 0 ? `${v}${unit}` : typeof v === 'number' ? 'unknown' : text(v));
const state = (ok: unknown, good = 'OK', bad = 'Failed') => (ok === true ? <ChoiceBadge value="active" label={good} /> : ok === false ? <ChoiceBadge value="failed" label={bad} /> : <Empty />);

function entries(v: unknown): Array<[string, Record<string, unknown>]> {
  return v && typeof v === 'object' ? (Object.entries(v) as Array<[string, Record<string, unknown>]>) : [];
}

function StatusTab({ device }: { device: ApiObject }) {
  const loaded = useLoad(() => live(device, ['get_facts', 'get_environment']), [device.id]);
  return (
    <Show loaded={loaded}>
      {(out) => (
        <div class="row row-cards">
          <div class="col-lg-6">
            <Card title="Device facts" id="live-facts">
              <Method name="get_facts" value={out.get_facts}>
                {(f: Record<string, unknown>) => (
                  <table class="table card-table detail-table">
                    <tbody>
                      <tr><th scope="row">Hostname</th><td>{text(f.hostname)}</td></tr>
                      <tr><th scope="row">FQDN</th><td>{text(f.fqdn)}</td></tr>
                      <tr><th scope="row">Vendor</th><td>{text(f.vendor)}</td></tr>
                      <tr><th scope="row">Model</th><td>{text(f.model)}</td></tr>
                      <tr><th scope="row">Serial number</th><td>{text(f.serial_number)}</td></tr>
                      <tr><th scope="row">OS version</th><td>{text(f.os_version)}</td></tr>
                      <tr><th scope="row">Uptime</th><td>{uptime(f.uptime)}</td></tr>
                      <tr><th scope="row">Interfaces</th><td>{Array.isArray(f.interface_list) ? f.interface_list.length : <Empty />}</td></tr>
                    </tbody>
                  </table>
                )}
              </Method>
            </Card>
          </div>
          <div class="col-lg-6">
            <Card title="Environment" id="live-environment">
              <Method name="get_environment" value={out.get_environment}>
                {(e: Record<string, unknown>) => <Environment env={e} />}
              </Method>
            </Card>
          </div>
        </div>
      )}
    </Show>
  );
}

function Environment({ env }: { env: Record<string, unknown> }) {
  const memory = (env.memory ?? {}) as { available_ram?: number; used_ram?: number };
  const total = memory.available_ram;
  const used = memory.used_ram;
  const percent = typeof total === 'number' && total > 0 && typeof used === 'number' && used >= 0 ? Math.round((used / total) * 1000) / 10 : undefined;
  const none = (rows: unknown[], cols: number, what: string) => (rows.length ? null : <tr><td colSpan={cols}>No {what} reported.</td></tr>);
  const cpus = entries(env.cpu);
  const temps = entries(env.temperature);
  const fans = entries(env.fans);
  const power = entries(env.power);
  return (
    <div class="card-body d-flex flex-column gap-3">
      <table class="table table-sm live-table">
        <caption>CPU</caption>
        <thead><tr><th scope="col">CPU</th><th scope="col">Usage</th></tr></thead>
        <tbody>
          {cpus.map(([name, c]) => <tr key={name}><th scope="row">{name}</th><td>{reading(c['%usage'], '%')}</td></tr>)}
          {none(cpus, 2, 'CPU')}
        </tbody>
      </table>
      <table class="table table-sm live-table">
        <caption>Memory</caption>
        <tbody>
          <tr><th scope="row">Used</th><td>{reading(used, ' bytes')}</td></tr>
          <tr><th scope="row">Available</th><td>{reading(total, ' bytes')}</td></tr>
          <tr><th scope="row">Usage</th><td>{percent === undefined ? 'unknown' : `${percent}%`}</td></tr>
        </tbody>
      </table>
      <table class="table table-sm live-table">
        <caption>Temperatures</caption>
        <thead><tr><th scope="col">Sensor</th><th scope="col">Temperature</th><th scope="col">State</th></tr></thead>
        <tbody>
          {temps.map(([name, t]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>{reading(t.temperature, ' °C')}</td>
              <td>{t.is_critical ? <ChoiceBadge value="failed" label="Critical" /> : t.is_alert ? <ChoiceBadge value="decommissioning" label="Alert" /> : <ChoiceBadge value="active" label="Normal" />}</td>
            </tr>
          ))}
          {none(temps, 3, 'temperatures')}
        </tbody>
      </table>
      <table class="table table-sm live-table">
        <caption>Fans</caption>
        <thead><tr><th scope="col">Fan</th><th scope="col">Status</th></tr></thead>
        <tbody>
          {fans.map(([name, f]) => <tr key={name}><th scope="row">{name}</th><td>{state(f.status)}</td></tr>)}
          {none(fans, 2, 'fans')}
        </tbody>
      </table>
      <table class="table table-sm live-table">
        <caption>Power supplies</caption>
        <thead><tr><th scope="col">Supply</th><th scope="col">Status</th><th scope="col">Capacity</th><th scope="col">Output</th></tr></thead>
        <tbody>
          {power.map(([name, p]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>{state(p.status)}</td>
              <td>{reading(p.capacity, ' W')}</td>
              <td>{reading(p.output, ' W')}</td>
            </tr>
          ))}
          {none(power, 4, 'power supplies')}
        </tbody>
      </table>
    </div>
  );
}

interface Neighbour {
  remote_system_name?: string;
  remote_port?: string;
  remote_port_description?: string;
  remote_chassis_id?: string;
  remote_system_description?: string;
}

/** An interface as the list API gives it: its device and what its cable reaches. */
type Iface = ApiObject & { name: string; device: ApiObject & { name?: string | null }; cable: ApiObject | null; link_peers?: Array<ApiObject & { name?: string; device?: ApiObject & { name?: string | null } }>; connected_endpoints?: Array<ApiObject & { name?: string; device?: ApiObject & { name?: string | null } }> | null };

/** What the LLDP tab knows of netinv's side: the device's interfaces named by LLDP, the
 * neighbour devices by name and their interfaces by name. */
interface Known {
  local: Map<string, Iface>;
  devices: Map<string, ApiObject>;
  remote: Map<string, Iface>;
}

/** An LLDP system name as netinv would name the device: itself, or its host part (sw1 of
 * sw1.example.net). */
const shortName = (name: string) => name.split('.')[0] ?? name;

function deviceNamed(known: Known, name: string | undefined): ApiObject | undefined {
  if (!name) return undefined;
  return known.devices.get(name) ?? known.devices.get(shortName(name));
}

async function lookUp(device: ApiObject, lldp: Record<string, Neighbour[]>): Promise<Known> {
  const locals = Object.keys(lldp);
  const neighbours = Object.values(lldp).flat();
  const names = [...new Set(neighbours.flatMap((n) => (n.remote_system_name ? [n.remote_system_name, shortName(n.remote_system_name)] : [])))];
  const ports = [...new Set(neighbours.flatMap((n) => (n.remote_port ? [n.remote_port] : [])))];
  const none: Page<Iface> = { count: 0, next: null, previous: null, results: [] };
  // Three requests at once: this device's interfaces, the neighbours, their interfaces.
  const [local, devices, remote] = await Promise.all([
    locals.length ? api<Page<Iface>>('GET', '/api/dcim/interfaces/', { query: { device_id: String(device.id), name: locals, limit: '1000' } }) : none,
    names.length ? api<Page>('GET', '/api/dcim/devices/', { query: { name: names, brief: '1', limit: '1000' } }) : { ...none, results: [] as ApiObject[] },
    names.length && ports.length ? api<Page<Iface>>('GET', '/api/dcim/interfaces/', { query: { device: names, name: ports, brief: '1', limit: '1000' } }) : none,
  ]);
  return {
    local: new Map(local.results.map((i) => [i.name, i])),
    devices: new Map(devices.results.map((d) => [String(d.name), d])),
    remote: new Map(remote.results.map((i) => [`${i.device?.name ?? ''}\u0000${i.name}`, i])),
  };
}

function Linked({ obj, label }: { obj: ApiObject | undefined; label: string | undefined }) {
  if (!label) return <Empty />;
  const page = obj && typeof obj.url === 'string' ? pageOfUrl(obj.url) : undefined;
  return page ? <a href={page}>{label}</a> : <span>{label}</span>;
}

/** How netinv's cabling of the local interface compares with what LLDP sees. */
function compare(iface: Iface | undefined, neighbourDevice: string | undefined, port: string | undefined): { value: string; label: string; detail?: ComponentChildren } {
  if (!iface) return { value: 'offline', label: 'Interface not in netinv' };
  const far = (iface.connected_endpoints?.length ? iface.connected_endpoints : iface.link_peers) ?? [];
  if (!iface.cable || far.length === 0) return { value: 'planned', label: 'Not cabled in netinv' };
  const agrees = far.some((p) => p.name === port && p.device?.name && neighbourDevice !== undefined && (p.device.name === neighbourDevice || p.device.name === shortName(neighbourDevice)));
  const detail = (
    <>
      netinv: {far.map((p, i) => (
        <span key={p.id}>
          {i > 0 && ', '}
          <Linked obj={p.device as ApiObject | undefined} label={p.device?.name ?? p.device?.display} /> <Linked obj={p} label={p.name ?? p.display} />
        </span>
      ))}
    </>
  );
  return agrees ? { value: 'active', label: 'Matches netinv', detail } : { value: 'failed', label: 'Differs from netinv', detail };
}

function LldpTab({ device }: { device: ApiObject }) {
  const loaded = useLoad(async () => {
    const out = await live(device, ['get_lldp_neighbors_detail']);
    const lldp = out.get_lldp_neighbors_detail;
    if (failure(lldp) !== undefined) return { lldp, known: undefined };
    return { lldp, known: await lookUp(device, lldp as Record<string, Neighbour[]>) };
  }, [device.id]);
  return (
    <Card title="LLDP neighbours" id="live-lldp">
      <Show loaded={loaded}>
        {({ lldp, known }) => (
          <Method name="get_lldp_neighbors_detail" value={lldp}>
            {(table: Record<string, Neighbour[]>) => {
              const rows = Object.entries(table).flatMap(([local, ns]) => ns.map((n, i) => ({ local, n, key: `${local}-${i}` })));
              if (!rows.length) return <div class="card-body">The device sees no LLDP neighbours.</div>;
              return (
                <div class="table-responsive">
                  <table class="table table-vcenter card-table lldp-table">
                    <caption class="visually-hidden">LLDP neighbours of {device.display}, and netinv's cabling of each interface</caption>
                    <thead>
                      <tr>
                        <th scope="col">Interface</th>
                        <th scope="col">Neighbour</th>
                        <th scope="col">Neighbour port</th>
                        <th scope="col">Chassis ID</th>
                        <th scope="col">netinv's cabling</th>
                      </tr>
                    </thead>
                    <tbody>
                      {rows.map(({ local, n, key }) => {
                        const iface = known!.local.get(local);
                        const neighbour = deviceNamed(known!, n.remote_system_name);
                        const port = neighbour && n.remote_port ? known!.remote.get(`${String(neighbour.name)}\u0000${n.remote_port}`) : undefined;
                        const c = compare(iface, n.remote_system_name, n.remote_port);
                        return (
                          <tr key={key} data-state={c.value === 'active' ? 'matches' : c.value === 'failed' ? 'differs' : 'unknown'}>
                            <td><Linked obj={iface} label={local} /></td>
                            <td><Linked obj={neighbour} label={n.remote_system_name} /></td>
                            <td>
                              <Linked obj={port} label={n.remote_port} />
                              {n.remote_port_description && n.remote_port_description !== n.remote_port && <div class="text-secondary small">{n.remote_port_description}</div>}
                            </td>
                            <td class="font-monospace">{text(n.remote_chassis_id)}</td>
                            <td>
                              <ChoiceBadge value={c.value} label={c.label} />
                              {c.detail && <div class="small mt-1">{c.detail}</div>}
                            </td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </table>
                </div>
              );
            }}
          </Method>
        )}
      </Show>
    </Card>
  );
}

const CONFIGS = [
  ['running', 'Running configuration'],
  ['startup', 'Startup configuration'],
  ['candidate', 'Candidate configuration'],
] as const;

function ConfigTab({ device }: { device: ApiObject }) {
  const loaded = useLoad(() => live(device, ['get_config']), [device.id]);
  return (
    <Show loaded={loaded}>
      {(out) => (
        <Method name="get_config" value={out.get_config}>
          {(config: Record<string, string>) => (
            <div class="d-flex flex-column gap-3">
              {CONFIGS.map(([key, label]) => <ConfigCard key={key} name={key} label={label} text={config[key] ?? ''} />)}
            </div>
          )}
        </Method>
      )}
    </Show>
  );
}

function ConfigCard({ name, label, text: config }: { name: string; label: string; text: string }) {
  const pre = useRef<HTMLPreElement>(null);
  const [status, setStatus] = useState('');
  // Plain http origins get no clipboard API: the text is then selected for the user's own copy.
  const copy = async () =>
    setStatus(await copyText(config, () => {
      const range = document.createRange();
      range.selectNodeContents(pre.current!);
      const selection = window.getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
    }, 'The configuration'));
  const id = `config-${name}`;
  return (
    <Card title={label} id={id} actions={config ? <button type="button" class="btn btn-sm" onClick={copy} aria-describedby={`${id}-status`}>Copy {name}</button> : undefined}>
      <div class="card-body">
        {config ? (
          // Focusable, so that a keyboard can scroll it.
          <pre class="json config-text m-0" ref={pre} tabIndex={0} aria-labelledby={id}>{config}</pre>
        ) : (
          <p class="m-0 text-secondary">The device has no {name} configuration.</p>
        )}
        <p class="form-hint mt-2 mb-0" role="status" id={`${id}-status`}>{status}</p>
      </div>
    </Card>
  );
}
