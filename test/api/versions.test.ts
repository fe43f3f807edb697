// NetBox API versions (issue 32 item 2): NETBOX_COMPAT_VERSION, the Accept header's
// `version=` (NetBox's AcceptHeaderVersioning, 406 for any other), the URL-pinned roots
// /v3.7/api/ and /v4.6/api/, and the behaviours that differ between the generations: a virtual
// machine's `disk` (GB in 3.7, MB from 4.1) and the `parent` filters of locations (the subtree
// in 3.7, the children from 4.0).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { auth, startApi, uid, type TestApi } from '../support/api.ts';

type Obj = Record<string, any>;

const HOST = 'versions.example.test';
const INVALID = { detail: 'Invalid version in "Accept" header.' };

describe('api: NetBox versions', () => {
  let api: TestApi;
  let api46: TestApi;
  /** NETBOX_COMPAT_VERSION unset: its default, 4.6. */
  let apiDefault: TestApi;
  before(async () => {
    api = await startApi({ NETBOX_COMPAT_VERSION: '3.7' });
    api46 = await startApi({ NETBOX_COMPAT_VERSION: '4.6' });
    apiDefault = await startApi({ NETBOX_COMPAT_VERSION: '' });
  });
  after(async () => {
    await api.close();
    await api46.close();
    await apiDefault.close();
  });

  const accept = (version: string) => `application/json; version=${version}`;

  describe('the version announced', () => {
    it('is NETBOX_COMPAT_VERSION without a header: 3.7.8 when set to 3.7, 4.6.8 when set to 4.6 and by default', async () => {
      for (const [server, api_, release] of [[api, '3.7', '3.7.8'], [api46, '4.6', '4.6.8'], [apiDefault, '4.6', '4.6.8']] as const) {
        const res = await server.request.get('/api/status/').set(auth);
        assert.equal(res.status, 200);
        assert.equal(res.body['netbox-version'], release);
        assert.equal(res.body['api-version'], api_);
        assert.equal(res.headers['api-version'], api_);
        assert.equal((await server.request.get('/api/dcim/sites/?limit=1').set(auth)).headers['api-version'], api_);
      }
    });

    it('follows `Accept: application/json; version=X` for that request alone', async () => {
      for (const [server, asked, release] of [[api, '4.6', '4.6.8'], [api46, '3.7', '3.7.8'], [api, '3.7', '3.7.8']] as const) {
        const res = await server.request.get('/api/status/').set(auth).set('Accept', accept(asked));
        assert.equal(res.status, 200);
        assert.equal(res.body['netbox-version'], release);
        assert.equal(res.headers['api-version'], asked);
      }
      assert.equal((await api.request.get('/api/status/').set(auth)).body['netbox-version'], '3.7.8', 'the next request without it');
      const indented = await api.request.get('/api/status/').set(auth).set('Accept', 'application/json; indent=2; version=4.6');
      assert.equal(indented.headers['api-version'], '4.6');
      assert.match(indented.text, /^\{\n {2}"netbox-version": "4\.6\.8"/);
    });

    it('answers any other version with 406 and DRF\'s message, before authentication, and changes nothing', async () => {
      for (const bad of ['4.5', '4.6.8', '3', '', 'latest', '"4.7"']) {
        const res = await api.request.get('/api/dcim/sites/').set(auth).set('Accept', accept(bad));
        assert.equal(res.status, 406, bad);
        assert.deepEqual(res.body, INVALID);
        assert.equal(res.headers['api-version'], '3.7');
      }
      assert.equal((await api.request.get('/api/dcim/sites/').set('Accept', accept('9.9'))).status, 406, 'without a token too');
      const u = uid();
      const refused = await api.request.post('/api/dcim/sites/').set(auth).set('Accept', accept('4.5')).send({ name: `v-${u}`, slug: `v-${u}` });
      assert.equal(refused.status, 406);
      assert.equal((await api.sql`SELECT count(*)::int AS n FROM dcim_site WHERE slug = ${`v-${u}`}`)[0]!.n, 0);
    });

    it('reads the version of the media range that names one, quoted or not; the web UI ignores it', async () => {
      assert.equal((await api.request.get('/api/status/').set(auth).set('Accept', 'text/html;q=0.9, application/json; version="4.6"')).headers['api-version'], '4.6');
      assert.equal((await api.request.get('/api/status/').set(auth).set('Accept', 'application/json;VERSION=4.6')).headers['api-version'], '4.6');
      const ui = await api.request.get('/dcim/sites/').set('Accept', 'text/html; version=9.9');
      assert.notEqual(ui.status, 406);
    });
  });

  describe('pinned roots', () => {
    it('/v4.6/api/ and /v3.7/api/ list the applications under themselves and announce their version, whatever the setting', async () => {
      for (const v of ['3.7', '4.6']) {
        const root = await api.request.get(`/v${v}/api/`).set(auth).set('Host', HOST);
        assert.equal(root.status, 200);
        assert.equal(root.headers['api-version'], v);
        assert.equal(root.body.dcim, `http://${HOST}/v${v}/api/dcim/`);
        const app = await api.request.get(`/v${v}/api/dcim/`).set(auth).set('Host', HOST);
        assert.equal(app.body.sites, `http://${HOST}/v${v}/api/dcim/sites/`);
        const status = await api46.request.get(`/v${v}/api/status/`).set(auth);
        assert.equal(status.body['netbox-version'], v === '4.6' ? '4.6.8' : '3.7.8');
      }
    });

    it('pages a list with next and previous links that stay under the pinned root, query kept', async () => {
      const u = uid();
      for (let i = 0; i < 3; i++) assert.equal((await api.request.post('/v4.6/api/dcim/sites/').set(auth).send({ name: `pin-${u}-${i}`, slug: `pin-${u}-${i}` })).status, 201);
      const first = await api.request.get(`/v4.6/api/dcim/sites/?name__isw=pin-${u}&limit=1`).set(auth).set('Host', HOST);
      assert.equal(first.status, 200);
      assert.equal(first.body.count, 3);
      assert.equal(first.body.next, `http://${HOST}/v4.6/api/dcim/sites/?name__isw=pin-${u}&limit=1&offset=1`);
      assert.equal(first.body.results[0].url, `http://${HOST}/v4.6/api/dcim/sites/${first.body.results[0].id}/`);
      const second = await api.request.get(new URL(first.body.next).pathname + new URL(first.body.next).search).set(auth).set('Host', HOST);
      assert.equal(second.body.previous, `http://${HOST}/v4.6/api/dcim/sites/?name__isw=pin-${u}&limit=1`);
      assert.equal(second.body.results[0].name, `pin-${u}-1`);
    });

    it('writes, validates and refuses as /api/ does: a write, a 400 naming the field, 404 for a missing object', async () => {
      const u = uid();
      const created = await api.request.post('/v3.7/api/dcim/sites/').set(auth).set('Host', HOST).send({ name: `w-${u}`, slug: `w-${u}` });
      assert.equal(created.status, 201);
      assert.equal(created.body.url, `http://${HOST}/v3.7/api/dcim/sites/${created.body.id}/`);
      const patched = await api.request.patch(`/v3.7/api/dcim/sites/${created.body.id}/`).set(auth).send({ description: 'pinned' });
      assert.equal(patched.status, 200);
      assert.equal((await api.request.get(`/api/dcim/sites/${created.body.id}/`).set(auth)).body.description, 'pinned');
      const bad = await api.request.post('/v4.6/api/dcim/sites/').set(auth).send({ name: `b-${u}`, slug: 'not a slug!' });
      assert.equal(bad.status, 400);
      assert.ok(bad.body.slug, JSON.stringify(bad.body));
      assert.equal((await api.request.get('/v4.6/api/dcim/sites/999999999/').set(auth)).status, 404);
      assert.equal((await api.request.get('/v4.6/api/dcim/sites/').set('Accept', 'application/json')).status, 403, 'a token is needed as at /api/');
    });

    it('redirects a path without its trailing slash to the pinned path with it', async () => {
      const res = await api.request.get('/v4.6/api/dcim/sites?limit=1').set(auth).redirects(0);
      assert.equal(res.status, 302);
      assert.equal(res.headers.location, '/v4.6/api/dcim/sites/?limit=1');
    });

    it('serves one version only: an Accept header naming another is a 406', async () => {
      assert.deepEqual((await api.request.get('/v4.6/api/status/').set(auth).set('Accept', accept('3.7'))).body, INVALID);
      assert.equal((await api.request.get('/v4.6/api/status/').set(auth).set('Accept', accept('4.6'))).status, 200);
    });

    it('serves its OpenAPI document, at its root and announcing its release, as JSON and YAML', async () => {
      const plain = (await api.request.get('/api/schema/')).body as Obj;
      for (const v of ['3.7', '4.6']) {
        const doc = (await api.request.get(`/v${v}/api/schema/`)).body as Obj;
        assert.equal(doc.info.version, v === '4.6' ? '4.6.8' : '3.7.8');
        assert.equal(doc.info['x-netinv-version'], plain.info.version);
        // Its paths under the root, as NetBox's under a BASE_PATH: the collection's inventory
        // plugin looks up `<its URL's path>/api/dcim/devices/` there.
        assert.deepEqual(doc.servers, [{ url: '/' }]);
        assert.deepEqual(Object.keys(doc.paths), Object.keys(plain.paths).map((p) => `/v${v}${p}`));
        assert.ok(doc.paths[`/v${v}/api/dcim/devices/`].get.parameters.some((p: Obj) => p.name === 'site_id'));
        const yaml = await api.request.get(`/v${v}/api/schema/?format=yaml`).buffer(true).parse((res, cb) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c));
          res.on('end', () => cb(null, text));
        });
        assert.match(String(yaml.headers['content-type']), /yaml/);
        // Read as text: parsing the whole YAML document takes seconds.
        assert.match(yaml.body as string, new RegExp(`^info:\\n(?:  .*\\n)*?  version: ${doc.info.version.replace(/\./g, '\\.')}\\n`, 'm'));
        assert.match(yaml.body as string, new RegExp(`^  /v${v.replace('.', '\\.')}/api/dcim/devices/:\\n`, 'm'));
        assert.doesNotMatch(yaml.body as string, /^ {2}\/api\//m);
      }
      assert.deepEqual(plain.servers, [{ url: '/' }], '/api/schema/ is the generated document');
      const page = await api.request.get('/v4.6/api/docs');
      assert.equal(page.status, 200);
      assert.match(page.text, /swagger-ui-bundle\.js/);
    });

    it('pins only the versions netinv serves; the web UI and /media stay where they are', async () => {
      assert.equal((await api.request.get('/v4.5/api/').set(auth).set('Accept', 'application/json')).status, 404);
      assert.equal((await api.request.get('/v4.6/api/nothing/').set(auth)).status, 404);
      // Anything else under /v4.6/ but GraphQL's root (test/graphql/versions.test.ts) is no API
      // path: answered as any unknown path is.
      const unknown = await api.request.get(`/nothing-${uid()}/`).set(auth);
      for (const path of ['/v4.6/media/x.png', '/v4.6/dcim/sites/', '/v4.6/graphqlx/']) {
        const res = await api.request.get(path).set(auth);
        assert.equal(res.status, unknown.status, path);
        assert.equal(res.headers['content-type'], unknown.headers['content-type'], path);
      }
    });
  });

  describe('a virtual machine\'s disk: GB at 3.7, MB (as stored) at 4.6', () => {
    let site: Obj;
    before(async () => {
      const u = uid();
      site = (await api.request.post('/api/dcim/sites/').set(auth).send({ name: `vm-${u}`, slug: `vm-${u}` })).body;
    });
    const stored = async (id: number) => (await api.sql`SELECT disk FROM virtualization_virtual_machine WHERE id = ${id}`)[0]!.disk as number | null;
    const vm = async (path: string, disk: unknown, headers: Record<string, string> = {}) =>
      api.request.post(path).set(auth).set(headers).send({ name: `vm-${uid()}`, site: site.id, disk });

    it('is written and read in GB at /api/ by default, stored in MB, and read in MB at 4.6', async () => {
      const made = await vm('/api/virtualization/virtual-machines/', 80);
      assert.equal(made.status, 201, JSON.stringify(made.body));
      assert.equal(made.body.disk, 80);
      assert.equal(await stored(made.body.id), 80000);
      assert.equal((await api.request.get(`/api/virtualization/virtual-machines/${made.body.id}/`).set(auth)).body.disk, 80);
      assert.equal((await api.request.get(`/api/virtualization/virtual-machines/${made.body.id}/`).set(auth).set('Accept', accept('4.6'))).body.disk, 80000);
      assert.equal((await api.request.get(`/v4.6/api/virtualization/virtual-machines/${made.body.id}/`).set(auth)).body.disk, 80000);
      assert.equal((await api46.request.get(`/api/virtualization/virtual-machines/${made.body.id}/`).set(auth)).body.disk, 80000, 'NETBOX_COMPAT_VERSION=4.6');
      assert.equal((await api46.request.get(`/v3.7/api/virtualization/virtual-machines/${made.body.id}/`).set(auth)).body.disk, 80);
    });

    it('shows whole GB at 3.7 of a size in MB, and writes MB at 4.6 as given (PATCH and bulk too)', async () => {
      const made = await vm('/v4.6/api/virtualization/virtual-machines/', 1500);
      assert.equal(made.body.disk, 1500);
      assert.equal(await stored(made.body.id), 1500);
      assert.equal((await api.request.get(`/api/virtualization/virtual-machines/${made.body.id}/`).set(auth)).body.disk, 1);
      const patched = await api.request.patch(`/api/virtualization/virtual-machines/${made.body.id}/`).set(auth).send({ disk: 3 });
      assert.equal(patched.status, 200);
      assert.equal(patched.body.disk, 3);
      assert.equal(await stored(made.body.id), 3000);
      const bulk = await api.request.patch('/v4.6/api/virtualization/virtual-machines/').set(auth).send([{ id: made.body.id, disk: 250 }]);
      assert.equal(bulk.status, 200);
      assert.equal(bulk.body[0].disk, 250);
      assert.equal((await api.request.get(`/api/virtualization/virtual-machines/${made.body.id}/`).set(auth)).body.disk, 0);
      const cleared = await api.request.patch(`/api/virtualization/virtual-machines/${made.body.id}/`).set(auth).send({ disk: null });
      assert.equal(cleared.body.disk, null);
      assert.equal(await stored(made.body.id), null);
    });

    it('filters in the unit of the version: disk, its lookups and ordering', async () => {
      const u = uid();
      const ids: number[] = [];
      for (const mb of [2000, 2999, 3000]) ids.push((await api.request.post('/v4.6/api/virtualization/virtual-machines/').set(auth).send({ name: `f-${u}-${mb}`, site: site.id, disk: mb })).body.id);
      const found = async (prefix: string, query: string) =>
        ((await api.request.get(`${prefix}/virtualization/virtual-machines/?name__isw=f-${u}&ordering=disk&${query}`).set(auth)).body.results as Obj[]).map((o) => o.id);
      assert.deepEqual(await found('/api', 'disk=2'), [ids[0], ids[1]]);
      assert.deepEqual(await found('/api', 'disk=3'), [ids[2]]);
      assert.deepEqual(await found('/api', 'disk__gte=3'), [ids[2]]);
      assert.deepEqual(await found('/api', 'disk__lt=3'), [ids[0], ids[1]]);
      assert.deepEqual(await found('/api', 'disk=2000'), []);
      assert.deepEqual(await found('/v4.6/api', 'disk=2999'), [ids[1]]);
      assert.deepEqual(await found('/v4.6/api', 'disk__gte=2999'), [ids[1], ids[2]]);
      assert.deepEqual(await found('/v4.6/api', 'disk=2'), []);
    });

    it('describes its bounds in the version\'s unit (OPTIONS)', async () => {
      const fieldOf = async (path: string) => (await api.request.options(path).set(auth)).body.actions.POST.disk;
      assert.equal((await fieldOf('/api/virtualization/virtual-machines/')).max_value, 2147483);
      assert.equal((await fieldOf('/v4.6/api/virtualization/virtual-machines/')).max_value, 2147483647);
    });

    it('is shown and filtered by GraphQL in the unit of NETBOX_COMPAT_VERSION', async () => {
      const made = await vm('/api/virtualization/virtual-machines/', 7);
      const ask = (server: TestApi, query: string) => server.request.post('/graphql/').set(auth).set('Accept', 'application/json').send({ query });
      const one = `{ virtual_machine(id: ${made.body.id}) { disk } }`;
      assert.deepEqual((await ask(api, one)).body, { data: { virtual_machine: { disk: 7 } } });
      assert.deepEqual((await ask(api46, one)).body, { data: { virtual_machine: { disk: 7000 } } });
      const list = (disk: number) => `{ virtual_machine_list(name: "${made.body.name}", disk: ${disk}) { id } }`;
      assert.equal((await ask(api, list(7))).body.data.virtual_machine_list.length, 1);
      assert.equal((await ask(api46, list(7000))).body.data.virtual_machine_list.length, 1);
      assert.equal((await ask(api46, list(7))).body.data.virtual_machine_list.length, 0);
    });

    it('is converted once by migration 0028: GB to MB, the largest sizes kept at the column\'s range', async () => {
      const small = (await vm('/api/virtualization/virtual-machines/', null)).body.id as number;
      const huge = (await vm('/api/virtualization/virtual-machines/', null)).body.id as number;
      const none = (await vm('/api/virtualization/virtual-machines/', null)).body.id as number;
      const text = readFileSync('generated/db/migrations/0028_catalogue.sql', 'utf8');
      const rolledBack = new Error('rolled back');
      // Run as the migrator runs it, over a database whose sizes are GB; undone afterwards.
      await assert.rejects(api.sql.begin(async (tx) => {
        await tx`UPDATE virtualization_virtual_machine SET disk = CASE id WHEN ${small} THEN 7 WHEN ${huge} THEN 3000000 END WHERE id IN (${small}, ${huge})`;
        await tx.unsafe(text);
        const rows = await tx`SELECT id, disk FROM virtualization_virtual_machine WHERE id IN (${small}, ${huge}, ${none}) ORDER BY id`;
        assert.deepEqual(rows.map((r) => r.disk), [7000, 2147483647, null]);
        throw rolledBack;
      }), (e) => e === rolledBack);
    });

    it('refuses at 3.7 a size beyond what MB can hold, in GB, and writes nothing', async () => {
      const u = uid();
      const refused = await api.request.post('/api/virtualization/virtual-machines/').set(auth).send({ name: `big-${u}`, site: site.id, disk: 2147484 });
      assert.equal(refused.status, 400);
      assert.deepEqual(refused.body, { disk: ['Ensure this value is less than or equal to 2147483.'] });
      assert.equal((await api.sql`SELECT count(*)::int AS n FROM virtualization_virtual_machine WHERE name = ${`big-${u}`}`)[0]!.n, 0);
      for (const bad of [-1, 'ten', 1.5]) assert.equal((await vm('/api/virtualization/virtual-machines/', bad)).status, 400, String(bad));
      const largest = await vm('/v4.6/api/virtualization/virtual-machines/', 2147483647);
      assert.equal(largest.status, 201);
      assert.equal((await api.request.get(`/api/virtualization/virtual-machines/${largest.body.id}/`).set(auth)).body.disk, 2147483);
    });
  });

  describe('the parent filters of tree models', () => {
    /** a > b > c, each a child of the one before. */
    const chain = async (path: string, extra: Obj = {}) => {
      const u = uid();
      const made: Obj[] = [];
      for (const n of ['a', 'b', 'c']) {
        const res = await api.request.post(`/api/${path}/`).set(auth).send({ name: `${n}-${u}`, slug: `${n}-${u}`, ...extra, ...(made.length ? { parent: made.at(-1)!.id } : {}) });
        assert.equal(res.status, 201, JSON.stringify(res.body));
        made.push(res.body);
      }
      return { u, ids: made.map((o) => o.id as number), slugs: made.map((o) => o.slug as string) };
    };
    const found = async (root: string, path: string, query: string, headers: Record<string, string> = {}) =>
      ((await api.request.get(`${root}/${path}/?${query}&ordering=id&limit=0`).set(auth).set(headers)).body.results as Obj[]).map((o) => o.id);

    it('locations: parent and parent_id match the subtree at 3.7 and the children at 4.6; ancestor the subtree at both', async () => {
      const s = (await api.request.post('/api/dcim/sites/').set(auth).send({ name: `loc-${uid()}`, slug: `loc-${uid()}` })).body;
      const { ids: [a, b, c], slugs } = await chain('dcim/locations', { site: s.id });
      assert.deepEqual(await found('/api', 'dcim/locations', `parent_id=${a}`), [b, c]);
      assert.deepEqual(await found('/api', 'dcim/locations', `parent=${slugs[0]}`), [b, c]);
      assert.deepEqual(await found('/v3.7/api', 'dcim/locations', `parent_id=${b}`), [c]);
      assert.deepEqual(await found('/api', 'dcim/locations', `parent_id=${a}`, { Accept: accept('4.6') }), [b]);
      assert.deepEqual(await found('/v4.6/api', 'dcim/locations', `parent=${slugs[0]}`), [b]);
      assert.deepEqual(await found('/v4.6/api', 'dcim/locations', `parent_id__n=${a}&site_id=${s.id}`), [a, c]);
      assert.deepEqual(await found('/api', 'dcim/locations', `parent_id__n=${a}&site_id=${s.id}`), [a]);
      for (const root of ['/api', '/v4.6/api']) {
        assert.deepEqual(await found(root, 'dcim/locations', `ancestor_id=${a}`), [b, c], root);
        assert.deepEqual(await found(root, 'dcim/locations', `ancestor=${slugs[0]}`), [b, c], root);
        assert.deepEqual(await found(root, 'dcim/locations', `site_id=${s.id}&parent_id=null`), [a], root);
      }
    });

    it('regions, site groups, device roles, platforms, tenant, contact and wireless LAN groups: parent names the children at both; ancestor the subtree', async () => {
      for (const path of ['dcim/regions', 'dcim/site-groups', 'dcim/device-roles', 'dcim/platforms', 'tenancy/tenant-groups', 'tenancy/contact-groups', 'wireless/wireless-lan-groups']) {
        const { ids: [a, b, c], slugs } = await chain(path);
        for (const root of ['/api', '/v3.7/api', '/v4.6/api']) {
          assert.deepEqual(await found(root, path, `parent_id=${a}`), [b], `${root} ${path}`);
          assert.deepEqual(await found(root, path, `parent=${slugs[0]}`), [b], `${root} ${path}`);
          assert.deepEqual(await found(root, path, `ancestor_id=${a}`), [b, c], `${root} ${path}`);
          assert.deepEqual(await found(root, path, `ancestor=${slugs[0]}`), [b, c], `${root} ${path}`);
        }
      }
    });

    it('refuses an ancestor that is no number or names nothing, as any filter', async () => {
      const bad = await api.request.get('/api/dcim/regions/?ancestor_id=x').set(auth);
      assert.equal(bad.status, 400);
      assert.ok(bad.body.ancestor_id, JSON.stringify(bad.body));
      assert.equal((await api.request.get('/api/dcim/regions/?ancestor=no-such-region').set(auth)).body.count, 0);
    });
  });

  describe('/api/ with no header, NETBOX_COMPAT_VERSION unset', () => {
    it('answers as NetBox 4.6: 4.6.8, API-Version 4.6, links under /api/, the generated document', async () => {
      const api = apiDefault;
      const status = await api.request.get('/api/status/').set(auth).set('Host', HOST);
      assert.equal(status.body['netbox-version'], '4.6.8');
      assert.equal(status.headers['api-version'], '4.6');
      assert.equal((await api.request.get('/api/').set(auth).set('Host', HOST)).body.dcim, `http://${HOST}/api/dcim/`);
      const list = await api.request.get('/api/dcim/sites/?limit=1').set(auth).set('Host', HOST);
      assert.match(list.body.next, new RegExp(`^http://${HOST.replace(/\./g, '\\.')}/api/dcim/sites/\\?limit=1&offset=1$`));
      const doc = (await api.request.get('/api/schema/')).body as Obj;
      assert.deepEqual(doc.servers, [{ url: '/' }]);
      assert.equal(doc.info['x-netinv-version'], undefined);
      const redirect = await api.request.get('/api/dcim/sites').set(auth).redirects(0);
      assert.equal(redirect.headers.location, '/api/dcim/sites/');
    });
  });
});

