// SUPERUSER_NAME / _EMAIL / _PASSWORD / _API_TOKEN: the superuser and its token are created at
// start when missing (as netbox-docker does); existing ones are left as they are.
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import type { Config } from '../config.ts';
import { log } from '../log.ts';
import { hashPassword, tokenKeyDigest, tokenPepper } from './secrets.ts';

export async function ensureSuperuser(config: Config, url: string): Promise<void> {
  if (!config.superuserName) return;
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await sql.begin(async (tx) => {
      // ON CONFLICT DO NOTHING: several instances starting at once on one database must not
      // fail on the unique indexes; whichever inserts first wins and the others find its rows.
      let [user] = await tx<{ id: number }[]>`SELECT id FROM users_user WHERE username = ${config.superuserName!}`;
      if (!user) {
        // Without SUPERUSER_PASSWORD the account gets an unusable password (Django's "!"
        // marker), as the column is NOT NULL: it is reached through SUPERUSER_API_TOKEN only.
        const password = config.superuserPassword ? await hashPassword(config.superuserPassword) : `!${randomBytes(20).toString('hex')}`;
        [user] = await tx<{ id: number }[]>`
          INSERT INTO users_user (username, email, password, is_superuser, is_staff, is_active)
          VALUES (${config.superuserName!}, ${config.superuserEmail ?? ''}, ${password}, true, true, true)
          ON CONFLICT (username) DO NOTHING RETURNING id`;
        if (user) log.info('superuser created', { username: config.superuserName });
        else [user] = await tx<{ id: number }[]>`SELECT id FROM users_user WHERE username = ${config.superuserName!}`;
      }
      if (config.superuserApiToken) {
        const digest = tokenKeyDigest(config.superuserApiToken, tokenPepper(config.secretKey));
        const created = await tx`
          INSERT INTO users_token (user_id, key_digest, write_enabled, description)
          VALUES (${user!.id}, ${digest}, true, 'SUPERUSER_API_TOKEN')
          ON CONFLICT (key_digest) DO NOTHING RETURNING id`;
        if (created.length) log.info('superuser token created', { username: config.superuserName });
      }
    });
  } finally {
    await sql.end({ timeout: 5 });
  }
}
