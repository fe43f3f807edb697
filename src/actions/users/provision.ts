// POST /api/users/tokens/provision/: a new token for whoever proves a username and password,
// with no token needed. Failed attempts are slowed by the password hash itself, answered alike
// whether the user exists or not, and limited per account and per address (login-limits.ts).
import type { ActionHandler } from '../../http/actions.ts';
import { query } from '../../engine/db.ts';
import { ApiError, ValidationError } from '../../engine/errors.ts';
import { verifyPassword } from '../../auth/secrets.ts';
import { clientAddress } from '../../auth/authenticate.ts';
import { recordFailure, refuseWhenLimited } from '../../auth/login-limits.ts';
import { readObjects, readOptions } from '../../engine/read/read.ts';
import { saveObjects } from '../../engine/write/write.ts';
import { apiBase, queryOf } from '../../http/request.ts';
import { writeContext } from '../../http/services.ts';
import { sendJson } from '../../http/respond.ts';

const provision: ActionHandler = async (req, res, { model, services }) => {
  const body = req.body as Record<string, unknown> | undefined;
  const errors: Record<string, string[]> = {};
  for (const name of ['username', 'password'])
    if (typeof body?.[name] !== 'string' || body[name] === '') errors[name] = ['This field is required.'];
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const { username, password, ...rest } = body as Record<string, unknown>;
  const address = clientAddress(req.socket.remoteAddress ?? '', req.headers['x-forwarded-for'] as string | undefined, services.config.trustedProxies);
  await refuseWhenLimited(services.pool, username as string, address);
  const rows = await query<{ id: number; username: string; password: string | null; is_active: boolean; is_superuser: boolean }>(services.pool, `SELECT id, username, password, is_active, is_superuser FROM users_user WHERE username = $1`, [username]);
  const user = rows[0];
  const ok = await verifyPassword(password as string, user?.password ?? null);
  if (!user || !ok || !user.is_active) {
    await recordFailure(services.pool, username as string, address);
    throw new ApiError(403, 'Invalid username/password');
  }
  const actor = { id: user.id, username: user.username, is_superuser: user.is_superuser };
  // Optional token attributes (expires, description, write_enabled, allowed_ips) may come along.
  const result = await services.pool.begin((tx) =>
    saveObjects(writeContext(services, tx, actor), model, [{ ...rest, user: user.id }], { bulk: false, partial: false }),
  );
  const [text] = await readObjects(services.pool, model, result.ids, apiBase(req), readOptions(queryOf(req)));
  sendJson(req, res, 201, { ...JSON.parse(text!), ...result.reveal[0] });
};

export default provision;
