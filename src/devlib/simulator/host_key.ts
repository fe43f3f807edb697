// Simulated devices' SSH host keys: a fresh ed25519 key when none is configured, and the
// public HostKey clients are shown (the same conversion the transports apply to the key a
// server offers, so the two compare equal).
import ssh2 from 'ssh2';
import { hostKeyFromBlob } from '../host_key.ts';
import type { HostKey } from '../transports/contract.ts';

/** A new ed25519 private key, OpenSSH text. */
export function generateHostKey(): string {
  return ssh2.utils.generateKeyPairSync('ed25519').private;
}

/** The public HostKey of a private key (OpenSSH or PEM text). */
export function publicHostKey(privateKey: string): HostKey {
  const parsed = ssh2.utils.parseKey(privateKey);
  if (parsed instanceof Error) throw new Error(`not a private key: ${parsed.message}`);
  const key = Array.isArray(parsed) ? parsed[0] : parsed;
  if (!key) throw new Error('not a private key: no key in the text');
  return hostKeyFromBlob(key.getPublicSSH());
}
