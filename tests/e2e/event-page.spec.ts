import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CentreEvent, EventList } from '#common/events';
import { axeViolations } from './support/axe';
import { launchChromium, VIEWPORTS } from './support/chromium';
import { openPage } from './support/page-helpers';
import { startSiteServer, type SiteServer } from './support/site-server';

// An event's own page with the demo details (docs/product.md#single-event-page), on a phone and a laptop.

let site: SiteServer;
let browser: Browser;
let workshop: CentreEvent;
const screenshots = path.join(process.cwd(), 'test-results', 'event-page');

beforeAll(async () => {
  site = await startSiteServer({ CENTRE_TIMEZONE: 'Asia/Kolkata' });
  browser = await launchChromium();
  fs.mkdirSync(screenshots, { recursive: true });
  const list = (await (await fetch(`${site.baseUrl}/api/events`)).json()) as EventList;
  workshop = list.items.find((event) => event.name === 'Design Thinking Workshop')!;
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe('an event’s page', () => {
  it('serves the organiser, speakers and room in the page’s structured data before any script', async () => {
    const html = await (await fetch(`${site.baseUrl}/events/${workshop.id}`)).text();
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    const data = JSON.parse(json!) as {
      organizer: { name: string };
      performer: { name: string }[];
      location: { name: string };
    };
    expect(data.organizer.name).toBe('IIC Events & Outreach');
    expect(data.performer.map((person) => person.name)).toContain('Rohan Chatterjee');
    // The place already names the room: it is said once.
    expect(data.location.name).toBe('Innovation Hub, Seminar Hall 2');
    expect(html).toContain('Agenda');
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`shows the agenda, speakers, venue and registration at ${viewport.width} px, with no axe violations`, async () => {
      const { page, problems } = await openPage(browser, { viewport });
      await page.goto(`${site.baseUrl}/events/${workshop.id}`);
      const agenda = page.getByRole('region', { name: 'Agenda' });
      await expect.poll(() => agenda.getByRole('listitem').count(), { timeout: 15_000 }).toBe(6);
      expect(await agenda.innerText()).toContain('User research in the field');
      const speakers = page.getByRole('region', { name: 'Speakers' });
      expect(await speakers.getByRole('listitem').count()).toBe(3);
      expect(await speakers.innerText()).toContain('Dr. Sneha Kulkarni');
      const venue = page.getByRole('region', { name: 'Venue' });
      expect(await venue.innerText()).toContain('Seminar Hall 2');
      expect(await venue.innerText()).toContain('Accessibility');
      const registration = page.getByRole('region', { name: 'Registration' });
      await expect.poll(() => registration.innerText()).toMatch(/\d+ of 60 seats left/);
      expect(await registration.innerText()).toContain('What to bring');
      expect(await registration.getByRole('button', { name: /^Register/ }).count()).toBe(1);
      // Nothing wider than the screen.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(screenshots, `workshop-${name}.png`), fullPage: true });
      expect(problems.consoleErrors).toEqual([]);
    });
  }
});
