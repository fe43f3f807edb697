// The set-up every browser test file of the web UI shares: the service as `make run` starts it
// (service.ts, one per file: each file's data lives in a database of its own), the worker's one
// Chromium (chromium.ts, sharedChromium), a context and page of the file's own, the superuser
// signed in, the failed test's page kept (keepFailure). Called in a `describe` body, it registers
// the hooks and returns the suite's parts, filled in by its `before` hook, which runs before the
// file's own.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { made } from '../support/built.ts';
import { closeContexts, CONTEXT, keepFailure, sharedChromium, signIn, skipWithoutChromium } from './chromium.ts';
import { ADMIN, startService, type Service } from './service.ts';

export interface BrowserSuiteOptions {
  /** Added to the service's environment (startService). */
  env?: Record<string, string>;
  /** Options of the page's context beyond CONTEXT. */
  context?: BrowserContextOptions;
  /** The page's default timeout for its waits, in milliseconds. */
  pageTimeout?: number;
  /** false: no page of the file's own (its tests open their own contexts). */
  page?: boolean;
  /** false: the page starts signed out (by default the superuser, ADMIN, is signed in). */
  signIn?: boolean;
}

export interface BrowserSuite {
  service: Service;
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

export function browserSuite(options: BrowserSuiteOptions = {}): BrowserSuite {
  const suite = {} as BrowserSuite;
  before(async function () {
    skipWithoutChromium(this);
    this.timeout(180_000);
    made('ui');
    [suite.service, suite.browser] = await Promise.all([startService(options.env), sharedChromium()]);
    if (options.page === false) return;
    suite.context = await suite.browser.newContext({ ...CONTEXT, ...options.context });
    suite.page = await suite.context.newPage();
    suite.page.setDefaultTimeout(options.pageTimeout ?? 15_000);
    if (options.signIn !== false) await signIn(suite.page, suite.service.base, ADMIN.username, ADMIN.password);
  });
  // UI_FAILURES=<dir>: a screenshot of the page where a test failed.
  afterEach(async function () {
    await keepFailure(this.currentTest, suite.page);
  });
  after(async () => {
    await closeContexts(suite.browser);
    await suite.service?.stop();
  });
  return suite;
}
