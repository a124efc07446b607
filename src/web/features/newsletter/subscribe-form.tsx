import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { HONEYPOT_FIELD } from '#common/contact';
import { NEWSLETTER_MESSAGES, subscribeSchema, type SubscribeInput } from '#common/newsletter';
import { Field, FormMessage } from '#web/components/ui/form-field';
import { primaryButton } from '#web/components/ui/form-styles';
import { HoneypotField } from '#web/components/ui/honeypot-field';
import { ApiError } from '#web/lib/api-client';
import { useSubscribe } from './api/subscribe';

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
  /** Called with the message to show once subscribed; the owner decides what happens next. */
  onSubscribed: (message: string) => void;
  /** Shown under the form after a success, when the owner keeps the form on screen. */
  successMessage?: string | null;
}

/** Email, honeypot and Subscribe: shared by the page, the modal and the home section. */
export function SubscribeForm({ onSubscribed, successMessage }: SubscribeFormProps) {
  const subscribe = useSubscribe();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SubscribeInput>({
    resolver: zodResolver(subscribeSchema),
    defaultValues: { email: '', [HONEYPOT_FIELD]: '' },
  });

  const onSubmit = handleSubmit((values) => {
    setError(null);
    subscribe.mutate(values, {
      onSuccess: (answer) => {
        reset();
        onSubscribed(answer?.message || NEWSLETTER_MESSAGES.subscribed);
      },
      onError: (failure) => setError(subscribeFailure(failure)),
    });
  });

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
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <button type="submit" disabled={subscribe.isPending} className={`${primaryButton} w-full`}>
        {subscribe.isPending ? 'Subscribing...' : 'Subscribe'}
      </button>
    </form>
  );
}
