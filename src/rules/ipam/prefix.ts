// Prefix rules (NetBox 3.7 Prefix.clean): unique in its VRF when the VRF (or, globally,
// ENFORCE_GLOBAL_UNIQUE) says so.
import type { PrefixRules } from '../../../generated/rules/index.ts';
import { valueAfterWrite } from '../../engine/rules.ts';
import { checkUniquePrefix } from './unique_space.ts';

const rules: PrefixRules = {
  async beforeSave(ctx, values, existing) {
    if (!Object.hasOwn(values, 'prefix') && !Object.hasOwn(values, 'vrf')) return;
    await checkUniquePrefix(ctx, valueAfterWrite(values, existing, 'prefix') as string, valueAfterWrite(values, existing, 'vrf', 'vrf_id') as number | null,
      (existing?.id as number | undefined) ?? null);
  },
};

export default rules;
