import { z } from 'zod';
import { companyVerificationRequestSchema } from './company-verification';
import { recordIdSchema } from './ids';
import { adminSubmissionSchema } from './opportunities';
import { programApplicationViewSchema } from './program-applications';
import { REPORT_REASONS } from './reports';

/**
 * docs/product.md#moderation-queue: every kind of work that waits for an admin, in one list.
 * `post` pending ideas, projects and internships; `report` posts with open reports; `verification`
 * pending company verifications; `application` pending programme applications; `event` events nearly full.
 */
export const QUEUE_KINDS = ['post', 'report', 'verification', 'application', 'event'] as const;
export type QueueKind = (typeof QUEUE_KINDS)[number];

export const QUEUE_KIND_LABELS: Record<QueueKind, string> = {
  post: 'Pending posts',
  report: 'Reported posts',
  verification: 'Company verifications',
  application: 'Programme applications',
  event: 'Events nearly full',
};

/** What a decision acts on: a post of one kind, a verification, an application. */
export const QUEUE_SUBJECTS = ['idea', 'project', 'internship', 'verification', 'application'] as const;
export type QueueSubject = (typeof QUEUE_SUBJECTS)[number];

export const QUEUE_ACTIONS = ['approve', 'decline', 'restore', 'dismiss', 'remove'] as const;
export type QueueAction = (typeof QUEUE_ACTIONS)[number];

/** An event counts as nearly full from this share of its seats taken. */
export const NEARLY_FULL_SHARE = 0.9;
export const QUEUE_REASON_MAX = 1000;

export const MODERATION_MESSAGES = {
  notFound: 'This item is no longer waiting.',
  notAllowed: 'That action does not apply to this item.',
  reasonTooLong: `The reason must be at most ${QUEUE_REASON_MAX} characters`,
  empty: 'Nothing is waiting. Well done!',
  failed: 'The decision could not be saved. Please try again.',
} as const;

export const moderationQuerySchema = z.strictObject({
  kind: z.enum(QUEUE_KINDS, { message: 'Unknown kind of work' }).optional(),
});

export const moderationParamsSchema = z.strictObject({
  subject: z.enum(QUEUE_SUBJECTS, { message: 'Unknown kind of item' }),
  id: recordIdSchema(),
});

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** PATCH /api/admin/moderation/:subject/:id. */
export const moderationDecisionSchema = z.strictObject({
  action: z.enum(QUEUE_ACTIONS, { message: 'Choose an action' }),
  reason: z
    .string()
    .max(QUEUE_REASON_MAX, MODERATION_MESSAGES.reasonTooLong)
    .optional()
    .transform((reason) => reason?.replace(CONTROL_CHARACTERS, '').trim() || undefined),
});
export type ModerationDecisionInput = z.input<typeof moderationDecisionSchema>;

/** A person as an admin sees them: the name on their account (may be empty) and their email. */
export const queuePersonSchema = z.object({ name: z.string(), email: z.string() });
export type QueuePerson = z.infer<typeof queuePersonSchema>;

export const queueReportSchema = z.object({
  /** Who reported it: admins may see the reporter (docs/product.md#moderation-queue). */
  reporter: queuePersonSchema,
  reason: z.enum(REPORT_REASONS),
  text: z.string().nullable(),
  createdAt: z.string(),
  /** Sent from a new account: it queues the post but does not count towards hiding (docs/product.md#reports). */
  fromNewAccount: z.boolean(),
});

/**
 * Everything the public will see once the item is approved, and what its author gave the centre for the
 * review (a post's contact, an application's phone): a post as the admin's submissions list has it, a
 * company verification request, a programme application. None of these kinds carries images or files.
 */
export const queueContentSchema = z.discriminatedUnion('kind', [
  ...adminSubmissionSchema.options,
  companyVerificationRequestSchema.extend({ kind: z.literal('verification') }),
  programApplicationViewSchema.extend({ kind: z.literal('application') }),
]);
export type QueueContent = z.infer<typeof queueContentSchema>;

export const queueItemSchema = z.object({
  kind: z.enum(QUEUE_KINDS),
  subject: z.enum([...QUEUE_SUBJECTS, 'event']),
  id: z.number().int(),
  title: z.string(),
  /** Who it concerns (author, requester, applicant), or the event's place. */
  detail: z.string(),
  /** Since when it waits (ISO, UTC). */
  since: z.string(),
  hidden: z.boolean(),
  /** Who posted, requested or applied; null for an event. */
  poster: queuePersonSchema.nullable(),
  /** What the item shows once approved; null for an event (its page is already public). */
  content: queueContentSchema.nullable(),
  reports: z.array(queueReportSchema),
  actions: z.array(z.enum(QUEUE_ACTIONS)),
});
export type QueueItem = z.infer<typeof queueItemSchema>;

export const moderationQueueSchema = z.object({
  items: z.array(queueItemSchema),
  counts: z.object(
    Object.fromEntries(QUEUE_KINDS.map((kind) => [kind, z.number().int()])) as Record<QueueKind, z.ZodNumber>,
  ),
  total: z.number().int(),
});
export type ModerationQueue = z.infer<typeof moderationQueueSchema>;

export const moderationDecidedSchema = z.object({ message: z.string() });
