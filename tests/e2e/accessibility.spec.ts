import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PAGE_ROUTES } from '#common/routes';
import { launchChromium, VIEWPORTS } from './support/chromium';
import { openPage } from './support/page-helpers';

const baseUrl = inject('baseUrl');
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[] }[];
}

describe('accessibility (axe-core)', () => {
  for (const route of PAGE_ROUTES) {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      it(`${route.path} has no violations (${name})`, async () => {
        const { page } = await openPage(browser, { viewport, reducedMotion: 'reduce' });
        await page.goto(`${baseUrl}${route.path}`, { waitUntil: 'networkidle' });
        // Content from the API has arrived once no skeleton is left.
        await page.waitForFunction(() => document.querySelectorAll('.animate-pulse').length === 0);
        // Evaluated through the DevTools protocol, so the page's CSP does not block it.
        await page.evaluate(axeSource);
        const violations = await page.evaluate(async () => {
          const axe = (
            window as unknown as {
              axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> };
            }
          ).axe;
          const result = await axe.run(document, { resultTypes: ['violations'] });
          return result.violations;
        });
        const summary = (violations as AxeViolation[]).map(
          (violation) =>
            `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
        expect(summary).toEqual([]);
        await page.context().close();
      });
    }
  }
});
