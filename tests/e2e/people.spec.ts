import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey';
import { axeViolations } from './support/axe';
import { openPage } from './support/page-helpers';

const ADMIN = 'director@iic.example.edu';
const SHOTS = 'test-results/people';
const journey = useJourney({ admins: [ADMIN], shots: SHOTS });
const { signIn, shot } = journey;

/** docs/product.md#people-tab: an admin builds a panel, and the reviewer is told by email. */
describe('People tab', () => {
  it('an admin adds a reviewer by email, grants a second role, takes one back after confirming', async () => {
    const { page, problems } = await openPage(journey.browser, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      reducedMotion: 'reduce',
    });
    await signIn(page, ADMIN);
    await page.goto(`${journey.site.baseUrl}/ad123/people`);
    await page.getByRole('heading', { name: 'Admins' }).waitFor();

    const email = 'ravi.reviewer@panel.example.org';
    const form = page.getByRole('form', { name: 'Add a person' });
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Grant role' }).click();
    await expect.poll(() => page.getByRole('status').innerText()).toContain(`${email} is now a reviewer.`);
    const mail = await journey.site.mailbox(email);
    expect(mail.subject).toContain('You are now a reviewer');

    await page.getByLabel('Search by email or name').fill('ravi');
    const mentor = page.getByRole('switch', { name: `Mentor: ${email}` });
    await mentor.click();
    await expect.poll(() => mentor.getAttribute('aria-checked')).toBe('true');
    expect((await journey.site.mailbox(email)).subject).toContain('You are now a mentor');
    await shot(page, 'people-phone');

    await page.getByRole('switch', { name: `Reviewer: ${email}` }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.innerText()).toContain(`Take the reviewer role from ${email}?`);
    await dialog.getByRole('button', { name: 'Take role' }).click();
    await expect
      .poll(() => page.getByRole('status').innerText())
      .toContain(`${email} is no longer a reviewer.`);
    await expect
      .poll(() => page.getByRole('switch', { name: `Reviewer: ${email}` }).getAttribute('aria-checked'))
      .toBe('false');
    expect((await journey.site.mailbox(email)).subject).toContain('Your reviewer role');
    expect(await axeViolations(page)).toEqual([]);

    for (const width of [320, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await shot(page, `people-${width}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
    expect(problems.consoleErrors.filter((error) => !error.includes('401'))).toEqual([]);
  });
});
