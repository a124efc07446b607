import { useFieldArray } from 'react-hook-form';
import {
  STARTUP_DETAIL_LIMITS as L,
  startupDetailsInputSchema,
  type MyStartupDetails,
  type StartupDetails,
} from '#common/startup-details';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/form-field';
import { FormActions } from '#web/components/ui/form-actions';
import { apiMessageOr, useServerForm } from '#web/lib/use-server-form';
import { useSubmitStartupDetails } from './api/startup-details';

/**
 * Founders edit their startup's story, milestones and each founder's role (docs/product.md#startup-pages).
 * It starts from the change still waiting, else the public version; what they send waits for the centre.
 */
export function StartupDetailsForm({
  startupId,
  details,
  base,
  onDone,
  onCancel,
}: {
  startupId: number;
  details: MyStartupDetails;
  base: StartupDetails;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const submit = useSubmitStartupDetails(startupId);
  const form = useServerForm(startupDetailsInputSchema, {
    defaultValues: {
      story: base.story,
      milestones: base.milestones.map(({ date, title }) => ({ date, title })),
      founderRoles: details.founders.map((founder) => ({
        memberId: founder.memberId,
        role: base.founderRoles.find((entry) => entry.memberId === founder.memberId)?.role ?? '',
      })),
    },
    failureMessage: apiMessageOr('The change could not be sent. Check your connection and try again.'),
    focusServerErrors: true,
  });
  const milestones = useFieldArray({ control: form.control, name: 'milestones' });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit((values) => {
    form.clearFormError();
    submit.mutate(values, {
      onSuccess: (answer) => onDone(answer.message),
      onError: (error) => form.showServerError(error),
    });
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label="Edit your startup’s page"
      className="space-y-5"
    >
      <Field
        label="Your story"
        multiline
        rows={8}
        maxLength={L.story}
        hint="A few paragraphs: the problem, how you met, what you have built. Leave a blank line between paragraphs."
        error={errors.story?.message}
        registration={form.register('story')}
      />
      <fieldset>
        <legend className="font-semibold text-ink">Milestones</legend>
        {milestones.fields.length === 0 && (
          <p className="mt-1 text-slate-600">No milestones yet. Incorporated, a first pilot, a grant?</p>
        )}
        <ol className="mt-2 space-y-3">
          {milestones.fields.map((field, index) => (
            <li
              key={field.id}
              className="grid gap-3 rounded-xl bg-mist p-3 ring-1 ring-slate-200 sm:grid-cols-[11rem_1fr_auto] sm:items-end"
            >
              <Field
                label={`Milestone ${index + 1}: date`}
                type="date"
                required
                error={errors.milestones?.[index]?.date?.message}
                registration={form.register(`milestones.${index}.date`)}
              />
              <Field
                label="What happened"
                maxLength={L.milestoneTitle}
                required
                error={errors.milestones?.[index]?.title?.message}
                registration={form.register(`milestones.${index}.title`)}
              />
              <Button
                type="button"
                variant="secondary"
                onClick={() => milestones.remove(index)}
                aria-label={`Remove milestone ${index + 1}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ol>
        {errors.milestones?.message && (
          <p className="mt-2 text-sm text-red-800">{errors.milestones.message}</p>
        )}
        {milestones.fields.length < L.milestones && (
          <Button
            type="button"
            variant="secondary"
            className="mt-3"
            onClick={() => milestones.append({ date: '', title: '' })}
          >
            Add a milestone
          </Button>
        )}
      </fieldset>
      {details.founders.length > 0 && (
        <fieldset>
          <legend className="font-semibold text-ink">Founders’ roles</legend>
          <p className="mt-1 text-sm text-slate-600">Left empty, the page says “Founder”.</p>
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            {details.founders.map((founder, index) => (
              <Field
                key={founder.memberId}
                label={`Role of ${founder.name}`}
                maxLength={L.founderRole}
                placeholder="CEO"
                error={errors.founderRoles?.[index]?.role?.message}
                registration={form.register(`founderRoles.${index}.role`)}
              />
            ))}
          </div>
        </fieldset>
      )}
      <FormActions
        formError={form.formError}
        pending={submit.isPending}
        submitLabel="Send for approval"
        pendingLabel="Sending..."
        onCancel={onCancel}
        layout="end"
      />
    </form>
  );
}
