import { z } from 'zod';
import { answersOutSchema, criterionSchema, questionSchema, SCORE_SCALE } from './calls';

/** Reviewing a call's applications (docs/product.md#reviewing). */
export const REVIEW_LIMITS = {
  comment: 2000,
  note: 2000,
  reason: 300,
  conflicts: 50,
  conflict: 200,
} as const;

export const REVIEW_MESSAGES = {
  notFound: 'Review not found',
  scoreInvalid: `Scores are whole numbers from ${SCORE_SCALE.min} to ${SCORE_SCALE.max}`,
  scoreMissing: 'Please score every criterion',
  scoreUnknown: 'This criterion is not part of the rubric',
  deadlinePassed: 'The review deadline has passed; reviews can no longer change.',
  returned: 'You returned this application as a conflict.',
  saved: 'Review saved.',
  conflictDeclared: 'Returned for reassignment. Thank you for saying so.',
  conflictsSaved: 'Your conflicts are saved; assignment will keep you away from them.',
  conflictEmpty: 'A conflict cannot be empty',
  hidden: 'Hidden (blind review)',
} as const;
const M = REVIEW_MESSAGES;

const text = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

const score = z
  .number({ message: M.scoreInvalid })
  .int(M.scoreInvalid)
  .min(SCORE_SCALE.min, M.scoreInvalid)
  .max(SCORE_SCALE.max, M.scoreInvalid);

/** PUT /api/review/assignments/:id: scores per criterion id (checked against the call's rubric on the server). */
export const reviewSaveSchema = z.strictObject({
  scores: z.record(z.string().max(40), score, { message: M.scoreMissing }),
  comment: text('The comment', REVIEW_LIMITS.comment).default(''),
  note: text('The note', REVIEW_LIMITS.note).default(''),
});
export type ReviewSaveInput = z.input<typeof reviewSaveSchema>;

/** POST /api/review/assignments/:id/conflict: the reviewer returns the application. */
export const reviewConflictSchema = z.strictObject({
  reason: text('The reason', REVIEW_LIMITS.reason).default(''),
});
export type ReviewConflictInput = z.input<typeof reviewConflictSchema>;

/** PUT /api/review/conflicts: the names and email domains a reviewer must not review. */
export const declaredConflictsSchema = z.strictObject({
  values: z
    .array(
      z
        .string({ message: M.conflictEmpty })
        .trim()
        .min(1, M.conflictEmpty)
        .max(REVIEW_LIMITS.conflict, `A conflict must be at most ${REVIEW_LIMITS.conflict} characters`),
    )
    .max(REVIEW_LIMITS.conflicts, `At most ${REVIEW_LIMITS.conflicts} conflicts`),
});
export type DeclaredConflictsInput = z.input<typeof declaredConflictsSchema>;
export const declaredConflictsAnswerSchema = z.object({ values: z.array(z.string()), message: z.string() });

export const REVIEW_STATUSES = ['assigned', 'reviewed'] as const;

/** One line of a reviewer's queue; `teamName` is null in a blind call. */
export const queueItemSchema = z.object({
  id: z.number().int(),
  callId: z.number().int(),
  applicationId: z.number().int(),
  teamName: z.string().nullable(),
  status: z.enum(REVIEW_STATUSES),
  reviewedAt: z.string().nullable(),
});
export type QueueItem = z.infer<typeof queueItemSchema>;

export const queueCallSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  blind: z.boolean(),
  reviewDeadline: z.string().nullable(),
  done: z.number().int(),
  assigned: z.number().int(),
});

/** GET /api/review/queue */
export const reviewQueueSchema = z.object({
  calls: z.array(queueCallSchema),
  items: z.array(queueItemSchema),
  timezone: z.string(),
});
export type ReviewQueue = z.infer<typeof reviewQueueSchema>;

/** GET /api/review/assignments/:id: the application as its reviewer reads it, and their review so far. */
export const reviewViewSchema = z.object({
  id: z.number().int(),
  callId: z.number().int(),
  callTitle: z.string(),
  blind: z.boolean(),
  reviewDeadline: z.string().nullable(),
  rubric: z.array(criterionSchema),
  questions: z.array(questionSchema),
  status: z.enum(REVIEW_STATUSES),
  application: z.object({
    id: z.number().int(),
    teamName: z.string().nullable(),
    applicantName: z.string().nullable(),
    website: z.string().nullable(),
    stage: z.string(),
    description: z.string(),
    teamSize: z.number().int().nullable(),
    answers: answersOutSchema,
  }),
  scores: z.record(z.string(), z.number()),
  comment: z.string(),
  note: z.string(),
  timezone: z.string(),
});
export type ReviewView = z.infer<typeof reviewViewSchema>;

/** One criterion's score: a whole number on the scale; a missing one says so. */
const criterionScore = z
  .number({ error: (issue) => (issue.input === undefined ? M.scoreMissing : M.scoreInvalid) })
  .int(M.scoreInvalid)
  .min(SCORE_SCALE.min, M.scoreInvalid)
  .max(SCORE_SCALE.max, M.scoreInvalid);

/** The scores of one review checked against the call's rubric: every criterion, nothing else. */
export function scoresSchemaFor(rubric: readonly { id: string }[]) {
  return z.strictObject(Object.fromEntries(rubric.map((criterion) => [criterion.id, criterionScore])));
}

/** The review form: the route's fields, with the scores checked against this call's rubric as the server does. */
export function reviewFormSchemaFor(rubric: readonly { id: string }[]) {
  return reviewSaveSchema.extend({ scores: scoresSchemaFor(rubric) });
}

/**
 * The conflicts form: one conflict a line in one text; the lines are checked with the route's rule and the
 * first broken one is reported on the text, where the server's messages land too.
 */
export const declaredConflictsTextSchema = z.strictObject({
  values: z
    .string()
    .max(
      REVIEW_LIMITS.conflicts * (REVIEW_LIMITS.conflict + 1),
      `At most ${REVIEW_LIMITS.conflicts} conflicts`,
    )
    .transform((text, ctx) => {
      const lines = text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      const checked = declaredConflictsSchema.shape.values.safeParse(lines);
      if (checked.success) return checked.data;
      ctx.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? M.conflictEmpty });
      return z.NEVER;
    }),
});
