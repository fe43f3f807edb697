// The web UI's bulk import, "all matching" bulk edit and delete, global search and custom field
// editors in Chromium, driven as a user would, with what the API then holds checked: an import
// with one bad record creates nothing and names the record; CSV, YAML and JSON imports create
// (related objects by name) and update (an id column); every device the filters match is edited
// and deleted, not only the page; the global search is one request; each custom field type has
// its control and the API's refusal shows under its field.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { axe, pick, screenshot } from './chromium.ts';
import { browserSuite } from './browser-suite.ts';
import type { Service } from './service.ts';

describe('web UI: import, all matching, search, custom fields', function () {
  this.timeout(90_000);
  const ui = browserSuite();
  let service: Service;
  let page: Page;
  let site: number;

  before(async function () {
    ({ service, page } = ui);
    await service.api('POST', '/api/dcim/manufacturers/', { name: 'Acme', slug: 'acme' });
    await service.api('POST', '/api/dcim/device-types/', { manufacturer: { slug: 'acme' }, model: 'X1000', slug: 'x1000' });
    await service.api('POST', '/api/dcim/device-roles/', { name: 'Router', slug: 'router' });
    site = (await service.api('POST', '/api/dcim/sites/', { name: 'Berlin', slug: 'ber' })).id;
    await service.api('POST', '/api/extras/tags/', [{ name: 'Red', slug: 'red' }, { name: 'Blue', slug: 'blue' }]);
    const set = await service.api('POST', '/api/extras/custom-field-choice-sets/', { name: 'Tiers', extra_choices: [['gold', 'Gold'], ['silver', 'Silver'], ['bronze', 'Bronze']] });
    const cf = (name: string, type: string, extra: object = {}) => ({ name, type, object_types: ['dcim.device'], ...extra });
    await service.api('POST', '/api/extras/custom-fields/', [
      cf('rack_units', 'integer', { label: 'Rack units', validation_maximum: 10, description: 'At most 10' }),
      cf('weight_kg', 'decimal'),
      cf('monitored', 'boolean'),
      cf('installed', 'date'),
      cf('audited', 'datetime'),
      cf('runbook', 'url'),
      cf('notes', 'longtext'),
      cf('extra', 'json'),
      cf('asset_code', 'text'),
      cf('tier', 'select', { choice_set: set.id }),
      cf('tiers', 'multiselect', { choice_set: set.id }),
      cf('backup_site', 'object', { related_object_type: 'dcim.site' }),
      cf('other_sites', 'multiobject', { related_object_type: 'dcim.site' }),
    ]);
  });

  const shot = (name: string) => screenshot(page, name);

  /** The devices whose name starts with `prefix`, by name, as the API shows them. */
  async function devices(prefix: string): Promise<Record<string, any>> {
    const got = await service.api('GET', `/api/dcim/devices/?name__isw=${prefix}&limit=1000&exclude=config_context`);
    return Object.fromEntries(got.results.map((d: any) => [d.name, d]));
  }

  async function importText(text: string) {
    await page.locator('#import-data').fill(text);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
  }

  it('refuses a CSV import with one bad record whole, naming the record; then imports it with related objects by name', async () => {
    await page.goto(`${service.base}/dcim/devices/`);
    await page.getByRole('link', { name: 'Import', exact: true }).click();
    await page.getByRole('heading', { name: 'Import devices' }).waitFor();
    const csv = (type2: string) => [
      'name,site,device_type,role,status,serial,tags,cf_rack_units,cf_monitored',
      'imp-1,Berlin,X1000,Router,active,S1,"red,blue",4,true',
      `imp-2,Berlin,${type2},Router,planned,S2,,,`,
      'imp-3,Berlin,X1000,Router,,S3,red,,no',
    ].join('\n');
    await importText(csv('Z9999'));
    const problems = page.locator('#import-problems tbody tr');
    await problems.first().waitFor();
    const rows = await problems.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
    assert.equal(rows.length, 1, JSON.stringify(rows));
    assert.deepEqual(rows[0]!.slice(0, 2), ['2', 'device_type']);
    await page.getByText('Nothing was imported').waitFor();
    assert.deepEqual(await devices('imp-'), {}, 'all or none: the good records were not created either');
    await axe(page, 'import page with errors');
    await shot('import');

    await importText(csv('X1000'));
    await page.getByRole('status').filter({ hasText: 'Imported 3 devices.' }).waitFor();
    assert.equal(await page.locator('.import-result a').count(), 3);
    const made = await devices('imp-');
    assert.deepEqual(Object.keys(made).sort(), ['imp-1', 'imp-2', 'imp-3']);
    assert.equal(made['imp-1'].site.id, site);
    assert.equal(made['imp-1'].device_type.model, 'X1000');
    assert.deepEqual(made['imp-1'].tags.map((t: any) => t.slug).sort(), ['blue', 'red']);
    assert.deepEqual([made['imp-1'].custom_fields.rack_units, made['imp-1'].custom_fields.monitored], [4, true]);
    assert.equal(made['imp-2'].status.value, 'planned');
    assert.equal(made['imp-3'].status.value, 'active', 'an empty cell leaves the default');
    assert.equal(made['imp-3'].custom_fields.monitored, false);
  });

  it('imports YAML and JSON, and updates the objects an id column names', async () => {
    await page.goto(`${service.base}/dcim/devices/import/`);
    await importText('- name: yml-1\n  site: Berlin\n  device_type: X1000\n  role: Router\n  custom_fields: {tier: gold}\n- name: yml-2\n  site: Berlin\n  device_type: X1000\n  role: Router\n');
    await page.getByRole('status').filter({ hasText: 'Imported 2 devices.' }).waitFor();
    const made = await devices('yml-');
    assert.deepEqual(Object.keys(made).sort(), ['yml-1', 'yml-2']);
    assert.equal(made['yml-1'].custom_fields.tier, 'gold');
    const before = await devices('imp-');
    await importText(JSON.stringify([{ id: made['yml-1'].id, serial: 'JSON-1' }, { id: made['yml-2'].id, serial: 'JSON-2', site: 'Berlin' }]));
    await page.getByRole('status').filter({ hasText: 'Updated 2 devices.' }).waitFor();
    const after = await devices('yml-');
    assert.deepEqual([after['yml-1'].serial, after['yml-2'].serial], ['JSON-1', 'JSON-2']);
    assert.equal(after['yml-1'].custom_fields.tier, 'gold', 'what the update does not name is kept');
    assert.deepEqual(Object.keys(await devices('imp-')), Object.keys(before));
  });

  it('sends over 1,000 creations to the streamed import: one bad record refuses all, named by its number', async () => {
    await page.goto(`${service.base}/ipam/ip-addresses/import/`);
    await page.getByRole('heading', { name: 'Import IP addresses' }).waitFor();
    const csv = (last: string) => ['address,status,description', ...Array.from({ length: 1200 }, (_, i) => `10.77.${i >> 8}.${i & 255}/16,active,streamed`), `${last},active,streamed`].join('\n');
    const imports: string[] = [];
    page.on('request', (r) => { if (r.method() === 'POST') imports.push(new URL(r.url()).pathname); });
    await importText(csv('10.77.9.9/0'));
    const problems = page.locator('#import-problems tbody tr');
    await problems.first().waitFor();
    const rows = await problems.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
    assert.deepEqual(rows, [['1201', 'address', 'Cannot create IP address with /0 mask.']]);
    const none = await service.api('GET', '/api/ipam/ip-addresses/?description=streamed&limit=1');
    assert.equal(none.count, 0, 'all or none');
    await importText(csv('10.77.9.9/16'));
    await page.getByRole('status').filter({ hasText: 'Imported 1,201 IP addresses.' }).waitFor();
    const made = await service.api('GET', '/api/ipam/ip-addresses/?description=streamed&limit=1');
    assert.equal(made.count, 1201);
    assert.deepEqual([...new Set(imports)], ['/api/netinv/import/ipam/ip-addresses/']);
    await axe(page, 'import page after a streamed import');
  });

  it('edits and deletes every device the filters match, not only the page', async () => {
    await service.api('POST', '/api/dcim/devices/', Array.from({ length: 60 }, (_, i) => ({
      name: `match-${String(i).padStart(2, '0')}`, device_type: { slug: 'x1000' }, role: { slug: 'router' }, site: { slug: 'ber' },
    })));
    const others = await devices('imp-');
    await page.goto(`${service.base}/dcim/devices/?name__isw=match-&limit=25`);
    await page.locator('.list-count', { hasText: 'of 60' }).waitFor();
    await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
    await page.getByRole('button', { name: 'Select all 60 matching' }).click();
    await page.getByText('All 60 devices matching the filters are selected.').waitFor();
    await axe(page, 'list with all matching selected');
    await shot('select-matching');
    await page.getByRole('button', { name: 'Edit selected' }).click();
    await page.getByRole('heading', { name: 'Edit all 60 matching devices' }).waitFor();
    await page.locator('#bulk-status').selectOption('planned');
    await page.getByRole('button', { name: 'Apply to all matching' }).click();
    await page.getByRole('alertdialog').getByRole('heading', { name: 'Change 60 devices?' }).waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Apply changes' }).click();
    await page.getByRole('status').filter({ hasText: 'Changed status of 60 devices.' }).waitFor();
    const edited = await devices('match-');
    assert.equal(Object.keys(edited).length, 60);
    assert.deepEqual([...new Set(Object.values(edited).map((d: any) => d.status.value))], ['planned']);
    assert.deepEqual(Object.values(await devices('imp-')).map((d: any) => d.status.value), Object.values(others).map((d: any) => d.status.value), 'devices not matching are unchanged');

    await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
    await page.getByRole('button', { name: 'Select all 60 matching' }).click();
    await page.getByRole('button', { name: 'Delete selected' }).click();
    await page.getByRole('heading', { name: 'Delete all 60 matching devices?' }).waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Deleted 60 devices.' }).waitFor();
    assert.deepEqual(await devices('match-'), {});
    assert.equal(Object.keys(await devices('imp-')).length, 3);
  });

  it('searches everything in one request to the search endpoint', async () => {
    await page.goto(`${service.base}/`, { waitUntil: 'networkidle' });
    const requests: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) requests.push(new URL(r.url()).pathname);
    });
    await page.locator('#global-search').fill('imp-');
    await page.locator('#global-search').press('Enter');
    await page.getByRole('heading', { name: /Devices/ }).waitFor();
    await page.getByRole('link', { name: 'imp-2', exact: true }).waitFor();
    assert.deepEqual(requests, ['/api/netinv/search/']);
    await page.getByText(/objects? match/).waitFor();
    await axe(page, 'search results');
    await shot('search');
    page.removeAllListeners('request');
  });

  it('edits custom fields by their type, and shows the API\'s refusal under its field', async () => {
    const device = (await devices('imp-1'))['imp-1'];
    await page.goto(`${service.base}/dcim/devices/${device.id}/edit/`);
    await page.getByRole('group', { name: 'Custom fields' }).waitFor();
    await page.locator('#cf-tier option', { hasText: 'Gold' }).waitFor({ state: 'attached' });
    await page.locator('#cf-tiers option', { hasText: 'Gold' }).waitFor({ state: 'attached' });
    const typeOf = (id: string) => page.locator(`#cf-${id}`).evaluate((e) => (e.tagName === 'INPUT' ? (e as HTMLInputElement).type : e.tagName.toLowerCase()));
    assert.deepEqual(
      await Promise.all(['rack_units', 'weight_kg', 'monitored', 'installed', 'audited', 'runbook', 'notes', 'extra', 'asset_code', 'tier', 'tiers'].map(typeOf)),
      ['number', 'number', 'select', 'date', 'datetime-local', 'url', 'textarea', 'textarea', 'text', 'select', 'select'],
    );
    assert.equal(await page.locator('#cf-rack_units').inputValue(), '4', 'the stored value');
    assert.deepEqual(await page.locator('#cf-tier option').allTextContents(), ['—', 'Gold', 'Silver', 'Bronze'], "the choice set's choices");
    assert.equal(await page.locator('#cf-backup_site').getAttribute('role'), 'combobox');

    await page.locator('#cf-rack_units').fill('12');
    await page.getByRole('button', { name: 'Save' }).click();
    const error = page.locator('#cf-rack_units-error');
    await error.waitFor();
    assert.match(await error.textContent() ?? '', /Value must not exceed 10/);
    assert.equal(await page.locator('#cf-rack_units').getAttribute('aria-invalid'), 'true');
    assert.equal((await devices('imp-1'))['imp-1'].custom_fields.rack_units, 4, 'nothing saved');
    await axe(page, 'custom fields with an error');
    await page.locator('#cf-rack_units').scrollIntoViewIfNeeded();
    await shot('custom-fields');

    await page.locator('#cf-rack_units').fill('8');
    await page.locator('#cf-weight_kg').fill('2.5');
    await page.locator('#cf-monitored').selectOption('false');
    await page.locator('#cf-installed').fill('2026-03-01');
    await page.locator('#cf-runbook').fill('https://wiki.example.com/r1');
    await page.locator('#cf-extra').fill('{"rack": "A1"}');
    await page.locator('#cf-tier').selectOption('silver');
    await page.locator('#cf-tiers').selectOption(['gold', 'bronze']);
    await pick(page, '#cf-backup_site', 'Berlin');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(new RegExp(`/dcim/devices/${device.id}/$`));
    const cf = (await devices('imp-1'))['imp-1'].custom_fields;
    assert.deepEqual(
      [cf.rack_units, cf.weight_kg, cf.monitored, cf.installed, cf.runbook, cf.extra, cf.tier, cf.tiers, cf.backup_site, cf.asset_code],
      [8, 2.5, false, '2026-03-01', 'https://wiki.example.com/r1', { rack: 'A1' }, 'silver', ['gold', 'bronze'], site, null],
    );
    // Opened again, the form shows the stored values, the related site by its name.
    await page.goto(`${service.base}/dcim/devices/${device.id}/edit/`);
    await page.locator('#cf-backup_site').locator('xpath=../..').getByText('Chosen: Berlin').waitFor();
    await page.locator('#cf-tiers option', { hasText: 'Gold' }).waitFor({ state: 'attached' });
    assert.deepEqual(await page.locator('#cf-tiers option:checked').allTextContents(), ['Gold', 'Bronze']);
  });
});
