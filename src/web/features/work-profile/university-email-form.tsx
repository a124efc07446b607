import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  AFFILIATION_LABELS,
  sendWorkCodeSchema,
  verifyWorkCodeSchema,
  type Affiliation,
} from '#common/work-profile';
import { Field, FormMessage } from '#web/components/ui/form-field';
import { primaryButton, secondaryButton } from '#web/components/ui/form-styles';
import { ApiError } from '#web/lib/api-client';
import { useSendWorkCode } from './api/send-work-code';
import { useVerifyWorkCode } from './api/verify-work-code';

const emailStep = sendWorkCodeSchema.pick({ email: true });
const codeStep = verifyWorkCodeSchema.pick({ code: true });

function failure(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer ? error.message : fallback;
}

/**
 * Student or professor (docs/product.md#work-profile): a university address gets a code; typing it back
 * proves the address, and the centre records the affiliation. Codes rather than links
 * (docs/decisions/005-codes-instead-of-links.md).
 */
export function UniversityEmailForm({
  role,
  acceptedDomains,
  onVerified,
}: {
  role: Affiliation;
  acceptedDomains: readonly string[];
  onVerified: (message: string) => void;
}) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const send = useSendWorkCode();
  const verify = useVerifyWorkCode();
  const emailForm = useForm({ resolver: zodResolver(emailStep), defaultValues: { email: '' } });
  const codeForm = useForm({ resolver: zodResolver(codeStep), defaultValues: { code: '' } });
  const { setFocus } = codeForm;

  // The code field appears once the code is on its way: that is where the person types next.
  useEffect(() => {
    if (sentTo) setFocus('code');
  }, [sentTo, setFocus]);

  const sendCode = (email: string) => {
    setNotice(null);
    send.mutate(
      { role, email },
      {
        onSuccess: (answer) => {
          setSentTo(email);
          codeForm.reset({ code: '' });
          setNotice({ tone: 'success', text: answer.message });
        },
        onError: (error) => {
          const message = failure(error, 'The code could not be sent. Please try again.');
          if (error instanceof ApiError && error.fieldErrors.email) {
            emailForm.setError('email', { type: 'server', message: error.fieldErrors.email });
          } else setNotice({ tone: 'error', text: message });
        },
      },
    );
  };

  const onSendCode = emailForm.handleSubmit(({ email }) => sendCode(email));
  const onVerify = codeForm.handleSubmit(({ code }) => {
    if (!sentTo) return;
    setNotice(null);
    verify.mutate(
      { role, email: sentTo, code },
      {
        onSuccess: (answer) => onVerified(answer.message),
        onError: (error) => {
          const message = failure(error, 'The code could not be checked. Please try again.');
          if (error instanceof ApiError && error.fieldErrors.code) {
            codeForm.setError('code', { type: 'server', message: error.fieldErrors.code });
          } else setNotice({ tone: 'error', text: message });
        },
      },
    );
  });

  const domains = acceptedDomains.map((domain) => `@${domain}`).join(' or ');
  return (
    <div className="space-y-5">
      <div aria-live="polite">{notice && <FormMessage tone={notice.tone}>{notice.text}</FormMessage>}</div>
      {!sentTo ? (
        <form
          noValidate
          onSubmit={onSendCode}
          className="space-y-4"
          aria-label="Send a code to your university email"
        >
          <Field
            label="University email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            hint={`Your ${AFFILIATION_LABELS[role].toLowerCase()} address, ending in ${domains}. We will email it a 6-digit code.`}
            error={emailForm.formState.errors.email?.message}
            registration={emailForm.register('email')}
          />
          <button type="submit" className={primaryButton} disabled={send.isPending}>
            {send.isPending ? 'Sending...' : 'Verify'}
          </button>
        </form>
      ) : (
        <form noValidate onSubmit={onVerify} className="space-y-4" aria-label="Confirm the code">
          <Field
            label="Verification code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            hint={`The 6-digit code we sent to ${sentTo}. It is valid for 10 minutes.`}
            error={codeForm.formState.errors.code?.message}
            registration={codeForm.register('code')}
          />
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={primaryButton} disabled={verify.isPending}>
              {verify.isPending ? 'Checking...' : 'Verify code'}
            </button>
            <button
              type="button"
              className={secondaryButton}
              disabled={send.isPending}
              onClick={() => sendCode(sentTo)}
            >
              Send a new code
            </button>
            <button
              type="button"
              className={secondaryButton}
              onClick={() => {
                setSentTo(null);
                setNotice(null);
              }}
            >
              Use another email
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
