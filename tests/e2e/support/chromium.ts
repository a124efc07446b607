import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/**
 * README.md#two-commands: CHROMIUM_PATH, else Debian's chromium, else the one inside @sparticuz/chromium.
 * Never a download.
 */
export async function chromiumExecutable(): Promise<string> {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (fs.existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const { default: sparticuz } = await import('@sparticuz/chromium');
  return sparticuz.executablePath();
}

export async function launchChromium(): Promise<Browser> {
  // Playwright gives every launch a fresh, temporary profile of its own.
  return chromium.launch({
    executablePath: await chromiumExecutable(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
} as const;
