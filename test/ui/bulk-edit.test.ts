// The list page's bulk edit in Chromium, as NetBox's: every field starts unset and only what the
// user sets is sent, tags are added and removed per object, nothing is sent before a
// confirmation naming the count, and the API's refusals are shown per object. What changed and
// what did not is read back through the API.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { axe, pick } from './chromium.ts';
import { browserSuite } from './browser-suite.ts';
import type { Service } from './service.ts';

describe('web UI: bulk edit', function () {
  this.timeout(60_000);
  const ui = browserSuite({ pageTimeout: 10_000 });
  let service: Service;
  let page: Page;
  const tag: Record<string, number> = {};
  const device: Record<string, number> = {};

  before(async function () {
    ({ service, page } = ui);
    await service.api('POST', '/api/dcim/manufacturers/', [{ name: 'Acme', slug: 'acme' }, { name: 'Other', slug: 'other' }]);
    await service.api('POST', '/api/dcim/device-types/', [
      { manufacturer: { slug: 'acme' }, model: 'A1', slug: 'a1' },
      { manufacturer: { slug: 'other' }, model: 'O1', slug: 'o1' },
    ]);
    await service.api('POST', '/api/dcim/device-roles/', { name: 'Router', slug: 'router' });
    await service.api('POST', '/api/dcim/sites/', { name: 'Site 1', slug: 'site-1' });
    await service.api('POST', '/api/dcim/platforms/', [{ name: 'AcmeOS', slug: 'acmeos', manufacturer: { slug: 'acme' } }, { name: 'OtherOS', slug: 'otheros', manufacturer: { slug: 'other' } }]);
    for (const t of await service.api('POST', '/api/extras/tags/', ['red', 'green', 'blue'].map((n) => ({ name: n, slug: n })))) tag[t.name] = t.id;
    const bulk = await service.api('POST', '/api/dcim/devices/', [
      { name: 'bulk-1', device_type: { slug: 'o1' }, serial: 'SN-1', description: 'first', platform: { slug: 'otheros' }, tags: [{ slug: 'red' }] },
      { name: 'bulk-2', device_type: { slug: 'a1' }, serial: 'SN-2', description: 'second', platform: { slug: 'acmeos' }, tags: [{ slug: 'green' }] },
      { name: 'bulk-3', device_type: { slug: 'a1' }, serial: 'SN-3', description: 'third', tags: [{ slug: 'red' }, { slug: 'green' }] },
      { name: 'bulk-4', device_type: { slug: 'a1' }, serial: 'SN-4', description: 'not selected', platform: { slug: 'acmeos' }, tags: [{ slug: 'red' }] },
    ].map((d) => ({ ...d, role: { slug: 'router' }, site: { slug: 'site-1' }, status: 'active' })));
    for (const d of bulk) device[d.name] = d.id;
  });

  /** Every device as the API shows it, by name, without the time of its last change. */
  async function devices(): Promise<Record<string, any>> {
    const page = await service.api('GET', '/api/dcim/devices/?q=bulk-&ordering=name&exclude=config_context');
    return Object.fromEntries(page.results.map(({ last_updated: _, ...d }: any) => [d.name, d]));
  }

  const tagsOf = (d: any) => d.tags.map((t: any) => t.name).sort();

  /** The list of bulk-* devices with the first three selected and the bulk edit form open. */
  async function editFirstThree() {
    await page.goto(`${service.base}/dcim/devices/?q=bulk-&ordering=name`);
    await page.locator('.list-count', { hasText: 'of 4' }).waitFor();
    for (const n of ['bulk-1', 'bulk-2', 'bulk-3']) await page.getByRole('checkbox', { name: `Select ${n}` }).check();
    await page.getByRole('button', { name: 'Edit selected' }).click();
    await page.getByRole('heading', { name: 'Edit 3 devices' }).waitFor();
  }

  const dialog = () => page.getByRole('alertdialog');

  it('changes only the field set (status of 3 devices), after a confirmation naming the count', async () => {
    const before = await devices();
    await editFirstThree();
    // Nothing starts set: the name, the first field, is empty and no Set null box is ticked.
    assert.equal(await page.locator('#bulk-name').inputValue(), '');
    assert.equal(await page.locator('#bulk-status').inputValue(), '');
    assert.equal(await page.locator('input[type=checkbox][id$="-null"]:checked').count(), 0);
    await axe(page, 'bulk edit form');
    await page.locator('#bulk-status').selectOption('planned');
    await page.getByRole('button', { name: 'Apply to selected' }).click();

    await dialog().getByRole('heading', { name: 'Change 3 devices?' }).waitFor();
    assert.match(await dialog().textContent() ?? '', /Status.*Planned/);
    assert.match(await dialog().textContent() ?? '', /bulk-1.*bulk-2.*bulk-3/);
    await axe(page, 'bulk edit confirmation');
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    await dialog().waitFor({ state: 'detached' });
    assert.deepEqual(await devices(), before, 'cancelling changes nothing');
    assert.equal(await page.locator('#bulk-status').inputValue(), 'planned', 'the form keeps what was set');

    await page.getByRole('button', { name: 'Apply to selected' }).click();
    await dialog().getByRole('button', { name: 'Apply changes' }).click();
    await page.getByRole('status').filter({ hasText: 'Changed status of 3 devices.' }).waitFor();
    const after = await devices();
    for (const n of ['bulk-1', 'bulk-2', 'bulk-3']) {
      assert.equal(after[n].status.value, 'planned', n);
      assert.deepEqual({ ...after[n], status: before[n].status }, before[n], `${n}: nothing but the status changed`);
    }
    assert.deepEqual(after['bulk-4'], before['bulk-4'], 'the device not selected is unchanged');
  });

  it('adds and removes tags on each object, keeping the tags it had otherwise', async () => {
    const before = await devices();
    await editFirstThree();
    await pick(page, '#bulk-add_tags', 'blue');
    await pick(page, '#bulk-remove_tags', 'red');
    await page.getByRole('button', { name: 'Apply to selected' }).click();
    await dialog().getByRole('heading', { name: 'Change 3 devices?' }).waitFor();
    assert.match(await dialog().textContent() ?? '', /Add tags.*blue/);
    assert.match(await dialog().textContent() ?? '', /Remove tags.*red/);
    await dialog().getByRole('button', { name: 'Apply changes' }).click();
    await page.getByRole('status').filter({ hasText: 'of 3 devices.' }).waitFor();
    const after = await devices();
    assert.deepEqual(tagsOf(after['bulk-1']), ['blue'], 'red -> blue');
    assert.deepEqual(tagsOf(after['bulk-2']), ['blue', 'green'], 'green kept, blue added');
    assert.deepEqual(tagsOf(after['bulk-3']), ['blue', 'green'], 'red removed, green kept, blue added');
    for (const n of ['bulk-1', 'bulk-2', 'bulk-3']) assert.deepEqual({ ...after[n], tags: before[n].tags }, before[n], `${n}: nothing but the tags changed`);
    assert.deepEqual(after['bulk-4'], before['bulk-4'], 'the device not selected is unchanged');
  });

  it('clears a field with Set null and leaves the others', async () => {
    const before = await devices();
    await editFirstThree();
    await page.getByRole('checkbox', { name: 'Set null (platform)' }).check();
    assert.equal(await page.locator('#bulk-platform').isDisabled(), true, 'a field set to null takes no value');
    await page.getByRole('button', { name: 'Apply to selected' }).click();
    await dialog().getByRole('button', { name: 'Apply changes' }).click();
    await page.getByRole('status').filter({ hasText: 'Changed platform of 3 devices.' }).waitFor();
    const after = await devices();
    for (const n of ['bulk-1', 'bulk-2', 'bulk-3']) {
      assert.equal(after[n].platform, null, n);
      assert.deepEqual({ ...after[n], platform: before[n].platform }, before[n], `${n}: nothing but the platform changed`);
    }
    assert.equal(after['bulk-4'].platform.slug, 'acmeos');
  });

  it('shows the API\'s refusal per object and changes none of them', async () => {
    const before = await devices();
    await editFirstThree();
    // OtherOS is limited to Other's device types: bulk-1 may take it, bulk-2 and bulk-3 not.
    await pick(page, '#bulk-platform', 'OtherOS');
    await page.locator('#bulk-description').fill('changed');
    await page.getByRole('button', { name: 'Apply to selected' }).click();
    await dialog().getByRole('button', { name: 'Apply changes' }).click();
    const errors = page.locator('#bulk-errors');
    await errors.waitFor();
    const items = await errors.locator('li').allTextContents();
    assert.equal(items.length, 2, items.join(' | '));
    assert.match(items[0]!, /^bulk-2: Platform: The assigned platform is limited to Other device types/);
    assert.match(items[1]!, /^bulk-3: Platform: /);
    await axe(page, 'bulk edit errors');
    assert.deepEqual(await devices(), before, 'all or none: bulk-1 is unchanged too');
  });

  it('sends nothing when no field is set', async () => {
    const before = await devices();
    await editFirstThree();
    await page.getByRole('button', { name: 'Apply to selected' }).click();
    await page.getByText('Set a field, tick Set null, or choose tags to add or remove.').waitFor();
    assert.equal(await dialog().count(), 0);
    assert.deepEqual(await devices(), before);
  });
});
