import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { onTestFinished, TestRunner } from 'vitest';
import { HYDRATED_ATTRIBUTE } from '#common/seo';

export interface PageProblems {
  consoleErrors: string[];
}

/**
 * A new page in a context of its own that records console errors and failed same-site requests (CSP
 * violations show up here). Opened inside a test, its context is closed when the test ends, passed or
 * failed (vitest's `onTestFinished`, the test's own `finally`). A page kept for the tests after it
 * (`lifetime: 'file'`, or opened in `beforeAll`) or opened in a concurrent test (vitest cannot tell which of
 * the running tests opened it) is closed by whoever opened it.
 */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
  { lifetime = 'test' }: { lifetime?: 'test' | 'file' } = {},
): Promise<{ page: Page; problems: PageProblems }> {
  const context = await browser.newContext(options);
  const test = TestRunner.getCurrentTest();
  if (lifetime === 'test' && test && !test.concurrent) onTestFinished(() => context.close());
  const page = await context.newPage();
  const problems: PageProblems = { consoleErrors: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => problems.consoleErrors.push(error.message));
  const goto = page.goto.bind(page);
  page.goto = async (url, gotoOptions) => {
    const response = await goto(url, gotoOptions);
    await waitForApp(page);
    return response;
  };
  return { page, problems };
}

/**
 * Waits until the app has hydrated the page shown (`HydrationMark`), so that a click is the app's and not the
 * browser's: on a loaded machine the first click can otherwise land before the app's JavaScript has run. A
 * document that is not the app (a feed, the API reference) is ready as it is.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(
    (attribute) => !document.getElementById('root') || document.documentElement.hasAttribute(attribute),
    HYDRATED_ATTRIBUTE,
  );
}

/** Waits until scrolling has settled (react-scroll animates over 500 ms). */
export async function waitForScrollToSettle(page: Page): Promise<void> {
  let last = await page.evaluate(() => window.scrollY);
  for (let attempt = 0; attempt < 40; attempt += 1) {
    await page.waitForTimeout(200);
    const current = await page.evaluate(() => window.scrollY);
    if (current === last) return;
    last = current;
  }
}
