// User rules: accounts are managed by those the permission layer lets (users.user add, change,
// delete), but superuser and staff status, and superuser accounts themselves, only by
// superusers, so a delegated account manager cannot raise anyone above themselves. A new
// account needs a password, which the engine stores as a scrypt hash.
import type { UserRules } from '../../../generated/rules/index.ts';
import { ApiError, ValidationError } from '../../engine/errors.ts';
import type { Actor } from '../../engine/rules.ts';
import { query } from '../../engine/db.ts';

/** Every account write comes from a signed-in user (the middleware makes sure; this is the
 * rules' own guard). */
export function requireUser(user: Actor | null): void {
  if (!user) throw new ApiError(403, 'Authentication credentials were not provided.');
}

/** Writes only a signed-in superuser may make: should a request reach here without a user
 * (the authentication middleware missed it), refuse rather than let it through. */
export function requireSuperuser(user: Actor | null): void {
  requireUser(user);
  if (!user!.is_superuser) throw new ApiError(403, 'You do not have permission to perform this action.');
}

const rules: UserRules = {
  beforeSave(ctx, values, existing) {
    requireUser(ctx.user);
    if (values.is_superuser || values.is_staff || existing?.is_superuser) requireSuperuser(ctx.user);
    if (!existing && !values.password) throw ValidationError.field('password', 'This field is required.');
    if (values.password !== undefined && values.password !== null && values.password.length < 8)
      throw ValidationError.field('password', 'This password is too short. It must contain at least 8 characters.');
  },
  async beforeDelete(ctx, ids) {
    requireUser(ctx.user);
    if (ctx.user!.is_superuser) return;
    const [su] = await query<{ id: number }>(ctx.db, `SELECT id FROM users_user WHERE id = ANY($1::int[]) AND is_superuser LIMIT 1`, [ids]);
    if (su) requireSuperuser(ctx.user);
  },
};

export default rules;
