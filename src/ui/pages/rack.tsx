// Racks' front and rear elevations, drawn in the page as SVG from the API: the units of
// GET /api/dcim/racks/<id>/elevation/ (one per half unit, in the order a rack is read, each with
// the device taking it), the rack's devices (face) with their roles' colours, and its
// reservations. Drawn here rather than embedding the API's `render=svg`: the drawing takes the
// page's theme (dark mode) from CSS, its links stay in the web UI's router, and every device
// and reservation is a named link a keyboard and a screen reader reach, with the reservations
// also listed in text below it. A rack's page shows both faces; the site's elevations page
// (NetBox's rack elevations list) one face of each of its racks side by side.
import { useState } from 'preact/hooks';
import { api, type ApiObject, type Page } from '../api.ts';
import { model as modelOf, objectPage } from '../catalogue.ts';
import { Show, useLoad } from '../components/load.tsx';
import { ObjectSelect, type Picked } from '../components/object-select.tsx';
import { ObjectLink } from '../components/value.tsx';
import { navigate, withParams } from '../router.ts';

type Face = 'front' | 'rear';

interface Unit {
  id: number;
  name: string;
  device: ApiObject | null;
  occupied: boolean;
}

/** What the drawings of some racks need: each rack's units by face, and, for all of them,
 * the devices' faces, the roles' colours and the reservations. */
interface RackData {
  units: Map<number, Partial<Record<Face, Unit[]>>>;
  devices: Map<number, ApiObject>;
  colors: Map<number, string>;
  reservations: ApiObject[];
}

const UNIT_HEIGHT = 22;
const WIDTH = 230;
const LEGEND = 32;
const MARGIN = 16;

/** The drawings' data for `racks` (a page of them) and `faces`: a request per rack and face,
 * then one each for the devices, the reservations and the roles' colours. */
async function rackData(racks: number[], faces: Face[]): Promise<RackData> {
  const rackIds = racks.map(String);
  const units = (id: number, face: Face) =>
    api<Page<Unit>>('GET', `/api/dcim/racks/${id}/elevation/`, { query: { face, limit: '1000' } }).then((p) => [id, face, p.results] as const);
  const [drawn, devices, reservations] = await Promise.all([
    Promise.all(racks.flatMap((id) => faces.map((f) => units(id, f)))),
    api<Page>('GET', '/api/dcim/devices/', { query: { rack_id: rackIds, fields: 'id,face,role', limit: '1000' } }),
    api<Page>('GET', '/api/dcim/rack-reservations/', { query: { rack_id: rackIds, fields: 'id,url,display,units,description,rack', limit: '1000' } }).catch(() => ({ results: [] as ApiObject[] })),
  ]);
  const byRack = new Map<number, Partial<Record<Face, Unit[]>>>();
  for (const [id, face, list] of drawn) byRack.set(id, { ...byRack.get(id), [face]: list });
  const roles = [...new Set(devices.results.map((d) => (d.role as ApiObject | null)?.id).filter((r): r is number => typeof r === 'number'))];
  const colors = new Map<number, string>();
  if (roles.length) {
    const page = await api<Page>('GET', '/api/dcim/device-roles/', { query: { id: roles.map(String), fields: 'id,color', limit: '1000' } }).catch(() => ({ results: [] as ApiObject[] }));
    for (const r of page.results) colors.set(r.id, String(r.color ?? ''));
  }
  return { units: byRack, devices: new Map(devices.results.map((d) => [d.id, d])), colors, reservations: reservations.results };
}

/** Runs of units taken by one device (or blocked), in drawing order. */
interface Span {
  from: number;
  rows: number;
  device: ApiObject | null;
}

export function spans(units: Unit[]): Span[] {
  const out: Span[] = [];
  units.forEach((u, i) => {
    if (!u.occupied) return;
    const last = out.at(-1);
    if (last && last.from + last.rows === i && (last.device?.id ?? null) === (u.device?.id ?? null)) last.rows += 1;
    else out.push({ from: i, rows: 1, device: u.device });
  });
  return out;
}

/** The units a span takes, as a rack's labels read them: U10, U20-21. */
function unitsOf(taken: Unit[]): string {
  const numbers = taken.map((u) => Math.floor(u.id));
  const [lo, hi] = [Math.min(...numbers), Math.max(...numbers)];
  return lo === hi ? `U${lo}` : `U${lo}-${hi}`;
}

/** Black or white text on a role's colour (NetBox's foreground_color). */
function foreground(color: string): string {
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(color.slice(i, i + 2), 16));
  return r! * 0.299 + g! * 0.587 + b! * 0.114 > 186 ? '#000' : '#fff';
}

