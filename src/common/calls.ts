import { z } from 'zod';
import { requiredText } from './company-verification';
import { isWebAddress, withWebScheme } from './web-address';
import { applicationFields } from './program-applications';
import {
  APPLICATION_LIMITS,
  APPLICATION_MESSAGES as A,
  PROGRAM_STAGES,
} from './program-applications-constants';

/** docs/product.md#calls: the kinds of question an admin adds to a call. */
export const QUESTION_TYPES = ['short_text', 'long_text', 'number', 'single_choice', 'url'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  short_text: 'Short text',
  long_text: 'Long text',
  number: 'Number',
  single_choice: 'Single choice',
  url: 'Web address',
};

export const CALL_LIMITS = {
  title: 150,
  label: 200,
  help: 300,
  questions: 30,
  options: 20,
  option: 100,
  shortAnswer: 200,
  longAnswer: 5000,
  criteria: 10,
  criterionName: 80,
  criterionDescription: 300,
  minWeight: 1,
  maxWeight: 10,
  maxReviewers: 10,
} as const;

/** Every criterion is scored on this scale (docs/product.md#calls). */
export const SCORE_SCALE = { min: 1, max: 5 } as const;

export const CALL_MESSAGES = {
  titleRequired: 'Title is required',
  programNotFound: 'Program not found',
  timeInvalid: 'Please give a date and time',
  closesBeforeOpens: 'The call must close after it opens',
  reviewBeforeClose: 'The review deadline must come after the call closes',
  questionIdInvalid: 'Question ids are 1 to 40 lower-case letters, digits, - or _',
  questionIdRepeated: 'Two questions have the same id',
  labelRequired: 'Every question needs a label',
  optionsNeeded: 'A single-choice question needs at least two different options',
  optionsOnlyForChoice: 'Only single-choice questions have options',
  boundsInvalid: 'The smallest number must not be larger than the largest',
  criteriaNeeded: 'The rubric needs at least one criterion',
  criterionIdRepeated: 'Two criteria have the same id',
  weightInvalid: `Weight must be a whole number from ${CALL_LIMITS.minWeight} to ${CALL_LIMITS.maxWeight}`,
  questionsLocked: 'Questions and rubric cannot change once someone has applied',
  notFound: 'Call not found',
  notOpenYet: 'This call is not open yet.',
  closed: 'This call has closed; applications can no longer be changed.',
  alreadyApplied: 'You already have an application for this call.',
  applicationNotFound: 'Application not found',
  alreadySubmitted: 'This application has been submitted and can no longer be changed.',
  answerRequired: 'This question needs an answer',
  answerTooLong: (max: number) => `Answers must be at most ${max} characters`,
  answerNumber: 'Please enter a number',
  answerMin: (min: number) => `The number must be at least ${min}`,
  answerMax: (max: number) => `The number must be at most ${max}`,
  answerChoice: 'Please choose one of the options',
  answerUrl: 'Please enter a full web address starting with http:// or https://',
  answerUnknown: 'This question is not part of the call',
  saved: 'Draft saved.',
  submitted: (title: string) =>
    `Application submitted to “${title}”. We will email you when the centre decides.`,
} as const;
const C = CALL_MESSAGES;

const slugId = (message: string) => z.string({ message }).regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, message);

/** One admin-defined question; answers are checked on the server from this definition. */
export const questionSchema = z
  .strictObject({
    id: slugId(C.questionIdInvalid),
    type: z.enum(QUESTION_TYPES, {
      message: 'Type must be short_text, long_text, number, single_choice or url',
    }),
    label: requiredText(C.labelRequired, 'Label', CALL_LIMITS.label),
    help: z
      .string()
      .trim()
      .max(CALL_LIMITS.help, `Help must be at most ${CALL_LIMITS.help} characters`)
      .default(''),
    required: z.boolean({ message: 'Required must be true or false' }),
    options: z
      .array(requiredText('Options cannot be empty', 'An option', CALL_LIMITS.option))
      .max(CALL_LIMITS.options, `At most ${CALL_LIMITS.options} options`)
      .optional(),
    min: z.number({ message: 'Min must be a number' }).finite().optional(),
    max: z.number({ message: 'Max must be a number' }).finite().optional(),
  })
  .superRefine((question, ctx) => {
    if (question.type === 'single_choice') {
      if (
        new Set(question.options ?? []).size < 2 ||
        new Set(question.options).size !== question.options!.length
      )
        ctx.addIssue({ code: 'custom', path: ['options'], message: C.optionsNeeded });
    } else if (question.options !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: C.optionsOnlyForChoice });
    }
    if (question.min !== undefined && question.max !== undefined && question.min > question.max)
      ctx.addIssue({ code: 'custom', path: ['max'], message: C.boundsInvalid });
  });
