// A prefix's page as NetBox lays it out (templates/ipam/prefix.html and prefix/*.html): its
// fields by purpose (the prefix, where it is, its addressing with a utilisation bar and the
// first free address), and tabs for its child prefixes and its addresses in hierarchy, each
// with NetBox's "show available" rows for the free space between the used (from the API's
// available-prefixes, and from the addresses the prefix hands out), and its IP ranges. Free
// space is allocated from the tabs (components/allocate.tsx).
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { api, type ApiObject, type Page } from '../api.ts';
import { fieldLabel, listApi, listPage, model as modelOf, objectApi, type UiModel } from '../catalogue.ts';
import { AllocatePanel, type Allocation } from '../components/allocate.tsx';
import { FreeRow, FreeSpaceTable, ObjectRow } from '../components/free-space-table.tsx';
import { Show, useLoad } from '../components/load.tsx';
import { ObjectTable } from '../components/table.tsx';
import { UtilizationBar } from '../components/utilization.tsx';
import { Empty, ObjectLink, Value } from '../components/value.tsx';
import { mergeAddresses, mergePrefixes, type AddressRow, type FreePrefix } from '../ipam/free-space.ts';
import { countText, formatAddress, parseCidr, usable } from '../ipam/ip.ts';
import { useMay } from '../session.ts';

/** Rows a tab reads: NetBox's tables page them, these show the first ones and link to the list. */
const TAB_ROWS = 250;
const PREFIX_COLUMNS = ['status', 'children', 'vrf', 'utilization', 'tenant', 'scope', 'vlan', 'role'];
const ADDRESS_COLUMNS = ['status', 'role', 'vrf', 'tenant', 'assigned_object', 'dns_name', 'description'];

const prefixModel = () => modelOf('ipam.prefix');
const addressModel = () => modelOf('ipam.ip_address');
/** The filter selecting what lies in the prefix's VRF (`null`: the global table). */
const vrfOf = (obj: ApiObject) => String((obj.vrf as ApiObject | null)?.id ?? 'null');

/** Rows of a model's fields, labelled as the catalogue names them. */
export function FieldRows({ model, obj, names }: { model: UiModel; obj: ApiObject; names: string[] }) {
  return (
    <>
      {names.map((n) => {
        const f = model.fields.find((x) => x.name === n);
        return (
          <tr key={n}>
            <th scope="row">{fieldLabel(n)}</th>
            <td><Value field={f} value={obj[n]} /></td>
          </tr>
        );
      })}
    </>
  );
}

function Card({ title, children }: { title: string; children: ComponentChildren }) {
  return (
    <div class="card">
      <div class="card-header"><h2 class="card-title">{title}</h2></div>
      <table class="table table-vcenter card-table detail-table"><tbody>{children}</tbody></table>
    </div>
  );
}

/** The fields panel: the prefix, its addressing, its scope. */
export function PrefixPanels({ obj }: { obj: ApiObject }) {
  const m = prefixModel();
  const api_ = objectApi(m, obj.id);
  const counts = useLoad(
    () => Promise.all([
      api<Page>('GET', listApi(addressModel()), { query: { parent: String(obj.prefix), vrf_id: vrfOf(obj), limit: '1', brief: '1' } }),
      api<Array<{ address: string }>>('GET', `${api_}available-ips/`, { query: { limit: '1' } }),
    ]),
    [obj.id],
  );
  const cidr = parseCidr(String(obj.prefix));
  const span = cidr ? usable(cidr, obj.is_pool === true) : null;
  return (
    <div class="d-flex flex-column gap-3">
      <Card title="Prefix">
        <FieldRows model={m} obj={obj} names={['prefix', 'family', 'vrf', 'tenant', 'status', 'role', 'is_pool', 'description']} />
      </Card>
      <Card title="Addressing">
        <tr>
          <th scope="row">Utilization</th>
          <td>
            <UtilizationBar percent={Number(obj.utilization ?? 0)} />
            {obj.mark_utilized === true && <small>(Marked fully utilized)</small>}
          </td>
        </tr>
        <tr>
          <th scope="row">Child prefixes</th>
          <td>{String(obj.children ?? 0)}</td>
        </tr>
        <Show loaded={counts}>
          {([ips, first]) => (
            <>
              <tr>
                <th scope="row">Child IPs</th>
                <td>{ips.count}</td>
              </tr>
              <tr>
                <th scope="row">Available IPs</th>
                <td>{span ? countText(span.last - span.first + 1n - BigInt(ips.count) > 0n ? span.last - span.first + 1n - BigInt(ips.count) : 0n) : <Empty />}</td>
              </tr>
              <tr>
                <th scope="row">First available IP</th>
                <td>{first[0] ? <a href={addAddress(first[0].address, obj)}>{first[0].address}</a> : <Empty />}</td>
              </tr>
            </>
          )}
        </Show>
      </Card>
      <Card title="Scope">
        <FieldRows model={m} obj={obj} names={['scope', 'site', 'vlan']} />
      </Card>
    </div>
  );
}

