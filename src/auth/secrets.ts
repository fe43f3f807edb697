// Token keys and passwords: generated from a CSPRNG, stored only as digests, compared in
// constant time.
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (pw: string, salt: Buffer, len: number, opts: object) => Promise<Buffer>;
const SCRYPT = { N: 16384, r: 8, p: 1 };

/** 160 random bits as 40 hexadecimal characters. */
export function generateTokenKey(): string {
  return randomBytes(20).toString('hex');
}

/** The stored form of a token key: HMAC-SHA256 under a pepper derived from SECRET_KEY, so a
 * copy of the database alone does not reveal usable keys. Keys compare case-insensitively. */
export function tokenKeyDigest(key: string, pepper: string): string {
  return createHmac('sha256', pepper).update(key.toLowerCase()).digest('hex');
}

/** What a v2 token's Authorization value starts with (NetBox 4.5): `nbt_<key>.<secret>`. */
export const V2_PREFIX = 'nbt_';

/** The longest v2 secret taken on create and in a header (NetBox sets none; a header is short). */
export const V2_SECRET_MAX = 256;
const V2_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** `length` characters drawn uniformly from NetBox's token alphabet. */
function v2Characters(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += V2_ALPHABET[randomInt(V2_ALPHABET.length)];
  return out;
}

/** A v2 token's public key (12 characters) and secret (40 characters, about 238 bits). */
export function generateV2Token(): { id: string; secret: string } {
  return { id: v2Characters(12), secret: v2Characters(40) };
}

/** The stored form of a v2 token's secret: HMAC-SHA256 under the pepper, as NetBox stores it.
 * Unlike v1 keys, v2 secrets are case-sensitive. Domain-separated from v1 digests so that a v1
 * key never matches a v2 token's digest. */
export function tokenSecretDigest(secret: string, pepper: string): string {
  return createHmac('sha256', pepper).update(`v2:${secret}`).digest('hex');
}

export function tokenPepper(secretKey: string): string {
  return createHmac('sha256', secretKey).update('netinv token pepper').digest('hex');
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, 32, SCRYPT);
  return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = stored?.split('$');
  if (!parts || parts.length !== 6 || parts[0] !== 'scrypt') {
    // Spend the same time as a real check so the answer does not reveal unknown users.
    await scryptAsync(password, Buffer.alloc(16), 32, SCRYPT);
    return false;
  }
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The AES-256 key that seals token keys for ALLOW_TOKEN_RETRIEVAL, derived from SECRET_KEY
 * (apart from the digest pepper, so one never serves as the other). */
function sealingKey(secretKey: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secretKey, 'netinv', 'token retrieval', 32));
}

/** A token key sealed with AES-256-GCM: iv.tag.ciphertext, base64url. */
export function sealTokenKey(key: string, secretKey: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(secretKey), iv);
  const body = Buffer.concat([cipher.update(key, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

/** The key of a sealed token key; null when it cannot be opened (another SECRET_KEY). */
export function openTokenKey(sealed: string, secretKey: string): string | null {
  try {
    const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(secretKey), iv!);
    decipher.setAuthTag(tag!);
    return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
