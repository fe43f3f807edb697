// Group rules: groups are managed by those the permission layer lets (users.group add, change,
// delete); a write comes from a signed-in user, and only a superuser changes the object
// permissions a group holds (NetBox 4.x's `permissions`), as only superusers manage them.
import type { GroupRules } from '../../../generated/rules/types.ts';
import { changesPermissions, requireSuperuser, requireUser } from './user.ts';

const rules: GroupRules = {
  async beforeSave(ctx, values, existing) {
    requireUser(ctx.user);
    if (values.permissions !== undefined && !ctx.user!.is_superuser && (await changesPermissions(ctx.db, 'users_object_permission_groups', 'group_id', values.permissions, existing))) requireSuperuser(ctx.user);
  },
  beforeDelete(ctx) {
    requireUser(ctx.user);
  },
};

export default rules;
