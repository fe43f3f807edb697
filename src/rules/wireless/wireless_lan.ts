// Wireless LAN rules: its scope is NetBox 4.2's (../dcim/scope.ts). NetBox 3.7's LAN had no
// site, so no older name writes it.
import type { WirelessLANRules } from '../../../generated/rules/types.ts';
import { applyScope, scopeTypeNeedsObject, type ScopeSpec } from '../dcim/scope.ts';

const SCOPE: ScopeSpec = {
  relation: 'scope',
  cached: { region: '_region', site_group: '_site_group', site: '_site', location: '_location' },
  legacy: [],
};

const rules: WirelessLANRules = {
  beforeResolve(_ctx, body, existing) {
    scopeTypeNeedsObject(body, existing, 'scope');
  },
  async beforeSave(ctx, values, existing) {
    await applyScope(ctx, values, existing, SCOPE);
  },
};

export default rules;
