import { z } from 'zod';

/**
 * Feedback from those who came to an event (docs/product.md#event-feedback): the questions an admin sets per
 * event, an attendee's answer sent with the token of their mailed link, and what the admin's summary shows.
 */

export const FEEDBACK_LIMITS = {
  /** Questions besides the overall rating. */
  questions: 8,
  label: 200,
  options: 6,
  option: 80,
  text: 2000,
} as const;

/** An answer may be changed for this long after it was first sent; then it is read-only. */
export const FEEDBACK_EDIT_DAYS = 7;
/** The one reminder goes this long after the event is over, to attendees who have not answered. */
export const FEEDBACK_REMINDER_DAYS = 3;
/**
 * A request job that runs this long after the event is over sends nothing: an old event's attendees are not
 * asked about it weeks later (a server started after a long stop, feedback turned on late).
 */
export const FEEDBACK_LATE_DAYS = 14;

/** A token is base64url of 16 random bytes (128 bits): docs/decisions/052-event-feedback.md. */
export const FEEDBACK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export const FEEDBACK_OVERALL_LABEL = 'Overall, how was the event?';
export const RATING_VALUES = [1, 2, 3, 4, 5] as const;
export const RATING_WORDS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;

export const QUESTION_KINDS = ['rating', 'choice', 'text'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
export const QUESTION_KIND_LABELS: Record<QuestionKind, string> = {
  rating: 'Rating 1–5',
  choice: 'Choice',
  text: 'Text',
};

export const FEEDBACK_MESSAGES = {
  linkNotFound: 'This feedback link is not valid. Use the link in the mail the centre sent you.',
  badToken: 'This feedback link is not valid. Use the link in the mail the centre sent you.',
  closed: `Your answer can no longer be changed: answers can be edited for ${FEEDBACK_EDIT_DAYS} days after they are first sent.`,
  off: 'The centre no longer collects feedback for this event.',
  ratingRequired: 'Choose a rating from 1 to 5.',
  answerRequired: 'Answer this question.',
  notAnOption: 'Choose one of the options.',
  textTooLong: `At most ${FEEDBACK_LIMITS.text} characters`,
  answersMismatch: 'The questions of this form have changed. Reload the page and answer again.',
  sent: 'Thank you. Your feedback is saved.',
  updated: 'Your feedback is updated.',
  labelRequired: 'Write the question.',
  labelTooLong: `At most ${FEEDBACK_LIMITS.label} characters`,
  tooManyQuestions: `At most ${FEEDBACK_LIMITS.questions} questions besides the overall rating`,
  optionsNeeded: `A choice question needs 2 to ${FEEDBACK_LIMITS.options} different options.`,
  optionRequired: 'Write the option, or remove it.',
  optionTooLong: `At most ${FEEDBACK_LIMITS.option} characters`,
  locked: 'Answers have arrived, so the questions can no longer change. Feedback can still be turned off.',
  saved: 'Feedback is set for this event. Attendees who checked in are asked the day after it ends.',
  turnedOff: 'Feedback is off for this event: nobody is asked, and links already sent stop taking answers.',
} as const;

const label = z
  .string({ error: FEEDBACK_MESSAGES.labelRequired })
  .trim()
  .min(1, FEEDBACK_MESSAGES.labelRequired)
  .max(FEEDBACK_LIMITS.label, FEEDBACK_MESSAGES.labelTooLong);

const option = z
  .string({ error: FEEDBACK_MESSAGES.optionRequired })
  .trim()
  .min(1, FEEDBACK_MESSAGES.optionRequired)
  .max(FEEDBACK_LIMITS.option, FEEDBACK_MESSAGES.optionTooLong);

/** One question besides the overall rating. */
export const feedbackQuestionSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('rating'), label, required: z.boolean() }),
  z.strictObject({
    kind: z.literal('choice'),
    label,
    required: z.boolean(),
    options: z
      .array(option)
      .min(2, FEEDBACK_MESSAGES.optionsNeeded)
      .max(FEEDBACK_LIMITS.options, FEEDBACK_MESSAGES.optionsNeeded)
      .refine((options) => new Set(options).size === options.length, FEEDBACK_MESSAGES.optionsNeeded),
  }),
  z.strictObject({ kind: z.literal('text'), label, required: z.boolean() }),
]);
export type FeedbackQuestion = z.infer<typeof feedbackQuestionSchema>;

/** What every event asks when the admin sets nothing (docs/product.md#event-feedback). */
export const DEFAULT_FEEDBACK_QUESTIONS: FeedbackQuestion[] = [
  { kind: 'rating', label: 'How useful was it for you?', required: false },
  {
    kind: 'choice',
    label: 'Would you recommend it to a friend?',
    required: false,
    options: ['Yes', 'Maybe', 'No'],
  },
  { kind: 'text', label: 'What should we change?', required: false },
  { kind: 'text', label: 'What did you like most?', required: false },
];

/** PUT /api/events/:id/feedback */
export const feedbackSettingsBodySchema = z.strictObject({
  enabled: z.boolean(),
  questions: z
    .array(feedbackQuestionSchema)
    .max(FEEDBACK_LIMITS.questions, FEEDBACK_MESSAGES.tooManyQuestions),
});
export type FeedbackSettingsBody = z.infer<typeof feedbackSettingsBodySchema>;

