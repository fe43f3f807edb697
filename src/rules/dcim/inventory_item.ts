// Inventory item rules (NetBox 3.7 InventoryItem.clean): never its own parent; the parent is
// of the same device; an item with children does not move to another device; a new item's
// component is of its device, and a moved item drops a component left on the old device.
import type { InventoryItemRules } from '../../../generated/rules/types.ts';
import { query, ValidationError, valueAfterWrite } from '../../engine/api.ts';

/** The generic component types an item may point at, by content type, with their tables. */
const TABLES: Record<string, string> = {
  'dcim.consoleport': 'dcim_console_port', 'dcim.consoleserverport': 'dcim_console_server_port',
  'dcim.powerport': 'dcim_power_port', 'dcim.poweroutlet': 'dcim_power_outlet', 'dcim.interface': 'dcim_interface',
  'dcim.frontport': 'dcim_front_port', 'dcim.rearport': 'dcim_rear_port',
};

const rules: InventoryItemRules = {
  async beforeSave(ctx, values, existing) {
    const v = values as Record<string, unknown>;
    const device = valueAfterWrite(v, existing, 'device', 'device_id') as number;
    const parent = valueAfterWrite(v, existing, 'parent', 'parent_id') as number | null;
    const ctype = valueAfterWrite(v, existing, 'component_type', 'component_type') as string | null;
    const cid = valueAfterWrite(v, existing, 'component_id', 'component_id') as number | null;
    const table = ctype ? TABLES[ctype] : undefined;
    const [component] = table && cid !== null
      ? await query<{ device_id: number }>(ctx.db, `SELECT device_id FROM ${table} WHERE id = $1`, [cid]) : [];
    if (!existing) {
      if (component && component.device_id !== device)
        throw ValidationError.field('device', 'Cannot assign inventory item to component on another device');
      return;
    }
    if (parent !== null && parent === existing.id) throw ValidationError.field('parent', 'Cannot assign self as parent.');
    if (parent !== null) {
      const [p] = await query<{ device_id: number }>(ctx.db, `SELECT device_id FROM dcim_inventory_item WHERE id = $1`, [parent]);
      if (p && p.device_id !== device) throw ValidationError.field('parent', 'Parent inventory item does not belong to the same device.');
    }
    const [child] = await query<{ device_id: number }>(ctx.db,
      `SELECT device_id FROM dcim_inventory_item WHERE parent_id = $1 ORDER BY id LIMIT 1`, [existing.id]);
    if (child && child.device_id !== device)
      throw ValidationError.field('non_field_errors', 'Cannot move an inventory item with dependent children');
    if (component && component.device_id !== device) {
      v.component_type = null;
      v.component_id = null;
    }
  },
};

export default rules;
