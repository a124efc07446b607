import { describe, expect, it } from 'vitest';
import { DEMO_CALL } from '#server/db/seed/demo-activity';
import { VIEWPORTS } from './support/chromium';
import { useJourney } from './support/journey';
import { openPage } from './support/page-helpers';

const ADMIN = 'director@iic.example.edu';
const FOUNDER = 'meera@soilsense.example.com';
const journey = useJourney({ admins: [ADMIN], shots: 'test-results/programme-apply' });
const { signIn, shot } = journey;

/**
 * docs/product.md#calls: one way to apply to a programme. From home, by clicks: a programme without a call
 * offers to tell; one with an open call leads into it; the draft survives a reload; the final submit asks
 * first, and a double click on it makes one application.
 */
describe('applying to a programme', () => {
  it('from home to the open call, through a reload mid-draft, confirmed once however often it is clicked', async () => {
    const { page, problems } = await openPage(journey.browser, { viewport: VIEWPORTS.desktop });
    await signIn(page, FOUNDER);
    await page.goto(`${journey.site.baseUrl}/`);
    await page.getByRole('link', { name: 'Compare the programmes' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Find the program that fits your stage' }).waitFor();

    // No call for Mentorship: it says so and offers an alert for its calls, never a form that goes nowhere.
    const mentorship = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2, name: 'Mentorship Program' }) });
    await expect.poll(() => mentorship.innerText()).toContain('No call is open for this program now.');
    expect(await page.getByRole('button', { name: /^Apply to the / }).count()).toBe(0);
    await mentorship
      .getByRole('button', { name: 'Tell me when a call opens for the Mentorship Program' })
      .click();
    const alert = page.getByRole('dialog', { name: 'Alert me about new calls' });
    await alert.getByRole('button', { name: 'Save alert' }).click();
    await expect.poll(() => alert.innerText()).toContain('Alert saved. We will mail you when a call opens.');
    await alert.getByRole('button', { name: 'Close' }).click();

    // Incubation's open call, with its deadline, leads into its form.
    const incubation = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2, name: 'Incubation Program' }) });
    expect(await incubation.innerText()).toMatch(/Apply by \d{1,2} \w{3}, \d{2}:\d{2} IST/);
    await shot(page, 'programs-desktop');
    await incubation.getByRole('link', { name: `Apply to this call for the ${DEMO_CALL.title}` }).click();
    await page.getByRole('heading', { level: 1, name: DEMO_CALL.title }).waitFor();

    await page.getByLabel('Startup or team name').fill('Soil Sense');
    await page.getByLabel('Stage').selectOption('Prototype');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect.poll(() => page.getByRole('status').first().innerText()).toContain('Draft saved.');
    // Typed after saving, then the page reloads: both the saved draft and what was typed come back.
    await page.getByLabel('Team size').fill('3');
    await page.getByLabel('Your idea or product').fill('Soil sensors that tell small farms when to water.');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: DEMO_CALL.title }).waitFor();
    await expect.poll(() => page.getByLabel('Startup or team name').inputValue()).toBe('Soil Sense');
    expect(await page.getByLabel('Stage').inputValue()).toBe('Prototype');
    expect(await page.getByLabel('Team size').inputValue()).toBe('3');
    expect(await page.getByLabel('Your idea or product').inputValue()).toContain('Soil sensors');

    await page.getByLabel('Contact phone').fill('+91 90000 33333');
    await page.getByLabel('What problem do you solve, and for whom?').fill('Farms over-water their fields.');
    await page.getByLabel('How many paying customers do you have?').fill('2');
    await page.getByLabel('Sector').selectOption('AgriTech');
    await page.getByRole('button', { name: 'Submit application' }).click();
    const confirm = page.getByRole('dialog', { name: 'Submit your application?' });
    expect(await confirm.innerText()).toContain('can no longer be changed');
    await shot(page, 'confirm-desktop');
    await confirm.getByRole('button', { name: 'Submit for good' }).dblclick();
    await expect.poll(() => page.locator('main').innerText()).toContain('Submitted on');

    // One application, submitted once: one mail, one row in the applicant's list.
    const mine = await page.evaluate(async () => {
      const answer = await fetch('/api/my/call-applications');
      return ((await answer.json()) as { items: { callTitle: string; status: string }[] }).items;
    });
    expect(mine.filter((item) => item.callTitle === DEMO_CALL.title)).toEqual([
      expect.objectContaining({ status: 'submitted' }),
    ]);
    expect((await journey.site.mailbox(FOUNDER)).subject).toBe(`Application received: ${DEMO_CALL.title}`);
    expect(problems.consoleErrors.filter((error) => !error.includes('401'))).toEqual([]);
    await page.context().close();
  });
});
