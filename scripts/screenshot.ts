// Takes phone and desktop screenshots of a running site, the phones emulated as phones (isMobile, touch:
// a plain narrow window hides horizontal overflow):
//   npx tsx scripts/screenshot.ts http://127.0.0.1:3000 / /about
// FULL=1 takes whole pages; SHOTS_DIR (default /tmp) says where the PNG files go.
import { launchChromium } from '../tests/e2e/support/chromium';

const SIZES = {
  phone320: { viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  phone390: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  desktop: { viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 },
} as const;

const [baseUrl = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
const folder = process.env.SHOTS_DIR ?? '/tmp';
const browser = await launchChromium();
for (const pathname of paths.length ? paths : ['/']) {
  for (const [name, options] of Object.entries(SIZES)) {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        console.log(`[${name} ${pathname}] ${message.text()}`);
    });
    await page.goto(`${baseUrl}${pathname}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(2500);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    const file = `${folder}/shot-${name}${pathname.replaceAll('/', '_') || '_'}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
    console.log(overflow > 0 ? `${file} (wider than the screen by ${overflow} px)` : file);
    await context.close();
  }
}
await browser.close();
