import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OTP } from '#common/auth';
import { DATA_EXPORT_DAYS } from '#common/my-data-constants';
import { FIXED_RETENTION, retentionPeriodLines, type RetentionPeriods } from '#common/retention';
import { loadConfig } from '#server/config';
import { DEMO_PRIVACY_NOTICE } from '#server/db/seed/demo-privacy';

// docs/product.md#retention: /privacy renders the periods from the configuration the daily run applies; the
// product's table, .env.example and the breach runbook (docs/privacy.md) state the same defaults, and the
// demo notice's own words never repeat a configured figure that could then disagree with them.

const read = (file: string) => fs.readFileSync(file, 'utf8');
const SETTINGS: Record<string, keyof RetentionPeriods> = {
  RETENTION_APPLICATION_FILES_MONTHS: 'applicationFilesMonths',
  RETENTION_REGISTRATION_ANSWERS_MONTHS: 'registrationAnswersMonths',
  RETENTION_UNCONFIRMED_NEWSLETTER_DAYS: 'unconfirmedNewsletterDays',
  RETENTION_CONTACT_MESSAGES_MONTHS: 'contactMessagesMonths',
  RETENTION_SENT_MAILS_MONTHS: 'sentMailsMonths',
  RETENTION_UNSUBSCRIBED_NEWSLETTER_MONTHS: 'unsubscribedNewsletterMonths',
};

describe('retention periods: configuration, /privacy, product, .env.example and runbook agree', () => {
  const defaults = loadConfig({ NODE_ENV: 'test' }).retention;
  const product = read('docs/product.md');
  const table = product.slice(product.indexOf('### Retention'), product.indexOf('### Delete my account'));
  const runbook = read('docs/privacy.md');
  const envExample = read('.env.example');

  it('names every setting, with the configuration’s default, in the product’s table and .env.example', () => {
    expect(Object.keys(defaults).sort()).toEqual(Object.values(SETTINGS).sort());
    for (const [setting, key] of Object.entries(SETTINGS)) {
      expect(table, setting).toContain(`\`${setting}\` (${defaults[key]})`);
      expect(envExample, setting).toMatch(new RegExp(`^${setting}=${defaults[key]}$`, 'm'));
    }
  });

  it('states the runbook’s periods as the configuration and the code apply them', () => {
    expect(runbook).toContain(
      `\`RETENTION_SENT_MAILS_MONTHS\` (${defaults.sentMailsMonths} months by default)`,
    );
    const sessions = `${FIXED_RETENTION.sessionIdleDays} days idle, ${FIXED_RETENTION.sessionMaxDays} days at most`;
    expect(runbook).toContain(sessions);
    expect(table).toContain(`fixed: ${sessions}`);
    expect(runbook).toContain(`${DATA_EXPORT_DAYS} days, then deleted with the archive`);
    expect(table).toContain(`fixed: ${DATA_EXPORT_DAYS} days`);
    expect(table).toContain(`fixed: ${FIXED_RETENTION.codesKeptHours} hours`);
    expect(product).toContain(`kept ${FIXED_RETENTION.repeatsKeptHours} hours by their own hourly job`);
  });

  it('renders on /privacy the periods configured, not the defaults', () => {
    const configured = loadConfig({
      NODE_ENV: 'test',
      RETENTION_APPLICATION_FILES_MONTHS: '7',
      RETENTION_REGISTRATION_ANSWERS_MONTHS: '13',
      RETENTION_UNCONFIRMED_NEWSLETTER_DAYS: '41',
      RETENTION_CONTACT_MESSAGES_MONTHS: '5',
      RETENTION_SENT_MAILS_MONTHS: '11',
      RETENTION_UNSUBSCRIBED_NEWSLETTER_MONTHS: '1',
    }).retention;
    const kept = retentionPeriodLines(configured).map((line) => line.kept);
    expect(kept.slice(0, 6)).toEqual([
      '7 months after the post closes',
      '13 months after the event',
      '41 days',
      '5 months after they arrive',
      '11 months after they were queued to send',
      '1 month after unsubscribing',
    ]);
    expect(kept.slice(6)).toEqual([
      `${DATA_EXPORT_DAYS} days after it is ready`,
      `${FIXED_RETENTION.sessionIdleDays} days without use, ${FIXED_RETENTION.sessionMaxDays} days at most`,
      `${FIXED_RETENTION.codesKeptHours} hours`,
      `${FIXED_RETENTION.repeatsKeptHours} hours`,
      'never deleted by the site (at least a year)',
    ]);
  });

  it('keeps configured figures out of the demo notice’s own words, and its fixed ones as the code applies them', () => {
    for (const [purpose, text] of Object.entries(DEMO_PRIVACY_NOTICE.sections))
      expect(text.kept, purpose).not.toMatch(/\b\d+\s*(months?|years?)\b/);
    expect(DEMO_PRIVACY_NOTICE.sections.account.kept).toContain(
      `A sign-in code lasts ${OTP.ttlMinutes} minutes; a session ends after ${FIXED_RETENTION.sessionIdleDays} days without use and at most ${FIXED_RETENTION.sessionMaxDays} days`,
    );
    for (const purpose of ['applications', 'events', 'messages', 'mail'] as const)
      expect(DEMO_PRIVACY_NOTICE.sections[purpose].kept, purpose).toContain('“How long we keep it” below');
  });
});
