import { z } from 'zod';

/** Delete my account (docs/product.md#delete-account): the grace period and every text the page and the server use. */
export const ACCOUNT_DELETION = {
  /** Days between the confirmation and the erasure; signing in during them cancels it. */
  graceDays: 7,
} as const;

export const ACCOUNT_DELETION_MESSAGES = {
  heading: 'Delete my account',
  intro:
    'Deleting your account erases what the site holds about you. You can download your data first (Download my data).',
  whatGoes: 'What goes',
  goes: [
    'Your account: name, email, phone, place, bio, picture and university email.',
    'Your applications to internships and projects, with your CVs.',
    'Posts of yours that were never approved; your search alerts, calendar feed, certificates and mail choices.',
    'Your programme and call applications that were not decided, your requests to join ideas, your office-hours availability and meetings to come, your registrations for events to come.',
    'Your newsletter subscription, contact messages, sessions and codes, and the mails we sent you.',
  ],
  whatStays: 'What stays, without your name',
  stays: [
    'Approved posts others applied to, endorsed or reported: kept off the public lists, the poster shown as "a former member".',
    'Reviews and scores you gave in a call, decided applications and KPI reports: they count in decisions already made.',
    'Your place in the count of past events and meetings that took place, your endorsements and reports.',
    'A line in the activity log that an account was erased, and when.',
  ],
  grace: (days: number) =>
    `After you confirm, you are signed out everywhere and your account is erased ${days} days later. Signing in before then cancels the deletion.`,
  understood: (days: number) =>
    `I understand that my account will be erased ${days} days after I confirm, and that what goes cannot be brought back.`,
  mustUnderstand: 'Please tick the box to say you understand what deleting your account does',
  sendCode: 'Email me a confirmation code',
  codeSent: (email: string) => `We sent a code to ${email}. Enter it below to confirm.`,
  codeLabel: 'Confirmation code',
  codeRequired: 'Please enter the code from your email',
  codeFormat: 'The code is the 6 digits from your email',
  wrongCode: 'That code is wrong or has expired. Ask for a new one.',
  confirm: 'Delete my account',
  confirmed: (date: string) =>
    `Your account will be erased on ${date}. You have been signed out; signing in before then cancels the deletion.`,
  adminRefused:
    'An administrator’s account cannot be deleted here: administrators are named by the site’s ADMIN_EMAILS setting. Ask the operator to remove your address from it first.',
  cancelledOnSignIn: 'You signed in, so your account deletion is cancelled. Your account stays as it was.',
} as const;

const M = ACCOUNT_DELETION_MESSAGES;

/**
 * POST /api/me/deletion/code: the person says they understand what goes; the code goes to the account's own
 * address. Asking for the tick keeps a bare request (`{}`) from starting a deletion by accident.
 */
export const requestDeletionCodeSchema = z.strictObject({
  understood: z.literal(true, { message: M.mustUnderstand }),
});
export type RequestDeletionCodeInput = z.input<typeof requestDeletionCodeSchema>;

/** POST /api/me/deletion: the code mailed to the account's own address confirms the deletion. */
export const confirmDeletionSchema = z.strictObject({
  code: z
    .string({ message: M.codeRequired })
    .trim()
    .min(1, M.codeRequired)
    .max(20, M.codeFormat)
    .regex(/^\d{6}$/, M.codeFormat),
});
export type ConfirmDeletionInput = z.input<typeof confirmDeletionSchema>;

export const deletionScheduledSchema = z.object({ message: z.string(), eraseAfter: z.string() });
