// Token rules: a token belongs to the requesting user unless another owner is named, which
// takes a superuser or the users.grant_token permission (NetBox's). Who may see, change and
// delete which tokens is the permission layer's: one's own, others' with a permission.
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
    // Naming another user as the owner (on create or change) takes grant_token.
    const named = values.user;
    if (named !== undefined && named !== ctx.user.id && !ctx.user.is_superuser && !(await grantFor(ctx.db, ctx.user, registry.model('users.token'), 'grant_token')))
      throw new ApiError(403, 'You do not have permission to perform this action.');
    if (!existing && named === undefined) values.user = ctx.user.id;
    for (const entry of values.allowed_ips ?? []) {
      if (!parseIp(entry)) throw ValidationError.field('allowed_ips', `Enter a valid IPv4 or IPv6 address or prefix (got "${entry}").`);
    }
  },
};

export default rules;
