// Bounded work (issue 15, items 7 and 8): validation_regex runs on a linear-time engine; bulk
// requests have a maximum number of items; every statement runs under STATEMENT_TIMEOUT; one
// client's requests take turns on part of the pool while other clients' go straight through.
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { KeyedGate } from '../../src/concurrency/keyed-gate.ts';
import { clientFairness } from '../../src/http/middleware/fairness.ts';
import { auth, startApi, uid, type TestApi } from '../support/api.ts';

describe('api: bounded work', () => {
  let api: TestApi;
  before(async () => {
    api = await startApi({ MAX_BULK_ITEMS: '5', STATEMENT_TIMEOUT: '1', CLIENT_CONNECTIONS: '2' });
  });
  after(() => api.close());

  it('validation_regex: ^(a+)+$ against 41 characters answers at once (RE2 semantics); patterns RE2 cannot run are refused when saved', async () => {
    const name = `re_${uid()}`;
    // On a model no other test reads custom fields of (they would show on its objects).
    const made = await api.request.post('/api/extras/custom-fields/').set(auth).send({ name, content_types: ['dcim.rackrole'], type: 'text', validation_regex: '^(a+)+$' });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    try {
      const u = uid();
      // The route's first request compiles its validator (seconds on busy cores): not timed below.
      assert.equal((await api.request.post('/api/dcim/rack-roles/').set(auth).send({})).status, 400);
      // A backtracking engine needs about 2^41 steps for this (days), so it never answers
      // within the test's timeout; RE2 answers in linear time. No timing is asserted.
      const r = await api.request.post('/api/dcim/rack-roles/').set(auth).send({ name: `re-${u}`, slug: `re-${u}`, custom_fields: { [name]: `${'a'.repeat(41)}!` } });
      assert.equal(r.status, 400);
      assert.match(JSON.stringify(r.body.custom_fields), /must match regex/);
      const ok = await api.request.post('/api/dcim/rack-roles/').set(auth).send({ name: `re2-${u}`, slug: `re2-${u}`, custom_fields: { [name]: 'a'.repeat(41) } });
      assert.equal(ok.status, 201, JSON.stringify(ok.body));
    } finally {
      await api.request.delete(`/api/extras/custom-fields/${made.body.id}/`).set(auth);
    }
    for (const pattern of ['(a)\\1', '(?=a)a', '(?<!b)a', '[']) {
      const bad = await api.request.post('/api/extras/custom-fields/').set(auth).send({ name: `bad_${uid()}`, content_types: ['dcim.rackrole'], type: 'text', validation_regex: pattern });
      assert.equal(bad.status, 400, pattern);
      assert.deepEqual(Object.keys(bad.body), ['validation_regex']);
    }
  });

  it('a bulk request over MAX_BULK_ITEMS is a 400 naming the limit, for POST, PATCH, PUT and DELETE; nothing written', async () => {
    const u = uid();
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `b${i}-${u}`, slug: `b${i}-${u}` }));
    for (const method of ['post', 'patch', 'put', 'delete'] as const) {
      const body = method === 'post' ? six : six.map((_, i) => ({ id: i + 1, description: 'x' }));
      const r = await api.request[method]('/api/extras/tags/').set(auth).send(body);
      assert.equal(r.status, 400, method);
      assert.match(r.body.non_field_errors[0], /at most 5 objects \(MAX_BULK_ITEMS\); this one has 6/);
    }
    assert.equal((await api.sql`SELECT count(*)::int AS n FROM extras_tag WHERE slug LIKE ${`%-${u}`}`)[0]!.n, 0);
    assert.equal((await api.request.post('/api/extras/tags/').set(auth).send(six.slice(0, 5))).status, 201);
  });

  it("every statement runs under STATEMENT_TIMEOUT: a longer one is cancelled", async () => {
    assert.equal((await api.pool`SHOW statement_timeout`)[0]!.statement_timeout, '1s');
    await assert.rejects(api.pool`SELECT pg_sleep(1.5)`, (e: { code?: string }) => e.code === '57014');
  });

  it('one client holds at most CLIENT_CONNECTIONS requests at once; the others wait their turn, other clients do not', async () => {
    const gate = new KeyedGate(2);
    const order: string[] = [];
    const work = async (key: string, name: string, release: Promise<void>) => {
      await gate.enter(key);
      order.push(`start ${name}`);
      await release;
      gate.leave(key);
    };
    let open!: () => void;
    const held = new Promise<void>((r) => (open = r));
    const a = [work('a', 'a1', held), work('a', 'a2', held), work('a', 'a3', Promise.resolve())];
    await new Promise((r) => setImmediate(r));
    assert.equal(gate.running('a'), 2);
    await work('b', 'b1', Promise.resolve());
    assert.deepEqual(order, ['start a1', 'start a2', 'start b1'], 'a3 waits, b1 goes through');
    open();
    await Promise.all(a);
    assert.deepEqual(order.slice(3), ['start a3']);
    assert.equal(gate.running('a'), 0);
    // Through the API: twelve concurrent bulk writes of one client all complete, in turns.
    const u = uid();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) =>
      api.request.post('/api/extras/tags/').set(auth).send(Array.from({ length: 5 }, (_, j) => ({ name: `f${i}-${j}-${u}`, slug: `f${i}-${j}-${u}` })))));
    assert.deepEqual([...new Set(answers.map((r) => r.status))], [201]);
  });

  it('a client that leaves while its request waits its turn frees the turn: the next request is answered', async () => {
    let open!: () => void;
    const held = new Promise<void>((r) => (open = r));
    const handled: string[] = [];
    const app = express();
    app.use(clientFairness(1, []));
    app.get('/:name', async (req, res) => {
      handled.push(req.params.name);
      await held;
      res.end('ok');
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const first = fetch(`${url}/first`).then((r) => r.text());
      while (handled.length === 0) await new Promise((r) => setTimeout(r, 5));
      const leaving = new AbortController();
      const gone = fetch(`${url}/gone`, { signal: leaving.signal }).catch((e: Error) => e.name);
      await new Promise((r) => setTimeout(r, 50));
      leaving.abort();
      assert.equal(await gone, 'AbortError');
      await new Promise((r) => setTimeout(r, 50));
      open();
      assert.equal(await first, 'ok');
      const next = await fetch(`${url}/next`, { signal: AbortSignal.timeout(2000) });
      assert.equal(await next.text(), 'ok');
      assert.deepEqual(handled, ['first', 'next'], 'the request that left is not handled');
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
