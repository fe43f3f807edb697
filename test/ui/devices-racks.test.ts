// A network engineer's views of devices, cables and racks, driven in Chromium: the device page
// laid out by purpose, component tabs with cable, link peer and connection, connecting a cable
// from an interface (and the API then holding it with the right ends), the trace drawn across
// two patch panels (front to rear and back), disconnecting, and a rack's elevations with its
// devices in their units, in their roles' colours, linked, and its reservation.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { axe, pick, screenshot } from './chromium.ts';
import { browserSuite } from './browser-suite.ts';
import type { Service } from './service.ts';

describe('web UI: devices, cables and racks', function () {
  this.timeout(60_000);
  const ui = browserSuite();
  let service: Service;
  let page: Page;
  const ids: Record<string, number> = {};

  before(async function () {
    ({ service, page } = ui);
    const post = async (path: string, body: object) => (await service.api('POST', `/api/${path}/`, body)).id as number;
    ids.site = await post('dcim/sites', { name: 'Lab', slug: 'lab' });
    ids.rack = await post('dcim/racks', { name: 'R1', site: ids.site, u_height: 42 });
    ids.rack2 = await post('dcim/racks', { name: 'R2', site: ids.site, u_height: 24 });
    const maker = await post('dcim/manufacturers', { name: 'Acme', slug: 'acme' });
    // A 1U full-depth switch, a 2U half-depth patch panel.
    const sw = await post('dcim/device-types', { manufacturer: maker, model: 'SW-48', slug: 'sw-48', u_height: 1, is_full_depth: true });
    const panel = await post('dcim/device-types', { manufacturer: maker, model: 'PP-24', slug: 'pp-24', u_height: 2, is_full_depth: false });
    ids.access = await post('dcim/device-roles', { name: 'Access', slug: 'access', color: 'ff5722' });
    const patch = await post('dcim/device-roles', { name: 'Patch', slug: 'patch', color: '2f6a31' });
    const platform = await post('dcim/platforms', { name: 'EOS', slug: 'eos' });
    const device = (name: string, type: number, role: number, extra: object = {}) =>
      post('dcim/devices', { name, device_type: type, role, site: ids.site, status: 'active', ...extra });
    ids.swA = await device('sw-a', sw, ids.access, { rack: ids.rack, position: 10, face: 'front', serial: 'SN-0001', asset_tag: 'AT-7', platform, comments: 'Core uplinks only.' });
    ids.swB = await device('sw-b', sw, ids.access, { rack: ids.rack, position: 12, face: 'front' });
    ids.pp1 = await device('pp-1', panel, patch, { rack: ids.rack, position: 20, face: 'rear' });
    ids.pp2 = await device('pp-2', panel, patch);
    ids.vc = await post('dcim/virtual-chassis', { name: 'stack-1' });
    await service.api('PATCH', '/api/dcim/devices/', [
      { id: ids.swA, virtual_chassis: ids.vc, vc_position: 1, vc_priority: 10 },
      { id: ids.swB, virtual_chassis: ids.vc, vc_position: 2, vc_priority: 5 },
    ]);
    ids.reservation = await post('dcim/rack-reservations', { rack: ids.rack, units: [30, 31], user: 1, description: 'Future core' });
    ids.eth0 = await post('dcim/interfaces', { device: ids.swA, name: 'eth0', type: '1000base-t' });
    ids.eth1 = await post('dcim/interfaces', { device: ids.swA, name: 'eth1', type: '1000base-t' });
    ids.mgmt = await post('dcim/interfaces', { device: ids.swA, name: 'mgmt0', type: 'virtual' });
    ids.ip = await post('ipam/ip-addresses', { address: '192.0.2.10/24', assigned_object_type: 'dcim.interface', assigned_object_id: ids.mgmt });
    await service.api('PATCH', `/api/dcim/devices/${ids.swA}/`, { primary_ip4: ids.ip });
    ids.bEth0 = await post('dcim/interfaces', { device: ids.swB, name: 'eth0', type: '1000base-t' });
    ids.r1 = await post('dcim/rear-ports', { device: ids.pp1, name: 'R1', type: '8p8c', positions: 1 });
    ids.f1 = await post('dcim/front-ports', { device: ids.pp1, name: 'F1', type: '8p8c', rear_ports: [{ position: 1, rear_port: ids.r1 }] });
    ids.r2 = await post('dcim/rear-ports', { device: ids.pp2, name: 'R1', type: '8p8c', positions: 1 });
    ids.f2 = await post('dcim/front-ports', { device: ids.pp2, name: 'F1', type: '8p8c', rear_ports: [{ position: 1, rear_port: ids.r2 }] });
    ids.rx = await post('dcim/rear-ports', { device: ids.swB, name: 'RX', type: '8p8c', positions: 1 });
    const ends = (type: string, id: number) => [{ object_type: type, object_id: id }];
    // The trunk between the panels, and the far patch cord, both made through the API.
    await post('dcim/cables', { a_terminations: ends('dcim.rearport', ids.r1), b_terminations: ends('dcim.rearport', ids.r2), label: 'C2', status: 'planned' });
    await post('dcim/cables', { a_terminations: ends('dcim.frontport', ids.f2), b_terminations: ends('dcim.interface', ids.bEth0), label: 'C3' });
    // eth1 goes to a rear port with nothing beyond it: a path that ends open.
    await post('dcim/cables', { a_terminations: ends('dcim.interface', ids.eth1), b_terminations: ends('dcim.rearport', ids.rx), label: 'C9' });
  });

  const shot = (name: string) => screenshot(page, name);

  /** The rows of the card whose heading is `title`, as [label, text]. */
  async function card(title: string): Promise<Array<[string, string]>> {
    const rows = page.locator('.card', { has: page.getByRole('heading', { name: title, exact: true }) }).locator('tbody tr');
    await rows.first().waitFor();
    return (await rows.evaluateAll((trs) => trs.map((tr) => [tr.querySelector('th')?.textContent ?? '', (tr.querySelector('td')?.textContent ?? '').trim()]))) as Array<[string, string]>;
  }

  async function goto(path: string) {
    await page.goto(`${service.base}${path}`);
  }

  it('lays a device page out by purpose: identity, location, management, virtual chassis', async () => {
    await goto(`/dcim/devices/${ids.swA}/`);
    await page.getByRole('heading', { name: 'Management', exact: true }).waitFor();
    const device = Object.fromEntries(await card('Device'));
    assert.equal(device.Name, 'sw-a');
    assert.equal(device.Status, 'Active');
    assert.equal(device.Role, 'Access');
    assert.equal(device['Device type'], 'Acme SW-48');
    assert.equal(device.Platform, 'EOS');
    assert.equal(device['Serial number'], 'SN-0001');
    assert.equal(device['Asset tag'], 'AT-7');
    // The role's colour beside its name, read from the role.
    await page.getByRole('img', { name: 'colour #ff5722' }).waitFor();
    const location = Object.fromEntries(await card('Location'));
    assert.deepEqual([location.Site, location.Rack, location.Position], ['Lab', 'R1', 'U10 / Front']);
    assert.equal(await page.getByRole('link', { name: 'R1', exact: true }).getAttribute('href'), `/dcim/racks/${ids.rack}/`);
    const management = Object.fromEntries(await card('Management'));
    assert.equal(management['Primary IPv4'], '192.0.2.10/24');
    assert.equal(await page.getByRole('link', { name: '192.0.2.10/24' }).getAttribute('href'), `/ipam/ip-addresses/${ids.ip}/`);
    const chassis = Object.fromEntries(await card('Virtual chassis'));
    assert.deepEqual([chassis.Chassis, chassis.Position, chassis.Priority], ['stack-1', '1', '10']);
    // The other member, linked, in position order.
    const members = await page.locator('.vc-members tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
    assert.deepEqual(members, [['sw-a (AT-7)', '1', '10'], ['sw-b', '2', '5']]);
    assert.equal(await page.locator('.vc-members').getByRole('link', { name: 'sw-b' }).getAttribute('href'), `/dcim/devices/${ids.swB}/`);
    assert.match(await page.locator('.device-overview .comments').textContent() ?? '', /Core uplinks only\./);
    // Counts and internals are not shown as fields.
    const text = await page.locator('#tab-panel').textContent() ?? '';
    for (const raw of ['Vc position', 'Interface count', 'Console port count', 'Devlib available']) assert.ok(!text.includes(raw), `${raw} shown`);
    await axe(page, 'device page');
    await shot('device');
  });

  it('connects a cable from an interface to a patch panel port, its errors on their fields', async () => {
    await page.getByRole('tab', { name: 'Interfaces' }).click();
    const eth0 = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'eth0', exact: true }) });
    await eth0.getByRole('link', { name: 'Connect eth0' }).click();
    await page.getByRole('heading', { name: 'Connect sw-a (AT-7) › eth0' }).waitFor();
    await page.locator('#connect-type').selectOption({ label: 'Front port' });
    // The port picker waits for a device, then offers that device's free ports with its name.
    assert.equal(await page.locator('#connect-port').isDisabled(), true);
    await pick(page, '#connect-device', 'pp-1');
    await page.locator('#connect-port').fill('F1');
    await page.getByRole('option', { name: 'pp-1 › F1', exact: true }).click();
    await page.getByLabel('Label').fill('C1');
    await page.getByLabel('Color').fill('red');
    await axe(page, 'cable connect form');
    await shot('cable-connect');
    await page.getByRole('button', { name: 'Connect' }).click();
    await page.locator('#field-color[aria-invalid="true"]').waitFor();
    assert.match(await page.locator('#field-color-error').textContent() ?? '', /hexadecimal RGB color/);
    assert.equal((await service.api('GET', `/api/dcim/cables/?label=C1`)).count, 0, 'a refused form made no cable');
    await page.getByLabel('Color').fill('0000ff');
    await page.getByRole('button', { name: 'Connect' }).click();
    // The new cable's page shows its two ends, each with its device.
    await page.waitForURL(/\/dcim\/cables\/\d+\/$/);
    const id = Number(/cables\/(\d+)/.exec(page.url())![1]);
    const cable = await service.api('GET', `/api/dcim/cables/${id}/`);
    assert.equal(cable.label, 'C1');
    assert.equal(cable.color, '0000ff');
    assert.deepEqual(cable.a_terminations.map((t: any) => [t.object_type, t.object_id]), [['dcim.interface', ids.eth0]]);
    assert.deepEqual(cable.b_terminations.map((t: any) => [t.object_type, t.object_id]), [['dcim.frontport', ids.f1]]);
    ids.c1 = id;
    const ends = Object.fromEntries(await card('Cable'));
    assert.equal(ends['A terminations'], 'sw-a (AT-7) › eth0');
    assert.equal(ends['B terminations'], 'pp-1 › F1');
    assert.equal(await page.locator('.endpoint').first().getByRole('link', { name: 'eth0' }).getAttribute('href'), `/dcim/interfaces/${ids.eth0}/`);
    await axe(page, 'cable page');
  });

  it('lists cables with their two ends', async () => {
    await goto('/dcim/cables/?ordering=label');
    const rows = page.locator('.object-table tbody tr');
    await rows.first().waitFor();
    const headers = await page.locator('.object-table thead th').allTextContents();
    const a = headers.indexOf('Termination A');
    const b = headers.indexOf('Termination B');
    assert.ok(a > 0 && b > a, headers.join());
    const cells = await rows.evaluateAll((trs, [i, j]) => trs.map((tr) => [tr.children[1]!.textContent, tr.children[i!]!.textContent, tr.children[j!]!.textContent]), [a, b]);
    assert.deepEqual(cells.find((c) => c[0] === 'C1'), ['C1', 'sw-a (AT-7) › eth0', 'pp-1 › F1']);
    assert.deepEqual(cells.find((c) => c[0] === 'C2'), ['C2', 'pp-1 › R1', 'pp-2 › R1']);
  });

  it('shows each interface\'s cable, link peer and connection, and traces it end to end', async () => {
    await goto(`/dcim/devices/${ids.swA}/`);
    await page.getByRole('tab', { name: 'Interfaces' }).click();
    await page.locator('#tab-panel tbody tr').first().waitFor();
    const headers = await page.locator('#tab-panel thead th').allTextContents();
    assert.ok(!headers.includes('Device'), 'the device column is left out of its own tab');
    const column = (name: string) => headers.indexOf(name);
    for (const name of ['Enabled', 'Lag', 'Mode', 'MAC address', 'Cable', 'Link peers', 'Connection']) assert.ok(column(name) >= 0, `no ${name} column: ${headers.join()}`);
    const eth0 = page.locator('#tab-panel tbody tr').filter({ has: page.getByRole('link', { name: 'eth0', exact: true }) });
    const cell = async (name: string) => (await eth0.locator('td').nth(column(name)).textContent())?.trim();
    assert.equal(await cell('Cable'), 'C1');
    assert.equal(await cell('Link peers'), 'pp-1 › F1');
    assert.equal(await cell('Connection'), 'sw-b › eth0');
    assert.equal(await eth0.locator('td').nth(column('Connection')).getByRole('link', { name: 'sw-b' }).getAttribute('href'), `/dcim/devices/${ids.swB}/`);
    // The device's addresses on their interfaces, read in one request for the device.
    const mgmt = page.locator('#tab-panel tbody tr').filter({ has: page.getByRole('link', { name: 'mgmt0', exact: true }) });
    assert.equal(await mgmt.locator('td').nth(column('IP addresses')).getByRole('link').getAttribute('href'), `/ipam/ip-addresses/${ids.ip}/`);
    assert.equal(await mgmt.locator('td').nth(column('IP addresses')).textContent(), '192.0.2.10/24');
    assert.equal(await cell('IP addresses'), '—');
    await shot('device-interfaces');
    await eth0.getByRole('link', { name: 'Trace eth0' }).click();
    await page.getByRole('list', { name: 'Cable path' }).waitFor();
    // Four boxes (each panel passing front to rear and back) and three cables, in order.
    const path = page.getByRole('list', { name: 'Cable path' });
    const items = await path.locator(':scope > li').evaluateAll((lis) => lis.map((li) => `${li.className}: ${li.textContent?.replace(/\s+/g, ' ').trim()}`));
    assert.deepEqual(items, [
      'trace-node: sw-a (AT-7)eth0 Interface',
      'trace-cable: Cable C1 Connected',
      'trace-node: pp-1F1 Front portR1 Rear port',
      'trace-cable: Cable C2 Planned',
      'trace-node: pp-2R1 Rear portF1 Front port',
      'trace-cable: Cable C3 Connected',
      'trace-node: sw-beth0 Interface',
    ]);
    assert.equal(await path.getByRole('link', { name: 'C2' }).getAttribute('href'), `/dcim/cables/${(await service.api('GET', '/api/dcim/cables/?label=C2')).results[0].id}/`);
    assert.equal(await path.locator('.trace-cable').first().locator('line').evaluate((l) => getComputedStyle(l).stroke), 'rgb(0, 0, 255)');
    assert.equal(await path.locator('.trace-cable').nth(1).locator('line').getAttribute('class'), 'trace-dashed', 'a planned cable is dashed');
    assert.equal(await path.getByRole('link', { name: 'F1' }).first().getAttribute('href'), `/dcim/front-ports/${ids.f1}/`);
    assert.equal(await page.locator('.trace-open').count(), 0);
    await axe(page, 'cable trace');
    await shot('cable-trace');
    // A path that stops at a rear port with nothing beyond it ends open.
    await goto(`/dcim/interfaces/${ids.eth1}/trace/`);
    await page.locator('.trace-open').waitFor();
    assert.match(await page.locator('.trace-open').textContent() ?? '', /Path ends open/);
    assert.match(await page.getByRole('list', { name: 'Cable path' }).textContent() ?? '', /sw-b.*RX/);
  });

  it('disconnects a cable after a confirmation', async () => {
    await goto(`/dcim/devices/${ids.swA}/`);
    await page.getByRole('tab', { name: 'Interfaces' }).click();
    const eth0 = page.locator('#tab-panel tbody tr').filter({ has: page.getByRole('link', { name: 'eth0', exact: true }) });
    await eth0.getByRole('button', { name: 'Disconnect eth0' }).click();
    const confirm = eth0.getByRole('group', { name: 'Disconnect eth0' });
    assert.match(await confirm.textContent() ?? '', /Delete cable C1\?/);
    // Cancel leaves it; the second time it goes.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    assert.equal((await service.api('GET', `/api/dcim/cables/?id=${ids.c1}`)).count, 1);
    await eth0.getByRole('button', { name: 'Disconnect eth0' }).click();
    await eth0.getByRole('button', { name: 'Disconnect', exact: true }).click();
    await eth0.getByRole('link', { name: 'Connect eth0' }).waitFor();
    assert.equal((await service.api('GET', `/api/dcim/cables/?id=${ids.c1}`)).count, 0);
    const iface = await service.api('GET', `/api/dcim/interfaces/${ids.eth0}/`);
    assert.equal(iface.cable, null);
    assert.equal((await service.api('GET', `/api/dcim/front-ports/${ids.f1}/`)).cable, null);
  });

  it('draws a rack\'s front and rear elevations with its devices and reservation', async () => {
    await goto(`/dcim/racks/${ids.rack}/`);
    const front = page.locator('svg[data-face="front"]');
    const rear = page.locator('svg[data-face="rear"]');
    await front.locator(`a[data-device="${ids.swA}"]`).waitFor();
    // sw-a in U10 in its role's colour, linked to its page; the unit numbers beside it.
    const swA = front.locator(`a[data-device="${ids.swA}"]`);
    assert.equal(await swA.getAttribute('href'), `/dcim/devices/${ids.swA}/`);
    assert.equal(await swA.getAttribute('aria-label'), 'sw-a (AT-7), U10');
    assert.equal(await swA.locator('rect').getAttribute('data-color'), 'ff5722');
    assert.equal(await swA.locator('rect').evaluate((r) => getComputedStyle(r).fill), 'rgb(255, 87, 34)');
    const box = (await swA.locator('rect').boundingBox())!;
    const u10 = (await front.locator('text.elevation-unit', { hasText: /^10$/ }).boundingBox())!;
    assert.ok(Math.abs(box.y + box.height / 2 - (u10.y + u10.height / 2)) < 2, 'sw-a sits in the row of U10');
    assert.equal(await front.locator(`a[data-device="${ids.swB}"]`).getAttribute('aria-label'), 'sw-b, U12');
    // The half-depth panel on the rear only; the full-depth switch on both faces.
    assert.equal(await front.locator(`a[data-device="${ids.pp1}"]`).count(), 0);
    assert.equal(await rear.locator(`a[data-device="${ids.pp1}"]`).getAttribute('aria-label'), 'pp-1, U20-21');
    assert.equal(await rear.locator(`a[data-device="${ids.pp1}"] rect`).getAttribute('data-color'), '2f6a31');
    assert.equal(await rear.locator(`a[data-device="${ids.swA}"]`).getAttribute('aria-label'), 'sw-a (AT-7) (front, full depth), U10');
    // The reservation, in the drawing and as text, linked.
    assert.equal(await front.locator(`a[data-reservation="${ids.reservation}"]`).getAttribute('aria-label'), 'Reservation of U30-31: Future core');
    assert.equal(await page.locator('.rack-reservations').textContent(), 'U30-31: Future core');
    assert.equal(await page.locator('.rack-reservations a').getAttribute('href'), `/dcim/rack-reservations/${ids.reservation}/`);
    await axe(page, 'rack page');
    await page.getByRole('heading', { name: 'Elevations' }).evaluate((h) => h.scrollIntoView());
    await shot('rack-elevations');
    // Dark mode as the profile sets it, with no transitions for axe to catch halfway.
    await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
    await page.evaluate(() => document.documentElement.setAttribute('data-bs-theme', 'dark'));
    await axe(page, 'rack page, dark');
    // A click on a device leads to its page.
    await swA.click();
    await page.waitForURL(`${service.base}/dcim/devices/${ids.swA}/`);
  });

  it('shows a site\'s racks side by side, one face at a time', async () => {
    await goto(`/dcim/sites/${ids.site}/`);
    await page.getByRole('link', { name: 'Rack elevations at Lab' }).click();
    await page.waitForURL(`${service.base}/dcim/racks/elevations/?site_id=${ids.site}`);
    const figures = page.locator('figure.rack-elevation');
    await figures.nth(1).waitFor();
    assert.deepEqual(await figures.locator('figcaption').allTextContents(), ['R1', 'R2']);
    assert.equal(await figures.first().getByRole('link', { name: 'R1' }).getAttribute('href'), `/dcim/racks/${ids.rack}/`);
    assert.equal(await figures.first().locator(`a[data-device="${ids.swA}"]`).getAttribute('aria-label'), 'sw-a (AT-7), U10');
    assert.equal(await figures.first().locator(`a[data-device="${ids.pp1}"]`).count(), 0);
    assert.equal(await figures.nth(1).locator('a[data-device]').count(), 0, 'R2 is empty');
    await axe(page, 'site rack elevations');
    await shot('rack-elevations-site');
    // The rear: the patch panel mounted there, in its role's colour.
    await page.getByRole('group', { name: 'Face' }).getByRole('link', { name: 'Rear' }).click();
    await page.waitForURL(/face=rear/);
    await figures.first().locator(`a[data-device="${ids.pp1}"]`).waitFor();
    assert.equal(await figures.first().locator(`a[data-device="${ids.pp1}"] rect`).getAttribute('data-color'), '2f6a31');
  });
});
