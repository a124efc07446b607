import { describe, expect, it } from 'vitest';
import type { PrivacyNotice, PrivacyNoticeInput } from '#common/privacy';
import { PRIVACY_SECTIONS, PRIVACY_UNCHANGED_MESSAGE } from '#common/privacy-constants';
import { DEMO_PRIVACY_NOTICE, seedDemoPrivacyNotice } from '#server/db/seed/demo-privacy';
import { calendarDateInZone } from '#common/times';
import { retentionPeriodLines } from '#common/retention';
import { useMailTestApp } from '#server/test-support/mail-test-app';

const ADMIN = 'privacy-admin@iic.example.edu';
const {
  t,
  people: { admin, user },
} = useMailTestApp(
  {
    adminEmails: [ADMIN],
    grievanceOfficer: { name: 'Dr. Kavita Rao, Grievance Officer', email: 'grievance@iic.example.edu' },
  },
  { admin: ADMIN, user: 'privacy-reader@student.example.edu' },
);

const notice = async () => (await t.app.inject({ method: 'GET', url: '/api/privacy' })).json<PrivacyNotice>();
const publish = (body: unknown, as = admin) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/privacy', headers: as.headers, payload: body as object });

/** The demo notice with one answer changed. */
function edited(text: string): PrivacyNoticeInput {
  return {
    sections: {
      ...DEMO_PRIVACY_NOTICE.sections,
      applications: { ...DEMO_PRIVACY_NOTICE.sections.applications, kept: text },
    },
  };
}

describe('privacy notice (docs/product.md#privacy-notice)', () => {
  it('names the configured grievance officer even before any version is published', async () => {
    const before = await notice();
    expect(before).toEqual({
      version: null,
      publishedOn: null,
      sections: [],
      grievanceOfficer: { name: 'Dr. Kavita Rao, Grievance Officer', email: 'grievance@iic.example.edu' },
      retention: retentionPeriodLines(t.config.retention),
    });
  });

  it('publishes the demo version once, with every purpose in the order of the page', async () => {
    expect(await seedDemoPrivacyNotice(t.app.db)).toBe(true);
    expect(await seedDemoPrivacyNotice(t.app.db)).toBe(false);
    const first = await notice();
    expect(first.version).toBe(1);
    expect(first.publishedOn).toBe(calendarDateInZone(new Date(), t.config.centreTimezone));
    expect(first.sections.map((section) => section.id)).toEqual(
      PRIVACY_SECTIONS.map((section) => section.id),
    );
    expect(first.sections.find((section) => section.id === 'account')?.kept).toMatch(/7 days/);
  });

  it('lets only the admin publish a new version; every earlier one stays', async () => {
    expect((await publish(edited('Six months after the post closes.'), user)).statusCode).toBe(403);
    const response = await publish(edited('Six months after the post closes.'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<PrivacyNotice>().version).toBe(2);
    const current = await notice();
    expect(current.version).toBe(2);
    expect(current.sections.find((section) => section.id === 'applications')?.kept).toBe(
      'Six months after the post closes.',
    );
    const versions = await t.app.db
      .selectFrom('privacy_notices')
      .select('version')
      .orderBy('version')
      .execute();
    expect(versions.map((row) => row.version)).toEqual([1, 2]);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'summary'])
      .where('action', '=', 'privacy.publish')
      .execute();
    expect(audit).toEqual([
      { action: 'privacy.publish', summary: 'Published version 2 of the privacy notice' },
    ]);
  });

  it('refuses a version that changes nothing, with a message', async () => {
    const response = await publish(edited('Six months after the post closes.'));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: PRIVACY_UNCHANGED_MESSAGE });
    expect((await notice()).version).toBe(2);
  });

  it('refuses a missing part, an empty answer, an unknown part or an overlong text with 400', async () => {
    const { mail: _mail, ...withoutMail } = DEMO_PRIVACY_NOTICE.sections;
    const bad = [
      { sections: withoutMail },
      edited('   '),
      { sections: { ...DEMO_PRIVACY_NOTICE.sections, tracking: DEMO_PRIVACY_NOTICE.sections.mail } },
      edited('x'.repeat(1501)),
      {},
      [],
    ];
    for (const body of bad) {
      const response = await publish(body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json<{ message: string }>().message).toBeTruthy();
    }
    expect((await notice()).version).toBe(2);
  });
});
