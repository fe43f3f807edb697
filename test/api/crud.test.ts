// The generic single-object operations on real models: create, read, replace, change and
// delete, with the representation rules of the spec ("Representations", "Writing related
// objects", "Generic relations") and DECISIONS.md ("Representations").
import assert from 'node:assert/strict';
import { auth, startApi, uid, type TestApi } from '../support/api.ts';

const HOST = 'inventory.example.test:8443';
const BASE = `http://${HOST}/api/`;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

describe('api: single-object CRUD', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  const post = (path: string, body: unknown) => api.request.post(path).set(auth).set('Host', HOST).send(body as object);
  const get = (path: string) => api.request.get(path).set(auth).set('Host', HOST);
  const created = async (path: string, body: unknown) => {
    const res = await post(path, body);
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body;
  };
  const site = (u: string, extra: object = {}) => created('/api/dcim/sites/', { name: `site-${u}`, slug: `site-${u}`, ...extra });

  /** A device with everything it requires, optionally in a rack. */
  async function device(u: string, extra: object = {}) {
    const s = await site(`d${u}`);
    const mf = await created('/api/dcim/manufacturers/', { name: `mf-${u}`, slug: `mf-${u}` });
    const dt = await created('/api/dcim/device-types/', { manufacturer: mf.id, model: `model-${u}`, slug: `model-${u}` });
    const role = await created('/api/dcim/device-roles/', { name: `role-${u}`, slug: `role-${u}` });
    const dev = await created('/api/dcim/devices/', { name: `dev-${u}`, device_type: dt.id, role: role.id, site: s.id, ...extra });
    return { site: s, deviceType: dt, role, device: dev };
  }

  describe('create', () => {
    it('answers 201 with the full representation: absolute url with the request host, display, choices, dates, tags, custom fields', async () => {
      const u = uid();
      const res = await post('/api/dcim/sites/', { name: `site-${u}`, slug: `site-${u}`, description: 'first' });
      assert.equal(res.status, 201, JSON.stringify(res.body));
      assert.match(res.headers['content-type'] ?? '', /^application\/json/);
      const body = res.body;
      assert.ok(Number.isInteger(body.id) && body.id > 0);
      assert.equal(body.url, `${BASE}dcim/sites/${body.id}/`);
      assert.equal(body.display, `site-${u}`);
      assert.equal(body.name, `site-${u}`);
      assert.equal(body.slug, `site-${u}`);
      assert.equal(body.description, 'first');
      assert.deepEqual(body.status, { value: 'active', label: 'Active' });
      assert.equal(body.region, null);
      assert.equal(body.time_zone, null);
      assert.deepEqual(body.tags, []);
      assert.deepEqual(body.custom_fields, {});
      assert.match(body.created, DATE);
      assert.match(body.last_updated, TIMESTAMP);

      const [row] = await api.sql`SELECT name, description, status, to_char(created, 'YYYY-MM-DD') AS created,
        to_char(last_updated AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS last_updated FROM dcim_site WHERE id = ${body.id}`;
      assert.deepEqual({ ...row }, { name: `site-${u}`, description: 'first', status: 'active', created: body.created, last_updated: body.last_updated });
    });

    it('nests a foreign key as {id, url, display, name, slug}', async () => {
      const u = uid();
      const s = await site(u);
      const rack = await created('/api/dcim/racks/', { name: `rack-${u}`, site: s.id });
      assert.deepEqual(rack.site, { id: s.id, url: `${BASE}dcim/sites/${s.id}/`, display: `site-${u}`, name: `site-${u}`, slug: `site-${u}` });
    });

    it('gives a prefix without a status the status active, and an IPv4 family object', async () => {
      const p = await created('/api/ipam/prefixes/', { prefix: '10.77.0.0/16' });
      assert.deepEqual(p.status, { value: 'active', label: 'Active' });
      assert.deepEqual(p.family, { value: 4, label: 'IPv4' });
      assert.equal(p.prefix, '10.77.0.0/16');
      const [row] = await api.sql`SELECT status FROM ipam_prefix WHERE id = ${p.id}`;
      assert.equal(row!.status, 'active');
    });

    it('reads an IP address family as {value: 4, label: "IPv4"} (and 6 for IPv6)', async () => {
      const v4 = await created('/api/ipam/ip-addresses/', { address: '198.51.100.7/24' });
      assert.deepEqual(v4.family, { value: 4, label: 'IPv4' });
      assert.equal(v4.address, '198.51.100.7/24');
      const v6 = await created('/api/ipam/ip-addresses/', { address: '2001:db8::7/64' });
      assert.deepEqual(v6.family, { value: 6, label: 'IPv6' });
    });
  });

  describe('read', () => {
    it('GET on the detail URL returns the same representation the create answered', async () => {
      const s = await site(uid(), { time_zone: 'Europe/Amsterdam' });
      const res = await get(`/api/dcim/sites/${s.id}/`);
      assert.equal(res.status, 200);
      assert.deepEqual(res.body, s);
    });
  });

  describe('replace (PUT)', () => {
    it('sets every given field and answers the updated object', async () => {
      const u = uid();
      const s = await site(u, { description: 'before', facility: 'F1' });
      const res = await api.request.put(`/api/dcim/sites/${s.id}/`).set(auth).set('Host', HOST)
        .send({ name: `renamed-${u}`, slug: `renamed-${u}`, status: 'planned', description: 'after' });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.equal(res.body.id, s.id);
      assert.equal(res.body.name, `renamed-${u}`);
      assert.equal(res.body.display, `renamed-${u}`);
      assert.deepEqual(res.body.status, { value: 'planned', label: 'Planned' });
      assert.equal(res.body.description, 'after');
      assert.equal(res.body.created, s.created);
      assert.deepEqual((await get(`/api/dcim/sites/${s.id}/`)).body, res.body);
    });

    it('refuses a PUT without a required field with 400 {"name": ["This field is required."]} and changes nothing', async () => {
      const u = uid();
      const s = await site(u);
      const res = await api.request.put(`/api/dcim/sites/${s.id}/`).set(auth).send({ slug: `other-${u}`, description: 'changed' });
      assert.equal(res.status, 400);
      assert.deepEqual(res.body, { name: ['This field is required.'] });
      assert.deepEqual((await get(`/api/dcim/sites/${s.id}/`)).body, s);
    });

    it('answers 404 for a PUT on an object that does not exist', async () => {
      const u = uid();
      const res = await api.request.put('/api/dcim/sites/2147483000/').set(auth).send({ name: `x-${u}`, slug: `x-${u}` });
      assert.equal(res.status, 404);
      assert.deepEqual(res.body, { detail: 'Not found.' });
      assert.equal((await api.sql`SELECT count(*)::int AS n FROM dcim_site WHERE name = ${`x-${u}`}`)[0]!.n, 0);
    });
  });

  describe('change (PATCH)', () => {
    it('changes only the given attributes and moves last_updated', async () => {
      const u = uid();
      const s = await site(u, { description: 'keep me', facility: 'F1' });
      const res = await api.request.patch(`/api/dcim/sites/${s.id}/`).set(auth).set('Host', HOST).send({ facility: 'F2' });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.equal(res.body.facility, 'F2');
      assert.match(res.body.last_updated, TIMESTAMP);
      assert.ok(res.body.last_updated > s.last_updated, `${res.body.last_updated} should be after ${s.last_updated}`);
      const [row] = await api.sql`SELECT to_char(last_updated AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS t FROM dcim_site WHERE id = ${s.id}`;
      assert.equal(res.body.last_updated, row!.t);
      // Everything else is as it was.
      const { facility: _f, last_updated: _l, ...restAfter } = res.body;
      const { facility: _f0, last_updated: _l0, ...restBefore } = s;
      assert.deepEqual(restAfter, restBefore);
    });

    it('moves a prefix from active to reserved and refreshes last_updated (the spec\'s transition)', async () => {
      const p = await created('/api/ipam/prefixes/', { prefix: '10.78.0.0/16' });
      assert.equal(p.status.value, 'active');
      const res = await api.request.patch(`/api/ipam/prefixes/${p.id}/`).set(auth).send({ status: 'reserved' });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.deepEqual(res.body.status, { value: 'reserved', label: 'Reserved' });
      assert.ok(res.body.last_updated > p.last_updated);
      const [row] = await api.sql`SELECT status FROM ipam_prefix WHERE id = ${p.id}`;
      assert.equal(row!.status, 'reserved');
    });

    it('refuses a bad value with 400 naming the field and changes nothing', async () => {
      const p = await created('/api/ipam/prefixes/', { prefix: '10.79.0.0/16', description: 'kept' });
      const res = await api.request.patch(`/api/ipam/prefixes/${p.id}/`).set(auth).send({ description: 'lost', status: 'sleeping' });
      assert.equal(res.status, 400);
      assert.deepEqual(Object.keys(res.body), ['status']);
      const [row] = await api.sql`SELECT status, description FROM ipam_prefix WHERE id = ${p.id}`;
      assert.deepEqual({ ...row }, { status: 'active', description: 'kept' });
    });
  });

  describe('delete', () => {
    it('answers 204 with no body, and the object is gone (404 afterwards)', async () => {
      const s = await site(uid());
      const res = await api.request.delete(`/api/dcim/sites/${s.id}/`).set(auth);
      assert.equal(res.status, 204);
      assert.equal(res.text, '');
      assert.equal(res.headers['content-length'] ?? '0', '0');
      const again = await get(`/api/dcim/sites/${s.id}/`);
      assert.equal(again.status, 404);
      assert.deepEqual(again.body, { detail: 'Not found.' });
      assert.equal((await api.sql`SELECT count(*)::int AS n FROM dcim_site WHERE id = ${s.id}`)[0]!.n, 0);
      const twice = await api.request.delete(`/api/dcim/sites/${s.id}/`).set(auth);
      assert.equal(twice.status, 404);
    });
  });

  describe('related objects', () => {
    it('accepts a related object by id and by nested attributes (rack by name plus site by name)', async () => {
      const u = uid();
      const { site: s, deviceType, role } = await device(u);
      const other = await site(`o${u}`);
      const rackHere = await created('/api/dcim/racks/', { name: `rack-${u}`, site: s.id });
      await created('/api/dcim/racks/', { name: `rack-${u}`, site: other.id });

      const dev = await created('/api/dcim/devices/', {
        name: `nested-${u}`, device_type: { slug: `model-${u}` }, role: role.id, site: { name: s.name },
        rack: { name: `rack-${u}`, site: { name: s.name } },
      });
      assert.equal(dev.rack.id, rackHere.id);
      assert.equal(dev.site.id, s.id);
      assert.equal(dev.device_type.id, deviceType.id);
      const [row] = await api.sql`SELECT rack_id, site_id FROM dcim_device WHERE id = ${dev.id}`;
      assert.deepEqual({ ...row }, { rack_id: rackHere.id, site_id: s.id });
    });

    it('refuses nested attributes matching two objects or none with 400 naming the field, and creates nothing', async () => {
      const u = uid();
      const { site: s, deviceType, role } = await device(u);
      const other = await site(`o${u}`);
      await created('/api/dcim/racks/', { name: `rack-${u}`, site: s.id });
      await created('/api/dcim/racks/', { name: `rack-${u}`, site: other.id });
      const base = { device_type: deviceType.id, role: role.id, site: s.id };

      const two = await post('/api/dcim/devices/', { ...base, name: `two-${u}`, rack: { name: `rack-${u}` } });
      assert.equal(two.status, 400);
      assert.deepEqual(Object.keys(two.body), ['rack']);
      assert.match(two.body.rack[0], /Multiple objects match/);

      const none = await post('/api/dcim/devices/', { ...base, name: `none-${u}`, rack: { name: `rack-${u}`, site: { name: `nowhere-${u}` } } });
      assert.equal(none.status, 400);
      assert.deepEqual(Object.keys(none.body), ['rack']);
      assert.match(none.body.rack[0], /not found/);

      const missingId = await post('/api/dcim/devices/', { ...base, name: `gone-${u}`, rack: 2147483000 });
      assert.equal(missingId.status, 400);
      assert.deepEqual(Object.keys(missingId.body), ['rack']);

      const n = await api.sql`SELECT count(*)::int AS n FROM dcim_device WHERE name IN (${`two-${u}`}, ${`none-${u}`}, ${`gone-${u}`})`;
      assert.equal(n[0]!.n, 0);
    });

    it('writes tags as ids, {name} and {slug} objects and reads them nested', async () => {
      const u = uid();
      const t1 = await created('/api/extras/tags/', { name: `a-tag-${u}`, slug: `a-tag-${u}` });
      const t2 = await created('/api/extras/tags/', { name: `b-tag-${u}`, slug: `b-tag-${u}`, color: 'ff0000' });
      const t3 = await created('/api/extras/tags/', { name: `c-tag-${u}`, slug: `c-tag-${u}` });
      const s = await site(u, { tags: [t1.id, { name: t2.name }, { slug: t3.slug }] });
      assert.deepEqual(s.tags, [
        { id: t1.id, url: `${BASE}extras/tags/${t1.id}/`, display: t1.name, name: t1.name, slug: t1.slug, color: '9e9e9e' },
        { id: t2.id, url: `${BASE}extras/tags/${t2.id}/`, display: t2.name, name: t2.name, slug: t2.slug, color: 'ff0000' },
        { id: t3.id, url: `${BASE}extras/tags/${t3.id}/`, display: t3.name, name: t3.name, slug: t3.slug, color: '9e9e9e' },
      ]);
      // PATCH replaces the set.
      const res = await api.request.patch(`/api/dcim/sites/${s.id}/`).set(auth).send({ tags: [{ slug: t2.slug }] });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.deepEqual(res.body.tags.map((t: { id: number }) => t.id), [t2.id]);
      const rows = await api.sql`SELECT tag_id FROM extras_tagged_item WHERE object_type = 'dcim.site' AND object_id = ${s.id}`;
      assert.deepEqual(rows.map((r) => r.tag_id), [t2.id]);

      const bad = await post('/api/dcim/sites/', { name: `untagged-${u}`, slug: `untagged-${u}`, tags: [{ name: `no-such-tag-${u}` }] });
      assert.equal(bad.status, 400);
      assert.deepEqual(Object.keys(bad.body), ['tags']);
      assert.equal((await api.sql`SELECT count(*)::int AS n FROM dcim_site WHERE name = ${`untagged-${u}`}`)[0]!.n, 0);
    });

    it('counts the objects a tag is on (tagged_items), of every model, in its list and detail reads', async () => {
      const u = uid();
      const tag = await created('/api/extras/tags/', { name: `n-tag-${u}`, slug: `n-tag-${u}` });
      const idle = await created('/api/extras/tags/', { name: `i-tag-${u}`, slug: `i-tag-${u}` });
      assert.equal(tag.tagged_items, 0);
      const s1 = await site(`${u}a`, { tags: [tag.id] });
      await site(`${u}b`, { tags: [tag.id, idle.id] });
      await created('/api/ipam/prefixes/', { prefix: '10.99.0.0/16', tags: [tag.id] });
      const counts = async () => Object.fromEntries(((await get(`/api/extras/tags/?slug__iew=-tag-${u}`)).body.results as Array<{ slug: string; tagged_items: number }>).map((t) => [t.slug, t.tagged_items]));
      assert.deepEqual(await counts(), { [tag.slug]: 3, [idle.slug]: 1 });
      assert.equal((await api.request.patch(`/api/dcim/sites/${s1.id}/`).set(auth).send({ tags: [] })).status, 200);
      assert.equal((await get(`/api/extras/tags/${tag.id}/`)).body.tagged_items, 2);
    });

    it('assigns an IP address to an interface through assigned_object_type and assigned_object_id', async () => {
      const u = uid();
      const { device: dev } = await device(u);
      const ifc = await created('/api/dcim/interfaces/', { device: dev.id, name: 'eth0', type: '1000base-t' });
      const ip = await created('/api/ipam/ip-addresses/', { address: '192.0.2.44/24', assigned_object_type: 'dcim.interface', assigned_object_id: ifc.id });
      assert.equal(ip.assigned_object_type, 'dcim.interface');
      assert.equal(ip.assigned_object_id, ifc.id);
      assert.equal(ip.assigned_object.id, ifc.id);
      assert.equal(ip.assigned_object.url, `${BASE}dcim/interfaces/${ifc.id}/`);
      assert.equal(ip.assigned_object.name, 'eth0');
      const d = ip.assigned_object.device;
      assert.deepEqual({ id: d.id, url: d.url, name: d.name, display_name: d.display_name },
        { id: dev.id, url: `${BASE}dcim/devices/${dev.id}/`, name: `dev-${u}`, display_name: `dev-${u}` });
      const [row] = await api.sql`SELECT assigned_object_type, assigned_object_id FROM ipam_ip_address WHERE id = ${ip.id}`;
      assert.deepEqual({ ...row }, { assigned_object_type: 'dcim.interface', assigned_object_id: ifc.id });
    });

    it('refuses an unknown content type or a missing target, naming the field', async () => {
      const u = uid();
      const { device: dev } = await device(u);
      const ifc = await created('/api/dcim/interfaces/', { device: dev.id, name: 'eth1', type: '1000base-t' });
      const badType = await post('/api/ipam/ip-addresses/', { address: '192.0.2.45/24', assigned_object_type: 'dcim.nothing', assigned_object_id: ifc.id });
      assert.equal(badType.status, 400);
      assert.deepEqual(Object.keys(badType.body), ['assigned_object_type']);
      const missing = await post('/api/ipam/ip-addresses/', { address: '192.0.2.45/24', assigned_object_type: 'dcim.interface', assigned_object_id: 2147483000 });
      assert.equal(missing.status, 400);
      assert.deepEqual(Object.keys(missing.body), ['assigned_object_id']);
    });
  });

  describe('VLAN', () => {
    it('reads status.value as the integer code and accepts "active" or 1 on write', async () => {
      const u = uid();
      const byName = await created('/api/ipam/vlans/', { vid: 100, name: `vlan-a-${u}`, status: 'active' });
      assert.deepEqual(byName.status, { value: 1, label: 'Active' });
      const byCode = await created('/api/ipam/vlans/', { vid: 101, name: `vlan-b-${u}`, status: 1 });
      assert.deepEqual(byCode.status, { value: 1, label: 'Active' });
      const byDefault = await created('/api/ipam/vlans/', { vid: 102, name: `vlan-c-${u}` });
      assert.deepEqual(byDefault.status, { value: 1, label: 'Active' });
      const reserved = await api.request.patch(`/api/ipam/vlans/${byCode.id}/`).set(auth).send({ status: 'reserved' });
      assert.deepEqual(reserved.body.status, { value: 2, label: 'Reserved' });
      const deprecated = await api.request.patch(`/api/ipam/vlans/${byCode.id}/`).set(auth).send({ status: 3 });
      assert.deepEqual(deprecated.body.status, { value: 3, label: 'Deprecated' });
      const [row] = await api.sql`SELECT status FROM ipam_vlan WHERE id = ${byCode.id}`;
      assert.equal(row!.status, 'deprecated');
      const bad = await api.request.patch(`/api/ipam/vlans/${byCode.id}/`).set(auth).send({ status: 9 });
      assert.equal(bad.status, 400);
      assert.deepEqual(Object.keys(bad.body), ['status']);
    });

    it('nests its VLAN group and carries display_name', async () => {
      const u = uid();
      const group = await created('/api/ipam/vlan-groups/', { name: `grp-${u}`, slug: `grp-${u}` });
      const vlan = await created('/api/ipam/vlans/', { vid: 200, name: `vlan-${u}`, group: group.id });
      assert.deepEqual(vlan.group, { id: group.id, url: `${BASE}ipam/vlan-groups/${group.id}/`, display: `grp-${u}`, name: `grp-${u}`, slug: `grp-${u}`, description: '' });
      assert.equal(vlan.display_name, `vlan-${u} (200)`);
      assert.equal(vlan.vid, 200);
    });
  });

  describe('site time_zone', () => {
    it('accepts null and an IANA name, and refuses an unknown zone with 400', async () => {
      const u = uid();
      const none = await site(`n${u}`, { time_zone: null });
      assert.equal(none.time_zone, null);
      const ams = await site(`a${u}`, { time_zone: 'Europe/Amsterdam' });
      assert.equal(ams.time_zone, 'Europe/Amsterdam');
      const cleared = await api.request.patch(`/api/dcim/sites/${ams.id}/`).set(auth).send({ time_zone: null });
      assert.equal(cleared.status, 200);
      assert.equal(cleared.body.time_zone, null);

      const mars = await post('/api/dcim/sites/', { name: `mars-${u}`, slug: `mars-${u}`, time_zone: 'Mars/Base' });
      assert.equal(mars.status, 400);
      assert.deepEqual(Object.keys(mars.body), ['time_zone']);
      assert.equal((await api.sql`SELECT count(*)::int AS n FROM dcim_site WHERE name = ${`mars-${u}`}`)[0]!.n, 0);
    });
  });
});