/** Path parameters of /api/feedback/:token */
export const feedbackTokenParamsSchema = z.strictObject({
  token: z
    .string()
    .max(64, FEEDBACK_MESSAGES.badToken)
    .regex(FEEDBACK_TOKEN_PATTERN, FEEDBACK_MESSAGES.badToken),
});

/** One answer to a question, in the question's place: a rating, an option, a text, or nothing. */
export const feedbackValueSchema = z.union([
  z.number().int().min(1).max(5),
  z.string().max(FEEDBACK_LIMITS.text, FEEDBACK_MESSAGES.textTooLong),
  z.null(),
]);
export type FeedbackValue = z.infer<typeof feedbackValueSchema>;

/** PUT /api/feedback/:token: the overall rating and one value per question, in the questions' order. */
export const feedbackAnswerBodySchema = z.strictObject({
  rating: z
    .number({ error: FEEDBACK_MESSAGES.ratingRequired })
    .int(FEEDBACK_MESSAGES.ratingRequired)
    .min(1, FEEDBACK_MESSAGES.ratingRequired)
    .max(5, FEEDBACK_MESSAGES.ratingRequired),
  answers: z.array(feedbackValueSchema).max(FEEDBACK_LIMITS.questions, FEEDBACK_MESSAGES.answersMismatch),
});
export type FeedbackAnswerBody = z.infer<typeof feedbackAnswerBodySchema>;

/** GET /api/feedback/:token: the form of one attendee, with their answer if they sent one. */
export const feedbackFormSchema = z.object({
  event: z.object({ name: z.string(), start_date: z.string(), end_date: z.string() }),
  overall_label: z.string(),
  questions: z.array(feedbackQuestionSchema),
  answer: z
    .object({
      rating: z.number(),
      answers: z.array(feedbackValueSchema),
      submitted_at: z.string(),
      updated_at: z.string(),
    })
    .nullable(),
  /** Until when the answer may change (null before the first answer); after it the form is read-only. */
  editable_until: z.string().nullable(),
  state: z.enum(['open', 'closed', 'off']),
  message: z.string().optional(),
});
export type FeedbackForm = z.infer<typeof feedbackFormSchema>;

/** How often each value was chosen, in the question's order (1–5 for a rating, the options for a choice). */
const countsSchema = z.array(z.object({ label: z.string(), count: z.number() }));

/** GET /api/events/:id/feedback: the event's questions and what the answers say so far. */
export const feedbackAdminSchema = z.object({
  enabled: z.boolean(),
  /** True while the event asks the default questions (the admin saved none of its own). */
  default_questions: z.boolean(),
  questions: z.array(feedbackQuestionSchema),
  /** Answers have arrived: the questions can no longer change. */
  locked: z.boolean(),
  summary: z.object({
    checked_in: z.number(),
    answers: z.number(),
    /** answers / checked_in, null while nobody checked in. */
    response_rate: z.number().nullable(),
    overall: z.object({ label: z.string(), average: z.number().nullable(), counts: countsSchema }),
    questions: z.array(
      z.object({
        label: z.string(),
        kind: z.enum(QUESTION_KINDS),
        answered: z.number(),
        average: z.number().nullable(),
        counts: countsSchema,
        texts: z.array(z.string()),
      }),
    ),
  }),
  message: z.string().optional(),
});
export type FeedbackAdmin = z.infer<typeof feedbackAdminSchema>;

/** The address of an attendee's feedback form (the mailed link and the hub's prompt). */
export function feedbackPagePath(token: string): string {
  return `/feedback/${token}`;
}

/**
 * Checks one value per question against the questions (docs/product.md#event-feedback): a rating is 1–5, a
 * choice one of its options, a text trimmed (empty means no answer); a required question needs a value. The
 * browser and the server check alike; the errors are keyed `answers.<index>` as the form's fields are.
 */
export function checkFeedbackAnswers(
  questions: FeedbackQuestion[],
  answers: FeedbackValue[],
): { values: FeedbackValue[]; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  if (answers.length > questions.length) errors.answers = FEEDBACK_MESSAGES.answersMismatch;
  const values = questions.map((question, index): FeedbackValue => {
    const raw = answers[index] ?? null;
    const key = `answers.${index}`;
    const value = typeof raw === 'string' ? raw.trim() || null : raw;
    if (value === null) {
      if (question.required) errors[key] = FEEDBACK_MESSAGES.answerRequired;
      return null;
    }
    if (question.kind === 'rating') {
      if (typeof value !== 'number') errors[key] = FEEDBACK_MESSAGES.ratingRequired;
      return value;
    }
    if (typeof value !== 'string') {
      errors[key] =
        question.kind === 'choice' ? FEEDBACK_MESSAGES.notAnOption : FEEDBACK_MESSAGES.answerRequired;
      return null;
    }
    if (question.kind === 'choice' && !question.options.includes(value))
      errors[key] = FEEDBACK_MESSAGES.notAnOption;
    return value;
  });
  return { values, errors };
}
