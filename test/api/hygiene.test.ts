// Every input answered, and HTTP hygiene (issue 15, items 11-13): malformed cookies, NUL
// characters in filters and JSON, deeply nested JSON each get a 4xx with a clear message;
// ALLOWED_HOSTS and X-Forwarded-Proto from trusted proxies; security headers and a content
// security policy; /api/status/ versions only for authenticated users; no database error text
// in an answer.
import assert from 'node:assert/strict';
import { auth, startApi, uid, type TestApi } from '../support/api.ts';

describe('api: hostile input and HTTP hygiene', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  const fourXX = (r: { status: number; body: { detail?: unknown } }, what: string) => {
    assert.ok(r.status >= 400 && r.status < 500, `${what}: ${r.status} ${JSON.stringify(r.body)}`);
    assert.ok(r.body && Object.keys(r.body).length > 0, `${what}: a body saying why`);
  };

  describe('every input answered with a 4xx', () => {
    it('a malformed cookie (bad percent-encoding) is not a 500, on reads, writes, login and logout', async () => {
      for (const cookie of ['sessionid=%', 'sessionid=%E0%A4%A', 'other=%zz; sessionid=abc', 'csrftoken=%; sessionid=%ff']) {
        fourXX(await api.request.get('/api/dcim/sites/').set('Cookie', cookie), cookie);
        fourXX(await api.request.post('/api/dcim/sites/').set('Cookie', cookie).send({ name: 'x', slug: 'x' }), cookie);
        fourXX(await api.request.post('/login/').set('Cookie', cookie).send({ username: 'nobody', password: 'nothing-at-all' }), cookie);
        assert.ok((await api.request.post('/logout/').set('Cookie', cookie)).status < 500, cookie);
      }
      // A token still authenticates beside a broken cookie.
      assert.equal((await api.request.get('/api/dcim/sites/').set(auth).set('Cookie', 'sessionid=%')).status, 200);
    });

    it('NUL characters in filters (cf_ text, date, datetime, json, select, url; plain fields) are a 400', async () => {
      const u = uid().replace(/[0-9]/g, 'x');
      const types: Array<[string, object]> = [['text', {}], ['date', {}], ['datetime', {}], ['json', {}], ['select', { choices: ['a', 'b'] }], ['url', {}], ['longtext', {}], ['multiselect', { choices: ['a', 'b'] }]];
      // On a model no other test reads custom fields of (they would show on its objects).
      const made: number[] = [];
      try {
        for (const [type, extra] of types) {
          const r = await api.request.post('/api/extras/custom-fields/').set(auth).send({ name: `nul_${type}_${u}`, content_types: ['dcim.rackrole'], type, ...extra });
          assert.equal(r.status, 201, JSON.stringify(r.body));
          made.push(r.body.id);
        }
        for (const [type] of types)
          for (const value of ['%00', 'a%00b', '2024-01-01%00'])
            for (const lookup of ['', '__ic', '__n'])
              fourXX(await api.request.get(`/api/dcim/rack-roles/?cf_nul_${type}_${u}${lookup}=${value}`).set(auth), `cf ${type}${lookup}=${value}`);
      } finally {
        for (const id of made) await api.request.delete(`/api/extras/custom-fields/${id}/`).set(auth);
      }
      for (const q of ['name=%00', 'q=%00', 'slug__ic=a%00', 'description=%00', 'created=%00', 'tag=%00', 'ordering=%00'])
        fourXX(await api.request.get(`/api/dcim/sites/?${q}`).set(auth), q);
    });

    it('NUL characters in JSON string values (a field, a custom field, a key) are a 400, nothing written', async () => {
      const u = uid();
      const bodies = [
        { name: `n\u0000${u}`, slug: `n-${u}` },
        { name: `n-${u}`, slug: `n-${u}`, description: 'a\u0000b' },
        { name: `n-${u}`, slug: `n-${u}`, custom_fields: { 'x\u0000': 1 } },
        { name: `n-${u}`, slug: `n-${u}`, comments: ['\u0000'] },
      ];
      for (const body of bodies) {
        const r = await api.request.post('/api/dcim/sites/').set(auth).send(body);
        assert.equal(r.status, 400, JSON.stringify(r.body));
        assert.match(JSON.stringify(r.body), /[Nn]ull characters/);
      }
      assert.equal((await api.sql`SELECT count(*)::int AS n FROM dcim_site WHERE slug = ${`n-${u}`}`)[0]!.n, 0);
      const json = await api.request.post('/api/extras/config-contexts/').set(auth).send({ name: `cc-${u}`, data: { a: 'b\u0000' } });
      assert.equal(json.status, 400);
    });

    it('JSON nested 10,000 levels deep is a 400, as object or list, on writes and on login', async () => {
      for (const [open, close] of [['[', ']'], ['{"a":', '}']] as const) {
        const text = open.repeat(10_000) + '1' + close.repeat(10_000);
        for (const path of ['/api/dcim/sites/', '/api/extras/config-contexts/', '/login/', '/api/users/tokens/provision/']) {
          const r = await api.request.post(path).set(auth).set('Content-Type', 'application/json').send(text);
          assert.equal(r.status, 400, `${path}: ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
          assert.match(r.body.detail, /nest/i);
        }
      }
      // A sensible depth is fine.
      const u = uid();
      let data: unknown = 'leaf';
      for (let i = 0; i < 30; i++) data = { [`k${i}`]: data };
      // Inactive, and deleted: a config context applies to every device other tests read.
      const made = await api.request.post('/api/extras/config-contexts/').set(auth).send({ name: `deep-${u}`, data, is_active: false });
      assert.equal(made.status, 201, JSON.stringify(made.body));
      assert.equal((await api.request.delete(`/api/extras/config-contexts/${made.body.id}/`).set(auth)).status, 204);
    });
  });

  describe('HTTP hygiene', () => {
    it('security headers on every response; a content security policy allowing only same-origin scripts on HTML pages', async () => {
      const answers = [
        await api.request.get('/api/dcim/sites/').set(auth),
        await api.request.get('/api/nothing/here/').set(auth),
        await api.request.get('/api/').set('Accept', 'text/html'),
        await api.request.get('/api/docs/'),
      ];
      for (const r of answers) {
        assert.equal(r.headers['x-content-type-options'], 'nosniff');
        assert.equal(r.headers['x-frame-options'], 'DENY');
        assert.ok(r.headers['referrer-policy']);
        const csp = String(r.headers['content-security-policy']);
        assert.match(csp, /frame-ancestors 'none'/);
      }
      for (const r of answers.slice(2)) {
        const csp = String(r.headers['content-security-policy']);
        assert.match(csp, /script-src 'self'(;|$)/, csp);
        assert.match(csp, /img-src 'self' data:/, csp);
        assert.match(String(r.headers['content-type']), /text\/html/);
        assert.doesNotMatch(r.text, /<script>(?!<\/script>)|<script(?![^>]*\bsrc=)[^>]*>/, 'no inline script on an HTML page');
      }
      // The docs' own script is served, same origin.
      const docs = answers[3]!.text;
      const scripts = [...docs.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1] as string);
      assert.ok(scripts.length >= 2, docs);
      for (const src of scripts) assert.equal((await api.request.get(src)).status, 200, src);
    });

    it('/api/status/ shows versions only to authenticated users', async () => {
      const anon = await api.request.get('/api/status/');
      assert.equal(anon.status, 200);
      assert.ok(!Object.keys(anon.body).some((k) => /version/.test(k)), JSON.stringify(anon.body));
      assert.doesNotMatch(JSON.stringify(anon.body), /\d+\.\d+\.\d+|"pid"/);
      const authed = await api.request.get('/api/status/').set(auth);
      assert.equal(typeof authed.body['netinv-version'], 'string');
      assert.equal(typeof authed.body['postgresql-version'], 'string');
    });

    it('ALLOWED_HOSTS: another Host is a 400, an allowed one (or a subdomain of a .domain) is served', async () => {
      const strict = await startApi({ ALLOWED_HOSTS: 'netinv.example.com,.corp.example' });
      try {
        const r = await strict.request.get('/api/dcim/sites/').set(auth).set('Host', 'evil.example.net');
        assert.equal(r.status, 400);
        assert.match(r.body.detail, /HOST/i);
        assert.equal((await strict.request.post('/login/').set('Host', 'evil.example.net').send({ username: 'a', password: 'b' })).status, 400);
        for (const host of ['netinv.example.com', 'NETINV.example.com:8443', 'corp.example', 'api.corp.example']) {
          const ok = await strict.request.get('/api/dcim/sites/').set(auth).set('Host', host);
          assert.equal(ok.status, 200, host);
        }
        const links = await strict.request.get('/api/').set(auth).set('Host', 'netinv.example.com');
        assert.match(links.body.dcim, /^http:\/\/netinv\.example\.com\/api\/dcim\/$/);
      } finally {
        await strict.close();
      }
    });

    it('X-Forwarded-Proto: https from a trusted proxy makes links https and cookies Secure; from anyone else it is ignored', async () => {
      const username = `proto-${uid()}`;
      await api.request.post('/api/users/users/').set(auth).send({ username, password: 'a-long-password' });
      const login = (a: TestApi) => a.request.post('/login/').set('X-Forwarded-Proto', 'https').send({ username, password: 'a-long-password' });
      const untrusted = await api.request.get('/api/').set(auth).set('X-Forwarded-Proto', 'https');
      assert.match(untrusted.body.dcim, /^http:\/\//);
      const plain = await login(api);
      assert.ok((plain.headers['set-cookie'] as unknown as string[]).every((c) => !/Secure/.test(c)));
      const proxied = await startApi({ TRUSTED_PROXIES: '127.0.0.0/8,::1' });
      try {
        const r = await proxied.request.get('/api/').set(auth).set('X-Forwarded-Proto', 'https');
        assert.match(r.body.dcim, /^https:\/\//);
        const secure = await login(proxied);
        assert.equal(secure.status, 200);
        assert.ok((secure.headers['set-cookie'] as unknown as string[]).every((c) => /; Secure/.test(c)));
      } finally {
        await proxied.close();
      }
    });
  });
});
