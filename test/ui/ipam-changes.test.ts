// The IPAM views and change history in Chromium: a prefix page with its utilisation, child
// prefixes in hierarchy and addresses with the free space between them, allocating an address
// and a prefix from it (and a refusal when no space is left); the utilisation column of the
// prefix list; a VLAN group's free VIDs and creating a VLAN on one; an object's Changelog tab,
// a change's diff with its changed keys marked, and the other changes of its request.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { axe, pick, screenshot } from './chromium.ts';
import { browserSuite } from './browser-suite.ts';
import { ADMIN, type Service } from './service.ts';

describe('web UI: prefixes, VLAN groups and change history', function () {
  this.timeout(60_000);
  const ui = browserSuite();
  let service: Service;
  let page: Page;
  const ids: Record<string, number> = {};

  before(async function () {
    ({ service, page } = ui);
    const site = await service.api('POST', '/api/dcim/sites/', { name: 'Lab', slug: 'lab' });
    const maker = await service.api('POST', '/api/dcim/manufacturers/', { name: 'Acme', slug: 'acme' });
    const type = await service.api('POST', '/api/dcim/device-types/', { manufacturer: maker.id, model: 'R1', slug: 'r1' });
    const role = await service.api('POST', '/api/dcim/device-roles/', { name: 'Router', slug: 'router' });
    const device = await service.api('POST', '/api/dcim/devices/', { name: 'rtr1', device_type: type.id, role: role.id, site: site.id });
    ids.interface = (await service.api('POST', '/api/dcim/interfaces/', { device: device.id, name: 'ge-0/0/7', type: '1000base-t' })).id;
    ids.prefix = (await service.api('POST', '/api/ipam/prefixes/', { prefix: '10.77.0.0/24', status: 'active', description: 'lab' })).id;
    await service.api('POST', '/api/ipam/prefixes/', [
      { prefix: '10.77.0.0/26', status: 'active' },
      { prefix: '10.77.0.0/28', status: 'reserved' },
      { prefix: '10.77.0.128/25', status: 'active' },
    ]);
    await service.api('POST', '/api/ipam/ip-addresses/', ['10.77.0.1/24', '10.77.0.2/24', '10.77.0.10/24'].map((address) => ({ address, status: 'active' })));
  });

  /** Switches the colour mode (axe() waits for the colours' transitions). */
  const theme = (mode: string) => page.evaluate((m) => document.documentElement.setAttribute('data-bs-theme', m), mode);

  /** Checks the page in dark mode too, then goes back to light. */
  async function axeBoth(what: string) {
    await axe(page, what);
    await theme('dark');
    await axe(page, `${what}, dark`);
    await theme('light');
  }

  const rows = (selector: string) => page.locator(`table.hierarchy-table tbody tr`).evaluateAll((trs, s) => trs.map((tr) => tr.getAttribute(s === 'prefix' ? 'data-prefix' : 'data-address') ?? `free ${tr.getAttribute('data-available')}`), selector);
  const tab = (name: string) => page.getByRole('tab', { name, exact: true }).click();

  it('shows a prefix by purpose with its utilisation, and its child prefixes in hierarchy with the free space between them', async () => {
    const prefix = await service.api('GET', `/api/ipam/prefixes/${ids.prefix}/`);
    await page.goto(`${service.base}/ipam/prefixes/${ids.prefix}/`);
    assert.equal(await page.locator('h1.page-title').textContent(), '10.77.0.0/24');
    for (const card of ['Prefix', 'Scope', 'Addressing']) await page.getByRole('heading', { name: card, exact: true }).waitFor();
    const bar = page.getByRole('progressbar', { name: 'Utilization' });
    assert.equal(await bar.getAttribute('aria-valuenow'), String(Math.round(prefix.utilization)));
    const addressing = page.locator('.card', { has: page.getByRole('heading', { name: 'Addressing' }) });
    await addressing.getByRole('row', { name: 'Child IPs 3' }).waitFor();
    // 254 usable addresses, three used; the first free one is .3.
    await addressing.getByRole('row', { name: 'Available IPs 251' }).waitFor();
    assert.equal(await addressing.getByRole('link', { name: '10.77.0.3/24' }).getAttribute('href'), '/ipam/ip-addresses/add/?address=10.77.0.3%2F24');
    await axe(page, 'prefix page');
    await screenshot(page, 'prefix');

    await tab('Child prefixes');
    await page.locator('tr[data-available="10.77.0.64/26"]').waitFor();
    assert.deepEqual(await rows('prefix'), ['10.77.0.0/26', '10.77.0.0/28', 'free 10.77.0.64/26', '10.77.0.128/25']);
    // The /28 is one level deeper than the /26.
    assert.equal(await page.locator('tr[data-prefix="10.77.0.0/28"] .hierarchy-depth').textContent(), '• ');
    assert.equal(await page.locator('tr[data-prefix="10.77.0.0/26"] .hierarchy-depth').count(), 0);
    assert.match(await page.locator('tr[data-available="10.77.0.64/26"]').textContent() ?? '', /available prefix/);
    await axeBoth('prefix child prefixes');
    await screenshot(page, 'prefix-children');
    await page.getByRole('button', { name: 'Hide available' }).click();
    await page.locator('tr[data-available]').waitFor({ state: 'detached' });
    assert.deepEqual(await rows('prefix'), ['10.77.0.0/26', '10.77.0.0/28', '10.77.0.128/25']);
    await page.getByRole('button', { name: 'Show available' }).click();
    await page.locator('tr[data-available="10.77.0.64/26"]').waitFor();
  });

  it('allocates a child prefix of a chosen length on free space, and says so when none is left', async () => {
    await page.getByRole('button', { name: 'Allocate a /26 from 10.77.0.64/26' }).click();
    const panel = page.locator('form.allocate-panel');
    assert.equal(await panel.getByLabel('Prefix length').inputValue(), '26');
    await panel.getByLabel('Status').selectOption('reserved');
    await panel.getByLabel('Description').fill('carved in the UI');
    await panel.getByRole('button', { name: 'Allocate', exact: true }).click();
    await panel.getByRole('status').filter({ hasText: 'Allocated 10.77.0.64/26.' }).waitFor();
    const [made26] = (await service.api('GET', '/api/ipam/prefixes/?prefix=10.77.0.64/26')).results;
    assert.equal(made26.status.value, 'reserved');
    assert.equal(made26.description, 'carved in the UI');
    assert.equal(await panel.getByRole('link', { name: '10.77.0.64/26' }).getAttribute('href'), `/ipam/prefixes/${made26.id}/`);
    // The table read again: the space is used now.
    await page.locator('tr[data-prefix="10.77.0.64/26"]').waitFor();
    assert.equal(await page.locator('tr[data-available]').count(), 0);

    // No /26 is left: the API's 409 is shown, and nothing was created.
    const before = (await service.api('GET', '/api/ipam/prefixes/?within=10.77.0.0/24&limit=1')).count;
    await panel.getByRole('button', { name: 'Allocate', exact: true }).click();
    const refused = panel.getByRole('alert');
    await refused.waitFor();
    assert.match(await refused.textContent() ?? '', /^Not allocated: .*insufficient/i);
    assert.equal((await service.api('GET', '/api/ipam/prefixes/?within=10.77.0.0/24&limit=1')).count, before);
  });

  it('lists the addresses with the free runs between them, and allocates the next one with its status, description and interface', async () => {
    await tab('IP addresses');
    await page.locator('tr[data-address="10.77.0.10/24"]').waitFor();
    assert.deepEqual(await rows('address'), ['10.77.0.1/24', '10.77.0.2/24', 'free 10.77.0.3/24', '10.77.0.10/24', 'free 10.77.0.11/24']);
    assert.match(await page.locator('tr[data-available="10.77.0.3/24"]').textContent() ?? '', /7 IPs available/);
    assert.match(await page.locator('tr[data-available="10.77.0.11/24"]').textContent() ?? '', /244 IPs available/);
    await axeBoth('prefix addresses');

    await page.getByRole('button', { name: 'Allocate 10.77.0.3' }).click();
    const panel = page.locator('form.allocate-panel');
    await panel.getByLabel('Status').selectOption('dhcp');
    await panel.getByLabel('Description').fill('from the free row');
    await pick(page, '#allocate-ip-interface', 'ge-0/0/7');
    await screenshot(page, 'prefix-allocate');
    await panel.getByRole('button', { name: 'Allocate', exact: true }).click();
    await panel.getByRole('status').filter({ hasText: 'Allocated 10.77.0.3/24.' }).waitFor();
    const [ip] = (await service.api('GET', `/api/ipam/ip-addresses/?parent=10.77.0.0/24&address=10.77.0.3`)).results;
    assert.equal(ip.status.value, 'dhcp');
    assert.equal(ip.description, 'from the free row');
    assert.equal(ip.assigned_object_type, 'dcim.interface');
    assert.equal(ip.assigned_object_id, ids.interface);
    await page.locator('tr[data-address="10.77.0.3/24"]').waitFor();
    assert.match(await page.locator('tr[data-available="10.77.0.4/24"]').textContent() ?? '', /6 IPs available/);
  });

  it('shows utilisation bars in the prefix list', async () => {
    await page.goto(`${service.base}/ipam/prefixes/?ordering=prefix`);
    await page.getByRole('columnheader', { name: 'Utilization' }).waitFor();
    const listed = await service.api('GET', '/api/ipam/prefixes/?ordering=prefix');
    const bars = page.locator('table.object-table tbody .utilization-bar');
    assert.equal(await bars.count(), listed.count);
    assert.deepEqual(await bars.evaluateAll((b) => b.map((x) => x.getAttribute('aria-valuenow'))), listed.results.map((p: any) => String(Math.round(p.utilization))));
    await axe(page, 'prefix list');
  });

  it('lists a VLAN group\'s VLANs with its free VIDs between them, and creates a VLAN on a free one', async () => {
    const group = await service.api('POST', '/api/ipam/vlan-groups/', { name: 'Lab VLANs', slug: 'lab-vlans', vid_ranges: [[100, 110]] });
    await service.api('POST', '/api/ipam/vlans/', [{ vid: 100, name: 'mgmt', group: group.id }, { vid: 103, name: 'users', group: group.id }]);
    await page.goto(`${service.base}/ipam/vlan-groups/${group.id}/`);
    await tab('VLANs');
    await page.locator('tr[data-vid="103"]').waitFor();
    const seen = await page.locator('table.hierarchy-table tbody tr').evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-vid') ?? `free ${tr.getAttribute('data-available')}`));
    assert.deepEqual(seen, ['100', 'free 101-102', '103', 'free 104-110']);
    assert.match(await page.locator('tr[data-available="104-110"]').textContent() ?? '', /7 VLANs available/);
    await axe(page, 'VLAN group VLANs');
    await screenshot(page, 'vlan-group-vlans');
    await page.getByRole('link', { name: 'Create VLAN 101' }).click();
    await page.waitForURL(/\/ipam\/vlans\/add\/\?group=\d+&vid=101$/);
    assert.equal(await page.locator('#field-vid').inputValue(), '101');
    await page.locator('#field-name').fill('printers');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/ipam\/vlans\/\d+\/$/);
    const [vlan] = (await service.api('GET', `/api/ipam/vlans/?group_id=${group.id}&vid=101`)).results;
    assert.equal(vlan.name, 'printers');
  });

  it('lists an object\'s changes in its Changelog tab; a change shows its diff and the other changes of its request', async () => {
    const [a, b] = await service.api('POST', '/api/dcim/sites/', [{ name: 'Alpha', slug: 'alpha' }, { name: 'Beta', slug: 'beta' }]);
    // One request changes both: their changes share its request id.
    await service.api('PATCH', '/api/dcim/sites/', [{ id: a.id, status: 'planned', description: 'moved' }, { id: b.id, status: 'planned' }]);
    const changes = (await service.api('GET', `/api/extras/object-changes/?changed_object_type=dcim.site&changed_object_id=${a.id}`)).results;
    assert.deepEqual(changes.map((c: any) => c.action.value), ['update', 'create']);
    const update = changes[0];

    await page.goto(`${service.base}/dcim/sites/${a.id}/`);
    await tab('Changelog');
    const listed = page.locator('table.change-table tbody tr');
    await page.locator(`tr[data-change="${update.id}"]`).waitFor();
    assert.deepEqual(await listed.evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll('td')[2]!.textContent)), ['Updated', 'Created']);
    await axe(page, 'changelog tab');

    await page.locator(`tr[data-change="${update.id}"] td a`).first().click();
    await page.waitForURL(`${service.base}/core/changelog/${update.id}/`);
    const diff = page.locator('.card', { has: page.getByRole('heading', { name: 'Difference' }) });
    await diff.locator('tr[data-key="status"]').waitFor();
    const marked = await diff.locator('tbody tr').evaluateAll((trs) => Object.fromEntries(trs.map((tr) => [tr.getAttribute('data-key'), tr.getAttribute('data-change')])));
    // What the request changed (and the time of the change), nothing else.
    assert.equal(marked.status, 'changed');
    assert.equal(marked.description, 'changed');
    assert.equal(marked.name, undefined);
    for (const [key, change] of Object.entries(marked)) assert.ok(change === 'changed' && ['status', 'description', 'last_updated'].includes(key!), `${key} ${change}`);
    await diff.locator('tr[data-key="description"] .diff-badge', { hasText: 'Changed' }).waitFor();
    assert.equal(await diff.locator('tr[data-key="description"] .diff-after').textContent(), 'moved');
    const whole = page.locator('.card', { has: page.getByRole('heading', { name: 'All fields' }) });
    assert.equal(await whole.locator('tr[data-key="name"]').getAttribute('data-change'), 'unchanged');
    await axeBoth('change page');
    await screenshot(page, 'change-diff');

    // The request's other change, one click away.
    const related = page.locator('.card', { has: page.getByRole('heading', { name: 'Related changes' }) });
    await related.getByRole('link', { name: 'Site Beta' }).waitFor();
    await related.getByRole('link', { name: 'All 2 changes of the request' }).click();
    await page.waitForURL(`${service.base}/core/changelog/?request_id=${update.request_id}`);
    await page.locator('table.change-table tbody tr[data-change]').nth(1).waitFor();
    assert.equal(await page.locator('table.change-table tbody tr[data-change]').count(), 2);
    assert.equal(await page.locator('#cl-request').inputValue(), update.request_id);
  });

  it('filters the global change log by user and action, in the URL', async () => {
    await page.goto(`${service.base}/`);
    await page.locator('.app-nav summary', { hasText: 'System' }).click();
    await page.getByRole('link', { name: 'Change log' }).click();
    await page.waitForURL(`${service.base}/core/changelog/`);
    await page.locator('#cl-user').fill(ADMIN.username);
    await page.locator('#cl-action').selectOption('update');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(`${service.base}/core/changelog/?user_name=${ADMIN.username}&action=update`);
    const expected = await service.api('GET', `/api/extras/object-changes/?user_name=${ADMIN.username}&action=update`);
    await page.locator(`tr[data-change="${expected.results[0].id}"]`).waitFor();
    const shown = await page.locator('table.change-table tbody tr').evaluateAll((trs) => trs.map((tr) => Number(tr.getAttribute('data-change'))));
    assert.deepEqual(shown, expected.results.map((c: any) => c.id));
    assert.ok(shown.length >= 2);
    await axe(page, 'change log');
    await screenshot(page, 'changelog');
  });
});
