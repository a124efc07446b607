import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digestMail } from '#server/features/alerts/mails';
import { campaignMail } from '#server/features/newsletter/campaign-mail';
import {
  adminTopic,
  adminUnsubscribe,
  cohortMailUnsubscribe,
  ownerDigestUnsubscribe,
  SUMMARY_SCOPE,
} from '#server/modules/notification-preferences';
import { signIn } from '#server/test-support/sign-in';
import { createTestApp, type TestApp } from '#server/test-support/test-app';

// docs/product.md#bulk-mail: every mail sent to many people on a schedule or as a campaign carries the RFC 8058
// headers (List-Unsubscribe with an https address, List-Unsubscribe-Post), so mail clients offer their own
// unsubscribe button; mails one person gets about their own request or duty do not need them.

/**
 * Every file that sends mail, by what it sends. A new sender fails the first test until it is named here as
 * bulk (and checked below) or as a mail about the person's own request or duty, with why.
 */
const SENDERS: Record<string, string> = {
  'features/newsletter/campaign-runner.ts': 'bulk: newsletter campaigns',
  'features/alerts/digests.ts': 'bulk: search-alert digests',
  'features/admin-notifications/daily-summary.ts': "bulk: the admins' daily summary",
  'modules/notification-preferences/admin-work.ts': 'bulk: an admin’s mail at once about waiting work',
  'features/owner-notifications/daily-digest.ts': "bulk: a post owner's daily digest",
  'features/kpis/reminders.ts':
    'bulk: a cohort startup’s reminder to report its figures (docs/product.md#cohort-mail; tested in cohort-mail)',
  'features/grants/reminders.ts':
    'duty: a startup founder’s reminder of a grant milestone’s evidence (docs/product.md#seed-grants)',
  'features/grants/service.ts': 'own: the centre’s review of the evidence the founder’s startup sent',
  'features/startups/details/service.ts':
    'own: the centre’s answer to a founder’s change of their startup’s page',
  'features/startups/service.ts':
    'own: invitations to a startup; bulk: announcements to a cohort’s members (docs/product.md#cohort-mail)',
  'features/assignments/reminders.ts': 'duty: a reviewer’s reminder about assigned applications',
  'features/account-deletion/service.ts':
    'own: the code that confirms deleting the person’s account, when it will be erased, its cancellation',
  'features/auth/routes.ts': 'own: a sign-in code',
  'features/calls/decisions.ts': 'own: the decision on the person’s application',
  'features/calls/service.ts': 'own: the receipt of the person’s application',
  'features/company-verification/service.ts': 'own: the person’s verification request and its outcome',
  'features/contact/routes.ts': 'own: the centre inbox gets a contact message',
  'features/events/certificates/service.ts': 'own: the certificate of the person’s own attendance',
  'features/my-data/export-job.ts': 'own: the link to the data the person (or an admin for them) asked for',
  'features/startups/certificates/service.ts':
    'own: the certificate of completing a programme in the person’s own cohort',
  'features/events/feedback/service.ts':
    'own: the one request (and one reminder) for feedback on an event the person checked in at',
  'features/events/registrations/service.ts': 'own: the person’s registration, offers and reminders',
  'features/idea-teams/service.ts': 'own: join requests on the person’s idea and their answers',
  'features/listing-lifecycle/jobs.ts': 'own: the person’s listing is about to expire',
  'features/newsletter/admin-routes.ts': 'own: a test mail to the admin who asked for it',
  'features/newsletter/routes.ts': 'own: the confirmation of the person’s subscription',
  'features/office-hours/service.ts': 'own: the person’s booking, reminders and cancellations',
  'features/opportunities/routes.ts': 'own: the centre inbox about a post',
  'features/opportunities/service.ts': 'own: the outcome of the person’s post',
  'features/people/service.ts': 'own: the person’s role was granted',
  'features/post-applications/service.ts': 'own: an application to the person’s post and its answer',
  'features/program-applications/service.ts': 'own: the receipt of the person’s programme application',
  'features/reports/service.ts': 'own: the outcome of a report about or by the person',
  'features/work-profile/routes.ts': 'own: the person’s contact request',
};

function sendersInSource(): string[] {
  const root = path.resolve(import.meta.dirname);
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (
        /\.ts$/.test(entry.name) &&
        !/\.test\.ts$/.test(entry.name) &&
        !full.includes('test-support')
      ) {
        if (/\bmail\.send(Now)?\(/.test(fs.readFileSync(full, 'utf8'))) found.push(path.relative(root, full));
      }
    }
  };
  walk(path.join(root, 'features'));
  walk(path.join(root, 'modules'));
  return found.sort();
}

function expectOneClickHeaders(headers: Record<string, string> | undefined, publicUrl: string) {
  expect(headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const address = /^<([^>]+)>$/.exec(headers?.['List-Unsubscribe'] ?? '')?.[1];
  expect(address, headers?.['List-Unsubscribe']).toBeDefined();
  expect(address!.startsWith(`${publicUrl}/`), address).toBe(true);
  expect(new URL(address!).searchParams.get('token')).toBeTruthy();
  return new URL(address!);
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ adminEmails: ['bulk-admin@example.org'] });
});
afterAll(async () => t?.close());

describe('bulk mail carries one-click unsubscribe headers (RFC 8058)', () => {
  it('every file that sends mail is named as bulk or as a mail about the person’s own request or duty', () => {
    expect(sendersInSource()).toEqual(Object.keys(SENDERS).sort());
  });

  it('newsletter campaigns and search-alert digests', () => {
    const publicUrl = t.app.config.publicUrl;
    const campaign = campaignMail({
      campaignId: 1,
      subject: 'News',
      body: 'Hello',
      to: 'reader@example.org',
      subscriberId: 2,
      token: 'a-token',
      publicUrl,
    });
    expectOneClickHeaders(campaign.headers, publicUrl);
    const digest = digestMail({
      to: 'reader@example.org',
      name: 'Reader',
      frequency: 'daily',
      sections: [],
      unsubscribeToken: 'a-token',
      alertCount: 1,
      publicUrl,
      deliveryKey: 'k',
    });
    expectOneClickHeaders(digest.headers, publicUrl);
  });

  it("the admins' mails, a post owner's digest and a cohort's mails, whose addresses stop them when POSTed", async () => {
    const publicUrl = t.app.config.publicUrl;
    const admin = await signIn(t.app, 'bulk-admin@example.org');
    const owner = await signIn(t.app, 'bulk-owner@example.org');
    const headerSets = [
      (await adminUnsubscribe(t.app.db, publicUrl, admin.id, SUMMARY_SCOPE)).headers,
      (await adminUnsubscribe(t.app.db, publicUrl, admin.id, adminTopic('report'))).headers,
      await ownerDigestUnsubscribe(t.app.db, publicUrl, owner.id),
      await cohortMailUnsubscribe(t.app.db, publicUrl, owner.id, 'kpiReminders'),
      await cohortMailUnsubscribe(t.app.db, publicUrl, owner.id, 'announcements'),
    ];
    for (const headers of headerSets) {
      const address = expectOneClickHeaders(headers, publicUrl);
      // As a mail client's unsubscribe button sends it (RFC 8058 section 3.1).
      const response = await t.app.inject({
        method: 'POST',
        url: address.pathname + address.search,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(response.statusCode, `${address.pathname}: ${response.body}`).toBe(200);
    }
  });
});
