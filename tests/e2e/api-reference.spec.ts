import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { openPage } from './support/page-helpers';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('the API reference page (docs/decisions/035-one-contract-per-endpoint.md)', () => {
  it('shows the OpenAPI document under the site CSP, loading nothing from elsewhere', async () => {
    const { page, problems } = await openPage(browser);
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(baseUrl) && !request.url().startsWith('data:'))
        foreign.push(request.url());
    });
    const document = (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { tags: string[] }>>;
    };
    const tags = new Set(
      Object.values(document.paths).flatMap((methods) =>
        Object.values(methods).flatMap((operation) => operation.tags),
      ),
    );

    await page.goto(`${baseUrl}/api/docs`);
    // One section per tag (the first path segment), each listing its operations.
    // One section per tag (the first path segment), closed until opened: 200-odd operations at once are slow.
    await expect.poll(() => page.locator('.opblock-tag').count(), { timeout: 20_000 }).toBe(tags.size);
    await page
      .locator('.opblock-tag', { hasText: /^contact$/ })
      .first()
      .click();
    const paths = await page
      .locator('.opblock-summary-path')
      .evaluateAll((nodes) => nodes.map((node) => node.textContent?.replace(/\u200b/g, '')));
    expect(paths).toContain('/api/contact');
    expect(problems.consoleErrors).toEqual([]);
    expect(foreign).toEqual([]);
  });
});
