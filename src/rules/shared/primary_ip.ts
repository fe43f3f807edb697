// Primary (and out-of-band) addresses of a device or VM (NetBox 3.7 Device.clean and
// VirtualMachine.clean): an address of the field's family, assigned to one of the owner's own
// interfaces, or the outside address of a NAT whose inside address is. A device's own
// interfaces include its virtual chassis members' non-management ones. A new owner has no
// interfaces yet, so it can name no primary address until one is assigned.
import { type ComputedFieldSql, query, relatedBrief, type RuleContext, ValidationError } from '../../engine/api.ts';

export interface AddressOwner {
  kind: 'device' | 'vm';
  /** null while the owner is being created. */
  id: number | null;
  /** A device's virtual chassis after the write. */
  virtualChassis?: number | null;
}

interface Field { name: 'primary_ip4' | 'primary_ip6' | 'oob_ip'; family: 4 | 6 | null }
const FIELDS: Field[] = [{ name: 'primary_ip4', family: 4 }, { name: 'primary_ip6', family: 6 }, { name: 'oob_ip', family: null }];

// The interfaces an address may sit on, as stored (assigned_object_type is the content type).
const OWN_INTERFACES = {
  device: `SELECT 'dcim.interface'::text AS type, i.id FROM dcim_interface i JOIN dcim_device d ON d.id = i.device_id
            WHERE i.device_id = $2 OR (d.virtual_chassis_id = $3::int AND NOT i.mgmt_only)`,
  vm: `SELECT 'virtualization.vminterface'::text AS type, i.id FROM virtualization_vm_interface i WHERE i.virtual_machine_id = $2`,
};

export async function checkPrimaryAddresses(ctx: RuleContext, values: { primary_ip4?: number | null; primary_ip6?: number | null; oob_ip?: number | null }, owner: AddressOwner): Promise<void> {
  for (const field of FIELDS) {
    if (field.name === 'oob_ip' && owner.kind !== 'device') continue;
    const id = (values as Record<string, unknown>)[field.name];
    if (id === undefined || id === null) continue;
    const [ip] = await query<{ address: string; family: number; own: boolean }>(ctx.db,
      `WITH own AS (${OWN_INTERFACES[owner.kind]})
       SELECT a.address::text AS address, family(a.address) AS family,
              EXISTS (SELECT 1 FROM own WHERE (own.type, own.id) IN ((a.assigned_object_type, a.assigned_object_id), (n.assigned_object_type, n.assigned_object_id))) AS own
         FROM ipam_ip_address a LEFT JOIN ipam_ip_address n ON n.id = a.nat_inside_id
        WHERE a.id = $1`, owner.kind === 'device' ? [id, owner.id ?? 0, owner.virtualChassis ?? null] : [id, owner.id ?? 0]);
    if (!ip) continue; // the foreign key check has answered already
    if (field.family !== null && ip.family !== field.family)
      throw ValidationError.field(field.name, owner.kind === 'device'
        ? `${ip.address} is not an IPv${field.family} address.`
        : `Must be an IPv${field.family} address. (${ip.address} is an IPv${ip.family} address.)`);
    if (!ip.own)
      throw ValidationError.field(field.name, `The specified IP address (${ip.address}) is not assigned to this ${owner.kind === 'device' ? 'device' : 'VM'}.`);
  }
}

/** The owner's primary address as it reads: IPv6 before IPv4 (NetBox's PREFER_IPV4 left
 * false), brief. */
export const primaryIp: ComputedFieldSql = (ctx, _model, alias) =>
  relatedBrief(ctx, 'ipam.ip_address', `COALESCE(${alias}.primary_ip6_id, ${alias}.primary_ip4_id)`, { alias });
