// Shared factories: the objects most tests need, created through the real API with unique names.
// Each takes overrides (any field of the model's create body) and returns the object as created.
// An object a factory needs (a device's type, role and site; a device type's manufacturer; an
// interface's device ...) is made by its own factory unless the overrides name one, so a test
// writes only what it is about:
//
//   const make = factories(modelHelpers(() => api).created);
//   const device = await make.device({ status: 'planned' });
//   const iface = await make.interface({ device: device.id, name: 'et1' });
import { randomInt } from 'node:crypto';
import type { Obj } from './api.ts';
import { uid } from './uid.ts';

/** Creates an object through the API (`path` as `dcim/sites`) and returns it: a modelHelpers'
 * `created`, or one taking whole paths behind `apiPaths`. */
export type Create = (path: string, body: object) => Promise<unknown>;

/** An object as created: its representation, with its id. */
export type Made = Obj & { id: number };

/** A Create from one taking whole paths (`/api/dcim/sites/`), as objectHelpers' `created`. */
export const apiPaths = (created: Create): Create => (path, body) => created(`/api/${path}/`, body);

/** The factories, creating with `create`. */
export function factories(created: Create) {
  const create = async (path: string, body: object) => (await created(path, body)) as Made;
  /** A unique name and slug, `<prefix>-<uid>`. */
  const named = (prefix: string) => {
    const name = `${prefix}-${uid()}`;
    return { name, slug: name };
  };
  /** The id of the object `field` of the overrides names, or of a new one made by `make`. */
  const idOf = async (overrides: object, field: string, make: () => Promise<Obj>) =>
    field in overrides ? {} : { [field]: (await make()).id };
  /** A /48 of its own, in a unique local range (fd6e::/16) no other test uses, so a default
   * prefix or address never falls inside another test's. */
  const network = () => {
    const u = uid();
    return `fd6e:${u.slice(0, 4)}:${u.slice(4)}`;
  };

  const site = (o: object = {}) => create('dcim/sites', { ...named('site'), ...o });
  const manufacturer = (o: object = {}) => create('dcim/manufacturers', { ...named('manufacturer'), ...o });
  const deviceType = async (o: object = {}) => {
    const { name, slug } = named('type');
    return create('dcim/device-types', { model: name, slug, ...(await idOf(o, 'manufacturer', () => manufacturer())), ...o });
  };
  const deviceRole = (o: object = {}) => create('dcim/device-roles', { ...named('role'), ...o });
  const device = async (o: object = {}) => create('dcim/devices', {
    name: named('device').name,
    ...(await idOf(o, 'device_type', () => deviceType())),
    ...(await idOf(o, 'role', () => deviceRole())),
    ...(await idOf(o, 'site', () => site())),
    ...o,
  });
  const rack = async (o: object = {}) => create('dcim/racks', { name: named('rack').name, ...(await idOf(o, 'site', () => site())), ...o });
  const iface = async (o: object = {}) => create('dcim/interfaces', { name: named('eth').name, type: '1000base-t', ...(await idOf(o, 'device', () => device())), ...o });
  const tenant = (o: object = {}) => create('tenancy/tenants', { ...named('tenant'), ...o });
  const prefix = (o: object = {}) => create('ipam/prefixes', { prefix: `${network()}::/48`, ...o });
  const vlan = (o: object = {}) => create('ipam/vlans', { vid: randomInt(1, 4095), name: named('vlan').name, ...o });
  const ipAddress = (o: object = {}) => create('ipam/ip-addresses', { address: `${network()}::1/64`, ...o });

  /** A device type (with its manufacturer), a role and a site (with `siteOverrides`), and a maker
   * of devices there: for tests about several devices in one place. */
  const deviceSite = async (siteOverrides: object = {}) => {
    const manufacturerMade = await manufacturer();
    const [typeMade, role, siteMade] = [await deviceType({ manufacturer: manufacturerMade.id }), await deviceRole(), await site(siteOverrides)];
    const deviceThere = (o: object = {}) => device({ device_type: typeMade.id, role: role.id, site: siteMade.id, ...o });
    return { manufacturer: manufacturerMade, deviceType: typeMade, role, site: siteMade, device: deviceThere };
  };

  return { site, manufacturer, deviceType, deviceRole, device, deviceSite, rack, interface: iface, tenant, prefix, vlan, ipAddress };
}

export type Factories = ReturnType<typeof factories>;
/** What `deviceSite` made. */
export type DeviceSite = Awaited<ReturnType<Factories['deviceSite']>>;
