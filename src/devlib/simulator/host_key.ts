// Simulated devices' SSH host keys: a fresh ed25519 key when none is configured, and the
// public HostKey clients are shown (the same conversion the transports apply to the key a
// server offers, so the two compare equal).
import ssh2 from 'ssh2';
import { hostKeyFromBlob } from '../host_key.ts';
import type { HostKey } from '../transports/contract.ts';

/** A new ed25519 private key, OpenSSH text. */
export function generateHostKey(): string {
  // ssh2's keygen drops the leading zero bytes of a public key (mscdex/ssh2#1390, #1513), so
  // about one key in 256 comes out unreadable, to ssh2 itself too; another draw is as good a key.
  for (;;) {
    const key = ssh2.utils.generateKeyPairSync('ed25519').private;
    if (!(ssh2.utils.parseKey(key) instanceof Error)) return key;
  }
}

/** The public HostKey of a private key (OpenSSH or PEM text). */
export function publicHostKey(privateKey: string): HostKey {
  const parsed = ssh2.utils.parseKey(privateKey);
  if (parsed instanceof Error) throw new Error(`not a private key: ${parsed.message}`);
  const key = Array.isArray(parsed) ? parsed[0] : parsed;
  if (!key) throw new Error('not a private key: no key in the text');
  return hostKeyFromBlob(key.getPublicSSH());
}
