// User rules: only superusers manage accounts (until object permissions exist), and a new
// account needs a password, which the engine stores as a scrypt hash.
import type { UserRules } from '../../../generated/rules/index.ts';
import { ApiError, ValidationError } from '../../engine/errors.ts';
import type { Actor } from '../../engine/rules.ts';

/** Accounts are only ever written by a signed-in superuser: should a request reach here without
 * a user (the authentication middleware missed it), refuse rather than let it through. */
export function requireSuperuser(user: Actor | null): void {
  if (!user) throw new ApiError(403, 'Authentication credentials were not provided.');
  if (!user.is_superuser) throw new ApiError(403, 'You do not have permission to perform this action.');
}

const rules: UserRules = {
  beforeSave(ctx, values, existing) {
    requireSuperuser(ctx.user);
    if (!existing && !values.password) throw ValidationError.field('password', 'This field is required.');
    if (values.password !== undefined && values.password !== null && values.password.length < 8)
      throw ValidationError.field('password', 'This password is too short. It must contain at least 8 characters.');
  },
  beforeDelete(ctx) {
    requireSuperuser(ctx.user);
  },
};

export default rules;
