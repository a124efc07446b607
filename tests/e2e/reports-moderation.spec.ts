import { describe, expect, it } from 'vitest';
import { REPORT_MESSAGES } from '#common/reports';
import { VIEWPORTS } from './support/chromium';
import { useJourney } from './support/journey';
import { openPage } from './support/page-helpers';

// docs/product.md#reports, docs/product.md#moderation-queue and docs/product.md#admin-notifications, in one journey.

const ADMIN = 'director@iic.example.edu';
const SHOTS = 'test-results/reports-moderation';
const journey = useJourney({ admins: [ADMIN], shots: SHOTS });
const { signIn, shot } = journey;

describe('reports and the moderation queue', () => {
  it(
    'a reader reports an idea, and an admin dismisses the reports from the queue',
    { timeout: 120_000 },
    async () => {
      const { page } = await openPage(journey.browser, { viewport: VIEWPORTS.desktop });
      await signIn(page, 'reader@student.example.edu');
      await page.goto(`${journey.site.baseUrl}/wall-of-ideas`);
      const card = page
        .locator('main li')
        .filter({ has: page.getByRole('button', { name: /^Report/ }) })
        .first();
      const title = (await card.getByRole('heading').innerText()).trim();
      // A discreet link, but a whole target of at least 24 × 24 px (WCAG 2.2 target size).
      const box = (await card.getByRole('button', { name: /^Report/ }).boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
      await card.getByRole('button', { name: /^Report/ }).click();
      const dialog = page.getByRole('dialog');
      // No reason is chosen for the reader: sending at once asks for one.
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await expect.poll(() => dialog.innerText()).toContain(REPORT_MESSAGES.reasonRequired);
      await dialog.getByRole('radio', { name: 'Misleading' }).check();
      await dialog.getByLabel(/What is wrong/).fill('The contact number does not answer.');
      await shot(page, 'report-dialog-desktop');
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await expect.poll(() => dialog.innerText()).toContain(REPORT_MESSAGES.received);
      await dialog.getByRole('button', { name: 'Close' }).click();

      // One sign-in; the other widths reuse the admin's session.
      const first = await openPage(journey.browser, { viewport: VIEWPORTS.desktop });
      await signIn(first.page, ADMIN);
      const storageState = await first.page.context().storageState();
      await first.page.context().close();
      for (const viewport of [{ width: 320, height: 700 }, VIEWPORTS.phone, VIEWPORTS.desktop]) {
        const mobile = viewport.width < 1000;
        const admin = await openPage(journey.browser, {
          viewport,
          isMobile: mobile,
          hasTouch: mobile,
          storageState,
        });
        // The address the notification mails link to opens the admin's choices above the queue.
        await admin.page.goto(`${journey.site.baseUrl}/ad123/moderation#notifications`);
        await admin.page.getByRole('heading', { name: title }).first().waitFor();
        await admin.page.getByLabel('Reported posts', { exact: true }).waitFor();
        // What the public sees once it stays listed, who posted it, and who reported it why.
        const reported = admin.page
          .locator('main li')
          .filter({ has: admin.page.getByRole('heading', { name: title }) })
          .first();
        const shown = await reported.innerText();
        expect(shown).toMatch(/Posted by /);
        for (const term of ['Tags', 'Description', 'WhatsApp (signed-in people)'])
          expect(await reported.getByText(term, { exact: true }).count()).toBe(1);
        const report = reported.getByRole('region', { name: /Reports on/ });
        expect(await report.innerText()).toContain('The contact number does not answer.');
        expect(await report.innerText()).toContain('reader@student.example.edu');
        await shot(admin.page, `moderation-${viewport.width}`);
        const overflow = await admin.page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        if (!mobile) {
          await admin.page.getByLabel('Pending posts', { exact: true }).selectOption('instant');
          await admin.page.getByRole('button', { name: 'Save choices' }).click();
          await expect
            .poll(() => admin.page.locator('main').innerText())
            .toContain('Your notification choices are saved.');
          const item = admin.page
            .locator('li')
            .filter({ has: admin.page.getByRole('heading', { name: title }) });
          await item.getByRole('button', { name: /Dismiss reports/ }).click();
          await expect.poll(() => admin.page.locator('main').innerText()).toContain('Reports dismissed.');
        }
        await admin.page.context().close();
      }
    },
  );
});
