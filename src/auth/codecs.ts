// How the engine stores passwords and token keys (src/engine/write/codecs.ts): a password as
// its scrypt hash, a token key as its digest under the pepper (made when none is given, and
// shown once), sealed as well when ALLOW_TOKEN_RETRIEVAL is on.
import { registerScalarCodec, type ScalarCodec } from '../engine/write/codecs.ts';
import { generateTokenKey, hashPassword, tokenKeyDigest } from './secrets.ts';

const password: ScalarCodec = {
  async encode(value, field) {
    if (value === undefined) return undefined;
    return { columns: { [field.column!]: value === null ? null : await hashPassword(value as string) } };
  },
};

const tokenKey: ScalarCodec = {
  encode(value, field, ctx, creating) {
    let key = value as string | null | undefined;
    if (creating && !key) key = generateTokenKey();
    if (!key) return undefined;
    const shown = key.toLowerCase();
    return {
      columns: { [field.column!]: tokenKeyDigest(key, ctx.pepper), [`${field.name}_sealed`]: ctx.sealKey ? ctx.sealKey(shown) : null },
      reveal: shown,
    };
  },
  takesNull: true,
  duplicate: 'A token with this key already exists.',
};

export function registerSecretCodecs(): void {
  registerScalarCodec('password', password);
  registerScalarCodec('token_key', tokenKey);
}
