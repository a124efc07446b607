import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { IDEA_TEAM_MESSAGES } from '#common/idea-teams';
import { pdfBytes } from '#server/test-support/pdfs';
import { VIEWPORTS } from './support/chromium';
import { useJourney } from './support/journey';
import { openPage } from './support/page-helpers';
import { nameFromAddress } from './support/sign-in';

// docs/product.md#applications-on-the-site, #applicants-inbox, #idea-teams and #listing-lifecycle in the
// browser, on the demo content: the demo founder's first internship takes applications on the site.
const ADMIN = 'journey-admin@iic.example.edu';
const FOUNDER = 'demo.founder@iic.example.edu';
const STUDENT = 'priya.journey@student.example.edu';
/** The name the student gives at their first sign-in (docs/product.md#names). */
const STUDENT_NAME = nameFromAddress(STUDENT);
const INTERNSHIP = 'Frontend Developer Intern';
const IDEA = 'Campus lost-and-found network';
const PROJECT = 'Drone mapping of the campus';
const SHOTS = 'test-results/post-applications';

const journey = useJourney({ admins: [ADMIN], shots: SHOTS });

const text = (page: Page) => page.locator('main').innerText();

/** The next mail to `address` whose subject matches, taking (and skipping) the others before it. */
async function mailMatching(address: string, subject: RegExp) {
  for (let taken = 0; taken < 5; taken += 1) {
    const mail = await journey.site.mailbox(address, 30_000);
    if (subject.test(mail.subject)) return mail;
  }
  throw new Error(`No mail to ${address} matching ${subject}`);
}

