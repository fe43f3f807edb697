// VLAN groups' VID ranges (NetBox 4.0), total_vlan_ids and tenant (NetBox 4.1), beside NetBox
// 3.7's min_vid and max_vid, which read as the ranges' lowest and highest VIDs and, written at
// 3.7, make the ranges that one (src/rules/ipam/vlan_group.ts); a VLAN's VID lies in a range,
// the utilization counts the VIDs the ranges hold; migration 0043 carries 3.7's bounds over.
import assert from 'node:assert/strict';
import { factories } from '../support/factories.ts';
import { auth, modelHelpers, startApi, type Obj, type TestApi } from '../support/api.ts';
import { migrationFrom } from '../support/migration-step.ts';
import { uid } from '../support/uid.ts';

describe('models: VLAN groups\' VID ranges (NetBox 4.0)', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  const { host, patch, get, created, refused, ids } = modelHelpers(() => api);
  const make = factories(created);
  const v46 = { Accept: 'application/json; version=4.6' };
  const post46 = (path: string, body: object) => api.request.post(`/api/${path}/`).set(auth).set('Host', host).set(v46).send(body);
  const patch46 = (id: number, body: object) => api.request.patch(`/api/ipam/vlan-groups/${id}/`).set(auth).set('Host', host).set(v46).send(body);
  const named = () => {
    const name = `g-${uid()}`;
    return { name, slug: name };
  };
  const group46 = async (body: object) => {
    const r = await post46('ipam/vlan-groups', { ...named(), ...body });
    assert.equal(r.status, 201, JSON.stringify(r.body));
    return r.body as Obj;
  };

  it('takes vid_ranges as NetBox 4.6 writes them, counts total_vlan_ids, and shows 3.7\'s min_vid and max_vid', async () => {
    const g = await group46({ vid_ranges: [[300, 300], [100, 199]] });
    assert.deepEqual(g.vid_ranges, [[300, 300], [100, 199]]);
    assert.equal(g.total_vlan_ids, 101);
    assert.deepEqual([g.min_vid, g.max_vid], [100, 300]);
    const plain = await group46({});
    assert.deepEqual([plain.vid_ranges, plain.total_vlan_ids, plain.min_vid, plain.max_vid], [[[1, 4094]], 4094, 1, 4094]);
    const keys = Object.keys(g);
    assert.deepEqual(keys.slice(keys.indexOf('scope'), keys.indexOf('scope') + 4), ['scope', 'vid_ranges', 'total_vlan_ids', 'tenant']);
  });

  it('a VLAN\'s VID lies in one of the ranges (NetBox 4.6\'s words for several), and utilization counts their VIDs', async () => {
    const g = await group46({ vid_ranges: [[100, 199], [300, 300]] });
    const r = await post46('ipam/vlans', { vid: 250, name: 'between', group: g.id });
    assert.equal(r.status, 400);
    assert.deepEqual(r.body, { vid: [`VID must be in ranges 100-199,300 for VLANs in group ${g.name}`] });
    await created('ipam/vlans', { vid: 300, name: 'top', group: g.id });
    await created('ipam/vlans', { vid: 100, name: 'bottom', group: g.id });
    // 2 of 101 VIDs: round(1.980..., 2).
    assert.equal((await get(`ipam/vlan-groups/${g.id}/`)).utilization, '1.98');
    // Narrowing the ranges is NetBox's choice to allow; the VLANs stay.
    assert.equal((await patch46(g.id, { vid_ranges: [[1, 10]] })).body.total_vlan_ids, 10);
    assert.equal((await get(`ipam/vlans/?group_id=${g.id}`)).count, 2);
  });

  it('refuses ranges NetBox refuses, with its messages, and changes nothing', async () => {
    const g = await group46({ vid_ranges: [[10, 20]] });
    const cases: Array<[unknown, string]> = [
      [[[0, 5]], 'Starting VLAN ID in range (0) cannot be less than 1'],
      [[[5, 4095]], 'Ending VLAN ID in range (4095) cannot exceed 4094'],
      [[[20, 10]], 'Ending VLAN ID in range must be greater than or equal to the starting VLAN ID (20-10)'],
      [[[1, 10], [10, 20]], 'Ranges cannot overlap.'],
      [[[1, 2, 3]], 'Ranges must be specified in the form (lower, upper).'],
      [[['1', 2]], 'Range boundaries must be defined as integers.'],
      [5, 'Expected a list of items but got type "number".'],
    ];
    for (const [vid_ranges, message] of cases) {
      const r = await patch46(g.id, { vid_ranges });
      assert.equal(r.status, 400, JSON.stringify(vid_ranges));
      assert.deepEqual(r.body, { vid_ranges: [message] });
    }
    assert.deepEqual((await get(`ipam/vlan-groups/${g.id}/`)).vid_ranges, [[10, 20]]);
  });

  it('NetBox 3.7\'s min_vid and max_vid, written at 3.7, make the one range; at 4.6 they are ignored', async () => {
    const g = await created('ipam/vlan-groups', { ...named(), min_vid: 100, max_vid: 199 });
    assert.deepEqual([g.vid_ranges, g.total_vlan_ids, g.min_vid, g.max_vid], [[[100, 199]], 100, 100, 199]);
    let r = await patch('ipam/vlan-groups', g.id, { max_vid: 150 });
    assert.deepEqual([r.body.vid_ranges, r.body.min_vid], [[[100, 150]], 100]);
    await refused(patch('ipam/vlan-groups', g.id, { min_vid: 151 }), 'max_vid', /greater than or equal to minimum/);
    await refused(patch('ipam/vlan-groups', g.id, { min_vid: 0 }), 'min_vid', /greater than or equal to 1/);
    await refused(patch('ipam/vlan-groups', g.id, { max_vid: 4095 }), 'max_vid', /less than or equal to 4094/);
    r = await patch46(g.id, { min_vid: 1, description: 'x' });
    assert.equal(r.status, 200);
    assert.deepEqual(r.body.vid_ranges, [[100, 150]]);
    assert.match(String(r.headers['x-ignored-fields']), /min_vid/);
    // NetBox 3.7's own message for a VID outside a group of one range.
    await refused(api.request.post('/api/ipam/vlans/').set(auth).send({ vid: 99, name: 'low', group: g.id }), 'vid', /^VID must be between 100 and 150 for VLANs in group /);
  });

  it('filters by contains_vid, total_vlan_ids, 3.7\'s min_vid and max_vid, and tenant', async () => {
    const tenantGroup = await created('tenancy/tenant-groups', named());
    const tenant = await make.tenant({ group: tenantGroup.id });
    const a = await group46({ vid_ranges: [[100, 199], [300, 300]], tenant: tenant.id });
    const b = await group46({ vid_ranges: [[150, 249]] });
    assert.equal(a.tenant.id, tenant.id);
    const mine = `id=${a.id}&id=${b.id}`;
    assert.deepEqual(await ids(`ipam/vlan-groups/?${mine}&contains_vid=300`), [a.id]);
    assert.deepEqual(await ids(`ipam/vlan-groups/?${mine}&contains_vid=160`), [a.id, b.id]);
    assert.deepEqual(await ids(`ipam/vlan-groups/?${mine}&contains_vid=250`), []);
    assert.deepEqual(await ids(`ipam/vlan-groups/?${mine}&total_vlan_ids=101`), [a.id]);
    assert.deepEqual(await ids(`ipam/vlan-groups/?${mine}&total_vlan_ids__lt=101`), [b.id]);
    assert.deepEqual(await ids(`ipam/vlan-groups/?${mine}&min_vid=150`), [b.id]);
    assert.deepEqual(await ids(`ipam/vlan-groups/?${mine}&max_vid__gte=300`), [a.id]);
    assert.deepEqual(await ids(`ipam/vlan-groups/?${mine}&tenant_id=${tenant.id}`), [a.id]);
    assert.deepEqual(await ids(`ipam/vlan-groups/?${mine}&tenant=${tenant.slug}`), [a.id]);
    assert.deepEqual(await ids(`ipam/vlan-groups/?${mine}&tenant_group=${tenantGroup.slug}`), [a.id]);
    const r = await api.request.get(`/api/ipam/vlan-groups/?contains_vid=x`).set(auth);
    assert.equal(r.status, 400);
  });

  it('migration 0043 makes NetBox 3.7\'s min_vid and max_vid the group\'s range', async () => {
    const g = await group46({ vid_ranges: [[1, 4094]] });
    const step = migrationFrom('-- NetBox 4.0\'s VID ranges');
    const rolledBack = new Error('rolled back');
    await assert.rejects(api.sql.begin(async (tx) => {
      // As a 3.7 database holds it: the two bounds.
      await tx`ALTER TABLE ipam_vlan_group ADD COLUMN min_vid integer NOT NULL DEFAULT 1, ADD COLUMN max_vid integer NOT NULL DEFAULT 4094`;
      await tx`UPDATE ipam_vlan_group SET min_vid = 200, max_vid = 299 WHERE id = ${g.id}`;
      await tx.unsafe(step);
      const [row] = await tx`SELECT vid_ranges, total_vlan_ids FROM ipam_vlan_group WHERE id = ${g.id}`;
      assert.deepEqual([row!.vid_ranges, Number(row!.total_vlan_ids)], [[[200, 299]], 100]);
      throw rolledBack;
    }), (e) => e === rolledBack);
  });
});
