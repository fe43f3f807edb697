// Users from the committed configuration: system login user (class as a Cisco-style
// privilege level, encrypted password, SSH public keys) and root from
// system root-authentication, level 20 (NAPALM's junos_users_table and junos_root_table).
import { putValue } from '../../parse/safe_record.ts';
import type { User } from '../../types.ts';
import { configRoot } from './config.ts';
import { configTextAt, first, select, type XmlElement } from './xml.ts';

const CLASS_LEVEL = new Map([['super-user', 15], ['superuser', 15], ['operator', 5], ['read-only', 1], ['unauthorized', 0]]);

// NAPALM reads rsa, dsa and ecdsa keys; ed25519 keys are as much the user's keys.
const KEY_KINDS = ['ssh-rsa', 'ssh-dsa', 'ssh-ecdsa', 'ssh-ed25519'];

function sshKeys(auth: XmlElement | undefined): string[] {
  return KEY_KINDS.flatMap((kind) => select(auth, kind).map((k) => configTextAt(k, 'name') ?? ''))
    .filter((k) => k !== '');
}

export function parseUsers(usersXml: string, systemXml: string): Record<string, User> {
  const users: Record<string, User> = {};
  for (const u of select(configRoot(usersXml), 'system/login/user')) {
    const name = configTextAt(u, 'name');
    if (!name) continue;
    const auth = first(u, 'authentication');
    putValue(users, name, {
      level: CLASS_LEVEL.get(configTextAt(u, 'class') ?? '') ?? 0,
      password: configTextAt(auth, 'encrypted-password') ?? '',
      sshkeys: sshKeys(auth),
    });
  }
  const root = first(configRoot(systemXml), 'system/root-authentication');
  const password = configTextAt(root, 'encrypted-password') ?? '';
  const keys = sshKeys(root);
  // Root is listed when it has a credential configured (NAPALM: an encrypted password).
  if (password || keys.length) putValue(users, 'root', { level: 20, password, sshkeys: keys });
  return users;
}
