// Which SSH host key a device may present (DEVLIB_HOST_KEYS): the key stored for it in
// dcim.devlib_host_key, else, on first use, the key it presents now, which is stored once the
// login with it has succeeded (a device that cannot log us in, or a mistyped port, leaves
// nothing behind), and never in maintenance mode;
// with known-only, a device without a stored key is refused. A changed key is always refused
// until someone deletes the stored one: live data is read with the device's credentials,
// which must never be handed to an impostor.
// It lives beside the live data action, not in src/devlib: it stores keys as inventory
// objects through the engine, and devlib knows devices, not the inventory.
import type { Model } from '../../../codegen/types.ts';
import { query } from '../../engine/db.ts';
import { ValidationError } from '../../engine/errors.ts';
import type { Origin } from '../../events/transaction.ts';
import { registry } from '../../engine/registry.ts';
import { ident } from '../../engine/sql/builder.ts';
import { saveObjects } from '../../engine/write/write.ts';
import { write, type Services } from '../../http/services.ts';
import { HostKeyError, type HostKey } from '../../devlib/transports/contract.ts';

interface StoredKey { id: number; key: string; algorithm: string; fingerprint: string }

const model = (): Model => registry.model('dcim.devlib_host_key');

/** Where a device is reached: its address and port. */
export interface Endpoint { address: string; port: number }

/** The key stored for the device at this address and port; a key stored without an address or
 * port (added by hand) holds for any, the most specific one first. */
async function storedKey(services: Services, device: number, at: Endpoint): Promise<StoredKey | undefined> {
  const [row] = await query<StoredKey>(services.pool,
    `SELECT id, key, algorithm, fingerprint FROM ${ident(model().table)}
      WHERE device_id = $1 AND (address IS NULL OR address = $2) AND (port IS NULL OR port = $3)
      ORDER BY address IS NULL, port IS NULL LIMIT 1`, [device, at.address, at.port]);
  return row;
}

function compare(stored: StoredKey, offered: HostKey, label: string): void {
  if (stored.key === offered.key) return;
  throw new HostKeyError(`The SSH host key of ${label} has changed: stored ${stored.algorithm} ${stored.fingerprint}, `
    + `offered ${offered.algorithm} ${offered.fingerprint}. If the change is expected, delete the stored key `
    + `(DELETE /api/dcim/devlib-host-keys/${stored.id}/) and retry.`);
}

/** The host key check of one device's connection at `at` (`check`, during the SSH handshake)
 * and, after a successful login, the storing of a first key (`loggedIn`); `label` names the
 * device in messages. A first key is stored by netinv itself, not as the requester's write:
 * any user allowed to read live data (a read-only token included) causes it, and it is kept
 * only for the address and port that user reached. Its change is logged under the request
 * (`origin`) with no user. */
export function hostKeyCheck(services: Services, device: number, at: Endpoint, label: string, origin: Origin): { check: (offered: HostKey) => Promise<void>; loggedIn: () => Promise<void> } {
  let first: HostKey | undefined;
  const check = async (offered: HostKey) => {
    const stored = await storedKey(services, device, at);
    if (stored) return compare(stored, offered, label);
    if (services.config.devlib.hostKeys === 'known-only')
      throw new HostKeyError(`No SSH host key is stored for ${label}, and DEVLIB_HOST_KEYS is known-only: `
        + `add its key at /api/dcim/devlib-host-keys/ (it offered ${offered.algorithm} ${offered.fingerprint}).`);
    first = offered;
  };
  const loggedIn = async () => {
    const offered = first;
    if (!offered || services.config.maintenanceMode) return;
    try {
      await write(services, { ...origin, user: null }, (ctx) => saveObjects(ctx, model(),
        [{ device, address: at.address, port: at.port, key: `${offered.algorithm} ${offered.key}` }], { bulk: false, partial: false }));
    } catch (e) {
      // Another request stored a key for this device first: that one decides.
      if (!(e instanceof ValidationError)) throw e;
      const winner = await storedKey(services, device, at);
      if (!winner) throw e;
      compare(winner, offered, label);
    }
  };
  return { check, loggedIn };
}
