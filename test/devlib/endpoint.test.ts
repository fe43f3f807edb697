// GET /api/dcim/devices/<id>/devlib/ end to end: the real app over HTTP, a device whose
// primary address is a loopback address where the device simulator replays recorded fixtures
// over real SSH, NETCONF and HTTPS. Each device gets its own 127.x address, so the unique IP
// space rules never meet another test's device.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { startSimulator } from '../../src/devlib/simulator/index.ts';
import type { RunningDevice } from '../../src/devlib/simulator/device.ts';
import { generateHostKey } from '../../src/devlib/simulator/host_key.ts';
import { deviceText } from '../../src/devlib/transports/words.ts';
import { caseFolders, readExpected } from '../../src/devlib/fixtures.ts';
import { setLogSink } from '../../src/log.ts';
import { auth, grant, modelHelpers, startApi, uid, type Obj, type TestApi } from '../support/api.ts';
import { factories, type DeviceSite } from '../support/factories.ts';
import { assertMatches, FIXTURES } from './replay.ts';

const CREDENTIALS = { DEVLIB_USERNAME: 'netops', DEVLIB_PASSWORD: 'pa55-word-of-the-day' };

let nextAddress = 1 + Math.floor(Math.random() * 200);
/** A loopback address of its own for each device (127.77.x.y). */
const loopback = () => {
  nextAddress += 1;
  return `127.77.${Math.floor(nextAddress / 250) % 250}.${(nextAddress % 250) + 1}`;
};

const expected = (driver: string, getter: string, kase = 'normal') => readExpected(join(FIXTURES, driver, getter, kase));

