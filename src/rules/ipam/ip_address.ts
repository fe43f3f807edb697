// IP address rules (NetBox 3.7 IPAddress.clean and save): no /0; an address assigned to an
// interface is not the network ID or (IPv4) the broadcast address of its subnet, except in
// /31, /32 (and IPv6 /127, /128); unique in its VRF when the VRF (or, globally,
// ENFORCE_GLOBAL_UNIQUE) says so, except among shared-role addresses (unique_space.ts); a
// device's or VM's primary address stays on that owner; SLAAC is IPv6 only; DNS names are
// stored in lower case. netinv's nat_outside is one address (the spec's "nested object or
// null", NetBox 2.x's one-to-one), so an inside address has at most one outside address.
import type { IPAddressRules, IPAddressValues } from '../../../generated/rules/types.ts';
import { type Db, query, ValidationError, valueAfterWrite } from '../../engine/api.ts';
import { formatAddress, hostBits, parseIp, type IpValue } from '../../ipam/address.ts';
import { checkUniqueAddress } from './unique_space.ts';

function checkNotSubnetEdge(ip: IpValue): void {
  const host = hostBits(ip);
  const size = 1n << BigInt((ip.family === 4 ? 32 : 128) - ip.length);
  const text = formatAddress(ip.family, ip.value);
  const pointToPoint = ip.family === 4 ? ip.length >= 31 : ip.length >= 127;
  if (host === 0n && !pointToPoint)
    throw ValidationError.field('non_field_errors', `${text} is a network ID, which may not be assigned to an interface.`);
  if (ip.family === 4 && host === size - 1n && !pointToPoint)
    throw ValidationError.field('non_field_errors', `${text} is a broadcast address, which may not be assigned to an interface.`);
}

// The device or VM an assigned object belongs to (NetBox's parent_object); FHRP groups have none.
async function ownerOf(db: Db, type: unknown, id: unknown): Promise<string | null> {
  if (id === null || id === undefined) return null;
  if (type === 'dcim.interface') {
    const [r] = await query<{ device_id: number }>(db, `SELECT device_id FROM dcim_interface WHERE id = $1`, [id]);
    return r ? `device:${r.device_id}` : null;
  }
  if (type === 'virtualization.vminterface') {
    const [r] = await query<{ virtual_machine_id: number }>(db, `SELECT virtual_machine_id FROM virtualization_vm_interface WHERE id = $1`, [id]);
    return r ? `vm:${r.virtual_machine_id}` : null;
  }
  return null;
}

async function checkPrimaryStays(db: Db, values: IPAddressValues, existing: Record<string, unknown>): Promise<void> {
  const was = await ownerOf(db, existing.assigned_object_type, existing.assigned_object_id);
  if (!was) return;
  const [kind, id] = was.split(':');
  const [primary] = await query<{ one: number }>(db, kind === 'device'
    ? `SELECT 1 AS one FROM dcim_device WHERE id = $1 AND $2 IN (primary_ip4_id, primary_ip6_id)`
    : `SELECT 1 AS one FROM virtualization_virtual_machine WHERE id = $1 AND $2 IN (primary_ip4_id, primary_ip6_id)`, [Number(id), existing.id]);
  if (!primary) return;
  const now = await ownerOf(db, valueAfterWrite(values, existing, 'assigned_object_type'), valueAfterWrite(values, existing, 'assigned_object_id'));
  if (now !== was)
    throw ValidationError.field('non_field_errors', 'Cannot reassign IP address while it is designated as the primary IP for the parent object');
}

/** NetBox 4.3 IPAddress.clean: no new address inside an IP range of its VRF marked populated
 * (the range stands for addresses in use that are not recorded one by one). */
async function checkNotInPopulatedRange(db: Db, address: string, vrf: number | null): Promise<void> {
  const [range] = await query<{ display_text: string }>(db,
    `SELECT r.display_text FROM ipam_ip_range r
      WHERE r.mark_populated AND r.vrf_id IS NOT DISTINCT FROM $2
        AND host(r.start_address)::inet <= host($1::inet)::inet AND host(r.end_address)::inet >= host($1::inet)::inet
      ORDER BY r.start_address LIMIT 1`, [address, vrf]);
  if (range) throw ValidationError.field('address', `Cannot create IP address ${address} inside range ${range.display_text}.`);
}

const rules: IPAddressRules = {
  async beforeSave(ctx, values, existing) {
    const address = parseIp(String(valueAfterWrite(values, existing, 'address')));
    if (!address) return; // the field check has refused it already
    if (Object.hasOwn(values, 'address') && address.length === 0)
      throw ValidationError.field('address', 'Cannot create IP address with /0 mask.');
    if (['address', 'assigned_object_id'].some((f) => Object.hasOwn(values, f)) && valueAfterWrite(values, existing, 'assigned_object_id') !== null)
      checkNotSubnetEdge(address);
    // Sent beside the uniqueness check, in the same round trip.
    const populated = existing ? null : checkNotInPopulatedRange(ctx.db, valueAfterWrite(values, existing, 'address') as string, valueAfterWrite(values, existing, 'vrf', 'vrf_id') as number | null);
    populated?.catch(() => {});
    if (['address', 'vrf', 'role'].some((f) => Object.hasOwn(values, f)))
      await checkUniqueAddress(ctx, valueAfterWrite(values, existing, 'address') as string, valueAfterWrite(values, existing, 'vrf', 'vrf_id') as number | null,
        valueAfterWrite(values, existing, 'role') as string | null, (existing?.id as number | undefined) ?? null);
    await populated;
    if (existing && ['assigned_object_type', 'assigned_object_id'].some((f) => Object.hasOwn(values, f)))
      await checkPrimaryStays(ctx.db, values, existing);
    if (valueAfterWrite(values, existing, 'status') === 'slaac' && address.family !== 6)
      throw ValidationError.field('status', 'Only IPv6 addresses can be assigned SLAAC status');
    if (typeof values.dns_name === 'string') values.dns_name = values.dns_name.toLowerCase();
    const natInside = values.nat_inside;
    if (natInside !== undefined && natInside !== null) {
      if (existing && natInside === existing.id)
        throw ValidationError.field('nat_inside', 'An IP address cannot be its own inside NAT address.');
      const [taken] = await query<{ address: string }>(ctx.db,
        `SELECT address::text AS address FROM ipam_ip_address WHERE nat_inside_id = $1 AND id <> $2 LIMIT 1`, [natInside, existing?.id ?? 0]);
      if (taken)
        throw ValidationError.field('nat_inside', `This inside address already has an outside address (${taken.address}).`);
    }
  },
};

export default rules;
