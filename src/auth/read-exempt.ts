// Which models anyone may read without a token or a permission (EXEMPT_VIEW_PERMISSIONS): an
// authorization decision, asked by the REST routes, GraphQL and the actions alike.
import type { Model } from '../../codegen/types.ts';
import type { Config } from '../config.ts';

/** Accounts, groups and tokens are not exempted by `*` (as NetBox's EXEMPT_EXCLUDE_MODELS): a
 * wildcard meant for inventory must not publish who can log in. Named one by one they are. */
const WILDCARD_EXCLUDED_APPS = new Set(['users']);

/** Whether anyone may read the model without a token or a permission (EXEMPT_VIEW_PERMISSIONS). */
export function readExempt(model: Model, services: { config: Pick<Config, 'exemptViewPermissions'> }): boolean {
  const exempt = services.config.exemptViewPermissions;
  const wildcard = exempt.includes('*') && !WILDCARD_EXCLUDED_APPS.has(model.app);
  return wildcard || exempt.includes(model.content_type) || exempt.includes(model.key);
}
