import assert from 'node:assert/strict';
import { auth, objectHelpers, startApi, uid, type TestApi } from '../support/api.ts';
import { png } from '../support/images.ts';

// Extras models of NetBox 3.7: custom links, export templates, journal entries and image
// attachments, with their content type lists, generic relations and NetBox's defaults.
describe('models: extras', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  const { post, del, created, get, ids, sorted } = objectHelpers(() => api);
  const url = (path: string) => new RegExp(`/api/extras/${path}/\\d+/$`);

  describe('custom links', () => {
    it('creates a link with every field and reads it back', async () => {
      const u = uid();
      const link = await created('/api/extras/custom-links/', {
        content_types: ['dcim.site', 'dcim.device'], name: `cl-${u}`, enabled: false, link_text: 'Open {{ object.name }}',
        link_url: 'https://nms.example.com/{{ object.id }}', weight: 50, group_name: `g-${u}`, button_class: 'ghost-dark', new_window: true,
      });
      const got = await get(`/api/extras/custom-links/${link.id}/`);
      assert.match(got.url, url('custom-links'));
      assert.equal(got.display, `cl-${u}`);
      assert.deepEqual(got.content_types, ['dcim.site', 'dcim.device']);
      assert.equal(got.enabled, false);
      assert.equal(got.link_text, 'Open {{ object.name }}');
      assert.equal(got.link_url, 'https://nms.example.com/{{ object.id }}');
      assert.equal(got.weight, 50);
      assert.equal(got.group_name, `g-${u}`);
      assert.deepEqual(got.button_class, { value: 'ghost-dark', label: 'Link' });
      assert.equal(got.new_window, true);
      assert.ok(got.created && got.last_updated);
      // NetBox's defaults.
      const plain = await created('/api/extras/custom-links/', { content_types: ['dcim.site'], name: `cl2-${u}`, link_text: 't', link_url: 'u' });
      assert.equal(plain.enabled, true);
      assert.equal(plain.weight, 100);
      assert.deepEqual(plain.button_class, { value: 'outline-dark', label: 'Default' });
      assert.equal(plain.new_window, false);
      const brief = await get(`/api/extras/custom-links/${link.id}/?brief=1`);
      assert.deepEqual(Object.keys(brief).sort(), ['display', 'id', 'name', 'url']);
    });

    it('refuses content types that name no model, an empty list and a duplicate name, as 400s on the field', async () => {
      const u = uid();
      const base = { name: `cl-${u}`, link_text: 't', link_url: 'u' };
      const unknown = await post('/api/extras/custom-links/', { ...base, content_types: ['dcim.site', 'dcim.nosuchmodel'] });
      assert.equal(unknown.status, 400, JSON.stringify(unknown.body));
      assert.ok(Array.isArray(unknown.body.content_types), JSON.stringify(unknown.body));
      const empty = await post('/api/extras/custom-links/', { ...base, content_types: [] });
      assert.equal(empty.status, 400, JSON.stringify(empty.body));
      assert.ok(Array.isArray(empty.body.content_types), JSON.stringify(empty.body));
      const link = await created('/api/extras/custom-links/', { ...base, content_types: ['dcim.site'] });
      const patched = await api.request.patch(`/api/extras/custom-links/${link.id}/`).set(auth).send({ content_types: ['bogus'] });
      assert.equal(patched.status, 400, JSON.stringify(patched.body));
      assert.ok(Array.isArray(patched.body.content_types));
      const dup = await post('/api/extras/custom-links/', { ...base, content_types: ['dcim.site'] });
      assert.equal(dup.status, 400, JSON.stringify(dup.body));
      assert.ok(Array.isArray(dup.body.name), JSON.stringify(dup.body));
    });

    it('filters by content type (NetBox\'s content_types=app.model: the list holds it), enabled, group name, new_window and q (name, link text, link URL, group)', async () => {
      const u = uid();
      const a = await created('/api/extras/custom-links/', { content_types: ['dcim.site'], name: `a-${u}`, link_text: `text-${u}`, link_url: 'u', group_name: `g-${u}` });
      const b = await created('/api/extras/custom-links/', { content_types: ['dcim.device', 'dcim.site'], name: `b-${u}`, link_text: 't', link_url: `https://x/${u}`, enabled: false, new_window: true });
      assert.deepEqual(await ids(`/api/extras/custom-links/?name__iew=${u}&content_types=dcim.device`), [b.id]);
      assert.deepEqual(await ids(`/api/extras/custom-links/?name__iew=${u}&content_types=dcim.site`), sorted(a.id, b.id));
      assert.deepEqual(await ids(`/api/extras/custom-links/?name__iew=${u}&content_types=dcim.rack&content_types=dcim.device`), [b.id], 'repeated: any of them');
      assert.deepEqual(await ids(`/api/extras/custom-links/?name__iew=${u}&content_types=dcim.rack`), []);
      assert.deepEqual(await ids(`/api/extras/custom-links/?name__iew=${u}&content_types=${encodeURIComponent("dcim.site') OR true --")}`), []);
      assert.deepEqual(await ids(`/api/extras/custom-links/?name__iew=${u}&enabled=false`), [b.id]);
      assert.deepEqual(await ids(`/api/extras/custom-links/?name__iew=${u}&new_window=true`), [b.id]);
      assert.deepEqual(await ids(`/api/extras/custom-links/?group_name=g-${u}`), [a.id]);
      assert.deepEqual(await ids(`/api/extras/custom-links/?q=text-${u}`), [a.id]);
      assert.deepEqual(await ids(`/api/extras/custom-links/?q=x/${u}`), [b.id]);
      assert.deepEqual(await ids(`/api/extras/custom-links/?q=${u}`), sorted(a.id, b.id));
    });
  });

  describe('export templates', () => {
    it('creates a template with every field and reads it back; NetBox defaults apply', async () => {
      const u = uid();
      const t = await created('/api/extras/export-templates/', {
        content_types: ['dcim.device'], name: `et-${u}`, description: 'csv of devices', template_code: '{% for d in queryset %}{{ d.name }}\n{% endfor %}',
        mime_type: 'text/csv', file_extension: 'csv', as_attachment: false,
      });
      const got = await get(`/api/extras/export-templates/${t.id}/`);
      assert.match(got.url, url('export-templates'));
      assert.equal(got.display, `et-${u}`);
      assert.deepEqual(got.content_types, ['dcim.device']);
      assert.equal(got.description, 'csv of devices');
      assert.equal(got.template_code, '{% for d in queryset %}{{ d.name }}\n{% endfor %}');
      assert.equal(got.mime_type, 'text/csv');
      assert.equal(got.file_extension, 'csv');
      assert.equal(got.as_attachment, false);
      const plain = await created('/api/extras/export-templates/', { content_types: ['dcim.site'], name: `et-${u}`, template_code: 'x' });
      // Names are not unique in NetBox 3.7.
      assert.notEqual(plain.id, t.id);
      assert.equal(plain.as_attachment, true);
      assert.equal(plain.mime_type, '');
      assert.deepEqual(await ids(`/api/extras/export-templates/?name=et-${u}`), sorted(t.id, plain.id));
      assert.deepEqual(await ids(`/api/extras/export-templates/?q=et-${u}&description__ic=csv`), [t.id]);
    });

    it('refuses content types that name no model and an over-long file extension, as 400s on the field', async () => {
      const u = uid();
      const bad = await post('/api/extras/export-templates/', { content_types: ['nothing.here'], name: `et-${u}`, template_code: 'x' });
      assert.equal(bad.status, 400, JSON.stringify(bad.body));
      assert.ok(Array.isArray(bad.body.content_types), JSON.stringify(bad.body));
      const ext = await post('/api/extras/export-templates/', { content_types: ['dcim.site'], name: `et-${u}`, template_code: 'x', file_extension: 'x'.repeat(16) });
      assert.equal(ext.status, 400, JSON.stringify(ext.body));
      assert.ok(Array.isArray(ext.body.file_extension), JSON.stringify(ext.body));
    });
  });

  describe('journal entries', () => {
    it('records an entry on an object, written by the requesting user unless given, with kind {value,label}', async () => {
      const u = uid();
      const site = await created('/api/dcim/sites/', { name: `s-${u}`, slug: `s-${u}` });
      const admin = (await get('/api/users/users/?username=admin')).results[0];
      const e = await created('/api/extras/journal-entries/', {
        assigned_object_type: 'dcim.site', assigned_object_id: site.id, kind: 'warning', comments: `power work ${u}`, tags: [],
      });
      const got = await get(`/api/extras/journal-entries/${e.id}/`);
      assert.match(got.url, url('journal-entries'));
      assert.equal(got.assigned_object_type, 'dcim.site');
      assert.equal(got.assigned_object_id, site.id);
      assert.equal(got.assigned_object.id, site.id);
      assert.equal(got.assigned_object.name, `s-${u}`);
      assert.equal(got.created_by.id, admin.id);
      assert.equal(got.created_by.username, 'admin');
      assert.deepEqual(got.kind, { value: 'warning', label: 'Warning' });
      assert.equal(got.comments, `power work ${u}`);
      assert.deepEqual(got.custom_fields, {});
      assert.ok(got.created);
      const brief = await get(`/api/extras/journal-entries/${e.id}/?brief=1`);
      assert.deepEqual(Object.keys(brief).sort(), ['created', 'display', 'id', 'url']);
      // kind defaults to info; comments are required.
      const plain = await created('/api/extras/journal-entries/', { assigned_object_type: 'dcim.site', assigned_object_id: site.id, comments: 'x' });
      assert.deepEqual(plain.kind, { value: 'info', label: 'Info' });
      const none = await post('/api/extras/journal-entries/', { assigned_object_type: 'dcim.site', assigned_object_id: site.id });
      assert.equal(none.status, 400);
      assert.ok(Array.isArray(none.body.comments), JSON.stringify(none.body));
      const badKind = await post('/api/extras/journal-entries/', { assigned_object_type: 'dcim.site', assigned_object_id: site.id, comments: 'x', kind: 'fatal' });
      assert.equal(badKind.status, 400);
      assert.ok(Array.isArray(badKind.body.kind), JSON.stringify(badKind.body));
    });

    /** A journal author: a superuser other than the admin, and an entry written with its token. */
    const author = async (u: string) => {
      const user = await created('/api/users/users/', { username: `ju-${u}`, password: `Pw-${u}-long-enough`, is_superuser: true });
      const t = await api.request.post('/api/users/tokens/provision/').send({ username: `ju-${u}`, password: `Pw-${u}-long-enough` });
      const write = async (body: object) => {
        const r = await api.request.post('/api/extras/journal-entries/').set('Authorization', `Token ${t.body.key}`).send(body);
        assert.equal(r.status, 201, JSON.stringify(r.body));
        return r.body;
      };
      return { user, write };
    };

    it('keeps an entry whose author is deleted (created_by null), and deletes entries with their object', async () => {
      const u = uid();
      const site = await created('/api/dcim/sites/', { name: `s-${u}`, slug: `s-${u}` });
      const { user, write } = await author(u);
      const e = await write({ assigned_object_type: 'dcim.site', assigned_object_id: site.id, comments: 'x' });
      assert.equal(e.created_by.id, user.id);
      assert.equal((await del(`/api/users/users/${user.id}/`)).status, 204);
      assert.equal((await get(`/api/extras/journal-entries/${e.id}/`)).created_by, null);
      assert.equal((await del(`/api/dcim/sites/${site.id}/`)).status, 204);
      assert.equal((await api.request.get(`/api/extras/journal-entries/${e.id}/`).set(auth)).status, 404);
    });

    it('filters by assigned object, kind, created_by and q (comments)', async () => {
      const u = uid();
      const site = await created('/api/dcim/sites/', { name: `s-${u}`, slug: `s-${u}` });
      const tenant = await created('/api/tenancy/tenants/', { name: `t-${u}`, slug: `t-${u}` });
      const { user, write } = await author(u);
      const a = await created('/api/extras/journal-entries/', { assigned_object_type: 'dcim.site', assigned_object_id: site.id, comments: `a ${u}`, kind: 'danger' });
      const b = await write({ assigned_object_type: 'tenancy.tenant', assigned_object_id: tenant.id, comments: `b ${u}` });
      assert.deepEqual(await ids(`/api/extras/journal-entries/?q=${u}`), sorted(a.id, b.id));
      assert.deepEqual(await ids(`/api/extras/journal-entries/?q=${u}&assigned_object_type=dcim.site`), [a.id]);
      assert.deepEqual(await ids(`/api/extras/journal-entries/?assigned_object_type=tenancy.tenant&assigned_object_id=${tenant.id}`), [b.id]);
      assert.deepEqual(await ids(`/api/extras/journal-entries/?q=${u}&kind=danger`), [a.id]);
      assert.deepEqual(await ids(`/api/extras/journal-entries/?created_by=ju-${u}`), [b.id]);
      assert.deepEqual(await ids(`/api/extras/journal-entries/?created_by_id=${user.id}`), [b.id]);
      // Every NetBox model keeps a journal: a cluster type too.
      const ct = await created('/api/virtualization/cluster-types/', { name: `ct-${u}`, slug: `ct-${u}` });
      const c = await created('/api/extras/journal-entries/', { assigned_object_type: 'virtualization.clustertype', assigned_object_id: ct.id, comments: `c ${u}` });
      assert.equal(c.assigned_object.id, ct.id);
      assert.deepEqual(await ids(`/api/extras/journal-entries/?q=${u}&assigned_object_type=virtualization.clustertype`), [c.id]);
    });
  });

  describe('image attachments', () => {
    /** An attachment made as NetBox takes one: a multipart form with the image file. */
    const attach = (fields: Record<string, string | number>, file = png(640, 480), filename = 'a.png') => {
      let r = api.request.post('/api/extras/image-attachments/').set(auth);
      for (const [k, v] of Object.entries(fields)) r = r.field(k, String(v));
      return r.attach('image', file, filename);
    };

    it('attaches an image to an object with every field; display falls back to the image path; deleted with the object', async () => {
      const u = uid();
      const site = await created('/api/dcim/sites/', { name: `s-${u}`, slug: `s-${u}` });
      const file = png(640, 480);
      const made = await attach({ object_type: 'dcim.site', object_id: site.id, name: `front-${u}`, description: `view-${u}` }, file, `site_${u}.png`);
      assert.equal(made.status, 201, JSON.stringify(made.body));
      const img = made.body;
      const got = await get(`/api/extras/image-attachments/${img.id}/`);
      assert.match(got.url, url('image-attachments'));
      assert.equal(got.display, `front-${u}`);
      assert.equal(got.object_type, 'dcim.site');
      assert.equal(got.object_id, site.id);
      assert.equal(got.object.id, site.id);
      assert.match(got.image, new RegExp(`^http://[^/]+/media/image-attachments/site_${u}\\.png$`));
      assert.equal(got.image_height, 480);
      assert.equal(got.image_width, 640);
      assert.equal(got.name, `front-${u}`);
      // NetBox 4.x's description and image_size (the stored bytes).
      assert.equal(got.description, `view-${u}`);
      assert.equal(got.image_size, file.length);
      const brief = await get(`/api/extras/image-attachments/${img.id}/?brief=1`);
      assert.deepEqual(Object.keys(brief).sort(), ['description', 'display', 'id', 'image', 'name', 'url']);
      assert.equal(brief.description, `view-${u}`);
      const unnamed = (await attach({ object_type: 'dcim.site', object_id: site.id }, png(1, 1), `x${u}.png`)).body;
      assert.equal(unnamed.display, `image-attachments/x${u}.png`);
      assert.deepEqual(await ids(`/api/extras/image-attachments/?object_type=dcim.site&object_id=${site.id}`), sorted(img.id, unnamed.id));
      assert.deepEqual(await ids(`/api/extras/image-attachments/?q=front-${u}`), [img.id]);
      assert.deepEqual(await ids(`/api/extras/image-attachments/?description=view-${u}`), [img.id]);
      assert.equal((await del(`/api/dcim/sites/${site.id}/`)).status, 204);
      assert.equal((await api.request.get(`/api/extras/image-attachments/${img.id}/`).set(auth)).status, 404);
    });

    it('refuses a missing image, text for the image and an object type that takes no images, as 400s', async () => {
      const u = uid();
      const site = await created('/api/dcim/sites/', { name: `s-${u}`, slug: `s-${u}` });
      const tenant = await created('/api/tenancy/tenants/', { name: `t-${u}`, slug: `t-${u}` });
      const missing = await post('/api/extras/image-attachments/', { object_type: 'dcim.site', object_id: site.id });
      assert.equal(missing.status, 400);
      assert.deepEqual(missing.body.image, ['This field is required.']);
      const text = await post('/api/extras/image-attachments/', { object_type: 'dcim.site', object_id: site.id, image: 'a.png' });
      assert.equal(text.status, 400);
      assert.deepEqual(text.body.image, ['The submitted data was not a file. Check the encoding type on the form.']);
      const wrong = await attach({ object_type: 'tenancy.tenant', object_id: tenant.id });
      assert.equal(wrong.status, 400, JSON.stringify(wrong.body));
      assert.ok(Array.isArray(wrong.body.object_type), JSON.stringify(wrong.body));
    });
  });

  describe('content types', () => {
    it('lists one content type per model, NetBox\'s display, filters by app label, model and q; read-only', async () => {
      const page = await get('/api/extras/content-types/?limit=0');
      const keys = (page.results as Array<{ app_label: string; model: string }>).map((c) => `${c.app_label}.${c.model}`);
      for (const k of ['dcim.site', 'dcim.interface', 'ipam.ipaddress', 'virtualization.vminterface', 'circuits.circuittermination', 'dcim.cable'])
        assert.ok(keys.includes(k), k);
      assert.deepEqual(keys, [...keys].sort(), 'ordered by app label, then model');
      const site = await get('/api/extras/content-types/?app_label=dcim&model=site');
      assert.equal(site.count, 1);
      const ct = site.results[0];
      // NetBox 3.7's fields, then NetBox 4.x's ObjectType's (the same rows at /api/core/object-types/).
      assert.deepEqual(Object.keys(ct).slice(0, 6), ['id', 'url', 'display_url', 'display', 'app_label', 'model']);
      assert.equal(ct.display, 'DCIM | site');
      assert.match(ct.url, new RegExp(`/api/extras/content-types/${ct.id}/$`));
      assert.deepEqual({ ...(await get(`/api/extras/content-types/${ct.id}/`)), url: ct.url, display_url: ct.display_url }, ct);
      assert.deepEqual((await get('/api/extras/content-types/?q=vminterf')).results.map((c: { model: string }) => c.model), ['vminterface']);
      for (const [method, path] of [['post', '/api/extras/content-types/'], ['patch', `/api/extras/content-types/${ct.id}/`], ['delete', `/api/extras/content-types/${ct.id}/`]] as const) {
        const r = await api.request[method](path).set(auth).send({ app_label: 'x', model: 'y' });
        assert.equal(r.status, 405, `${method} ${path}`);
        assert.equal(r.headers.allow, 'GET, HEAD, OPTIONS');
      }
      assert.equal((await get(`/api/extras/content-types/${ct.id}/`)).model, 'site', 'unchanged');
      const options = await api.request.options('/api/extras/content-types/').set(auth);
      assert.equal(options.status, 200);
      assert.equal(options.body.actions, undefined, 'nothing to write');
    });
  });
});
