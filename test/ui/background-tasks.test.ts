// System > Background Tasks in Chromium (the spec: failed webhook deliveries are listed there
// and can be handled manually): a webhook to a receiver that fails, its failed delivery listed
// with webhook, object, event, attempts, status and error, requeued from the page and then
// delivered; filters kept in the URL; deleting one or the selected; and what a user without
// the permission to change webhooks, or to view them, is offered.
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { startReceiver, type Receiver } from '../events/receiver.ts';
import { uid } from '../support/api.ts';
import { axe, CONTEXT, screenshot, signIn } from './chromium.ts';
import { browserSuite } from './browser-suite.ts';
import type { Service } from './service.ts';

const PAGE = '/system/background-tasks/';

describe('web UI: System > Background Tasks', function () {
  this.timeout(60_000);
  // One attempt per delivery: a refused one fails at once.
  const ui = browserSuite({ env: { WEBHOOK_RETRIES: '0', WEBHOOK_RETRY_DELAY: '1' } });
  let service: Service;
  let receiver: Receiver;
  let browser: Browser;
  let page: Page;
  let failing: { id: number; name: string };
  let other: { id: number; name: string };

  before(async function () {
    ({ service, browser, page } = ui);
    receiver = await startReceiver();
    receiver.answer = () => 500;
    failing = await webhook('sites', ['dcim.site']);
    other = await webhook('tenants', ['tenancy.tenant']);
  });

  after(async () => {
    await receiver?.close();
  });

  async function webhook(what: string, types: string[]): Promise<{ id: number; name: string }> {
    const w = await service.api('POST', '/api/extras/webhooks/', { name: `${what} to the receiver ${uid()}`, payload_url: `${receiver.url}/${what}`, content_types: types, type_create: true, type_update: true, type_delete: true });
    return { id: w.id, name: w.name };
  }

  const tasks = async (query: string) => (await service.api('GET', `/api/extras/background-tasks/?${query}`)).results as any[];

  /** The tasks matching `query` once there are `n`, waiting for the workers. */
  async function until(query: string, n: number): Promise<any[]> {
    const end = Date.now() + 30_000;
    for (;;) {
      const found = await tasks(query);
      if (found.length >= n) return found;
      if (Date.now() > end) throw new Error(`${found.length} tasks matching ${query}, expected ${n}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  const row = (taskId: string) => page.locator(`table.task-table tbody tr[data-task="${taskId}"]`);

  it('lists a failed delivery with its webhook, object, event, attempts, status and error; requeued from the page, it is delivered', async () => {
    const site = await service.api('POST', '/api/dcim/sites/', { name: `Failing ${uid()}`, slug: `failing-${uid()}` });
    const [task] = await until(`webhook=${failing.id}&status=failed`, 1);
    assert.equal(task.object_id, site.id);
    assert.equal(receiver.received.length, 0);

    // Reached from the System menu.
    await page.goto(`${service.base}/`);
    await page.locator('.app-nav summary', { hasText: 'System' }).click();
    await page.getByRole('link', { name: 'Background Tasks' }).click();
    await page.waitForURL(`${service.base}${PAGE}`);
    assert.equal(await page.locator('h1.page-title').textContent(), 'Background Tasks');
    const r = row(task.id);
    await r.waitFor();
    await r.getByText('Failed', { exact: true }).waitFor();
    assert.equal(await r.getByRole('link', { name: failing.name }).getAttribute('href'), `/extras/webhooks/${failing.id}/`);
    assert.equal(await r.getByRole('link', { name: `site ${site.id}` }).getAttribute('href'), `/dcim/sites/${site.id}/`);
    await r.getByRole('cell', { name: 'created', exact: true }).waitFor();
    await r.getByRole('cell', { name: '1 of 1', exact: true }).waitFor();
    await r.getByRole('cell', { name: '500', exact: true }).waitFor();
    assert.ok(task.error, 'the API gives an error');
    await r.locator('td.task-error', { hasText: task.error }).waitFor();
    await axe(page, 'background tasks');
    await screenshot(page, 'background-tasks');

    // The receiver works again; the failed delivery is requeued from its row.
    receiver.answer = () => 200;
    await r.getByRole('button', { name: /^Requeue task/ }).click();
    await page.getByRole('status').filter({ hasText: 'Requeued 1 task.' }).waitFor();
    const [delivered] = await receiver.waitFor(1);
    assert.equal(delivered!.path, '/sites');
    assert.equal(delivered!.json.data.id, site.id);
    assert.equal(delivered!.json.event, 'created');
    const done = await until(`webhook=${failing.id}&status=completed`, 1);
    assert.equal(done[0].id, task.id);
    assert.equal(done[0].last_status, 200);
    // Shown as finished without a reload: the list reads itself again while a task is queued.
    await r.getByText('Finished', { exact: true }).waitFor();
    assert.equal(await r.getByRole('button', { name: /^Requeue task/ }).count(), 0, 'only failed tasks can be requeued');
  });

  it('filters by status and webhook, in the URL', async () => {
    receiver.answer = () => 500;
    const tenant = await service.api('POST', '/api/tenancy/tenants/', { name: `T ${uid()}`, slug: `t-${uid()}` });
    const [theirs] = await until(`webhook=${other.id}&status=failed&object_id=${tenant.id}`, 1);
    await page.goto(`${service.base}${PAGE}`);
    await row(theirs.id).waitFor();
    await page.getByLabel('Status').selectOption('failed');
    await page.getByLabel('Webhook').selectOption(String(failing.id));
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(new RegExp(`\\?status=failed&webhook=${failing.id}$`));
    // The failing webhook's only task was delivered in the end: none failed.
    await page.getByText('No tasks match these filters.').waitFor();
    assert.equal(await row(theirs.id).count(), 0, 'another webhook\'s task is filtered out');
    // The same URL opened afresh shows the same view, and the filters' values.
    await page.goto(`${service.base}${PAGE}?status=failed&webhook=${other.id}`);
    await row(theirs.id).waitFor();
    assert.equal(await page.getByLabel('Status').inputValue(), 'failed');
    assert.equal(await page.getByLabel('Webhook').inputValue(), String(other.id));
    assert.equal(await page.locator('table.task-table tbody tr').count(), (await tasks(`status=failed&webhook=${other.id}`)).length);
    await axe(page, 'background tasks, filtered');
    // A filter the API refuses is named, not a blank list.
    await page.goto(`${service.base}${PAGE}?status=lost`);
    await page.getByRole('alert').getByText(/status: Select a valid choice: lost/).waitFor();
  });

  it('pages as the lists do: the user\'s page length where the URL names none, pages as links', async () => {
    const count = (await service.api('GET', '/api/extras/background-tasks/?limit=1')).count as number;
    assert.ok(count >= 2, `${count} tasks: the earlier tests leave several`);
    await service.api('PATCH', '/api/users/config/', { pagination: { per_page: 1 } });
    try {
      await page.goto(`${service.base}${PAGE}`);
      await page.getByText(`Showing 1–1 of ${count}`).waitFor();
      assert.equal(await page.locator('table.task-table tbody tr').count(), 1);
      assert.equal(await page.getByText(`Page 1 of ${count}`).count(), 1);
      await page.getByRole('link', { name: 'Next' }).click();
      await page.waitForURL(/\?offset=1$/);
      await page.getByText(`Showing 2–2 of ${count}`).waitFor();
      await page.getByLabel('Per page').selectOption('25');
      await page.waitForURL(/\?limit=25$/);
      await page.getByText(`Page 1 of ${Math.ceil(count / 25)}`).waitFor();
    } finally {
      await service.api('PATCH', '/api/users/config/', { pagination: { per_page: null } });
    }
  });

  it('deletes one task, then the selected ones, after a confirmation', async () => {
    receiver.answer = () => 500;
    const before = (await tasks(`webhook=${other.id}`)).length;
    for (let i = 0; i < 4; i++) await service.api('POST', '/api/tenancy/tenants/', { name: `D ${uid()}`, slug: `d-${uid()}` });
    const failed = await until(`webhook=${other.id}&status=failed`, before + 4);
    await page.goto(`${service.base}${PAGE}?webhook=${other.id}`);
    const [first, second, third] = failed;
    await row(first.id).getByRole('button', { name: /^Delete task/ }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Delete 1 task?').waitFor();
    await axe(page, 'delete confirmation');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('status').filter({ hasText: 'Deleted 1 task.' }).waitFor();
    await row(first.id).waitFor({ state: 'detached' });
    assert.equal((await tasks(`webhook=${other.id}`)).some((t) => t.id === first.id), false);

    await row(second.id).getByRole('checkbox').check();
    await row(third.id).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Delete selected (2)' }).click();
    await dialog.getByText('Delete 2 tasks?').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('status').filter({ hasText: 'Deleted 2 tasks.' }).waitFor();
    const left = (await tasks(`webhook=${other.id}`)).map((t) => t.id);
    assert.deepEqual(left.filter((id) => [second.id, third.id].includes(id)), []);
    assert.equal(left.length, failed.length - 3, 'the others are still there');
    // Cancelled: nothing is deleted.
    await row(left[0]).getByRole('button', { name: /^Delete task/ }).click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    assert.equal((await tasks(`webhook=${other.id}`)).length, left.length);
  });

  it('requeues the selected failed tasks and all those matching the filters', async () => {
    receiver.reset();
    receiver.answer = () => 500;
    for (let i = 0; i < 3; i++) await service.api('POST', '/api/dcim/sites/', { name: `R ${uid()}`, slug: `r-${uid()}` });
    const failed = await until(`webhook=${failing.id}&status=failed`, 3);
    const completed = (await tasks(`webhook=${failing.id}&status=completed`)).length;
    receiver.answer = () => 200;
    await page.goto(`${service.base}${PAGE}?webhook=${failing.id}&status=failed`);
    await row(failed[0].id).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Requeue selected (1)' }).click();
    await page.getByRole('status').filter({ hasText: 'Requeued 1 task.' }).waitFor();
    await receiver.waitFor(1);
    await page.getByRole('button', { name: 'Requeue all failed matching' }).click();
    await page.getByRole('status').filter({ hasText: `Requeued ${failed.length - 1} tasks.` }).waitFor();
    await receiver.waitFor(failed.length);
    await until(`webhook=${failing.id}&status=completed`, completed + failed.length);
    assert.equal((await tasks(`webhook=${failing.id}&status=failed`)).length, 0);
  });

  it('offers requeue and delete only to users who may change webhooks, and the page only to those who may view them', async () => {
    const viewer = { username: `tasks-viewer-${uid()}`, password: 'viewer-password-1234' };
    const nobody = { username: `tasks-nobody-${uid()}`, password: 'nobody-password-1234' };
    const v = await service.api('POST', '/api/users/users/', viewer);
    await service.api('POST', '/api/users/users/', nobody);
    await service.api('POST', '/api/users/permissions/', { name: `wh-view-${uid()}`, object_types: ['extras.webhook'], actions: ['view'], users: [v.id] });
    const [any] = await until(`webhook=${failing.id}`, 1);

    const viewing = await browser.newContext({ ...CONTEXT });
    try {
      const p = await viewing.newPage();
      p.setDefaultTimeout(15_000);
      await signIn(p, service.base, viewer.username, viewer.password);
      await p.locator('.app-nav summary', { hasText: 'System' }).waitFor();
      await p.goto(`${service.base}${PAGE}?webhook=${failing.id}`);
      await p.locator(`tr[data-task="${any.id}"]`).waitFor();
      assert.equal(await p.getByRole('button', { name: /Requeue|Delete/ }).count(), 0, 'no requeue or delete without change');
      assert.equal(await p.getByRole('checkbox').count(), 0);
      await axe(p, 'background tasks, read only');
    } finally {
      await viewing.close();
    }

    const none = await browser.newContext({ ...CONTEXT });
    try {
      const p = await none.newPage();
      p.setDefaultTimeout(15_000);
      await signIn(p, service.base, nobody.username, nobody.password);
      assert.equal(await p.locator('.app-nav summary', { hasText: 'System' }).count(), 0, 'no System menu');
      await p.goto(`${service.base}${PAGE}`);
      await p.getByRole('alert').getByText('Not allowed').waitFor();
    } finally {
      await none.close();
    }
  });
});
