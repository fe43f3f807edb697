// The change log: one row per change, written in the change's own transaction, for every kind
// of write (single and bulk REST writes, actions, rules' side effects, cascaded deletes), with
// the request's id, user and snapshots; read-only at /api/extras/object-changes/ with
// NetBox's filters; pruned by the retention.
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import type postgres from 'postgres';
import { lockedUserId } from '../../src/events/changelog.ts';
import { pruneChangeLog, startWorkers, type Workers } from '../../src/events/worker.ts';
import { testDatabaseUrl } from '../setup.ts';
import { auth, customFieldsCleanup, deviceSite, modelHelpers, startApi, uid, type Obj, type TestApi } from '../support/api.ts';
import { startReceiver, type Receiver } from './receiver.ts';

describe('change log (/api/extras/object-changes/)', function () {
  this.timeout(60_000);
  let api: TestApi;
  const { post, patch, del, get, created } = modelHelpers(() => api);
  let dropCustomFields: () => Promise<void>;
  // A receiver and workers for the webhooks of a few tests, each dropped after its test.
  let workers: Workers;
  let receiver: Receiver;
  const watchers: number[] = [];
  before(async () => {
    api = await startApi();
    dropCustomFields = await customFieldsCleanup(api);
    receiver = await startReceiver();
    workers = await startWorkers(api.config, testDatabaseUrl(), 2);
  });
  afterEach(async () => {
    for (const id of watchers.splice(0)) await del('extras/webhooks', id);
    receiver.reset();
  });
  after(async () => {
    await workers.stop();
    await receiver.close();
    await dropCustomFields();
    await api.close();
  });

  const changesOf = async (filter: string): Promise<Obj[]> => (await get(`extras/object-changes/?${filter}&limit=1000`)).results as Obj[];

  it('logs a create, an update and a delete with NetBox 3.7 fields, one request id each, snapshots before and after', async () => {
    const u = uid();
    const r = await post('dcim/sites', { name: `cl-${u}`, slug: `cl-${u}` });
    assert.equal(r.status, 201);
    const site = r.body as Obj;
    const p = await patch('dcim/sites', site.id, { description: 'changed' });
    assert.equal(p.status, 200);
    assert.equal((await del('dcim/sites', site.id)).status, 204);
    const changes = await changesOf(`changed_object_type=dcim.site&changed_object_id=${site.id}&ordering=time`);
    assert.deepEqual(changes.map((c) => c.action.value).sort(), ['create', 'delete', 'update']);
    const [create] = changes.filter((c) => c.action.value === 'create') as [Obj];
    assert.deepEqual(Object.keys(create).sort(), ['action', 'changed_object', 'changed_object_id', 'changed_object_type', 'display', 'display_url', 'id', 'message', 'object_repr',
      'postchange_data', 'prechange_data', 'related_object', 'related_object_id', 'related_object_type', 'request_id', 'time', 'url', 'user', 'user_name'].sort());
    assert.equal(create.request_id, r.headers['x-request-id']);
    assert.equal(create.user_name, 'admin');
    assert.equal(create.user.username, 'admin');
    assert.deepEqual(create.action, { value: 'create', label: 'Created' });
    assert.equal(create.prechange_data, null);
    assert.equal(create.postchange_data.name, `cl-${u}`);
    assert.equal(create.object_repr, `cl-${u}`);
    assert.equal(create.changed_object, null, 'the site is gone');
    const update = changes.find((c) => c.action.value === 'update')!;
    assert.equal(update.request_id, p.headers['x-request-id']);
    // Generated ids are time-ordered UUIDs (version 7, RFC 9562), so each request's entries go
    // beside the last ones in the request_id index: a later request's id sorts after.
    const [first, second] = [String(create.request_id), String(update.request_id)];
    for (const id of [first, second]) assert.match(id, /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/, id);
    assert.ok(Math.abs(parseInt(first.replace(/-/g, '').slice(0, 12), 16) - Date.now()) < 600_000, 'its first 48 bits are the time in ms');
    assert.ok(first < second, `${first} before ${second}`);
    assert.equal(update.prechange_data.description, '');
    assert.equal(update.postchange_data.description, 'changed');
    const gone = changes.find((c) => c.action.value === 'delete')!;
    assert.equal(gone.postchange_data, null);
    assert.equal(gone.prechange_data.description, 'changed');
    // Read only.
    assert.equal((await api.request.post('/api/extras/object-changes/').set(auth).send({})).status, 405);
    assert.equal((await api.request.delete(`/api/extras/object-changes/${create.id}/`).set(auth)).status, 405);
  });

  it('logs a statement that updates rows only for the rows whose snapshot changed', async () => {
    const u = uid();
    const a = await created('dcim/sites', { name: `cu-a-${u}`, slug: `cu-a-${u}` });
    const b = await created('dcim/sites', { name: `cu-b-${u}`, slug: `cu-b-${u}` });
    // As a rule's own statement would, in a logged transaction: a rewrite of both rows in which
    // only one's description changes.
    await api.sql.begin(async (tx) => {
      await tx`SELECT set_config('netinv.request_id', ${`same-${u}`}, true), set_config('netinv.user_name', 'admin', true)`;
      await tx`UPDATE dcim_site SET description = CASE WHEN id = ${b.id} THEN 'changed' ELSE description END WHERE id IN (${a.id}, ${b.id})`;
    });
    const logged = await changesOf(`request_id=same-${u}`);
    assert.deepEqual(logged.map((c) => [c.changed_object_id, c.action.value]), [[b.id, 'update']]);
    assert.equal(logged[0]!.prechange_data.description, '');
    assert.equal(logged[0]!.postchange_data.description, 'changed');
    assert.equal(logged[0]!.postchange_data.name, `cu-b-${u}`);
  });

  it('shows the changed object while it exists, and keeps secrets out of snapshots', async () => {
    const u = uid();
    const site = await created('dcim/sites', { name: `co-${u}`, slug: `co-${u}` });
    const [c] = await changesOf(`changed_object_type=dcim.site&changed_object_id=${site.id}`);
    assert.equal(c!.changed_object.id, site.id);
    assert.equal(c!.changed_object.display, `co-${u}`);
    const user = await created('users/users', { username: `cl-${u}`, password: 'a-long-password-1234' });
    assert.equal((await changesOf(`changed_object_type=users.user&changed_object_id=${user.id}`)).length, 0, 'accounts are not logged');
  });

  it("logs the writing user; a deleted user's changes keep its name, their user null; a write holds off its user's deletion until it commits", async () => {
    const u = uid();
    const user = await created('users/users', { username: `w-${u}`, password: 'a-long-password-1234', is_superuser: true });
    const token = await created('users/tokens', { user: user.id, description: `w-${u}` });
    const site = await api.request.post('/api/dcim/sites/').set({ Authorization: `Token ${token.key as string}` }).send({ name: `wu-${u}`, slug: `wu-${u}` });
    assert.equal(site.status, 201);
    const [c] = await changesOf(`changed_object_type=dcim.site&changed_object_id=${site.body.id}`);
    assert.equal(c!.user.id, user.id);
    assert.equal(c!.user_name, `w-${u}`);

    // The log's user has no foreign key: the write's one lock stands in for its check.
    await api.sql.begin(async (tx) => {
      await tx.unsafe(`SELECT ${lockedUserId('$1')}`, [user.id]);
      const deleting = await api.sql.begin(async (other) => {
        await other`SET LOCAL lock_timeout = '200ms'`;
        await other`DELETE FROM users_user WHERE id = ${user.id}`;
      }).then(() => 'deleted', (e: { code?: string }) => e.code);
      assert.equal(deleting, '55P03', 'the user is locked while the write is open');
    });
    assert.equal((await del('users/users', user.id as number)).status, 204);
    const [after] = await changesOf(`changed_object_type=dcim.site&changed_object_id=${site.body.id}`);
    assert.equal(after!.user, null);
    assert.equal(after!.user_name, `w-${u}`);
  });

  it('gives every change of a bulk request the same request id; a failing bulk request logs nothing', async () => {
    const u = uid();
    const ok = await post('dcim/sites', [1, 2, 3].map((i) => ({ name: `b${i}-${u}`, slug: `b${i}-${u}` })));
    assert.equal(ok.status, 201);
    const logged = await changesOf(`request_id=${ok.headers['x-request-id']}`);
    assert.equal(logged.length, 3);
    const bad = await post('dcim/sites', [{ name: `c1-${u}`, slug: `c1-${u}` }, { name: `c2-${u}`, slug: `c2-${u}` }, { name: `b1-${u}`, slug: `b1-${u}` }]);
    assert.equal(bad.status, 400);
    assert.equal((await changesOf(`request_id=${bad.headers['x-request-id']}`)).length, 0);
    assert.equal((await changesOf(`q=c1-${u}`)).length, 0);
  });

  it('logs the components a device gets from its type, with the device as related object, and their cascaded deletion', async () => {
    const u = uid();
    const site = await created('dcim/sites', { name: `cd-${u}`, slug: `cd-${u}` });
    const mf = await created('dcim/manufacturers', { name: `mf-${u}`, slug: `mf-${u}` });
    const dt = await created('dcim/device-types', { manufacturer: mf.id, model: `dt-${u}`, slug: `dt-${u}` });
    await created('dcim/interface-templates', { device_type: dt.id, name: 'eth0', type: '1000base-t' });
    const role = await created('dcim/device-roles', { name: `r-${u}`, slug: `r-${u}` });
    const r = await post('dcim/devices', { name: `d-${u}`, device_type: dt.id, role: role.id, site: site.id });
    assert.equal(r.status, 201, JSON.stringify(r.body));
    const device = r.body as Obj;
    const inRequest = await changesOf(`request_id=${r.headers['x-request-id']}`);
    const iface = inRequest.find((c) => c.changed_object_type === 'dcim.interface');
    assert.ok(iface, JSON.stringify(inRequest.map((c) => c.changed_object_type)));
    assert.equal(iface.related_object_type, 'dcim.device');
    assert.equal(iface.related_object_id, device.id);
    assert.equal(iface.related_object.id, device.id);
    assert.equal((await changesOf(`related_object_type=dcim.device&related_object_id=${device.id}`)).length, 1);
    const d = await del('dcim/devices', device.id);
    assert.equal(d.status, 204);
    const deleted = await changesOf(`request_id=${d.headers['x-request-id']}`);
    assert.deepEqual(deleted.map((c) => `${c.action.value} ${c.changed_object_type}`).sort(), ['delete dcim.device', 'delete dcim.interface']);
  });

  describe('port mappings (NetBox 4.5), logged as NetBox 4.6 logs its private PortMapping objects', () => {
    const v46 = { ...auth, Accept: 'application/json; version=4.6' };
    const patch46 = (path: string, id: number, body: unknown) => api.request.patch(`/api/${path}/${id}/`).set(v46).set('Host', 'inventory.example.test').send(body as object);
    /** The request's entries as `action type`, sorted. */
    const kinds = (changes: Obj[]) => changes.map((c) => `${c.action.value} ${c.changed_object_type}`).sort();
    const mappingRows = async (front: number) => api.sql<Array<{ id: number }>>`SELECT id FROM dcim_port_mapping WHERE front_port_id = ${front} ORDER BY front_port_position`;

    /** A patch panel with a rear port of 4 positions and one of 1, and a front port of two positions mapped to them. */
    async function panel(u: string) {
      const device = await (await deviceSite(created, u)).device(`pp-${u}`);
      const r4 = await created('dcim/rear-ports', { device: device.id, name: 'r4', type: 'mpo', positions: 4 }, v46);
      const r1 = await created('dcim/rear-ports', { device: device.id, name: 'r1', label: 'rear one', type: 'lc' }, v46);
      const r = await post('dcim/front-ports', { device: device.id, name: 'f', type: 'lc', positions: 2,
        rear_ports: [{ position: 1, rear_port: r4.id, rear_port_position: 3 }, { position: 2, rear_port: r1.id }] }, v46);
      assert.equal(r.status, 201, JSON.stringify(r.body));
      return { device, r4, r1, front: r.body as Obj, create: r };
    }

    it("logs each mapping a front port is created with as a create of its own (dcim.portmapping); the port's own entry holds none", async () => {
      const u = uid();
      const { r4, r1, front, create } = await panel(u);
      const logged = await changesOf(`request_id=${create.headers['x-request-id']}`);
      assert.deepEqual(kinds(logged), ['create dcim.frontport', 'create dcim.portmapping', 'create dcim.portmapping']);
      const port = logged.find((c) => c.changed_object_type === 'dcim.frontport')!;
      assert.equal(port.changed_object_id, front.id);
      assert.equal('rear_ports' in port.postchange_data, false, "NetBox's serialize_object: a front port's snapshot has no mappings");
      const rows = await mappingRows(front.id as number);
      const maps = logged.filter((c) => c.changed_object_type === 'dcim.portmapping').sort((a, b) => a.changed_object_id - b.changed_object_id);
      assert.deepEqual(maps.map((c) => c.changed_object_id), rows.map((x) => x.id));
      assert.deepEqual(maps.map((c) => [c.prechange_data, c.postchange_data]), [
        [null, { front_port: front.id, rear_port: r4.id, front_port_position: 1, rear_port_position: 3 }],
        [null, { front_port: front.id, rear_port: r1.id, front_port_position: 2, rear_port_position: 1 }],
      ]);
      // NetBox's str(PortMapping): each port as str() shows it (name, and label when set).
      assert.deepEqual(maps.map((c) => c.object_repr), ['f:1 to r4:3', 'f:2 to r1 (rear one):1']);
      for (const c of maps) {
        assert.deepEqual([c.related_object_type, c.related_object_id, c.related_object, c.changed_object], [null, null, null, null]);
        assert.equal(c.user_name, 'admin');
      }
    });

    it('logs a rewrite of the mappings as the difference: a re-pointed position one delete and one create, an unchanged one nothing; a write without them none', async () => {
      const u = uid();
      const { r4, r1, front } = await panel(u);
      const [kept, moved] = await mappingRows(front.id as number);
      const p = await patch46('dcim/front-ports', front.id, { rear_ports: [{ position: 1, rear_port: r4.id, rear_port_position: 3 }, { position: 2, rear_port: r4.id, rear_port_position: 4 }] });
      assert.equal(p.status, 200, JSON.stringify(p.body));
      const logged = await changesOf(`request_id=${p.headers['x-request-id']}&changed_object_type=dcim.portmapping`);
      assert.deepEqual(kinds(logged), ['create dcim.portmapping', 'delete dcim.portmapping']);
      const gone = logged.find((c) => c.action.value === 'delete')!;
      assert.deepEqual([gone.changed_object_id, gone.prechange_data, gone.postchange_data],
        [moved!.id, { front_port: front.id, rear_port: r1.id, front_port_position: 2, rear_port_position: 1 }, null]);
      const made = logged.find((c) => c.action.value === 'create')!;
      assert.deepEqual(made.postchange_data, { front_port: front.id, rear_port: r4.id, front_port_position: 2, rear_port_position: 4 });
      assert.equal((await mappingRows(front.id as number))[0]!.id, kept!.id, 'the unchanged mapping is the same row');
      // The same mappings again, and a write of another field: no mapping logged.
      const again = await patch46('dcim/front-ports', front.id, { rear_ports: p.body.rear_ports });
      const other = await patch46('dcim/front-ports', front.id, { description: 'd' });
      for (const r of [again, other]) {
        assert.equal(r.status, 200, JSON.stringify(r.body));
        assert.deepEqual(await changesOf(`request_id=${r.headers['x-request-id']}&changed_object_type=dcim.portmapping`), []);
      }
      assert.deepEqual(other.body.rear_ports, p.body.rear_ports);
    });

    it("logs a rear port's front_ports written from its side the same way, and the mappings a port's delete takes with it", async () => {
      const u = uid();
      const { device, r4, front } = await panel(u);
      const f2 = await created('dcim/front-ports', { device: device.id, name: 'f2', type: 'lc' }, v46);
      const p = await patch46('dcim/rear-ports', r4.id, { front_ports: [{ position: 3, front_port: front.id, front_port_position: 1 }, { position: 4, front_port: f2.id }] });
      assert.equal(p.status, 200, JSON.stringify(p.body));
      const [made, ...more] = await changesOf(`request_id=${p.headers['x-request-id']}&changed_object_type=dcim.portmapping`);
      assert.equal(more.length, 0);
      assert.deepEqual([made!.action.value, made!.postchange_data, made!.object_repr],
        ['create', { front_port: f2.id, rear_port: r4.id, front_port_position: 1, rear_port_position: 4 }, 'f2:1 to r4:4']);
      const d = await del('dcim/rear-ports', r4.id);
      assert.equal(d.status, 204);
      const deleted = await changesOf(`request_id=${d.headers['x-request-id']}`);
      assert.deepEqual(kinds(deleted), ['delete dcim.portmapping', 'delete dcim.portmapping', 'delete dcim.rearport']);
      assert.deepEqual(deleted.filter((c) => c.changed_object_type === 'dcim.portmapping').map((c) => c.prechange_data.front_port).sort(), [front.id, f2.id].sort());
      // The front ports stay (NetBox 4.5), unchanged, with the other rear port's mapping.
      assert.equal(deleted.some((c) => c.changed_object_type === 'dcim.frontport'), false);
    });

    it("logs template mappings as dcim.porttemplatemapping; a device copies its type's mappings without logging them, as NetBox's bulk_create", async () => {
      const u = uid();
      const site = await created('dcim/sites', { name: `pm-${u}`, slug: `pm-${u}` });
      const mf = await created('dcim/manufacturers', { name: `mf-${u}`, slug: `mf-${u}` });
      const dt = await created('dcim/device-types', { manufacturer: mf.id, model: `dt-${u}`, slug: `dt-${u}` });
      const rt = await created('dcim/rear-port-templates', { device_type: dt.id, name: 'r', type: 'mpo', positions: 2 }, v46);
      const t = await post('dcim/front-port-templates', { device_type: dt.id, name: 'f', type: 'lc', rear_ports: [{ position: 1, rear_port: rt.id, rear_port_position: 2 }] }, v46);
      assert.equal(t.status, 201, JSON.stringify(t.body));
      const logged = await changesOf(`request_id=${t.headers['x-request-id']}`);
      assert.deepEqual(kinds(logged), ['create dcim.frontporttemplate', 'create dcim.porttemplatemapping']);
      const mapping = logged.find((c) => c.changed_object_type === 'dcim.porttemplatemapping')!;
      assert.deepEqual([mapping.postchange_data, mapping.object_repr], [{ front_port: t.body.id, rear_port: rt.id, front_port_position: 1, rear_port_position: 2 }, 'f:1 to r:2']);
      const role = await created('dcim/device-roles', { name: `r-${u}`, slug: `r-${u}` });
      const d = await post('dcim/devices', { name: `d-${u}`, device_type: dt.id, role: role.id, site: site.id });
      assert.equal(d.status, 201, JSON.stringify(d.body));
      assert.deepEqual(kinds(await changesOf(`request_id=${d.headers['x-request-id']}`)), ['create dcim.device', 'create dcim.frontport', 'create dcim.rearport']);
      const [port] = (await get(`dcim/front-ports/?device_id=${d.body.id}`)).results as Obj[];
      assert.equal((await mappingRows(port!.id as number)).length, 1, 'the mapping was copied');
    });

    it("sends a front port's webhook with its mappings in data, as NetBox serializes the port after the write; none for the mappings themselves", async () => {
      const u = uid();
      const { r4, front } = await panel(u);
      const w = await created('extras/webhooks', { name: `pm-${u}`, payload_url: `${receiver.url}/hook`, content_types: ['dcim.frontport', 'dcim.rearport'], type_create: true, type_update: true, type_delete: true });
      watchers.push(w.id);
      const p = await patch46('dcim/front-ports', front.id, { description: 'moved', rear_ports: [{ position: 1, rear_port: r4.id, rear_port_position: 2 }] });
      assert.equal(p.status, 200, JSON.stringify(p.body));
      const [got, ...more] = await receiver.waitFor(1);
      assert.equal(more.length, 0);
      assert.deepEqual([got!.json.event, got!.json.model, got!.json.data.id], ['updated', 'frontport', front.id]);
      assert.deepEqual(got!.json.data.rear_ports, [{ position: 1, rear_port: r4.id, rear_port_position: 2 }]);
      assert.equal('rear_ports' in got!.json.snapshots.postchange, false);
      // The request logged its mappings (one kept, two gone, one new) and queued one delivery, the port's.
      assert.equal((await changesOf(`request_id=${p.headers['x-request-id']}&changed_object_type=dcim.portmapping`)).length, 3);
      const jobs = await api.sql<Array<{ type: string }>>`SELECT data->>'object_type' AS type FROM pgboss.job WHERE name = 'webhook' AND data->>'request_id' = ${p.headers['x-request-id']!}`;
      assert.deepEqual(jobs.map((j) => j.type), ['dcim.frontport']);
    });
  });

  it('logs an IP address with its interface\'s device as related object, and addresses made by available-ips', async () => {
    const u = uid();
    const device = await (await deviceSite(created, u)).device(`d-${u}`);
    const iface = await created('dcim/interfaces', { device: device.id, name: 'eth0', type: '1000base-t' });
    const n = parseInt(u.slice(0, 2), 16);
    const prefix = await created('ipam/prefixes', { prefix: `10.${n}.${parseInt(u.slice(2, 4), 16)}.0/24` });
    const r = await api.request.post(`/api/ipam/prefixes/${prefix.id}/available-ips/`).set(auth)
      .send({ assigned_object_type: 'dcim.interface', assigned_object_id: iface.id });
    assert.equal(r.status, 201, JSON.stringify(r.body));
    const [c] = await changesOf(`request_id=${r.headers['x-request-id']}`);
    assert.equal(c!.changed_object_type, 'ipam.ipaddress');
    assert.equal(c!.related_object_type, 'dcim.device');
    assert.equal(c!.related_object_id, device.id);
    assert.equal(c!.postchange_data.assigned_object_type, 'dcim.interface');
  });

  it('logs the values a custom field rename carries to objects', async () => {
    const u = uid();
    const site = await created('dcim/sites', { name: `cf-${u}`, slug: `cf-${u}` });
    const cf = await created('extras/custom-fields', { name: `cf_${u}`, content_types: ['dcim.site'], type: 'text' });
    assert.equal((await patch('dcim/sites', site.id, { custom_fields: { [`cf_${u}`]: 'v' } })).status, 200);
    const r = await patch('extras/custom-fields', cf.id, { name: `cf2_${u}` });
    assert.equal(r.status, 200);
    const logged = await changesOf(`request_id=${r.headers['x-request-id']}&changed_object_type=dcim.site&changed_object_id=${site.id}`);
    assert.equal(logged.length, 1);
    assert.equal(logged[0]!.postchange_data.custom_fields[`cf2_${u}`], 'v');
    assert.equal(logged[0]!.prechange_data.custom_fields[`cf_${u}`], 'v');
  });

  it('filters by time (NetBox\'s time_after and time_before, both inclusive), user, action, object type id and q', async () => {
    const u = uid();
    const r = await post('dcim/sites', { name: `f-${u}`, slug: `f-${u}` });
    const [c] = await changesOf(`request_id=${r.headers['x-request-id']}`);
    const [ct] = (await get('extras/content-types/?app_label=dcim&model=site')).results as Obj[];
    const rid = `request_id=${r.headers['x-request-id']}`;
    const at = encodeURIComponent(c!.time);
    for (const filter of [`time=${at}`, `time__gte=${at}`, `time__lte=${at}`, `time_after=${at}`, `time_before=${at}`, `time_after=${at}&time_before=${at}`, 'user=admin', `user_id=${c!.user.id}`, 'user_name=admin', 'action=create',
      `changed_object_type_id=${ct!.id}`, `q=f-${u}`, 'changed_object_type=dcim.site'])
      assert.equal((await changesOf(`${rid}&${filter}`)).length, 1, filter);
    for (const filter of ['action=delete', 'user=nobody', `changed_object_type_id=${ct!.id + 1}`, 'time__lte=2000-01-01T00:00:00Z',
      'time_before=2000-01-01T00:00:00Z', 'time_after=2999-01-01T00:00:00Z'])
      assert.equal((await changesOf(`${rid}&${filter}`)).length, 0, filter);
    assert.equal((await api.request.get('/api/extras/object-changes/?action=bogus').set(auth)).status, 400);
    assert.equal((await api.request.get('/api/extras/object-changes/?time_after=yesterday').set(auth)).status, 400);
  });

  describe('secrets', () => {
    const MASK = '********';
    const settle = async (done: () => boolean) => {
      for (let i = 0; i < 400 && !done(); i++) await new Promise((r) => setTimeout(r, 50));
    };

    it("records a webhook's secret and a platform's devlib_args secret and password as ******** on create, update and delete; other values as they are", async () => {
      const u = uid();
      const w = await created('extras/webhooks', { name: `sec-${u}`, payload_url: 'http://127.0.0.1:9/', content_types: ['dcim.site'], type_create: true, secret: 'hook-secret-1' });
      assert.equal(w.secret, 'hook-secret-1', 'the REST representation is unchanged');
      assert.equal((await patch('extras/webhooks', w.id, { secret: 'hook-secret-2', description: 'd' })).status, 200);
      assert.equal((await del('extras/webhooks', w.id)).status, 204);
      const hook = await changesOf(`changed_object_type=extras.webhook&changed_object_id=${w.id}&ordering=time`);
      assert.deepEqual(hook.map((c) => c.action.value).sort(), ['create', 'delete', 'update']);
      for (const c of hook) for (const data of [c.prechange_data, c.postchange_data]) if (data) assert.equal(data.secret, MASK, JSON.stringify(data));
      assert.equal(hook.find((c) => c.action.value === 'update')!.postchange_data.description, 'd');

      const args = { secret: 'enable-secret', port: 2222, transport: 'http' };
      const p = await created('dcim/platforms', { name: `pl-${u}`, slug: `pl-${u}`, devlib_driver: 'ios', devlib_args: args });
      assert.deepEqual(p.devlib_args, args, 'the REST representation is unchanged');
      assert.equal((await patch('dcim/platforms', p.id, { devlib_args: { ...args, port: 2223 } })).status, 200);
      // devlib's checks refuse a `password` argument today; a statement of the service's own
      // (as a rule's) stores one, and an emptied secret.
      await api.sql.begin(async (tx) => {
        await tx`SELECT set_config('netinv.request_id', ${`pw-${u}`}, true), set_config('netinv.user_name', 'admin', true)`;
        await tx`UPDATE dcim_platform SET devlib_args = ${JSON.stringify({ secret: '', password: 'p4ss', port: 2224, nested: { password: 'n' } })}::text::jsonb WHERE id = ${p.id}`;
      });
      assert.equal((await del('dcim/platforms', p.id)).status, 204);
      const platform = await changesOf(`changed_object_type=dcim.platform&changed_object_id=${p.id}&ordering=time`);
      const [create, update, own, gone] = [...['create', 'update'].map((a) => platform.find((c) => c.action.value === a)!),
        platform.find((c) => c.request_id === `pw-${u}`)!, platform.find((c) => c.action.value === 'delete')!] as [Obj, Obj, Obj, Obj];
      assert.deepEqual(create.postchange_data.devlib_args, { secret: MASK, port: 2222, transport: 'http' });
      assert.deepEqual(update.prechange_data.devlib_args, { secret: MASK, port: 2222, transport: 'http' });
      assert.deepEqual(update.postchange_data.devlib_args, { secret: MASK, port: 2223, transport: 'http' });
      assert.deepEqual(own.postchange_data.devlib_args, { secret: '', password: MASK, port: 2224, nested: { password: 'n' } }, 'top-level keys only; an emptied secret shows as empty');
      assert.deepEqual(gone.prechange_data.devlib_args, { secret: '', password: MASK, port: 2224, nested: { password: 'n' } });
      // Nothing in clear anywhere in the stored rows, whatever the API shows of them.
      const [stored] = await api.sql`SELECT count(*)::int AS n FROM extras_object_change
        WHERE changed_object_type IN ('extras.webhook', 'dcim.platform') AND changed_object_id IN (${w.id}, ${p.id})
          AND (prechange_data::text ~ '(hook-secret|enable-secret|p4ss)' OR postchange_data::text ~ '(hook-secret|enable-secret|p4ss)')`;
      assert.equal(stored!.n, 0);
    });

    it('masks the secrets of the other models that hold one (FHRP auth_key, IKE preshared_key, wireless auth_psk); never logs users or tokens', async () => {
      const u = uid();
      const fhrp = await created('ipam/fhrp-groups', { protocol: 'vrrp2', group_id: 7, auth_type: 'plaintext', auth_key: 'fhrp-key' });
      const ike = await created('vpn/ike-policies', { name: `ike-${u}`, version: 2, preshared_key: 'ike-psk' });
      const lan = await created('wireless/wireless-lans', { ssid: `lan-${u}`, auth_psk: 'wifi-psk' });
      for (const [type, obj, field] of [['ipam.fhrpgroup', fhrp, 'auth_key'], ['vpn.ikepolicy', ike, 'preshared_key'], ['wireless.wirelesslan', lan, 'auth_psk']] as const) {
        const [c] = await changesOf(`changed_object_type=${type}&changed_object_id=${obj.id}`);
        assert.equal(c!.postchange_data[field], MASK, type);
      }
      const user = await created('users/users', { username: `sec-${u}`, password: 'a-long-password-1234' });
      const token = await created('users/tokens', { user: user.id, description: `sec-${u}` });
      assert.equal((await changesOf(`changed_object_type=users.token&changed_object_id=${token.id}`)).length, 0, 'tokens are not logged');
      const [leaked] = await api.sql`SELECT count(*)::int AS n FROM extras_object_change WHERE postchange_data::text LIKE ${`%${token.key as string}%`}`;
      assert.equal(leaked!.n, 0);
    });

    it('sends webhook bodies on webhooks and platforms with their secrets masked in data and snapshots, signed with the real secret', async () => {
      const u = uid();
      const watcher = await created('extras/webhooks', { name: `watch-${u}`, payload_url: `${receiver.url}/hook`, content_types: ['extras.webhook', 'dcim.platform'],
        type_create: true, type_update: true, type_delete: true, secret: 'watcher-secret' });
      watchers.push(watcher.id);
      const w = await created('extras/webhooks', { name: `sec-w-${u}`, payload_url: 'http://127.0.0.1:9/', content_types: ['dcim.site'], type_create: true, secret: 'hook-secret-1' });
      assert.equal((await patch('extras/webhooks', w.id, { secret: 'hook-secret-2', description: 'd' })).status, 200);
      const p = await created('dcim/platforms', { name: `pl-${u}`, slug: `pl-${u}`, devlib_args: { secret: 'enable-secret', port: 22 } });
      assert.equal((await del('dcim/platforms', p.id)).status, 204);
      assert.equal((await del('extras/webhooks', w.id)).status, 204);
      // The watcher may see its own creation too (its own secret masked as well): 5 or 6.
      const got = await receiver.waitFor(5);
      // The watcher's own creation is told apart by model too: a platform may have its id.
      await settle(() => receiver.received.filter((g) => !(g.json.model === 'webhook' && g.json.data.id === watcher.id)).length === 5);
      got.splice(0, got.length, ...receiver.received);
      for (const g of got) {
        assert.equal(g.headers['x-hook-signature'], createHmac('sha512', 'watcher-secret').update(g.body).digest('hex'));
        assert.doesNotMatch(g.body, /hook-secret|enable-secret|p4ss|watcher-secret/);
      }
      const of = (model: string, event: string) => got.map((g) => g.json).find((b) => b.model === model && b.event === event && b.data.id === (model === 'webhook' ? w.id : p.id))!;
      const hookCreated = of('webhook', 'created');
      assert.equal(hookCreated.data.secret, MASK);
      assert.equal(hookCreated.snapshots.postchange.secret, MASK);
      const hookUpdated = of('webhook', 'updated');
      assert.equal(hookUpdated.data.description, 'd');
      assert.equal(hookUpdated.data.secret, MASK);
      assert.equal(hookUpdated.snapshots.prechange.secret, MASK);
      assert.equal(of('webhook', 'deleted').data.secret, MASK);
      const platformCreated = of('platform', 'created');
      assert.deepEqual(platformCreated.data.devlib_args, { secret: MASK, port: 22 });
      assert.deepEqual(platformCreated.snapshots.postchange.devlib_args, { secret: MASK, port: 22 });
      assert.deepEqual(of('platform', 'deleted').snapshots.prechange.devlib_args, { secret: MASK, port: 22 });
    });
  });

  describe('many-to-many values (NetBox 3.7 serialize_object: tags by sorted names, others by ids)', () => {
    const tags = async (u: string) => Promise.all(['b', 'a', 'c'].map((n) => created('extras/tags', { name: `${n}-${u}`, slug: `${n}-${u}` })));

    it('logs a change of tags only as one update whose data differ in tags; fields and tags in one request as one entry', async () => {
      const u = uid();
      const [b, a, c] = await tags(u);
      const r = await post('dcim/sites', { name: `m-${u}`, slug: `m-${u}`, tags: [b!.id, a!.id] });
      assert.equal(r.status, 201);
      const [create] = await changesOf(`request_id=${r.headers['x-request-id']}`);
      assert.deepEqual(create!.postchange_data.tags, [`a-${u}`, `b-${u}`], 'sorted names');

      const onlyTags = await patch('dcim/sites', r.body.id, { tags: [{ name: `c-${u}` }, a!.id] });
      assert.equal(onlyTags.status, 200);
      const [update, ...more] = await changesOf(`request_id=${onlyTags.headers['x-request-id']}`);
      assert.equal(more.length, 0, 'one entry');
      assert.equal(update!.action.value, 'update');
      assert.deepEqual(update!.prechange_data.tags, [`a-${u}`, `b-${u}`]);
      assert.deepEqual(update!.postchange_data.tags, [`a-${u}`, `c-${u}`]);
      const { tags: _pre, last_updated: _l1, ...preRest } = update!.prechange_data;
      const { tags: _post, last_updated: _l2, ...postRest } = update!.postchange_data;
      assert.deepEqual(postRest, preRest, 'nothing else changed');

      const both = await patch('dcim/sites', r.body.id, { description: 'both', tags: [] });
      const logged = await changesOf(`request_id=${both.headers['x-request-id']}`);
      assert.equal(logged.length, 1, 'one entry, not two');
      assert.deepEqual([logged[0]!.prechange_data.description, logged[0]!.postchange_data.description], ['', 'both']);
      assert.deepEqual([logged[0]!.prechange_data.tags, logged[0]!.postchange_data.tags], [[`a-${u}`, `c-${u}`], []]);

      assert.equal((await patch('dcim/sites', r.body.id, { tags: [c!.id] })).status, 200);
      const gone = await del('dcim/sites', r.body.id);
      const [deleted] = await changesOf(`request_id=${gone.headers['x-request-id']}`);
      assert.deepEqual([deleted!.action.value, deleted!.prechange_data.tags], ['delete', [`c-${u}`]]);
    });

    it("logs a statement of the service's own on the tags alone (no write of the object's row) as one update; one that changes nothing, not at all", async () => {
      const u = uid();
      const [b, a] = await tags(u);
      const site = await created('dcim/sites', { name: `own-${u}`, slug: `own-${u}`, tags: [a!.id] });
      const own = async (request: string, statements: (tx: postgres.TransactionSql) => Promise<unknown>) => api.sql.begin(async (tx) => {
        await tx`SELECT set_config('netinv.request_id', ${request}, true), set_config('netinv.user_name', 'admin', true)`;
        await statements(tx);
      });
      await own(`add-${u}`, (tx) => tx`INSERT INTO extras_tagged_item (object_type, object_id, tag_id) VALUES ('dcim.site', ${site.id}, ${b!.id})`);
      const [added, ...more] = await changesOf(`request_id=add-${u}`);
      assert.equal(more.length, 0);
      assert.deepEqual([added!.action.value, added!.prechange_data.tags, added!.postchange_data.tags], ['update', [`a-${u}`], [`a-${u}`, `b-${u}`]]);
      assert.equal(added!.postchange_data.last_updated, added!.prechange_data.last_updated);
      await own(`same-${u}`, async (tx) => {
        await tx`DELETE FROM extras_tagged_item WHERE object_type = 'dcim.site' AND object_id = ${site.id}`;
        await tx`INSERT INTO extras_tagged_item (object_type, object_id, tag_id) VALUES ('dcim.site', ${site.id}, ${a!.id}), ('dcim.site', ${site.id}, ${b!.id})`;
      });
      assert.equal((await changesOf(`request_id=same-${u}`)).length, 0, 'the same tags written again change nothing');
    });

    it('logs a bulk PATCH of tags and fields with one entry per object, each with its own values', async () => {
      const u = uid();
      const [b, a] = await tags(u);
      const s1 = await created('dcim/sites', { name: `b1-${u}`, slug: `b1-${u}`, tags: [a!.id] });
      const s2 = await created('dcim/sites', { name: `b2-${u}`, slug: `b2-${u}` });
      const s3 = await created('dcim/sites', { name: `b3-${u}`, slug: `b3-${u}`, tags: [b!.id] });
      const r = await api.request.patch('/api/dcim/sites/').set(auth).send([
        { id: s1.id, tags: [a!.id, b!.id] }, { id: s2.id, description: 'two', tags: [b!.id] }, { id: s3.id, description: 'three' }]);
      assert.equal(r.status, 200, JSON.stringify(r.body));
      const logged = await changesOf(`request_id=${r.headers['x-request-id']}`);
      const of = (id: number) => logged.filter((c) => c.changed_object_id === id);
      for (const site of [s1, s2, s3]) assert.equal(of(site.id).length, 1, site.name);
      assert.deepEqual([of(s1.id)[0]!.prechange_data.tags, of(s1.id)[0]!.postchange_data.tags], [[`a-${u}`], [`a-${u}`, `b-${u}`]]);
      assert.deepEqual([of(s2.id)[0]!.prechange_data.tags, of(s2.id)[0]!.postchange_data.tags, of(s2.id)[0]!.postchange_data.description], [[], [`b-${u}`], 'two']);
      assert.deepEqual([of(s3.id)[0]!.prechange_data.tags, of(s3.id)[0]!.postchange_data.tags, of(s3.id)[0]!.postchange_data.description], [[`b-${u}`], [`b-${u}`], 'three']);
    });

    it("logs other many-to-many fields by ids: an interface's tagged_vlans, a provider's asns, on update and delete", async () => {
      const u = uid();
      const device = await (await deviceSite(created, u)).device(`d-${u}`);
      const vlans = await Promise.all([3, 1, 2].map((i) => created('ipam/vlans', { vid: 100 + i, name: `v${i}-${u}` })));
      const ids = vlans.map((v) => v.id as number).sort((x, y) => x - y);
      const iface = await created('dcim/interfaces', { device: device.id, name: 'eth0', type: '1000base-t', mode: 'tagged' });
      const r = await patch('dcim/interfaces', iface.id, { tagged_vlans: [vlans[0]!.id, vlans[1]!.id, vlans[2]!.id] });
      assert.equal(r.status, 200, JSON.stringify(r.body));
      const [update, ...more] = await changesOf(`request_id=${r.headers['x-request-id']}&changed_object_type=dcim.interface`);
      assert.equal(more.length, 0);
      assert.deepEqual([update!.prechange_data.tagged_vlans, update!.postchange_data.tagged_vlans], [[], ids]);
      const d = await del('dcim/interfaces', iface.id);
      const [deleted] = await changesOf(`request_id=${d.headers['x-request-id']}&changed_object_type=dcim.interface`);
      assert.deepEqual([deleted!.action.value, deleted!.prechange_data.tagged_vlans], ['delete', ids]);
      assert.equal(deleted!.prechange_data.name, 'eth0', 'the rest of the snapshot kept');

      const rir = await created('ipam/rirs', { name: `rir-${u}`, slug: `rir-${u}` });
      const n = 64512 + parseInt(u.slice(0, 3), 16);
      const asns = await Promise.all([n, n + 5000].map((asn) => created('ipam/asns', { asn, rir: rir.id })));
      const provider = await created('circuits/providers', { name: `p-${u}`, slug: `p-${u}` });
      const p = await patch('circuits/providers', provider.id, { asns: asns.map((x) => x.id) });
      const [withAsns] = await changesOf(`request_id=${p.headers['x-request-id']}&changed_object_type=circuits.provider`);
      assert.deepEqual(withAsns!.postchange_data.asns, asns.map((x) => x.id as number).sort((x, y) => x - y));
    });

    it("sends a tag-only change's webhook with snapshots that differ in tags", async () => {
      const u = uid();
      const [, a] = await tags(u);
      const site = await created('dcim/sites', { name: `wt-${u}`, slug: `wt-${u}` });
      const w = await created('extras/webhooks', { name: `wt-${u}`, payload_url: `${receiver.url}/hook`, content_types: ['dcim.site'], type_update: true });
      watchers.push(w.id);
      assert.equal((await patch('dcim/sites', site.id, { tags: [a!.id] })).status, 200);
      const [got] = await receiver.waitFor(1);
      assert.equal(got!.json.event, 'updated');
      assert.deepEqual([got!.json.snapshots.prechange.tags, got!.json.snapshots.postchange.tags], [[], [`a-${u}`]]);
      assert.deepEqual(got!.json.data.tags.map((t: Obj) => t.name), [`a-${u}`]);
    });
  });

  it('prunes entries older than the retention, and none with retention 0', async () => {
    const u = uid();
    const r = await post('dcim/sites', { name: `p-${u}`, slug: `p-${u}` });
    await api.sql`UPDATE extras_object_change SET time = now() - interval '91 days' WHERE request_id = ${r.headers['x-request-id']!}`;
    assert.equal(await pruneChangeLog(api.sql, 0), 0);
    assert.equal((await changesOf(`request_id=${r.headers['x-request-id']}`)).length, 1);
    assert.ok((await pruneChangeLog(api.sql, 90)) >= 1);
    assert.equal((await changesOf(`request_id=${r.headers['x-request-id']}`)).length, 0);
  });
});
