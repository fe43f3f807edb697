// IKE policy rules (NetBox 3.7 IKEPolicy.clean): IKEv1 needs a mode, IKEv2 takes none.
import type { IKEPolicyRules } from '../../../generated/rules/types.ts';
import { field, registry, ValidationError, valueAfterWrite } from '../../engine/api.ts';

/** The version a new policy gets when none is written (the catalogue's default). */
const DEFAULT_VERSION = field(registry.model('vpn.ike_policy'), 'version')!.default;

const rules: IKEPolicyRules = {
  beforeSave(_ctx, values, existing) {
    const version = valueAfterWrite(values, existing, 'version') ?? DEFAULT_VERSION;
    const mode = valueAfterWrite(values, existing, 'mode');
    if (version === '1' && !mode) throw ValidationError.field('__all__', 'Mode is required for selected IKE version');
    if (version === '2' && mode) throw ValidationError.field('__all__', 'Mode cannot be used for selected IKE version');
  },
};

export default rules;
