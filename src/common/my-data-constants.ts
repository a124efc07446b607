/** Download my data (docs/product.md#download-my-data): how often, and what the person is told. */
export const DATA_EXPORT_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 } as const;

export const MY_DATA_MESSAGES = {
  tooMany: (minutes: number) =>
    `You downloaded your data ${DATA_EXPORT_LIMIT.max} times this hour. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  heading: 'Your data',
  about:
    'Download everything the site holds about you: your account, posts, applications with their CVs, registrations, programme applications, reviews, cohort and KPI reports, bookings, mail choices, the mails we sent you in the last year and the activity log about you.',
  download: 'Download my data',
  format: 'A ZIP file with one JSON and one CSV file per kind of record, and the files you uploaded.',
} as const;

/** The download's file name on the person's computer. */
export const dataExportFilename = (date: string) => `my-data-${date}.zip`;
