// IP address rules (NetBox 3.7 IPAddress.clean): unique in its VRF when the VRF (or, globally,
// ENFORCE_GLOBAL_UNIQUE) says so, except among shared-role addresses (unique_space.ts).
import type { IPAddressRules } from '../../../generated/rules/index.ts';
import { valueAfterWrite } from '../../engine/rules.ts';
import { checkUniqueAddress } from './unique_space.ts';

const rules: IPAddressRules = {
  async beforeSave(ctx, values, existing) {
    if (!['address', 'vrf', 'role'].some((f) => Object.hasOwn(values, f))) return;
    await checkUniqueAddress(ctx, valueAfterWrite(values, existing, 'address') as string, valueAfterWrite(values, existing, 'vrf', 'vrf_id') as number | null,
      valueAfterWrite(values, existing, 'role') as string | null, (existing?.id as number | undefined) ?? null);
  },
};

export default rules;
