import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  CALL_MESSAGES as C,
  type CallApplication,
  type CallApplicationDraftInput,
  type OpenCall,
  type Question,
} from '#common/calls';
import { recordIdSchema } from '#common/ids';
import { APPLICATION_LIMITS, PROGRAM_STAGES } from '#common/program-applications-constants';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { FormField } from '#web/components/ui/form-field';
import { ActionNotice, EmptyState, QueryStates, type ActionOutcome } from '#web/components/ui/status';
import { apiMessageOr, useServerForm, type ServerForm } from '#web/lib/use-server-form';
import { usePageTitle } from '#web/lib/use-page-meta';
import { SignedInGate } from '#web/features/auth';
import { useOpenCalls } from './api/get-open-calls';
import { useMyCallApplications, useSaveCallApplication } from './api/my-call-applications';
import { TimeText } from './deadline';
import { Button, LinkButton } from '#web/components/ui/button';
import { forgetTyped, readTyped, keepTyped } from './typed-draft';
import {
  applicationFormSchema,
  initialValues,
  type ApplicationValues,
  type TypedFields,
} from './application-form-values';
import { PrivacyNoticeLine } from '#web/components/ui/privacy-notice-line';

const RESTORED = 'We kept what you typed before the page reloaded. Save the draft to keep it for later.';

function QuestionField({
  form,
  question,
}: {
  form: ServerForm<ApplicationValues, CallApplicationDraftInput>;
  question: Question;
}) {
  const common = {
    form,
    name: `answers.${question.id}` as const,
    label: question.label,
    hint: question.help || undefined,
    required: question.required,
  };
  switch (question.type) {
    case 'long_text':
      return <FormField {...common} multiline rows={5} />;
    case 'number':
      return <FormField {...common} type="number" inputMode="decimal" />;
    case 'single_choice':
      return (
        <FormField {...common} options={[{ value: '', label: 'Choose one' }, ...(question.options ?? [])]} />
      );
    case 'url':
      return <FormField {...common} type="url" inputMode="url" placeholder="https://" />;
    default:
      return <FormField {...common} />;
  }
}

const FIELDS = ['teamName', 'stage', 'description', 'teamSize', 'website', 'phone'] as const;

