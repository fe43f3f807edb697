// Device bay rules (NetBox 4.6 DeviceBay.clean): only a parent device type has bays; a device
// is never installed into itself, nor into two bays.
import type { DeviceBayRules } from '../../../generated/rules/types.ts';
import { type ComputedFieldSql, ident, nestedObject, objectExpr, query, registry, ValidationError, valueAfterWrite } from '../../engine/api.ts';
import { componentName } from './component_template.ts';
import { checkComponent } from './component.ts';

const rules: DeviceBayRules = {
  async beforeSave(ctx, values, existing) {
    const v = values as Record<string, unknown>;
    const device = checkComponent(v, existing);
    const [dt] = await query<{ model: string; subdevice_role: string | null }>(ctx.db,
      `SELECT t.model, t.subdevice_role FROM dcim_device d JOIN dcim_device_type t ON t.id = d.device_type_id WHERE d.id = $1`, [device]);
    if (dt && dt.subdevice_role !== 'parent')
      throw ValidationError.field('non_field_errors', `This type of device (${dt.model}) does not support device bays.`);
    const installed = valueAfterWrite(v, existing, 'installed_device', 'installed_device_id') as number | null;
    if (installed === null) return;
    // NetBox 4.4: a disabled bay takes no new device (one already installed may stay).
    if (valueAfterWrite(v, existing, 'enabled', 'enabled') === false && installed !== (existing?.installed_device_id ?? null))
      throw ValidationError.field('installed_device', 'Cannot install a device in a disabled device bay.');
    if (installed === device) throw ValidationError.field('non_field_errors', 'Cannot install a device into itself.');
    const [bay] = await query<{ name: string; label: string }>(ctx.db,
      `SELECT name, label FROM dcim_device_bay WHERE installed_device_id = $1 AND id <> $2 LIMIT 1`, [installed, (existing?.id as number | undefined) ?? 0]);
    if (bay)
      throw ValidationError.field('installed_device', `Cannot install the specified device; device is already installed in ${componentName(bay)}.`);
  },
};

export default rules;

/** A device's parent_device: the device whose bay holds it, as NetBox nests it: {id, url,
 * display, name, device_bay: {id, url, display, name}}; null when not installed in a bay. */
export const parentDevice: ComputedFieldSql = (ctx, _model, alias) => {
  const bays = registry.model('dcim.device_bay');
  const devices = registry.model('dcim.device');
  const [b, d] = [ctx.st.alias(), ctx.st.alias()];
  const bay = objectExpr(ctx, bays, b, { brief: true, only: ['id', 'url', 'display', 'name'], excludeConfigContext: true });
  const device = nestedObject(ctx, devices, d, ['id', 'url', 'display', 'name']);
  return `(SELECT (${device}::jsonb || jsonb_build_object('device_bay', ${bay}))::json FROM ${ident(bays.table)} ${b} JOIN ${ident(devices.table)} ${d} ON ${d}.id = ${b}.device_id WHERE ${b}.installed_device_id = ${alias}.id LIMIT 1)`;
};

/** NetBox 4.4's _occupied of a device bay: a device is installed in it, or it is disabled. */
export const deviceBayOccupied: ComputedFieldSql = (_ctx, _model, alias) =>
  `(NOT ${alias}.enabled OR ${alias}.installed_device_id IS NOT NULL)`;
