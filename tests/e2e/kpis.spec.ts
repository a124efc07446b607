import { describe, expect, it } from 'vitest';
import { VIEWPORTS } from './support/chromium';
import { useJourney } from './support/journey';
import { openPage } from './support/page-helpers';

const ADMIN = 'kpis.admin@iic.example.edu';
/** The demo seed's founder of Quiet Grid, the demo cohort's startup late with the month just ended. */
const FOUNDER = 'meera@quietgrid.example.com';
const SHOTS = 'test-results/kpis';
const journey = useJourney({ admins: [ADMIN], shots: SHOTS });
const { signIn, shot } = journey;

let duePeriodName = '';

/** docs/product.md#startup-kpis: a founder reports the period due on a phone; the centre sees it. */
describe('KPIs', () => {
  it('a founder reports the period due on /my/cohort on a phone and the reminder goes', async () => {
    const { page, problems } = await openPage(journey.browser, {
      viewport: VIEWPORTS.phone,
      isMobile: true,
      hasTouch: true,
    });
    const base = journey.site.baseUrl;
    await signIn(page, FOUNDER);
    await page.goto(`${base}/my/cohort#kpis`);
    const section = page.getByRole('region', { name: 'Your figures' });
    const reminder = section.getByRole('status').filter({ hasText: /^Your figures for .+ are due\.$/ });
    await reminder.waitFor({ timeout: 20_000 });
    duePeriodName = /Your figures for (.+) are due\./.exec((await reminder.textContent()) ?? '')![1]!;
    // The form opens on the period due.
    const period = section.getByLabel('Period');
    expect(await period.locator('option:checked').textContent()).toBe(duePeriodName);
    await shot(page, 'figures-due-phone');

    await section.getByLabel('Revenue (₹)').fill('3,40,000');
    await section.getByRole('textbox', { name: 'Active users', exact: true }).fill('610');
    await section.getByLabel('Funding raised (₹)').fill('0');
    await section.getByLabel('Team size (people)').fill('7');
    await section.getByRole('button', { name: 'Save figures' }).click();
    await section.getByText(`Figures for ${duePeriodName} saved.`).waitFor({ timeout: 20_000 });
    await reminder.waitFor({ state: 'detached', timeout: 20_000 });
    // The new report joins the history below the form.
    const history = section.getByRole('table', { name: 'Figures reported by Quiet Grid' });
    await history.getByRole('cell', { name: '₹3,40,000' }).first().waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, 'figures-saved-phone');

    // Still gone after a reload: the server counts the period as reported.
    await page.reload();
    await section.getByLabel('Team size (people)').waitFor({ timeout: 20_000 });
    expect(await section.getByText(/are due\.$/).count()).toBe(0);
    expect(problems.consoleErrors).toEqual([]);
  });

  it('the admin sees the figures in the KPIs table and the CSV export', async () => {
    const { page, problems } = await openPage(journey.browser, { viewport: VIEWPORTS.desktop });
    const base = journey.site.baseUrl;
    await signIn(page, ADMIN);
    await page.goto(`${base}/ad123/kpis`);
    const table = page
      .getByRole('table')
      .filter({ has: page.getByRole('columnheader', { name: 'Team size' }) });
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Quiet Grid' }) });
    await row.getByRole('cell', { name: '₹3,40,000' }).waitFor({ timeout: 20_000 });
    expect(await row.getByRole('cell', { name: '7 people', exact: true }).count()).toBe(1);
    await page.getByText(`Every startup has reported ${duePeriodName}.`).waitFor();
    await shot(page, 'admin-kpis-desktop');

    const link = page.getByRole('link', { name: 'Download CSV (every period)' });
    const csv = await page.request.get(new URL((await link.getAttribute('href'))!, base).href);
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toContain('text/csv');
    const line = (await csv.text())
      .split(/\r?\n/)
      .find((each) => each.includes(`"${duePeriodName}"`) && each.startsWith('"Quiet Grid"'));
    expect(line).toContain('"340000","610","0","7"');
    expect(problems.consoleErrors).toEqual([]);
  });
});
