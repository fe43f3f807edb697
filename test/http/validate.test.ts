// The service's request validator (src/http/middleware/validate.ts, express-openapi-validator on
// the emitted document) in an app of its own: valid requests pass, invalid ones reach the error
// handler with 400, and every model's schemas compile. It needs no database, but compiling the
// schemas of every model is the heaviest work of any such test, so it is not in the fast tier: in
// the whole suite the compiled schemas are shared with every later app of the process.
import assert from 'node:assert/strict';
import express from 'express';
import type { NextFunction, Request, Response } from 'express';
import request from 'supertest';
import { loadCatalogue } from '../../codegen/load.ts';
import type { Catalogue } from '../../codegen/types.ts';
import { validateRequests } from '../../src/http/middleware/validate.ts';
import { auth as AUTH } from '../support/api.ts';

/** An express app behind the validator; handlers echo what they got, errors answer their status. */
function appFor() {
  const app = express();
  const reached: { status: number; message: string }[] = [];
  app.use(express.json());
  // The service's own validator (filter parameters are left to the engine), shared with every
  // app of this process, so the schemas compiled here are not compiled again by later tests.
  app.use(validateRequests());
  app.all('/{*rest}', (req: Request, res: Response) => {
    res.status(req.method === 'POST' ? 201 : 200).json({ method: req.method, body: req.body ?? null, query: req.query });
  });
  app.use((err: { status?: number; message: string }, _req: Request, res: Response, _next: NextFunction) => {
    reached.push({ status: err.status ?? 500, message: err.message });
    res.status(err.status ?? 500).json({ detail: err.message });
  });
  return { app, reached };
}

describe('http/validate: express-openapi-validator on the emitted document', () => {
  let catalogue: Catalogue;
  before(() => {
    catalogue = loadCatalogue('codegen/catalogue');
  });

  it('passes a valid create and sends an invalid one to the error handler with 400', async () => {
    const { app, reached } = appFor();
    const good = await request(app).post('/api/tenancy/tenants/').set(AUTH).send({ name: 'Acme', slug: 'acme', tags: [1, { slug: 'x' }], group: null });
    assert.equal(good.status, 201, JSON.stringify(good.body));
    assert.equal(reached.length, 0);
    const bad = await request(app).post('/api/tenancy/tenants/').set(AUTH).send({ name: 'Acme', slug: 3 });
    assert.equal(bad.status, 400);
    assert.equal(reached.length, 1);
    assert.equal(reached[0]!.status, 400);
  });

  it('accepts bulk create, bulk update, bulk delete and a read representation sent back', async () => {
    const { app, reached } = appFor();
    const bulk = await request(app).post('/api/extras/tags/').set(AUTH).send([{ name: 'a', slug: 'a' }, { name: 'b', slug: 'b', color: 'ff0000' }]);
    assert.equal(bulk.status, 201, JSON.stringify(bulk.body));
    const put = await request(app).patch('/api/extras/tags/').set(AUTH).send([{ id: 1, name: 'x' }, { id: 2, color: '00ff00' }]);
    assert.equal(put.status, 200, JSON.stringify(put.body));
    const del = await request(app).delete('/api/extras/tags/').set(AUTH).send([{ id: 1 }, { id: 2 }]);
    assert.equal(del.status, 200, JSON.stringify(del.body));
    const back = {
      id: 3, url: 'http://x/api/tenancy/tenants/3/', display: 'Acme', name: 'Acme', slug: 'acme', group: null,
      description: '', comments: '', tags: [{ id: 1, url: 'http://x/api/extras/tags/1/', display: 'a', name: 'a', slug: 'a', color: '9e9e9e' }],
      custom_fields: {}, created: '2024-01-01', last_updated: '2024-01-01T00:00:00.000000Z',
    };
    const patch = await request(app).put('/api/tenancy/tenants/3/').set(AUTH).send(back);
    assert.equal(patch.status, 200, JSON.stringify(patch.body));
    assert.deepEqual(reached, []);
    for (const [method, body] of [['put', [{ name: 'no id' }]], ['delete', [{}]], ['patch', []]] as const) {
      const r = await request(app)[method]('/api/extras/tags/').set(AUTH).send(body as object);
      assert.equal(r.status, 400, `${method} ${JSON.stringify(body)}`);
    }
  });

  it('lets filters, repeated values and unknown query parameters through', async () => {
    const { app, reached } = appFor();
    const r = await request(app)
      .get('/api/tenancy/tenants/?name=a&name=b&name__ic=x&name__empty=true&tag=t1&tag=t2&group_id=null&limit=10&offset=0&brief=1&cf_foo=1&format=json')
      .set(AUTH);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.deepEqual(r.body.query.name, ['a', 'b']);
    assert.deepEqual(reached, []);
    const bad = await request(app).get('/api/tenancy/tenants/?limit=-1').set(AUTH);
    assert.equal(bad.status, 400);
  });

  it('compiles the schemas of every model (no 500 for any endpoint)', async function () {
    this.timeout(300_000);
    const { app, reached } = appFor();
    for (const m of catalogue.models) {
      const list = `/api/${m.app}/${m.path}/`;
      const r1 = await request(app).get(`${list}?limit=1&brief=1`).set(AUTH);
      assert.equal(r1.status, 200, `${m.key} list: ${JSON.stringify(r1.body)}`);
      if (m.read_only) continue; // no write is documented (the service answers 405)
      const r4 = await request(app).post(list).set(AUTH).send([]);
      assert.equal(r4.status, 400, `${m.key} create: ${JSON.stringify(r4.body)}`);
    }
    assert.ok(reached.every((e) => e.status === 400), JSON.stringify(reached.filter((e) => e.status !== 400)));
  });

  it('routes list actions apart from the detail endpoint and honours anonymous actions', async () => {
    const { app } = appFor();
    for (const m of catalogue.models)
      for (const a of m.actions.filter((x) => !x.detail && x.anonymous))
        for (const method of a.methods) {
          const r = await request(app)[method.toLowerCase() as 'post'](`/api/${m.app}/${m.path}/${a.name}/`).send({ any: 'thing' });
          assert.ok(r.status < 300, `${method} ${m.key} ${a.name}: ${r.status} ${JSON.stringify(r.body)}`);
        }
  });
});
