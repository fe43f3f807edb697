// Token rules: a token belongs to the requesting user unless another owner is named, which
// takes a superuser or the grant action on users.token (NetBox's users.grant_token). Its key is
// set when it is made and its owner never changes afterwards, so no permission to change
// tokens can take one over. Which tokens a non-superuser reaches (their own) is the permission
// layer's.
import type { TokenRules } from '../../../generated/rules/index.ts';
import { grantFor } from '../../auth/permissions.ts';
import { ApiError, ValidationError } from '../../engine/errors.ts';
import { registry } from '../../engine/registry.ts';
import { parseIp } from '../../ipam/address.ts';

const rules: TokenRules = {
  async beforeSave(ctx, values, existing) {
    // Every path that writes tokens (the API, provisioning) names a user; none means the
    // authentication middleware missed the request, so refuse rather than let it through.
    if (!ctx.user) throw new ApiError(403, 'Authentication credentials were not provided.');
    const named = values.user;
    if (existing) {
      if (named !== undefined && named !== existing.user_id) throw ValidationError.field('user', 'The owner of a token cannot be changed.');
      if (values.key !== undefined) throw ValidationError.field('key', 'The key of a token is set when it is created and cannot be changed.');
    } else if (named === undefined) values.user = ctx.user.id;
    else if (named !== ctx.user.id && !ctx.user.is_superuser && !(await grantFor(ctx.db, ctx.user, registry.model('users.token'), 'grant')))
      throw new ApiError(403, 'You do not have permission to perform this action.');
    for (const entry of values.allowed_ips ?? []) {
      if (!parseIp(entry)) throw ValidationError.field('allowed_ips', `Enter a valid IPv4 or IPv6 address or prefix (got "${entry}").`);
    }
  },
};

export default rules;
