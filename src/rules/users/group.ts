// Group rules: groups are managed by those the permission layer lets (users.group add, change,
// delete); the rules only make sure a write comes from a signed-in user.
import type { GroupRules } from '../../../generated/rules/types.ts';
import { requireUser } from './user.ts';

const rules: GroupRules = {
  beforeSave(ctx) {
    requireUser(ctx.user);
  },
  beforeDelete(ctx) {
    requireUser(ctx.user);
  },
};

export default rules;
