import { describe, expect, it } from 'vitest';
import { VIEWPORTS } from './support/chromium';
import { useJourney } from './support/journey';
import { openPage } from './support/page-helpers';

const ADMIN = 'cohort.admin@iic.example.edu';
/** The demo seed's founder of Quiet Grid, a private startup in the demo cohort. */
const FOUNDER = 'meera@quietgrid.example.com';
const PITCH = 'Batteries that keep rural clinics powered through the night.';
const SHOTS = 'test-results/cohort';
const journey = useJourney({ admins: [ADMIN], shots: SHOTS });
const { signIn, shot } = journey;

/** docs/product.md#startup-profiles: a founder edits and publishes the profile; the portfolio shows it. */
describe('cohort', () => {
  it('a founder edits the private profile on /my/cohort, publishes it, and the portfolio shows it', async () => {
    const { page, problems } = await openPage(journey.browser, {
      viewport: VIEWPORTS.phone,
      isMobile: true,
      hasTouch: true,
    });
    const base = journey.site.baseUrl;
    await page.goto(`${base}/startups`);
    await page.getByRole('heading', { level: 1, name: 'Startups we have backed' }).waitFor();
    await page.getByRole('link', { name: 'Krishi Sense' }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('link', { name: 'Quiet Grid' }).count()).toBe(0);

    await signIn(page, FOUNDER);
    await page.goto(`${base}/my/cohort`);
    const panel = page.getByRole('region', { name: 'Your startup', exact: true });
    await panel.getByText('Private', { exact: true }).waitFor({ timeout: 20_000 });
    await panel.getByRole('button', { name: 'Edit profile' }).click();
    const form = panel.getByRole('form', { name: 'Edit Quiet Grid' });
    await form.getByLabel('One-line pitch').fill(PITCH);
    await form.getByLabel('Sector').selectOption('Climate and energy');
    await form.getByLabel('Website').fill('https://quietgrid.example.com');
    await form.getByLabel('Founded year').fill('2024');
    await shot(page, 'profile-form-phone');
    await form.getByRole('button', { name: 'Save profile' }).click();
    await panel.getByRole('status').filter({ hasText: 'Saved.' }).waitFor({ timeout: 20_000 });
    await panel.getByText(PITCH).waitFor();
    await panel.getByRole('button', { name: 'Publish' }).click();
    await panel.getByText('Published: the profile is in the public portfolio.').waitFor({ timeout: 20_000 });
    await panel.getByText('Published', { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, 'my-cohort-published-phone');

    await panel.getByRole('link', { name: 'See the public page' }).click();
    await page.waitForURL(`${base}/startups/quiet-grid`);
    await page.getByText(PITCH).first().waitFor({ timeout: 20_000 });

    await page.goto(`${base}/startups?sector=Climate%20and%20energy`);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Quiet Grid' }) });
    await card.getByText(PITCH).waitFor({ timeout: 20_000 });
    expect(await card.getByText('Climate and energy').count()).toBeGreaterThan(0);
    expect(problems.consoleErrors).toEqual([]);
  });

  it('a founder invites a teammate, sees the invitation waiting and cancels it', async () => {
    const { page, problems } = await openPage(journey.browser, {
      viewport: { width: 320, height: 800 },
      isMobile: true,
      hasTouch: true,
    });
    const base = journey.site.baseUrl;
    const invitee = 'a.very.long.teammate.address@quietgrid-engineering.example.com';
    await signIn(page, FOUNDER);
    await page.goto(`${base}/my/cohort`);
    const panel = page.getByRole('region', { name: 'Your startup', exact: true });
    const invite = panel.getByRole('form', { name: 'Invite a team member' });
    await invite.getByLabel('Email address').fill(invitee, { timeout: 20_000 });
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await invite.getByText(`Invitation sent to ${invitee}.`).waitFor({ timeout: 20_000 });
    const waiting = panel.getByRole('listitem').filter({ hasText: invitee });
    await waiting.getByText('Invited, not joined yet').waitFor({ timeout: 20_000 });
    expect((await journey.site.mailbox(invitee)).subject).toMatch(
      /^Join Quiet Grid at the .+: code [A-Z0-9]{8}$/,
    );
    // Sent a moment ago: sending again waits for the cooldown.
    await waiting.getByRole('button', { name: `Send again the invitation to ${invitee}` }).click();
    await panel.getByText(/less than 10 minutes ago/).waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, 'invitation-waiting-320');
    await panel.screenshot({ path: `${SHOTS}/invitation-panel-320.png` });
    await waiting.getByRole('button', { name: `Cancel invitation to ${invitee}` }).click();
    await panel.getByText(`The invitation to ${invitee} is cancelled.`).waitFor({ timeout: 20_000 });
    await panel.getByText('No invitation is waiting.').waitFor({ timeout: 20_000 });
    // The 429 of the early resend is the only console error the page may show.
    expect(problems.consoleErrors.filter((error) => !error.includes('429'))).toEqual([]);
  });

  it('the admin hides it again from the Cohorts and startups tab', async () => {
    const { page } = await openPage(journey.browser, { viewport: VIEWPORTS.desktop });
    const base = journey.site.baseUrl;
    await signIn(page, ADMIN);
    await page.goto(`${base}/ad123/cohorts`);
    await page.getByRole('button', { name: 'Hide Quiet Grid' }).click({ timeout: 20_000 });
    await page.getByText('"Quiet Grid" is hidden from the portfolio.').waitFor({ timeout: 20_000 });
    await shot(page, 'admin-cohorts-desktop');
    await page.goto(`${base}/startups`);
    await page.getByRole('link', { name: 'Krishi Sense' }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('link', { name: 'Quiet Grid' }).count()).toBe(0);
  });
});