export type Question = z.output<typeof questionSchema>;
export type QuestionInput = z.input<typeof questionSchema>;

export const questionsSchema = z
  .array(questionSchema)
  .max(CALL_LIMITS.questions, `At most ${CALL_LIMITS.questions} questions`)
  .refine((questions) => new Set(questions.map((q) => q.id)).size === questions.length, C.questionIdRepeated);

/** One rubric criterion: scored 1–5, weighted in the application's mean. */
export const criterionSchema = z.strictObject({
  id: slugId(C.questionIdInvalid),
  name: requiredText('Every criterion needs a name', 'Name', CALL_LIMITS.criterionName),
  description: z
    .string()
    .trim()
    .max(
      CALL_LIMITS.criterionDescription,
      `Descriptions must be at most ${CALL_LIMITS.criterionDescription} characters`,
    )
    .default(''),
  weight: z
    .number({ message: C.weightInvalid })
    .int(C.weightInvalid)
    .min(CALL_LIMITS.minWeight, C.weightInvalid)
    .max(CALL_LIMITS.maxWeight, C.weightInvalid),
});
export type Criterion = z.output<typeof criterionSchema>;

export const rubricSchema = z
  .array(criterionSchema)
  .min(1, C.criteriaNeeded)
  .max(CALL_LIMITS.criteria, `At most ${CALL_LIMITS.criteria} criteria`)
  .refine((criteria) => new Set(criteria.map((c) => c.id)).size === criteria.length, C.criterionIdRepeated);

/** An instant with its offset (`2027-01-15T18:29:00Z`, `…+05:30`), kept as UTC. */
const instant = z
  .string({ message: C.timeInvalid })
  .max(40, C.timeInvalid)
  .pipe(z.iso.datetime({ offset: true, message: C.timeInvalid }))
  .transform((value) => new Date(value).toISOString());

const callFields = {
  title: requiredText(C.titleRequired, 'Title', CALL_LIMITS.title),
  opensAt: instant,
  closesAt: instant,
  reviewDeadline: instant.nullable(),
  questions: questionsSchema,
  rubric: rubricSchema,
  blind: z.boolean({ message: 'Blind must be true or false' }),
};

const timesInOrder = (
  call: { opensAt: string; closesAt: string; reviewDeadline: string | null },
  ctx: z.RefinementCtx,
) => {
  if (call.closesAt <= call.opensAt)
    ctx.addIssue({ code: 'custom', path: ['closesAt'], message: C.closesBeforeOpens });
  if (call.reviewDeadline !== null && call.reviewDeadline <= call.closesAt)
    ctx.addIssue({ code: 'custom', path: ['reviewDeadline'], message: C.reviewBeforeClose });
};

/** POST /api/calls: a programme opens a call. */
export const callSchema = z
  .strictObject({
    program: z
      .string({ message: A.programRequired })
      .trim()
      .min(1, A.programRequired)
      .max(100, C.programNotFound),
    ...callFields,
    reviewDeadline: callFields.reviewDeadline.default(null),
    questions: callFields.questions.default([]),
    blind: callFields.blind.default(false),
  })
  .superRefine(timesInOrder);
export type CallInput = z.input<typeof callSchema>;

/** PATCH /api/calls/:id: any of the fields; the merged call is checked again with `callSchema`. */
export const callPatchSchema = z.strictObject({
  title: callFields.title.optional(),
  opensAt: callFields.opensAt.optional(),
  closesAt: callFields.closesAt.optional(),
  reviewDeadline: callFields.reviewDeadline.optional(),
  questions: callFields.questions.optional(),
  rubric: callFields.rubric.optional(),
  blind: callFields.blind.optional(),
});
export type CallPatchInput = z.input<typeof callPatchSchema>;

