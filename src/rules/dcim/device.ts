// Device rules (NetBox 3.7 Device.clean/save): the rack and the location belong to the
// device's site, the rack to the device's location; a device in a rack whose location is set
// takes that location when it names none; a virtual chassis member has a position; a cluster
// is of the device's site and location (its scope) or of none; a platform limited to a
// manufacturer takes only its device types; primary and out-of-band addresses sit on the
// device's own interfaces (shared/primary_ip.ts). A new device takes its type's airflow and
// default platform when it names none, and gets its type's components (instantiate.ts).
import type { DeviceRules } from '../../../generated/rules/types.ts';
import { query, remembered, ValidationError, valueAfterWrite } from '../../engine/api.ts';
import { checkPrimaryAddresses } from '../shared/primary_ip.ts';
import { instantiateComponents, templateKinds } from './instantiate.ts';

const rackName = (r: { name: string; facility_id: string | null }) => (r.facility_id ? `${r.name} (${r.facility_id})` : r.name);

const rules: DeviceRules = {
  async beforeSave(ctx, values, existing) {
    const site = valueAfterWrite(values, existing, 'site', 'site_id') as number;
    const rackId = valueAfterWrite(values, existing, 'rack', 'rack_id') as number | null;
    const locationId = valueAfterWrite(values, existing, 'location', 'location_id') as number | null;
    // A member of a virtual chassis has a position in it.
    const vc = valueAfterWrite(values, existing, 'virtual_chassis', 'virtual_chassis_id') as number | null;
    if (vc !== null && valueAfterWrite(values, existing, 'vc_position', 'vc_position') === null)
      throw ValidationError.field('vc_position', 'A device assigned to a virtual chassis must have its position defined.');
    // A device joins only a cluster of its own site and location (or of none): the cluster's
    // scope, by its cached site and location (NetBox 4.6).
    const clusterId = valueAfterWrite(values, existing, 'cluster', 'cluster_id') as number | null;
    if (clusterId !== null) {
      const [c] = await query<{ site_id: number | null; site_name: string | null; location_id: number | null; location_name: string | null }>(ctx.db,
        `SELECT c.site_id, s.name AS site_name, c._location_id AS location_id, l.name AS location_name FROM virtualization_cluster c
           LEFT JOIN dcim_site s ON s.id = c.site_id LEFT JOIN dcim_location l ON l.id = c._location_id WHERE c.id = $1`, [clusterId]);
      if (c && c.site_id !== null && c.site_id !== site)
        throw ValidationError.field('cluster', `The assigned cluster belongs to a different site (${c.site_name})`);
      if (c && c.location_id !== null && c.location_id !== locationId)
        throw ValidationError.field('cluster', `The assigned cluster belongs to a different location (${c.location_name})`);
    }
    await checkPrimaryAddresses(ctx, values, { kind: 'device', id: (existing?.id as number | undefined) ?? null, virtualChassis: vc });
    if (!existing) {
      const [type] = await query<{ airflow: string | null; default_platform_id: number | null }>(ctx.db,
        `SELECT airflow, default_platform_id FROM dcim_device_type WHERE id = $1`, [values.device_type]);
      if (type && !values.airflow && type.airflow) values.airflow = type.airflow as never;
      if (type && !values.platform && type.default_platform_id !== null) values.platform = type.default_platform_id;
    }
    const platform = valueAfterWrite(values, existing, 'platform', 'platform_id') as number | null;
    if (platform !== null && (Object.hasOwn(values, 'platform') || Object.hasOwn(values, 'device_type'))) {
      const [m] = await query<{ platform_maker: string; type_maker: string }>(ctx.db,
        `SELECT pm.name AS platform_maker, tm.name AS type_maker
           FROM dcim_platform p JOIN dcim_manufacturer pm ON pm.id = p.manufacturer_id,
                dcim_device_type t JOIN dcim_manufacturer tm ON tm.id = t.manufacturer_id
          WHERE p.id = $1 AND t.id = $2 AND pm.id <> tm.id`,
        [platform, valueAfterWrite(values, existing, 'device_type', 'device_type_id')]);
      if (m) throw ValidationError.field('platform', `The assigned platform is limited to ${m.platform_maker} device types, but this device's type belongs to ${m.type_maker}.`);
    }
    if (rackId === null && locationId === null) return;
    const [s] = await query<{ name: string }>(ctx.db, `SELECT name FROM dcim_site WHERE id = $1`, [site]);
    const siteName = s?.name ?? String(site);
    const [rack] = rackId === null ? [] : await query<{ name: string; facility_id: string | null; site_id: number; location_id: number | null }>(ctx.db,
      `SELECT name, facility_id, site_id, location_id FROM dcim_rack WHERE id = $1`, [rackId]);
    const [location] = locationId === null ? [] : await query<{ name: string; site_id: number }>(ctx.db,
      `SELECT name, site_id FROM dcim_location WHERE id = $1`, [locationId]);
    if (rack && rack.site_id !== site)
      throw ValidationError.field('rack', `Rack ${rackName(rack)} does not belong to site ${siteName}.`);
    if (location && location.site_id !== site)
      throw ValidationError.field('location', `Location ${location.name} does not belong to site ${siteName}.`);
    if (rack && location && rack.location_id !== locationId)
      throw ValidationError.field('rack', `Rack ${rackName(rack)} does not belong to location ${location.name}.`);
    // Device.save(): inherit the rack's location.
    if (rack && rack.location_id !== null && locationId === null) values.location = rack.location_id;
  },
  async afterSave(ctx, id, values, existing) {
    if (existing) return;
    const type = values.device_type as number;
    // The devices of a bulk request mostly share a few types: each type's templates are looked up once.
    await instantiateComponents(ctx.db, { device: id, device_type: type }, await remembered(ctx, `device type templates ${type}`, () => templateKinds(ctx.db, false, type)));
  },
};

export default rules;
