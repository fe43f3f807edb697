// The netbox.netbox Ansible collection 3.22 run by hand against netinv (its own v4.3 integration
// targets and its inventory plugin, issue 32): the requests behind the failures that were
// netinv's, replayed as the collection sends them to an instance answering as NetBox 4.6, with
// NetBox's answers asserted.
import assert from 'node:assert/strict';
import { startApi, uid, modelHelpers, type TestApi } from '../support/api.ts';

describe('compat: Ansible collection 3.22 (v4.3 targets) at NetBox 4.6', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi({ NETBOX_COMPAT_VERSION: '4.6' });
  });
  after(async () => {
    await api.close();
  });
  const { post, get, created } = modelHelpers(() => api);

  describe('netbox_contact_assignment', () => {
    // tasks/netbox_contact_assignment.yml: the module looks the assignment up by its object,
    // contact and role, then POSTs it; the tasks assert the display NetBox's __str__ gives.
    const assign = async (u: string, objectType: string, objectId: number, extra: object = {}) => {
      const contact = await created('tenancy/contacts', { name: `Contact For Assignment ${u}` });
      const role = await created('tenancy/contact-roles', { name: `Role ${u}`, slug: `role-${u}` });
      const found = await get(`tenancy/contact-assignments/?object_type=${objectType}&object_id=${objectId}&contact_id=${contact.id}&role_id=${role.id}`);
      assert.equal(found.count, 0);
      const r = await post('tenancy/contact-assignments', { object_type: objectType, object_id: objectId, contact: contact.id, role: role.id, ...extra });
      return { r, contact, role };
    };

    it('display is "<contact> -> <object>", as the tasks assert (NetBox ContactAssignment.__str__)', async () => {
      const u = uid();
      const mfr = await created('dcim/manufacturers', { name: `Manufacturer With Contact ${u}`, slug: `mfr-${u}` });
      const { r } = await assign(u, 'dcim.manufacturer', mfr.id);
      assert.equal(r.status, 201, JSON.stringify(r.body));
      assert.equal(r.body.display, `Contact For Assignment ${u} -> Manufacturer With Contact ${u}`);
      // Read back, in a list, and in the brief form the same.
      const list = await get(`tenancy/contact-assignments/?id=${r.body.id}&brief=1`);
      assert.equal(list.results[0].display, r.body.display);
    });

    it('with a priority, its label comes between: "<contact> (Primary) -> <object>"', async () => {
      const u = uid();
      const tenant = await created('tenancy/tenants', { name: `Tenant With Contact ${u}`, slug: `t-${u}` });
      const { r } = await assign(u, 'tenancy.tenant', tenant.id, { priority: 'primary' });
      assert.equal(r.status, 201, JSON.stringify(r.body));
      assert.equal(r.body.display, `Contact For Assignment ${u} (Primary) -> Tenant With Contact ${u}`);
    });

    it('power panels take contacts (NetBox 3.7 and 4.x ContactsMixin), as do 4.x\'s prefixes', async () => {
      const u = uid();
      const site = await created('dcim/sites', { name: `s-${u}`, slug: `s-${u}` });
      const panel = await created('dcim/power-panels', { site: site.id, name: `Power Panel With Contact ${u}` });
      const { r } = await assign(u, 'dcim.powerpanel', panel.id);
      assert.equal(r.status, 201, JSON.stringify(r.body));
      assert.equal(r.body.object_type, 'dcim.powerpanel');
      assert.equal(r.body.object.id, panel.id);
      assert.equal(r.body.display, `Contact For Assignment ${u} -> Power Panel With Contact ${u}`);
      const prefix = await created('ipam/prefixes', { prefix: '10.213.0.0/24' });
      const p = await assign(`${u}p`, 'ipam.prefix', prefix.id);
      assert.equal(p.r.status, 201, JSON.stringify(p.r.body));
      assert.equal(p.r.body.display, `Contact For Assignment ${u}p -> 10.213.0.0/24`);
      // A model without contacts is still refused.
      const { r: refused } = await assign(`${u}x`, 'dcim.platform', 1);
      assert.equal(refused.status, 400, JSON.stringify(refused.body));
      assert.deepEqual(Object.keys(refused.body), ['object_type']);
    });
  });
});