describe('applying, the applicants inbox, teams and closing a listing', () => {
  it(
    'a student applies with a CV and follows it; the company shortlists and hires from its inbox',
    { timeout: 180_000 },
    async () => {
      const { site, browser } = journey;
      const student = await openPage(browser, { viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true });
      await journey.signIn(student.page, STUDENT);
      await student.page.goto(`${site.baseUrl}/internships`);
      const card = student.page.getByRole('listitem').filter({ hasText: INTERNSHIP });
      await card.getByRole('link', { name: /Apply on the site/ }).click();
      const form = student.page.getByRole('form', { name: 'Application' });
      await form.getByLabel('Cover note').fill('I build accessible React apps and would love to learn here.');
      await form.getByLabel('CV (PDF, optional)').setInputFiles({
        name: 'priya-cv.pdf',
        mimeType: 'application/pdf',
        buffer: pdfBytes({ text: 'Priya Journey - CV' }),
      });
      await journey.shot(student.page, 'apply-phone');
      await form.getByRole('button', { name: 'Send application' }).click();
      await expect.poll(() => text(student.page), { timeout: 30_000 }).toContain('Your cover note');
      await student.page.goto(`${site.baseUrl}/application-status`);
      const mine = student.page.getByRole('region', { name: 'Applications to internships and projects' });
      await expect.poll(() => mine.innerText(), { timeout: 30_000 }).toContain(INTERNSHIP);
      expect(await mine.innerText()).toContain('New');
      expect(await mine.getByRole('link', { name: /CV/ }).count()).toBe(1);

      // The demo's listing near its expiry has mailed the founder its reminder since the server started.
      expect((await mailMatching(FOUNDER, /^Expires on/)).subject).toContain('Data Analyst Intern');
      // The founder shortlists, then hires, from My posts; the student is mailed each change.
      const founder = await openPage(browser, { viewport: VIEWPORTS.desktop });
      await journey.signIn(founder.page, FOUNDER);
      await founder.page.goto(`${site.baseUrl}/my/posts`);
      const post = founder.page.getByRole('listitem').filter({
        has: founder.page.getByRole('heading', { name: INTERNSHIP }),
      });
      await post.getByRole('button', { name: /Show applications/ }).click();
      // The application's own item: the one with the State field (its CV link's item names the applicant too).
      const application = post
        .getByRole('listitem')
        .filter({ hasText: STUDENT_NAME, has: founder.page.getByLabel('State') });
      await expect.poll(() => application.count(), { timeout: 30_000 }).toBe(1);
      await application.getByLabel('State').selectOption('shortlisted');
      await application.getByRole('button', { name: /^Save/ }).click();
      await expect.poll(() => application.innerText(), { timeout: 30_000 }).toContain('Saved.');
      expect((await site.mailbox(STUDENT)).subject).toBe(`Application shortlisted: ${INTERNSHIP}`);
      await application.getByLabel('State').selectOption('hired');
      await application.getByRole('button', { name: /^Save/ }).click();
      expect((await site.mailbox(STUDENT)).subject).toBe(`Application hired: ${INTERNSHIP}`);
      await journey.shot(founder.page, 'my-posts-desktop');

      await student.page.reload();
      await expect.poll(() => mine.innerText(), { timeout: 30_000 }).toContain('Hired');
      await journey.shot(student.page, 'application-status-phone');
      expect(student.problems.consoleErrors).toEqual([]);
      expect(founder.problems.consoleErrors).toEqual([]);
    },
  );

  it('a student asks to join an idea and the owner accepts', { timeout: 180_000 }, async () => {
    const { site, browser } = journey;
    const student = await openPage(browser, { viewport: VIEWPORTS.desktop });
    await journey.signIn(student.page, STUDENT);
    await student.page.goto(`${site.baseUrl}/wall-of-ideas`);
    await student.page.getByRole('button', { name: new RegExp(`Ask to join “${IDEA}”`) }).click();
    const dialog = student.page.getByRole('dialog', { name: 'Ask to join' });
    await dialog.getByLabel(/Message to the owner/).fill('I can build the mobile app for lost items.');
    await dialog.getByLabel('Skills you offer').fill('Flutter, Firebase');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => dialog.innerText(), { timeout: 30_000 }).toContain(IDEA_TEAM_MESSAGES.asked);
    await dialog.getByRole('button', { name: 'Close' }).click();
    // The demo founder takes join requests at once (and applications in the daily digest).
    expect((await mailMatching(FOUNDER, /^Request to join/)).subject).toBe(`Request to join: ${IDEA}`);

    const founder = await openPage(browser, { viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true });
    await journey.signIn(founder.page, FOUNDER);
    await founder.page.goto(`${site.baseUrl}/my/posts`);
    const requests = founder.page.getByRole('list', { name: `Requests to join ${IDEA}` });
    const request = requests.getByRole('listitem').filter({ hasText: 'Flutter, Firebase' });
    await expect.poll(() => request.count(), { timeout: 30_000 }).toBe(1);
    await request.getByRole('button', { name: /^Accept/ }).click();
    // Accepted: the owner sees the requester's address, and the requester is mailed the owner's.
    await expect.poll(() => request.innerText(), { timeout: 30_000 }).toContain(STUDENT);
    expect(await request.innerText()).toContain(STUDENT_NAME);
    const mail = await site.mailbox(STUDENT);
    expect(mail.subject).toBe(`Request accepted: ${IDEA}`);
    expect(mail.text).toContain(FOUNDER);
    expect(founder.problems.consoleErrors).toEqual([]);
  });

  it('a listing closed as filled leaves the public list', { timeout: 180_000 }, async () => {
    const { site, browser } = journey;
    const visitor = await openPage(browser, { viewport: VIEWPORTS.desktop });
    await visitor.page.goto(`${site.baseUrl}/projects`);
    await expect.poll(() => text(visitor.page), { timeout: 30_000 }).toContain(PROJECT);

    const founder = await openPage(browser, { viewport: VIEWPORTS.desktop });
    await journey.signIn(founder.page, FOUNDER);
    await founder.page.goto(`${site.baseUrl}/my/posts`);
    const post = founder.page.getByRole('listitem').filter({
      has: founder.page.getByRole('heading', { name: PROJECT }),
    });
    await post.getByRole('button', { name: /Close as filled/ }).click();
    await founder.page
      .getByRole('dialog', { name: 'Close this listing as filled?' })
      .getByRole('button', { name: 'Close as filled' })
      .click();
    await expect.poll(() => post.innerText(), { timeout: 30_000 }).toMatch(/Closed|filled/i);

    await visitor.page.reload();
    await expect.poll(() => text(visitor.page), { timeout: 30_000 }).not.toContain(PROJECT);
  });
});
