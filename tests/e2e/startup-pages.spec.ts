import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { VIEWPORTS } from './support/chromium';
import { useJourney } from './support/journey';
import { openPage } from './support/page-helpers';

const ADMIN = 'pages.admin@iic.example.edu';
/** The demo seed's founder of Krishi Sense, whose change already waits for the admin. */
const FOUNDER = 'asha@krishisense.example.com';
const STORY = 'Since the Dharwad pilot, cooperatives in three districts have asked for probes.';
const SHOTS = 'test-results/startup-pages';
const journey = useJourney({ admins: [ADMIN], shots: SHOTS });
const { signIn, shot } = journey;

/** docs/product.md#startup-pages: a startup's page with substance; founders edit it, the centre approves. */
describe('startup pages', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS))
    it(`a visitor opens a startup's page from the portfolio by clicks (${name})`, async () => {
      const { page, problems } = await openPage(journey.browser, {
        viewport,
        ...(name === 'phone' ? { isMobile: true, hasTouch: true } : {}),
      });
      const base = journey.site.baseUrl;
      await page.goto(`${base}/startups`);
      await page.getByRole('link', { name: 'LedgerLoop' }).click({ timeout: 20_000 });
      await page.waitForURL(`${base}/startups/ledgerloop`);
      await page.getByRole('heading', { level: 1, name: 'LedgerLoop' }).waitFor({ timeout: 20_000 });
      const founders = page.getByRole('region', { name: 'Founders' });
      const karan = founders.getByRole('link', { name: /Karan Malhotra/ });
      expect(await karan.getAttribute('href')).toBe('https://profiles.example.com/karan-malhotra');
      await founders.getByText('Founder & CEO').waitFor();
      await page
        .getByRole('region', { name: 'Our story' })
        .getByText(/UPI payments as they arrive/)
        .waitFor();
      const milestones = page.getByRole('region', { name: 'Milestones' }).getByRole('listitem');
      expect(await milestones.count()).toBe(4);
      await page
        .getByRole('region', { name: 'In the news' })
        .getByRole('link', { name: 'LedgerLoop raises a ₹3 crore seed round after demo day' })
        .waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, `ledgerloop-${name}`);
      expect(problems.consoleErrors).toEqual([]);
      await page.close();
    });

  it('a founder edits the story on /my/cohort, the admin approves it, and a visitor sees it', async () => {
    const base = journey.site.baseUrl;
    const founder = await openPage(journey.browser, {
      viewport: VIEWPORTS.phone,
      isMobile: true,
      hasTouch: true,
    });
    await signIn(founder.page, FOUNDER);
    await founder.page.goto(`${base}/my/cohort`);
    const panel = founder.page.getByRole('region', { name: 'Your startup’s page' });
    await panel.getByText(/is waiting for the centre’s approval/).waitFor({ timeout: 20_000 });
    await panel.getByRole('button', { name: 'Edit the waiting change' }).click();
    const story = panel.getByRole('textbox', { name: /Your story/ });
    await story.fill(`${await story.inputValue()}\n\n${STORY}`);
    await panel.getByRole('textbox', { name: 'Role of Asha Gowda' }).fill('Founder & CEO');
    await shot(founder.page, 'founder-editing-phone');
    await panel.getByRole('button', { name: 'Send for approval' }).click();
    await panel.getByText(/Sent to the centre/).waitFor({ timeout: 20_000 });
    await panel.getByText(STORY).waitFor();
    expect(await axeViolations(founder.page)).toEqual([]);
    expect(founder.problems.consoleErrors).toEqual([]);

    const visitor = await openPage(journey.browser, { viewport: VIEWPORTS.desktop });
    await visitor.page.goto(`${base}/startups/krishi-sense`);
    await visitor.page.getByRole('heading', { level: 1, name: 'Krishi Sense' }).waitFor({ timeout: 20_000 });
    expect(await visitor.page.getByText(STORY).count()).toBe(0);

    const admin = await openPage(journey.browser, { viewport: VIEWPORTS.desktop });
    await signIn(admin.page, ADMIN);
    await admin.page.goto(`${base}/ad123/cohorts`);
    const waiting = admin.page.getByRole('region', { name: 'Startup page changes waiting for approval' });
    const item = waiting.getByRole('listitem').filter({ hasText: 'Krishi Sense' }).first();
    await item.getByText(STORY).waitFor({ timeout: 20_000 });
    await item.getByText('Public now').waitFor();
    expect(await axeViolations(admin.page)).toEqual([]);
    await shot(admin.page, 'admin-comparison-desktop');
    await waiting.getByRole('button', { name: 'Approve the change of Krishi Sense' }).click();
    await waiting.getByText(/Approved: the page of Krishi Sense/).waitFor({ timeout: 20_000 });
    await waiting.getByText('No changes waiting').waitFor();
    expect((await journey.site.mailbox(FOUNDER)).subject).toBe('Krishi Sense: your page update is approved');
    expect(admin.problems.consoleErrors).toEqual([]);

    await visitor.page.reload();
    await visitor.page.getByText(STORY).waitFor({ timeout: 20_000 });
    await visitor.page
      .getByRole('region', { name: 'Milestones' })
      .getByText(/First pilot with 40 farms/)
      .waitFor();
    await shot(visitor.page, 'krishi-sense-approved-desktop');
    expect(visitor.problems.consoleErrors).toEqual([]);
  });
});
