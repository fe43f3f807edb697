// POST /api/users/users/password/: the requesting user changes their own password by giving
// the current one ({current_password, password}); a wrong current password counts as a failed
// login (login-limits.ts). Every other browser session of the user ends. Other accounts'
// passwords are a superuser's to set (PATCH on the user).
import type { ActionHandler } from '../../http/actions.ts';
import { requestAddress } from '../../auth/authenticate.ts';
import { attemptSucceeded, beginAttempt } from '../../auth/login-limits.ts';
import { hashPassword, verifyPassword } from '../../auth/secrets.ts';
import { endOtherSessions } from '../../auth/sessions.ts';
import { query } from '../../engine/db.ts';
import { ValidationError } from '../../engine/errors.ts';
import { signedIn } from '../../http/request.ts';
import { sendJson } from '../../http/respond.ts';
import { checkPasswordLength } from '../../rules/users/user.ts';

const changePassword: ActionHandler = async (req, res, { services }) => {
  const { user } = signedIn(req);
  const given = (typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body) ? req.body : {}) as Record<string, unknown>;
  const errors: Record<string, string[]> = {};
  for (const name of ['current_password', 'password'])
    if (typeof given[name] !== 'string' || given[name] === '') errors[name] = ['This field is required.'];
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const [current, password] = [given.current_password as string, given.password as string];
  const address = requestAddress(req, services.config.trustedProxies);
  const attempt = await beginAttempt(services.pool, user.username, address);
  const [row] = await query<{ password: string | null }>(services.pool, `SELECT password FROM users_user WHERE id = $1`, [user.id]);
  if (!(await verifyPassword(current, row?.password ?? null)))
    throw ValidationError.field('current_password', 'Your current password was entered incorrectly.');
  await attemptSucceeded(services.pool, attempt);
  checkPasswordLength(password);
  const hash = await hashPassword(password);
  await services.pool.begin(async (tx) => {
    await query(tx, `UPDATE users_user SET password = $2 WHERE id = $1`, [user.id, hash]);
    await endOtherSessions(tx, user.id, user.session);
  });
  sendJson(req, res, 200, { detail: 'Password changed.' });
};

export default changePassword;
