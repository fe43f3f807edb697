// Token rules: a token belongs to the requesting user unless another owner is named, which
// takes a superuser or the grant action on users.token (NetBox's users.grant_token). That is
// decided before the owner is looked up: without the grant the answer is 403 whoever is
// named (a user the requester cannot see included, so it tells nothing about them); with it,
// the owner is found among all users, whether the requester may view them or not. Its key is
// set when it is made and its owner never changes afterwards, so no permission to change
// tokens can take one over. Which tokens a non-superuser reaches (their own) is the permission
// layer's. The key's immutability is the token key codec's (src/auth/codecs.ts), which knows
// the field's name in the request's shape.
import type { TokenRules } from '../../../generated/rules/types.ts';
import { grantFor } from '../../auth/permissions.ts';
import { type Actor, ApiError, registry, type RuleContext, ValidationError } from '../../engine/api.ts';
import { parseIp } from '../../ipam/address.ts';

const NOT_GRANTED = 'This user does not have permission to create tokens for other users.';

/** Whether a written owner names the requester: their id, or attributes saying only who they are. */
function namesSelf(named: unknown, user: Actor): boolean {
  if (typeof named === 'number' || typeof named === 'string') return String(named) === String(user.id);
  if (typeof named !== 'object' || named === null || Array.isArray(named)) return false;
  const entries = Object.entries(named);
  return entries.length > 0 && entries.every(([k, v]) => (k === 'id' && String(v) === String(user.id)) || (k === 'username' && v === user.username));
}

/** Whether the requester may create tokens for others. */
async function mayGrant(ctx: RuleContext): Promise<boolean> {
  return ctx.user!.is_superuser || Boolean(await grantFor(ctx.db, ctx.user!, registry.model('users.token'), 'grant'));
}

const rules: TokenRules = {
  async beforeResolve(ctx, body, existing) {
    if (existing || !ctx.user || body.user === undefined || body.user === null || namesSelf(body.user, ctx.user)) return;
    if (!(await mayGrant(ctx))) throw new ApiError(403, NOT_GRANTED);
    return ['user'];
  },

  async beforeSave(ctx, values, existing) {
    // Every path that writes tokens (the API, provisioning) names a user; none means the
    // authentication middleware missed the request, so refuse rather than let it through.
    if (!ctx.user) throw new ApiError(403, 'Authentication credentials were not provided.');
    const named = values.user;
    if (existing) {
      if (named !== undefined && named !== existing.user_id) throw ValidationError.field('user', 'The owner of a token cannot be changed.');
    } else if (named === undefined) values.user = ctx.user.id;
    else if (named !== ctx.user.id && !(await mayGrant(ctx))) throw new ApiError(403, NOT_GRANTED);
    for (const entry of values.allowed_ips ?? []) {
      if (!parseIp(entry)) throw ValidationError.field('allowed_ips', `Enter a valid IPv4 or IPv6 address or prefix (got "${entry}").`);
    }
  },
};

export default rules;