/** The add form of an IP address or prefix, preset with the free value, the VRF and tenant (NetBox's links). */
function addPreset(model: UiModel, field: string, value: string, obj: ApiObject): string {
  const q = new URLSearchParams({ [field]: value });
  const vrf = obj.vrf as ApiObject | null;
  if (vrf) q.set('vrf', String(vrf.id));
  const tenant = obj.tenant as ApiObject | null;
  if (tenant) q.set('tenant', String(tenant.id));
  return `${listPage(model)}add/?${q.toString()}`;
}
const addAddress = (address: string, obj: ApiObject) => addPreset(addressModel(), 'address', address, obj);

function ShowAvailable({ shown, onChange }: { shown: boolean; onChange: (v: boolean) => void }) {
  return (
    <div class="btn-group" role="group" aria-label="Free space">
      <button type="button" class={`btn btn-sm${shown ? ' btn-primary' : ''}`} aria-pressed={shown} onClick={() => onChange(true)}>Show available</button>
      <button type="button" class={`btn btn-sm${!shown ? ' btn-primary' : ''}`} aria-pressed={!shown} onClick={() => onChange(false)}>Hide available</button>
    </div>
  );
}

/** A tab's frame: its title, the show-available toggle, the allocate button and its panel. */
function TabCard(props: {
  title: string;
  obj: ApiObject;
  kind: Allocation;
  shown: boolean;
  onShown: (v: boolean) => void;
  allocating: number | null | undefined;
  onAllocate: (length: number | null | undefined) => void;
  onAllocated: () => void;
  all: string;
  children: ComponentChildren;
}) {
  const mayAdd = useMay(props.kind === 'ip' ? addressModel() : prefixModel(), 'add');
  return (
    <div class="card">
      <div class="card-header flex-wrap gap-2">
        <h2 class="card-title">{props.title}</h2>
        <div class="ms-auto d-flex flex-wrap gap-2">
          <ShowAvailable shown={props.shown} onChange={props.onShown} />
          {mayAdd && (
            <button type="button" class="btn btn-sm btn-primary" onClick={() => props.onAllocate(null)}>
              {props.kind === 'ip' ? 'Allocate next IP' : 'Allocate a prefix'}
            </button>
          )}
          <a class="btn btn-sm" href={props.all}>View in list</a>
        </div>
      </div>
      {props.allocating !== undefined && (
        <div class="card-body pb-0">
          <AllocatePanel key={String(props.allocating)} kind={props.kind} parent={props.obj} length={props.allocating ?? undefined} onAllocated={props.onAllocated} onClose={() => props.onAllocate(undefined)} />
        </div>
      )}
      {props.children}
    </div>
  );
}

function ChildPrefixesTab({ obj }: { obj: ApiObject }) {
  const m = prefixModel();
  const [shown, setShown] = useState(true);
  const [allocating, setAllocating] = useState<number | null | undefined>(undefined);
  const query = { within: String(obj.prefix), vrf_id: vrfOf(obj) };
  const loaded = useLoad(
    () => Promise.all([
      api<Page>('GET', listApi(m), { query: { ...query, limit: String(TAB_ROWS) } }),
      shown ? api<FreePrefix[]>('GET', `${objectApi(m, obj.id)}available-prefixes/`) : Promise.resolve([]),
    ]),
    [obj.id, shown],
  );
  const depth = Number(obj._depth ?? 0) + 1;
  const all = `${listPage(m)}?${new URLSearchParams(query).toString()}`;
  const mayAdd = useMay(m, 'add');
  return (
    <TabCard title="Child prefixes" obj={obj} kind="prefix" shown={shown} onShown={setShown} allocating={allocating} onAllocate={setAllocating} onAllocated={loaded.reload} all={all}>
      <Show loaded={loaded}>
        {([page, free]) => {
          // The free space is exact only when every child is read.
          const rows = mergePrefixes(page.results, page.count > page.results.length ? [] : free);
          return (
            <>
              <FreeSpaceTable caption={`Child prefixes of ${String(obj.prefix)}`} first="Prefix" columns={PREFIX_COLUMNS} empty={rows.length ? undefined : 'No child prefixes.'}>
                {rows.map((r) =>
                  'used' in r ? (
                    <ObjectRow key={`p${r.used.id}`} model={m} obj={r.used} columns={PREFIX_COLUMNS} data={{ 'data-prefix': String(r.used.prefix) }}
                      first={<Indented depth={Number(r.used._depth ?? depth) - depth}><ObjectLink obj={r.used} /></Indented>} />
                  ) : (
                    <FreeRow key={`f${r.free}`} id={r.free} span={PREFIX_COLUMNS.length} text="available prefix" first={mayAdd ? <a href={addPreset(m, 'prefix', r.free, obj)}>{r.free}</a> : r.free}>
                      {mayAdd && (
                        <button type="button" class="btn btn-sm ms-2" aria-label={`Allocate a /${r.net.length} from ${r.free}`} onClick={() => setAllocating(r.net.length)}>
                          Allocate
                        </button>
                      )}
                    </FreeRow>
                  ),
                )}
              </FreeSpaceTable>
              {page.count > page.results.length && <div class="card-footer">Showing {page.results.length} of {page.count}, without the free space: <a href={all}>see them all</a>.</div>}
            </>
          );
        }}
      </Show>
    </TabCard>
  );
}

