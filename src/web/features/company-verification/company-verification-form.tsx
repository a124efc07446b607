import {
  COMPANY_VERIFICATION_LIMITS as LIMITS,
  COMPANY_VERIFICATION_MESSAGES as M,
  companyVerificationSchema,
} from '#common/company-verification';
import { FormField } from '#web/components/ui/form-field';
import { FormActions } from '#web/components/ui/form-actions';
import { ApiError } from '#web/lib/api-client';
import { useServerForm } from '#web/lib/use-server-form';
import { useSubmitVerification } from './api/submit-verification';
import { PrivacyNoticeLine } from '#web/components/ui/privacy-notice-line';

/**
 * docs/product.md#company-verification: the server's message, "Server error…" for an unreadable answer, else
 * the generic failure.
 */
export function submitFailure(error: unknown): string {
  if (!(error instanceof ApiError)) return M.failure;
  if (error.fromServer) return error.message;
  return error.message === M.unreadable ? M.unreadable : M.failure;
}

/**
 * The company verification request (docs/product.md#company-verification); `onSent` runs after the server
 * accepted it.
 */
export function CompanyVerificationForm({ onSent }: { onSent: () => void }) {
  const submit = useSubmitVerification();
  const form = useServerForm(companyVerificationSchema, {
    failureMessage: submitFailure,
    defaultValues: {
      companyName: '',
      companyWebsite: '',
      linkedinUrl: '',
      socialMediaUrl: '',
      additionalInfo: '',
    },
  });
  const { handleSubmit, formError, clearFormError, showServerError } = form;

  const onSubmit = handleSubmit((values) => {
    clearFormError();
    submit.mutate(values, { onSuccess: onSent, onError: showServerError });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Company verification request">
      <FormField
        form={form}
        name="companyName"
        label="Company name"
        required
        autoComplete="organization"
        maxLength={LIMITS.companyName}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          form={form}
          name="companyWebsite"
          label="Company website"
          required
          type="url"
          inputMode="url"
          placeholder="https://"
          maxLength={LIMITS.url}
        />
        <FormField
          form={form}
          name="linkedinUrl"
          label="LinkedIn URL"
          required
          type="url"
          inputMode="url"
          placeholder="https://www.linkedin.com/company/…"
          maxLength={LIMITS.url}
        />
      </div>
      <FormField
        form={form}
        name="socialMediaUrl"
        label="Social media URL (optional)"
        type="url"
        inputMode="url"
        placeholder="https://"
        maxLength={LIMITS.url}
      />
      <FormField
        form={form}
        name="additionalInfo"
        label="Additional information"
        required
        multiline
        maxLength={LIMITS.additionalInfo}
        hint="What the company does, and what kind of internships you would like to offer."
      />
      <FormActions
        formError={formError}
        pending={submit.isPending}
        submitLabel="Submit for verification"
        pendingLabel="Sending..."
      />
      <PrivacyNoticeLine section="account" />
    </form>
  );
}
