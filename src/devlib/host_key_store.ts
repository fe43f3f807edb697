// Which SSH host key a device may present (DEVLIB_HOST_KEYS): the key stored for it in
// dcim.devlib_host_key, else, on first use, the key it presents now, which is then stored;
// with known-only, a device without a stored key is refused. A changed key is always refused
// until someone deletes the stored one: live data is read with the device's credentials,
// which must never be handed to an impostor.
import type { Model } from '../../codegen/types.ts';
import { query } from '../engine/db.ts';
import { ValidationError } from '../engine/errors.ts';
import type { Origin } from '../events/transaction.ts';
import { registry } from '../engine/registry.ts';
import { ident } from '../engine/sql/builder.ts';
import { saveObjects } from '../engine/write/write.ts';
import { write, type Services } from '../http/services.ts';
import { HostKeyError, type HostKey } from './transports/contract.ts';

interface StoredKey { id: number; key: string; algorithm: string; fingerprint: string }

const model = (): Model => registry.model('dcim.devlib_host_key');

async function storedKey(services: Services, device: number): Promise<StoredKey | undefined> {
  const [row] = await query<StoredKey>(services.pool,
    `SELECT id, key, algorithm, fingerprint FROM ${ident(model().table)} WHERE device_id = $1`, [device]);
  return row;
}

function compare(stored: StoredKey, offered: HostKey, label: string): void {
  if (stored.key === offered.key) return;
  throw new HostKeyError(`The SSH host key of ${label} has changed: stored ${stored.algorithm} ${stored.fingerprint}, `
    + `offered ${offered.algorithm} ${offered.fingerprint}. If the change is expected, delete the stored key `
    + `(DELETE /api/dcim/devlib-host-keys/${stored.id}/) and retry.`);
}

/** The host key check of one device's connection; `label` names the device in messages, and
 * `origin` is the request storing a first key (its user, as for any other write). */
export function hostKeyCheck(services: Services, device: number, label: string, origin: Origin): (offered: HostKey) => Promise<void> {
  return async (offered) => {
    const stored = await storedKey(services, device);
    if (stored) return compare(stored, offered, label);
    if (services.config.devlib.hostKeys === 'known-only')
      throw new HostKeyError(`No SSH host key is stored for ${label}, and DEVLIB_HOST_KEYS is known-only: `
        + `add its key at /api/dcim/devlib-host-keys/ (it offered ${offered.algorithm} ${offered.fingerprint}).`);
    try {
      await write(services, origin, (ctx) => saveObjects(ctx, model(),
        [{ device, key: `${offered.algorithm} ${offered.key}` }], { bulk: false, partial: false }));
    } catch (e) {
      // Another request stored a key for this device first: that one decides.
      if (!(e instanceof ValidationError)) throw e;
      const winner = await storedKey(services, device);
      if (!winner) throw e;
      compare(winner, offered, label);
    }
  };
}
