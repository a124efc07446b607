import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import {
  NEWSLETTER_MESSAGES,
  unsubscribeCodeSchema,
  unsubscribeSendCodeSchema,
  type UnsubscribeSendCodeInput,
} from '#common/newsletter';
import { Field, FormMessage } from '#web/components/ui/form-field';
import { primaryButton, secondaryButton } from '#web/components/ui/form-styles';
import { ApiError } from '#web/lib/api-client';
import { usePageTitle } from '#web/lib/use-page-meta';
import { useSendUnsubscribeCode } from './api/send-unsubscribe-code';
import { useVerifyUnsubscribe } from './api/verify-unsubscribe';
import { StandaloneShell } from './standalone-shell';

const codeFormSchema = z.object({ otp: unsubscribeCodeSchema });
type CodeForm = z.input<typeof codeFormSchema>;

/**
 * docs/product.md#unsubscribe-with-a-code: a refused request has its own message; anything else (no answer at
 * all) is "An error occurred".
 */
const failure = (error: unknown, refused: string) =>
  error instanceof ApiError ? refused : NEWSLETTER_MESSAGES.otherError;

function EmailStep({ onSent }: { onSent: (email: string, message: string) => void }) {
  const send = useSendUnsubscribeCode();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<UnsubscribeSendCodeInput>({ resolver: zodResolver(unsubscribeSendCodeSchema) });
  const onSubmit = handleSubmit((values) => {
    setError(null);
    send.mutate(values, {
      onSuccess: (answer) => onSent(values.email.trim().toLowerCase(), answer.message),
      onError: (err) =>
        setError(
          err instanceof ApiError && err.status === 429
            ? err.message
            : failure(err, NEWSLETTER_MESSAGES.sendCodeFailed),
        ),
    });
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Step 1 of 3: address" className="space-y-4">
      <p className="text-slate-700">
        Enter the email address you subscribed with. We will send you a 6-digit code to confirm.
      </p>
      <Field
        label="Your email"
        type="email"
        autoComplete="email"
        error={errors.email?.message ?? error ?? undefined}
        registration={register('email')}
      />
      <button type="submit" disabled={send.isPending} className={`${primaryButton} w-full`}>
        {send.isPending ? 'Sending code...' : 'Send verification code'}
      </button>
    </form>
  );
}

function CodeStep({
  email,
  notice,
  onDone,
  onChangeEmail,
}: {
  email: string;
  notice: string;
  onDone: () => void;
  onChangeEmail: () => void;
}) {
  const verify = useVerifyUnsubscribe();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<CodeForm>({ resolver: zodResolver(codeFormSchema), defaultValues: { otp: '' } });
  useEffect(() => setFocus('otp'), [setFocus]);
  const onSubmit = handleSubmit(({ otp }) => {
    setError(null);
    verify.mutate(
      { email, otp },
      { onSuccess: onDone, onError: (err) => setError(failure(err, NEWSLETTER_MESSAGES.unsubscribeFailed)) },
    );
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Step 2 of 3: code" className="space-y-4">
      <p role="status" className="rounded-lg bg-blue-50 px-3 py-2 text-sm text-blue-900">
        {notice} <span className="font-semibold break-all">{email}</span>
      </p>
      <Field
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder="6-digit code"
        error={errors.otp?.message ?? error ?? undefined}
        registration={register('otp')}
      />
      <button type="submit" disabled={verify.isPending} className={`${primaryButton} w-full`}>
        {verify.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
      </button>
      <button type="button" onClick={onChangeEmail} className={`${secondaryButton} w-full`}>
        Change email
      </button>
    </form>
  );
}

type Step = { name: 'email' } | { name: 'otp'; email: string; notice: string } | { name: 'success' };

/**
 * /newsletter/unsubscribe (docs/product.md#unsubscribe-with-a-code): email, then the mailed code, then done.
 */
export default function UnsubscribePage() {
  usePageTitle('Unsubscribe');
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ name: 'email' });
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  // Each step replaces the form: move focus to the heading so screen readers hear the change.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (step.name === 'success') heading.current?.focus();
  }, [step]);

  return (
    <StandaloneShell>
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-ink outline-none">
        {step.name === 'success' ? 'You have been unsubscribed' : 'Unsubscribe from our newsletter'}
      </h1>
      <div className="mt-4">
        {step.name === 'email' && (
          <EmailStep onSent={(email, notice) => setStep({ name: 'otp', email, notice })} />
        )}
        {step.name === 'otp' && (
          <CodeStep
            email={step.email}
            notice={step.notice}
            onDone={() => setStep({ name: 'success' })}
            onChangeEmail={() => setStep({ name: 'email' })}
          />
        )}
        {step.name === 'success' && (
          <FormMessage tone="success">{NEWSLETTER_MESSAGES.unsubscribed}</FormMessage>
        )}
      </div>
      {step.name !== 'success' && (
        <button
          type="button"
          onClick={() => navigate('/')}
          className="mt-6 w-full text-center text-sm font-semibold text-brand-dark underline underline-offset-2 hover:text-ink"
        >
          Stay subscribed
        </button>
      )}
      {step.name === 'success' && (
        <button type="button" onClick={() => navigate('/')} className={`${secondaryButton} mt-6 w-full`}>
          Back to the home page
        </button>
      )}
    </StandaloneShell>
  );
}
