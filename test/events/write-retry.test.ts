// A write PostgreSQL ends to settle a deadlock or a serialization failure is made again from
// the start (src/events/transaction.ts), up to three times in all; then it is answered 503 with
// Retry-After (src/http/middleware/errors.ts), never 500. Other errors are not retried.
// (test/ipam/hierarchy-stored.test.ts makes a real deadlock through the API.)
import assert from 'node:assert/strict';
import express from 'express';
import supertest from 'supertest';
import { createApp } from '../../src/http/app.ts';
import { errorHandler } from '../../src/http/middleware/errors.ts';
import { writeTransaction } from '../../src/events/transaction.ts';
import { testDatabaseUrl } from '../setup.ts';
import { testConfig, uid } from '../support/api.ts';

describe('events: a write ended by a deadlock is made again', function () {
  let handle: ReturnType<typeof createApp>;
  before(() => {
    handle = createApp({ config: testConfig(), databaseUrl: testDatabaseUrl() });
  });
  after(() => handle.close());
  const origin = () => ({ requestId: uid(), user: null, base: 'http://inventory.example.test/api/' });
  const failure = (code: string) => Object.assign(new Error(`failed with ${code}`), { code });
  const tagged = async (slug: string) => (await handle.services.pool`SELECT count(*)::int AS n FROM extras_tag WHERE slug = ${slug}`)[0]!.n as number;

  it('makes the write again after a deadlock, and what the ended attempt wrote is not kept', async () => {
    const slug = `retry-${uid()}`;
    let attempts = 0;
    const { result } = await writeTransaction(handle.services, origin(), async (tx) => {
      attempts++;
      await tx`INSERT INTO extras_tag (name, slug) VALUES (${slug}, ${slug})`;
      if (attempts === 1) throw failure('40P01');
      return attempts;
    });
    assert.equal(result, 2);
    assert.equal(await tagged(slug), 1);
  });

  it('gives up after three attempts with the database\'s error; other errors are not retried', async () => {
    for (const [code, expected] of [['40P01', 3], ['40001', 3], ['23505', 1], ['57014', 1]] as const) {
      let attempts = 0;
      await assert.rejects(writeTransaction(handle.services, origin(), async () => {
        attempts++;
        throw failure(code);
      }), (e: { code?: string }) => e.code === code);
      assert.equal(attempts, expected, code);
    }
  });

  it('answers a write that conflicted every time 503 with Retry-After, not 500', async () => {
    const app = express();
    app.post('/conflict', () => { throw failure('40P01'); });
    app.use(errorHandler);
    const r = await supertest(app).post('/conflict');
    assert.equal(r.status, 503);
    assert.equal(r.headers['retry-after'], '1');
    assert.match(r.body.detail, /nothing of it was saved/);
  });
});
