// How the engine stores passwords and token keys (src/engine/write/codecs.ts): a password as
// its scrypt hash, a token key as its digest under the pepper (made when none is given, and
// shown once), sealed as well when ALLOW_TOKEN_RETRIEVAL is on.
import type { ScalarField } from '../../codegen/types.ts';
import { ValidationError } from '../engine/errors.ts';
import { registerScalarCodec, type Encoded, type ScalarCodec } from '../engine/write/codecs.ts';
import { generateTokenKey, generateV2Token, hashPassword, tokenKeyDigest, tokenSecretDigest, V2_SECRET_MAX } from './secrets.ts';

const password: ScalarCodec = {
  async encode(value, field) {
    if (value === undefined) return undefined;
    return { columns: { [field.column!]: value === null ? null : await hashPassword(value as string) } };
  },
};

const tokenKey: ScalarCodec = {
  encode(value, field, ctx, creating, item) {
    if (creating && item.version === 2) return v2Token(value, field, ctx.pepper);
    // A token's version decides which header and which stored form it has: fixed at creation,
    // as its key is (under the field's name in the request's shape: NetBox 4.5's `token`).
    if (!creating && item.version !== undefined) throw new ValidationError({ version: ['A token\'s version cannot be changed.'] });
    if (!creating && value !== undefined) throw new ValidationError({ [field.name]: ['The key of a token is set when it is created and cannot be changed.'] });
    let key = value as string | null | undefined;
    if (key && !V1_KEY.test(key)) throw new ValidationError({ [field.name]: ['Enter 40 hexadecimal characters, or leave it blank to generate a key.'] });
    if (creating && !key) key = generateTokenKey();
    if (!key) return undefined;
    const shown = key.toLowerCase();
    return {
      columns: {
        [field.column!]: tokenKeyDigest(key, ctx.pepper), [field.sealed_column!]: ctx.sealKey ? ctx.sealKey(shown) : null,
        [field.partial_column!]: partialForm(shown),
      },
      reveal: { [field.name]: shown },
    };
  },
  takesNull: true,
  duplicate: 'A token with this key already exists.',
};

/** A v1 key: 40 hexadecimal characters (the spec's; NetBox 4.6 takes any 40). */
const V1_KEY = /^[0-9a-fA-F]{40}$/;

/** NetBox's Token.partial: the key's last six characters behind asterisks, its display. */
function partialForm(key: string): string {
  return `${'*'.repeat(34)}${key.slice(-6)}`;
}

/** A v2 token (NetBox 4.5): a public key and a secret, the secret stored as its digest and shown
 * once as `token`; never sealed for ALLOW_TOKEN_RETRIEVAL, as NetBox cannot show a v2 secret
 * again either. Where the field is NetBox 4.5's `token` (NetBox's shape), the public key reads
 * as its own field, `key`, and a secret may be given, as NetBox 4.6 takes it (any text that is
 * not blank: its serializer's CharField); the key is always made here. Where it is the spec's
 * `key`, none may be given, and the public key is shown under it too. */
function v2Token(value: unknown, field: ScalarField, pepper: string): Encoded {
  const netbox = field.name === 'token';
  if (value && !netbox) throw new ValidationError({ [field.name]: ['A v2 token\'s key is generated: leave it out.'] });
  if (netbox && value === '') throw new ValidationError({ [field.name]: ['This field may not be blank.'] });
  if (typeof value === 'string' && value.length > V2_SECRET_MAX) throw new ValidationError({ [field.name]: [`Ensure this field has no more than ${String(V2_SECRET_MAX)} characters.`] });
  const made = generateV2Token();
  const secret = typeof value === 'string' && value ? value : made.secret;
  return {
    columns: { [field.column!]: tokenSecretDigest(secret, pepper), [field.sealed_column!]: null, [field.partial_column!]: null, key_id: made.id, pepper_id: 1 },
    reveal: netbox ? { token: secret } : { [field.name]: made.id, token: secret },
  };
}

export function registerSecretCodecs(): void {
  registerScalarCodec('password', password);
  registerScalarCodec('token_key', tokenKey);
}
