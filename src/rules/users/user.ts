// User rules: only superusers manage accounts (until object permissions exist), and a new
// account needs a password, which the engine stores as a scrypt hash.
import type { UserRules } from '../../../generated/rules/index.ts';
import { ApiError, ValidationError } from '../../engine/errors.ts';

const rules: UserRules = {
  beforeSave(ctx, values, existing) {
    if (ctx.user && !ctx.user.is_superuser) throw new ApiError(403, 'You do not have permission to perform this action.');
    if (!existing && !values.password) throw ValidationError.field('password', 'This field is required.');
    if (values.password !== undefined && values.password !== null && values.password.length < 8)
      throw ValidationError.field('password', 'This password is too short. It must contain at least 8 characters.');
  },
  beforeDelete(ctx) {
    if (ctx.user && !ctx.user.is_superuser) throw new ApiError(403, 'You do not have permission to perform this action.');
  },
};

export default rules;
