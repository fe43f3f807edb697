// A VLAN group's VLANs tab as NetBox shows it (ipam/vlangroup/vlans.html with
// add_available_vlans): its VLANs by VID, and between them rows for the VIDs its ranges still
// leave free, each with "Create VLAN" on the first free VID, the group already chosen.
// The free VIDs come from the group's vid_ranges and its VLANs (the API gives both; netinv
// serves no available-vlans endpoint).
import { api, type ApiObject, type Page } from '../api.ts';
import { listApi, listPage, model as modelOf } from '../catalogue.ts';
import { Show, useLoad } from '../components/load.tsx';
import { FreeRow, FreeSpaceTable, ObjectRow } from '../components/free-space-table.tsx';
import { mergeVlans } from '../ipam/free-space.ts';
import { useMay } from '../session.ts';

/** VLANs read per request; a group holds at most 4,094. */
const PAGE = 1000;
const COLUMNS = ['name', 'status', 'site', 'tenant', 'role', 'description'];

async function allVlans(group: number): Promise<ApiObject[]> {
  const out: ApiObject[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await api<Page>('GET', listApi(modelOf('ipam.vlan')), { query: { group_id: String(group), limit: String(PAGE), offset: String(offset) } });
    out.push(...page.results);
    if (!page.next || !page.results.length) return out;
  }
}

function VlansTab({ obj }: { obj: ApiObject }) {
  const m = modelOf('ipam.vlan');
  const loaded = useLoad(() => allVlans(obj.id), [obj.id]);
  const mayAdd = useMay(m, 'add');
  const ranges = (Array.isArray(obj.vid_ranges) ? obj.vid_ranges : []) as Array<[number, number]>;
  return (
    <div class="card">
      <div class="card-header">
        <h2 class="card-title">VLANs</h2>
        <div class="ms-auto d-flex gap-2">
          {mayAdd && <a class="btn btn-sm btn-primary" href={`${listPage(m)}add/?group=${obj.id}`}>Add VLAN</a>}
          <a class="btn btn-sm" href={`${listPage(m)}?group_id=${obj.id}`}>View in list</a>
        </div>
      </div>
      <Show loaded={loaded}>
        {(vlans) => {
          const rows = mergeVlans(ranges, vlans);
          return (
            <FreeSpaceTable caption={`VLANs of ${obj.display}`} first="VID" columns={COLUMNS}>
              {rows.map((r) =>
                'vlan' in r ? (
                  <ObjectRow key={`v${r.vlan.id}`} model={m} obj={r.vlan} columns={COLUMNS} data={{ 'data-vid': String(r.vlan.vid) }} first={<a href={`${listPage(m)}${r.vlan.id}/`}>{String(r.vlan.vid)}</a>} />
                ) : (
                  <FreeRow key={`f${r.first}`} id={`${r.first}-${r.last}`} span={COLUMNS.length} first={r.first === r.last ? r.first : `${r.first}–${r.last}`}
                    text={r.last === r.first ? 'One VLAN available' : `${(r.last - r.first + 1).toLocaleString('en')} VLANs available`}>
                    {mayAdd && (
                      <a class="btn btn-sm ms-2" href={`${listPage(m)}add/?group=${obj.id}&vid=${r.first}`} aria-label={`Create VLAN ${r.first}`}>
                        Create VLAN
                      </a>
                    )}
                  </FreeRow>
                ),
              )}
            </FreeSpaceTable>
          );
        }}
      </Show>
    </div>
  );
}

export const VLAN_GROUP_VIEW = {
  tabs: [{ label: 'VLANs', render: (obj: ApiObject) => <VlansTab obj={obj} /> }],
};
