// Circuit termination rules (NetBox 4.6 CircuitTermination.clean): a termination attaches to a
// terminating object, NetBox 4.2's termination (a region, site group, site, location or provider
// network: ../dcim/scope.ts), which NetBox 3.7 clients write as site or provider_network, exactly
// one of them (refused in 3.7's words when they write them, in 4.6's otherwise).
import type { CircuitTerminationRules } from '../../../generated/rules/types.ts';
import { ValidationError, valueAfterWrite } from '../../engine/api.ts';
import { applyScope, scopeTypeNeedsObject, type ScopeSpec } from '../dcim/scope.ts';

const TERMINATION: ScopeSpec = {
  relation: 'termination',
  cached: { region: '_region', site_group: '_site_group', site: 'site', location: '_location', provider_network: 'provider_network' },
  legacy: [{ field: 'site', type: 'dcim.site' }, { field: 'provider_network', type: 'circuits.providernetwork' }],
  legacyBoth: { field: 'non_field_errors', message: 'A circuit termination cannot attach to both a site and a provider network.' },
  legacyNone: { field: 'non_field_errors', message: 'A circuit termination must attach to either a site or a provider network.' },
};

const rules: CircuitTerminationRules = {
  beforeResolve(_ctx, body, existing) {
    scopeTypeNeedsObject(body, existing, 'termination', 'title');
  },
  async beforeSave(ctx, values, existing) {
    const written = Object.hasOwn(values, 'termination_type');
    await applyScope(ctx, values, existing, TERMINATION);
    if (valueAfterWrite(values, existing, 'termination_type') !== null) return;
    // A NetBox 4.6 client writes the termination; the default answers a 3.7 one as before.
    if (written) throw ValidationError.field('__all__', 'A circuit termination must attach to a terminating object.');
    throw ValidationError.field(TERMINATION.legacyNone!.field, TERMINATION.legacyNone!.message);
  },
};

export default rules;
