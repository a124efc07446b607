import { z } from 'zod';
import { DATA_EXPORT_DAYS } from './my-data-constants';

/** The configured periods (docs/product.md#retention): RETENTION_* in the server's environment. */
export interface RetentionPeriods {
  applicationFilesMonths: number;
  registrationAnswersMonths: number;
  unconfirmedNewsletterDays: number;
  contactMessagesMonths: number;
  sentMailsMonths: number;
  unsubscribedNewsletterMonths: number;
}

/**
 * The periods fixed by the code, not by configuration (docs/product.md#retention): /privacy shows them from
 * here and their owners apply them from here (sessions, the retention run's codes, remembered submissions).
 */
export const FIXED_RETENTION = {
  sessionIdleDays: 7,
  sessionMaxDays: 30,
  codesKeptHours: 2,
  repeatsKeptHours: 24,
} as const;

/** The kinds of data the daily retention run purges, each by its owner (the purge log names them). */
export const RETENTION_KINDS = [
  'application-files',
  'registration-answers',
  'unconfirmed-newsletter',
  'contact-messages',
  'sent-mails',
  'unsubscribed-newsletter',
  'data-exports',
  'sessions',
  'sign-in-codes',
] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];

export const retentionPeriodSchema = z.object({ what: z.string(), kept: z.string() });
export type RetentionPeriod = z.infer<typeof retentionPeriodSchema>;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * The periods in force as /privacy lists them, from the same configuration the daily job applies. The last
 * lines are fixed by the code (sessions, codes, submissions, the activity log).
 */
export function retentionPeriodLines(periods: RetentionPeriods): RetentionPeriod[] {
  return [
    {
      what: 'CVs and other files attached to an application',
      kept: `${plural(periods.applicationFilesMonths, 'month')} after the post closes`,
    },
    {
      what: 'Answers and personal details given when registering for an event',
      kept: `${plural(periods.registrationAnswersMonths, 'month')} after the event`,
    },
    {
      what: 'Newsletter sign-ups never confirmed (the confirmation mail and its request)',
      kept: plural(periods.unconfirmedNewsletterDays, 'day'),
    },
    {
      what: 'Messages sent through the contact form',
      kept: `${plural(periods.contactMessagesMonths, 'month')} after they arrive`,
    },
    {
      what: 'Copies of the mails the site sent you (their text)',
      kept: `${plural(periods.sentMailsMonths, 'month')} after they were queued to send`,
    },
    {
      what: 'A newsletter address after it unsubscribed (the record of the withdrawal stays)',
      kept: `${plural(periods.unsubscribedNewsletterMonths, 'month')} after unsubscribing`,
    },
    { what: 'A prepared download of your data', kept: `${DATA_EXPORT_DAYS} days after it is ready` },
    {
      what: 'Sign-in sessions',
      kept: `${plural(FIXED_RETENTION.sessionIdleDays, 'day')} without use, ${plural(FIXED_RETENTION.sessionMaxDays, 'day')} at most`,
    },
    { what: 'Sign-in and confirmation codes', kept: plural(FIXED_RETENTION.codesKeptHours, 'hour') },
    {
      what: 'Repeated submissions recognised (the first answer kept)',
      kept: plural(FIXED_RETENTION.repeatsKeptHours, 'hour'),
    },
    { what: 'The activity log of admin changes', kept: 'never deleted by the site (at least a year)' },
  ];
}
