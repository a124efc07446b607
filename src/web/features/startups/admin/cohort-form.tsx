import { cohortInputSchema, STARTUP_LIMITS, type CohortSummary } from '#common/startups';
import { FormField } from '#web/components/ui/form-field';
import { FormActions } from '#web/components/ui/form-actions';
import { useAdminCalls } from '#web/features/calls';
import { usePrograms } from '#web/features/programs';
import { apiMessageOr, useServerForm } from '#web/lib/use-server-form';
import { useFormCohort } from '../api/admin-startups';

/**
 * Forms a cohort (docs/product.md#cohorts): by hand, or from a call, whose accepted applications each
 * become an unpublished startup with the applicant as founder. A call brings its own programme.
 */
export function CohortForm({
  cohorts,
  onDone,
  onCancel,
}: {
  cohorts: CohortSummary[];
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const programs = usePrograms();
  const calls = useAdminCalls();
  const formCohort = useFormCohort();
  const form = useServerForm(cohortInputSchema, {
    defaultValues: { name: '', program: '', callId: '', startsOn: '', endsOn: '' },
    failureMessage: apiMessageOr('The cohort could not be formed. Check your connection and try again.'),
    focusServerErrors: true,
  });
  const callId = form.watch('callId');
  const chosenCall = calls.data?.items.find((call) => String(call.id) === String(callId ?? ''));
  const formedCalls = new Set(cohorts.map((cohort) => cohort.callId));
  const submit = form.handleSubmit((values) => {
    form.clearFormError();
    formCohort.mutate(values, {
      onSuccess: (answer) =>
        onDone(
          values.callId
            ? `Cohort "${values.name}" formed with ${answer.startupsAdded} ${
                answer.startupsAdded === 1 ? 'startup' : 'startups'
              } from the call's accepted applications.`
            : `Cohort "${values.name}" formed. Add startups from a call or invite founders.`,
        ),
      onError: form.showServerError,
    });
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="cohort-form-heading"
      className="space-y-4 rounded-xl p-4 ring-1 ring-slate-200"
    >
      <h4 id="cohort-form-heading" className="text-lg font-bold text-ink">
        Form a cohort
      </h4>
      <FormField
        form={form}
        name="name"
        label="Name"
        required
        maxLength={STARTUP_LIMITS.cohortName}
        placeholder="Incubation 2026 – spring"
      />
      <FormField
        form={form}
        name="callId"
        label="From a call"
        hint={
          chosenCall
            ? `Every accepted application of "${chosenCall.title}" not formed before becomes a private startup with its applicant as founder; the cohort takes the call's programme (${chosenCall.programTitle}).`
            : 'Optional: without a call the cohort starts empty.'
        }
        options={[
          { value: '', label: calls.isPending ? 'Loading calls…' : 'No call: form it by hand' },
          ...(calls.data?.items ?? []).map((call) => ({
            value: String(call.id),
            label: `${call.title} (${call.programTitle})${formedCalls.has(call.id) ? ', formed before' : ''}`,
          })),
        ]}
        rules={{
          onChange: (event: { target: { value: string } }) => {
            const call = calls.data?.items.find((item) => String(item.id) === event.target.value);
            if (call) form.setValue('program', call.program, { shouldValidate: false });
          },
        }}
      />
      <FormField
        form={form}
        name="program"
        label="Programme"
        required
        options={[
          { value: '', label: programs.isPending ? 'Loading programmes…' : 'Choose a programme' },
          ...(programs.data ?? []).map((program) => ({ value: program.slug, label: program.title })),
        ]}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField form={form} name="startsOn" label="First day" type="date" required />
        <FormField form={form} name="endsOn" label="Last day" type="date" required />
      </div>
      <FormActions
        formError={form.formError}
        pending={formCohort.isPending}
        submitLabel="Form the cohort"
        pendingLabel="Forming..."
        onCancel={onCancel}
        layout="end"
      />
    </form>
  );
}
