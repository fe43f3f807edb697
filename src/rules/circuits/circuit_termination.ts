// Circuit termination rules (NetBox 3.7 CircuitTermination.clean): a termination attaches to
// exactly one of a site and a provider network.
import type { CircuitTerminationRules } from '../../../generated/rules/types.ts';
import { ValidationError, valueAfterWrite } from '../../engine/api.ts';

const rules: CircuitTerminationRules = {
  beforeSave(_ctx, values, existing) {
    const site = valueAfterWrite(values, existing, 'site', 'site_id');
    const network = valueAfterWrite(values, existing, 'provider_network', 'provider_network_id');
    if (site === null && network === null)
      throw ValidationError.field('non_field_errors', 'A circuit termination must attach to either a site or a provider network.');
    if (site !== null && network !== null)
      throw ValidationError.field('non_field_errors', 'A circuit termination cannot attach to both a site and a provider network.');
  },
};

export default rules;
