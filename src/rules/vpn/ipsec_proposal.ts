// IPSec proposal rules (NetBox 3.7 IPSecProposal.clean): it names an encryption algorithm,
// an authentication algorithm, or both.
import type { IPSecProposalRules } from '../../../generated/rules/types.ts';
import { ValidationError, valueAfterWrite } from '../../engine/api.ts';

const rules: IPSecProposalRules = {
  beforeSave(_ctx, values, existing) {
    if (!valueAfterWrite(values, existing, 'encryption_algorithm') && !valueAfterWrite(values, existing, 'authentication_algorithm'))
      throw ValidationError.field('__all__', 'Encryption and/or authentication algorithm must be defined');
  },
};

export default rules;
