import { COMPANY_VERIFICATION_LIMITS as LIMITS } from '#common/company-verification';
import { startupVerificationSchema } from '#common/work-profile';
import { FormField } from '#web/components/ui/form-field';
import { FormActions } from '#web/components/ui/form-actions';
import { serverMessageOr, useServerForm } from '#web/lib/use-server-form';
import { useSubmitStartup } from './api/submit-startup';
import { PrivacyNoticeLine } from '#web/components/ui/privacy-notice-line';

/**
 * Startup (docs/product.md#work-profile): name, website and description open a
 * company verification request for the signed-in user. A LinkedIn page is optional here.
 */
export function StartupForm({ onSent }: { onSent: (message: string) => void }) {
  const submit = useSubmitStartup();
  const form = useServerForm(startupVerificationSchema, {
    defaultValues: { name: '', website: '', description: '', linkedinUrl: '' },
    failureMessage: serverMessageOr('Failed to send verification request'),
  });
  const { handleSubmit, formError, clearFormError, showServerError } = form;

  const onSubmit = handleSubmit((values) => {
    clearFormError();
    submit.mutate(values, { onSuccess: (answer) => onSent(answer.message), onError: showServerError });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Startup verification">
      <FormField
        form={form}
        name="name"
        label="Company name"
        required
        autoComplete="organization"
        maxLength={LIMITS.companyName}
      />
      <FormField
        form={form}
        name="website"
        label="Website"
        required
        type="url"
        inputMode="url"
        placeholder="https://"
        maxLength={LIMITS.url}
      />
      <FormField
        form={form}
        name="description"
        label="Description"
        required
        multiline
        maxLength={LIMITS.additionalInfo}
        hint="What the startup does and how far it has come."
      />
      <FormField
        form={form}
        name="linkedinUrl"
        label="LinkedIn page (optional)"
        type="url"
        inputMode="url"
        placeholder="https://www.linkedin.com/company/…"
        maxLength={LIMITS.url}
        hint="Helps the centre verify you faster."
      />
      <FormActions
        formError={formError}
        pending={submit.isPending}
        submitLabel="Send Verification Request"
        pendingLabel="Sending..."
      />
      <PrivacyNoticeLine section="account" />
    </form>
  );
}
