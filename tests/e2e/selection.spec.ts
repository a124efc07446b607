import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_REVIEW_ROUND, DEMO_ROLE_HOLDERS } from '#server/db/seed/demo-activity';
import { VIEWPORTS } from './support/chromium';
import { useJourney } from './support/journey';
import { openPage } from './support/page-helpers';

const ADMIN = 'director@iic.example.edu';
const REVIEWER = DEMO_ROLE_HOLDERS[0].email;
const APPLICANT = DEMO_REVIEW_ROUND.applicants[0];
const SHOTS = 'test-results/selection';
const journey = useJourney({ admins: [ADMIN], shots: SHOTS });
const { signIn, shot } = journey;

const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/**
 * docs/product.md#reviewing, #ranking, #decisions: on the demo round in review, a reviewer scores the last
 * open application and saves; the admin runs assignment, sees the ranking and accepts a team; its founder
 * sees the outcome.
 */
describe('selection round', () => {
  it('a reviewer reviews, the admin ranks and decides, the applicant sees the outcome', async () => {
    const reviewer = await openPage(journey.browser, {
      viewport: VIEWPORTS.phone,
      isMobile: true,
      hasTouch: true,
    });
    await signIn(reviewer.page, REVIEWER);
    await reviewer.page.goto(`${journey.site.baseUrl}/review`);
    const queue = reviewer.page.getByRole('navigation', { name: 'Your queue' });
    await expect.poll(() => queue.innerText(), { timeout: 20_000 }).toContain('5 of 6 reviewed');
    // The one still open is shown first.
    await reviewer.page.getByRole('heading', { name: 'AquaTrace' }).waitFor();
    for (const criterion of DEMO_REVIEW_ROUND.rubric)
      await reviewer.page
        .getByRole('group', { name: new RegExp(criterion.name) })
        .getByText('4', { exact: true })
        .click();
    await reviewer.page.getByLabel('A comment for the panel').fill('Clear problem, early team.');
    await reviewer.page.getByLabel('A private note').fill('Ask about their pilots.');
    await shot(reviewer.page, 'review-390');
    await reviewer.page.getByRole('button', { name: 'Save and next' }).click();
    await expect.poll(() => reviewer.page.getByRole('status').first().innerText()).toContain('Review saved.');
    await expect.poll(() => queue.innerText()).toContain('6 of 6 reviewed');
    for (const width of [320, 1366]) {
      await reviewer.page.setViewportSize({ width, height: 900 });
      await shot(reviewer.page, `review-${width}`);
      expect(await fits(reviewer.page)).toBe(true);
    }

    const admin = await openPage(journey.browser, { viewport: VIEWPORTS.desktop });
    await signIn(admin.page, ADMIN);
    await admin.page.goto(`${journey.site.baseUrl}/ad123/calls`);
    await admin.page.getByRole('button', { name: `Reviews of ${DEMO_REVIEW_ROUND.title}` }).click();
    await admin.page.getByRole('button', { name: 'Run assignment' }).click();
    await admin.page.getByRole('status').filter({ hasText: 'Assigned 0 reviews.' }).waitFor();
    const ranking = admin.page.getByRole('region', { name: 'Ranking' });
    await expect.poll(() => ranking.innerText()).toContain('Reviewers disagree');
    await admin.page.getByRole('button', { name: 'Raw' }).click();
    await expect.poll(() => ranking.locator('li').first().innerText()).toContain(APPLICANT.team);
    await admin.page.getByRole('button', { name: `Accept ${APPLICANT.team}` }).click();
    await admin.page.getByRole('button', { name: 'Send the decision' }).click();
    await expect.poll(() => ranking.innerText()).toContain('the applicant has been emailed');
    await shot(admin.page, 'ranking-1366');
    expect((await journey.site.mailbox(APPLICANT.email)).subject).toBe(
      `You are in: ${DEMO_REVIEW_ROUND.title}`,
    );

    const founder = await openPage(journey.browser, {
      viewport: VIEWPORTS.phone,
      isMobile: true,
      hasTouch: true,
    });
    await signIn(founder.page, APPLICANT.email);
    await founder.page.goto(`${journey.site.baseUrl}/application-status`);
    const mine = founder.page.getByRole('region', { name: 'Applications to calls' });
    await expect.poll(() => mine.innerText(), { timeout: 20_000 }).toContain('Decision: Accepted');
    await shot(founder.page, 'outcome-390');
    expect(reviewer.problems.consoleErrors.filter((error) => !error.includes('401'))).toEqual([]);
  }, 180_000);

  /** docs/product.md#cohorts: the accepted team becomes a startup of a cohort formed from the call. */
  it('the admin forms a cohort from the call and the accepted founder finds it on /my/cohort', async () => {
    const admin = await openPage(journey.browser, { viewport: VIEWPORTS.desktop });
    await signIn(admin.page, ADMIN);
    await admin.page.goto(`${journey.site.baseUrl}/ad123/cohorts`);
    await admin.page.getByRole('button', { name: 'Form a cohort' }).click({ timeout: 20_000 });
    const form = admin.page.getByRole('form', { name: 'Form a cohort' });
    await form.getByLabel('Name').fill('Selection cohort');
    const fromCall = form.getByLabel('From a call');
    const option = fromCall.locator('option', { hasText: DEMO_REVIEW_ROUND.title });
    await option.waitFor({ state: 'attached', timeout: 20_000 });
    await fromCall.selectOption((await option.getAttribute('value'))!);
    await form.getByLabel('First day').fill('2030-01-06');
    await form.getByLabel('Last day').fill('2030-06-30');
    await form.getByRole('button', { name: 'Form the cohort' }).click();
    await admin.page
      .getByText('Cohort "Selection cohort" formed with 1 startup from the call\'s accepted applications.')
      .waitFor({ timeout: 20_000 });
    await shot(admin.page, 'cohort-formed-1366');

    const founder = await openPage(journey.browser, {
      viewport: VIEWPORTS.phone,
      isMobile: true,
      hasTouch: true,
    });
    await signIn(founder.page, APPLICANT.email);
    await founder.page.goto(`${journey.site.baseUrl}/my/cohort`);
    await founder.page.getByRole('heading', { name: 'Selection cohort' }).waitFor({ timeout: 20_000 });
    const panel = founder.page.getByRole('region', { name: 'Your startup', exact: true });
    await panel.getByText(APPLICANT.team, { exact: true }).first().waitFor({ timeout: 20_000 });
    await panel.getByText('Private', { exact: true }).waitFor();
    expect(await fits(founder.page)).toBe(true);
    await shot(founder.page, 'my-cohort-390');
    expect(admin.problems.consoleErrors).toEqual([]);
    expect(founder.problems.consoleErrors).toEqual([]);
  }, 120_000);
});
