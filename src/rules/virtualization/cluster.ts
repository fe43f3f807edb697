// Cluster rules: its scope is NetBox 4.2's, written as NetBox 3.7's site too (../dcim/scope.ts).
import type { ClusterRules } from '../../../generated/rules/types.ts';
import { applyScope, SCOPED, scopeTypeNeedsObject } from '../dcim/scope.ts';

const rules: ClusterRules = {
  beforeResolve(_ctx, body, existing) {
    scopeTypeNeedsObject(body, existing, 'scope');
  },
  async beforeSave(ctx, values, existing) {
    await applyScope(ctx, values, existing, SCOPED);
  },
};

export default rules;
