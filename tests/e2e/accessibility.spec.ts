import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
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

/**
 * In a flex or grid container every run of text is its own item and loses the spaces at its ends, so
 * "Apply <span class=sr-only>…</span> by email" shows "Applyby email". Lists each such place.
 */
function wordsRunTogether(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const display = getComputedStyle(element).display;
      if (!/flex|grid/.test(display)) continue;
      // Text, then screen-reader-only text, then more text: the visible words meet without their space.
      let textBefore = false;
      let hiddenBetween = false;
      for (const child of element.childNodes) {
        if (child.nodeType === Node.TEXT_NODE) {
          if (!child.textContent?.trim()) continue;
          if (textBefore && hiddenBetween) found.push(`"${element.textContent?.trim().slice(0, 60)}"`);
          textBefore = true;
          hiddenBetween = false;
        } else if (child instanceof HTMLElement && child.classList.contains('sr-only')) {
          hiddenBetween = textBefore;
        } else {
          textBefore = false;
          hiddenBetween = false;
        }
      }
    }
    return found;
  });
}

/** Opens a page, waits for its content from the API and lists what axe-core and the run-together check find. */
async function problemsAt(path: string, viewport: (typeof VIEWPORTS)[keyof typeof VIEWPORTS]) {
  const { page } = await openPage(browser, { viewport, reducedMotion: 'reduce' });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
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
  const runTogether = await wordsRunTogether(page);
  await page.context().close();
  return [...summary, ...runTogether];
}

/** The address of the first item a public list answers with (the demo content has events, startups and news). */
async function firstItemPath(list: 'events' | 'startups' | 'news'): Promise<string> {
  const { items } = (await (await fetch(`${baseUrl}/api/${list}`)).json()) as {
    items: { id: number; slug?: string }[];
  };
  if (!items[0]) throw new Error(`the demo content has no ${list}`);
  return `/${list}/${items[0].slug ?? items[0].id}`;
}

// Two pages at a time (the e2e project's maxConcurrency): each page spends about half a second waiting for
// the network to be idle, which the other page's checks use. Each test has its own context.
describe.concurrent('accessibility (axe-core)', () => {
  for (const route of PAGE_ROUTES) {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      it(`${route.path} has no violations (${name})`, async ({ expect }) => {
        expect(await problemsAt(route.path, viewport)).toEqual([]);
      });
    }
  }
  // The pages of one event, startup and news post, each rendered from its own data.
  for (const list of ['events', 'startups', 'news'] as const) {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      it(`/${list}/<first> has no violations (${name})`, async ({ expect }) => {
        expect(await problemsAt(await firstItemPath(list), viewport)).toEqual([]);
      });
    }
  }
});
