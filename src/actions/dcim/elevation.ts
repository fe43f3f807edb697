// GET /api/dcim/racks/<id>/elevation/ (NetBox RackViewSet.elevation, 3.7 and 4.6): the rack's
// units on one face, paginated as every list (NetBox's RackUnitSerializer: id, name, face,
// device in brief, occupied, display), or with render=svg the face drawn
// (elevation_svg.ts). The route has already checked that the user may view the rack; a device
// the user may not view leaves its units occupied with no device, as NetBox's
// devices.restrict(user, 'view') does, and the drawing shows them blocked.
import type { Request } from 'express';
import { lookupScope } from '../../auth/permissions.ts';
import { readExempt } from '../../auth/read-exempt.ts';
import { drawElevation, type DrawnDevice, type DrawnReservation } from './elevation_svg.ts';
import { matchingUnits, rackUnits, unitName, unitNumberText, type PlacedDevice, type RackShape } from './rack_units.ts';
import { query } from '../../engine/db.ts';
import { ApiError } from '../../engine/errors.ts';
import { readObjects, type Scope } from '../../engine/read/read.ts';
import { listPage } from '../../http/list-page.ts';
import { registry, type Model } from '../../engine/registry.ts';
import { Statement } from '../../engine/sql/builder.ts';
import type { ActionHandler } from '../../http/actions.ts';
import { apiBase, queryOf, type RequestAuth } from '../../http/request.ts';
import { pageText, sendJsonText } from '../../http/respond.ts';
import type { Services } from '../../http/services.ts';
import { elevationParams, type ElevationParams } from './elevation_params.ts';

/** A device taking units, with what the drawing shows of it. */
interface DeviceRow extends PlacedDevice {
  name: string | null;
  label: string;
  color: string;
  /** NetBox's tooltip lines: name, role, type, asset tag, serial, description. */
  details: string[];
}

/** The rows of `model` the request may view. An anonymous request reaches the elevation
 * because EXEMPT_VIEW_PERMISSIONS names racks; it sees another model's rows only if that
 * names them too. */
async function viewScope(req: Request, services: Services, model: Model): Promise<Scope> {
  const user = (req.res!.locals.auth as RequestAuth)?.user ?? null;
  const exempt = readExempt(model, services);
  if (!user && !exempt) return () => 'FALSE';
  return (await lookupScope(services.pool, user, model, exempt)) ?? (() => 'TRUE');
}

/** The rack's devices that take units on `face` (all but `exclude`), each with whether the
 * user may view it and what the drawing shows of it. */
async function devicesOf(req: Request, services: Services, rack: number, p: ElevationParams): Promise<DeviceRow[]> {
  const st = new Statement();
  const visible = (await viewScope(req, services, registry.model('dcim.device')))(st, 'd');
  return query<DeviceRow>(services.pool,
    `SELECT d.id, round(d.position * 2)::int AS position2, round(dt.u_height * 2)::int AS height2, d.face,
            dt.is_full_depth AS full_depth, COALESCE(${visible}, FALSE) AS visible,
            COALESCE(vc.name || ':' || d.vc_position, d.name, m.name || ' ' || dt.model)
              || COALESCE(' (' || bays.installed || '/' || bays.total || ')', '') AS label, d.name,
            r.color, array_remove(ARRAY[
              'Name: ' || COALESCE(d.name, 'None'), 'Role: ' || r.name,
              'Device Type: ' || m.name || ' ' || dt.model || ' (' || trim_scale(dt.u_height) || 'U)',
              'Asset Tag: ' || d.asset_tag, 'Serial: ' || NULLIF(d.serial, ''), 'Description: ' || NULLIF(d.description, '')], NULL) AS details
       FROM dcim_device d
       JOIN dcim_device_type dt ON dt.id = d.device_type_id
       JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
       JOIN dcim_device_role r ON r.id = d.role_id
       LEFT JOIN dcim_virtual_chassis vc ON vc.id = d.virtual_chassis_id
       -- A parent device's label counts its children (NetBox's get_device_name).
       LEFT JOIN LATERAL (SELECT count(*) FILTER (WHERE b.installed_device_id IS NOT NULL) AS installed, count(*) AS total
                            FROM dcim_device_bay b WHERE b.device_id = d.id HAVING count(*) > 0) bays ON TRUE
      WHERE d.rack_id = ${st.param(rack, 'int')} AND d.position > 0 AND dt.u_height > 0
        AND (d.face = ${st.param(p.face)} OR dt.is_full_depth)
        AND d.id IS DISTINCT FROM ${st.param(p.exclude, 'int')}
      ORDER BY d.position, d.id`, st.values);
}

