// What the UI knows of cabling: which components take a cable and which far ends each may be
// cabled to (NetBox's COMPATIBLE_TERMINATION_TYPES, device components only), and a component
// row's actions: Connect (the cable form), Trace (the path drawn) and Disconnect (the cable
// deleted after a confirmation in the row); and a device's interfaces' IP addresses, as
// NetBox's interface table shows them.
import { useState } from 'preact/hooks';
import { api, type ApiObject, type Page } from '../api.ts';
import { catalogue, model as modelOf, objectApi, objectPage, type UiModel } from '../catalogue.ts';
import { useMay } from '../session.ts';
import { useLoad } from './load.tsx';
import type { ExtraColumn } from './table.tsx';
import { Empty, ObjectLink } from './value.tsx';

/** The far ends a cable from each kind of component may reach. */
const PEERS: Record<string, string[]> = {
  'dcim.interface': ['dcim.interface', 'dcim.frontport', 'dcim.rearport'],
  'dcim.frontport': ['dcim.interface', 'dcim.frontport', 'dcim.rearport', 'dcim.consoleport', 'dcim.consoleserverport'],
  'dcim.rearport': ['dcim.interface', 'dcim.frontport', 'dcim.rearport', 'dcim.consoleport', 'dcim.consoleserverport'],
  'dcim.consoleport': ['dcim.consoleserverport', 'dcim.frontport', 'dcim.rearport'],
  'dcim.consoleserverport': ['dcim.consoleport', 'dcim.frontport', 'dcim.rearport'],
  'dcim.powerport': ['dcim.poweroutlet', 'dcim.powerfeed'],
  'dcim.poweroutlet': ['dcim.powerport'],
  'dcim.powerfeed': ['dcim.powerport'],
};

const byContentType = new Map(catalogue.models.map((m) => [m.content_type, m]));

/** The models a cable from `model` may end on, in NetBox's order. */
export function peerModels(model: UiModel): UiModel[] {
  return (PEERS[model.content_type] ?? []).map((t) => byContentType.get(t)).filter((m): m is UiModel => !!m);
}

export function cabled(model: UiModel): boolean {
  return model.content_type in PEERS;
}

export const CABLE = () => modelOf('dcim.cable');

export const connectPage = (model: UiModel, id: number | string) => `${objectPage(model, id)}connect/`;
export const tracePage = (model: UiModel, id: number | string) => `${objectPage(model, id)}trace/`;

/** A component row's cabling actions; `onChange` after a cable is deleted. */
export function CableActions({ model, row, onChange }: { model: UiModel; row: ApiObject; onChange: () => void }) {
  const mayAdd = useMay(CABLE(), 'add');
  const mayDelete = useMay(CABLE(), 'delete');
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const cable = row.cable as ApiObject | null;
  if (asking && cable)
    return (
      <span role="group" aria-label={`Disconnect ${row.display}`} class="d-inline-flex align-items-center gap-2">
        <span>Delete cable {cable.display}?</span>
        <button
          type="button"
          class="btn btn-sm btn-danger"
          onClick={async () => {
            try {
              await api('DELETE', objectApi(CABLE(), cable.id));
              setAsking(false);
              onChange();
            } catch (e) {
              setFailed((e as Error).message);
            }
          }}
        >
          Disconnect
        </button>
        <button type="button" class="btn btn-sm" onClick={() => setAsking(false)}>Cancel</button>
        {failed && <span role="alert" class="text-danger">{failed}</span>}
      </span>
    );
  return (
    <span class="d-inline-flex gap-1">
      {model.actions.includes('trace') && <a class="btn btn-sm" href={tracePage(model, row.id)} aria-label={`Trace ${row.display}`}>Trace</a>}
      {cable
        ? mayDelete && <button type="button" class="btn btn-sm btn-outline-danger" aria-label={`Disconnect ${row.display}`} onClick={() => setAsking(true)}>Disconnect</button>
        : mayAdd && !row.mark_connected && <a class="btn btn-sm btn-outline-primary" href={connectPage(model, row.id)} aria-label={`Connect ${row.display}`}>Connect</a>}
    </span>
  );
}

/** The columns a device's tab of `model` adds to the model's own: an interface's IP addresses
 * (read for the whole device in one request) and a cabled component's actions. */
export function useComponentColumns(model: UiModel, device: number | undefined, onChange: () => void): ExtraColumn[] {
  const interfaces = model.key === 'dcim.interface' && device !== undefined;
  const ips = useLoad(
    () => (interfaces
      ? api<Page>('GET', '/api/ipam/ip-addresses/', { query: { device_id: String(device), fields: 'id,url,display,address,assigned_object', limit: '1000' } }).catch(() => null)
      : Promise.resolve(null)),
    [model.key, device],
  );
  const columns: ExtraColumn[] = [];
  if (interfaces) {
    const byInterface = new Map<number, ApiObject[]>();
    for (const ip of ips.data?.results ?? []) {
      // The device's addresses are its interfaces' (the filter reaches no other assignment).
      const id = (ip.assigned_object as ApiObject | null)?.id;
      if (id === undefined) continue;
      byInterface.set(id, [...(byInterface.get(id) ?? []), ip]);
    }
    columns.push({
      label: 'IP addresses',
      cell: (row) => {
        const list = byInterface.get(row.id);
        if (!list) return <Empty />;
        return (
          <ul class="list-unstyled mb-0">
            {list.map((ip) => <li key={ip.id}><ObjectLink obj={{ ...ip, display: ip.address }} /></li>)}
          </ul>
        );
      },
    });
  }
  if (cabled(model)) columns.push({ label: 'Actions', hidden: true, cell: (row) => <CableActions model={model} row={row} onChange={onChange} /> });
  return columns;
}
