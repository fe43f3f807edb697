// Host key rules: a key is written as an OpenSSH line or its base64 part, stored as the base64
// part, with the algorithm and fingerprint read from it (src/devlib/host_key.ts).
import type { DevlibHostKeyRules } from '../../../generated/rules/types.ts';
import { HostKeyFormatError, parsePublicKey } from '../../devlib/host_key.ts';
import { ValidationError } from '../../engine/api.ts';

const rules: DevlibHostKeyRules = {
  async beforeSave(_ctx, values) {
    if (typeof values.key !== 'string') return;
    try {
      const key = parsePublicKey(values.key);
      Object.assign(values, { key: key.key, algorithm: key.algorithm, fingerprint: key.fingerprint });
    } catch (e) {
      if (e instanceof HostKeyFormatError) throw ValidationError.field('key', e.message);
      throw e;
    }
  },
};

export default rules;
