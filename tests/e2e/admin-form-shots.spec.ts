import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { VIEWPORTS } from './support/chromium';
import { useJourney } from './support/journey';
import { openPage } from './support/page-helpers';

const ADMIN = 'form.shots@iic.example.edu';
/** The demo's founder of Krishi Sense, in the demo cohort. */
const FOUNDER = 'asha@krishisense.example.com';
const SHOTS = 'test-results/admin-form-shots';
const journey = useJourney({ admins: [ADMIN], shots: SHOTS });

/** How far the page is wider than the screen, and the form's controls that stick out of it. */
async function layoutFaults(form: Locator) {
  return form.evaluate((root) => {
    const box = root.getBoundingClientRect();
    const outside = [...root.querySelectorAll('input, select, textarea, button')]
      .map((control) => ({ control, rect: control.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width > 0 && (rect.left < box.left - 1 || rect.right > box.right + 1))
      .map(({ control }) => control.getAttribute('aria-label') ?? control.getAttribute('name') ?? control.id);
    return { overflow: document.documentElement.scrollWidth - window.innerWidth, outside };
  });
}

/**
 * The admin's forms at 390 px (phone, touch) and 1366 px, saved under test-results/ to be looked at: the event
 * form with its agenda, speakers and venue (the demo's two-day hackathon), the admin's startup form, and a
 * founder's story, milestones and founders' roles.
 */
describe('admin forms, photographed', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    const mobile = name === 'phone';
    it(`event form with agenda, speakers and venue at ${viewport.width} px`, async () => {
      const { page, problems } = await openPage(journey.browser, {
        viewport,
        isMobile: mobile,
        hasTouch: mobile,
      });
      await journey.signIn(page, ADMIN);
      await page.goto(`${journey.site.baseUrl}/ad123/event-upload`);
      await page.getByRole('button', { name: 'Edit Campus Hackathon 2026' }).click({ timeout: 20_000 });
      const form = page.getByRole('form', { name: /^Edit Campus Hackathon/ });
      const speakers = form.getByRole('group', { name: 'Speakers', exact: true });
      await expect.poll(() => speakers.getByRole('textbox').count(), { timeout: 20_000 }).toBeGreaterThan(0);
      await form.getByRole('group', { name: 'Agenda', exact: true }).waitFor();
      await form.getByRole('group', { name: 'Venue', exact: true }).waitFor();
      await form.screenshot({ path: `${SHOTS}/event-form-${name}.png` });
      const faults = await layoutFaults(form);
      expect(faults.overflow).toBeLessThanOrEqual(0);
      expect(faults.outside).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
    });

    it(`startup form and a founder's story and milestones at ${viewport.width} px`, async () => {
      const { page, problems } = await openPage(journey.browser, {
        viewport,
        isMobile: mobile,
        hasTouch: mobile,
      });
      await journey.signIn(page, ADMIN);
      await page.goto(`${journey.site.baseUrl}/ad123/cohorts`);
      await page.getByRole('button', { name: 'Edit Krishi Sense' }).click({ timeout: 20_000 });
      const form = page.getByRole('form', { name: 'Edit Krishi Sense' });
      await form.waitFor();
      await form.scrollIntoViewIfNeeded();
      await form.screenshot({ path: `${SHOTS}/startup-form-${name}.png` });
      let faults = await layoutFaults(form);
      expect(faults.outside).toEqual([]);
      expect(faults.overflow).toBeLessThanOrEqual(0);

      const founder = await openPage(journey.browser, { viewport, isMobile: mobile, hasTouch: mobile });
      await journey.signIn(founder.page, FOUNDER);
      await founder.page.goto(`${journey.site.baseUrl}/my/cohort`);
      await founder.page
        .getByRole('button', { name: /^Edit (story and milestones|the waiting change)$/ })
        .click({ timeout: 20_000 });
      const details = founder.page.getByRole('form', { name: 'Edit your startup’s page' });
      await details.getByRole('group', { name: 'Milestones' }).waitFor();
      await details.scrollIntoViewIfNeeded();
      await details.screenshot({ path: `${SHOTS}/startup-details-form-${name}.png` });
      faults = await layoutFaults(details);
      expect(faults.outside).toEqual([]);
      expect(faults.overflow).toBeLessThanOrEqual(0);
      expect([...problems.consoleErrors, ...founder.problems.consoleErrors]).toEqual([]);
    });
  }
});
