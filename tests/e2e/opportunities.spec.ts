import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPPORTUNITY_MESSAGES } from '#common/opportunities';
import { launchChromium, VIEWPORTS } from './support/chromium';
import { signInWithSession } from './support/session';
import { openPage } from './support/page-helpers';
import { completeSignIn } from './support/sign-in';
import { startSiteWithMail, type SiteWithMail } from './support/site-with-mail';

const ADMIN = 'director@iic.example.edu';
const CENTRE = 'centre@iic.example.edu';
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;
let site: SiteWithMail;
let browser: Browser;

beforeAll(async () => {
  // These tests start from empty lists of events and posts.
  site = await startSiteWithMail({
    adminEmails: [ADMIN],
    env: { CENTRE_INBOX_EMAIL: CENTRE, SEED_DEMO_ACTIVITY: 'false' },
  });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const signIn = (page: Page, email: string) => signInWithSession(page.context(), site, email);

async function shoot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

describe('opportunities', () => {
  it('a user posts an idea, sees it Pending, an admin approves it and it appears on the Wall of Ideas', async () => {
    const title = 'Solar cold storage for farmers';
    const author = 'ravi.kumar@example.org';

    // A signed-out visitor who clicks "Post Idea" is asked to sign in, and comes back to the form.
    const { page, problems } = await openPage(browser, { viewport: VIEWPORTS.desktop });
    await page.goto(`${site.baseUrl}/wall-of-ideas`);
    await expect.poll(() => page.getByText(OPPORTUNITY_MESSAGES.empty.ideas).count()).toBe(1);
    expect(problems.consoleErrors).toEqual([]);
    await page.getByRole('button', { name: 'Post Idea' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.innerText()).toContain(OPPORTUNITY_MESSAGES.mustLogIn.idea);
    await completeSignIn(page, site.mailbox, author);
    await page.waitForURL(`${site.baseUrl}/post-idea`);

    const form = page.getByRole('form', { name: 'Post an idea' });
    await form.getByRole('button', { name: 'Submit Idea' }).click();
    await expect.poll(() => form.getByText('Title is required').count()).toBe(1);
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Main category').fill('CleanTech');
    await form.getByLabel('Extra tags').fill('agriculture, solar');
    await form.getByLabel('Description').fill('Rooftop-solar cold rooms so that farmers can store produce.');
    await form.getByLabel('Your name').fill('Ravi Kumar');
    await form.getByLabel('Designation').fill('B.Tech student');
    await form.getByLabel('WhatsApp number').fill('+91 98765 43210');
    await shoot(page, 'post-idea-desktop');
    await form.getByRole('button', { name: 'Submit Idea' }).click();
    const success = page.getByRole('dialog', { name: OPPORTUNITY_MESSAGES.success.idea });
    await expect.poll(() => success.isVisible()).toBe(true);
    const centreMail = await site.mailbox(CENTRE);
    expect(centreMail.subject).toContain(title);
    await success.getByRole('button', { name: 'Return to Home' }).click();
    await page.waitForURL(`${site.baseUrl}/`);

    await page.goto(`${site.baseUrl}/application-status`);
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect.poll(() => row.innerText()).toContain('Pending');
    await shoot(page, 'application-status-desktop');
    // Not yet public.
    const anonymous = await openPage(browser, { viewport: VIEWPORTS.phone });
    await anonymous.page.goto(`${site.baseUrl}/wall-of-ideas`);
    await expect.poll(() => anonymous.page.getByText(OPPORTUNITY_MESSAGES.empty.ideas).count()).toBe(1);

    // The admin approves it in the User Submissions tab.
    const admin = await openPage(browser, { viewport: VIEWPORTS.phone });
    await signIn(admin.page, ADMIN);
    await admin.page.goto(`${site.baseUrl}/ad123/user-submissions`);
    const card = admin.page.getByRole('listitem').filter({ hasText: title });
    await expect.poll(() => card.count()).toBe(1);
    await shoot(admin.page, 'user-submissions-phone');
    await card.getByRole('button', { name: /^Approve/ }).click();
    const decision = admin.page.getByRole('dialog');
    await decision.getByLabel(/Reason for the author/).fill('Great idea!');
    await decision.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => admin.page.getByText('No user submissions yet.').count()).toBe(1);
    const decisionMail = await site.mailbox(author);
    expect(decisionMail.subject).toBe(`Approved: ${title}`);

    // Public at once; the WhatsApp number only for signed-in people (docs/product.md#private-contact).
    await anonymous.page.reload();
    await expect.poll(() => anonymous.page.getByRole('heading', { name: title }).count()).toBe(1);
    expect(
      await anonymous.page.getByRole('button', { name: 'Sign in to chat with Ravi Kumar' }).count(),
    ).toBe(1);
    expect(await anonymous.page.content()).not.toContain('wa.me');
    await page.goto(`${site.baseUrl}/wall-of-ideas`);
    const chat = page.getByRole('link', { name: /Chat with Ravi Kumar on WhatsApp/ });
    await expect.poll(() => chat.count()).toBe(1);
    expect(await chat.getAttribute('href')).toBe('https://wa.me/919876543210');
    await anonymous.page.getByRole('searchbox', { name: 'Search ideas' }).fill('AGRICULTURE');
    await expect.poll(() => anonymous.page.getByRole('status').first().innerText()).toBe('1 idea found');
    await anonymous.page.getByRole('searchbox', { name: 'Search ideas' }).fill('zeppelin');
    await expect.poll(() => anonymous.page.getByText(OPPORTUNITY_MESSAGES.empty.ideasSearch).count()).toBe(1);
    await anonymous.page.getByRole('searchbox', { name: 'Search ideas' }).fill('');
    await expect.poll(() => anonymous.page.getByRole('heading', { name: title }).count()).toBe(1);
    await shoot(anonymous.page, 'wall-of-ideas-phone');
    expect(anonymous.problems.consoleErrors).toEqual([]);

    await page.goto(`${site.baseUrl}/application-status`);
    await expect
      .poll(() => page.getByRole('row', { name: new RegExp(title) }).innerText())
      .toContain('Approved');
    await page.setViewportSize(VIEWPORTS.phone);
    await shoot(page, 'application-status-phone');

    await page.context().close();
    await admin.page.context().close();
  });

  it('a signed-in user without company verification is shown the verification path for internships', async () => {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      const { page, problems } = await openPage(browser, { viewport });
      await page.goto(`${site.baseUrl}/internships`);
      await expect.poll(() => page.getByText(OPPORTUNITY_MESSAGES.empty.internshipsTitle).count()).toBe(1);
      await shoot(page, `internships-${name}`);
      await page.goto(`${site.baseUrl}/projects`);
      await expect.poll(() => page.getByText(OPPORTUNITY_MESSAGES.empty.projectsTitle).count()).toBe(1);
      await shoot(page, `projects-${name}`);
      expect(problems.consoleErrors).toEqual([]);

      await signIn(page, `student.${name}@example.org`);
      await page.goto(`${site.baseUrl}/post-internship`);
      await expect
        .poll(() => page.getByRole('heading', { name: 'Verify your company first' }).count())
        .toBe(1);
      expect(await page.getByRole('link', { name: 'Go to company verification' }).getAttribute('href')).toBe(
        '/company-verification',
      );
      await shoot(page, `post-internship-refused-${name}`);
      await page.context().close();
    }
  });
});
