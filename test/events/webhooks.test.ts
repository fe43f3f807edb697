// Webhooks: saved only when valid; fired by their own triggers and by event rules (once when
// both match), when their condition holds; queued in the request's transaction (nothing for a
// rolled-back request); delivered with the configured method, headers, template and
// signature; retried with backoff; in order per object; inspectable as background tasks.
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BURST_DELIVERIES, DELIVERY_ROUNDS, openQueue } from '../../src/events/queue.ts';
import { RENDER_LIMIT_MS } from '../../src/events/templates.ts';
import { startWorkers, type Workers } from '../../src/events/worker.ts';
import { testDatabaseUrl } from '../setup.ts';
import { auth, grant, startApi, uid, type Obj, type TestApi } from '../support/api.ts';
import { webhookHelpers, whereExpTemplate } from './hooks.ts';
import { startReceiver, type Receiver } from './receiver.ts';

// WEBHOOK_RETRY_DELAY_MAX at WEBHOOK_RETRY_DELAY: a delivery failing for good makes its four
// attempts a second or two apart, as soon as pg-boss's backoff allows.
const SETTINGS = { WEBHOOK_RETRY_DELAY: '1', WEBHOOK_RETRY_DELAY_MAX: '1', WEBHOOK_RETRIES: '3', WEBHOOK_TIMEOUT: '3' };

