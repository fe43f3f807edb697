// An API token created in the web UI, in Chromium: its key is shown once, in a panel with a copy
// button, it authenticates API requests, and no page shows it again. And an ordinary user's
// profile page: preferences (colour mode, page length) kept in their config and applied, their
// password, their tokens revoked; the layout at a phone's width.
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axe, CONTEXT, signIn } from './chromium.ts';
import { browserSuite } from './browser-suite.ts';
import type { Service } from './service.ts';

const USER = { username: 'alice', password: 'alice-password-1' };

describe('web UI: API tokens and the profile page', function () {
  this.timeout(60_000);
  // Each test opens a context of its own (withPage).
  const ui = browserSuite({ page: false });
  let service: Service;
  let browser: Browser;

  before(async function () {
    ({ service, browser } = ui);
    // An ordinary user: every user may create tokens of their own.
    const alice = await service.api('POST', '/api/users/users/', USER);
    // Sites and racks to list on the profile's and the phone layout's tests.
    await service.api('POST', '/api/users/permissions/', { name: 'alice views sites and racks', object_types: ['dcim.site', 'dcim.rack'], actions: ['view'], users: [alice.id] });
  });

  async function withPage(options: Parameters<Browser['newContext']>[0], run: (page: Page, context: BrowserContext) => Promise<void>) {
    const context = await browser.newContext({ ...CONTEXT, ...options });
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      await signIn(page, service.base, USER.username, USER.password);
      await run(page, context);
    } finally {
      await context.close();
    }
  }

  /** Creates a token through the form; resolves with the key the panel shows. */
  async function createToken(page: Page, description: string): Promise<string> {
    await page.goto(`${service.base}/users/tokens/add/`);
    await page.locator('#field-description').fill(description);
    await page.getByRole('button', { name: 'Create' }).click();
    const panel = page.getByRole('region', { name: 'Token created' });
    await panel.waitFor();
    assert.match(await panel.textContent() ?? '', /you will not see it again/i);
    return page.getByLabel('Key', { exact: true }).inputValue();
  }

  const keyOnPage = async (page: Page, key: string) => (await page.content()).includes(key);

  it('shows the new key once, copies it, and the key authenticates API requests', async () => {
    await withPage({ permissions: ['clipboard-read', 'clipboard-write'] }, async (page) => {
      const key = await createToken(page, 'laptop');
      assert.match(key, /^[0-9a-f]{40}$/);
      await axe(page, 'new token key panel');
      await page.getByRole('button', { name: 'Copy' }).click();
      await page.getByRole('status').filter({ hasText: 'Copied' }).waitFor();
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), key);

      const res = await fetch(`${service.base}/api/users/tokens/`, { headers: { Authorization: `Token ${key}`, Accept: 'application/json' } });
      assert.equal(res.status, 200);
      const tokens = (await res.json()) as { results: Array<{ description: string; user: { username: string } }> };
      assert.deepEqual(tokens.results.map((t) => [t.description, t.user.username]), [['laptop', USER.username]]);

      // Nothing keeps the key once the panel is gone: not the token's page, a reload, the
      // previous page in the history, nor the browser's storage.
      await page.getByRole('button', { name: 'Done' }).click();
      await page.waitForURL(/\/users\/tokens\/\d+\/$/);
      await page.locator('h1.page-title').waitFor();
      assert.equal(await keyOnPage(page, key), false, 'the token page');
      await page.reload();
      await page.locator('h1.page-title').waitFor();
      assert.equal(await keyOnPage(page, key), false, 'the token page reloaded');
      await page.goBack();
      await page.waitForURL(/\/users\/tokens\/add\/$/);
      await page.locator('#field-description').waitFor();
      assert.equal(await keyOnPage(page, key), false, 'the form, back in the history');
      const stored = await page.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }, history.state]));
      assert.equal(stored.includes(key), false, 'browser storage');
    });
  });

  it('is not shown again when the page is reloaded while the panel is open', async () => {
    await withPage({}, async (page) => {
      const key = await createToken(page, 'reloaded');
      await page.reload();
      await page.locator('#field-description').waitFor();
      assert.equal(await keyOnPage(page, key), false);
    });
  });

  it('selects the key for copying by hand where the page may not use the clipboard', async () => {
    await withPage({}, async (page, context) => {
      // As on a plain-http origin, where browsers leave navigator.clipboard undefined.
      // (As text: a function passed here would carry the test transpiler's helpers along.)
      await context.addInitScript({ content: "Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined, configurable: true });" });
      await page.reload();
      const key = await createToken(page, 'no clipboard');
      assert.equal(await page.evaluate(() => navigator.clipboard === undefined), true, 'no clipboard API');
      await page.getByRole('button', { name: 'Copy' }).click();
      await page.getByRole('status').filter({ hasText: /Copied|Ctrl\+C/ }).waitFor();
      const selected = await page.getByLabel('Key', { exact: true }).evaluate((el: HTMLInputElement) => el.value.slice(el.selectionStart!, el.selectionEnd!));
      assert.equal(selected, key);
    });
  });
  /** The signed-in user's config, as the page's own session reads it. */
  const configOf = (page: Page) => page.evaluate(async () => (await fetch('/api/users/config/', { headers: { Accept: 'application/json' } })).json());

  it('saves the colour mode and page length in the user\'s config, applies them, and keeps them across loads', async () => {
    // Without motion, so that axe reads the colours the mode ends at, not a transition's.
    await service.api('POST', '/api/dcim/sites/', { name: 'Profile site', slug: 'profile-site' });
    await withPage({ reducedMotion: 'reduce' }, async (page) => {
      await page.getByRole('link', { name: USER.username }).click();
      await page.waitForURL(/\/user\/profile\/$/);
      await page.getByRole('heading', { name: 'Preferences' }).waitFor();
      await axe(page, 'profile page');
      assert.equal(await page.locator('html').getAttribute('data-bs-theme'), 'light', 'the browser\'s (light here) before a choice');
      await page.locator('#pref-colormode').selectOption('dark');
      await page.locator('#pref-per-page').selectOption('25');
      await page.getByRole('button', { name: 'Save preferences' }).click();
      await page.getByRole('status').filter({ hasText: 'Preferences saved.' }).waitFor();
      assert.equal(await page.locator('html').getAttribute('data-bs-theme'), 'dark');
      assert.deepEqual(await configOf(page), { ui: { colormode: 'dark' }, pagination: { per_page: 25 } });
      await axe(page, 'profile page, dark');

      // Lists ask for the chosen page length where the URL names none.
      const asked = page.waitForRequest((r) => r.url().includes('/api/dcim/sites/?') && r.method() === 'GET');
      await page.goto(`${service.base}/dcim/sites/`);
      assert.equal(new URL((await asked).url()).searchParams.get('limit'), '25');
      await page.locator('#page-size').waitFor();
      assert.equal(await page.locator('#page-size').inputValue(), '25');
      assert.equal(await page.locator('html').getAttribute('data-bs-theme'), 'dark', 'a new load keeps the mode');
      await axe(page, 'list page, dark');

      // Back to the defaults: null is stored, and the browser's mode applies again.
      await page.goto(`${service.base}/user/profile/`);
      await page.locator('#pref-colormode').selectOption('');
      await page.locator('#pref-per-page').selectOption('');
      await page.getByRole('button', { name: 'Save preferences' }).click();
      await page.getByRole('status').filter({ hasText: 'Preferences saved.' }).waitFor();
      assert.deepEqual(await configOf(page), { ui: { colormode: null }, pagination: { per_page: null } });
      assert.equal(await page.locator('html').getAttribute('data-bs-theme'), 'light');
    });
  });

  it('lists the user\'s own tokens and revokes one after asking; its key stops working', async () => {
    await withPage({}, async (page) => {
      const key = await createToken(page, 'to revoke');
      await page.getByRole('button', { name: 'Done' }).click();
      await page.goto(`${service.base}/user/profile/`);
      const row = page.getByRole('row').filter({ hasText: 'to revoke' });
      await row.waitFor();
      assert.deepEqual((await page.getByRole('row').allTextContents()).slice(1).map((t) => /laptop|reloaded|no clipboard|to revoke/.exec(t)?.[0]).sort(), ['laptop', 'no clipboard', 'reloaded', 'to revoke']);
      await row.getByRole('button', { name: 'Revoke to revoke' }).click();
      await page.getByRole('button', { name: 'Revoke to revoke' }).click();
      await row.waitFor({ state: 'detached' });
      const res = await fetch(`${service.base}/api/users/tokens/`, { headers: { Authorization: `Token ${key}`, Accept: 'application/json' } });
      assert.equal(res.status, 403, 'the revoked key is refused');
      assert.equal((await page.getByRole('row').filter({ hasText: 'laptop' }).count()), 1, 'the others stay');
    });
  });

  it('changes the password after checking the current one; the new one signs in', async () => {
    await withPage({}, async (page) => {
      await page.goto(`${service.base}/user/profile/`);
      await page.locator('#password-current').fill('not-the-password');
      await page.locator('#password-new').fill('alice-password-2');
      await page.locator('#password-again').fill('alice-password-3');
      await page.getByRole('button', { name: 'Change password' }).click();
      await page.locator('#password-again-error').filter({ hasText: 'differ' }).waitFor();
      await page.locator('#password-again').fill('alice-password-2');
      await page.getByRole('button', { name: 'Change password' }).click();
      await page.locator('#password-current-error').filter({ hasText: 'incorrectly' }).waitFor();
      await page.locator('#password-current').fill(USER.password);
      await page.getByRole('button', { name: 'Change password' }).click();
      await page.getByRole('status').filter({ hasText: 'Password changed' }).waitFor();
    });
    const login = (password: string) => fetch(`${service.base}/login/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: USER.username, password }) });
    assert.equal((await login('alice-password-2')).status, 200);
    assert.notEqual((await login(USER.password)).status, 200);
    const [alice] = (await service.api('GET', `/api/users/users/?username=${USER.username}`)).results;
    await service.api('PATCH', `/api/users/users/${alice.id}/`, { password: USER.password });
  });

  it('folds the navigation behind a Menu button at a phone\'s width, so the content comes first', async () => {
    await withPage({ viewport: { width: 390, height: 844 } }, async (page) => {
      await page.goto(`${service.base}/dcim/sites/`);
      await page.locator('h1.page-title').waitFor();
      const nav = page.getByRole('navigation', { name: 'Applications' });
      assert.equal(await nav.isVisible(), false, 'folded');
      const title = await page.locator('h1.page-title').boundingBox();
      assert.ok(title && title.y < 400, `the page's title is near the top (${title?.y})`);
      await axe(page, 'list page at 390 px');
      const menu = page.getByRole('button', { name: 'Menu' });
      assert.equal(await menu.getAttribute('aria-expanded'), 'false');
      await menu.click();
      assert.equal(await nav.isVisible(), true);
      assert.equal(await menu.getAttribute('aria-expanded'), 'true');
      await nav.getByRole('link', { name: 'Racks' }).click();
      await page.waitForURL(/\/dcim\/racks\/$/);
      assert.equal(await nav.isVisible(), false, 'folded again on the new page');
    });
  });
});
