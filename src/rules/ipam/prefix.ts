// Prefix rules (NetBox 3.7 Prefix.clean): no /0; unique in its VRF when the VRF (or, globally,
// ENFORCE_GLOBAL_UNIQUE) says so. (Host bits are cleared by the cidr field itself.)
import type { PrefixRules } from '../../../generated/rules/types.ts';
import { ValidationError, valueAfterWrite } from '../../engine/api.ts';
import { checkUniquePrefix } from './unique_space.ts';

const rules: PrefixRules = {
  async beforeSave(ctx, values, existing) {
    if (typeof values.prefix === 'string' && values.prefix.endsWith('/0'))
      throw ValidationError.field('prefix', 'Cannot create prefix with /0 mask.');
    if (!Object.hasOwn(values, 'prefix') && !Object.hasOwn(values, 'vrf')) return;
    await checkUniquePrefix(ctx, valueAfterWrite(values, existing, 'prefix') as string, valueAfterWrite(values, existing, 'vrf', 'vrf_id') as number | null,
      (existing?.id as number | undefined) ?? null);
  },
};

export default rules;
