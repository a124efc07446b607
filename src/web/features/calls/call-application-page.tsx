import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  answersSchemaFor,
  CALL_MESSAGES as C,
  callApplicationDraftSchema,
  callApplicationSubmitSchema,
  type CallApplication,
  type OpenCall,
  type Question,
} from '#common/calls';
import { recordIdSchema } from '#common/ids';
import { APPLICATION_LIMITS, PROGRAM_STAGES } from '#common/program-applications-constants';
import { Field, FormMessage } from '#web/components/ui/form-field';
import { primaryButton, secondaryButton } from '#web/components/ui/form-styles';
import { EmptyState, ErrorNotice, Spinner } from '#web/components/ui/status';
import { ApiError } from '#web/lib/api-client';
import { usePageTitle } from '#web/lib/use-page-meta';
import { SignedInGate } from '#web/features/auth';
import { useOpenCalls } from './api/get-open-calls';
import { useMyCallApplications, useSaveCallApplication } from './api/my-call-applications';
import { TimeText } from './deadline';

type Values = Record<'teamName' | 'stage' | 'description' | 'teamSize' | 'website' | 'phone', string>;
type AnswerValues = Record<string, string>;

function initialValues(application: CallApplication | undefined): [Values, AnswerValues] {
  return [
    {
      teamName: application?.teamName ?? '',
      stage: application?.stage ?? '',
      description: application?.description ?? '',
      teamSize: application?.teamSize === null || !application ? '' : String(application.teamSize),
      website: application?.website ?? '',
      phone: application?.phone ?? '',
    },
    Object.fromEntries(Object.entries(application?.answers ?? {}).map(([id, value]) => [id, String(value)])),
  ];
}

/** The form's text as the API takes it: numbers where the definition wants them, empty answers left out. */
function toInput(values: Values, answers: AnswerValues, questions: Question[]) {
  const answerInput: Record<string, string | number> = {};
  for (const question of questions) {
    const value = answers[question.id]?.trim() ?? '';
    if (value === '') continue;
    answerInput[question.id] =
      question.type === 'number' && !Number.isNaN(Number(value)) ? Number(value) : value;
  }
  return {
    teamName: values.teamName,
    stage: values.stage as (typeof PROGRAM_STAGES)[number] | '',
    description: values.description,
    teamSize: values.teamSize.trim() === '' ? null : Number(values.teamSize),
    website: values.website,
    phone: values.phone,
    answers: answerInput,
  };
}

/** The same checks the server makes, with its words: a draft may be incomplete, a submission may not. */
function problemsOf(input: ReturnType<typeof toInput>, questions: Question[], submit: boolean) {
  const { answers, ...fields } = input;
  const issues = [
    ...((submit ? callApplicationSubmitSchema : callApplicationDraftSchema).safeParse(fields).error?.issues ??
      []),
    ...(answersSchemaFor(questions, submit ? 'submit' : 'draft')
      .safeParse(answers)
      .error?.issues.map((issue) => ({ ...issue, path: ['answers', ...issue.path] })) ?? []),
  ];
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  return errors;
}

