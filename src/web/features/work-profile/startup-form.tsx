import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { COMPANY_VERIFICATION_LIMITS as LIMITS } from '#common/company-verification';
import { startupVerificationSchema } from '#common/work-profile';
import { Field, FormMessage } from '#web/components/ui/form-field';
import { primaryButton } from '#web/components/ui/form-styles';
import { ApiError } from '#web/lib/api-client';
import { useSubmitStartup } from './api/submit-startup';

const FIELDS = ['name', 'website', 'description', 'linkedinUrl'] as const;

/**
 * Startup (docs/product.md#work-profile): name, website and description open a
 * company verification request for the signed-in user. A LinkedIn page is optional here.
 */
export function StartupForm({ onSent }: { onSent: (message: string) => void }) {
  const submit = useSubmitStartup();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(startupVerificationSchema),
    defaultValues: { name: '', website: '', description: '', linkedinUrl: '' },
  });

  const onSubmit = handleSubmit((values) => {
    setServerError(null);
    submit.mutate(values, {
      onSuccess: (answer) => onSent(answer.message),
      onError: (error) => {
        if (error instanceof ApiError) {
          for (const field of FIELDS) {
            const message = error.fieldErrors[field];
            if (message) setError(field, { type: 'server', message });
          }
        }
        setServerError(
          error instanceof ApiError && error.fromServer
            ? error.message
            : 'Failed to send verification request',
        );
      },
    });
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
      {serverError && <FormMessage tone="error">{serverError}</FormMessage>}
      <button type="submit" className={primaryButton} disabled={submit.isPending}>
        {submit.isPending ? 'Sending...' : 'Send Verification Request'}
      </button>
    </form>
  );
}
