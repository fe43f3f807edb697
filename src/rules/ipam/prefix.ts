// Prefix rules (NetBox 3.7 Prefix.clean): no /0; unique in its VRF when the VRF (or, globally,
// ENFORCE_GLOBAL_UNIQUE) says so. (Host bits are cleared by the cidr field itself.) Its scope
// is NetBox 4.2's, written as NetBox 3.7's site too (../dcim/scope.ts).
import type { PrefixRules } from '../../../generated/rules/types.ts';
import { ValidationError, valueAfterWrite } from '../../engine/api.ts';
import { applyScope, SCOPED, scopeTypeNeedsObject } from '../dcim/scope.ts';
import { checkUniquePrefix } from './unique_space.ts';

const rules: PrefixRules = {
  beforeResolve(_ctx, body, existing) {
    scopeTypeNeedsObject(body, existing, 'scope');
  },
  async beforeSave(ctx, values, existing) {
    await applyScope(ctx, values, existing, SCOPED);
    if (typeof values.prefix === 'string' && values.prefix.endsWith('/0'))
      throw ValidationError.field('prefix', 'Cannot create prefix with /0 mask.');
    if (!Object.hasOwn(values, 'prefix') && !Object.hasOwn(values, 'vrf')) return;
    await checkUniquePrefix(ctx, valueAfterWrite(values, existing, 'prefix') as string, valueAfterWrite(values, existing, 'vrf', 'vrf_id') as number | null,
      (existing?.id as number | undefined) ?? null);
  },
};

export default rules;
