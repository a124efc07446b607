import { z } from 'zod';

/**
 * docs/product.md#cohort-mail: the mails a cohort's members get on the centre's schedule — the founders'
 * reminders to report their figures and the centre's announcements to the cohort — each one the person may
 * stop. Both stay on My cohort whatever the choice, so stopping the mail loses nothing.
 */
export const COHORT_MAIL_KINDS = ['kpiReminders', 'announcements'] as const;
export type CohortMailKind = (typeof COHORT_MAIL_KINDS)[number];

/** A mail at once or none: a cohort's mails are few, so there is no digest. */
export const COHORT_MAIL_CHOICES = ['instant', 'none'] as const;
export type CohortMailChoice = (typeof COHORT_MAIL_CHOICES)[number];

export const COHORT_MAIL_LABELS: Record<CohortMailKind, string> = {
  kpiReminders: 'Reminders to report my startup’s figures',
  announcements: 'The centre’s announcements to my cohort',
};

export const COHORT_MAIL_CHOICE_LABELS: Record<CohortMailChoice, string> = {
  instant: 'Mail me',
  none: 'No mail',
};

/** Until someone chooses: mailed, as before there was a choice. */
export const DEFAULT_COHORT_MAIL: Record<CohortMailKind, CohortMailChoice> = {
  kpiReminders: 'instant',
  announcements: 'instant',
};

export const COHORT_MAIL_MESSAGES = {
  saved: 'Your cohort mail choices are saved.',
  failed: 'Your choices could not be saved. Please try again.',
  loadFailed: 'Your cohort mail choices could not be loaded.',
  stopped: {
    kpiReminders:
      'You will get no more reminders to report figures. My cohort still shows when they are due; change your choice on your profile at any time.',
    announcements:
      'You will get no more announcements by mail. My cohort still shows them; change your choice on your profile at any time.',
  } satisfies Record<CohortMailKind, string>,
  badLink: 'This link is not valid. Change your choices on your profile instead.',
} as const;

const choiceSchema = z.enum(COHORT_MAIL_CHOICES, { message: 'Choose mail or no mail' });

/** GET /api/me/cohort-mail: both kinds with their choice (the default where none was made). */
export const cohortMailSchema = z.object({ kpiReminders: choiceSchema, announcements: choiceSchema });
export type CohortMail = z.infer<typeof cohortMailSchema>;

/** PATCH /api/me/cohort-mail: the kinds to change, each with its new choice. */
export const cohortMailUpdateSchema = cohortMailSchema.partial().strict();
export type CohortMailUpdate = z.infer<typeof cohortMailUpdateSchema>;
