// Unique IP space (NetBox 3.7 Prefix.clean / IPAddress.clean): in a VRF with enforce_unique,
// and in the global table when ENFORCE_GLOBAL_UNIQUE is on (the default), a prefix or an
// address may exist once. Addresses whose role is shared by design (anycast, VIP, VRRP, HSRP,
// GLBP, CARP) may repeat among themselves.
import { type Db, displayOf, query, type RuleContext, ValidationError } from '../../engine/api.ts';
import { hostOf } from '../../ipam/available.ts';

export const SHARED_ROLES = ['anycast', 'vip', 'vrrp', 'hsrp', 'glbp', 'carp'];

/** Whether the VRF (null: the global table) refuses duplicates. */
async function enforced(ctx: RuleContext, vrf: number | null): Promise<boolean> {
  if (vrf === null) return ctx.config?.enforceGlobalUnique ?? true;
  const [v] = await query<{ enforce_unique: boolean }>(ctx.db, `SELECT enforce_unique FROM ipam_vrf WHERE id = $1`, [vrf]);
  return v?.enforce_unique ?? false;
}

const where = async (db: Db, vrf: number | null) => (vrf === null ? 'global table' : `VRF ${await displayOf(db, 'ipam.vrf', vrf)}`);

export async function checkUniquePrefix(ctx: RuleContext, prefix: string, vrf: number | null, self: number | null): Promise<void> {
  if (!(await enforced(ctx, vrf))) return;
  const [dup] = await query<{ prefix: string }>(ctx.db,
    `SELECT prefix::text AS prefix FROM ipam_prefix WHERE prefix = $1::cidr AND vrf_id IS NOT DISTINCT FROM $2::int AND id <> $3 LIMIT 1`, [prefix, vrf, self ?? 0]);
  if (dup) throw ValidationError.field('prefix', `Duplicate prefix found in ${await where(ctx.db, vrf)}: ${dup.prefix}`);
}

export async function checkUniqueAddress(ctx: RuleContext, address: string, vrf: number | null, role: string | null, self: number | null): Promise<void> {
  if (!(await enforced(ctx, vrf))) return;
  const dups = await query<{ address: string; role: string | null }>(ctx.db,
    // The VRF as an index condition (IS NOT DISTINCT FROM is none): the host index leads with it.
    `SELECT address::text AS address, role FROM ipam_ip_address
      WHERE ${vrf === null ? 'vrf_id IS NULL' : 'vrf_id = $3::int'} AND ${hostOf('address')} = ${hostOf('$1::inet')} AND id <> $2 ORDER BY id LIMIT 100`,
    vrf === null ? [address, self ?? 0] : [address, self ?? 0, vrf]);
  if (dups.length === 0) return;
  const shared = (r: string | null) => r !== null && SHARED_ROLES.includes(r);
  if (shared(role) && dups.every((d) => shared(d.role))) return;
  throw ValidationError.field('address', `Duplicate IP address found in ${await where(ctx.db, vrf)}: ${dups[0]!.address}`);
}
