import { z } from 'zod';

/**
 * Download my data (docs/product.md#download-my-data): how often a person's archive may be prepared, how
 * long its link works, and what the person is told.
 */
export const DATA_EXPORT_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 } as const;

/** Days a prepared archive's link works; the daily retention run deletes the archive after them. */
export const DATA_EXPORT_DAYS = 7;

/** The page the mailed link opens: the token after `#` never reaches a server log or a Referer. */
export const DATA_EXPORT_PAGE_PATH = '/my-data/download';

export const MY_DATA_MESSAGES = {
  tooMany: (minutes: number) =>
    `Your data was prepared ${DATA_EXPORT_LIMIT.max} times this hour. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  heading: 'Your data',
  about:
    'Download everything the site holds about you: your account, posts, applications with their CVs, registrations, programme applications, reviews, cohort and KPI reports, bookings, mail choices, the mails we sent you in the last year and the activity log about you.',
  request: 'Email me a download link',
  format: 'A ZIP file with one JSON and one CSV file per kind of record, and the files you uploaded.',
  howItWorks: `We prepare the file and email you a link to it, usually within a few minutes. The link works for ${DATA_EXPORT_DAYS} days, only when you are signed in to this account; then the file is deleted.`,
  queued: (email: string) =>
    `We are preparing your data. A link to download it will reach ${email} within a few minutes.`,
  alreadyQueued: (email: string) =>
    `Your data is already being prepared. A link to download it will reach ${email} within a few minutes.`,
  requestFailed: 'Your data could not be requested. Please try again.',
  // The download page (the mailed link).
  pageTitle: 'Download your data',
  ready: (date: string) => `Your data is ready. This link works until ${date}.`,
  download: 'Download my data',
  gone: 'This download link has expired, or it belongs to another account. Ask for a new one from Your data on your profile.',
  noToken: 'This address has no download link in it. Open the link from your email again.',
  signInFirst: 'Sign in with the account the email was sent to, to download your data.',
  // The People tab (a request that came by post or mail).
  adminRequest: 'Send their data',
  adminConfirmTitle: (email: string) => `Send ${email} their data?`,
  adminConfirmBody: `The site prepares everything it holds about this person and emails the download link to their account's own address; it works for ${DATA_EXPORT_DAYS} days, only for them. You will not receive the data. The request is recorded in the activity log.`,
  adminQueued: (email: string) =>
    `Their data is being prepared; the download link will go to ${email}. Recorded in the activity log.`,
  adminAlreadyQueued: (email: string) =>
    `Their data is already being prepared; the download link will go to ${email}.`,
  adminNoSuchPerson: 'No account has this id.',
} as const;

/** The download's file name on the person's computer. */
export const dataExportFilename = (date: string) => `my-data-${date}.zip`;

/** A download token: 128 random bits in base64url (22 characters). */
export const dataExportTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'Not a download link');

/**
 * POST /api/me/data-export and the admin's: `prepare: true`, so a bare request (`{}`) prepares nothing by
 * accident; the answer says where the link goes.
 */
export const dataExportRequestSchema = z.strictObject({
  prepare: z.literal(true, { message: 'Send prepare: true to ask for the data' }),
});
export const dataExportQueuedSchema = z.object({
  message: z.string(),
  /** False when an export asked for earlier was still being prepared: no second one was queued. */
  queued: z.boolean(),
});
export type DataExportQueued = z.infer<typeof dataExportQueuedSchema>;

/** GET /api/me/data-exports/:token: the archive behind a mailed link, while it is the caller's and unexpired. */
export const dataExportReadySchema = z.object({
  readyAt: z.string(),
  expiresAt: z.string(),
  size: z.number().int(),
  filename: z.string(),
  /** Asked for by an administrator on the person's behalf (a request by post or mail). */
  byAdmin: z.boolean(),
});
export type DataExportReady = z.infer<typeof dataExportReadySchema>;

export const dataExportTokenParamsSchema = z.object({ token: dataExportTokenSchema });
