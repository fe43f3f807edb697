// Device interface rules (NetBox 3.7 Interface.clean/save and InterfaceSerializer.validate):
// parent, bridge and LAG are interfaces of the same device or of its virtual chassis; virtual
// and wireless types limit what an interface may carry; a wireless channel fixes the
// frequency and width; the 802.1Q rules are those of every interface (shared/vlan_mode.ts), and
// so are its primary MAC address's (shared/primary_mac.ts).
import type { InterfaceRules } from '../../../generated/rules/types.ts';
import { type Db, displayOf, query, registry, ValidationError, valueAfterWrite } from '../../engine/api.ts';
import { afterInterfaceSave, beforeInterfaceSave } from '../shared/primary_mac.ts';
import { checkVlanMode } from '../shared/vlan_mode.ts';
import { checkComponent } from './component.ts';

/** Interfaces that are not physical ports: no cable, no PoE, no LAG above a virtual one. */
export const VIRTUAL_INTERFACE_TYPES = new Set(['virtual', 'lag', 'bridge']);
export const WIRELESS_INTERFACE_TYPES = new Set([
  'ieee802.11a', 'ieee802.11g', 'ieee802.11n', 'ieee802.11ac', 'ieee802.11ad', 'ieee802.11ax', 'ieee802.11ay', 'ieee802.15.1', 'other-wireless',
]);
/** Interfaces no cable may end on. */
export const NONCONNECTABLE_INTERFACE_TYPES = new Set([...VIRTUAL_INTERFACE_TYPES, ...WIRELESS_INTERFACE_TYPES]);

const INTERFACE = { model: 'dcim.interface' } as const;

const typeLabel = (type: string) => registry.choices('interface_type').choices.find((c) => c.value === type)?.label ?? type;

/** A channel value encodes its attributes: band-id-frequency-width (2.4g-1-2412-22). */
function channelAttribute(channel: string, attr: 'frequency' | 'width'): number {
  const parts = channel.split('-');
  return Number(parts[attr === 'frequency' ? 2 : 3]);
}

interface Related { id: number; name: string; type: string; device_id: number; virtual_chassis_id: number | null }

async function interfaceRow(db: Db, id: number): Promise<Related | undefined> {
  const [row] = await query<Related>(db,
    `SELECT i.id, i.name, i.type, i.device_id, d.virtual_chassis_id FROM dcim_interface i JOIN dcim_device d ON d.id = i.device_id WHERE i.id = $1`, [id]);
  return row;
}

const rules: InterfaceRules = {
  async beforeSave(ctx, values, existing) {
    const v = values as Record<string, unknown>;
    const device = checkComponent(v, existing);
    const self = (existing?.id as number | undefined) ?? null;
    const type = valueAfterWrite(v, existing, 'type') as string;
    const isVirtual = VIRTUAL_INTERFACE_TYPES.has(type);
    const isWireless = WIRELESS_INTERFACE_TYPES.has(type);
    const after = (name: string, column = name) => valueAfterWrite(v, existing, name, column);

    if (isVirtual && after('mark_connected')) throw ValidationError.field('mark_connected', `${typeLabel(type)} interfaces cannot be marked as connected.`);
    if (isVirtual && existing?.cable_id) throw ValidationError.field('type', `${typeLabel(type)} interfaces cannot have a cable attached.`);

    const parent = after('parent', 'parent_id') as number | null;
    const bridge = after('bridge', 'bridge_id') as number | null;
    const lag = after('lag', 'lag_id') as number | null;
    if (self !== null && parent === self) throw ValidationError.field('parent', 'An interface cannot be its own parent.');
    if (parent !== null && type !== 'virtual') throw ValidationError.field('parent', 'Only virtual interfaces may be assigned to a parent interface.');
    if (self !== null && bridge === self) throw ValidationError.field('bridge', 'An interface cannot be bridged to itself.');
    if (lag !== null && type === 'virtual') throw ValidationError.field('lag', 'Virtual interfaces cannot have a parent LAG interface.');
    if (self !== null && lag === self) throw ValidationError.field('lag', 'A LAG interface cannot be its own parent.');

    // Parent, bridge and LAG: of this device, or of a device of its virtual chassis.
    const [own] = await query<{ virtual_chassis_id: number | null }>(ctx.db, `SELECT virtual_chassis_id FROM dcim_device WHERE id = $1`, [device]);
    const vc = own?.virtual_chassis_id ?? null;
    for (const [field, id, word] of [['parent', parent, 'parent interface'], ['bridge', bridge, 'bridge interface'], ['lag', lag, 'LAG interface']] as const) {
      if (id === null) continue;
      const other = await interfaceRow(ctx.db, id);
      if (!other) continue;
      if (field === 'lag' && other.type !== 'lag') throw ValidationError.field('lag', `${other.name} is not a LAG interface.`);
      if (other.device_id === device) continue;
      const otherDevice = await displayOf(ctx.db, 'dcim.device', other.device_id);
      if (vc === null)
        throw ValidationError.field(field, `The selected ${word} (${other.name}) belongs to a different device (${otherDevice}).`);
      if (other.virtual_chassis_id !== vc)
        throw ValidationError.field(field, `The selected ${word} (${other.name}) belongs to ${otherDevice}, which is not part of virtual chassis ${await displayOf(ctx.db, 'dcim.virtual_chassis', vc)}.`);
    }

    // PoE: physical interfaces only, and a type needs a mode.
    const poeMode = after('poe_mode');
    const poeType = after('poe_type');
    if (poeMode && isVirtual) throw ValidationError.field('poe_mode', 'Virtual interfaces cannot have a PoE mode.');
    if (poeType && isVirtual) throw ValidationError.field('poe_type', 'Virtual interfaces cannot have a PoE type.');
    if (poeType && !poeMode) throw ValidationError.field('poe_type', 'Must specify PoE mode when designating a PoE type.');

    // Wireless: role, channel, frequency and width only on wireless interfaces; a channel fixes
    // the frequency and width (and supplies them when not given).
    const channel = after('rf_channel') as string | null;
    if (after('rf_role') && !isWireless) throw ValidationError.field('rf_role', 'Wireless role may be set only on wireless interfaces.');
    if (channel && !isWireless) throw ValidationError.field('rf_channel', 'Channel may be set only on wireless interfaces.');
    for (const [field, attr, word] of [['rf_channel_frequency', 'frequency', 'frequency'], ['rf_channel_width', 'width', 'width']] as const) {
      const value = after(field);
      if (value === null || value === undefined || Number(value) === 0) {
        if (channel) v[field] = channelAttribute(channel, attr);
        continue;
      }
      if (!isWireless) throw ValidationError.field(field, `Channel ${word} may be set only on wireless interfaces.`);
      if (channel && Number(value) !== channelAttribute(channel, attr))
        throw ValidationError.field(field, `Cannot specify custom ${word} with channel selected.`);
    }

    await checkVlanMode(ctx.db, { field: 'device', table: 'dcim_device', word: 'device' }, v, existing);
    await beforeInterfaceSave(ctx, INTERFACE, v, existing);
  },
  async afterSave(ctx, id, values, existing) {
    await afterInterfaceSave(ctx, INTERFACE, id, values as Record<string, unknown>, existing);
  },
};

export default rules;
