// Debian's Chromium driven by playwright-core, as every browser test of the web UI uses it, and
// the checks they share: axe-core's serious and critical violations, picking from a searchable
// select, signing in through the form.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContextOptions, Page, Route } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Skips the calling suite, saying so, when there is no Chromium to drive. */
export function skipWithoutChromium(ctx: Mocha.Context): void {
  if (existsSync(CHROMIUM)) return;
  console.log(`\n    SKIPPED the web UI browser tests: no Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)\n`);
  ctx.skip();
}

let shared: Promise<Browser> | undefined;

/** This process's Chromium: launched by the first browser test file that asks, then shared by
 * every later file the process (a mocha worker) runs, each in contexts of its own, which it
 * closes (closeContexts). Playwright kills it when the process exits; a browser that went away
 * is launched again at the next call. */
export function sharedChromium(): Promise<Browser> {
  shared ??= launchChromium().then((browser) => {
    browser.once('disconnected', () => (shared = undefined));
    return browser;
  }, (e: unknown) => {
    shared = undefined;
    throw e;
  });
  return shared;
}

/** Closes every context of the shared browser: what a file opened, so that nothing (cookies,
 * storage, pages) is left for the next file. */
export async function closeContexts(browser: Browser | undefined): Promise<void> {
  await Promise.all((browser?.contexts() ?? []).map((c) => c.close()));
}

export async function launchChromium(): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  // Playwright gives the browser a fresh, empty profile directory of its own (--user-data-dir).
  // The background-networking flags keep Chromium off the network this machine does not have.
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
  });
}

export const CONTEXT: BrowserContextOptions = { viewport: { width: 1400, height: 900 } };

/** Where the page loads axe-core from: a path of the page's own origin, so the UI's
 * `script-src 'self'` lets it in, answered by the test, never by the service. */
const AXE_PATH = '/__test__/axe-core.js';

/** Fails on axe-core's serious and critical violations in the page as it is now. */
export async function axe(page: Page, what: string): Promise<void> {
  // Loaded as a script file rather than evaluated as a string: Chromium compiled the 550 kB
  // source anew on every evaluation, the largest part of these files' browser time. The route
  // is there only while the script loads, so the page's other requests are never intercepted.
  if (!(await page.evaluate(() => 'axe' in window))) {
    const serve = (route: Route) => route.fulfill({ status: 200, contentType: 'text/javascript', headers: { 'Cache-Control': 'max-age=3600' }, body: axeSource });
    await page.route(`**${AXE_PATH}`, serve);
    try {
      await page.addScriptTag({ url: new URL(AXE_PATH, page.url()).href });
    } finally {
      await page.unroute(`**${AXE_PATH}`, serve);
    }
  }
  // Colours met halfway through a transition (a tab just chosen, a theme just switched) are
  // none the page settles on: checked once every finite animation has ended (finished, or
  // cancelled by the next one; a spinner never ends).
  const result = await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    return (window as any).axe.run(document, { resultTypes: ['violations'] });
  });
  const bad = (result.violations as Array<{ id: string; impact: string; help: string; nodes: Array<{ target: string[]; failureSummary: string }> }>)
    .filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(bad.map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}: ${n.failureSummary}`).join('; ')})`), [], `${what}: axe violations`);
}

/** Picks an object in a searchable select: types, then chooses the matching option. */
export async function pick(page: Page, selector: string, text: string): Promise<void> {
  await page.locator(selector).fill(text);
  await page.getByRole('option', { name: text, exact: true }).click();
}

/** Signs in through the sign-in page and waits for the page it leads to. */
export async function signIn(page: Page, base: string, username: string, password: string): Promise<void> {
  await page.goto(`${base}/login/`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${base}/`);
}

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The page as it is now, written to `<UI_SCREENSHOTS>/<name>.png` (docs/screenshots) when
 * that is set. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.UI_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(join(root, dir), { recursive: true });
  await page.screenshot({ path: join(root, dir, `${name}.png`), fullPage: false });
}

/** After a failed test, its page kept whole in `<UI_FAILURES>/<title>.png` when that is set. */
export async function keepFailure(test: Mocha.Test | undefined, page: Page | undefined): Promise<void> {
  const dir = process.env.UI_FAILURES;
  if (test?.state !== 'failed' || !dir || !page) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${test.title.replace(/\W+/g, '-')}.png`), fullPage: true });
}
