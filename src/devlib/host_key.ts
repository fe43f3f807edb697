// SSH public host keys as netinv stores and compares them: the key's wire-format blob (base64,
// the middle word of an OpenSSH key line), its algorithm, and OpenSSH's SHA256 fingerprint.
import { createHash } from 'node:crypto';
import type { HostKey } from './transports/contract.ts';

/** Host key types ssh2 negotiates; anything else is not a key we could ever be shown. */
export const HOST_KEY_ALGORITHMS = [
  'ssh-ed25519', 'ecdsa-sha2-nistp256', 'ecdsa-sha2-nistp384', 'ecdsa-sha2-nistp521', 'ssh-rsa', 'ssh-dss',
];

export class HostKeyFormatError extends Error {}

/** The algorithm named at the start of a key blob (an SSH string: uint32 length, name). */
function blobAlgorithm(blob: Buffer): string | undefined {
  if (blob.length < 4) return undefined;
  const length = blob.readUInt32BE(0);
  if (length < 1 || length > 64 || blob.length < 4 + length + 4) return undefined;
  return blob.subarray(4, 4 + length).toString('latin1');
}

/** The HostKey of a public key blob as an SSH server sends it. */
export function hostKeyFromBlob(blob: Buffer): HostKey {
  const algorithm = blobAlgorithm(blob);
  if (!algorithm || !HOST_KEY_ALGORITHMS.includes(algorithm)) throw new HostKeyFormatError('not an SSH public key of a known type');
  return {
    algorithm,
    key: blob.toString('base64'),
    fingerprint: `SHA256:${createHash('sha256').update(blob).digest('base64').replace(/=+$/, '')}`,
  };
}

/** A key as a user writes it: an OpenSSH line ("ssh-ed25519 AAAA... comment", as in
 * known_hosts without the host names, or .pub files) or its base64 part alone. */
export function parsePublicKey(text: string): HostKey {
  const words = text.trim().split(/\s+/);
  const [first, second] = words;
  const named = first !== undefined && HOST_KEY_ALGORITHMS.includes(first);
  const base64 = named ? second : words.length === 1 ? first : undefined;
  if (!base64 || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64))
    throw new HostKeyFormatError(`Enter an SSH public key: "<type> <base64> [comment]", the type one of ${HOST_KEY_ALGORITHMS.join(', ')}.`);
  let key: HostKey;
  try {
    key = hostKeyFromBlob(Buffer.from(base64, 'base64'));
  } catch {
    throw new HostKeyFormatError(`The base64 part is not an SSH public key of a known type (${HOST_KEY_ALGORITHMS.join(', ')}).`);
  }
  if (named && first !== key.algorithm) throw new HostKeyFormatError(`The key line says ${first} but the key is ${key.algorithm}.`);
  return key;
}
