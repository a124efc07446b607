// Takes phone and desktop screenshots of a running site: npx tsx scripts/screenshot.ts http://127.0.0.1:3000 / /about
import { launchChromium, VIEWPORTS } from '../tests/e2e/support/chromium';

const [baseUrl = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
const browser = await launchChromium();
for (const pathname of paths.length ? paths : ['/']) {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    const page = await browser.newPage({ viewport });
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        console.log(`[${name} ${pathname}] ${message.text()}`);
    });
    await page.goto(`${baseUrl}${pathname}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(2500);
    const file = `/tmp/shot-${name}${pathname.replaceAll('/', '_') || '_'}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
    console.log(file);
    await page.close();
  }
}
await browser.close();