/** The answer to one question, checked against its definition; `undefined` when left empty. */
function answerSchema(question: Question) {
  const empty = (value: unknown) => value === undefined || value === null || value === '';
  let schema: z.ZodType;
  switch (question.type) {
    case 'short_text':
    case 'long_text': {
      const max = question.type === 'short_text' ? CALL_LIMITS.shortAnswer : CALL_LIMITS.longAnswer;
      schema = z
        .string({ message: C.answerTooLong(max) })
        .trim()
        .max(max, C.answerTooLong(max));
      break;
    }
    case 'number': {
      let number = z.number({ message: C.answerNumber }).finite(C.answerNumber);
      if (question.min !== undefined) number = number.min(question.min, C.answerMin(question.min));
      if (question.max !== undefined) number = number.max(question.max, C.answerMax(question.max));
      schema = number;
      break;
    }
    case 'single_choice':
      schema = z.enum(question.options as [string, ...string[]], { message: C.answerChoice });
      break;
    case 'url':
      schema = z
        .string({ message: C.answerUrl })
        .trim()
        .max(CALL_LIMITS.shortAnswer * 5, C.answerTooLong(CALL_LIMITS.shortAnswer * 5))
        .transform(withWebScheme)
        .refine(isWebAddress, C.answerUrl);
      break;
  }
  return z.unknown().transform((value, ctx) => {
    if (empty(value) || (typeof value === 'string' && value.trim() === '')) return undefined;
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    }
    return parsed.data as string | number;
  });
}

/**
 * The answers to a call's questions, keyed by question id: types, lengths, bounds and options always; the
 * required ones only when submitting (a draft may be incomplete). Unknown ids are refused.
 */
export function answersSchemaFor(questions: readonly Question[], mode: 'draft' | 'submit') {
  const shape: Record<string, z.ZodType> = {};
  for (const question of questions) {
    const answer = answerSchema(question);
    shape[question.id] =
      mode === 'submit' && question.required
        ? answer.refine((value) => value !== undefined, C.answerRequired)
        : answer.optional();
  }
  return z.strictObject(shape);
}

/** The programme's own fields; in a draft every one may still be empty. */
const draftText = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

/** The body of POST /api/calls/:id/applications and PATCH /api/call-applications/:id. */
export const callApplicationDraftSchema = z.strictObject({
  teamName: draftText('Startup or team name', APPLICATION_LIMITS.teamName).optional(),
  stage: z.union([z.enum(PROGRAM_STAGES, { message: A.stageRequired }), z.literal('')]).optional(),
  description: draftText('Description', APPLICATION_LIMITS.description).optional(),
  teamSize: z
    .number({ message: A.teamSize })
    .int(A.teamSize)
    .min(APPLICATION_LIMITS.minTeam, A.teamSize)
    .max(APPLICATION_LIMITS.maxTeam, A.teamSize)
    .nullable()
    .optional(),
  // Stored as it will be shown: `example.com` is saved as https://example.com (docs/product.md#web-addresses).
  website: draftText('Website', 500).transform(withWebScheme).optional(),
  phone: draftText('Phone', APPLICATION_LIMITS.phone).optional(),
  /** Checked against the call's questions on the server (`answersSchemaFor`). */
  answers: z.record(z.string().max(40), z.unknown()).optional(),
});
export const callApplicationPatchSchema = callApplicationDraftSchema.extend({
  /** True: submit now (everything required must be there); after that nothing changes. */
  submit: z.boolean({ message: 'Submit must be true or false' }).optional(),
});
export type CallApplicationDraftInput = z.input<typeof callApplicationPatchSchema>;

/** What a submitted application must have, besides the call's required questions. */
export const callApplicationSubmitSchema = z.object(
  applicationFields(z.number({ message: A.teamSize }).int(A.teamSize)),
);

export const CALL_APPLICATION_STATUSES = ['draft', 'submitted'] as const;
export type CallApplicationStatus = (typeof CALL_APPLICATION_STATUSES)[number];

export const answersOutSchema = z.record(z.string(), z.union([z.string(), z.number()]));
const answersOut = answersOutSchema;
export type Answers = z.infer<typeof answersOut>;

/** A call as applicants see it (GET /api/calls/open): no rubric, no counts. */
export const openCallSchema = z.object({
  id: z.number().int(),
  program: z.string(),
  programTitle: z.string(),
  title: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
  questions: z.array(questionSchema),
});
export type OpenCall = z.infer<typeof openCallSchema>;

