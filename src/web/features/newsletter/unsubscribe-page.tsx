import { useEffect, useRef, useState } from 'react';
import { ActionNotice } from '#web/components/ui/status';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { NEWSLETTER_MESSAGES, unsubscribeCodeSchema, unsubscribeSendCodeSchema } from '#common/newsletter';
import { Field, FormMessage } from '#web/components/ui/form-field';
import { ApiError } from '#web/lib/api-client';
import { usePageTitle } from '#web/lib/use-page-meta';
import { useServerForm } from '#web/lib/use-server-form';
import { useSendUnsubscribeCode } from './api/send-unsubscribe-code';
import { useVerifyUnsubscribe } from './api/verify-unsubscribe';
import { StandaloneShell } from './standalone-shell';
import { Button } from '#web/components/ui/button';

const codeFormSchema = z.object({ otp: unsubscribeCodeSchema });

/**
 * docs/product.md#unsubscribe-with-a-code: the server's own words when it wrote some ("The code is wrong or has
 * expired.", a rate limit); a refusal without words has the step's message; no answer at all is "An error
 * occurred".
 */
const failure = (error: unknown, refused: string) => {
  if (error instanceof ApiError) return error.fromServer ? error.message : refused;
  return NEWSLETTER_MESSAGES.otherError;
};

function EmailStep({ onSent }: { onSent: (email: string) => void }) {
  const send = useSendUnsubscribeCode();
  // The form's message shows under its one field.
  const {
    register,
    handleSubmit,
    formState: { errors },
    formError,
    clearFormError,
    showServerError,
  } = useServerForm(unsubscribeSendCodeSchema, {
    failureMessage: (err) => failure(err, NEWSLETTER_MESSAGES.sendCodeFailed),
  });
  const onSubmit = handleSubmit((values) => {
    clearFormError();
    send.mutate(values, {
      onSuccess: () => onSent(values.email.trim().toLowerCase()),
      onError: showServerError,
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
        error={errors.email?.message ?? formError ?? undefined}
        registration={register('email')}
      />
      <Button type="submit" disabled={send.isPending} className="w-full">
        {send.isPending ? 'Sending code...' : 'Send verification code'}
      </Button>
    </form>
  );
}

function CodeStep({
  email,
  onDone,
  onChangeEmail,
}: {
  email: string;
  onDone: () => void;
  onChangeEmail: () => void;
}) {
  const verify = useVerifyUnsubscribe();
  const resend = useSendUnsubscribeCode();
  const [note, setNote] = useState(() => NEWSLETTER_MESSAGES.codeSentTo(email));
  const [resendError, setResendError] = useState<string | null>(null);
  // The form's message (docs/product.md#unsubscribe-with-a-code) shows under its one field, instead of
  // the server's own field message.
  const {
    register,
    handleSubmit,
    setFocus,
    reset,
    formState: { errors },
    formError,
    clearFormError,
    showServerError,
  } = useServerForm(codeFormSchema, {
    defaultValues: { otp: '' },
    serverFields: [],
    failureMessage: (err) => failure(err, NEWSLETTER_MESSAGES.unsubscribeFailed),
  });
  // Into the code field on arrival and again when a new code is on its way.
  useEffect(() => setFocus('otp'), [setFocus, note]);
  const onSubmit = handleSubmit(({ otp }) => {
    clearFormError();
    setResendError(null);
    verify.mutate({ email, otp }, { onSuccess: onDone, onError: showServerError });
  });
  // After a wrong or expired code, a new one can be asked for here instead of starting over.
  const sendNewCode = () => {
    setResendError(null);
    resend.mutate(
      { email },
      {
        onSuccess: () => {
          clearFormError();
          verify.reset();
          reset({ otp: '' });
          setNote(NEWSLETTER_MESSAGES.newCodeSentTo(email));
        },
        onError: (err) => setResendError(failure(err, NEWSLETTER_MESSAGES.sendCodeFailed)),
      },
    );
  };
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Step 2 of 3: code" className="space-y-4">
      <ActionNotice look="box" notice={{ tone: 'info', text: note }} className="text-sm wrap-anywhere" />
      <Field
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder="6-digit code"
        error={errors.otp?.message ?? formError ?? undefined}
        registration={register('otp')}
      />
      <Button type="submit" disabled={verify.isPending} className="w-full">
        {verify.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
      </Button>
      {verify.isError && (
        <Button
          type="button"
          disabled={resend.isPending}
          onClick={sendNewCode}
          variant="secondary"
          className="w-full"
        >
          {resend.isPending ? 'Sending code...' : 'Send a new code'}
        </Button>
      )}
      {resendError && <FormMessage tone="error">{resendError}</FormMessage>}
      <Button type="button" onClick={onChangeEmail} variant="secondary" className="w-full">
        Change email
      </Button>
    </form>
  );
}

type Step = { name: 'email' } | { name: 'otp'; email: string } | { name: 'success' };

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
        {step.name === 'email' && <EmailStep onSent={(email) => setStep({ name: 'otp', email })} />}
        {step.name === 'otp' && (
          <CodeStep
            email={step.email}
            onDone={() => setStep({ name: 'success' })}
            onChangeEmail={() => setStep({ name: 'email' })}
          />
        )}
        {step.name === 'success' && (
          <FormMessage tone="success">{NEWSLETTER_MESSAGES.unsubscribed}</FormMessage>
        )}
      </div>
      {step.name !== 'success' && (
        <Button type="button" variant="link" className="mt-6 w-full" onClick={() => navigate('/')}>
          Stay subscribed
        </Button>
      )}
      {step.name === 'success' && (
        <Button type="button" onClick={() => navigate('/')} variant="secondary" className="mt-6 w-full">
          Back to the home page
        </Button>
      )}
    </StandaloneShell>
  );
}
