// User rules: accounts are managed by those the permission layer lets (users.user add, change,
// delete), but superuser and staff status, group membership (a group carries permissions),
// object permissions (NetBox 4.x's `permissions`), existing accounts' passwords and superuser
// accounts themselves only by superusers, so a
// delegated account manager (or a user allowed to edit their own account) cannot raise anyone,
// themselves included. Users change their own password by giving the current one (POST
// /api/users/users/password/). A new account needs a password, stored as a scrypt hash; a
// changed password ends the user's other browser sessions.
import type { UserRules } from '../../../generated/rules/types.ts';
import { type Actor, ApiError, type Db, query, ValidationError } from '../../engine/api.ts';
import { endOtherSessions } from '../../auth/sessions.ts';

export const MIN_PASSWORD_LENGTH = 8;

/** The refusal of a password too short to keep. */
export function checkPasswordLength(password: string, field = 'password'): void {
  if (password.length < MIN_PASSWORD_LENGTH)
    throw ValidationError.field(field, `This password is too short. It must contain at least ${MIN_PASSWORD_LENGTH} characters.`);
}

/** Whether a write of `groups` changes the account's membership (a client may send back the
 * groups it read). */
async function changesGroups(db: Db, groups: number[], existing: Record<string, unknown> | null): Promise<boolean> {
  const wanted = [...new Set(groups)].sort((a, b) => a - b);
  if (!existing) return wanted.length > 0;
  const rows = await query<{ group_id: number }>(db, `SELECT group_id FROM users_user_groups WHERE user_id = $1 ORDER BY group_id`, [existing.id]);
  return wanted.join(',') !== rows.map((r) => r.group_id).join(',');
}

/** Whether a write of a user's or group's `permissions` (NetBox 4.x; the object permissions
 * naming them, `column` their id's column in `table`) changes them: only superusers manage
 * object permissions, from either side. */
export async function changesPermissions(db: Db, table: string, column: string, permissions: number[], existing: Record<string, unknown> | null): Promise<boolean> {
  const wanted = [...new Set(permissions)].sort((a, b) => a - b);
  if (!existing) return wanted.length > 0;
  const rows = await query<{ id: number }>(db, `SELECT object_permission_id AS id FROM ${table} WHERE ${column} = $1 ORDER BY 1`, [existing.id]);
  return wanted.join(',') !== rows.map((r) => r.id).join(',');
}

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
  async beforeSave(ctx, values, existing) {
    requireUser(ctx.user);
    if (values.is_superuser || values.is_staff || existing?.is_superuser) requireSuperuser(ctx.user);
    if (existing && values.password !== undefined) requireSuperuser(ctx.user);
    if (values.groups !== undefined && !ctx.user!.is_superuser && (await changesGroups(ctx.db, values.groups, existing))) requireSuperuser(ctx.user);
    if (values.permissions !== undefined && !ctx.user!.is_superuser && (await changesPermissions(ctx.db, 'users_object_permission_users', 'user_id', values.permissions, existing))) requireSuperuser(ctx.user);
    if (!existing && !values.password) throw ValidationError.field('password', 'This field is required.');
    if (values.password !== undefined && values.password !== null) checkPasswordLength(values.password);
  },
  async afterSave(ctx, id, values, existing) {
    if (existing && values.password !== undefined) await endOtherSessions(ctx.db, id, ctx.user?.id === id ? ctx.user.session : undefined);
  },
  async beforeDelete(ctx, ids) {
    requireUser(ctx.user);
    if (ctx.user!.is_superuser) return;
    const [su] = await query<{ id: number }>(ctx.db, `SELECT id FROM users_user WHERE id = ANY($1::int[]) AND is_superuser LIMIT 1`, [ids]);
    if (su) requireSuperuser(ctx.user);
  },
};

export default rules;
