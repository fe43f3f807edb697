// The HTTP protocol around the objects: trailing-slash redirects, JSON indentation, response
// headers, OPTIONS metadata, the API root and application roots, static choices, status, the
// OpenAPI document, the interactive reference and the browsable HTML pages (spec "Endpoints";
// DECISIONS.md "Behaviour the spec leaves open").
import assert from 'node:assert/strict';
import { parse } from 'yaml';
import { auth, startApi, uid, type TestApi } from '../support/api.ts';

const HOST = 'inventory.example.test';
const BASE = `http://${HOST}/api/`;

describe('api: protocol', () => {
  let api: TestApi;
  let site: Record<string, any>;
  before(async () => {
    api = await startApi();
    const u = uid();
    const res = await api.request.post('/api/dcim/sites/').set(auth).set('Host', HOST).send({ name: `proto-${u}`, slug: `proto-${u}`, description: '<b>&"</b>' });
    assert.equal(res.status, 201);
    site = res.body;
  });
  after(() => api.close());

  describe('trailing slash', () => {
    it('GET without it: 302 to the path plus "/", query string kept', async () => {
      for (const [path, query] of [['/api/dcim/sites', '?limit=1&name=a%20b'], [`/api/dcim/sites/${site.id}`, '?brief=1'], ['/api/dcim/sites', ''], ['/api', '']]) {
        const res = await api.request.get(`${path}${query}`).set(auth).redirects(0);
        assert.equal(res.status, 302, path);
        assert.equal(res.headers.location, `${path}/${query}`);
      }
    });

    it('POST without it: 302 with the query string, and nothing is created', async () => {
      const u = uid();
      const res = await api.request.post('/api/dcim/sites?x=1').set(auth).send({ name: `slash-${u}`, slug: `slash-${u}` }).redirects(0);
      assert.equal(res.status, 302);
      assert.equal(res.headers.location, '/api/dcim/sites/?x=1');
      assert.equal((await api.sql`SELECT count(*)::int AS n FROM dcim_site WHERE name = ${`slash-${u}`}`)[0]!.n, 0);
    });

    it('PATCH and DELETE without it: 302, nothing changed', async () => {
      const patch = await api.request.patch(`/api/dcim/sites/${site.id}`).set(auth).send({ description: 'changed' }).redirects(0);
      assert.equal(patch.status, 302);
      assert.equal(patch.headers.location, `/api/dcim/sites/${site.id}/`);
      const del = await api.request.delete(`/api/dcim/sites/${site.id}`).set(auth).redirects(0);
      assert.equal(del.status, 302);
      const [row] = await api.sql`SELECT description FROM dcim_site WHERE id = ${site.id}`;
      assert.equal(row!.description, site.description);
    });
  });

  describe('JSON', () => {
    it('Accept: application/json; indent=4 pretty-prints with four spaces', async () => {
      const res = await api.request.get(`/api/dcim/sites/${site.id}/`).set(auth).set('Host', HOST).set('Accept', 'application/json; indent=4');
      assert.equal(res.status, 200);
      assert.match(res.headers['content-type'] ?? '', /^application\/json/);
      assert.equal(res.text, JSON.stringify(JSON.parse(res.text), null, 4));
      assert.match(res.text, /^\{\n {4}"id": /);
      assert.deepEqual(JSON.parse(res.text), site);
    });

    it('without indent, the same object on fewer lines', async () => {
      const res = await api.request.get(`/api/dcim/sites/${site.id}/`).set(auth).set('Host', HOST).set('Accept', 'application/json');
      assert.equal(res.status, 200);
      assert.equal(res.text.includes('\n'), false);
      assert.deepEqual(JSON.parse(res.text), site);
    });

    it('a body sent in several chunks (created list, page, HEAD) arrives whole: Content-Length counts its bytes, multi-byte characters included', async () => {
      const u = uid();
      // 12 sites of ~4,000 characters each: past the 32K characters of one chunk, in one- to four-byte
      // UTF-8; sent as they are (compression.test.ts has the compressed answers).
      const comments = (i: number) => `${i} plain ascii, ü é, € ≠, 😀 🛰️`.repeat(100);
      const sent = Array.from({ length: 12 }, (_, i) => ({ name: `chunk-${u}-${i}`, slug: `chunk-${u}-${i}`, description: `chunk-${u}`, comments: comments(i) }));
      const created = await api.request.post('/api/dcim/sites/').set(auth).set('Host', HOST).set('Accept-Encoding', 'identity').send(sent);
      assert.equal(created.status, 201);
      assert.equal(Number(created.headers['content-length']), Buffer.byteLength(created.text));
      assert.ok(created.body.every((s: { comments: string }, i: number) => s.comments === sent[i]!.comments), 'the comments come back as sent');

      const path = `/api/dcim/sites/?description=chunk-${u}&limit=1000`;
      const page = await api.request.get(path).set(auth).set('Host', HOST).set('Accept', 'application/json').set('Accept-Encoding', 'identity');
      assert.equal(page.status, 200);
      assert.match(page.headers['content-type'] ?? '', /^application\/json; charset=utf-8$/);
      assert.ok(page.text.length > 40_000, `${page.text.length} characters`);
      assert.equal(Number(page.headers['content-length']), Buffer.byteLength(page.text));
      const body = JSON.parse(page.text);
      assert.equal(body.count, 12);
      const byId = (list: Array<{ id: number }>) => JSON.stringify([...list].sort((x, y) => x.id - y.id));
      assert.ok(byId(body.results) === byId(created.body), 'the page holds the created sites');

      const head = await api.request.head(path).set(auth).set('Host', HOST).set('Accept-Encoding', 'identity');
      assert.equal(head.status, 200);
      assert.equal(head.headers['content-length'], page.headers['content-length']);
      assert.equal(head.text, undefined);
    });
  });

  describe('headers', () => {
    it('a list answers with API-Version, Allow, Content-Type: application/json and Vary: Accept', async () => {
      const res = await api.request.get('/api/dcim/sites/').set(auth);
      assert.equal(res.status, 200);
      assert.equal(res.headers['api-version'], '3.7');
      const allow = (res.headers.allow ?? '').split(/,\s*/);
      for (const m of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']) assert.ok(allow.includes(m), `Allow lacks ${m}: ${res.headers.allow}`);
      assert.match(res.headers['content-type'] ?? '', /^application\/json\b/);
      assert.ok((res.headers.vary ?? '').split(/,\s*/).includes('Accept'), `Vary: ${res.headers.vary}`);
    });

    it('a detail answers with Allow without POST', async () => {
      const res = await api.request.get(`/api/dcim/sites/${site.id}/`).set(auth);
      assert.equal(res.status, 200);
      const allow = (res.headers.allow ?? '').split(/,\s*/);
      for (const m of ['GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) assert.ok(allow.includes(m), `Allow lacks ${m}: ${res.headers.allow}`);
      assert.equal(allow.includes('POST'), false);
      assert.equal(res.headers['api-version'], '3.7');
    });

    it('every answer carries API-Version, errors and meta endpoints included', async () => {
      for (const path of ['/api/', '/api/dcim/sites/', '/api/nothing/', '/api/status/', '/api/dcim/sites/abc/']) {
        const res = await api.request.get(path).set(path.includes('nothing') ? auth : {});
        assert.equal(res.headers['api-version'], '3.7', `${path} ${res.status}`);
      }
    });

    it('HEAD on a list answers 200 with no body', async () => {
      const res = await api.request.head('/api/dcim/sites/').set(auth);
      assert.equal(res.status, 200);
      assert.equal(res.text, undefined);
    });
  });

  describe('OPTIONS', () => {
    it('with a token: actions.POST describes the fields, choices as {value, display_name}', async () => {
      const res = await api.request.options('/api/dcim/sites/').set(auth);
      assert.equal(res.status, 200);
      const post = res.body.actions.POST;
      assert.deepEqual(post.status.choices, [
        { value: 'planned', display_name: 'Planned' },
        { value: 'staging', display_name: 'Staging' },
        { value: 'active', display_name: 'Active' },
        { value: 'decommissioning', display_name: 'Decommissioning' },
        { value: 'retired', display_name: 'Retired' },
      ]);
      assert.equal(post.name.required, true);
      assert.equal(post.name.max_length, 100);
      assert.equal(post.description.required, false);
    });

    it('VLAN status choices carry the integer codes', async () => {
      const res = await api.request.options('/api/ipam/vlans/').set(auth);
      assert.deepEqual(res.body.actions.POST.status.choices, [
        { value: 1, display_name: 'Active' },
        { value: 2, display_name: 'Reserved' },
        { value: 3, display_name: 'Deprecated' },
      ]);
    });

    it('on a detail endpoint: actions.PUT', async () => {
      const res = await api.request.options(`/api/dcim/sites/${site.id}/`).set(auth);
      assert.equal(res.status, 200);
      assert.ok(res.body.actions.PUT.status.choices.length > 0);
    });

    it('with a read-only token (write_enabled false): 200 and no actions, as the token may not POST', async () => {
      const token = await api.request.post('/api/users/tokens/').set(auth).send({ write_enabled: false, description: `ro-${uid()}` });
      assert.equal(token.status, 201, JSON.stringify(token.body));
      const readOnly = { Authorization: `Token ${token.body.key}` };
      const res = await api.request.options('/api/dcim/sites/').set(readOnly);
      assert.equal(res.status, 200);
      assert.equal('actions' in res.body, false);
      assert.equal((await api.request.get('/api/dcim/sites/').set(readOnly)).status, 200);
    });

    it('without a token: 200 and no actions', async () => {
      const res = await api.request.options('/api/dcim/sites/');
      assert.equal(res.status, 200);
      assert.equal(typeof res.body.name, 'string');
      assert.equal('actions' in res.body, false);
    });
  });

  describe('API root and application roots', () => {
    it('GET /api/ lists the applications with absolute URLs', async () => {
      const res = await api.request.get('/api/').set(auth).set('Host', HOST);
      assert.equal(res.status, 200);
      // The eight applications of the spec and NetBox 3.7's vpn and wireless, in order.
      assert.deepEqual(Object.keys(res.body), ['circuits', 'core', 'dcim', 'extras', 'ipam', 'plugins', 'tenancy', 'users', 'virtualization', 'vpn', 'wireless']);
      for (const [app, url] of Object.entries(res.body)) assert.equal(url, `${BASE}${app}/`);
      for (const empty of ['plugins']) {
        const root = await api.request.get(`/api/${empty}/`).set(auth);
        assert.equal(root.status, 200, empty);
        assert.deepEqual(root.body, {}, empty);
      }
    });

    it('GET /api/dcim/ lists the model URLs, each of which answers', async function () {
      // A hang guard: the first request to each route compiles its validator (a fraction of a
      // second of CPU each, seconds in all when another test process shares the cores).
      this.timeout(120_000);
      const res = await api.request.get('/api/dcim/').set(auth).set('Host', HOST);
      assert.equal(res.status, 200);
      for (const path of ['sites', 'racks', 'devices', 'interfaces', 'regions', 'device-types', 'manufacturers', 'platforms']) assert.equal(res.body[path], `${BASE}dcim/${path}/`);
      for (const url of Object.values(res.body) as string[]) {
        const list = await api.request.get(new URL(url).pathname + '?limit=1').set(auth);
        assert.equal(list.status, 200, url);
        assert.equal(typeof list.body.count, 'number', url);
      }
    });

    it('GET /api/dcim/_choices/ has site:status as [{value, label}]', async () => {
      const res = await api.request.get('/api/dcim/_choices/').set(auth);
      assert.equal(res.status, 200);
      assert.deepEqual(res.body['site:status'], [
        { value: 'planned', label: 'Planned' },
        { value: 'staging', label: 'Staging' },
        { value: 'active', label: 'Active' },
        { value: 'decommissioning', label: 'Decommissioning' },
        { value: 'retired', label: 'Retired' },
      ]);
      const circuits = await api.request.get('/api/circuits/_choices/').set(auth);
      assert.deepEqual(circuits.body['circuit:status'].map((c: { value: string }) => c.value), ['planned', 'provisioning', 'active', 'offline', 'deprovisioning', 'decommissioned']);
    });

    it('GET /api/status/ answers without a token (without versions), with one in full', async () => {
      const anon = await api.request.get('/api/status/');
      assert.equal(anon.status, 200);
      assert.equal(anon.body['api-version'], undefined);
      const res = await api.request.get('/api/status/').set(auth);
      assert.equal(res.body['api-version'], '3.7');
      assert.equal(typeof res.body['netinv-version'], 'string');
      assert.equal(typeof res.body['installed-apps'], 'object');
    });
  });

  describe('OpenAPI document and interactive reference', () => {
    it('GET /api/schema/ is the OpenAPI document as JSON, ?format=yaml the same as YAML', async () => {
      const json = await api.request.get('/api/schema/');
      assert.equal(json.status, 200);
      assert.match(json.headers['content-type'] ?? '', /^application\/json/);
      assert.match(json.body.openapi, /^3\./);
      assert.ok(json.body.paths['/api/dcim/sites/'], 'documents /api/dcim/sites/');
      assert.ok(json.body.paths['/api/dcim/sites/{id}/'], 'documents /api/dcim/sites/{id}/');

      const yaml = await api.request.get('/api/schema/?format=yaml').buffer(true).parse((res, cb) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => cb(null, text));
      });
      assert.equal(yaml.status, 200);
      assert.match(yaml.headers['content-type'] ?? '', /yaml/);
      assert.deepEqual(parse(yaml.body as string), json.body);
    });

    it('GET /api/docs is an HTML page loading swagger-ui from /api/docs/static/, whose assets answer', async () => {
      const res = await api.request.get('/api/docs');
      assert.equal(res.status, 200);
      assert.match(res.headers['content-type'] ?? '', /^text\/html/);
      const assets = [...res.text.matchAll(/(?:src|href)="(\/api\/docs\/static\/[^"]+)"/g)].map((m) => m[1]!);
      assert.ok(assets.some((a) => /swagger-ui-bundle\.js$/.test(a)), res.text);
      assert.ok(assets.some((a) => /\.css$/.test(a)), res.text);
      const script = await api.request.get('/api/docs/netinv-docs.js');
      assert.equal(script.status, 200);
      // The document of the root the page is under (/api/schema/ here; a pinned root's under it).
      assert.match(script.text, /url: location\.pathname\.replace\(\/docs\\\/\?\$\/, ''\) \+ 'schema\/'/);
      assert.doesNotMatch(res.text + script.text, /https?:\/\//, 'no asset from a CDN');
      for (const asset of assets) {
        const got = await api.request.get(asset).buffer(true).parse((r, cb) => {
          let size = 0;
          r.on('data', (c: Buffer) => (size += c.length));
          r.on('end', () => cb(null, size));
        });
        assert.equal(got.status, 200, asset);
        assert.ok((got.body as unknown as number) > 1000, asset);
      }
    });
  });

  describe('browsable API', () => {
    it('a browser (Accept: text/html) gets an HTML page of the list, values escaped', async () => {
      const res = await api.request.get(`/api/dcim/sites/?id=${site.id}`).set(auth)
        .set('Accept', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8');
      assert.equal(res.status, 200);
      assert.match(res.headers['content-type'] ?? '', /^text\/html/);
      assert.match(res.text, /<html/);
      assert.ok(res.text.includes(site.name));
      assert.ok(res.text.includes('&lt;b&gt;&amp;'), 'the description is escaped');
      assert.equal(res.text.includes('<b>&'), false);
    });

    it('a program (Accept: application/json) gets JSON from the same URL', async () => {
      const res = await api.request.get(`/api/dcim/sites/?id=${site.id}`).set(auth).set('Accept', 'application/json');
      assert.match(res.headers['content-type'] ?? '', /^application\/json/);
      assert.equal(res.body.count, 1);
    });
  });
});
