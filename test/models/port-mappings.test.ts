// NetBox 4.5's port mappings (PortMapping, PortTemplateMapping): a front port's `rear_ports` and a
// rear port's `front_ports`, each item `{position, <other port>, <other port>_position}`, read
// and written as NetBox 4.6 does; NetBox 3.7 clients keep a front port's single `rear_port` and
// `rear_port_position` (its first position's mapping). The checks are NetBox's
// PortMappingBase.clean and PortMapping.clean; templates are copied to new devices.
import assert from 'node:assert/strict';
import { auth, modelHelpers, startApi, uid, type Obj, type TestApi } from '../support/api.ts';
import { factories } from '../support/factories.ts';
import { migrationFrom } from '../support/migration-step.ts';

describe('models: port mappings (NetBox 4.5)', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  const { host, post, patch, get, created, ids } = modelHelpers(() => api);
  const v46 = { ...auth, Accept: 'application/json; version=4.6' };
  const make = factories(created);
  const post46 = (path: string, body: unknown) => post(path, body, v46);
  const created46 = (path: string, body: unknown) => created(path, body, v46);
  const patch46 = (path: string, id: number, body: unknown) => api.request.patch(`/api/${path}/${id}/`).set(v46).set('Host', host).send(body as object);
  const get46 = async (path: string): Promise<Obj> => {
    const r = await api.request.get(`/api/${path}`).set(v46).set('Host', host);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    return r.body as Obj;
  };
  const refusedWith = async (res: Promise<{ status: number; body: Obj }>, body: Obj) => {
    const r = await res;
    assert.equal(r.status, 400, JSON.stringify(r.body));
    assert.deepEqual(r.body, body);
  };
  const mappings = async (table: string, column: string, id: number) =>
    api.sql.unsafe(`SELECT front_port_position, rear_port_position FROM ${table} WHERE ${column} = $1 ORDER BY front_port_position`, [id]);

  /** A device with two rear ports (4 and 1 positions) and another device with one. */
  async function panel() {
    const { device } = await make.deviceSite();
    const [p, other] = [await device({ name: `p-${uid()}` }), await device({ name: `o-${uid()}` })];
    const r4 = await created46('dcim/rear-ports', { device: p.id, name: 'r4', type: 'mpo', positions: 4 });
    const r1 = await created46('dcim/rear-ports', { device: p.id, name: 'r1', type: 'lc', positions: 1 });
    const elsewhere = await created46('dcim/rear-ports', { device: other.id, name: 'rx', type: 'lc' });
    return { p, other, r4, r1, elsewhere };
  }

  it('a front port of several positions maps each to a rear port position; both ports show it, each shape its own', async () => {
    const { p, r4, r1 } = await panel();
    const f = await created46('dcim/front-ports', {
      device: p.id, name: 'f', type: 'lc', positions: 2,
      rear_ports: [{ position: 2, rear_port: r1.id }, { position: 1, rear_port: r4.id, rear_port_position: 3 }],
    });
    // As NetBox 4.6 reads it: in position order, the rear port as its id, rear_port_position 1 unless given.
    assert.deepEqual(f.rear_ports, [{ position: 1, rear_port: r4.id, rear_port_position: 3 }, { position: 2, rear_port: r1.id, rear_port_position: 1 }]);
    assert.deepEqual((await get46(`dcim/rear-ports/${r4.id}/`)).front_ports, [{ position: 3, front_port: f.id, front_port_position: 1 }]);
    assert.deepEqual((await get46(`dcim/rear-ports/${r1.id}/`)).front_ports, [{ position: 1, front_port: f.id, front_port_position: 2 }]);
    // GraphQL reads the same items.
    const q = await api.request.post('/graphql/').set(auth).send({ query: `{ front_port(id: ${f.id}) { rear_ports { position rear_port } } }` });
    assert.deepEqual(q.body, { data: { front_port: { rear_ports: [{ position: 1, rear_port: r4.id }, { position: 2, rear_port: r1.id }] } } });
    // NetBox 3.7's single rear port: the first position's.
    const old = await get(`dcim/front-ports/${f.id}/`);
    assert.deepEqual([old.rear_port.id, old.rear_port.name, old.rear_port_position], [r4.id, 'r4', 3]);
    // A PATCH without rear_ports keeps them; one with them replaces them, and [] clears them.
    assert.equal((await patch46('dcim/front-ports', f.id, { description: 'x' })).status, 200);
    assert.equal((await get46(`dcim/front-ports/${f.id}/`)).rear_ports.length, 2);
    const moved = await patch46('dcim/front-ports', f.id, { rear_ports: [{ position: 1, rear_port: r4.id, rear_port_position: 4 }] });
    assert.equal(moved.status, 200, JSON.stringify(moved.body));
    assert.deepEqual(moved.body.rear_ports, [{ position: 1, rear_port: r4.id, rear_port_position: 4 }]);
    assert.deepEqual((await get46(`dcim/rear-ports/${r1.id}/`)).front_ports, []);
    assert.deepEqual((await patch46('dcim/front-ports', f.id, { rear_ports: [] })).body.rear_ports, []);
    assert.deepEqual([...await mappings('dcim_port_mapping', 'front_port_id', f.id)], []);
  });

  it('rear ports write their front_ports from the other side, and swaps of positions go through', async () => {
    const { p, r4 } = await panel();
    const [a, b] = [await created46('dcim/front-ports', { device: p.id, name: 'a', type: 'lc' }), await created46('dcim/front-ports', { device: p.id, name: 'b', type: 'lc' })];
    const r = await patch46('dcim/rear-ports', r4.id, { front_ports: [{ position: 1, front_port: a.id }, { position: 2, front_port: b.id }] });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.deepEqual((await get46(`dcim/front-ports/${b.id}/`)).rear_ports, [{ position: 1, rear_port: r4.id, rear_port_position: 2 }]);
    const swapped = await patch46('dcim/rear-ports', r4.id, { front_ports: [{ position: 1, front_port: b.id }, { position: 2, front_port: a.id }] });
    assert.equal(swapped.status, 200, JSON.stringify(swapped.body));
    assert.deepEqual((await get46(`dcim/front-ports/${a.id}/`)).rear_ports, [{ position: 1, rear_port: r4.id, rear_port_position: 2 }]);
    // Filters through the mappings (NetBox 4.5's rear_port_id and front_port_id).
    assert.deepEqual(await ids(`dcim/front-ports/?rear_port_id=${r4.id}`), [a.id, b.id].sort((x, y) => x - y));
    assert.deepEqual(await ids(`dcim/rear-ports/?front_port_id=${a.id}`), [r4.id]);
    // Never fewer positions than mappings.
    await refusedWith(patch46('dcim/rear-ports', r4.id, { positions: 1 }), { positions: ['The number of positions cannot be less than the number of mapped front ports (2)'] });
  });

  it('refuses what NetBox refuses, naming the field, and changes nothing', async () => {
    const { p, r4, r1, elsewhere } = await panel();
    const f = await created46('dcim/front-ports', { device: p.id, name: 'f', type: 'lc', positions: 2, rear_ports: [{ position: 1, rear_port: r4.id, rear_port_position: 1 }] });
    const other = { device: p.id, name: `g-${uid()}`, type: 'lc' };
    await refusedWith(post46('dcim/front-ports', { ...other, rear_ports: [{ position: 1, rear_port: r4.id, rear_port_position: 5 }] }),
      { rear_ports: ['Invalid rear port position (5): Rear port r4 has only 4 positions.'] });
    await refusedWith(post46('dcim/front-ports', { ...other, rear_ports: [{ position: 1, rear_port: elsewhere.id }] }),
      { rear_ports: ['Rear port (rx) must belong to the same device'] });
    await refusedWith(post46('dcim/front-ports', { ...other, rear_ports: [{ position: 1, rear_port: r4.id, rear_port_position: 1 }] }),
      { rear_ports: ['Rear port r4 position 1 is already mapped.'] });
    await refusedWith(post46('dcim/front-ports', { ...other, positions: 2, rear_ports: [{ position: 1, rear_port: r1.id }, { position: 2, rear_port: r1.id }] }),
      { rear_ports: ['Rear port r1 position 1 is mapped twice.'] });
    await refusedWith(post46('dcim/front-ports', { ...other, positions: 2, rear_ports: [{ position: 1, rear_port: r1.id }, { position: 1, rear_port: r4.id, rear_port_position: 2 }] }),
      { rear_ports: ['position 1 is listed twice.'] });
    await refusedWith(post46('dcim/front-ports', { ...other, rear_ports: [{ position: 2, rear_port: r1.id }] }),
      { rear_ports: ['Invalid position (2): this port has only 1 positions.'] });
    await refusedWith(post46('dcim/front-ports', { ...other, rear_ports: [{ position: 1, rear_port: 2147483000 }] }),
      { rear_ports: ['Invalid pk "2147483000" - object does not exist.'] });
    await refusedWith(post46('dcim/front-ports', { ...other, rear_ports: [{ rear_port: r1.id }] }), { rear_ports: ['This field is required.'] });
    await refusedWith(post46('dcim/front-ports', { ...other, rear_ports: 'r1' }), { rear_ports: ['Expected a list of items but got type "str".'] });
    await refusedWith(post46('dcim/front-ports', { ...other, rear_ports: [{ position: 1, rear_port: r1.id, rear_port_position: 0 }] }),
      { rear_ports: ['Ensure this value is greater than or equal to 1.'] });
    await refusedWith(patch46('dcim/front-ports', f.id, { positions: 2, rear_ports: [{ position: 1, rear_port: r1.id }, { position: 2, rear_port: r4.id, rear_port_position: 1 }, { position: 3, rear_port: r4.id, rear_port_position: 2 }] }),
      { positions: ['The number of positions cannot be less than the number of mapped rear ports (3)'] });
    // Nothing of the refused writes stayed.
    assert.deepEqual((await get46(`dcim/front-ports/${f.id}/`)).rear_ports, [{ position: 1, rear_port: r4.id, rear_port_position: 1 }]);
    assert.equal((await get46(`dcim/front-ports/?device_id=${p.id}`)).count, 1);
  });

  it('NetBox 3.7 clients read and write rear_port and rear_port_position; a 4.6 client\'s are ignored', async () => {
    const { p, r4, r1 } = await panel();
    // At /api/ (NETBOX_COMPAT_VERSION 3.7) and /v3.7/api/ as NetBox 3.7 wrote them.
    const f = await created('dcim/front-ports', { device: p.id, name: 'f', type: 'lc', rear_port: r4.id, rear_port_position: 2 });
    assert.deepEqual([f.rear_port.id, f.rear_port_position], [r4.id, 2]);
    assert.deepEqual((await get46(`dcim/front-ports/${f.id}/`)).rear_ports, [{ position: 1, rear_port: r4.id, rear_port_position: 2 }]);
    const pinned = await api.request.patch(`/v3.7/api/dcim/front-ports/${f.id}/`).set(auth).set('Host', host).send({ rear_port_position: 4 });
    assert.equal(pinned.status, 200, JSON.stringify(pinned.body));
    assert.deepEqual([pinned.body.rear_port.id, pinned.body.rear_port_position], [r4.id, 4]);
    assert.equal((await patch('dcim/front-ports', f.id, { rear_port: r1.id, rear_port_position: 1 })).status, 200);
    assert.deepEqual((await get46(`dcim/front-ports/${f.id}/`)).rear_ports, [{ position: 1, rear_port: r1.id, rear_port_position: 1 }]);
    // NetBox 3.7's messages stay; a port made without a rear port has no mapping (NetBox 4.5).
    const r = await post('dcim/front-ports', { device: p.id, name: 'g', type: 'lc' });
    assert.deepEqual([r.status, r.body.rear_port, r.body.rear_port_position, r.body.rear_ports], [201, null, null, []]);
    const wrong = await post('dcim/front-ports', { device: p.id, name: 'g2', type: 'lc', rear_port: r4.id, rear_port_position: 9 });
    assert.deepEqual([wrong.status, wrong.body], [400, { rear_port_position: ['Invalid rear port position (9): Rear port r4 has only 4 positions.'] }]);
    // At 4.6 they are read-only (NetBox 4.5 dropped them): ignored and named.
    const ignored = await post46('dcim/front-ports', { device: p.id, name: 'h', type: 'lc', rear_port: r4.id, rear_port_position: 3 });
    assert.equal(ignored.status, 201, JSON.stringify(ignored.body));
    assert.deepEqual(ignored.body.rear_ports, []);
    assert.match(String(ignored.headers['x-ignored-fields']), /rear_port\b.*rear_port_position|rear_port_position.*rear_port\b/);
  });

  it('templates map as ports do, and a new device gets its type\'s mappings by port name', async () => {
    const { deviceType: dt, manufacturer, device } = await make.deviceSite();
    const r = await created46('dcim/rear-port-templates', { device_type: dt.id, name: 'rear', type: 'mpo', positions: 2 });
    const f = await created46('dcim/front-port-templates', { device_type: dt.id, name: 'front', type: 'lc', positions: 2,
      rear_ports: [{ position: 1, rear_port: r.id, rear_port_position: 2 }, { position: 2, rear_port: r.id, rear_port_position: 1 }] });
    assert.deepEqual((await get46(`dcim/rear-port-templates/${r.id}/`)).front_ports,
      [{ position: 1, front_port: f.id, front_port_position: 2 }, { position: 2, front_port: f.id, front_port_position: 1 }]);
    assert.deepEqual(await ids(`dcim/front-port-templates/?rear_port_id=${r.id}`), [f.id]);
    const other = await created46('dcim/device-types', { manufacturer: manufacturer.id, model: `o-${uid()}`, slug: `o-${uid()}` });
    const elsewhere = await created46('dcim/rear-port-templates', { device_type: other.id, name: 'rear', type: 'lc' });
    await refusedWith(post46('dcim/front-port-templates', { device_type: dt.id, name: 'g', type: 'lc', rear_ports: [{ position: 1, rear_port: elsewhere.id }] }),
      { rear_ports: ['Rear port (rear) must belong to the same device type'] });
    // NetBox 3.7's shape of the template: its first position's.
    const old = await get(`dcim/front-port-templates/${f.id}/`);
    assert.deepEqual([old.rear_port.id, old.rear_port_position], [r.id, 2]);
    const d = await device({ device_type: dt.id, name: `d-${uid()}` });
    const [front] = (await get46(`dcim/front-ports/?device_id=${d.id}`)).results as Obj[];
    const [rear] = (await get46(`dcim/rear-ports/?device_id=${d.id}`)).results as Obj[];
    assert.deepEqual(front!.rear_ports, [{ position: 1, rear_port: rear!.id, rear_port_position: 2 }, { position: 2, rear_port: rear!.id, rear_port_position: 1 }]);
  });

  it('the migration makes each front port\'s NetBox 3.7 rear port and position the mapping of its first position', async () => {
    const { p, r4 } = await panel();
    const f = await created46('dcim/front-ports', { device: p.id, name: 'f', type: 'lc' });
    const step = migrationFrom('-- NetBox 4.5\'s port mappings');
    const rolledBack = new Error('rolled back');
    await assert.rejects(api.sql.begin(async (tx) => {
      // As a 3.7 database holds it: the two columns on the front port (and on its templates).
      await tx`ALTER TABLE dcim_front_port ADD COLUMN rear_port_id integer, ADD COLUMN rear_port_position integer NOT NULL DEFAULT 1`;
      await tx`ALTER TABLE dcim_front_port_template ADD COLUMN rear_port_id integer, ADD COLUMN rear_port_position integer NOT NULL DEFAULT 1`;
      await tx`UPDATE dcim_front_port SET rear_port_id = ${r4.id}, rear_port_position = 3 WHERE id = ${f.id}`;
      await tx.unsafe(step);
      const rows = await tx`SELECT front_port_position, rear_port_id, rear_port_position FROM dcim_port_mapping WHERE front_port_id = ${f.id}`;
      assert.deepEqual(rows.map((x) => ({ ...x })), [{ front_port_position: 1, rear_port_id: r4.id, rear_port_position: 3 }]);
      const [cols] = await tx`SELECT count(*)::int AS n FROM information_schema.columns WHERE table_name = 'dcim_front_port' AND column_name = 'rear_port_id'`;
      assert.equal(cols!.n, 0);
      throw rolledBack;
    }), (e) => e === rolledBack);
  });
});
