import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, VIEWPORTS } from './support/chromium';
import { openPage } from './support/page-helpers';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

type Rgb = [number, number, number];

/** WCAG 2 relative luminance. */
function luminance([r, g, b]: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

interface TextBox {
  text: string;
  color: Rgb;
  large: boolean;
  box: { x: number; y: number; width: number; height: number };
}

/**
 * Every element holding its own text inside `selector`, with its colour, whether WCAG counts it as large,
 * and where it is; then the text is made transparent so a screenshot shows only what is painted under it.
 */
async function textOver(page: Page, selector: string): Promise<TextBox[]> {
  return page.evaluate((root) => {
    const boxes: TextBox[] = [];
    const holders = [...document.querySelectorAll(`${root} *`)].filter(
      (element): element is HTMLElement =>
        element instanceof HTMLElement &&
        [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim()),
    );
    for (const element of holders) {
      const style = getComputedStyle(element);
      // The text's own box, not the element's: a button's border and padding are not under its words.
      const range = document.createRange();
      range.selectNodeContents(element);
      const rect = range.getBoundingClientRect();
      if (rect.width === 0 || style.visibility === 'hidden' || element.closest('[aria-hidden="true"]'))
        continue;
      const color = style.color.match(/\d+/g)!.slice(0, 3).map(Number) as Rgb;
      const size = parseFloat(style.fontSize);
      const bold = Number(style.fontWeight) >= 700;
      boxes.push({
        text: element.textContent!.trim().slice(0, 50),
        color,
        large: size >= 24 || (bold && size >= 18.66),
        box: { x: rect.x, y: rect.y + window.scrollY, width: rect.width, height: rect.height },
      });
    }
    // Script-set styles are not inline markup, so the page's CSP allows them.
    for (const element of holders) element.style.color = 'transparent';
    return boxes;
  }, selector);
}

/** The contrast that 95 % of the painted pixels under a text reach (the pattern's thin lines aside). */
async function paintedContrast(page: Page, text: TextBox): Promise<number> {
  const png = await page.screenshot({ clip: text.box, fullPage: true, animations: 'disabled' });
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const ratios: number[] = [];
  for (let offset = 0; offset < data.length; offset += info.channels) {
    ratios.push(contrast(text.color, [data[offset]!, data[offset + 1]!, data[offset + 2]!]));
  }
  ratios.sort((a, b) => a - b);
  return ratios[Math.floor(ratios.length * 0.05)]!;
}

// axe cannot see a background painted by a pseudo-element; measure what is really on the screen.
describe('text over the hero’s gradient and pattern', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`meets WCAG AA contrast as painted (${name})`, async () => {
      const { page } = await openPage(browser, {
        viewport,
        isMobile: name === 'phone',
        hasTouch: name === 'phone',
        reducedMotion: 'reduce',
      });
      await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
      const texts = await textOver(page, '#home');
      expect(texts.length).toBeGreaterThan(3);
      const failing: string[] = [];
      for (const text of texts) {
        const ratio = await paintedContrast(page, text);
        const needed = text.large ? 3 : 4.5;
        if (ratio < needed) failing.push(`"${text.text}": ${ratio.toFixed(2)}:1, needs ${needed}:1`);
      }
      expect(failing).toEqual([]);
    });
  }
});
