// get_users from `show run | section username`: "username <name> [privilege <n>]
// [secret|password <type>] <hash>" lines, and the SSH key hashes listed per user under
// `ip ssh pubkey-chain` (IOS keeps only the key fingerprint).
import type { User } from '../../types.ts';

export function parseUsers(output: string): Record<string, User> {
  const users: Record<string, User> = {};
  const keys = new Map<string, string[]>();
  let keyUser: string[] | undefined;
  for (const line of output.split('\n')) {
    const user = /^username\s+(\S+)(.*)$/.exec(line);
    if (user) {
      const level = /\sprivilege\s+(\d+)/.exec(user[2]!)?.[1];
      const password = /\s(?:password|secret)\s+(?:\d+\s+)?(\S+)/.exec(user[2]!)?.[1];
      users[user[1]!] = { level: level === undefined ? 1 : Number(level), password: password ?? '', sshkeys: [] };
      keyUser = undefined;
      continue;
    }
    const chainUser = /^\s+username\s+(\S+)\s*$/.exec(line);
    const hash = /^\s+key-hash\s+(.+?)\s*$/.exec(line);
    if (chainUser) keys.set(chainUser[1]!, keyUser = []);
    else if (hash && keyUser) keyUser.push(hash[1]!);
    else keyUser = undefined;
  }
  // Keys of users without a username line are dropped, as NAPALM does.
  for (const [name, hashes] of keys) if (users[name]) users[name].sshkeys = hashes;
  return users;
}
