// Device rules (NetBox 3.7 Device.clean/save): the rack and the location belong to the
// device's site, the rack to the device's location; a device in a rack whose location is set
// takes that location when it names none; a virtual chassis member has a position; a cluster
// is of the device's site or of none. A new device takes its type's airflow and default
// platform when it names none, and gets its type's components (instantiate.ts).
import type { DeviceRules, DeviceValues } from '../../../generated/rules/index.ts';
import { query } from '../../engine/db.ts';
import { ValidationError } from '../../engine/errors.ts';
import { valueAfterWrite } from '../../engine/rules.ts';
import { instantiateComponents } from './instantiate.ts';

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
    // A device joins only a cluster of its own site (or of none).
    const clusterId = valueAfterWrite(values, existing, 'cluster', 'cluster_id') as number | null;
    if (clusterId !== null) {
      const [c] = await query<{ site_id: number | null; site_name: string | null }>(ctx.db,
        `SELECT c.site_id, s.name AS site_name FROM virtualization_cluster c LEFT JOIN dcim_site s ON s.id = c.site_id WHERE c.id = $1`, [clusterId]);
      if (c && c.site_id !== null && c.site_id !== site)
        throw ValidationError.field('cluster', `The assigned cluster belongs to a different site (${c.site_name})`);
    }
    if (!existing) {
      const [type] = await query<{ airflow: string | null; default_platform_id: number | null }>(ctx.db,
        `SELECT airflow, default_platform_id FROM dcim_device_type WHERE id = $1`, [values.device_type]);
      if (type && !values.airflow && type.airflow) values.airflow = type.airflow as never;
      if (type && !values.platform && type.default_platform_id !== null) values.platform = type.default_platform_id;
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
    if (!existing) await instantiateComponents(ctx.db, { device: id, device_type: values.device_type as number });
  },
};

export default rules;