/** A call as the admin sees and edits it. */
export const callViewSchema = openCallSchema.extend({
  reviewDeadline: z.string().nullable(),
  rubric: z.array(criterionSchema),
  blind: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  drafts: z.number().int(),
  submitted: z.number().int(),
});
export type Call = z.infer<typeof callViewSchema>;

/** One application to a call, as its applicant sees it. */
export const callApplicationViewSchema = z.object({
  id: z.number().int(),
  callId: z.number().int(),
  callTitle: z.string(),
  programTitle: z.string(),
  closesAt: z.string(),
  status: z.enum(CALL_APPLICATION_STATUSES),
  teamName: z.string(),
  stage: z.string(),
  description: z.string(),
  teamSize: z.number().int().nullable(),
  website: z.string(),
  phone: z.string(),
  answers: answersOut,
  createdAt: z.string(),
  updatedAt: z.string(),
  submittedAt: z.string().nullable(),
  decision: z.enum(['accepted', 'waitlisted', 'declined']).nullable(),
  decisionMessage: z.string().nullable(),
});
export type CallApplication = z.infer<typeof callApplicationViewSchema>;

/** Lists carry the centre's time zone, so pages mark times in it (docs/product.md#times). */
export const callListSchema = z.object({ items: z.array(callViewSchema), timezone: z.string() });
export const openCallListSchema = z.object({ items: z.array(openCallSchema), timezone: z.string() });
export const callApplicationListSchema = z.object({
  items: z.array(callApplicationViewSchema),
  timezone: z.string(),
});
export type OpenCallList = z.infer<typeof openCallListSchema>;
export type CallList = z.infer<typeof callListSchema>;
export type CallApplicationList = z.infer<typeof callApplicationListSchema>;

/** docs/product.md#decisions: what the admin decides, and what is stored. */
export const DECISIONS = ['accept', 'waitlist', 'decline'] as const;
export type DecisionChoice = (typeof DECISIONS)[number];
export const DECISION_OUTCOMES = { accept: 'accepted', waitlist: 'waitlisted', decline: 'declined' } as const;
export type DecisionOutcome = (typeof DECISION_OUTCOMES)[DecisionChoice];
export const DECISION_LABELS: Record<DecisionOutcome, string> = {
  accepted: 'Accepted',
  waitlisted: 'Waitlisted',
  declined: 'Not accepted',
};
export const DECISION_MESSAGE_MAX = 3000;

/** The message each decision starts from; the admin may change it before sending. */
export const DECISION_TEMPLATES: Record<DecisionChoice, (call: { team: string; call: string }) => string> = {
  accept: ({ team, call }) =>
    `Congratulations! The panel has selected "${team}" in "${call}". We will write to you shortly about the start of the programme.`,
  waitlist: ({ team, call }) =>
    `The panel liked "${team}" and has placed it on the waiting list for "${call}". If a place opens, we will write to you at once.`,
  decline: ({ team, call }) =>
    `Thank you for applying to "${call}" with "${team}". The panel cannot offer you a place this time; you are welcome to apply to a future call.`,
};

/** PATCH /api/call-applications/:id/decision; an empty message sends the template. */
export const decisionSchema = z.strictObject({
  decision: z.enum(DECISIONS, { message: 'Decision must be accept, waitlist or decline' }),
  message: z
    .string({ message: 'The message must be text' })
    .trim()
    .max(DECISION_MESSAGE_MAX, `The message must be at most ${DECISION_MESSAGE_MAX} characters`)
    .default(''),
});
export type DecisionInput = z.input<typeof decisionSchema>;

export const DECISION_MESSAGES = {
  notSubmitted: 'Only submitted applications can be decided.',
  alreadyDecided: 'This application has already been decided.',
  decided: (team: string, outcome: DecisionOutcome) =>
    `“${team}” is ${outcome === 'declined' ? 'declined' : outcome}; the applicant has been emailed.`,
} as const;

export const decisionAnswerSchema = z.object({
  message: z.string(),
  decision: z.enum(['accepted', 'waitlisted', 'declined']),
});

/** GET /api/calls/:id/cohort: the accepted applications of a call, the cohort that the programme runs with. */
export const cohortSchema = z.object({
  items: z.array(
    z.object({
      applicationId: z.number().int(),
      userId: z.number().int(),
      teamName: z.string(),
      applicantName: z.string(),
      applicantEmail: z.string(),
      decidedAt: z.string(),
    }),
  ),
});
export type Cohort = z.infer<typeof cohortSchema>;
