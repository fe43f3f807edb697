// Owner group rules: owner groups are managed by those the permission layer lets
// (users.ownergroup add, change, delete); the rules only make sure a write comes from a
// signed-in user, as for the other accounts models.
import type { OwnerGroupRules } from '../../../generated/rules/types.ts';
import { requireUser } from './user.ts';

const rules: OwnerGroupRules = {
  beforeSave(ctx) {
    requireUser(ctx.user);
  },
  beforeDelete(ctx) {
    requireUser(ctx.user);
  },
};

export default rules;