function Elevation({ rack, face, data, caption }: { rack: ApiObject; face: Face; data: RackData; caption?: preact.ComponentChildren }) {
  const units = data.units.get(rack.id)?.[face] ?? [];
  const reservations = data.reservations.filter((r) => (r.rack as ApiObject | null)?.id === rack.id);
  const half = UNIT_HEIGHT / 2;
  const height = units.length * half;
  const row = new Map(units.map((u, i) => [u.id, i]));
  const width = LEGEND + WIDTH + MARGIN + 4;
  return (
    <figure class="rack-elevation m-0">
      <figcaption class="h4">{caption ?? (face === 'front' ? 'Front' : 'Rear')}</figcaption>
      <svg class="elevation" width={width} height={height + 4} viewBox={`0 0 ${width} ${height + 4}`} role="group" aria-label={`${rack.display}, ${face}`} data-face={face}>
        {units.map((u, i) => {
          if (!Number.isInteger(u.id)) return null;
          // A unit's two halves: above it when units count down the rack, below when up.
          const y = 2 + Math.min(i, row.get(u.id + 0.5) ?? i) * half;
          return (
            <g key={u.id} aria-hidden="true">
              <rect class="elevation-slot" x={LEGEND} y={y} width={WIDTH} height={UNIT_HEIGHT} />
              <text class="elevation-unit" x={LEGEND / 2} y={y + half}>{u.id}</text>
            </g>
          );
        })}
        {spans(units).map((s) => {
          const y = 2 + s.from * half;
          const h = s.rows * half;
          if (!s.device)
            return <rect key={`b${s.from}`} class="elevation-blocked" x={LEGEND} y={y} width={WIDTH} height={h}><title>Occupied by a device you may not view</title></rect>;
          const device = data.devices.get(s.device.id);
          const own = (device?.face as { value?: string } | null)?.value === face;
          const roleId = (device?.role as ApiObject | null)?.id;
          const color = roleId !== undefined ? data.colors.get(roleId) : undefined;
          const fill = own && color && /^[0-9a-f]{6}$/i.test(color) ? color : undefined;
          const label = String(s.device.display ?? s.device.name ?? s.device.id);
          return (
            <a key={`d${s.from}`} href={objectPage(modelOf('dcim.device'), s.device.id)} aria-label={`${label}${own ? '' : ` (${face === 'front' ? 'rear' : 'front'}, full depth)`}, ${unitsOf(units.slice(s.from, s.from + s.rows))}`} data-device={s.device.id}>
              <rect class={own ? 'elevation-device' : 'elevation-device elevation-other-face'} x={LEGEND} y={y} width={WIDTH} height={h} style={fill ? { fill: `#${fill}` } : undefined} data-color={fill} />
              <text class="elevation-label" x={LEGEND + WIDTH / 2} y={y + h / 2} style={fill ? { fill: foreground(fill) } : undefined}>{label}</text>
            </a>
          );
        })}
        {reservations.flatMap((r) => runs((r.units as number[]) ?? []).map(([lo, hi]) => {
          const rows = [row.get(lo), row.get(lo + 0.5), row.get(hi), row.get(hi + 0.5)].filter((n): n is number => n !== undefined);
          if (!rows.length) return null;
          const top = Math.min(...rows);
          const bottom = Math.max(...rows);
          return (
            <a key={`r${r.id}-${lo}`} href={objectPage(modelOf('dcim.rack_reservation'), r.id)} aria-label={`Reservation of U${lo}${hi !== lo ? `-${hi}` : ''}: ${r.description || r.display}`} data-reservation={r.id}>
              <rect class="elevation-reservation" x={LEGEND + WIDTH + 4} y={2 + top * half} width={MARGIN - 4} height={(bottom - top + 1) * half}>
                <title>{String(r.description || r.display)}</title>
              </rect>
            </a>
          );
        }))}
        <rect class="elevation-frame" x={LEGEND - 1} y={1} width={WIDTH + 2} height={height + 2} />
      </svg>
    </figure>
  );
}

/** Runs of consecutive unit numbers: [4, 5, 6, 9] is [[4, 6], [9, 9]]. */
function runs(units: number[]): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const n of [...new Set(units)].sort((a, b) => a - b)) {
    const last = out.at(-1);
    if (last && last[1] === n - 1) last[1] = n;
    else out.push([n, n]);
  }
  return out;
}

