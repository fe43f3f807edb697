// The device-type library import (netbox-community/Device-Type-Library-Import, nb-dt-import.py,
// with pynetbox), run by hand against netinv with a sample of netbox-community/devicetype-library
// (docs/netbox-clients.md): its requests replayed as it sends them, for one device type of each
// kind it handles and one module type, at NetBox 3.7's pinned root and at /api/ (NetBox 4.6).
// What the script sends (netbox_api.py, repo.py): the YAML file as it is read, with the
// manufacturer as {name, slug} and the component lists beside the fields (a device type's
// 'interfaces', 'power-ports' ...); the components as lists, each with the type's id; a front
// port with its rear port's id and position; the images as one multipart PATCH; everything
// checked by what it reads back first, so a second run sends only the images again.
import assert from 'node:assert/strict';
import { auth, rawBody, startApi, uid, type Obj, type TestApi } from '../support/api.ts';
import { png } from '../support/images.ts';

describe('compat: the device-type library import', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi({ NETBOX_COMPAT_VERSION: '4.6' });
  });
  after(() => api.close());

  const host = 'inventory.example.test';
  const at = (root: string) => {
    const send = (method: 'post' | 'patch' | 'get', path: string, body?: unknown) => {
      const r = api.request[method](`${root}/api/${path}`).set(auth).set('Host', host).set('Accept', 'application/json');
      return body === undefined ? r : r.send(body as object);
    };
    const get = async (path: string): Promise<Obj> => {
      const r = await send('get', path);
      assert.equal(r.status, 200, `${path}: ${JSON.stringify(r.body)}`);
      return r.body;
    };
    const created = async (path: string, body: unknown): Promise<Obj> => {
      const r = await send('post', path, body);
      assert.equal(r.status, 201, `${path}: ${JSON.stringify(r.body)}`);
      return r.body;
    };
    return { send, get, created };
  };

  /** A patch panel as the library describes one (device-types/<Vendor>/<model>.yaml), read by
   * repo.py: the manufacturer made {name, slug}, the lists left in. */
  const panel = (u: string) => ({
    manufacturer: { name: `Panduit ${u}`, slug: `panduit-${u}` },
    model: `CP24BLY-${u}`,
    slug: `panduit-cp24bly-${u}`,
    part_number: 'CP24BLY',
    u_height: 1,
    subdevice_role: 'parent',
    is_full_depth: false,
    airflow: 'passive',
    comments: 'Patch panel',
    'rear-ports': [{ name: '1', type: '8p8c', positions: 1 }, { name: '2', type: '8p8c', positions: 1 }],
    'front-ports': [{ name: '1', type: '8p8c', rear_port: '1', rear_port_position: 1 }, { name: '2', type: '8p8c', rear_port: '2', rear_port_position: 1 }],
    'power-ports': [{ name: 'Source', type: 'iec-60320-c14', maximum_draw: 60 }],
    'power-outlets': [{ name: 'Outlet 1', type: 'iec-60320-c13', power_port: 'Source', feed_leg: 'A' }],
    'device-bays': [{ name: 'Bay 1' }],
    'module-bays': [{ name: 'Slot 1', position: '1' }],
  });

  /** The script's run for one device type: what netbox_api.py sends, in its order. */
  async function importDeviceType(root: string, u: string) {
    const { send, get, created } = at(root);
    const yaml = panel(u);
    // create_manufacturers: every vendor not read back, in one list.
    const made = await created('dcim/manufacturers/', [yaml.manufacturer]);
    assert.equal(made.length, 1);
    // create_device_types: the YAML as read, the image flags taken out.
    const r = await send('post', 'dcim/device-types/', yaml);
    assert.equal(r.status, 201, JSON.stringify(r.body));
    const type = r.body as Obj;
    assert.equal(type.manufacturer.slug, yaml.manufacturer.slug, 'the manufacturer found by its name and slug');
    // Each list: read what the type has (filter devicetype_id), create the rest with its id.
    const list = (kind: string, items: Obj[]) => created(`dcim/${kind}/`, items.map((c) => ({ ...c, device_type: type.id })));
    const power = await list('power-port-templates', yaml['power-ports']);
    // create_power_outlets: the outlet's power port named, then replaced by its id.
    const ports = (await get(`dcim/power-port-templates/?devicetype_id=${type.id}`)).results as Obj[];
    assert.deepEqual(ports.map((p) => p.id), power.map((p: Obj) => p.id));
    await list('power-outlet-templates', yaml['power-outlets'].map((o) => ({ ...o, power_port: ports[0]!.id })));
    const rear = await list('rear-port-templates', yaml['rear-ports']);
    // create_front_ports: each rear port's name replaced by the id read back.
    const byName = Object.fromEntries(((await get(`dcim/rear-port-templates/?devicetype_id=${type.id}`)).results as Obj[]).map((p) => [p.name, p.id]));
    const front = await send('post', 'dcim/front-port-templates/', yaml['front-ports'].map((f) => ({ ...f, rear_port: byName[f.rear_port], device_type: type.id })));
    assert.equal(front.status, 201, JSON.stringify(front.body));
    await list('device-bay-templates', yaml['device-bays']);
    await list('module-bay-templates', yaml['module-bays']);
    // upload_images: requests.patch(files={field: (basename, file)}), no type given per part.
    const images = { front_image: png(20, 2, 0x20), rear_image: png(20, 2, 0xe0) };
    let patch = api.request.patch(`${root}/api/dcim/device-types/${type.id}/`).set(auth).set('Host', host);
    for (const [field, bytes] of Object.entries(images)) patch = patch.attach(field, bytes, { filename: `${yaml.slug}.${field.split('_')[0]}.png`, contentType: 'application/octet-stream' });
    const p = await patch;
    assert.equal(p.status, 200, JSON.stringify(p.body));
    return { type, rear, front, images };
  }

  /** What the type holds now, read at `root`: every component list and the images' bytes. */
  async function holds(root: string, typeId: number) {
    const { get } = at(root);
    const names = async (kind: string) => ((await get(`dcim/${kind}/?devicetype_id=${typeId}`)).results as Obj[]).map((c) => c.name).sort();
    const type = await get(`dcim/device-types/${typeId}/`);
    const bytes = async (url: string | null) => (url ? (await api.request.get(new URL(url).pathname).set(auth).buffer(true).parse(rawBody)).body as Buffer : null);
    return {
      type,
      components: {
        power: await names('power-port-templates'), outlets: await names('power-outlet-templates'), rear: await names('rear-port-templates'),
        front: await names('front-port-templates'), deviceBays: await names('device-bay-templates'), moduleBays: await names('module-bay-templates'),
      },
      front: await bytes(type.front_image), rear: await bytes(type.rear_image),
    };
  }
  const everyList = { power: ['Source'], outlets: ['Outlet 1'], rear: ['1', '2'], front: ['1', '2'], deviceBays: ['Bay 1'], moduleBays: ['Slot 1'] };

  it('at /v3.7 (NetBox 3.7): every field, component, front-to-rear mapping and image is kept', async () => {
    const u = uid();
    const { type, rear, front, images } = await importDeviceType('/v3.7', u);
    const read = await holds('/v3.7', type.id);
    assert.equal(read.type.model, `CP24BLY-${u}`);
    assert.equal(read.type.subdevice_role.value, 'parent');
    assert.equal(read.type.airflow.value, 'passive');
    assert.equal(read.type.part_number, 'CP24BLY');
    assert.deepEqual(read.components, everyList);
    // NetBox 3.7's FrontPortTemplate: its rear_port and rear_port_position as sent.
    for (const [i, f] of (front.body as Obj[]).entries()) {
      assert.equal(f.rear_port.id, rear[i].id);
      assert.equal(f.rear_port_position, 1);
    }
    assert.ok(read.front && Buffer.compare(read.front, images.front_image) === 0, 'the front image\'s bytes');
    assert.ok(read.rear && Buffer.compare(read.rear, images.rear_image) === 0, 'the rear image\'s bytes');
  });

  it('at /api/ (NetBox 4.6, the default): the same, but the front ports\' single rear_port is ignored, as NetBox 4.5+ does', async () => {
    const u = uid();
    const { type, front, images } = await importDeviceType('', u);
    const read = await holds('', type.id);
    assert.deepEqual(read.components, everyList);
    // NetBox 4.6's FrontPortTemplateSerializer has rear_ports (the mappings) and no rear_port:
    // the script's 4.4-era fields are ignored and named so.
    assert.match(String(front.headers['x-ignored-fields']), /rear_port\b.*rear_port_position|rear_port_position.*rear_port\b/);
    for (const f of front.body as Obj[]) assert.deepEqual(f.rear_ports, []);
    assert.ok(read.front && Buffer.compare(read.front, images.front_image) === 0);
    assert.ok(read.rear && Buffer.compare(read.rear, images.rear_image) === 0);
  });

  it('a second run creates nothing and its images replace the first ones, leaving no bytes behind', async () => {
    const u = uid();
    const { type } = await importDeviceType('/v3.7', u);
    const first = await holds('/v3.7', type.id);
    const { send, get } = at('/v3.7');
    // The second run reads the types back (get_device_types: str(item), the model) and each
    // list; all are there, so it sends only the images again.
    const types = (await get(`dcim/device-types/?manufacturer=panduit-${u}`)).results as Obj[];
    assert.deepEqual(types.map((t) => t.display), [`CP24BLY-${u}`]);
    const again = { front_image: png(21, 2, 0x30), rear_image: png(21, 2, 0xd0) };
    let patch = api.request.patch(`/v3.7/api/dcim/device-types/${type.id}/`).set(auth).set('Host', host);
    for (const [field, bytes] of Object.entries(again)) patch = patch.attach(field, bytes, { filename: `panduit-cp24bly-${u}.${field.split('_')[0]}.png`, contentType: 'application/octet-stream' });
    assert.equal((await patch).status, 200);
    const second = await holds('/v3.7', type.id);
    assert.deepEqual(second.components, first.components);
    assert.ok(second.front && Buffer.compare(second.front, again.front_image) === 0);
    const paths = [second.type.front_image, second.type.rear_image, first.type.front_image, first.type.rear_image].map((x: string) => new URL(x).pathname.replace(/^\/media\//, ''));
    const kept = (await api.sql`SELECT path FROM netinv_media WHERE path = ANY(${paths})`).map((r) => r.path).sort();
    assert.deepEqual(kept, paths.slice(0, 2).sort(), 'the replaced images are gone, the new ones stored');
    assert.equal((await send('get', `dcim/device-types/${type.id}/`)).status, 200);
  });

  it('a module type: created with its manufacturer as {name, slug}, its interfaces named with {module}', async () => {
    const u = uid();
    const { created, get } = at('/v3.7');
    await created('dcim/manufacturers/', [{ name: `Cisco ${u}`, slug: `cisco-${u}` }]);
    // create_module_types: the YAML as read (no slug in module types), then each list.
    const mt = await created('dcim/module-types/', {
      manufacturer: { name: `Cisco ${u}`, slug: `cisco-${u}` }, model: `C3850-NM-2-10G-${u}`, part_number: 'C3850-NM-2-10G',
      comments: 'network module', interfaces: [{ name: 'GigabitEthernet1/{module}/1', type: '1000base-x-sfp' }],
    });
    await created('dcim/interface-templates/', [{ name: 'GigabitEthernet1/{module}/1', type: '1000base-x-sfp', module_type: mt.id }, { name: 'TenGigabitEthernet1/{module}/3', type: '10gbase-x-sfpp', module_type: mt.id }]);
    const read = (await get(`dcim/interface-templates/?moduletype_id=${mt.id}`)).results as Obj[];
    assert.deepEqual(read.map((i) => [i.name, i.type.value]).sort(), [['GigabitEthernet1/{module}/1', '1000base-x-sfp'], ['TenGigabitEthernet1/{module}/3', '10gbase-x-sfpp']]);
    assert.equal(read[0]!.module_type.id, mt.id);
  });
});
