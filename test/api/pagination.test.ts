import assert from 'node:assert/strict';
import { auth, registry, startApi, uid, type TestApi } from '../support/api.ts';
import { apiPaths, factories } from '../support/factories.ts';

// The list envelope and the query parameters every list endpoint takes besides filters:
// limit, offset, the next/previous links, MAX_PAGE_SIZE, brief, exclude and ordering.

interface Page {
  count: number;
  next: string | null;
  previous: string | null;
  results: Array<Record<string, unknown> & { id: number; name?: string }>;
}

// supertest serves each request on a fresh ephemeral port, so links are compared by host name.
const HOSTNAME = '127.0.0.1';

/** The path and query of an absolute link, after checking it is absolute and on our host. */
function relative(link: string): string {
  const u = new URL(link);
  assert.equal(u.protocol, 'http:', link);
  assert.equal(u.hostname, HOSTNAME, link);
  return `${u.pathname}${u.search}`;
}

/** An object with its absolute urls reduced to their paths, to compare answers of two requests. */
function withPath(obj: Record<string, unknown>): Record<string, unknown> {
  const path = (u: unknown) => new URL(u as string).pathname;
  return { ...obj, url: path(obj.url), ...('display_url' in obj ? { display_url: path(obj.display_url) } : {}) };
}

function params(link: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [k, v] of new URL(link).searchParams) (out[k] ??= []).push(v);
  return out;
}

const post = async (api: TestApi, path: string, body: object) => {
  const r = await api.request.post(path).set(auth).send(body);
  assert.equal(r.status, 201, `${path}: ${JSON.stringify(r.body)}`);
  return r.body;
};