function Indented({ depth, children }: { depth: number; children: ComponentChildren }) {
  return (
    <span class="hierarchy-cell">
      {depth > 0 && <span class="hierarchy-depth" aria-hidden="true">{'• '.repeat(depth)}</span>}
      {children}
    </span>
  );
}

function AddressesTab({ obj }: { obj: ApiObject }) {
  const m = addressModel();
  const [shown, setShown] = useState(true);
  const [allocating, setAllocating] = useState<number | null | undefined>(undefined);
  const query = { parent: String(obj.prefix), vrf_id: vrfOf(obj) };
  const loaded = useLoad(() => api<Page>('GET', listApi(m), { query: { ...query, limit: String(TAB_ROWS) } }), [obj.id]);
  const prefix = parseCidr(String(obj.prefix));
  const all = `${listPage(m)}?${new URLSearchParams(query).toString()}`;
  const mayAdd = useMay(m, 'add');
  const length = prefix ? prefix.length : 0;
  return (
    <TabCard title="IP addresses" obj={obj} kind="ip" shown={shown} onShown={setShown} allocating={allocating} onAllocate={setAllocating} onAllocated={loaded.reload} all={all}>
      <Show loaded={loaded}>
        {(page) => {
          const rows: AddressRow[] = prefix && shown ? mergeAddresses(prefix, obj.is_pool === true, page.results, page.count <= page.results.length) : page.results.map((a) => ({ used: a, at: 0n }));
          const firstFree = rows.find((r) => 'first' in r);
          return (
            <>
              <FreeSpaceTable caption={`IP addresses of ${String(obj.prefix)}`} first="Address" columns={ADDRESS_COLUMNS} empty={rows.length ? undefined : 'No IP addresses.'}>
                {rows.map((r) => {
                  if ('used' in r)
                    return <ObjectRow key={`a${r.used.id}`} model={m} obj={r.used} columns={ADDRESS_COLUMNS} data={{ 'data-address': String(r.used.address) }} first={<ObjectLink obj={r.used} />} />;
                  const address = `${formatAddress(prefix!.family, r.first)}/${length}`;
                  return (
                    <FreeRow key={`f${r.first}`} id={address} span={ADDRESS_COLUMNS.length} text={r.count === 1n ? 'One IP available' : `${countText(r.count)} IPs available`}
                      first={mayAdd ? <a href={addAddress(address, obj)}>{address}</a> : address}>
                      {/* The API hands out the lowest free address: offered on the first run only. */}
                      {mayAdd && r === firstFree && (
                        <button type="button" class="btn btn-sm ms-2" aria-label={`Allocate ${formatAddress(prefix!.family, r.first)}`} onClick={() => setAllocating(null)}>
                          Allocate
                        </button>
                      )}
                    </FreeRow>
                  );
                })}
              </FreeSpaceTable>
              {page.count > page.results.length && <div class="card-footer">Showing {page.results.length} of {page.count}: <a href={all}>see them all</a>.</div>}
            </>
          );
        }}
      </Show>
    </TabCard>
  );
}

function RangesTab({ obj }: { obj: ApiObject }) {
  const m = modelOf('ipam.ip_range');
  const query = { parent: String(obj.prefix), vrf_id: vrfOf(obj) };
  const loaded = useLoad(() => api<Page>('GET', listApi(m), { query: { ...query, limit: String(TAB_ROWS) } }), [obj.id]);
  const all = `${listPage(m)}?${new URLSearchParams(query).toString()}`;
  return (
    <div class="card">
      <div class="card-header">
        <h2 class="card-title">IP ranges</h2>
        <div class="ms-auto"><a class="btn btn-sm" href={all}>View in list</a></div>
      </div>
      <Show loaded={loaded}>{(page) => <ObjectTable model={m} rows={page.results} columns={m.columns} caption={`IP ranges of ${String(obj.prefix)}`} />}</Show>
    </div>
  );
}

export const PREFIX_VIEW = {
  main: (obj: ApiObject) => <PrefixPanels obj={obj} />,
  tabs: [
    { label: 'Child prefixes', render: (obj: ApiObject) => <ChildPrefixesTab obj={obj} /> },
    { label: 'IP ranges', render: (obj: ApiObject) => <RangesTab obj={obj} /> },
    { label: 'IP addresses', render: (obj: ApiObject) => <AddressesTab obj={obj} /> },
  ],
};
