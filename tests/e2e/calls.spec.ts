import { describe, expect, it } from 'vitest';
import { utcToZonedTime } from '#common/times';
import { VIEWPORTS } from './support/chromium';
import { useJourney } from './support/journey';
import { openPage } from './support/page-helpers';

const ADMIN = 'director@iic.example.edu';
const FOUNDER = 'asha@kisandrones.example.com';
const SHOTS = 'test-results/calls';
const CALL = 'Acceleration — spring round';
const journey = useJourney({ admins: [ADMIN], shots: SHOTS });
const { signIn, shot } = journey;

const inIst = (offsetMs: number) =>
  utcToZonedTime(new Date(Date.now() + offsetMs).toISOString(), 'Asia/Kolkata');

/** docs/product.md#calls: an admin opens a call; a founder drafts, is told what is missing, submits once. */
describe('calls for applications', () => {
  it('an admin opens a call with a question and a rubric; a founder drafts and submits before the deadline', async () => {
    const admin = await openPage(journey.browser, { viewport: VIEWPORTS.desktop });
    await signIn(admin.page, ADMIN);
    await admin.page.goto(`${journey.site.baseUrl}/ad123/calls`);
    await admin.page.getByRole('button', { name: 'Open a call' }).click();
    // The call's form (the older applications below it have a programme filter of their own).
    await admin.page
      .locator('form')
      .filter({ has: admin.page.getByRole('heading', { name: 'Open a call' }) })
      .getByLabel('Programme')
      .selectOption('acceleration');
    await admin.page.getByLabel('Title').fill(CALL);
    await admin.page.getByLabel('Opens').fill(inIst(-3_600_000));
    await admin.page.getByLabel('Closes').fill(inIst(3 * 86_400_000));
    await admin.page.getByRole('button', { name: 'Add a question' }).click();
    await admin.page.getByLabel('Question 1').fill('Sector');
    await admin.page.getByLabel('Type').selectOption('single_choice');
    await admin.page.getByLabel('Options').fill('AgriTech\nHealthTech');
    await admin.page.getByLabel('Required').check();
    await admin.page.getByLabel('Criterion 1').fill('Team');
    await shot(admin.page, 'call-form-desktop');
    await admin.page.getByRole('button', { name: 'Open call', exact: true }).click();
    await expect
      .poll(() => admin.page.getByRole('status').innerText())
      .toContain(`Opened the call “${CALL}”.`);

    const { page, problems } = await openPage(journey.browser, {
      viewport: VIEWPORTS.phone,
      isMobile: true,
      hasTouch: true,
    });
    await signIn(page, FOUNDER);
    await page.goto(`${journey.site.baseUrl}/programs`);
    const apply = page.getByRole('link', { name: `Apply to this call for the ${CALL}` });
    await apply.waitFor();
    expect(await page.locator('main').innerText()).toMatch(/Apply by \d{1,2} \w{3}, \d{2}:\d{2} IST/);
    await apply.click();
    await page.getByRole('heading', { name: CALL }).waitFor();
    await page.getByLabel('Startup or team name').fill('Kisan Drones');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect.poll(() => page.getByRole('status').innerText()).toContain('Draft saved.');

    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect.poll(() => page.getByText('This question needs an answer').count()).toBe(1);
    await page.getByLabel('Stage').selectOption('Prototype');
    await page.getByLabel('Team size').fill('4');
    await page.getByLabel('Your idea or product').fill('Drones that spray only the sick plants.');
    await page.getByLabel('Contact phone').fill('+91 90000 22222');
    await page.getByLabel('Sector').selectOption('AgriTech');
    await shot(page, 'apply-390');
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page
      .getByRole('dialog', { name: 'Submit your application?' })
      .getByRole('button', { name: 'Submit for good' })
      .click();
    await expect.poll(() => page.getByRole('status').innerText()).toContain('Submitted on');
    expect((await journey.site.mailbox(FOUNDER)).subject).toBe(`Application received: ${CALL}`);

    await page.goto(`${journey.site.baseUrl}/application-status`);
    const mine = page.getByRole('region', { name: 'Applications to calls' });
    await expect.poll(() => mine.innerText()).toContain('Submitted');
    await page.goto(`${journey.site.baseUrl}/apply?call=2`);
    await expect.poll(() => page.locator('main').innerText()).toMatch(/Submitted on|not open/);
    for (const width of [320, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await shot(page, `apply-${width}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
    expect(problems.consoleErrors.filter((error) => !error.includes('401'))).toEqual([]);
  });
});
