// A device's live data tabs in Chromium (the spec's "Live data availability"): Status, LLDP
// Neighbours and Configuration appear exactly when the device is active, has a primary IP and a
// platform with a devlib driver and the user holds dcim.devlib_read_device, and are absent
// when any one of these fails. The device is the bundled simulator (src/devlib/simulator),
// replaying NAPALM's recorded ios outputs over SSH on a loopback address of its own; what the
// tabs show is checked against what the API's live endpoint answers for the same device.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startSimulator } from '../../src/devlib/simulator/index.ts';
import type { RunningDevice } from '../../src/devlib/simulator/device.ts';
import { FIXTURES } from '../devlib/replay.ts';
import { uid } from '../support/api.ts';
import { axe, CONTEXT, screenshot, signIn } from './chromium.ts';
import { browserSuite } from './browser-suite.ts';
import type { Service } from './service.ts';

const USERNAME = 'netops';
const PASSWORD = 'sim-password-of-the-day';
const TABS = ['Status', 'LLDP Neighbours', 'Configuration'];

/** A loopback address of this run's own (127.79.x.y). */
const loopback = () => `127.79.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

describe('web UI: a device\'s live data tabs', function () {
  this.timeout(60_000);
  const ui = browserSuite({ env: { DEVLIB_USERNAME: USERNAME, DEVLIB_PASSWORD: PASSWORD } });
  let service: Service;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const sims: RunningDevice[] = [];
  let sim: RunningDevice;
  /** Made once: the device type, role and site, the ios platform, the device on the simulator. */
  const ids: Record<string, number> = {};
  const viewer = { username: `viewer-${uid()}`, password: 'viewer-password-1234' };

  before(async function () {
    ({ service, browser, context, page } = ui);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: service.base });
    sim = await simulator('ios');
    const post = (path: string, body: object) => service.api('POST', `/api/${path}/`, body);
    ids.manufacturer = (await post('dcim/manufacturers', { name: 'Cisco', slug: 'cisco' })).id;
    ids.type = (await post('dcim/device-types', { manufacturer: ids.manufacturer, model: 'C2960', slug: 'c2960' })).id;
    ids.role = (await post('dcim/device-roles', { name: 'Access', slug: 'access' })).id;
    ids.site = (await post('dcim/sites', { name: 'Lab', slug: 'lab' })).id;
    ids.platform = (await post('dcim/platforms', { name: 'IOS', slug: 'ios', devlib_driver: 'ios', devlib_args: { port: sim.port } })).id;
    ids.device = await device('sw1', { address: sim.host });
    ids.fa4 = (await post('dcim/interfaces', { device: ids.device, name: 'FastEthernet4', type: '100base-tx' })).id;
    // The neighbour LLDP reports on FastEthernet4 (twb-sf-hpsw1, port 15), and another port.
    ids.neighbour = await device('twb-sf-hpsw1', { platform: null });
    ids.port15 = (await post('dcim/interfaces', { device: ids.neighbour, name: '15', type: '1000base-t' })).id;
    ids.port16 = (await post('dcim/interfaces', { device: ids.neighbour, name: '16', type: '1000base-t' })).id;
    // A user who may view the inventory but not read live data (yet).
    const user = await post('users/users', { username: viewer.username, password: viewer.password });
    ids.viewer = user.id;
    await post('users/permissions', { name: `view-${uid()}`, object_types: ['dcim.device', 'dcim.interface', 'dcim.site', 'dcim.platform'], actions: ['view'], users: [user.id] });
  });

  after(async () => {
    await Promise.all(sims.map((s) => s.close()));
  });

  async function simulator(fixtures: string): Promise<RunningDevice> {
    const s = await startSimulator({ driver: 'ios', fixtures: join(FIXTURES, fixtures), host: loopback(), port: 0, username: USERNAME, password: PASSWORD });
    sims.push(s);
    return s;
  }

  /** A device at the lab (active, the ios platform unless said otherwise), with `address` as
   * its primary IPv4 address on mgmt0 when given. */
  async function device(name: string, o: { address?: string; status?: string; platform?: number | null } = {}): Promise<number> {
    const d = await service.api('POST', '/api/dcim/devices/', {
      name, device_type: ids.type, role: ids.role, site: ids.site, status: o.status ?? 'active', platform: o.platform === undefined ? ids.platform : o.platform,
    });
    if (o.address) {
      const mgmt = await service.api('POST', '/api/dcim/interfaces/', { device: d.id, name: 'mgmt0', type: 'virtual' });
      const ip = await service.api('POST', '/api/ipam/ip-addresses/', { address: `${o.address}/32`, assigned_object_type: 'dcim.interface', assigned_object_id: mgmt.id });
      await service.api('PATCH', `/api/dcim/devices/${d.id}/`, { primary_ip4: ip.id });
    }
    return d.id;
  }

  async function cable(a: number, b: number): Promise<number> {
    return (await service.api('POST', '/api/dcim/cables/', {
      a_terminations: [{ object_type: 'dcim.interface', object_id: a }],
      b_terminations: [{ object_type: 'dcim.interface', object_id: b }],
    })).id;
  }

  const live = (id: number, methods: string[]) => service.api('GET', `/api/dcim/devices/${id}/devlib/?${methods.map((m) => `method=${m}`).join('&')}`);

  /** Opens a device's page once the server has said whether its live tabs are shown. */
  async function open(p: Page, id: number): Promise<void> {
    const answered = p.waitForResponse((r) => r.url().endsWith(`/api/dcim/devices/${id}/devlib/available/`));
    await p.goto(`${service.base}/dcim/devices/${id}/`);
    const r = await answered;
    assert.equal(r.status(), 200);
    await p.getByRole('tab', { name: 'Interfaces' }).waitFor();
  }

  async function tabNames(p: Page): Promise<string[]> {
    return p.getByRole('tab').allTextContents();
  }

  it('shows the Status tab: the device\'s facts and environment, after a loading state', async () => {
    const expected = await live(ids.device!, ['get_facts', 'get_environment']);
    await open(page, ids.device!);
    for (const t of TABS) await page.getByRole('tab', { name: t }).waitFor();
    // The answer is held back a moment: the tab shows that it is loading, never nothing.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/devlib/?method=get_facts&method=get_environment', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('tab', { name: 'Status' }).click();
    await page.locator('#tab-panel [role="status"]', { hasText: 'Loading' }).waitFor();
    release();
    await page.unrouteAll();
    const facts = page.locator('section[aria-labelledby="live-facts"]');
    await facts.getByRole('cell', { name: expected.get_facts.hostname, exact: true }).waitFor();
    assert.equal(expected.get_facts.hostname, 'NS2903-ASW-01');
    for (const v of [expected.get_facts.vendor, expected.get_facts.model, expected.get_facts.serial_number, expected.get_facts.os_version])
      await facts.getByRole('cell', { name: v, exact: true }).waitFor();
    await facts.getByRole('cell', { name: '193 days, 0:16:00', exact: true }).waitFor(); // 16676160 seconds
    const env = page.locator('section[aria-labelledby="live-environment"]');
    const cpu = Object.values(expected.get_environment.cpu as Record<string, { '%usage': number }>)[0]!['%usage'];
    await env.locator('table', { has: page.locator('caption', { hasText: 'CPU' }) }).getByRole('cell', { name: `${cpu}%` }).waitFor();
    const [sensor, t] = Object.entries(expected.get_environment.temperature as Record<string, { temperature: number }>)[0]!;
    await env.locator('tr', { hasText: sensor }).getByRole('cell', { name: `${t.temperature} °C` }).waitFor();
    await env.locator('table', { has: page.locator('caption', { hasText: 'Memory' }) }).getByRole('cell', { name: `${expected.get_environment.memory.used_ram} bytes` }).waitFor();
    await env.locator('table', { has: page.locator('caption', { hasText: 'Fans' }) }).getByText('OK').waitFor();
    await env.locator('table', { has: page.locator('caption', { hasText: 'Power supplies' }) }).getByRole('cell', { name: 'unknown' }).first().waitFor();
    await axe(page, 'status tab');
    await screenshot(page, 'live-status');
  });

  it('shows the LLDP neighbours, linked to netinv\'s device and port, marking where netinv\'s cabling differs', async () => {
    const lldp = (await live(ids.device!, ['get_lldp_neighbors_detail'])).get_lldp_neighbors_detail;
    assert.equal(lldp.FastEthernet4[0].remote_system_name, 'twb-sf-hpsw1');
    assert.equal(lldp.FastEthernet4[0].remote_port, '15');
    const lldpTab = async () => {
      await open(page, ids.device!);
      await page.getByRole('tab', { name: 'LLDP Neighbours' }).click();
      await page.locator('table.lldp-table').waitFor();
    };
    const row = page.locator('table.lldp-table tbody tr', { has: page.getByRole('link', { name: 'FastEthernet4', exact: true }) });
    // No cable on FastEthernet4 in netinv yet; and once renamed, netinv has no such interface.
    await lldpTab();
    await row.getByText('Not cabled in netinv').waitFor();
    await service.api('PATCH', `/api/dcim/interfaces/${ids.fa4}/`, { name: 'Fa4' });
    await lldpTab();
    const unknown = page.locator('table.lldp-table tbody tr', { hasText: 'FastEthernet4' });
    await unknown.getByText('Interface not in netinv').waitFor();
    assert.equal(await unknown.getByRole('link', { name: 'FastEthernet4' }).count(), 0, 'no link to an interface netinv lacks');
    await service.api('PATCH', `/api/dcim/interfaces/${ids.fa4}/`, { name: 'FastEthernet4' });

    // netinv has FastEthernet4 cabled to port 16: LLDP sees 15.
    const wrong = await cable(ids.fa4!, ids.port16!);
    await lldpTab();
    await row.waitFor();
    assert.equal(await row.getAttribute('data-state'), 'differs');
    await row.getByText('Differs from netinv').waitFor();
    assert.equal(await row.getByRole('link', { name: 'FastEthernet4', exact: true }).getAttribute('href'), `/dcim/interfaces/${ids.fa4}/`);
    assert.equal(await row.getByRole('link', { name: 'twb-sf-hpsw1', exact: true }).first().getAttribute('href'), `/dcim/devices/${ids.neighbour}/`);
    assert.equal(await row.getByRole('link', { name: '15', exact: true }).getAttribute('href'), `/dcim/interfaces/${ids.port15}/`);
    // What netinv has instead, linked.
    assert.equal(await row.getByRole('link', { name: '16', exact: true }).getAttribute('href'), `/dcim/interfaces/${ids.port16}/`);
    await axe(page, 'LLDP tab');
    await screenshot(page, 'live-lldp');

    // Cabled as LLDP sees it: the row agrees.
    await service.api('DELETE', `/api/dcim/cables/${wrong}/`);
    await cable(ids.fa4!, ids.port15!);
    await lldpTab();
    await row.getByText('Matches netinv').waitFor();
    assert.equal(await row.getAttribute('data-state'), 'matches');
    assert.equal(await row.getByText('Differs from netinv').count(), 0);
  });

  it('shows the running, startup and candidate configurations, each with a copy button', async () => {
    const config = (await live(ids.device!, ['get_config'])).get_config;
    assert.ok(config.running.includes('hostname CSR1'));
    await open(page, ids.device!);
    await page.getByRole('tab', { name: 'Configuration' }).click();
    const running = page.locator('section[aria-labelledby="config-running"]');
    await running.locator('pre').waitFor();
    assert.equal(await running.locator('pre').textContent(), config.running);
    assert.equal(await page.locator('section[aria-labelledby="config-startup"] pre').textContent(), config.startup);
    // The recording has no candidate configuration: said so, not a blank box.
    assert.equal(config.candidate, '');
    await page.locator('section[aria-labelledby="config-candidate"]').getByText('The device has no candidate configuration.').waitFor();
    await running.getByRole('button', { name: 'Copy running' }).click();
    await running.getByText('Copied to the clipboard.').waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), config.running);
    await axe(page, 'configuration tab');
    await screenshot(page, 'live-config');
  });

  it('shows each failed method\'s message beside the others\' output, and the device\'s own failure', async () => {
    // A device whose recordings hold get_facts only: get_environment fails on its own.
    const partial = await simulator('ios/get_facts');
    const platform = (await service.api('POST', '/api/dcim/platforms/', { name: 'IOS facts only', slug: `ios-facts-${uid()}`, devlib_driver: 'ios', devlib_args: { port: partial.port } })).id;
    const id = await device(`sw-partial-${uid()}`, { address: partial.host, platform });
    const out = await live(id, ['get_facts', 'get_environment']);
    assert.match(out.get_environment.error, /get_environment failed/);
    await open(page, id);
    await page.getByRole('tab', { name: 'Status' }).click();
    await page.locator('section[aria-labelledby="live-facts"]').getByRole('cell', { name: out.get_facts.hostname, exact: true }).waitFor();
    const failed = page.locator('section[aria-labelledby="live-environment"]').getByRole('alert');
    await failed.getByText('get_environment failed', { exact: true }).waitFor();
    assert.equal(await failed.locator('div').textContent(), out.get_environment.error);
    await axe(page, 'status tab with a failed method');

    // Nothing listening at the device's address: the API's 503 message, in every tab.
    const closed = await simulator('ios/get_facts');
    const gone = (await service.api('POST', '/api/dcim/platforms/', { name: 'IOS gone', slug: `ios-gone-${uid()}`, devlib_driver: 'ios', devlib_args: { port: closed.port, timeout: 5 } })).id;
    const unreachable = await device(`sw-gone-${uid()}`, { address: closed.host, platform: gone });
    await closed.close();
    await open(page, unreachable);
    for (const t of TABS) {
      await page.getByRole('tab', { name: t }).click();
      const alert = page.locator('#tab-panel').getByRole('alert');
      await alert.waitFor({ timeout: 30_000 });
      assert.match((await alert.textContent())!, /Error connecting to device sw-gone-/);
    }
  });

  it('leaves the tabs out when any one condition fails, and shows them once it holds', async () => {
    const noDriver = (await service.api('POST', '/api/dcim/platforms/', { name: 'No driver', slug: `none-${uid()}` })).id;
    const cases: Array<[string, number]> = [
      ['not active', await device(`planned-${uid()}`, { address: loopback(), status: 'planned' })],
      ['no primary IP', await device(`noip-${uid()}`)],
      ['no platform', await device(`noplat-${uid()}`, { address: loopback(), platform: null })],
      ['a platform without a driver', await device(`nodrv-${uid()}`, { address: loopback(), platform: noDriver })],
    ];
    for (const [why, id] of cases) {
      await open(page, id);
      const tabs = await tabNames(page);
      assert.ok(tabs.includes('Interfaces'), why);
      assert.deepEqual(tabs.filter((t) => TABS.includes(t)), [], `${why}: no live tabs`);
    }
    // The same device meets every condition but the user's permission.
    const other = await browser.newContext({ ...CONTEXT });
    try {
      const p = await other.newPage();
      p.setDefaultTimeout(15_000);
      await signIn(p, service.base, viewer.username, viewer.password);
      await open(p, ids.device!);
      assert.deepEqual((await tabNames(p)).filter((t) => TABS.includes(t)), [], 'without dcim.devlib_read_device: no live tabs');
      await axe(p, 'device page without live tabs');
      // Granted only on planned devices: still none for this active one.
      await service.api('POST', '/api/users/permissions/', { name: `live-planned-${uid()}`, object_types: ['dcim.device'], actions: ['devlib_read'], users: [ids.viewer], constraints: { status: 'planned' } });
      await open(p, ids.device!);
      assert.deepEqual((await tabNames(p)).filter((t) => TABS.includes(t)), [], 'outside the permission\'s constraints: no live tabs');
      await service.api('POST', '/api/users/permissions/', { name: `live-${uid()}`, object_types: ['dcim.device'], actions: ['devlib_read'], users: [ids.viewer] });
      await open(p, ids.device!);
      assert.deepEqual((await tabNames(p)).filter((t) => TABS.includes(t)), TABS, 'with the permission: the three tabs');
      await p.getByRole('tab', { name: 'Status' }).click();
      await p.locator('section[aria-labelledby="live-facts"]').getByRole('cell', { name: 'NS2903-ASW-01', exact: true }).waitFor();
    } finally {
      await other.close();
    }
  });
});
