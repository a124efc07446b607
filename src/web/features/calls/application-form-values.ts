import { z } from 'zod';
import {
  answersSchemaFor,
  callApplicationDraftSchema,
  callApplicationSubmitSchema,
  type CallApplication,
  type CallApplicationDraftInput,
  type Question,
} from '#common/calls';
import type { PROGRAM_STAGES } from '#common/program-applications-constants';

/** The application form as typed: text in every field; `submit` says which checks apply (draft or final). */
const typedSchema = z.object({
  teamName: z.string(),
  stage: z.string(),
  description: z.string(),
  teamSize: z.string(),
  website: z.string(),
  phone: z.string(),
  answers: z.record(z.string(), z.string()),
  submit: z.boolean(),
});
export type ApplicationValues = z.input<typeof typedSchema>;
export type TypedFields = Omit<ApplicationValues, 'answers' | 'submit'>;

/** What the form shows first: the saved draft, with what was typed and not saved over it. */
export function initialValues(
  application: CallApplication | undefined,
  questions: readonly Question[],
  typed: { values: Partial<TypedFields>; answers: Record<string, string> } | null,
): ApplicationValues {
  const saved = Object.fromEntries(
    Object.entries(application?.answers ?? {}).map(([id, value]) => [id, String(value)]),
  );
  const answers = typed?.answers ?? saved;
  return {
    teamName: application?.teamName ?? '',
    stage: application?.stage ?? '',
    description: application?.description ?? '',
    teamSize: application?.teamSize === null || !application ? '' : String(application.teamSize),
    website: application?.website ?? '',
    phone: application?.phone ?? '',
    ...typed?.values,
    answers: Object.fromEntries(questions.map((question) => [question.id, answers[question.id] ?? ''])),
    submit: false,
  };
}

/** The form's text as the API takes it: numbers where the definition wants them, empty answers left out. */
function toInput(values: ApplicationValues, questions: readonly Question[]) {
  const answers: Record<string, string | number> = {};
  for (const question of questions) {
    const value = values.answers[question.id]?.trim() ?? '';
    if (value === '') continue;
    answers[question.id] = question.type === 'number' && !Number.isNaN(Number(value)) ? Number(value) : value;
  }
  return {
    teamName: values.teamName,
    stage: values.stage as (typeof PROGRAM_STAGES)[number] | '',
    description: values.description,
    teamSize: values.teamSize.trim() === '' ? null : Number(values.teamSize),
    website: values.website,
    phone: values.phone,
    answers,
  };
}

/**
 * The form checked with the server's own rules and words (a draft may be incomplete, a submission may
 * not; the answers against the call's questions), giving the body the API takes.
 */
export function applicationFormSchema(questions: readonly Question[]) {
  const answerChecks = {
    draft: answersSchemaFor(questions, 'draft'),
    submit: answersSchemaFor(questions, 'submit'),
  };
  return typedSchema.transform((values, ctx): CallApplicationDraftInput => {
    const input = toInput(values, questions);
    const { answers, ...fields } = input;
    const issues = [
      ...((values.submit ? callApplicationSubmitSchema : callApplicationDraftSchema).safeParse(fields).error
        ?.issues ?? []),
      ...(answerChecks[values.submit ? 'submit' : 'draft']
        .safeParse(answers)
        .error?.issues.map((issue) => ({ ...issue, path: ['answers', ...issue.path] })) ?? []),
    ];
    for (const issue of issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return values.submit ? { ...input, submit: true } : input;
  });
}