/** The rack's reservations the user may view, for the drawing. */
async function reservationsOf(req: Request, services: Services, rack: number): Promise<DrawnReservation[]> {
  const st = new Statement();
  const visible = (await viewScope(req, services, registry.model('dcim.rack_reservation')))(st, 'v');
  const rows = await query<{ id: number; units: unknown; description: string }>(services.pool,
    `SELECT v.id, v.units, v.description FROM dcim_rack_reservation v
      WHERE v.rack_id = ${st.param(rack, 'int')} AND ${visible} ORDER BY v.id`, st.values);
  return rows.map((r) => ({
    id: r.id,
    units: Array.isArray(r.units) ? r.units.filter((u): u is number => typeof u === 'number') : [],
    label: `Reservation #${r.id}: ${r.description}`,
  }));
}

const elevation: ActionHandler = async (req, res, { services, id, answering }) => {
  const p = elevationParams(queryOf(req));
  const [rack] = await query<RackShape & { name: string; site_id: number; location_id: number | null }>(services.pool,
    `SELECT name, u_height, starting_unit, desc_units, site_id, location_id FROM dcim_rack WHERE id = $1`, [id]);
  if (!rack) throw new ApiError(404, 'Not found.');
  const devices = await devicesOf(req, services, id!, p);

  if (p.render === 'svg') {
    const highlighted = (d: DeviceRow) => p.highlight.some(([k, v]) => (k === 'id' && String(d.id) === v) || (k === 'name' && d.name === v));
    const drawn: DrawnDevice[] = devices.map((d) => ({
      id: d.id,
      label: d.label,
      position2: d.position2,
      height2: d.height2,
      color: d.color,
      front: d.face === p.face,
      visible: d.visible,
      highlighted: d.visible && highlighted(d),
      details: d.details,
    }));
    const form = new URLSearchParams({ site: String(rack.site_id), location: String(rack.location_id ?? ''), rack: String(id), face: p.face });
    const svg = drawElevation({
      ...p,
      rack,
      face: p.face,
      devices: drawn,
      reservations: await reservationsOf(req, services, id!),
      base_url: `${req.protocol}://${req.get('host') ?? 'localhost'}/`,
      add_device_query: form.toString(),
      highlighting: p.highlight.length > 0,
    });
    res.status(200).type('image/svg+xml').send(svg);
    return;
  }

  let units = rackUnits(rack, devices, p.face, p.expand_devices);
  if (p.q) units = matchingUnits(units, p.q);
  const { items: page, ...links } = listPage(req, services.config, units);
  const shown = [...new Set(page.map((u) => u.device).filter((d): d is number => d !== null))];
  const base = apiBase(req);
  const briefs = shown.length === 0 ? [] : await readObjects(services.pool, answering('dcim.device'), shown, base, { brief: true, excludeConfigContext: true });
  const brief = new Map(shown.map((d, k) => [d, briefs[k]!]));
  const label = registry.choices('device_face').choices.find((c) => c.value === p.face)!.label;
  const face = JSON.stringify({ value: p.face, label });
  const results = page.map((u) => {
    const name = JSON.stringify(unitName(u.unit2));
    return `{"id":${unitNumberText(u.unit2)},"name":${name},"face":${face},"device":${u.device === null ? 'null' : brief.get(u.device)},"occupied":${u.occupied},"display":${name}}`;
  });
  sendJsonText(req, res, 200, pageText({ ...links, results }));
};

export default elevation;