describe('live device data endpoint', function () {
  this.timeout(60_000);
  let api: TestApi;
  const h = modelHelpers(() => api);
  const sims: RunningDevice[] = [];
  /** Where the tests' devices are made (one device type, role and site). */
  let place: DeviceSite;

  before(async () => {
    api = await startApi(CREDENTIALS);
    place = await factories(h.created).deviceSite();
  });
  afterEach(async () => {
    await Promise.all(sims.splice(0).map((s) => s.close()));
  });
  after(async () => api.close());

  /** A simulator on its own loopback address, closed after the test. */
  const simulate = async (driver: 'ios' | 'eos' | 'junos', fixtures: string, more: Record<string, unknown> = {}) => {
    const sim = await startSimulator({ driver, fixtures: join(FIXTURES, fixtures), host: loopback(), port: 0, username: 'netops', password: 'pa55-word-of-the-day', ...more });
    sims.push(sim);
    return sim;
  };

  /** A device with a platform (driver and args as given) and, unless `address` is null, that
   * primary IPv4 address on one of its interfaces. */
  const device = async (o: { driver?: string; args?: object | null; address?: string | null; status?: string; platform?: boolean }) => {
    const tag = uid();
    const platform = o.platform === false ? null
      : await h.created('dcim/platforms', { name: `p-${tag}`, slug: `p-${tag}`, devlib_driver: o.driver ?? '', devlib_args: o.args ?? null });
    const d = await place.device({ name: `d-${tag}`, status: o.status ?? 'active', platform: platform?.id ?? null });
    if (o.address !== null && o.address !== undefined) {
      const iface = await h.created('dcim/interfaces', { device: d.id, name: 'mgmt0', type: 'virtual' });
      const ip = await h.created('ipam/ip-addresses', { address: `${o.address}/32`, assigned_object_type: 'dcim.interface', assigned_object_id: iface.id });
      const r = await h.patch('dcim/devices', d.id, { primary_ip4: ip.id });
      assert.equal(r.status, 200, JSON.stringify(r.body));
    }
    return { ...d, platform } as Obj;
  };

  /** A device pointing at a running simulator. */
  const deviceAt = (sim: RunningDevice, driver: string, args: object = {}) => device({ driver, address: sim.host, args: { port: sim.port, ...args } });

  const live = (id: number, methods: string[], headers: Record<string, string> = {}) =>
    api.request.get(`/api/dcim/devices/${id}/devlib/?${methods.map((m) => `method=${encodeURIComponent(m)}`).join('&')}`).set(auth).set(headers);

  it('ios over SSH: several methods share one session, each output exactly the getter\'s', async () => {
    const sim = await simulate('ios', 'ios');
    const d = await deviceAt(sim, 'ios');
    const r = await live(d.id, ['get_facts', 'get_interfaces', 'get_config']);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.deepEqual(Object.keys(r.body), ['get_facts', 'get_interfaces', 'get_config']);
    assertMatches(r.body.get_facts, expected('ios', 'get_facts'));
    assertMatches(r.body.get_interfaces, expected('ios', 'get_interfaces'));
    assertMatches(r.body.get_config, expected('ios', 'get_config'));
    // One session: paging was turned off once, before the first getter's command.
    assert.equal(sim.requests.filter((c) => c === 'terminal length 0').length, 1);
    assert.ok(sim.requests.indexOf('terminal length 0') < sim.requests.indexOf('show version'));
  });

  it('junos over NETCONF and eos over eAPI (HTTPS, its self-signed certificate accepted only when asked)', async () => {
    const junos = await simulate('junos', 'junos/get_facts');
    const j = await deviceAt(junos, 'junos');
    const jr = await live(j.id, ['get_facts']);
    assert.equal(jr.status, 200, JSON.stringify(jr.body));
    assertMatches(jr.body.get_facts, expected('junos', 'get_facts'));

    const eos = await simulate('eos', 'eos/get_facts');
    const refused = await deviceAt(eos, 'eos');
    const er = await live(refused.id, ['get_facts']);
    assert.equal(er.status, 503, JSON.stringify(er.body));
    assert.match(er.body.detail, /certificate/i);
    assert.match(er.body.detail, /verify_tls/);
    assert.equal(eos.requests.length, 0, 'no command reaches a device whose certificate was refused');
    const weakened = await live(refused.id, ['get_facts'], { 'X-DEVLIB-verify_tls': 'false' });
    assert.equal(weakened.status, 400, 'a header cannot switch TLS verification off');
    const platform = await h.patch('dcim/platforms', refused.platform.id, { devlib_args: { port: eos.port, verify_tls: false } });
    assert.equal(platform.status, 200, JSON.stringify(platform.body));
    const accepted = await live(refused.id, ['get_facts']);
    assert.equal(accepted.status, 200, 'verify_tls from the platform');
    assertMatches(accepted.body.get_facts, expected('eos', 'get_facts'));
  });

  it('every recorded case of every driver, through the endpoint: each getter\'s answer is the expected result', async function () {
    this.timeout(120_000);
    for (const driver of ['ios', 'eos', 'junos'] as const) {
      // One device; one simulator per case (folders may record a command differently), all
      // with the same host key, reached through the X-DEVLIB-port header.
      const hostKey = driver === 'eos' ? undefined : generateHostKey();
      const address = loopback();
      const d = await device({ driver, address, args: driver === 'eos' ? { verify_tls: false } : {} });
      for (const dir of caseFolders(join(FIXTURES, driver))) {
        const [getter, kase] = dir.split('/').slice(-2) as [string, string];
        const sim = await startSimulator({ driver, fixtures: dir, host: address, port: 0, username: 'netops', password: 'pa55-word-of-the-day', ...(hostKey ? { hostKey } : {}) });
        try {
          const r = await live(d.id, [getter], { 'X-DEVLIB-port': String(sim.port) });
          assert.equal(r.status, 200, `${driver} ${getter}: ${JSON.stringify(r.body)}`);
          assertMatches(r.body[getter], expected(driver, getter, kase), `$.${driver}.${getter}`);
        } finally {
          await sim.close();
        }
      }
    }
  });

  it('one method\'s failure leaves the others\' output; unknown, non-get and unimplemented methods get error entries', async () => {
    const sim = await simulate('ios', 'ios/get_facts');
    const d = await deviceAt(sim, 'ios');
    const r = await live(d.id, ['get_arp_table', 'get_facts', 'get_x', 'load_merge_candidate', 'get_optics', 'get_facts']);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.deepEqual(Object.keys(r.body), ['get_arp_table', 'get_facts', 'get_x', 'load_merge_candidate', 'get_optics']);
    assert.match(r.body.get_arp_table.error, /^Method get_arp_table failed: % Invalid input/);
    assertMatches(r.body.get_facts, expected('ios', 'get_facts'));
    assert.deepEqual(r.body.get_x, { error: 'Unknown method get_x' });
    assert.deepEqual(r.body.load_merge_candidate, { error: 'Only get_* methods are supported' });
    assert.deepEqual(r.body.get_optics, { error: 'Method get_optics not implemented for driver ios' });
    assert.equal(sim.requests.filter((c) => c === 'show version').length, 1, 'a method asked twice runs once');
  });

  it('no method that can run: the error entries, without connecting to the device', async () => {
    const d = await device({ driver: 'ios', address: loopback(), args: { port: 1 } });
    const r = await live(d.id, ['get_x', 'cli']);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.deepEqual(r.body, { get_x: { error: 'Unknown method get_x' }, cli: { error: 'Only get_* methods are supported' } });
  });

  it('503 with a clear detail: no platform, no driver, no primary IP, nothing listening, a device that never answers', async () => {
    const cases: Array<[Obj, RegExp]> = [
      [await device({ platform: false, address: loopback() }), /No platform is configured for device d-/],
      [await device({ driver: '', address: loopback() }), /No devlib driver is configured for the platform of device d-.*: p-/],
      [await device({ driver: 'ios', address: null }), /has no primary IP address/],
    ];
    for (const [d, detail] of cases) {
      const r = await live(d.id, ['get_facts']);
      assert.equal(r.status, 503, JSON.stringify(r.body));
      assert.deepEqual(Object.keys(r.body), ['detail']);
      assert.match(r.body.detail, detail);
    }
    // A closed port: refused at once.
    const closed = await device({ driver: 'ios', address: loopback(), args: { port: 9 } });
    const refused = await live(closed.id, ['get_facts']);
    assert.equal(refused.status, 503, JSON.stringify(refused.body));
    assert.match(refused.body.detail, /^Error connecting to device d-.* at 127\.77\.[\d.]+:9: /);
    // A server that accepts and never speaks: given up after the call's timeout.
    const host = loopback();
    const silent: Server = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, host, resolve));
    try {
      const mute = await device({ driver: 'ios', address: host, args: { port: (silent.address() as { port: number }).port } });
      const started = Date.now();
      const r = await live(mute.id, ['get_facts'], { 'X-DEVLIB-timeout': '1' });
      assert.equal(r.status, 503, JSON.stringify(r.body));
      assert.ok(Date.now() - started < 10_000, `gave up after ${Date.now() - started} ms`);
    } finally {
      silent.close();
    }
  });

  it('credentials from the settings, overridden by X-DEVLIB-Username/-Password; a refused login is a 503 that never shows the password', async () => {
    const sim = await simulate('ios', 'ios/get_facts', { username: 'other', password: 'secret-other-pass' });
    const d = await deviceAt(sim, 'ios');
    const logged: string[] = [];
    const previousSink = setLogSink((line) => logged.push(line));
    let wrong;
    try {
      wrong = await live(d.id, ['get_facts']);
    } finally {
      setLogSink(previousSink);
    }
    assert.ok(logged.some((l) => l.includes('device unavailable')), 'the refusal is logged');
    assert.ok(!logged.some((l) => l.includes(CREDENTIALS.DEVLIB_PASSWORD)), 'without the password');
    assert.equal(wrong.status, 503, JSON.stringify(wrong.body));
    assert.match(wrong.body.detail, /auth/i);
    assert.ok(!wrong.body.detail.includes(CREDENTIALS.DEVLIB_PASSWORD));
    const badHeader = await live(d.id, ['get_facts'], { 'X-DEVLIB-Username': 'other', 'X-DEVLIB-Password': 'not-the-one' });
    assert.equal(badHeader.status, 503);
    assert.ok(!JSON.stringify(badHeader.body).includes('not-the-one'));
    const right = await live(d.id, ['get_facts'], { 'X-DEVLIB-Username': 'other', 'X-DEVLIB-Password': 'secret-other-pass' });
    assert.equal(right.status, 200, JSON.stringify(right.body));
    assertMatches(right.body.get_facts, expected('ios', 'get_facts'));
  });

  it('driver arguments: DEVLIB_ARGS, then the platform\'s devlib_args, then X-DEVLIB-<argument>; each checked, a bad one a 400', async () => {
    const sim = await simulate('ios', 'ios/get_facts', { secret: 'enable-me' });
    // The platform names a wrong port; the header's wins.
    const d = await device({ driver: 'ios', address: sim.host, args: { port: 9, secret: 'enable-me' } });
    const r = await live(d.id, ['get_facts'], { 'X-DEVLIB-port': String(sim.port) });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.ok(sim.requests.includes('enable'), 'the platform\'s secret entered privileged mode');
    const wrongSecret = await live(d.id, ['get_facts'], { 'X-DEVLIB-port': String(sim.port), 'X-DEVLIB-secret': 'nope-wrong' });
    assert.equal(wrongSecret.status, 400, 'the secret is not a header argument by default (DEVLIB_HEADER_ARGS)');
    assert.match(wrongSecret.body.detail, /X-DEVLIB-secret cannot be set by a header \(DEVLIB_HEADER_ARGS allows: port, timeout\)/);
    assert.ok(!wrongSecret.body.detail.includes('nope-wrong'));
    for (const [name, value, message] of [
      ['X-DEVLIB-port', 'twenty-two', /argument "port": expected a whole number from 1 to 65535/],
      ['X-DEVLIB-port', '70000', /argument "port"/],
      ['X-DEVLIB-ssh_config', '/etc/passwd', /unknown argument "ssh_config"/],
      ['X-DEVLIB-timeout', '-1', /argument "timeout"/],
      ['X-DEVLIB-verify_tls', 'maybe', /argument "verify_tls": expected true or false/],
    ] as const) {
      const bad = await live(d.id, ['get_facts'], { [name]: value });
      assert.equal(bad.status, 400, `${name}: ${JSON.stringify(bad.body)}`);
      assert.match(bad.body.detail, message);
    }
    const secretShown = await live(d.id, ['get_facts'], { 'X-DEVLIB-secret': 'x'.repeat(300) });
    assert.equal(secretShown.status, 400);
    assert.ok(!secretShown.body.detail.includes('xxxx'), 'a rejected secret is not echoed');
  });

  it('X-DEVLIB headers cannot weaken the platform or the settings: no http for https, no TLS verification off, no timeout over DEVLIB_TIMEOUT, only DEVLIB_HEADER_ARGS', async () => {
    const d = await device({ driver: 'eos', address: loopback(), args: { port: 9 } });
    for (const [name, value, message] of [
      ['X-DEVLIB-transport', 'http', /cannot be set by a header/],
      ['X-DEVLIB-verify_tls', 'false', /cannot be set by a header/],
      ['X-DEVLIB-timeout', '31', /at most DEVLIB_TIMEOUT \(30 seconds\)/],
    ] as const) {
      const r = await live(d.id, ['get_facts'], { [name]: value });
      assert.equal(r.status, 400, `${name}: ${JSON.stringify(r.body)}`);
      assert.match(r.body.detail, message);
    }
    // Even when an operator lets headers set them, they may only strengthen.
    const open = await startApi({ ...CREDENTIALS, DEVLIB_HEADER_ARGS: 'port,timeout,transport,verify_tls' });
    try {
      for (const [name, value, message] of [['X-DEVLIB-transport', 'http', /cannot turn https into http/], ['X-DEVLIB-verify_tls', 'no', /cannot switch off TLS verification/]] as const) {
        const r = await open.request.get(`/api/dcim/devices/${d.id}/devlib/?method=get_facts`).set(auth).set(name, value);
        assert.equal(r.status, 400, JSON.stringify(r.body));
        assert.match(r.body.detail, message);
      }
    } finally {
      await open.close();
    }
  });

  it('host keys are stored only after a successful login, and never in maintenance mode', async () => {
    const sim = await simulate('ios', 'ios/get_facts');
    const d = await deviceAt(sim, 'ios');
    const refused = await live(d.id, ['get_facts'], { 'X-DEVLIB-Username': 'intruder', 'X-DEVLIB-Password': 'wrong-password' });
    assert.equal(refused.status, 503, JSON.stringify(refused.body));
    assert.equal((await h.get(`dcim/devlib-host-keys/?device_id=${d.id}`)).count, 0, 'a failed login stores no key');
    const maintenance = await startApi({ ...CREDENTIALS, MAINTENANCE_MODE: 'true' });
    try {
      const r = await maintenance.request.get(`/api/dcim/devices/${d.id}/devlib/?method=get_facts`).set(auth);
      assert.equal(r.status, 200, JSON.stringify(r.body));
      assert.equal((await h.get(`dcim/devlib-host-keys/?device_id=${d.id}`)).count, 0, 'nothing stored in maintenance mode');
    } finally {
      await maintenance.close();
    }
    assert.equal((await live(d.id, ['get_facts'])).status, 200);
    assert.equal((await h.get(`dcim/devlib-host-keys/?device_id=${d.id}`)).count, 1);
  });

  it('host keys are kept per address and port: a call to another port cannot replace the stored key', async () => {
    const sim = await simulate('ios', 'ios/get_facts');
    const d = await deviceAt(sim, 'ios');
    assert.equal((await live(d.id, ['get_facts'])).status, 200);
    // Another SSH server, another key, on another port of the same address, reached by a
    // read-only user's header.
    const other = await startSimulator({ driver: 'ios', fixtures: join(FIXTURES, 'ios/get_facts'), host: sim.host, port: 0, username: 'netops', password: 'pa55-word-of-the-day', hostKey: generateHostKey() });
    sims.push(other);
    const username = `ro-${uid()}`;
    await h.created('users/users', { username, password: 'a-long-password' });
    const t = await api.request.post('/api/users/tokens/provision/').send({ username, password: 'a-long-password', write_enabled: false });
    const user = (await api.sql`SELECT id FROM users_user WHERE username = ${username}`)[0]!.id as number;
    await grant(api, user, ['dcim.device'], ['view', 'devlib_read']);
    const readOnly = { Authorization: `Token ${t.body.key}` };
    const elsewhere = await api.request.get(`/api/dcim/devices/${d.id}/devlib/?method=get_facts`).set(readOnly).set('X-DEVLIB-port', String(other.port));
    assert.equal(elsewhere.status, 200, JSON.stringify(elsewhere.body));
    const stored = ((await h.get(`dcim/devlib-host-keys/?device_id=${d.id}&limit=10`)).results as Obj[]).map((k) => [k.port, k.fingerprint]).sort();
    assert.deepEqual(stored, [[sim.port, sim.hostKey!.fingerprint], [other.port, other.hostKey!.fingerprint]].sort());
    assert.equal((await live(d.id, ['get_facts'])).status, 200, 'the first port keeps its key');
  });

  it("a device's own error text comes back shortened and without control characters", () => {
    const said = `% Invalid input\x1b[31m\r\n\u0000${'x'.repeat(1000)}`;
    const shown = deviceText(said);
    assert.ok(shown.length <= 300, String(shown.length));
    assert.doesNotMatch(shown, /[\u0000-\u001f\u007f]/);
    assert.match(shown, /^% Invalid input x+…$/);
  });

  it('400 without a method; 404 for a device that does not exist or that the user cannot see', async () => {
    const d = await device({ driver: 'ios', address: loopback() });
    const none = await api.request.get(`/api/dcim/devices/${d.id}/devlib/`).set(auth);
    assert.equal(none.status, 400, JSON.stringify(none.body));
    assert.match(none.body.method[0], /method=get_facts/);
    assert.equal((await live(2147483000, ['get_facts'])).status, 404);
    assert.equal((await api.request.post(`/api/dcim/devices/${d.id}/devlib/?method=get_facts`).set(auth)).status, 405);
  });

  it('needs the devlib_read permission on the device: 403 without it or outside its constraints, anonymous 403 even with exempt views', async () => {
    const sim = await simulate('ios', 'ios/get_facts');
    const active = await deviceAt(sim, 'ios');
    const planned = await device({ driver: 'ios', address: loopback(), status: 'planned' });
    const username = `live-${uid()}`;
    const user = await h.created('users/users', { username, password: 'a-long-password' });
    const token = await api.request.post('/api/users/tokens/provision/').send({ username, password: 'a-long-password' });
    const as = { Authorization: `Token ${token.body.key}` };
    const asUser = (id: number) => api.request.get(`/api/dcim/devices/${id}/devlib/?method=get_facts`).set(as);
    await grant(api, user.id, ['dcim.device'], ['view']);
    const denied = await asUser(active.id);
    assert.equal(denied.status, 403, JSON.stringify(denied.body));
    assert.deepEqual(denied.body, { detail: 'You do not have permission to perform this action.' });
    await grant(api, user.id, ['dcim.device'], ['devlib_read'], { status: 'active' });
    const allowed = await asUser(active.id);
    assert.equal(allowed.status, 200, JSON.stringify(allowed.body));
    assertMatches(allowed.body.get_facts, expected('ios', 'get_facts'));
    assert.equal((await asUser(planned.id)).status, 403, 'outside the permission\'s constraints');

    const exempt = await startApi({ ...CREDENTIALS, EXEMPT_VIEW_PERMISSIONS: '*' });
    try {
      const anonymous = await exempt.request.get(`/api/dcim/devices/${active.id}/devlib/?method=get_facts`);
      assert.equal(anonymous.status, 403, JSON.stringify(anonymous.body));
      assert.equal((await exempt.request.get(`/api/dcim/devices/${active.id}/`)).status, 200, 'the device itself is readable');
    } finally {
      await exempt.close();
    }
  });

  it('host keys: the first key is stored, a changed key refused until the stored one is deleted', async () => {
    const first = await simulate('ios', 'ios/get_facts');
    const d = await deviceAt(first, 'ios');
    assert.equal((await live(d.id, ['get_facts'])).status, 200);
    const stored = (await h.get(`dcim/devlib-host-keys/?device_id=${d.id}`)).results as Obj[];
    assert.equal(stored.length, 1);
    assert.deepEqual([stored[0]!.algorithm, stored[0]!.fingerprint, stored[0]!.key], [first.hostKey!.algorithm, first.hostKey!.fingerprint, first.hostKey!.key]);
    assert.equal((await live(d.id, ['get_facts'])).status, 200, 'the same key again');

    // Another device answering on that address and port: another key.
    await first.close();
    sims.splice(sims.indexOf(first), 1);
    const impostor = await startSimulator({ driver: 'ios', fixtures: join(FIXTURES, 'ios/get_facts'), host: first.host, port: first.port, username: 'netops', password: 'pa55-word-of-the-day', hostKey: generateHostKey() });
    sims.push(impostor);
    const refused = await live(d.id, ['get_facts']);
    assert.equal(refused.status, 503, JSON.stringify(refused.body));
    assert.match(refused.body.detail, /host key of device d-.* has changed: stored .*SHA256:.*offered .*SHA256:/);
    assert.match(refused.body.detail, new RegExp(`DELETE /api/dcim/devlib-host-keys/${stored[0]!.id}/`));
    assert.ok(!impostor.requests.length, 'no command (and no password) went to the impostor');

    assert.equal((await h.del('dcim/devlib-host-keys', stored[0]!.id)).status, 204);
    assert.equal((await live(d.id, ['get_facts'])).status, 200);
    const now = (await h.get(`dcim/devlib-host-keys/?device_id=${d.id}`)).results as Obj[];
    assert.equal(now[0]!.fingerprint, impostor.hostKey!.fingerprint);
  });

  it('DEVLIB_HOST_KEYS=known-only: refused until the key is added through the API', async () => {
    const strict = await startApi({ ...CREDENTIALS, DEVLIB_HOST_KEYS: 'known-only' });
    try {
      const sim = await simulate('junos', 'junos/get_facts');
      const d = await deviceAt(sim, 'junos');
      const get = () => strict.request.get(`/api/dcim/devices/${d.id}/devlib/?method=get_facts`).set(auth);
      const refused = await get();
      assert.equal(refused.status, 503, JSON.stringify(refused.body));
      assert.match(refused.body.detail, /No SSH host key is stored for device d-.*known-only.*offered ssh-ed25519 SHA256:/);
      assert.equal((await h.get(`dcim/devlib-host-keys/?device_id=${d.id}`)).count, 0, 'nothing stored');
      const added = await h.created('dcim/devlib-host-keys', { device: d.id, key: `${sim.hostKey!.algorithm} ${sim.hostKey!.key} admin@sim` });
      assert.deepEqual([added.algorithm, added.fingerprint, added.key], [sim.hostKey!.algorithm, sim.hostKey!.fingerprint, sim.hostKey!.key]);
      const ok = await get();
      assert.equal(ok.status, 200, JSON.stringify(ok.body));
      assertMatches(ok.body.get_facts, expected('junos', 'get_facts'));
    } finally {
      await strict.close();
    }
  });

  it('stored host keys are checked when written: the key\'s format and type, one per device', async () => {
    const d = await device({ driver: 'ios', address: null });
    const key = (await simulate('ios', 'ios/get_facts')).hostKey!;
    await h.refused(h.post('dcim/devlib-host-keys', { device: d.id, key: 'not a key' }), 'key', /Enter an SSH public key/);
    await h.refused(h.post('dcim/devlib-host-keys', { device: d.id, key: `ssh-rsa ${key.key}` }), 'key', /says ssh-rsa but the key is ssh-ed25519/);
    await h.refused(h.post('dcim/devlib-host-keys', { device: d.id, key: Buffer.from('hello world, not a key').toString('base64') }), 'key', /not an SSH public key/);
    const made = await h.created('dcim/devlib-host-keys', { device: d.id, key: key.key, fingerprint: 'ignored', algorithm: 'ignored' });
    assert.deepEqual([made.algorithm, made.fingerprint, made.display], [key.algorithm, key.fingerprint, key.fingerprint]);
    const again = await h.post('dcim/devlib-host-keys', { device: d.id, key: key.key });
    assert.equal(again.status, 400, JSON.stringify(again.body));
    assert.match(JSON.stringify(again.body), /already has a stored host key/);
  });

  it('platforms: devlib_driver is an installed driver and devlib_args are checked driver arguments', async () => {
    const tag = uid();
    const platform = (body: object) => h.post('dcim/platforms', { name: `p-${tag}-${uid()}`, slug: `p-${tag}-${uid()}`, ...body });
    await h.refused(platform({ devlib_driver: 'nxos' }), 'devlib_driver', /Unknown devlib driver "nxos"; the drivers are: eos, ios, junos/);
    await h.refused(platform({ devlib_driver: 'ios', devlib_args: { port: 70000 } }), 'devlib_args', /argument "port": expected a whole number from 1 to 65535/);
    await h.refused(platform({ devlib_driver: 'ios', devlib_args: { ssh_config: '/etc/passwd' } }), 'devlib_args', /unknown argument "ssh_config"/);
    await h.refused(platform({ devlib_driver: 'ios', devlib_args: ['port', 22] }), 'devlib_args', /expected an object/);
    const ok = await platform({ devlib_driver: 'eos', devlib_args: { transport: 'https', verify_tls: false, port: 8443 } });
    assert.equal(ok.status, 201, JSON.stringify(ok.body));
    assert.deepEqual([ok.body.devlib_driver, ok.body.devlib_args], ['eos', { transport: 'https', verify_tls: false, port: 8443 }]);
  });

  it('devices tell whether live data is available: active, a primary IP, a platform with a driver', async () => {
    const address = loopback();
    const ready = await device({ driver: 'junos', address });
    const cases: Array<[Obj, boolean]> = [
      [ready, true],
      [await device({ driver: 'junos', address: loopback(), status: 'planned' }), false],
      [await device({ driver: 'junos', address: null }), false],
      [await device({ driver: '', address: loopback() }), false],
      [await device({ platform: false, address: loopback() }), false],
    ];
    for (const [d, available] of cases) assert.equal((await h.get(`dcim/devices/${d.id}/`)).devlib_available, available, d.name);
    const listed = (await h.get(`dcim/devices/?id=${ready.id}&id=${cases[1]![0].id}&ordering=id`)).results as Obj[];
    assert.deepEqual(listed.map((x) => x.devlib_available), [true, false]);
  });
});
