// GET /api/users/users/me/: who the request acts as, and what they may do to each model, so a
// client such as the web UI offers only the actions the API would allow.
import type { ActionHandler } from '../../http/actions.ts';
import { grantedActions } from '../../auth/permissions.ts';
import { readExempt } from '../../auth/read-exempt.ts';
import { signedIn } from '../../http/request.ts';
import { sendJson } from '../../http/respond.ts';

const me: ActionHandler = async (req, res, { services }) => {
  const auth = signedIn(req);
  const { user } = auth;
  sendJson(req, res, 200, {
    id: user.id,
    username: user.username,
    is_superuser: user.is_superuser,
    write_enabled: auth.token.write_enabled,
    permissions: await grantedActions(services.pool, user, (m) => readExempt(m, services)),
  });
};

export default me;
