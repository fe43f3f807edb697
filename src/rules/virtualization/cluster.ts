// Cluster rules (NetBox 4.6 Cluster.clean): its scope is NetBox 4.2's, written as NetBox 3.7's
// site too (../dcim/scope.ts); a cluster scoped to a site or location holds only host devices
// there.
import type { ClusterRules } from '../../../generated/rules/types.ts';
import { type ComputedFieldSql, displayOf, query, ValidationError, type RuleContext } from '../../engine/api.ts';
import { applyScope, SCOPED, scopeTypeNeedsObject } from '../dcim/scope.ts';

const rules: ClusterRules = {
  beforeResolve(_ctx, body, existing) {
    scopeTypeNeedsObject(body, existing, 'scope');
  },
  async beforeSave(ctx, values, existing) {
    await applyScope(ctx, values, existing, SCOPED);
    if (existing && Object.hasOwn(values, 'scope_type')) await hostsWithin(ctx, existing.id as number, values.scope_type ?? null, values.scope_id ?? null);
  },
};

/** The cluster's host devices lie in its new scope, when that is a site or a location (the
 * devices' own place: NetBox compares their site and location). Checked when the scope changes;
 * a device's own rules keep it within its cluster's. */
async function hostsWithin(ctx: RuleContext, cluster: number, type: string | null, id: number | null): Promise<void> {
  const column = type === 'dcim.site' ? 'site_id' : type === 'dcim.location' ? 'location_id' : null;
  if (!column || id === null) return;
  const [{ n }] = await query<{ n: number }>(ctx.db, `SELECT count(*)::int AS n FROM dcim_device WHERE cluster_id = $1 AND ${column} IS DISTINCT FROM $2`, [cluster, id]) as [{ n: number }];
  if (n === 0) return;
  const kind = type === 'dcim.site' ? 'site' : 'location';
  throw ValidationError.field('scope', `${n} devices are assigned as hosts for this cluster but are not in ${kind} ${await displayOf(ctx.db, type === 'dcim.site' ? 'dcim.site' : 'dcim.location', id)}`);
}

/** NetBox 4.x's allocated resources: the sums over the cluster's virtual machines (null when it
 * has none, or none of them gives a value), as its ClusterViewSet annotates them. */
const allocated = (column: string): ComputedFieldSql => (_ctx, _model, alias) =>
  `(SELECT sum(vm.${column}) FROM virtualization_virtual_machine vm WHERE vm.cluster_id = ${alias}.id)`;
export const clusterAllocatedVcpus = allocated('vcpus');
export const clusterAllocatedMemory = allocated('memory');
export const clusterAllocatedDisk = allocated('disk');

export default rules;