describe('list pagination and representation parameters', () => {
  let api: TestApi;
  const u = uid();
  const prefix = `pg-${u}-`;
  // Created out of name order, so ordering by name is not ordering by id.
  const order = [3, 0, 6, 1, 5, 2, 4];
  let byName: string[];
  const scope = `name__isw=${prefix}`;

  before(async () => {
    api = await startApi({ PAGINATE_COUNT: '3' });
    const created = await post(api, '/api/dcim/sites/', order.map((i) => ({
      name: `${prefix}${i}`, slug: `${prefix}${i}`, status: i % 2 ? 'planned' : 'active',
    })));
    assert.equal(created.length, 7);
    byName = order.map((i) => `${prefix}${i}`).sort();
  });
  after(() => api.close());

  const get = async (path: string, status = 200) => {
    const r = await api.request.get(path).set(auth);
    assert.equal(r.status, status, `${path}: ${JSON.stringify(r.body)}`);
    return r.body as Page;
  };

  it('answers {count, next, previous, results} with PAGINATE_COUNT objects by default', async () => {
    const page = await get(`/api/dcim/sites/?${scope}`);
    assert.deepEqual(Object.keys(page), ['count', 'next', 'previous', 'results']);
    assert.equal(page.count, 7);
    assert.equal(page.results.length, 3);
    assert.deepEqual(page.results.map((r) => r.name), byName.slice(0, 3));
    assert.equal(page.previous, null);
    assert.ok(page.next);
    assert.deepEqual(params(page.next), { name__isw: [prefix], limit: ['3'], offset: ['3'] });
    assert.equal(relative(page.next).split('?')[0], '/api/dcim/sites/');
  });

  it('walks every page through absolute next links, and back through previous', async () => {
    const seen: string[] = [];
    let link: string | null = `/api/dcim/sites/?${scope}`;
    const pages: Page[] = [];
    while (link) {
      const page = await get(link);
      pages.push(page);
      seen.push(...page.results.map((r) => r.name!));
      link = page.next && relative(page.next);
    }
    assert.deepEqual(seen, byName);
    assert.deepEqual(pages.map((p) => p.results.length), [3, 3, 1]);
    assert.equal(pages[2]!.next, null);
    // Previous of the last page is offset 3; previous of the second page drops offset (0).
    assert.deepEqual(params(pages[2]!.previous!), { name__isw: [prefix], limit: ['3'], offset: ['3'] });
    assert.deepEqual(params(pages[1]!.previous!), { name__isw: [prefix], limit: ['3'] });
    const back = await get(relative(pages[1]!.previous!));
    assert.deepEqual(back.results.map((r) => r.name), byName.slice(0, 3));
  });

  it('takes limit and offset', async () => {
    const page = await get(`/api/dcim/sites/?${scope}&limit=2&offset=5`);
    assert.equal(page.count, 7);
    assert.deepEqual(page.results.map((r) => r.name), byName.slice(5, 7));
    assert.equal(page.next, null);
    assert.deepEqual(params(page.previous!), { name__isw: [prefix], limit: ['2'], offset: ['3'] });
    const one = await get(`/api/dcim/sites/?${scope}&limit=1&offset=1`);
    assert.deepEqual(one.results.map((r) => r.name), [byName[1]]);
    assert.deepEqual(params(one.next!), { name__isw: [prefix], limit: ['1'], offset: ['2'] });
    assert.deepEqual(params(one.previous!), { name__isw: [prefix], limit: ['1'] });
    const beyond = await get(`/api/dcim/sites/?${scope}&offset=100`);
    assert.equal(beyond.count, 7);
    assert.deepEqual(beyond.results, []);
    assert.equal(beyond.next, null);
  });

  it('shows a page longer than one of the runs PostgreSQL sends it in (32 KiB) as its short pages show it', async () => {
    // 150 sites of about 900 bytes each: a page of all is about four runs.
    const long = `lg-${u}-`;
    await post(api, '/api/dcim/sites/', Array.from({ length: 150 }, (_, i) => ({
      name: `${long}${String(149 - i).padStart(3, '0')}`, slug: `${long}${i}`, description: `${i} ${'d'.repeat(195)}`,
    })));
    const all = await get(`/api/dcim/sites/?name__isw=${long}&limit=150`);
    assert.ok(JSON.stringify(all.results).length > 3 * 32 * 1024);
    const paged: Page['results'] = [];
    for (let offset = 0; offset < 150; offset += 7) paged.push(...(await get(`/api/dcim/sites/?name__isw=${long}&limit=7&offset=${offset}`)).results);
    assert.deepEqual(all.results.map(withPath), paged.map(withPath));
    assert.deepEqual(all.results.map((s) => s.name), Array.from({ length: 150 }, (_, i) => `${long}${String(i).padStart(3, '0')}`));
  });

  it('keeps every other query parameter in next and previous', async () => {
    const q = `${scope}&status=active&status=planned&ordering=-name&brief=1&limit=2&offset=2`;
    const page = await get(`/api/dcim/sites/?${q}`);
    assert.deepEqual(page.results.map((r) => r.name), [...byName].reverse().slice(2, 4));
    const expected = { name__isw: [prefix], status: ['active', 'planned'], ordering: ['-name'], brief: ['1'], limit: ['2'] };
    assert.deepEqual(params(page.next!), { ...expected, offset: ['4'] });
    assert.deepEqual(params(page.previous!), expected);
    const next = await get(relative(page.next!));
    assert.deepEqual(next.results.map((r) => r.name), [...byName].reverse().slice(4, 6));
    assert.deepEqual(Object.keys(next.results[0]!).sort(), ['display', 'id', 'name', 'slug', 'url']);
  });

  it('rejects a limit or offset that is not a whole number of 0 or more, naming it', async () => {
    for (const bad of ['abc', '-1', '1.5', '']) {
      const r = await api.request.get(`/api/dcim/sites/?${scope}&limit=${bad}`).set(auth);
      assert.equal(r.status, 400, `limit=${bad}: ${JSON.stringify(r.body)}`);
      assert.deepEqual(Object.keys(r.body), ['limit'], `limit=${bad}`);
      assert.ok(Array.isArray(r.body.limit) && r.body.limit.length > 0);
    }
    for (const bad of ['abc', '-1']) {
      const r = await api.request.get(`/api/dcim/sites/?${scope}&offset=${bad}`).set(auth);
      assert.equal(r.status, 400, `offset=${bad}: ${JSON.stringify(r.body)}`);
      assert.deepEqual(Object.keys(r.body), ['offset']);
    }
  });

  it('orders by ordering=name, -name, several fields, and ignores unknown fields', async () => {
    const names = async (ordering: string) =>
      (await get(`/api/dcim/sites/?${scope}&limit=0&ordering=${ordering}`)).results.map((r) => r.name);
    assert.deepEqual(await names('name'), byName);
    assert.deepEqual(await names('-name'), [...byName].reverse());
    // status ascending (active before planned), then name descending; the comma sent encoded.
    const active = byName.filter((n) => Number(n.slice(-1)) % 2 === 0);
    const planned = byName.filter((n) => Number(n.slice(-1)) % 2 === 1);
    const statusThenName = [...[...active].reverse(), ...[...planned].reverse()];
    assert.deepEqual(await names('status%2C-name'), statusThenName);
    // With a space after the comma, as a person types it.
    assert.deepEqual(await names('status%2C%20-name'), statusThenName);
    assert.deepEqual(await names('-id'), [...order].reverse().map((i) => `${prefix}${i}`));
    // Unknown names are ignored, as NetBox's ordering filter does: the default (name) holds.
    assert.deepEqual(await names('no_such_field'), byName);
    assert.deepEqual(await names('no_such_field%2C-name'), [...byName].reverse());
  });

  it('takes a comma-separated ordering sent unencoded, as curl sends it', async () => {
    const r = await api.request.get(`/api/dcim/sites/?${scope}&limit=0&ordering=status,-name`).set(auth);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const active = byName.filter((n) => Number(n.slice(-1)) % 2 === 0).reverse();
    const planned = byName.filter((n) => Number(n.slice(-1)) % 2 === 1).reverse();
    assert.deepEqual(r.body.results.map((x: { name: string }) => x.name), [...active, ...planned]);
  });

  describe('MAX_PAGE_SIZE', () => {
    it('caps limit at MAX_PAGE_SIZE, and limit=0 gives a page of that size', async () => {
      const capped = await startApi({ PAGINATE_COUNT: '3', MAX_PAGE_SIZE: '5' });
      try {
        for (const limit of ['100', '0']) {
          const r = await capped.request.get(`/api/dcim/sites/?${scope}&limit=${limit}`).set(auth);
          assert.equal(r.status, 200);
          assert.equal(r.body.count, 7);
          assert.deepEqual(r.body.results.map((x: { name: string }) => x.name), byName.slice(0, 5), `limit=${limit}`);
          assert.deepEqual(params(r.body.next), { name__isw: [prefix], limit: ['5'], offset: ['5'] });
        }
        const small = await capped.request.get(`/api/dcim/sites/?${scope}&limit=2`).set(auth);
        assert.equal(small.body.results.length, 2);
        const dflt = await capped.request.get(`/api/dcim/sites/?${scope}`).set(auth);
        assert.equal(dflt.body.results.length, 3);
      } finally {
        await capped.close();
      }
    });

    it('with MAX_PAGE_SIZE 0 (no maximum), limit=0 returns every object in one page', async () => {
      const open = await startApi({ PAGINATE_COUNT: '3', MAX_PAGE_SIZE: '0' });
      try {
        const r = await open.request.get(`/api/dcim/sites/?${scope}&limit=0`).set(auth);
        assert.equal(r.status, 200);
        assert.equal(r.body.count, 7);
        assert.deepEqual(r.body.results.map((x: { name: string }) => x.name), byName);
        assert.equal(r.body.next, null);
        assert.equal(r.body.previous, null);
        const big = await open.request.get(`/api/dcim/sites/?${scope}&limit=6`).set(auth);
        assert.equal(big.body.results.length, 6);
        const dflt = await open.request.get(`/api/dcim/sites/?${scope}`).set(auth);
        assert.equal(dflt.body.results.length, 3);
      } finally {
        await open.close();
      }
    });
  });

  describe('brief and exclude', () => {
    let device: { id: number };
    let prefixObj: { id: number };
    let vlan: { id: number };
    before(async () => {
      const v = uid();
      const site = await post(api, '/api/dcim/sites/', { name: `b-${v}`, slug: `b-${v}` });
      device = await factories(apiPaths((path, body) => post(api, path, body))).device({
        name: `d-${v}`, site: site.id, local_context_data: { ntp: ['192.0.2.1'] },
      });
      prefixObj = await post(api, '/api/ipam/prefixes/', { prefix: '198.18.0.0/15', description: `b-${v}` });
      vlan = await post(api, '/api/ipam/vlans/', { vid: 42, name: `v-${v}`, site: site.id });
    });

    const briefOf = (key: string) => [...registry.model(key).brief].sort();

    it('brief=1 gives exactly the brief fields, on lists and on single objects', async () => {
      // The spec's prefix shape: id, url, family (a bare integer), prefix; display and _depth are
      // NetBox's too (its nested prefix).
      assert.deepEqual(briefOf('ipam.prefix'), ['_depth', 'display', 'family', 'id', 'prefix', 'url']);
      const cases: Array<[string, string, number]> = [
        ['ipam.prefix', 'ipam/prefixes', prefixObj.id],
        ['dcim.device', 'dcim/devices', device.id],
        ['ipam.vlan', 'ipam/vlans', vlan.id],
        ['dcim.site', 'dcim/sites', (await get(`/api/dcim/sites/?${scope}&limit=1`)).results[0]!.id],
      ];
      for (const [key, path, id] of cases) {
        const list = await get(`/api/${path}/?id=${id}&brief=1`);
        assert.equal(list.count, 1);
        const detail = (await api.request.get(`/api/${path}/${id}/?brief=1`).set(auth)).body;
        assert.deepEqual(Object.keys(list.results[0]!).sort(), briefOf(key), `${key} list`);
        assert.deepEqual(Object.keys(detail).sort(), briefOf(key), `${key} detail`);
        assert.deepEqual(withPath(detail), withPath(list.results[0]!));
        const full = (await api.request.get(`/api/${path}/${id}/`).set(auth)).body;
        assert.ok(Object.keys(full).length > Object.keys(detail).length, `${key}: the full form has more fields`);
      }
      const p = (await api.request.get(`/api/ipam/prefixes/${prefixObj.id}/?brief=1`).set(auth)).body;
      assert.equal(p.family, 4);
      assert.equal(p.prefix, '198.18.0.0/15');
      assert.match(p.url, new RegExp(`^http://${HOSTNAME}:\\d+/api/ipam/prefixes/${prefixObj.id}/$`));
      const full = (await api.request.get(`/api/ipam/prefixes/${prefixObj.id}/`).set(auth)).body;
      assert.deepEqual(full.family, { value: 4, label: 'IPv4' });
    });

    it('includes config_context on devices by default, and exclude=config_context removes it (list and detail)', async () => {
      const detail = (await api.request.get(`/api/dcim/devices/${device.id}/`).set(auth)).body;
      const list = await get(`/api/dcim/devices/?id=${device.id}`);
      assert.equal(list.count, 1);
      assert.ok('config_context' in detail);
      assert.ok('config_context' in list.results[0]!);

      const exDetail = (await api.request.get(`/api/dcim/devices/${device.id}/?exclude=config_context`).set(auth)).body;
      const exList = await get(`/api/dcim/devices/?id=${device.id}&exclude=config_context`);
      assert.equal(exList.count, 1);
      for (const obj of [exDetail, exList.results[0]!]) {
        assert.ok(!('config_context' in obj));
        assert.deepEqual(Object.keys(obj), Object.keys(detail).filter((k) => k !== 'config_context'));
        assert.equal(obj.id, device.id);
      }
      // Brief never carries it; a model without a config context is unaffected by exclude.
      const brief = (await api.request.get(`/api/dcim/devices/${device.id}/?brief=1`).set(auth)).body;
      assert.ok(!('config_context' in brief));
      const site = await get(`/api/dcim/sites/?${scope}&limit=1&exclude=config_context`);
      const site2 = await get(`/api/dcim/sites/?${scope}&limit=1`);
      assert.equal(site.results.length, 1);
      assert.deepEqual(site.results.map(withPath), site2.results.map(withPath));
    });

    it('renders config_context (and local_context_data) as the JSON object that was written', async () => {
      const detail = (await api.request.get(`/api/dcim/devices/${device.id}/`).set(auth)).body;
      assert.deepEqual(detail.local_context_data, { ntp: ['192.0.2.1'] });
      assert.deepEqual(detail.config_context, { ntp: ['192.0.2.1'] });
    });
  });
});
