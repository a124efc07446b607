import { z } from 'zod';
import { callSchema, QUESTION_TYPES, type Call, type CallInput } from '#common/calls';
import { utcToZonedTime, zonedTimeToUtc } from '#common/times';

const questionDraft = z.object({
  id: z.string(),
  type: z.enum(QUESTION_TYPES),
  label: z.string(),
  help: z.string(),
  required: z.boolean(),
  /** One option a line. */
  options: z.string(),
  min: z.string(),
  max: z.string(),
});
const criterionDraft = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  weight: z.string(),
});

/** The call as typed: times in the centre's zone, numbers and options as text. */
const typedSchema = z.object({
  program: z.string(),
  title: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
  reviewDeadline: z.string(),
  blind: z.boolean(),
  questions: z.array(questionDraft),
  rubric: z.array(criterionDraft),
});
export type CallFormValues = z.input<typeof typedSchema>;
export type QuestionDraft = z.input<typeof questionDraft>;

/** What the form shows first: the call being edited, or a new one with one empty criterion. */
export function initialValues(call: Call | null, timezone: string): CallFormValues {
  return {
    program: call?.program ?? '',
    title: call?.title ?? '',
    opensAt: call ? utcToZonedTime(call.opensAt, timezone) : '',
    closesAt: call ? utcToZonedTime(call.closesAt, timezone) : '',
    reviewDeadline: call?.reviewDeadline ? utcToZonedTime(call.reviewDeadline, timezone) : '',
    blind: call?.blind ?? false,
    questions: (call?.questions ?? []).map((q) => ({
      id: q.id,
      type: q.type,
      label: q.label,
      help: q.help,
      required: q.required,
      options: (q.options ?? []).join('\n'),
      min: q.min === undefined ? '' : String(q.min),
      max: q.max === undefined ? '' : String(q.max),
    })),
    rubric: (call?.rubric ?? [{ id: 'c1', name: '', description: '', weight: 1 }]).map((c) => ({
      ...c,
      weight: String(c.weight),
    })),
  };
}

/** The form's text as the API takes it: instants in UTC, numbers, options as a list. */
function toInput(values: CallFormValues, timezone: string): CallInput {
  const instant = (local: string) => (local ? (zonedTimeToUtc(local, timezone) ?? local) : '');
  return {
    program: values.program,
    title: values.title,
    opensAt: instant(values.opensAt),
    closesAt: instant(values.closesAt),
    reviewDeadline: values.reviewDeadline ? instant(values.reviewDeadline) : null,
    blind: values.blind,
    questions: values.questions.map((q) => ({
      id: q.id,
      type: q.type,
      label: q.label,
      help: q.help,
      required: q.required,
      ...(q.type === 'single_choice'
        ? {
            options: q.options
              .split('\n')
              .map((o) => o.trim())
              .filter(Boolean),
          }
        : {}),
      ...(q.type === 'number' && q.min.trim() !== '' ? { min: Number(q.min) } : {}),
      ...(q.type === 'number' && q.max.trim() !== '' ? { max: Number(q.max) } : {}),
    })),
    rubric: values.rubric.map((c) => ({ ...c, weight: Number(c.weight) })),
  };
}

/**
 * The form checked with the route's own schema (`callSchema`, its words and field paths), giving the body
 * of POST /api/calls.
 */
export function callFormSchema(timezone: string) {
  return typedSchema.transform((values, ctx) => {
    const input = toInput(values, timezone);
    for (const issue of callSchema.safeParse(input).error?.issues ?? [])
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return input;
  });
}

/** A fresh id for a new row, unique among the existing ones (ids of saved rows never change). */
export const nextId = (prefix: string, taken: readonly { id: string }[]) => {
  let n = taken.length + 1;
  while (taken.some((row) => row.id === `${prefix}${n}`)) n += 1;
  return `${prefix}${n}`;
};
