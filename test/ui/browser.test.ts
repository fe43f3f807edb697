// The web UI end to end in a real browser: Debian's Chromium driven by playwright-core against
// the service started as `make run` starts it. Everything a user does here goes through the
// UI's forms and buttons; the API is used only to set up what a test is not about and to check
// what the UI did. Without /usr/bin/chromium (CHROMIUM_PATH) the tests are skipped, saying so.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axe as axeOf, CONTEXT, pick as pickIn, screenshot } from './chromium.ts';
import { browserSuite } from './browser-suite.ts';
import { ADMIN, type Service } from './service.ts';
import { png } from '../support/images.ts';

/** Set to a directory (docs/screenshots) to write the screenshots of docs/web-ui.md. */
const SCREENSHOTS = process.env.UI_SCREENSHOTS;

describe('web UI in Chromium', function () {
  this.timeout(60_000);
  // Signed out: the first test signs in through the form.
  const ui = browserSuite({ context: { acceptDownloads: true, bypassCSP: true }, pageTimeout: 10_000, signIn: false });
  let service: Service;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const ids: Record<string, number> = {};

  before(async function () {
    ({ service, browser, context, page } = ui);
    // What the forms need and are not themselves about.
    ids.manufacturer = (await service.api('POST', '/api/dcim/manufacturers/', { name: 'Acme', slug: 'acme' })).id;
    ids.role = (await service.api('POST', '/api/dcim/device-roles/', { name: 'Router', slug: 'router' })).id;
  });

  const url = (path: string) => `${service.base}${path}`;
  const heading = () => page.locator('h1.page-title');

  const pick = (selector: string, text: string) => pickIn(page, selector, text);
  const axe = (what: string) => axeOf(page, what);

  it('sends a visitor to sign in and back to the page asked for', async () => {
    await page.goto(url('/dcim/sites/'));
    await page.waitForURL(/\/login\/\?next=%2Fdcim%2Fsites%2F$/);
    await axe('sign-in page');
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').waitFor();
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/dcim\/sites\/$/);
    assert.equal(await heading().textContent(), 'Sites');
    assert.equal(await page.evaluate(() => document.querySelectorAll('script:not([src])').length), 0, 'no inline script');
    const cookies = await context.cookies();
    assert.ok(cookies.some((c) => c.name === 'sessionid' && c.httpOnly), 'an HttpOnly session cookie');
  });

  it('creates a site, a device type, a device, its interface and an IP address through forms', async () => {
    await page.getByRole('link', { name: 'Add site' }).click();
    await page.waitForURL(/\/dcim\/sites\/add\/$/);
    await axe('create form');
    assert.ok(await page.locator('label.required[for="field-name"]').count(), 'name is marked required');
    await page.locator('#field-name').fill('Amsterdam 1');
    await page.locator('#field-slug').fill('ams1');
    await page.locator('#field-status').selectOption('active');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/dcim\/sites\/\d+\/$/);
    assert.equal(await heading().textContent(), 'Amsterdam 1');
    ids.site = Number(/\/(\d+)\/$/.exec(page.url())![1]);

    await page.goto(url('/dcim/device-types/add/'));
    await pick('#field-manufacturer', 'Acme');
    await page.locator('#field-model').fill('X1000');
    await page.locator('#field-slug').fill('x1000');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/dcim\/device-types\/\d+\/$/);
    assert.equal(await heading().textContent(), 'X1000');

    await page.goto(url('/dcim/devices/add/'));
    await page.locator('#field-name').fill('edge1');
    await pick('#field-device_type', 'X1000');
    await pick('#field-role', 'Router');
    await pick('#field-site', 'Amsterdam 1');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/dcim\/devices\/\d+\/$/);
    ids.device = Number(/\/(\d+)\/$/.exec(page.url())![1]);
    await page.getByRole('link', { name: 'Amsterdam 1' }).first().waitFor();
    await axe('detail page');
    await screenshot(page, 'detail');

    // The device's interfaces are a tab, with an add button that fills the device in.
    await page.getByRole('tab', { name: 'Interfaces' }).click();
    await page.getByText('No interfaces found.').waitFor();
    await page.getByRole('link', { name: 'Add interface' }).click();
    await page.waitForURL(/\/dcim\/interfaces\/add\/\?device=\d+$/);
    await page.locator('.picked', { hasText: 'edge1' }).waitFor();
    await page.locator('#field-name').fill('eth0');
    await page.locator('#field-type').selectOption('1000base-t');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/dcim\/interfaces\/\d+\/$/);
    ids.interface = Number(/\/(\d+)\/$/.exec(page.url())![1]);

    await page.goto(url('/ipam/ip-addresses/add/'));
    await page.locator('#field-address').fill('192.0.2.1/24');
    await page.locator('#field-assigned_object-type').selectOption('dcim.interface');
    await pick('#field-assigned_object', 'eth0');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/ipam\/ip-addresses\/\d+\/$/);
    assert.equal(await heading().textContent(), '192.0.2.1/24');
    const ip = await service.api('GET', page.url().replace(service.base, '/api'));
    assert.equal(ip.assigned_object_type, 'dcim.interface');
    assert.equal(ip.assigned_object_id, ids.interface);
    assert.equal(ip.assigned_object.device.id, ids.device);
  });

  it('offers the racks of the chosen site and location, and a device\'s own interfaces as its LAG', async () => {
    const [a, b] = await service.api('POST', '/api/dcim/sites/', [{ name: 'Narrow A', slug: 'narrow-a' }, { name: 'Narrow B', slug: 'narrow-b' }]);
    const [locA] = await service.api('POST', '/api/dcim/locations/', [{ name: 'Narrow hall A', slug: 'narrow-hall-a', site: a.id }, { name: 'Narrow hall B', slug: 'narrow-hall-b', site: b.id }]);
    const racks = await service.api('POST', '/api/dcim/racks/', [
      { name: 'Narrow-rack A1', site: a.id, location: locA.id }, { name: 'Narrow-rack A2', site: a.id }, { name: 'Narrow-rack B1', site: b.id },
    ]);
    /** The options a related field offers for `text`, once the answer for it is shown. */
    const offered = async (field: string, text: string, expected: string[]) => {
      await page.locator(field).fill(text);
      const options = page.locator('.object-select', { has: page.locator(field) }).getByRole('option');
      await page.waitForFunction(({ field, expected }) => {
        const list = document.querySelector(field)?.closest('.object-select')?.querySelectorAll('[role=option]') ?? [];
        return JSON.stringify([...list].map((o) => o.textContent)) === JSON.stringify(expected);
      }, { field, expected });
      assert.deepEqual(await options.allTextContents(), expected);
    };
    await page.goto(url('/dcim/devices/add/'));
    await pick('#field-site', 'Narrow A');
    await offered('#field-rack', 'Narrow-rack', ['Narrow-rack A1', 'Narrow-rack A2']);
    await offered('#field-location', 'Narrow hall', ['Narrow hall A']);
    await page.getByRole('option', { name: 'Narrow hall A', exact: true }).click();
    await offered('#field-rack', 'Narrow-rack', ['Narrow-rack A1']);
    await page.getByRole('option', { name: 'Narrow-rack A1', exact: true }).click();
    await page.locator('.picked', { hasText: 'Narrow-rack A1' }).waitFor();
    // Another site: the rack and location chosen for the first are let go.
    await pick('#field-site', 'Narrow B');
    await page.locator('.picked', { hasText: 'Narrow-rack A1' }).waitFor({ state: 'detached' });
    await page.locator('.picked', { hasText: 'Narrow hall A' }).waitFor({ state: 'detached' });
    await offered('#field-rack', 'Narrow-rack', ['Narrow-rack B1']);

    const type = await service.api('POST', '/api/dcim/device-types/', { manufacturer: ids.manufacturer, model: 'Narrow type', slug: 'narrow-type' });
    const [d1, d2] = await service.api('POST', '/api/dcim/devices/', ['narrow-d1', 'narrow-d2'].map((name) => ({ name, device_type: type.id, role: ids.role, site: a.id })));
    await service.api('POST', '/api/dcim/interfaces/', [{ device: d1.id, name: 'bond-d1', type: 'lag' }, { device: d2.id, name: 'bond-d2', type: 'lag' }]);
    await page.goto(url(`/dcim/interfaces/add/?device=${d1.id}`));
    await page.locator('.picked', { hasText: 'narrow-d1' }).waitFor();
    await offered('#field-lag', 'bond', ['bond-d1']);
    // The later tests count the devices and sites.
    await service.api('DELETE', '/api/dcim/devices/', [d1, d2].map((d) => ({ id: d.id })));
    await service.api('DELETE', `/api/dcim/device-types/${type.id}/`);
    await service.api('DELETE', '/api/dcim/racks/', racks.map((r: { id: number }) => ({ id: r.id })));
    await service.api('DELETE', '/api/dcim/sites/', [a, b].map((x) => ({ id: x.id })));
  });

  it('shows the server\'s validation error on its field, and creates nothing', async () => {
    await page.goto(url('/dcim/sites/add/'));
    await page.locator('#field-name').fill('Amsterdam again');
    await page.locator('#field-slug').fill('ams1');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.locator('#field-slug[aria-invalid="true"]').waitFor();
    const message = await page.locator('#field-slug-error').textContent();
    assert.match(message!, /slug/i);
    assert.equal(await page.locator('#field-slug').evaluate((el) => el.getAttribute('aria-describedby')?.includes('field-slug-error')), true);
    assert.equal(await page.locator('#field-name[aria-invalid="true"]').count(), 0);
    assert.ok(page.url().endsWith('/dcim/sites/add/'));
    assert.equal((await service.api('GET', '/api/dcim/sites/?name=Amsterdam%20again')).count, 0);
    await axe('form with errors');
  });

  it('finds objects with the filter panel (kept in the URL) and the global search', async function () {
    this.timeout(180_000);
    await service.api('POST', '/api/dcim/sites/', { name: 'Berlin', slug: 'ber1', status: 'planned' });
    await service.api('POST', '/api/dcim/devices/', { name: 'core-ber', device_type: { slug: 'x1000' }, role: { slug: 'router' }, site: { slug: 'ber1' }, status: 'planned' });
    await page.goto(url('/dcim/devices/'));
    await page.getByRole('cell', { name: 'core-ber', exact: true }).waitFor();
    await page.getByRole('button', { name: /^Filters/ }).click();
    await pick('#filter-site_id', 'Amsterdam 1');
    await page.locator('#filter-status').selectOption('active');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(new RegExp(`site_id=${ids.site}.*status=active|status=active.*site_id=${ids.site}`));
    await page.locator('.list-count', { hasText: 'of 1' }).waitFor();
    assert.deepEqual(await page.locator('table.object-table tbody tr td:nth-child(2)').allTextContents(), ['edge1']);
    await axe('list page');

    // The same URL, opened afresh, shows the same view.
    const shared = page.url();
    await page.goto(shared);
    await page.locator('.list-count', { hasText: 'of 1' }).waitFor();

    await page.locator('#global-search').fill('192.0.2.1');
    await page.locator('#global-search').press('Enter');
    await page.waitForURL(/\/search\/\?q=192.0.2.1$/);
    // One request to the search endpoint, answered from the search index.
    await page.getByRole('heading', { name: /IP addresses/ }).waitFor();
    await page.getByRole('link', { name: '192.0.2.1/24' }).waitFor();
    await axe('search page');
    await page.locator('#global-search').fill('edge1');
    await page.locator('#global-search').press('Enter');
    await page.getByRole('heading', { name: /Devices/ }).waitFor();
    await page.getByRole('link', { name: 'edge1', exact: true }).click();
    await page.waitForURL(new RegExp(`/dcim/devices/${ids.device}/$`));
  });

  it('sorts by a header, remembers the chosen columns and exports the view as CSV', async () => {
    // The list asks the API for its columns' fields only, and the id and display of the row's link.
    const listRequest = () => page.waitForRequest((r) => new URL(r.url()).pathname === '/api/dcim/devices/' && r.method() === 'GET');
    const fieldsOf = async (request: ReturnType<typeof listRequest>) => new URL((await request).url()).searchParams.get('fields')?.split(',').sort();
    const { columns } = (JSON.parse(readFileSync(new URL('../../generated/ui/catalogue.json', import.meta.url), 'utf8')) as { models: Array<{ key: string; columns: string[] }> }).models.find((m) => m.key === 'dcim.device')!;
    const firstList = listRequest();
    await page.goto(url('/dcim/devices/'));
    assert.deepEqual(await fieldsOf(firstList), [...new Set(['id', 'display', ...columns])].sort());
    assert.equal(await page.getByRole('link', { name: 'edge1', exact: true }).getAttribute('href'), `/dcim/devices/${ids.device}/`);
    if (SCREENSHOTS) {
      await page.locator('.list-count').waitFor();
      await screenshot(page, 'list');
    }
    await page.getByRole('button', { name: 'Device', exact: true }).click();
    await page.waitForURL(/ordering=display/);
    await page.getByRole('button', { name: 'Device', exact: true }).click();
    await page.waitForURL(/ordering=-display/);
    await page.locator('table.object-table tbody tr:first-child td:nth-child(2)', { hasText: 'edge1' }).waitFor();
    assert.deepEqual(await page.locator('table.object-table tbody tr td:nth-child(2)').allTextContents(), ['edge1', 'core-ber']);
    assert.equal(await page.locator('th[aria-sort="descending"]').count(), 1);

    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('checkbox', { name: 'Status' }).uncheck();
    await page.getByRole('checkbox', { name: 'Serial' }).check();
    const chosenList = listRequest();
    await page.reload();
    assert.deepEqual(await fieldsOf(chosenList), [...new Set(['id', 'display', 'serial', ...columns.filter((c) => c !== 'status')])].sort());
    await page.locator('table.object-table thead th', { hasText: 'Serial' }).waitFor();
    assert.equal(await page.locator('table.object-table thead th', { hasText: /^Status$/ }).count(), 0);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const csv = readFileSync((await download.path())!, 'utf8');
    const lines = csv.trim().split('\r\n');
    assert.match(lines[0]!, /^Device,.*Serial/);
    assert.equal(lines.length, 3);
    assert.match(lines[1]!, /^edge1,/);
  });

  it('edits an object through its form', async () => {
    await page.goto(url(`/dcim/devices/${ids.device}/`));
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(new RegExp(`/dcim/devices/${ids.device}/edit/$`));
    await page.locator('#field-name').waitFor();
    assert.equal(await page.locator('#field-name').inputValue(), 'edge1');
    await axe('edit form');
    await screenshot(page, 'edit');
    await page.locator('#field-name').fill('edge1-ams');
    await page.locator('#field-serial').fill('SN-42');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(new RegExp(`/dcim/devices/${ids.device}/$`));
    await heading().filter({ hasText: 'edge1-ams' }).waitFor();
    const device = await service.api('GET', `/api/dcim/devices/${ids.device}/`);
    assert.equal(device.name, 'edge1-ams');
    assert.equal(device.serial, 'SN-42');
    assert.equal(device.site.id, ids.site, 'what the form did not change stays');
  });

  it('uploads a device type\'s images through its form, shows them, keeps and removes them', async () => {
    const type = await service.api('POST', '/api/dcim/device-types/', { manufacturer: ids.manufacturer, model: 'Imaged', slug: 'imaged' });
    const media = (name: string) => `${service.base}/media/devicetype-images/${name}`;
    const requests: string[] = [];
    page.on('request', (r) => { if (r.url().includes(`/api/dcim/device-types/${type.id}/`) && r.method() !== 'GET') requests.push(`${r.method()} ${r.headers()['content-type']?.split(';')[0]}`); });
    const edit = async () => {
      await page.goto(url(`/dcim/device-types/${type.id}/edit/`));
      await page.locator('#field-model').waitFor();
    };
    const save = async () => {
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL(new RegExp(`/dcim/device-types/${type.id}/$`));
    };

    // A file and a text field in one save: one multipart PATCH, as the import script sends.
    await edit();
    assert.equal(await page.locator('#field-front_image').getAttribute('type'), 'file');
    await page.locator('#field-front_image').setInputFiles({ name: 'imaged.front.png', mimeType: 'image/png', buffer: png(24, 12) });
    await page.locator('#field-description').fill('has a picture');
    await axe('form with an image control');
    await save();
    const image = page.locator('img.field-image');
    await image.waitFor();
    assert.equal(await image.getAttribute('src'), media('imaged.front.png'));
    await page.waitForFunction(() => (document.querySelector('img.field-image') as HTMLImageElement | null)?.naturalWidth === 24);
    let now = await service.api('GET', `/api/dcim/device-types/${type.id}/`);
    assert.equal(now.description, 'has a picture');
    assert.equal(now.front_image, media('imaged.front.png'));
    assert.equal(now.rear_image, null);
    assert.deepEqual(requests.splice(0), ['PATCH multipart/form-data']);

    // A save that does not touch the images leaves them.
    await edit();
    assert.equal(await page.locator('img.field-image').getAttribute('src'), media('imaged.front.png'), 'the form shows the current image');
    await page.locator('#field-comments').fill('still pictured');
    await save();
    now = await service.api('GET', `/api/dcim/device-types/${type.id}/`);
    assert.equal(now.comments, 'still pictured');
    assert.equal(now.front_image, media('imaged.front.png'), 'the image stays');
    assert.deepEqual(requests.splice(0), ['PATCH application/json']);

    // Removing one image while uploading the other: the removal as JSON, then the file.
    await edit();
    await page.getByRole('checkbox', { name: 'Remove the current image' }).check();
    await page.locator('#field-rear_image').setInputFiles({ name: 'imaged.rear.png', mimeType: 'image/png', buffer: png(30, 10) });
    await save();
    now = await service.api('GET', `/api/dcim/device-types/${type.id}/`);
    assert.equal(now.front_image, null, 'removed');
    assert.equal(now.rear_image, media('imaged.rear.png'));
    assert.equal((await fetch(media('imaged.front.png'), { headers: { Authorization: `Token ${ADMIN.token}` } })).status, 404, 'its bytes are gone');
    assert.deepEqual(requests.splice(0), ['PATCH application/json', 'PATCH multipart/form-data']);
    page.removeAllListeners('request');
  });

  it('attaches an image to a site through the image attachment form; a file that is no image is refused on its field', async () => {
    const site = await service.api('POST', '/api/dcim/sites/', { name: 'Pictured site', slug: 'pictured-site' });
    const attachments = async () => (await service.api('GET', `/api/extras/image-attachments/?object_type=dcim.site&object_id=${site.id}`)).results;
    await page.goto(url('/extras/image-attachments/add/'));
    await page.locator('#field-object-type').selectOption('dcim.site');
    await pick('#field-object', 'Pictured site');
    await page.locator('#field-name').fill('front door');
    await page.locator('#field-image').setInputFiles({ name: 'door.txt', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
    await page.getByRole('button', { name: 'Create' }).click();
    await page.locator('#field-image-error').filter({ hasText: 'Upload a valid image' }).waitFor();
    assert.deepEqual(await attachments(), [], 'nothing was created');
    await page.locator('#field-image').setInputFiles({ name: 'door.png', mimeType: 'image/png', buffer: png(8, 6) });
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/extras\/image-attachments\/\d+\/$/);
    const [made] = await attachments();
    assert.equal(made.name, 'front door');
    assert.equal(made.image, `${service.base}/media/image-attachments/door.png`);
    assert.deepEqual([made.image_width, made.image_height], [8, 6]);
  });

  it('bulk-edits and bulk-deletes the selected rows', async () => {
    for (const n of ['Bulk A', 'Bulk B', 'Bulk C']) await service.api('POST', '/api/dcim/sites/', { name: n, slug: n.toLowerCase().replace(' ', '-') });
    await page.goto(url('/dcim/sites/?q=Bulk&ordering=display'));
    await page.locator('.list-count', { hasText: 'of 3' }).waitFor();
    await page.getByRole('checkbox', { name: 'Select Bulk A' }).check();
    await page.getByRole('checkbox', { name: 'Select Bulk B' }).check();
    await page.getByRole('button', { name: 'Edit selected' }).click();
    await page.locator('#bulk-status').selectOption('staging');
    await page.getByRole('button', { name: 'Apply to selected' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Apply changes' }).click();
    await page.getByText('Changed status of 2 sites.').waitFor();
    const statuses = (await service.api('GET', '/api/dcim/sites/?q=Bulk&ordering=name')).results.map((s: any) => s.status.value);
    assert.deepEqual(statuses, ['staging', 'staging', 'active']);

    await page.getByRole('checkbox', { name: 'Select Bulk A' }).check();
    await page.getByRole('checkbox', { name: 'Select Bulk B' }).check();
    await page.getByRole('button', { name: 'Delete selected' }).click();
    await page.getByRole('alertdialog').getByText('Bulk A').waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Deleted 2 sites.').waitFor();
    await page.locator('.list-count', { hasText: 'of 1' }).waitFor();
    const left = (await service.api('GET', '/api/dcim/sites/?q=Bulk')).results.map((s: any) => s.name);
    assert.deepEqual(left, ['Bulk C']);
  });

  it('asks before deleting and lists what blocks the delete', async () => {
    await page.goto(url(`/dcim/sites/${ids.site}/`));
    await page.getByRole('link', { name: 'Delete' }).click();
    await page.waitForURL(new RegExp(`/dcim/sites/${ids.site}/delete/$`));
    await heading().filter({ hasText: 'Delete Amsterdam 1?' }).waitFor();
    await axe('delete confirmation');
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.locator('ul.dependents li', { hasText: 'edge1-ams' }).waitFor();
    assert.equal((await service.api('GET', `/api/dcim/sites/${ids.site}/`)).name, 'Amsterdam 1', 'the site is still there');
  });

  it('offers only what the user may do, and shows a 403 as a message', async () => {
    const user = await service.api('POST', '/api/users/users/', { username: 'viewer', password: 'viewer-password-1' });
    await service.api('POST', '/api/users/permissions/', { name: 'view sites', object_types: ['dcim.site'], actions: ['view'], users: [user.id] });
    const other = await browser.newContext(CONTEXT);
    const p = await other.newPage();
    try {
      await p.goto(url('/login/'));
      await p.getByLabel('Username').fill('viewer');
      await p.getByLabel('Password').fill('viewer-password-1');
      await p.getByRole('button', { name: 'Sign in' }).click();
      await p.waitForURL(url('/'));
      await p.goto(url('/dcim/sites/'));
      await p.locator('.list-count').waitFor();
      assert.equal(await p.getByRole('link', { name: 'Add site' }).count(), 0);
      assert.equal(await p.getByRole('button', { name: 'Delete selected' }).count(), 0);
      assert.equal(await p.locator('table.object-table tbody input[type=checkbox]').count(), 0);
      assert.equal(await p.locator('.app-nav a', { hasText: 'Devices' }).count(), 0, 'no navigation to what they cannot see');
      await p.goto(url(`/dcim/sites/${ids.site}/`));
      await p.locator('h1.page-title', { hasText: 'Amsterdam 1' }).waitFor();
      assert.equal(await p.getByRole('link', { name: 'Edit' }).count(), 0);
      await p.goto(url('/dcim/devices/'));
      await p.getByRole('alert').filter({ hasText: 'You do not have permission' }).waitFor();
      // Signing out ends the session: the next page asks for a sign-in again.
      await p.getByRole('button', { name: 'Sign out' }).click();
      await p.waitForURL(/\/login\//);
      await p.goto(url('/dcim/sites/'));
      await p.waitForURL(/\/login\/\?next=/);
    } finally {
      await other.close();
    }
  });
});
