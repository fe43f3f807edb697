// Owner rules: owners are managed by those the permission layer lets (users.owner add, change,
// delete); the rules only make sure a write comes from a signed-in user, as for the other
// accounts models. An owner grants nothing, so naming users or groups in it needs no more.
import type { OwnerRules } from '../../../generated/rules/types.ts';
import { requireUser } from './user.ts';

const rules: OwnerRules = {
  beforeSave(ctx) {
    requireUser(ctx.user);
  },
  beforeDelete(ctx) {
    requireUser(ctx.user);
  },
};

export default rules;
