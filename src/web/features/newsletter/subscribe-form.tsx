import { HONEYPOT_FIELD } from '#common/contact';
import { NEWSLETTER_MESSAGES, subscribeSchema } from '#common/newsletter';
import { Field, FormError, FormMessage } from '#web/components/ui/form-field';
import { HoneypotField } from '#web/components/ui/honeypot-field';
import { ApiError } from '#web/lib/api-client';
import { useServerForm } from '#web/lib/use-server-form';
import { useState } from 'react';
import { useSubscribe } from './api/subscribe';
import { ConfirmCodeForm } from './confirm-code-form';
import { Button } from '#web/components/ui/button';
import { PrivacyNoticeLine } from '#web/components/ui/privacy-notice-line';

/**
 * docs/product.md#newsletter-subscription: the server's error, else "Failed to subscribe", else "An
 * unexpected error occurred".
 */
export function subscribeFailure(error: unknown): string {
  if (error instanceof ApiError)
    return error.fromServer ? error.message : NEWSLETTER_MESSAGES.subscribeFailed;
  return NEWSLETTER_MESSAGES.unexpected;
}

interface SubscribeFormProps {
  /** Called with the message to show once confirmed; the owner decides what happens next. */
  onSubscribed: (message: string) => void;
  /** Shown under the form after a success, when the owner keeps the form on screen. */
  successMessage?: string | null;
}

/**
 * Email, honeypot and Subscribe, then the code from the confirmation mail (double opt-in): shared by the
 * page, the modal and the home section.
 */
export function SubscribeForm({ onSubscribed, successMessage }: SubscribeFormProps) {
  const subscribe = useSubscribe();
  const [confirming, setConfirming] = useState<{ email: string; notice: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
    formError,
    clearFormError,
    showServerError,
  } = useServerForm(subscribeSchema, {
    defaultValues: { email: '', [HONEYPOT_FIELD]: '' },
    failureMessage: subscribeFailure,
  });

  const onSubmit = handleSubmit((values) => {
    clearFormError();
    subscribe.mutate(values, {
      onSuccess: (answer) => {
        reset();
        setConfirming({
          email: values.email.trim().toLowerCase(),
          notice: answer?.message || NEWSLETTER_MESSAGES.subscribed,
        });
      },
      onError: showServerError,
    });
  });

  if (confirming)
    return (
      <ConfirmCodeForm
        email={confirming.email}
        notice={confirming.notice}
        onConfirmed={(message) => {
          setConfirming(null);
          onSubscribed(message);
        }}
        onChangeEmail={() => setConfirming(null)}
      />
    );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Subscribe to our newsletter"
      className="relative space-y-4"
    >
      <Field
        label="Your email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        error={errors.email?.message}
        registration={register('email')}
      />
      <HoneypotField registration={register(HONEYPOT_FIELD)} />
      <div aria-live="polite">
        {successMessage && <FormMessage tone="success">{successMessage}</FormMessage>}
      </div>
      <FormError message={formError} />
      <Button type="submit" disabled={subscribe.isPending} className="w-full">
        {subscribe.isPending ? 'Subscribing...' : 'Subscribe'}
      </Button>
      <PrivacyNoticeLine section="mail" />
    </form>
  );
}
