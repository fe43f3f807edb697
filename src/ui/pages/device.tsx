// A device's overview laid out by purpose, as NetBox's device page: the device itself (name,
// status, role in its colour, type with its manufacturer, platform, serial, asset tag), where
// it is (site, location, rack, position and face, each linked), how it is managed (primary
// IPv4 and IPv6, out-of-band IP, config template, cluster), its virtual chassis with the other
// members, and its comments. Counts and internals are not shown as fields; the role's colour
// and the chassis members come from the API beside the device.
import type { ComponentChildren } from 'preact';
import { api, type ApiObject, type Page } from '../api.ts';
import { model as modelOf, objectApi } from '../catalogue.ts';
import { useLoad } from '../components/load.tsx';
import { ObjectLink, Swatch, Value } from '../components/value.tsx';

type Obj = ApiObject | null | undefined;

/** A card of labelled rows; a row whose value is undefined is left out. */
export function AttributeCard({ title, rows, children }: { title: string; rows: Array<[string, ComponentChildren]>; children?: ComponentChildren }) {
  return (
    <div class="card">
      <div class="card-header"><h2 class="card-title">{title}</h2></div>
      <table class="table table-vcenter card-table detail-table">
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {children}
    </div>
  );
}

/** A value shown as the detail page shows any field's. */
const shown = (v: unknown) => <Value field={undefined} value={v} />;

export function DeviceOverview({ obj }: { obj: ApiObject }) {
  const role = obj.role as Obj;
  const vc = obj.virtual_chassis as Obj;
  const type = obj.device_type as Obj;
  const extra = useLoad(async () => {
    const [r, members] = await Promise.all([
      role ? api<ApiObject>('GET', objectApi(modelOf('dcim.device_role'), role.id), { query: { fields: 'id,color' } }).catch(() => null) : null,
      vc ? api<Page>('GET', '/api/dcim/devices/', { query: { virtual_chassis_id: String(vc.id), fields: 'id,url,display,vc_position,vc_priority', ordering: 'vc_position', limit: '100' } }).catch(() => null) : null,
    ]);
    return { color: r?.color, members: members?.results ?? [] };
  }, [obj.id, role?.id, vc?.id]);
  const face = obj.face as { value: string; label: string } | null;
  const position = obj.position === null || obj.position === undefined ? undefined : `U${obj.position}${face?.value ? ` / ${face.label}` : ''}`;
  return (
    <div class="d-flex flex-column gap-3 device-overview">
      <AttributeCard
        title="Device"
        rows={[
          ['Name', obj.name ? String(obj.name) : shown(null)],
          ['Status', shown(obj.status)],
          ['Role', role ? <span class="d-inline-flex align-items-center"><Swatch color={extra.data?.color} /><ObjectLink obj={role} /></span> : shown(null)],
          ['Device type', type ? <><ObjectLink obj={type.manufacturer as Obj} /> <ObjectLink obj={type} /></> : shown(null)],
          ['Platform', shown(obj.platform)],
          ['Serial number', obj.serial ? <span class="font-monospace">{String(obj.serial)}</span> : shown(null)],
          ['Asset tag', obj.asset_tag ? <span class="font-monospace">{String(obj.asset_tag)}</span> : shown(null)],
          ['Airflow', shown(obj.airflow)],
          ['Tenant', shown(obj.tenant)],
          ['Parent device', shown(obj.parent_device)],
          ['Description', shown(obj.description)],
        ]}
      />
      <AttributeCard
        title="Location"
        rows={[
          ['Site', shown(obj.site)],
          ['Location', shown(obj.location)],
          ['Rack', shown(obj.rack)],
          ['Position', position ? <span>{position}</span> : shown(null)],
          ...(obj.latitude !== null && obj.longitude !== null ? [['GPS coordinates', `${obj.latitude}, ${obj.longitude}`] as [string, ComponentChildren]] : []),
        ]}
      />
      <AttributeCard
        title="Management"
        rows={[
          ['Primary IPv4', shown(obj.primary_ip4)],
          ['Primary IPv6', shown(obj.primary_ip6)],
          ['Out-of-band IP', shown(obj.oob_ip)],
          ['Config template', shown(obj.config_template)],
          ['Cluster', shown(obj.cluster)],
        ]}
      />
      {vc && (
        <AttributeCard title="Virtual chassis" rows={[['Chassis', <ObjectLink obj={vc} />], ['Position', shown(obj.vc_position)], ['Priority', shown(obj.vc_priority)]]}>
          <table class="table card-table vc-members">
            <caption class="px-3">Members</caption>
            <thead>
              <tr><th scope="col">Device</th><th scope="col">Position</th><th scope="col">Priority</th></tr>
            </thead>
            <tbody>
              {(extra.data?.members ?? []).map((m) => (
                <tr key={m.id} class={m.id === obj.id ? 'table-active' : undefined}>
                  <td>{m.id === obj.id ? <strong aria-current="true">{m.display}</strong> : <ObjectLink obj={m} />}</td>
                  <td>{shown(m.vc_position)}</td>
                  <td>{shown(m.vc_priority)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </AttributeCard>
      )}
      <div class="card">
        <div class="card-header"><h2 class="card-title">Comments</h2></div>
        <div class="card-body">{obj.comments ? <div class="comments">{String(obj.comments)}</div> : shown(null)}</div>
      </div>
    </div>
  );
}