function ApplicationForm({
  call,
  timezone,
  application,
}: {
  call: OpenCall;
  timezone: string;
  application: CallApplication | undefined;
}) {
  // What was typed and not yet saved survives a reload of the tab (docs/product.md#calls).
  const [typed] = useState(() => readTyped(call.id));
  const [schema] = useState(() => applicationFormSchema(call.questions));
  const form = useServerForm(schema, {
    defaultValues: initialValues(application, call.questions, typed),
    failureMessage: apiMessageOr('Your application could not be saved. Please try again.'),
    serverFields: [...FIELDS, ...call.questions.map((question) => `answers.${question.id}` as const)],
  });
  const { clearFormError, showServerError, formError, watch } = form;
  const [notice, setNotice] = useState<ActionOutcome | null>(typed ? { tone: 'ok', text: RESTORED } : null);
  const [id, setId] = useState<number | null>(application?.id ?? null);
  const [confirming, setConfirming] = useState(false);
  const save = useSaveCallApplication(call.id);

  useEffect(() => {
    const { unsubscribe } = watch((all, { type }) => {
      // Only what the person typed; the form's own changes (the draft or final check) are not kept.
      if (type !== 'change') return;
      const { answers = {}, submit: _submit, ...values } = all;
      keepTyped(call.id, { values: values as TypedFields, answers: answers as Record<string, string> });
    });
    return unsubscribe;
  }, [watch, call.id]);

  /** Checks the fields with the draft's or the submission's rules, then runs `then` with the body. */
  const check = (submit: boolean, then: (body: CallApplicationDraftInput) => Promise<void> | void) => {
    setNotice(null);
    clearFormError();
    form.setValue('submit', submit);
    return form.handleSubmit(then, () =>
      setNotice({ tone: 'error', text: 'Please check the highlighted fields.' }),
    );
  };

  const send = async (body: CallApplicationDraftInput) => {
    try {
      const saved = await save.mutateAsync({ id, ...body });
      setId(saved.id);
      forgetTyped(call.id);
      setNotice({ tone: 'ok', text: body.submit ? C.submitted(call.title) : C.saved });
    } catch (error) {
      showServerError(error);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <form
      noValidate
      aria-labelledby="apply-heading"
      className="space-y-5"
      // Submitting is final: ask first, once the fields are complete (docs/product.md#calls).
      onSubmit={(event) => void check(true, () => setConfirming(true))(event)}
    >
      <p className="text-slate-700">
        Apply by <TimeText iso={call.closesAt} timezone={timezone} />. Save a draft and come back at any time
        until then; once you submit, the application can no longer change.
      </p>
      <fieldset className="space-y-5">
        <legend className="text-lg font-semibold text-ink">Your startup</legend>
        <FormField
          form={form}
          name="teamName"
          label="Startup or team name"
          required
          maxLength={APPLICATION_LIMITS.teamName}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            form={form}
            name="stage"
            label="Stage"
            required
            options={[{ value: '', label: 'Choose your stage' }, ...PROGRAM_STAGES]}
          />
          <FormField
            form={form}
            name="teamSize"
            label="Team size"
            required
            type="number"
            inputMode="numeric"
            min={1}
          />
        </div>
        <FormField
          form={form}
          name="description"
          label="Your idea or product"
          required
          multiline
          maxLength={APPLICATION_LIMITS.description}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            form={form}
            name="website"
            label="Website"
            type="url"
            inputMode="url"
            placeholder="https://"
          />
          <FormField form={form} name="phone" label="Contact phone" required type="tel" autoComplete="tel" />
        </div>
      </fieldset>
      {call.questions.length > 0 && (
        <fieldset className="space-y-5">
          <legend className="text-lg font-semibold text-ink">Questions from the centre</legend>
          {call.questions.map((question) => (
            <QuestionField key={question.id} form={form} question={question} />
          ))}
        </fieldset>
      )}
      <ActionNotice look="box" notice={formError ? { tone: 'error', text: formError } : notice} />
      <div className="flex flex-wrap gap-3">
        <Button
          type="button"
          variant="secondary"
          disabled={save.isPending}
          onClick={() => void check(false, send)()}
        >
          {save.isPending ? 'Saving...' : 'Save draft'}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          Submit application
        </Button>
      </div>
      {confirming && (
        <ConfirmDialog
          title="Submit your application?"
          confirmLabel="Submit for good"
          busyLabel="Submitting..."
          busy={save.isPending}
          onConfirm={() => void check(true, send)()}
          onCancel={() => setConfirming(false)}
        >
          <p>
            Once submitted, your application to “{call.title}” can no longer be changed. The panel reads it
            after the call closes, and we will email you the decision.
          </p>
        </ConfirmDialog>
      )}
      <PrivacyNoticeLine section="programmes" />
    </form>
  );
}

function Submitted({ application, timezone }: { application: CallApplication; timezone: string }) {
  return (
    <div className="space-y-3">
      <ActionNotice
        look="box"
        className=""
        notice={{
          tone: 'ok',
          text: (
            <>
              Submitted on <TimeText iso={application.submittedAt!} timezone={timezone} />. It can no longer
              change; we will email you the decision.
            </>
          ),
        }}
      />
      <LinkButton to="/application-status" variant="secondary">
        See your applications
      </LinkButton>
    </div>
  );
}

function ApplyContent({ callId }: { callId: number }) {
  const calls = useOpenCalls();
  const mine = useMyCallApplications({ enabled: true });
  // The open calls and my applications to them, shown together: one wait, one failure with Try again.
  const both = {
    isPending: calls.isPending || mine.isPending,
    isError: calls.isError || mine.isError,
    data: calls.data && mine.data ? { open: calls.data, applied: mine.data } : undefined,
    refetch: () => {
      void calls.refetch();
      void mine.refetch();
    },
  };
  return (
    <QueryStates query={both} loading="Loading the call" failure="The call could not be loaded.">
      {({ open, applied }) => {
        const application = applied.items.find((item) => item.callId === callId);
        if (application?.status === 'submitted')
          return <Submitted application={application} timezone={applied.timezone} />;
        const call = open.items.find((item) => item.id === callId);
        if (!call)
          return (
            <EmptyState title="This call is not open">
              It may have closed.{' '}
              <Link to="/programs" className="text-brand-dark underline">
                See the programmes
              </Link>
            </EmptyState>
          );
        return <ApplicationForm call={call} timezone={open.timezone} application={application} />;
      }}
    </QueryStates>
  );
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