export function RackElevations({ obj }: { obj: ApiObject }) {
  const loaded = useLoad(() => rackData([obj.id], ['front', 'rear']), [obj.id]);
  return (
    <div class="card mt-3">
      <div class="card-header"><h2 class="card-title">Elevations</h2></div>
      <div class="card-body">
        <Show loaded={loaded}>
          {(data) => (
            <>
              <div class="d-flex flex-wrap gap-4 rack-elevations">
                <Elevation rack={obj} face="front" data={data} />
                <Elevation rack={obj} face="rear" data={data} />
              </div>
              {data.reservations.length > 0 && (
                <>
                  <h3 class="h4 mt-3">Reservations</h3>
                  <ul class="rack-reservations">
                    {data.reservations.map((r) => (
                      <li key={r.id}>
                        {runs((r.units as number[]) ?? []).map(([lo, hi]) => (lo === hi ? `U${lo}` : `U${lo}-${hi}`)).join(', ')}: <ObjectLink obj={{ ...r, display: r.description || r.display }} />
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </>
          )}
        </Show>
      </div>
    </div>
  );
}

export const RACK_ELEVATIONS_PAGE = '/dcim/racks/elevations/';

const RACKS_PER_PAGE = 12;

/** A site's racks side by side, one face each (NetBox's rack elevations list): the site and
 * the face, and the page of racks, live in the URL. */
export function RackElevationsPage({ params }: { params: URLSearchParams }) {
  const site = params.get('site_id');
  const face: Face = params.get('face') === 'rear' ? 'rear' : 'front';
  const offset = Math.max(0, Number(params.get('offset')) || 0);
  const [picked, setPicked] = useState<Picked[]>([]);
  const loaded = useLoad(async () => {
    if (!site) return null;
    const [chosen, racks] = await Promise.all([
      api<ApiObject>('GET', `/api/dcim/sites/${encodeURIComponent(site)}/`, { query: { brief: '1' } }),
      api<Page>('GET', '/api/dcim/racks/', { query: { site_id: site, brief: '1', ordering: 'name', limit: String(RACKS_PER_PAGE), offset: String(offset) } }),
    ]);
    return { site: chosen, racks, data: await rackData(racks.results.map((r) => r.id), [face]) };
  }, [site, face, offset]);
  const shown = loaded.data;
  return (
    <>
      <div class="page-header">
        <div class="page-pretitle"><a href="/dcim/racks/">Racks</a></div>
        <h1 class="page-title">Rack elevations{shown ? ` at ${shown.site.display}` : ''}</h1>
      </div>
      <div class="page-body">
        <div class="card">
          <div class="card-body d-flex flex-wrap gap-3 align-items-end border-bottom">
            <div class="elevations-site">
              <label class="form-label" for="elevations-site">Site</label>
              <ObjectSelect
                id="elevations-site"
                model={modelOf('dcim.site')}
                value={picked.length ? picked : shown ? [{ id: shown.site.id, display: shown.site.display }] : []}
                onChange={(p) => {
                  setPicked(p);
                  navigate(withParams(params, { site_id: p[0] ? String(p[0].id) : null, offset: null }));
                }}
              />
            </div>
            <div role="group" aria-label="Face" class="btn-group">
              {(['front', 'rear'] as const).map((f) => (
                <a key={f} class={`btn${f === face ? ' btn-primary' : ''}`} aria-current={f === face ? 'true' : undefined} href={withParams(params, { face: f === 'front' ? null : f })}>
                  {f === 'front' ? 'Front' : 'Rear'}
                </a>
              ))}
            </div>
          </div>
          <div class="card-body">
            {!site ? (
              <p class="mb-0">Choose a site to see its racks.</p>
            ) : (
              <Show loaded={loaded}>
                {(d) => (d!.racks.count === 0 ? <p class="mb-0">{d!.site.display} has no racks.</p> : (
                  <div class="d-flex flex-wrap gap-4 rack-elevations">
                    {d!.racks.results.map((rack) => (
                      <Elevation key={rack.id} rack={rack} face={face} data={d!.data} caption={<ObjectLink obj={rack} />} />
                    ))}
                  </div>
                ))}
              </Show>
            )}
          </div>
          {shown && shown.racks.count > RACKS_PER_PAGE && (
            <div class="card-footer d-flex gap-3 align-items-center">
              <span>Racks {offset + 1}–{offset + shown.racks.results.length} of {shown.racks.count}</span>
              {offset > 0 && <a href={withParams(params, { offset: offset > RACKS_PER_PAGE ? String(offset - RACKS_PER_PAGE) : null })}>Previous racks</a>}
              {offset + RACKS_PER_PAGE < shown.racks.count && <a href={withParams(params, { offset: String(offset + RACKS_PER_PAGE) })}>Next racks</a>}
            </div>
          )}
        </div>
      </div>
    </>
  );
}

/** On a site's page: the way to its racks' elevations. */
export function SiteRacksPanel({ obj }: { obj: ApiObject }) {
  return (
    <div class="card mt-3">
      <div class="card-body">
        <a href={`${RACK_ELEVATIONS_PAGE}?site_id=${obj.id}`}>Rack elevations at {obj.display}</a>
      </div>
    </div>
  );
}
