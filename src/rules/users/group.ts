// Group rules: groups decide what their members may do, so only superusers manage them (until
// object permissions exist), as with accounts.
import type { GroupRules } from '../../../generated/rules/index.ts';
import { requireSuperuser } from './user.ts';

const rules: GroupRules = {
  beforeSave(ctx) {
    requireSuperuser(ctx.user);
  },
  beforeDelete(ctx) {
    requireSuperuser(ctx.user);
  },
};

export default rules;