function QuestionField({
  question,
  value,
  error,
  onChange,
}: {
  question: Question;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const common = {
    label: question.label,
    hint: question.help || undefined,
    required: question.required,
    error,
    value,
    registration: {
      name: question.id,
      onChange: async (event: { target: { value: string } }) => onChange(event.target.value),
      onBlur: async () => undefined,
      ref: () => undefined,
    },
  };
  switch (question.type) {
    case 'long_text':
      return <Field {...common} multiline rows={5} />;
    case 'number':
      return <Field {...common} type="number" inputMode="decimal" />;
    case 'single_choice':
      return (
        <Field {...common} options={[{ value: '', label: 'Choose one' }, ...(question.options ?? [])]} />
      );
    case 'url':
      return <Field {...common} type="url" inputMode="url" placeholder="https://" />;
    default:
      return <Field {...common} />;
  }
}

function ApplicationForm({
  call,
  timezone,
  application,
}: {
  call: OpenCall;
  timezone: string;
  application: CallApplication | undefined;
}) {
  const [initial, initialAnswers] = initialValues(application);
  const [values, setValues] = useState<Values>(initial);
  const [answers, setAnswers] = useState<AnswerValues>(initialAnswers);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [id, setId] = useState<number | null>(application?.id ?? null);
  const save = useSaveCallApplication(call.id);

  async function run(submit: boolean) {
    setOutcome(null);
    const input = toInput(values, answers, call.questions);
    const found = problemsOf(input, call.questions, submit);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setOutcome({ tone: 'error', text: 'Please check the highlighted fields.' });
      return;
    }
    try {
      const saved = await save.mutateAsync({ id, ...input, ...(submit ? { submit: true } : {}) });
      setId(saved.id);
      setOutcome({ tone: 'success', text: submit ? C.submitted(call.title) : C.saved });
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(error.fieldErrors);
        setOutcome({ tone: 'error', text: error.message });
      } else setOutcome({ tone: 'error', text: 'Your application could not be saved. Please try again.' });
    }
  }

  const field = (name: keyof Values) => ({
    value: values[name],
    error: errors[name],
    registration: {
      name,
      onChange: async (event: { target: { value: string } }) => {
        setValues((current) => ({ ...current, [name]: event.target.value }));
        setErrors(({ [name]: _fixed, ...rest }) => rest);
      },
      onBlur: async () => undefined,
      ref: () => undefined,
    },
  });

  return (
    <form
      noValidate
      aria-labelledby="apply-heading"
      className="space-y-5"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void run(true);
      }}
    >
      <p className="text-slate-700">
        Apply by <TimeText iso={call.closesAt} timezone={timezone} />. Save a draft and come back at any time
        until then; once you submit, the application can no longer change.
      </p>
      <fieldset className="space-y-5">
        <legend className="text-lg font-semibold text-ink">Your startup</legend>
        <Field
          label="Startup or team name"
          required
          maxLength={APPLICATION_LIMITS.teamName}
          {...field('teamName')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label="Stage"
            required
            options={[{ value: '', label: 'Choose your stage' }, ...PROGRAM_STAGES]}
            {...field('stage')}
          />
          <Field
            label="Team size"
            required
            type="number"
            inputMode="numeric"
            min={1}
            {...field('teamSize')}
          />
        </div>
        <Field
          label="Your idea or product"
          required
          multiline
          maxLength={APPLICATION_LIMITS.description}
          {...field('description')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Website" type="url" inputMode="url" placeholder="https://" {...field('website')} />
          <Field label="Contact phone" required type="tel" autoComplete="tel" {...field('phone')} />
        </div>
      </fieldset>
      {call.questions.length > 0 && (
        <fieldset className="space-y-5">
          <legend className="text-lg font-semibold text-ink">Questions from the centre</legend>
          {call.questions.map((question) => (
            <QuestionField
              key={question.id}
              question={question}
              value={answers[question.id] ?? ''}
              error={errors[`answers.${question.id}`]}
              onChange={(value) => {
                setAnswers((current) => ({ ...current, [question.id]: value }));
                setErrors(({ [`answers.${question.id}`]: _fixed, ...rest }) => rest);
              }}
            />
          ))}
        </fieldset>
      )}
      <div aria-live="polite">{outcome && <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage>}</div>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={secondaryButton}
          disabled={save.isPending}
          onClick={() => void run(false)}
        >
          {save.isPending ? 'Saving...' : 'Save draft'}
        </button>
        <button type="submit" className={primaryButton} disabled={save.isPending}>
          Submit application
        </button>
      </div>
    </form>
  );
}

function Submitted({ application, timezone }: { application: CallApplication; timezone: string }) {
  return (
    <div className="space-y-3">
      <p role="status" className="rounded-lg bg-green-50 px-3 py-2 font-medium text-green-800">
        Submitted on <TimeText iso={application.submittedAt!} timezone={timezone} />. It can no longer change;
        we will email you the decision.
      </p>
      <Link to="/application-status" className={secondaryButton}>
        See your applications
      </Link>
    </div>
  );
}

function ApplyContent({ callId }: { callId: number }) {
  const calls = useOpenCalls();
  const mine = useMyCallApplications({ enabled: true });
  if (calls.isPending || mine.isPending) return <Spinner label="Loading the call" />;
  if (calls.isError || mine.isError)
    return (
      <ErrorNotice
        onRetry={() => {
          void calls.refetch();
          void mine.refetch();
        }}
      >
        The call could not be loaded.
      </ErrorNotice>
    );
  const application = mine.data.items.find((item) => item.callId === callId);
  if (application?.status === 'submitted')
    return <Submitted application={application} timezone={mine.data.timezone} />;
  const call = calls.data.items.find((item) => item.id === callId);
  if (!call)
    return (
      <EmptyState title="This call is not open">
        It may have closed.{' '}
        <Link to="/programs" className="text-brand-dark underline">
          See the programmes
        </Link>
      </EmptyState>
    );
  return <ApplicationForm call={call} timezone={calls.data.timezone} application={application} />;
}

/** /apply?call=ID: the application to one open call, as a draft until submitted (docs/product.md#calls). */
export default function CallApplicationPage() {
  usePageTitle('Apply');
  const [params] = useSearchParams();
  const parsed = recordIdSchema().safeParse(params.get('call'));
  const calls = useOpenCalls();
  const title = parsed.success ? calls.data?.items.find((item) => item.id === parsed.data)?.title : undefined;
  return (
    <section aria-labelledby="apply-heading" className="bg-mist pt-28 pb-20">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <h1 id="apply-heading" className="text-2xl font-bold text-ink">
            {title ?? 'Apply'}
          </h1>
          <div className="mt-4">
            <SignedInGate
              login={{
                notice: 'Please log in to apply to a program.',
                returnTo: `/apply?call=${params.get('call') ?? ''}`,
              }}
              loadingLabel="Checking your sign-in"
              failure="Your sign-in could not be checked."
            >
              {() =>
                parsed.success ? (
                  <ApplyContent callId={parsed.data} />
                ) : (
                  <EmptyState title="This call is not open">
                    <Link to="/programs" className="text-brand-dark underline">
                      See the programmes
                    </Link>
                  </EmptyState>
                )
              }
            </SignedInGate>
          </div>
        </div>
      </div>
    </section>
  );
}
