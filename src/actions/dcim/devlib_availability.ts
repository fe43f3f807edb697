// GET /api/dcim/devices/<id>/devlib/available/: whether live data may be read from the device by
// the user asking, the spec's four conditions for the web UI's live data tabs (status active, a
// primary IP address, a platform with an installed devlib driver, dcim.devlib_read_device on
// the device with its constraints), with a sentence per condition that fails. The web UI shows
// the Status, LLDP Neighbours and Configuration tabs from this answer, so the check lives here
// once: the device's part is the devlib_available field's SQL, the user's part the permission
// check the live endpoint (devlib.ts) makes. Nothing connects to the device. The router has
// already answered 404 for a device the user may not see, as on its detail endpoint.
import { hasPermission } from '../../auth/permissions.ts';
import { DRIVER_NAMES } from '../../devlib/drivers/index.ts';
import { query } from '../../engine/db.ts';
import { ApiError } from '../../engine/errors.ts';
import type { ComputedFieldSql } from '../../engine/api.ts';
import type { ActionHandler } from '../../http/actions.ts';
import { signedIn } from '../../http/request.ts';
import { sendJson } from '../../http/respond.ts';
import { devlibAvailable } from '../../rules/dcim/devlib_available.ts';

interface Row {
  name: string | null;
  status: string;
  address: string | null;
  platform: string | null;
  devlib_driver: string | null;
  device_available: boolean;
}

export interface DevlibAvailability {
  /** All four conditions hold: the live data tabs are shown. */
  available: boolean;
  /** The device's three conditions (the device's devlib_available field). */
  device_available: boolean;
  /** The user holds dcim.devlib_read_device on this device. */
  permitted: boolean;
  /** A sentence for each condition that fails, in the spec's order. */
  reasons: string[];
}

const availability: ActionHandler = async (req, res, { model, services, id }) => {
  const { user } = signedIn(req);
  const condition = (devlibAvailable as ComputedFieldSql)(undefined as never, model, 'd');
  const [row] = await query<Row>(services.pool,
    `SELECT d.name, d.status, host(ip.address) AS address, p.name AS platform, p.devlib_driver, ${condition} AS device_available
       FROM dcim_device d
       LEFT JOIN dcim_platform p ON p.id = d.platform_id
       LEFT JOIN ipam_ip_address ip ON ip.id = COALESCE(d.primary_ip6_id, d.primary_ip4_id)
      WHERE d.id = $1`, [id]);
  if (!row) throw new ApiError(404, 'Not found.');
  const reasons: string[] = [];
  if (row.status !== 'active') reasons.push(`The device's status is ${row.status}, not active.`);
  if (row.address === null) reasons.push('The device has no primary IP address.');
  if (row.platform === null) reasons.push('The device has no platform.');
  else if (!row.devlib_driver) reasons.push(`The platform ${row.platform} has no devlib driver.`);
  else if (!DRIVER_NAMES.includes(row.devlib_driver)) reasons.push(`The devlib driver ${row.devlib_driver} of the platform ${row.platform} is not installed.`);
  const allowed = await hasPermission(services.pool, user, 'dcim.devlib_read_device', id!);
  if (!allowed) reasons.push('You do not have the permission dcim.devlib_read_device on this device.');
  const body: DevlibAvailability = { available: row.device_available && allowed, device_available: row.device_available, permitted: allowed, reasons };
  sendJson(req, res, 200, body);
};

export default availability;
