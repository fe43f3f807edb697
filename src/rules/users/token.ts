// Token rules: a token belongs to the requesting user unless another owner is named, and
// only a superuser may name another owner or delete another user's token (until object
// permissions grant users.grant_token).
import type { TokenRules } from '../../../generated/rules/index.ts';
import { query } from '../../engine/db.ts';
import { ApiError, ValidationError } from '../../engine/errors.ts';
import { parseIp } from '../../ipam/address.ts';

const rules: TokenRules = {
  beforeSave(ctx, values, existing) {
    // Every path that writes tokens (the API, provisioning) names a user; none means the
    // authentication middleware missed the request, so refuse rather than let it through.
    if (!ctx.user) throw new ApiError(403, 'Authentication credentials were not provided.');
    if (!existing && values.user === undefined) values.user = ctx.user.id;
    const owner = values.user ?? (existing?.user_id as number | undefined);
    if (owner !== ctx.user.id && !ctx.user.is_superuser)
      throw new ApiError(403, 'You do not have permission to perform this action.');
    for (const entry of values.allowed_ips ?? []) {
      if (!parseIp(entry)) throw ValidationError.field('allowed_ips', `Enter a valid IPv4 or IPv6 address or prefix (got "${entry}").`);
    }
  },
  // NetBox shows a user only their own tokens; a superuser sees all.
  visibleTo(user) {
    return user?.is_superuser ? null : { user_id: user?.id ?? 0 };
  },
  async beforeDelete(ctx, ids) {
    if (!ctx.user) throw new ApiError(403, 'Authentication credentials were not provided.');
    if (ctx.user.is_superuser) return;
    // Deleting someone else's token would lock them out of the API.
    const [foreign] = await query<{ id: number }>(ctx.db, `SELECT id FROM users_token WHERE id = ANY($1::int[]) AND user_id <> $2 LIMIT 1`, [ids, ctx.user.id]);
    if (foreign) throw new ApiError(403, 'You do not have permission to perform this action.');
  },
};

export default rules;
