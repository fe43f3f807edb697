// SUPERUSER_NAME / _EMAIL / _PASSWORD / _API_TOKEN: the superuser and its token are created at
// start when missing (as netbox-docker does); existing ones are left as they are.
import postgres from 'postgres';
import type { Config } from '../config.ts';
import { log } from '../log.ts';
import { hashPassword, tokenKeyDigest, tokenPepper } from './secrets.ts';

export async function ensureSuperuser(config: Config, url: string): Promise<void> {
  if (!config.superuserName) return;
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await sql.begin(async (tx) => {
      let [user] = await tx<{ id: number }[]>`SELECT id FROM users_user WHERE username = ${config.superuserName!}`;
      if (!user) {
        const password = config.superuserPassword ? await hashPassword(config.superuserPassword) : null;
        [user] = await tx<{ id: number }[]>`
          INSERT INTO users_user (username, email, password, is_superuser, is_staff, is_active)
          VALUES (${config.superuserName!}, ${config.superuserEmail ?? ''}, ${password}, true, true, true) RETURNING id`;
        log.info('superuser created', { username: config.superuserName });
      }
      if (config.superuserApiToken) {
        const digest = tokenKeyDigest(config.superuserApiToken, tokenPepper(config.secretKey));
        const [token] = await tx`SELECT id FROM users_token WHERE key_digest = ${digest}`;
        if (!token) {
          await tx`INSERT INTO users_token (user_id, key_digest, write_enabled, description) VALUES (${user!.id}, ${digest}, true, 'SUPERUSER_API_TOKEN')`;
          log.info('superuser token created', { username: config.superuserName });
        }
      }
    });
  } finally {
    await sql.end({ timeout: 5 });
  }
}
