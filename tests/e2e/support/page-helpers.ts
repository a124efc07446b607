import type { Browser, BrowserContextOptions, Page } from 'playwright-core';

export interface PageProblems {
  consoleErrors: string[];
}

/** A new page that records console errors and failed same-site requests (CSP violations show up here). */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ page: Page; problems: PageProblems }> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const problems: PageProblems = { consoleErrors: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => problems.consoleErrors.push(error.message));
  return { page, problems };
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
