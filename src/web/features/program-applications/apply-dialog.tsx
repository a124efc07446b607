import { useId } from 'react';
import {
  APPLICATION_LIMITS as LIMITS,
  APPLICATION_MESSAGES as A,
  PROGRAM_STAGES,
  programApplicationSchema,
  type ProgramApplicationInput,
} from '#common/program-applications';
import { FormError, FormField } from '#web/components/ui/form-field';
import { primaryButton, secondaryButton } from '#web/components/ui/form-styles';
import { ModalDialog } from '#web/components/ui/modal-dialog';
import { serverMessageOr, useServerForm } from '#web/lib/use-server-form';
import { useSubmitApplication } from './api/submit-application';

interface ApplyDialogProps {
  program: { slug: string; title: string };
  onClose: () => void;
  onSent: (message: string) => void;
}

/** The application to one programme, in a dialog over the programs page. */
export default function ApplyDialog({ program, onClose, onSent }: ApplyDialogProps) {
  const headingId = useId();
  const submit = useSubmitApplication();
  const form = useServerForm(programApplicationSchema, {
    serverFields: ['teamName', 'stage', 'description', 'teamSize', 'website', 'phone'],
    failureMessage: serverMessageOr(A.failure),
    defaultValues: {
      program: program.slug,
      teamName: '',
      stage: '' as ProgramApplicationInput['stage'],
      description: '',
      website: '',
      phone: '',
    },
  });
  const { handleSubmit, formError, clearFormError, showServerError } = form;

  const onSubmit = handleSubmit((values) => {
    clearFormError();
    submit.mutate(values, { onSuccess: (answer) => onSent(answer.message), onError: showServerError });
  });

  return (
    <ModalDialog
      labelledBy={headingId}
      onClose={() => !submit.isPending && onClose()}
      className="sm:max-w-xl"
    >
      <h2 id={headingId} className="text-xl font-bold text-ink">
        Apply to the {program.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">Fields marked * are required.</p>
      <form noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
        <FormField
          form={form}
          name="teamName"
          label="Startup or team name"
          required
          autoComplete="organization"
          maxLength={LIMITS.teamName}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            form={form}
            name="stage"
            label="Stage"
            required
            options={[{ value: '', label: 'Choose a stage' }, ...PROGRAM_STAGES]}
          />
          <FormField
            form={form}
            name="teamSize"
            label="Team size"
            required
            type="number"
            inputMode="numeric"
            min={LIMITS.minTeam}
            valueAsNumber
          />
        </div>
        <FormField
          form={form}
          name="description"
          label="Your idea or product"
          required
          multiline
          maxLength={LIMITS.description}
          hint="What you are building, for whom, and how far you have come."
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            form={form}
            name="website"
            label="Website (optional)"
            type="url"
            inputMode="url"
            placeholder="https://"
          />
          <FormField
            form={form}
            name="phone"
            label="Contact phone"
            required
            type="tel"
            autoComplete="tel"
            maxLength={LIMITS.phone}
          />
        </div>
        <FormError message={formError} />
        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <button type="button" className={secondaryButton} onClick={onClose} disabled={submit.isPending}>
            Cancel
          </button>
          <button type="submit" className={primaryButton} disabled={submit.isPending}>
            {submit.isPending ? 'Sending...' : 'Submit application'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
