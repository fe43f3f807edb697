// get_users from `show users accounts`: privilege level, secret hash and SSH public key of
// each local user.
import { putValue } from '../../parse/safe_record.ts';
import type { User } from '../../types.ts';
import type { Answer } from './answer.ts';

// NAPALM keeps RSA and DSA keys and drops any other kind; ECDSA and Ed25519 keys are as much
// the user's keys (and what current OpenSSH generates), so they are kept too.
const KEY_TYPES = ['ssh-rsa', 'ssh-dss', 'ssh-ed25519', 'ecdsa-sha2-', 'sk-ssh-ed25519@openssh.com', 'sk-ecdsa-sha2-'];

export function parseUsers(answer: Answer): Record<string, User> {
  const users: Record<string, User> = {};
  for (const [name, u] of answer.at('users').entries([])) {
    const key = u.at('sshAuthorizedKey').string('');
    putValue(users, name, {
      level: u.at('privLevel').number(0),
      password: u.at('secret').string(''),
      sshkeys: KEY_TYPES.some((t) => key.startsWith(t)) ? [key] : [],
    });
  }
  return users;
}
