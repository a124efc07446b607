import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './chromium';
import { signInWithSession } from './session';
import { signInThroughUi } from './sign-in';
import { startSiteWithMail, type SiteWithMail } from './site-with-mail';

export interface Journey {
  /** The spec's own site with mail; set once beforeAll has run. */
  readonly site: SiteWithMail;
  readonly browser: Browser;
  /**
   * Signs the page's context in as `email` with a session made directly (`signInWithSession`); the page
   * stays where it is, so the journey goes on with `page.goto`.
   */
  signIn: (page: Page, email: string) => Promise<void>;
  /** Signs in through the login panel and waits until the page has left /login (for sign-in's own journeys). */
  signInThroughUi: (page: Page, email: string) => Promise<void>;
  /** A full-page screenshot into the spec's folder under test-results/. */
  shot: (page: Page, name: string) => Promise<Buffer>;
}

/**
 * The set-up of a browser journey on a site of its own: the server with a real SMTP server (the given
 * admins), Chromium and a screenshot folder, started before the spec's tests and stopped after them.
 */
export function useJourney({ admins, shots }: { admins: string[]; shots: string }): Journey {
  let site: SiteWithMail | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    site = await startSiteWithMail({ adminEmails: admins });
    browser = await launchChromium();
    fs.mkdirSync(shots, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });
  const journey: Journey = {
    get site() {
      if (!site) throw new Error('The site starts in beforeAll');
      return site;
    },
    get browser() {
      if (!browser) throw new Error('Chromium starts in beforeAll');
      return browser;
    },
    signIn: (page, email) => signInWithSession(page.context(), journey.site, email),
    signInThroughUi: (page, email) =>
      signInThroughUi(page, journey.site.baseUrl, journey.site.mailbox, email, {
        landsOn: (url) => url.pathname !== '/login',
      }),
    shot: (page, name) => page.screenshot({ path: `${shots}/${name}.png`, fullPage: true }),
  };
  return journey;
}
