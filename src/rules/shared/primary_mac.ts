// The primary MAC address of a device or VM interface (NetBox 4.2's BaseInterface): a MAC
// address object (dcim.mac_address) assigned to the interface, or not yet assigned to anything
// (a new interface then takes it, as NetBox's post_save signal does). The interface's
// `mac_address` reads as the primary one's; NetBox 3.7 clients, for whom it is the interface's
// own field, still write it (catalogue `versions:`), and that write creates, changes or
// deletes the primary MAC address object, as NetBox's migration turned each interface's
// mac_address into one.
import { type ComputedFieldSql, type Db, displayOf, query, registry, type RuleContext, ValidationError, valueAfterWrite } from '../../engine/api.ts';
import { customFieldDefaultsExpr } from '../extras/custom_field/definitions.ts';

/** The interface model a rule serves: its content type (how a MAC address names it). */
export interface InterfaceKind {
  model: 'dcim.interface' | 'virtualization.vm_interface';
}

const macTable = () => registry.model('dcim.mac_address').table;

/** The primary MAC address's value, as a MAC address field reads (upper case, colons). */
export const primaryMacAddress: ComputedFieldSql = (_ctx, _model, alias) =>
  `(SELECT upper(m.mac_address::text) FROM ${macTable()} m WHERE m.id = ${alias}.primary_mac_address_id)`;

interface MacRow { id: number; mac_address: string; assigned_object_type: string | null; assigned_object_id: number | null }

async function macRow(db: Db, id: number): Promise<MacRow | undefined> {
  const [row] = await query<MacRow>(db,
    `SELECT id, upper(mac_address::text) AS mac_address, assigned_object_type, assigned_object_id FROM ${macTable()} WHERE id = $1`, [id]);
  return row;
}

/** Before an interface is written: a 3.7 client's `mac_address` becomes the primary MAC address
 * object, and a primary MAC address named must not be another object's. */
export async function beforeInterfaceSave(ctx: RuleContext, kind: InterfaceKind, values: Record<string, unknown>, existing: Record<string, unknown> | null): Promise<void> {
  const contentType = registry.model(kind.model).content_type;
  const self = (existing?.id as number | undefined) ?? null;
  if (Object.hasOwn(values, 'mac_address')) {
    if (Object.hasOwn(values, 'primary_mac_address'))
      throw ValidationError.field('mac_address', 'Give mac_address (NetBox 3.7) or primary_mac_address, not both.');
    await writeMacAddress(ctx.db, contentType, values, existing);
    return;
  }
  const primary = Object.hasOwn(values, 'primary_mac_address') ? (values.primary_mac_address as number | null) : null;
  if (primary === null) return;
  const mac = await macRow(ctx.db, primary);
  if (!mac || mac.assigned_object_id === null) return;
  if (mac.assigned_object_type === contentType && mac.assigned_object_id === self) return;
  const other = registry.modelOfContentType(mac.assigned_object_type!);
  const shown = other ? await displayOf(ctx.db, other.key, mac.assigned_object_id) : String(mac.assigned_object_id);
  throw ValidationError.field('primary_mac_address', `MAC address ${mac.mac_address} is assigned to a different interface (${shown}).`);
}

/** `mac_address` as NetBox 3.7 wrote it: null leaves the interface without a primary MAC
 * address (the object is deleted after the interface lets go of it); a value changes the
 * primary one's, or makes one: an assigned MAC address of that value if the interface has
 * one, else a new object (assigned after a new interface is written). */
async function writeMacAddress(db: Db, contentType: string, values: Record<string, unknown>, existing: Record<string, unknown> | null): Promise<void> {
  const written = values.mac_address as string | null;
  const current = (existing?.primary_mac_address_id as number | null | undefined) ?? null;
  if (written === null) {
    if (current !== null) values.primary_mac_address = null;
    return;
  }
  if (current !== null) {
    await query(db, `UPDATE ${macTable()} SET mac_address = $2, last_updated = now() WHERE id = $1 AND mac_address <> $2::macaddr`, [current, written]);
    return;
  }
  if (existing) {
    const [assigned] = await query<{ id: number }>(db,
      `SELECT id FROM ${macTable()} WHERE assigned_object_type = $1 AND assigned_object_id = $2 AND mac_address = $3::macaddr ORDER BY id LIMIT 1`, [contentType, existing.id, written]);
    if (assigned) {
      values.primary_mac_address = assigned.id;
      return;
    }
  }
  const [made] = await query<{ id: number }>(db,
    `INSERT INTO ${macTable()} (mac_address, assigned_object_type, assigned_object_id, custom_field_data) VALUES ($1, $2, $3, ${customFieldDefaultsExpr(registry.model('dcim.mac_address'))}) RETURNING id`,
    [written, existing ? contentType : null, existing ? existing.id : null]);
  values.primary_mac_address = made!.id;
}

/** After an interface is written: a new interface takes its unassigned primary MAC address
 * (NetBox's update_mac_address_interface signal), and a primary MAC address a 3.7 client
 * cleared is deleted, as NetBox's migration of the change log does. */
export async function afterInterfaceSave(ctx: RuleContext, kind: InterfaceKind, id: number, values: Record<string, unknown>, existing: Record<string, unknown> | null): Promise<void> {
  const contentType = registry.model(kind.model).content_type;
  const primary = valueAfterWrite(values, existing, 'primary_mac_address', 'primary_mac_address_id') as number | null;
  if (!existing && primary !== null)
    await query(ctx.db, `UPDATE ${macTable()} SET assigned_object_type = $2, assigned_object_id = $3, last_updated = now() WHERE id = $1 AND assigned_object_id IS NULL`, [primary, contentType, id]);
  const before = (existing?.primary_mac_address_id as number | null | undefined) ?? null;
  if (Object.hasOwn(values, 'mac_address') && values.mac_address === null && before !== null)
    await query(ctx.db, `DELETE FROM ${macTable()} WHERE id = $1`, [before]);
}
