import { COMPANY_VERIFICATION_LIMITS as LIMITS } from '#common/company-verification';
import { startupVerificationSchema } from '#common/work-profile';
import { Field, FormError } from '#web/components/ui/form-field';
import { primaryButton } from '#web/components/ui/form-styles';
import { serverMessageOr, useServerForm } from '#web/lib/use-server-form';
import { useSubmitStartup } from './api/submit-startup';

/**
 * Startup (docs/product.md#work-profile): name, website and description open a
 * company verification request for the signed-in user. A LinkedIn page is optional here.
 */
export function StartupForm({ onSent }: { onSent: (message: string) => void }) {
  const submit = useSubmitStartup();
  const {
    register,
    handleSubmit,
    formState: { errors },
    formError,
    clearFormError,
    showServerError,
  } = useServerForm(startupVerificationSchema, {
    defaultValues: { name: '', website: '', description: '', linkedinUrl: '' },
    failureMessage: serverMessageOr('Failed to send verification request'),
  });

  const onSubmit = handleSubmit((values) => {
    clearFormError();
    submit.mutate(values, { onSuccess: (answer) => onSent(answer.message), onError: showServerError });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Startup verification">
      <Field
        label="Company name"
        required
        autoComplete="organization"
        maxLength={LIMITS.companyName}
        error={errors.name?.message}
        registration={register('name')}
      />
      <Field
        label="Website"
        required
        type="url"
        inputMode="url"
        placeholder="https://"
        maxLength={LIMITS.url}
        error={errors.website?.message}
        registration={register('website')}
      />
      <Field
        label="Description"
        required
        multiline
        maxLength={LIMITS.additionalInfo}
        hint="What the startup does and how far it has come."
        error={errors.description?.message}
        registration={register('description')}
      />
      <Field
        label="LinkedIn page (optional)"
        type="url"
        inputMode="url"
        placeholder="https://www.linkedin.com/company/…"
        maxLength={LIMITS.url}
        hint="Helps the centre verify you faster."
        error={errors.linkedinUrl?.message}
        registration={register('linkedinUrl')}
      />
      <FormError message={formError} />
      <button type="submit" className={primaryButton} disabled={submit.isPending}>
        {submit.isPending ? 'Sending...' : 'Send Verification Request'}
      </button>
    </form>
  );
}
