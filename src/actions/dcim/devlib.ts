// GET /api/dcim/devices/<id>/devlib/?method=get_facts&method=...: live data read from the
// device at request time through its platform's devlib driver (the spec's live device data
// rules, DECISIONS.md's error entries). The device must have a platform with a driver and a
// primary address; credentials come from DEVLIB_USERNAME/DEVLIB_PASSWORD or the
// X-DEVLIB-Username/-Password headers; driver arguments from DEVLIB_ARGS, then the platform's
// devlib_args, then X-DEVLIB-<argument> headers, each checked (src/devlib/arguments.ts).
import type { Request } from 'express';
import { hasPermission } from '../../auth/permissions.ts';
import { ArgumentError, parseArgs, type DevlibArgs } from '../../devlib/arguments.ts';
import { driverNamed } from '../../devlib/drivers/index.ts';
import { readLiveData } from '../../devlib/live.ts';
import { MAX_METHODS, planMethods } from '../../devlib/methods.ts';
import { DeviceUnavailableError, type DeviceTarget } from '../../devlib/transports/contract.ts';
import { TRANSPORTS } from '../../devlib/transports/index.ts';
import { deviceText, redact, where } from '../../devlib/transports/words.ts';
import { hostKeyCheck } from './host_key_store.ts';
import { query } from '../../engine/db.ts';
import { ApiError, ValidationError } from '../../engine/errors.ts';
import type { Config } from '../../config.ts';
import type { ActionHandler } from '../../http/actions.ts';
import { originOf, queryOf, signedIn } from '../../http/request.ts';
import { sendJson } from '../../http/respond.ts';
import { log } from '../../log.ts';

interface DeviceRow {
  name: string | null;
  platform: string | null;
  devlib_driver: string | null;
  devlib_args: unknown;
  address: string | null;
}

const HEADER = 'x-devlib-';

/** The X-DEVLIB-* headers: credentials, and every other one as a driver argument. */
function headerSettings(req: Request): { username?: string; password?: string; args: Record<string, string> } {
  const out: { username?: string; password?: string; args: Record<string, string> } = { args: Object.create(null) as Record<string, string> };
  for (const [name, value] of Object.entries(req.headers)) {
    if (!name.startsWith(HEADER) || value === undefined) continue;
    const key = name.slice(HEADER.length);
    const text = Array.isArray(value) ? value.join(', ') : value;
    if (key === 'username') out.username = text;
    else if (key === 'password') out.password = text;
    else if (key) out.args[key] = text;
  }
  return out;
}

/** A call's arguments from its headers may only do what DEVLIB_HEADER_ARGS lets them (by
 * default choose a port, and a timeout up to DEVLIB_TIMEOUT), and never weaken what the
 * platform or DEVLIB_ARGS fix: no https turned into http (credentials in clear), no TLS
 * verification switched off. Else 400 naming the header. */
function checkHeaderArgs(call: DevlibArgs, base: DevlibArgs, config: Config['devlib']): void {
  for (const name of Object.keys(call))
    if (!config.headerArgs.includes(name))
      throw new ApiError(400, `X-DEVLIB-${name} cannot be set by a header (DEVLIB_HEADER_ARGS allows: ${config.headerArgs.join(', ') || 'none'}).`);
  if (call.timeout !== undefined && call.timeout > config.timeout)
    throw new ApiError(400, `X-DEVLIB-timeout: at most DEVLIB_TIMEOUT (${config.timeout} seconds), got ${call.timeout}.`);
  if (call.transport === 'http' && (base.transport ?? 'https') !== 'http')
    throw new ApiError(400, 'X-DEVLIB-transport: a header cannot turn https into http (credentials would travel in clear).');
  if (call.verify_tls === false && (base.verify_tls ?? true))
    throw new ApiError(400, 'X-DEVLIB-verify_tls: a header cannot switch off TLS verification.');
}

function methodsOf(req: Request): string[] {
  const methods = queryOf(req).method ?? [];
  if (methods.length === 0)
    throw new ValidationError({ method: ['Name at least one method to run, e.g. ?method=get_facts&method=get_interfaces.'] });
  if (methods.length > MAX_METHODS) throw new ValidationError({ method: [`At most ${MAX_METHODS} methods per request.`] });
  return methods;
}

