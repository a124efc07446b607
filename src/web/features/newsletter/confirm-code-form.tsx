import { NEWSLETTER_MESSAGES, confirmCodeSchema } from '#common/newsletter';
import { EmailText } from '#web/components/ui/email-text';
import { Field, FormError, FormMessage } from '#web/components/ui/form-field';
import { ApiError } from '#web/lib/api-client';
import { useServerForm } from '#web/lib/use-server-form';
import { useConfirmByCode } from './api/confirm-subscription';
import { Button } from '#web/components/ui/button';

function confirmFailure(error: unknown): string {
  if (error instanceof ApiError) return error.fromServer ? error.message : NEWSLETTER_MESSAGES.confirmFailed;
  return NEWSLETTER_MESSAGES.unexpected;
}

interface ConfirmCodeFormProps {
  email: string;
  /** The answer to the subscription ("a confirmation email is on its way"). */
  notice: string;
  onConfirmed: (message: string) => void;
  onChangeEmail: () => void;
}

/** docs/product.md#newsletter-subscription: the second step, the code from the confirmation mail. */
export function ConfirmCodeForm({ email, notice, onConfirmed, onChangeEmail }: ConfirmCodeFormProps) {
  const confirm = useConfirmByCode();
  const {
    register,
    handleSubmit,
    formState: { errors },
    formError,
    clearFormError,
    showServerError,
  } = useServerForm(confirmCodeSchema, {
    defaultValues: { email, otp: '' },
    failureMessage: confirmFailure,
  });

  const onSubmit = handleSubmit((values) => {
    clearFormError();
    confirm.mutate(values, {
      onSuccess: (answer) => onConfirmed(answer?.message || NEWSLETTER_MESSAGES.confirmed),
      onError: showServerError,
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Confirm your subscription" className="space-y-4">
      <div aria-live="polite">
        <FormMessage tone="success">{notice}</FormMessage>
      </div>
      <p className="text-sm text-slate-700">
        Sent to{' '}
        <span className="font-semibold wrap-anywhere">
          <EmailText email={email} />
        </span>
      </p>
      <Field
        label="Confirmation code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={errors.otp?.message}
        registration={register('otp')}
      />
      <FormError message={formError} />
      <Button type="submit" disabled={confirm.isPending} className="w-full">
        {confirm.isPending ? 'Confirming...' : 'Confirm'}
      </Button>
      <Button type="button" variant="link" className="w-full" onClick={onChangeEmail}>
        Use another email
      </Button>
    </form>
  );
}
