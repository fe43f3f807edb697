// During an outage of the database that its watch has confirmed, requests that need it are
// refused at once (src/http/middleware/outage.ts); a first failure alone refuses nothing.
import assert from 'node:assert/strict';
import type { Request, Response } from 'express';
import { DatabaseOutage, DatabaseWatch, isDatabaseUnavailable } from '../../src/db/availability.ts';
import { setLogLevel } from '../../src/log.ts';
import { refuseDuringOutage } from '../../src/http/middleware/outage.ts';

const refused = (watch: DatabaseWatch, path: string) => {
  let got: unknown = 'not called';
  refuseDuringOutage(watch)({ path } as Request, {} as Response, (e?: unknown) => (got = e));
  return got instanceof DatabaseOutage;
};

describe('http: requests during a confirmed database outage', () => {
  before(() => setLogLevel('error'));
  after(() => setLogLevel('warn'));

  it('the watch confirms an outage when a probe after the first failure fails too, and ends it when one succeeds', async () => {
    let up = false;
    const watch = new DatabaseWatch('test', async () => {
      if (!up) throw new Error('connect ECONNREFUSED');
    }, 20);
    try {
      assert.equal(refused(watch, '/api/dcim/sites/'), false);
      watch.noticed(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
      assert.deepEqual([watch.down, watch.confirmed], [true, false]);
      assert.equal(refused(watch, '/api/dcim/sites/'), false, 'one failure may be one connection\'s: requests still try');
      for (let i = 0; i < 100 && !watch.confirmed; i++) await new Promise((r) => setTimeout(r, 10));
      assert.equal(watch.confirmed, true);
      up = true;
      for (let i = 0; i < 100 && watch.down; i++) await new Promise((r) => setTimeout(r, 10));
      assert.deepEqual([watch.down, watch.confirmed], [false, false]);
      assert.equal(refused(watch, '/api/dcim/sites/'), false);
    } finally {
      watch.close();
    }
  });

  it('refuses what needs the database, not the web UI\'s files nor /api/status/, with the outage\'s 503', async () => {
    const watch = new DatabaseWatch('test', async () => {
      throw new Error('connect ECONNREFUSED');
    }, 10);
    try {
      watch.noticed(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
      for (let i = 0; i < 100 && !watch.confirmed; i++) await new Promise((r) => setTimeout(r, 10));
      for (const path of ['/api/', '/api/dcim/sites/', '/api/dcim/sites/1/', '/graphql/', '/graphql', '/login/', '/logout/', '/media/devicetype-images/a.png'])
        assert.equal(refused(watch, path), true, path);
      for (const path of ['/api/status/', '/', '/dcim/sites/', '/assets/index.js', '/apiary/', '/graphqlx'])
        assert.equal(refused(watch, path), false, path);
      assert.equal(isDatabaseUnavailable(new DatabaseOutage()), true, 'answered as any outage: 503, Retry-After');
    } finally {
      watch.close();
    }
  });
});