const devlib: ActionHandler = async (req, res, { services, id }) => {
  const { user } = signedIn(req);
  if (!(await hasPermission(services.pool, user, 'dcim.devlib_read_device', id!)))
    throw new ApiError(403, 'You do not have permission to perform this action.');
  const methods = methodsOf(req);
  const headers = headerSettings(req);
  let callArgs: DevlibArgs;
  try {
    callArgs = parseArgs(headers.args, 'X-DEVLIB headers');
  } catch (e) {
    if (e instanceof ArgumentError) throw new ApiError(400, e.message);
    throw e;
  }

  const [device] = await query<DeviceRow>(services.pool,
    `SELECT d.name, p.name AS platform, p.devlib_driver, p.devlib_args, host(ip.address) AS address
       FROM dcim_device d
       LEFT JOIN dcim_platform p ON p.id = d.platform_id
       LEFT JOIN ipam_ip_address ip ON ip.id = COALESCE(d.primary_ip6_id, d.primary_ip4_id)
      WHERE d.id = $1`, [id]);
  if (!device) throw new ApiError(404, 'Not found.');
  const label = device.name ? `device ${device.name}` : `device ${id}`;
  if (device.platform === null) throw new ApiError(503, `No platform is configured for ${label}.`);
  if (!device.devlib_driver) throw new ApiError(503, `No devlib driver is configured for the platform of ${label}: ${device.platform}.`);
  const driver = driverNamed(device.devlib_driver);
  if (!driver) throw new ApiError(503, `devlib driver for platform ${device.platform} not found: ${device.devlib_driver}.`);
  if (device.address === null) throw new ApiError(503, `${label[0]!.toUpperCase()}${label.slice(1)} has no primary IP address configured.`);

  let platformArgs: DevlibArgs;
  try {
    platformArgs = parseArgs(device.devlib_args, `devlib_args of platform ${device.platform}`);
  } catch (e) {
    // Checked when the platform was saved; a stored value from before that is the operator's to fix.
    if (e instanceof ArgumentError) throw new ApiError(503, e.message);
    throw e;
  }
  const { config } = services;
  checkHeaderArgs(callArgs, { ...config.devlib.args, ...platformArgs }, config.devlib);
  const args: DevlibArgs = { ...config.devlib.args, ...platformArgs, ...callArgs };
  const username = headers.username ?? config.devlib.username;
  const password = headers.password ?? config.devlib.password;
  const scheme = args.transport ?? 'https';
  const port = args.port ?? (driver.transport === 'eapi' && scheme === 'http' ? 80 : driver.defaultPort);
  const hostKeys = hostKeyCheck(services, id!, { address: device.address, port }, label, originOf(req));
  const target: DeviceTarget = {
    host: device.address,
    port,
    username,
    password,
    timeoutMs: (args.timeout ?? config.devlib.timeout) * 1000,
    ...(args.secret !== undefined ? { secret: args.secret } : {}),
    scheme,
    verifyTls: args.verify_tls ?? true,
    checkHostKey: hostKeys.check,
  };
  const secrets = [password, args.secret];
  const plans = planMethods(methods, driver);

  try {
    // The whole call: the login and each method's answer, each within the timeout.
    const deadline = Date.now() + target.timeoutMs * (1 + plans.length);
    const open = async () => {
      const session = await TRANSPORTS[driver.transport](target);
      try {
        await hostKeys.loggedIn();
      } catch (e) {
        await session.close();
        throw e;
      }
      return session;
    };
    const body = await readLiveData(driver, plans, open, secrets, deadline);
    sendJson(req, res, 200, body);
  } catch (e) {
    if (!(e instanceof DeviceUnavailableError)) throw e;
    const detail = `Error connecting to ${label} at ${where(target)}: ${deviceText(redact(e.message, secrets))}`;
    log.warn('devlib: device unavailable', { device: id, driver: driver.name, detail });
    throw new ApiError(503, detail);
  }
};

export default devlib;