describe('webhooks', function () {
  this.timeout(60_000);
  let api: TestApi;
  let workers: Workers;
  let receiver: Receiver;
  const { post, patch, del, get, created, refused, webhook, dropWebhooks, keep, site, tasks, settle } = webhookHelpers(() => api, () => receiver.url);
  before(async () => {
    api = await startApi(SETTINGS);
    receiver = await startReceiver();
    workers = await startWorkers(api.config, testDatabaseUrl(), 4);
  });
  afterEach(async () => {
    // Other tests' changes must not call on this file's receivers.
    await dropWebhooks();
    receiver.reset();
  });
  after(async () => {
    await workers.stop();
    await receiver.close();
    await api.close();
  });

  describe('validation', () => {
    it('refuses a webhook without object types or events, with a template that does not compile, or a condition that does not parse', async () => {
      const base = { name: `v-${uid()}`, payload_url: 'http://127.0.0.1:9/' };
      await refused(post('extras/webhooks', { ...base, content_types: ['dcim.site'] }), 'type_create', /at least one type/);
      await refused(post('extras/webhooks', { ...base, type_create: true }), 'content_types', /at least one object type/);
      await refused(post('extras/webhooks', { ...base, type_create: true, content_types: ['dcim.nothing'] }), 'content_types', /dcim\.nothing/);
      await refused(post('extras/webhooks', { ...base, type_create: true, content_types: ['dcim.site'], body_template: '{% if %}' }), 'body_template', /Invalid template/);
      await refused(post('extras/webhooks', { ...base, type_create: true, content_types: ['dcim.site'], payload_url: 'http://x/{{ data | nosuchfilter }}' }), 'payload_url', /nosuchfilter/);
      await refused(post('extras/webhooks', { ...base, type_create: true, content_types: ['dcim.site'], additional_headers: 'X: {% for %}' }), 'additional_headers');
      await refused(post('extras/webhooks', { ...base, type_create: true, content_types: ['dcim.site'], conditions: { xor: [] } }), 'conditions', /logic/);
      await refused(post('extras/webhooks', { ...base, type_create: true, content_types: ['dcim.site'], conditions: { and: [{ attr: 'status.value', value: 'x', op: 'gt' }] } }), 'conditions', /gt/);
      await refused(post('extras/webhooks', { ...base, type_create: true, content_types: ['dcim.site'], conditions: { and: [{ attr: 'name', value: '(', op: 'regex' }] } }), 'conditions', /regular expression/);
      await refused(post('extras/webhooks', { ...base, type_create: true, content_types: ['dcim.site'], http_method: 'FOO' }), 'http_method', /GET, POST, PUT, PATCH, DELETE/);
      assert.equal((await get(`extras/webhooks/?name=${base.name}`)).count, 0);
      // A webhook only event rules fire (NetBox 3.7's shape) has neither.
      const only = await created('extras/webhooks', { ...base });
      keep(only.id);
      assert.deepEqual(only.content_types, []);
      await refused(post('extras/event-rules', { name: `r-${uid()}`, content_types: ['dcim.site'], action_object_type: 'extras.webhook', action_object_id: only.id }), 'type_create');
    });
  });

  describe('regex conditions (RE2)', () => {
    it('refuses a regex RE2 does not take (backreference, lookahead) on the conditions field, for webhooks and event rules', async () => {
      const base = { name: `re-${uid()}`, payload_url: 'http://127.0.0.1:9/', type_create: true, content_types: ['dcim.site'] };
      for (const value of ['(a)\\1', '^(?!x)', 'a'.repeat(501), 'a{1000}'.repeat(10)])
        await refused(post('extras/webhooks', { ...base, conditions: { and: [{ attr: 'name', value, op: 'regex' }] } }), 'conditions', /Invalid regular expression/);
      const only = await created('extras/webhooks', { name: `re-only-${uid()}`, payload_url: 'http://127.0.0.1:9/' });
      keep(only.id);
      await refused(post('extras/event-rules', { name: `r-${uid()}`, content_types: ['dcim.site'], type_create: true, action_object_type: 'extras.webhook', action_object_id: only.id,
        conditions: { or: [{ attr: 'name', value: '(?<=a)b', op: 'regex' }] } }), 'conditions', /Invalid regular expression '\(\?<=a\)b'/);
      assert.equal((await get(`extras/webhooks/?name=${base.name}`)).count, 0);
    });

    it("answers a write at once under a catastrophic pattern (^(a+)+$), and fires when it matches", async () => {
      await webhook({ conditions: { and: [{ attr: 'name', value: '^(a+)+$', op: 'regex' }] } });
      const started = Date.now();
      // 40 characters never returned with a backtracking engine.
      const r = await post('dcim/sites', { name: `${'a'.repeat(40)}!`, slug: `re-${uid()}` });
      assert.equal(r.status, 201);
      assert.ok(Date.now() - started < 10_000, `answered after ${Date.now() - started} ms`);
      const s = await created('dcim/sites', { name: 'a'.repeat(40), slug: `re-${uid()}` });
      const [got] = await receiver.waitFor(1);
      assert.equal(got!.json.data.id, s.id);
      await settle();
      assert.equal(receiver.all.length, 1, 'only the matching name fired');
    });
  });

  describe('fields NetBox serializes as plain strings', () => {
    it('gives http_method and http_content_type as strings, and takes them so', async () => {
      const w = await webhook({ http_method: 'PATCH', http_content_type: 'application/x-www-form-urlencoded' });
      assert.equal(w.http_method, 'PATCH');
      assert.equal(w.http_content_type, 'application/x-www-form-urlencoded');
      const fresh = await get(`extras/webhooks/${w.id}/`);
      assert.equal(fresh.http_method, 'PATCH');
      const d = await webhook({});
      assert.equal(d.http_method, 'POST');
      assert.equal(d.http_content_type, 'application/json');
      assert.equal((await get(`extras/webhooks/?http_method=PATCH&id=${w.id}`)).count, 1);
      await refused(patch('extras/webhooks', w.id, { http_method: 'post' }), 'http_method');
      assert.equal((await get(`extras/webhooks/${w.id}/`)).http_method, 'PATCH', 'unchanged');
    });
  });

  describe('ca_file_path', () => {
    const dir = mkdtempSync(join(tmpdir(), 'netinv-ca-'));
    after(() => rmSync(dir, { recursive: true, force: true }));

    it('must be a regular readable file of at most 1 MB, with one message whatever else it is', async () => {
      const fifo = join(dir, 'fifo');
      execFileSync('mkfifo', [fifo]);
      const large = join(dir, 'large.pem');
      writeFileSync(large, 'x'.repeat(1024 * 1024 + 1));
      const messages = new Set<string>();
      for (const path of [join(dir, 'missing.pem'), dir, '/dev/zero', fifo, large, '/proc/self/status/x']) {
        const r = await post('extras/webhooks', { name: `ca-${uid()}`, payload_url: 'https://127.0.0.1:9/', type_create: true, content_types: ['dcim.site'], ca_file_path: path });
        assert.equal(r.status, 400, `${path}: ${JSON.stringify(r.body)}`);
        assert.deepEqual(Object.keys(r.body), ['ca_file_path']);
        messages.add(r.body.ca_file_path[0]);
      }
      assert.deepEqual([...messages], ['The CA certificate file must be a regular file of at most 1 MB that netinv can read.']);
      const good = join(dir, 'good.pem');
      writeFileSync(good, '-----BEGIN CERTIFICATE-----\n');
      const w = await webhook({ ca_file_path: good });
      assert.equal(w.ca_file_path, good);
    });
  });

  describe('template limits', () => {
    it("ends a delivery's render at its deadline, outside the API's thread: other requests answer meanwhile, and the delivery fails for good", async () => {
      // An array appended to itself, then one where_exp of 70 clauses over it: 40 s of a
      // single filter call.
      const w = await webhook({ body_template: whereExpTemplate(18) });
      await site();
      const taskOf = async () => (await tasks(`webhook=${w.id}`))[0];
      const until = Date.now() + 20_000;
      while ((await taskOf())?.status !== 'active' && Date.now() < until) await settle(20);
      // Meanwhile the API answers: each status request returns long before the render would end.
      const waits: number[] = [];
      for (let i = 0; i < 5; i++) {
        const asked = Date.now();
        assert.equal((await api.request.get('/api/status/').set(auth)).status, 200);
        waits.push(Date.now() - asked);
      }
      assert.ok(Math.max(...waits) < 3000, `status answered after ${waits.join(', ')} ms`);
      let task = await taskOf();
      while (task?.status !== 'failed' && Date.now() < until + 20_000) {
        await settle(100);
        task = await taskOf();
      }
      assert.equal(task!.status, 'failed', 'failed without waiting for retries (WEBHOOK_RETRIES=3)');
      assert.equal(task!.error, `Template exceeded its time limit of ${RENDER_LIMIT_MS} ms`);
      assert.equal(task!.attempts, 1);
      const took = Date.parse(task!.completed) - Date.parse(task!.started);
      assert.ok(took >= RENDER_LIMIT_MS && took < RENDER_LIMIT_MS * 10 + 10_000, `the attempt took ${took} ms`);
      assert.equal(receiver.all.length, 0, 'nothing sent');
    });
  });

  describe('delivery', () => {
    it('sends the object as the request\'s NetBox API version read it: a VM\'s disk in GB at 3.7, MB at /v4.6/api/, links under its root', async () => {
      await webhook({ content_types: ['virtualization.virtualmachine'] });
      const s = await site();
      const byDefault = await post('virtualization/virtual-machines', { name: `vm-${uid()}`, site: s.id, disk: 5 });
      assert.equal(byDefault.status, 201);
      assert.equal((await receiver.waitFor(1))[0]!.json.data.disk, 5);
      receiver.reset();
      const pinned = await api.request.post('/v4.6/api/virtualization/virtual-machines/').set(auth).send({ name: `vm-${uid()}`, site: s.id, disk: 5 });
      assert.equal(pinned.status, 201);
      const data = (await receiver.waitFor(1))[0]!.json.data;
      assert.equal(data.disk, 5);
      assert.match(data.url, /\/v4\.6\/api\/virtualization\/virtual-machines\/\d+\/$/);
      assert.equal((await api.request.get(`/api/virtualization/virtual-machines/${pinned.body.id}/`).set(auth)).body.disk, 0, '5 MB is 0 whole GB');
    });

    it('sends the default body, the content type, rendered URL and headers and the signature, after the request answered', async () => {
      const w = await webhook({ payload_url: `${receiver.url}/hook/{{ model }}/{{ data.slug }}`, additional_headers: 'X-Event: {{ event }}\nX-User: {{ username }}', secret: 's3cret', http_content_type: 'application/json' });
      const u = uid();
      const r = await post('dcim/sites', { name: `s-${u}`, slug: `s-${u}` });
      assert.equal(r.status, 201);
      const [got] = await receiver.waitFor(1);
      assert.equal(got!.method, 'POST');
      assert.equal(got!.path, `/hook/site/s-${u}`);
      assert.equal(got!.headers['content-type'], 'application/json');
      assert.equal(got!.headers['x-event'], 'created');
      assert.equal(got!.headers['x-user'], 'admin');
      assert.equal(got!.headers['x-hook-signature'], createHmac('sha512', 's3cret').update(got!.body).digest('hex'));
      const body = got!.json;
      assert.deepEqual(Object.keys(body), ['event', 'timestamp', 'model', 'username', 'request_id', 'data', 'snapshots'], 'the spec\'s order');
      assert.deepEqual(Object.keys(body.data).slice(0, 5), ['id', 'url', 'display_url', 'display', 'name'], 'the REST representation\'s order');
      assert.equal(body.event, 'created');
      assert.equal(body.model, 'site');
      assert.equal(body.username, 'admin');
      assert.equal(body.request_id, r.headers['x-request-id']);
      assert.match(body.timestamp, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d+\+00:00$/);
      assert.deepEqual(body.data.id, r.body.id);
      assert.equal(body.data.status.value, 'active');
      assert.equal(body.snapshots.prechange, null);
      assert.equal(body.snapshots.postchange.slug, `s-${u}`);
      // The worker marks the task completed once the answer is read, after the receiver saw it.
      let [task] = await tasks(`webhook=${w.id}&status=completed`);
      for (const until = Date.now() + 10_000; !task && Date.now() < until; [task] = await tasks(`webhook=${w.id}&status=completed`)) await settle(50);
      assert.equal(task!.last_status, 200);
      assert.equal(task!.attempts, 1);
      assert.equal(task!.object_id, r.body.id);
    });

    it('renders a body template with tojson, if and for; sends updated and deleted events with the method asked', async () => {
      await webhook({ http_method: 'PUT', http_content_type: 'text/plain', body_template: '{{ event }} {{ data.name }}{% if snapshots.prechange %} was {{ snapshots.prechange.description | tojson }}{% endif %}{% for t in data.tags %} #{{ t.name }}{% endfor %}' });
      const s = await site();
      await patch('dcim/sites', s.id, { description: 'x' });
      await del('dcim/sites', s.id);
      const got = await receiver.waitFor(3);
      assert.deepEqual(got.map((g) => g.body), [`created ${s.name}`, `updated ${s.name} was ""`, `deleted ${s.name} was "x"`]);
      assert.ok(got.every((g) => g.method === 'PUT' && g.headers['content-type'] === 'text/plain'));
    });

    it('fires only when the condition holds', async () => {
      await webhook({ conditions: { and: [{ attr: 'status.value', value: 'planned' }, { or: [{ attr: 'name', value: 'cond-', op: 'regex' }, { attr: 'description', value: 'x', op: 'contains' }] }] } });
      const u = uid();
      await created('dcim/sites', { name: `cond-a-${u}`, slug: `ca-${u}` }); // active: no
      await created('dcim/sites', { name: `cond-b-${u}`, slug: `cb-${u}`, status: 'planned' }); // yes
      await created('dcim/sites', { name: `other-${u}`, slug: `co-${u}`, status: 'planned' }); // no
      await created('dcim/sites', { name: `other2-${u}`, slug: `cx-${u}`, status: 'planned', description: 'xyz' }); // yes
      await receiver.waitFor(2);
      await settle();
      assert.deepEqual(receiver.received.map((g) => g.json.data.name).sort(), [`cond-b-${u}`, `other2-${u}`]);
    });

    it('sends once when the webhook\'s own trigger and an event rule both match; an event rule alone fires its webhook', async () => {
      const both = await webhook({ type_update: false });
      const rule = await created('extras/event-rules', { name: `r-${uid()}`, content_types: ['dcim.site'], type_create: true, type_update: true, action_object_type: 'extras.webhook', action_object_id: both.id });
      assert.equal(rule.action_object.id, both.id);
      const s = await site();
      await patch('dcim/sites', s.id, { description: 'by the rule' });
      await receiver.waitFor(2);
      await settle();
      assert.deepEqual(receiver.received.map((g) => g.json.event), ['created', 'updated']);
    });

    it('sends one delivery per object of a bulk request, whose items are written under a savepoint', async () => {
      await webhook({});
      const u = uid();
      const r = await post('dcim/sites', [1, 2, 3].map((i) => ({ name: `b${i}-${u}`, slug: `b${i}-${u}` })));
      assert.equal(r.status, 201);
      const got = await receiver.waitFor(3);
      assert.deepEqual(got.map((g) => g.json.data.id).sort(), (r.body as Obj[]).map((s) => s.id).sort());
      assert.ok(got.every((g) => g.json.event === 'created' && g.json.request_id === r.headers['x-request-id']));
    });

    it('sends nothing for a bulk request that fails on its last item, and logs nothing', async () => {
      const w = await webhook({});
      const u = uid();
      await site(`dup-${u}`);
      await receiver.waitFor(1);
      const r = await post('dcim/sites', [{ name: `n1-${u}`, slug: `n1-${u}` }, { name: `n2-${u}`, slug: `n2-${u}` }, { name: `s-dup-${u}`, slug: `s-dup-${u}` }]);
      assert.equal(r.status, 400);
      await settle(1500);
      assert.equal(receiver.all.length, 1);
      assert.equal((await tasks(`webhook=${w.id}`)).length, 1);
      assert.equal((await get(`extras/object-changes/?request_id=${r.headers['x-request-id']}`)).count, 0);
    });

    it('delivers every event to a receiver that was down, after retries', async () => {
      const down = await startReceiver();
      const port = down.port;
      await down.close();
      await webhook({ payload_url: `http://127.0.0.1:${port}/late` });
      const sites = [await site(), await site(), await site()];
      await settle(1200);
      const failedOnce = await tasks('status=queued&object_type=dcim.site');
      assert.ok(failedOnce.some((t) => t.attempts >= 1 && t.error), JSON.stringify(failedOnce));
      const up = await startReceiver(port);
      try {
        const got = await up.waitFor(3, 25_000);
        assert.deepEqual(got.map((g) => g.json.data.id).sort(), sites.map((s) => s.id).sort());
      } finally {
        await up.close();
      }
    });

    it('keeps the order of one object\'s deliveries, however slow the receiver', async () => {
      await webhook({ type_create: false });
      const s = await site();
      receiver.answer = async () => {
        await new Promise((r) => setTimeout(r, Math.random() * 60));
        return 200;
      };
      for (let i = 1; i <= 8; i++) assert.equal((await patch('dcim/sites', s.id, { description: `v${i}` })).status, 200);
      const got = await receiver.waitFor(8);
      assert.deepEqual(got.map((g) => g.json.data.description), [1, 2, 3, 4, 5, 6, 7, 8].map((i) => `v${i}`));
    });
  });

  describe('queue bookkeeping', () => {
    const analysed = async () => (await api.sql<{ at: Date | null }[]>`SELECT last_analyze AS at FROM pg_stat_user_tables WHERE schemaname = 'pgboss' AND relname = 'job_common'`)[0]?.at?.getTime() ?? 0;

    it("runs the workers' queue sessions without waiting for their commits to reach disk, and the API's with", async () => {
      // The test cluster itself runs with synchronous_commit off: where a session's value comes from tells them apart.
      const [server] = await api.sql`SELECT setting, source FROM pg_settings WHERE name = 'synchronous_commit'`;
      for (const [work, expected] of [[true, { setting: 'off', source: 'client' }], [false, server]] as const) {
        const boss = await openQueue(api.config, testDatabaseUrl(), work);
        try {
          const { rows } = await boss.getDb().executeSql(`SELECT setting, source FROM pg_settings WHERE name = 'synchronous_commit'`);
          assert.deepEqual({ ...rows[0] }, { ...expected });
        } finally {
          await boss.stop({ graceful: false, close: true });
        }
      }
    });

    it("refreshes the job table's planner statistics when a fetch comes back at least half full (a backlog), and delivers the backlog", async () => {
      const before = await analysed();
      await webhook({});
      const u = uid();
      // More than one fetch takes at 4 concurrent deliveries (DELIVERY_ROUNDS * 4).
      const count = DELIVERY_ROUNDS * 4 + 8;
      const r = await post('dcim/sites', Array.from({ length: count }, (_, i) => ({ name: `q${i}-${u}`, slug: `q${i}-${u}` })));
      assert.equal(r.status, 201);
      const got = await receiver.waitFor(count, 30_000);
      assert.deepEqual(got.map((g) => g.json.data.id).sort(), (r.body as Obj[]).map((s) => s.id).sort());
      const until = Date.now() + 10_000;
      while ((await analysed()) <= before && Date.now() < until) await settle(100);
      assert.ok((await analysed()) > before, 'the job table was analysed');
    });
    it("refreshes the job table's statistics in a request that queues a burst, so that they count its deliveries at the commit", async () => {
      await workers.stop(); // nothing else analyses the table meanwhile
      try {
        const before = await analysed();
        await webhook({});
        const u = uid();
        const r = await post('dcim/sites', Array.from({ length: BURST_DELIVERIES }, (_, i) => ({ name: `burst${i}-${u}`, slug: `burst${i}-${u}` })));
        assert.equal(r.status, 201);
        assert.ok((await analysed()) > before, 'analysed by the request');
        const [state] = await api.sql<{ vals: string[]; freqs: number[] }[]>`
          SELECT most_common_vals::text::text[] AS vals, most_common_freqs AS freqs FROM pg_stats WHERE schemaname = 'pgboss' AND tablename = 'job_common' AND attname = 'state'`;
        const n = (await api.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM pgboss.job_common`)[0]!.n;
        const created = state!.freqs[state!.vals.indexOf('created')] ?? 0;
        assert.ok(created * n >= BURST_DELIVERIES * 0.9, `the statistics count the queued deliveries (${created} of ${n} rows)`);
      } finally {
        workers = await startWorkers(api.config, testDatabaseUrl(), 4);
      }
      assert.equal((await receiver.waitFor(BURST_DELIVERIES, 30_000)).length, BURST_DELIVERIES);
    });

  });

  describe('background tasks', () => {
    it('lists a failed delivery with its attempts, status, answer and error; requeues and deletes it', async () => {
      const w = await webhook({});
      receiver.answer = () => 500;
      const s = await site();
      const until = Date.now() + 30_000;
      let failed: Obj[] = [];
      while (Date.now() < until && failed.length === 0) {
        await settle(300);
        failed = await tasks(`webhook=${w.id}&status=failed`);
      }
      assert.equal(failed.length, 1, 'failed after its retries');
      const task = failed[0]!;
      assert.equal(task.attempts, 4);
      assert.equal(task.last_status, 500);
      assert.equal(task.response_excerpt, 'refused with 500');
      assert.match(task.error, /Status 500/);
      assert.equal(task.object_id, s.id);
      assert.equal(receiver.all.length, 4);
      const detail = await get(`extras/background-tasks/${task.id}/`);
      assert.equal(detail.id, task.id);
      receiver.answer = () => 200;
      const rq = await api.request.post(`/api/extras/background-tasks/${task.id}/requeue/`).set(auth);
      assert.equal(rq.status, 200, JSON.stringify(rq.body));
      await receiver.waitFor(1);
      await settle(300);
      assert.equal((await get(`extras/background-tasks/${task.id}/`)).status, 'completed');
      assert.equal((await api.request.post(`/api/extras/background-tasks/${task.id}/requeue/`).set(auth)).status, 409);
      assert.equal((await api.request.delete(`/api/extras/background-tasks/${task.id}/`).set(auth)).status, 204);
      assert.equal((await api.request.get(`/api/extras/background-tasks/${task.id}/`).set(auth)).status, 404);
      assert.equal((await api.request.get('/api/extras/background-tasks/?status=bogus').set(auth)).status, 400);
    });

    it('is for superusers and holders of a webhook permission only', async () => {
      const u = uid();
      const user = await created('users/users', { username: `bt-${u}`, password: 'a-long-password-1234' });
      const token = await created('users/tokens', { user: user.id });
      const as = { Authorization: `Token ${token.key}` };
      assert.equal((await api.request.get('/api/extras/background-tasks/')).status, 403);
      assert.equal((await api.request.get('/api/extras/background-tasks/').set(as)).status, 403);
      await grant(api, user.id, ['extras.webhook'], ['view']);
      assert.equal((await api.request.get('/api/extras/background-tasks/').set(as)).status, 200);
      const [any] = await tasks('limit=1');
      if (any) assert.equal((await api.request.delete(`/api/extras/background-tasks/${any.id}/`).set(as)).status, 403);
    });
  });
});
