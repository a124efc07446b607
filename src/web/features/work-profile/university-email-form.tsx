import { useEffect, useState } from 'react';
import {
  AFFILIATION_LABELS,
  sendWorkCodeSchema,
  verifyWorkCodeSchema,
  type Affiliation,
} from '#common/work-profile';
import { Field, FormError, FormMessage } from '#web/components/ui/form-field';
import { ApiError } from '#web/lib/api-client';
import { serverMessageOr, type FailureMessage, useServerForm } from '#web/lib/use-server-form';
import { useSendWorkCode } from './api/send-work-code';
import { useVerifyWorkCode } from './api/verify-work-code';
import { Button } from '#web/components/ui/button';
import { PrivacyNoticeLine } from '#web/components/ui/privacy-notice-line';

const emailStep = sendWorkCodeSchema.pick({ email: true });
const codeStep = verifyWorkCodeSchema.pick({ code: true });

/** A message the server puts on the step's one field shows there alone. */
const failure =
  (field: string, fallback: string): FailureMessage =>
  (error) =>
    error instanceof ApiError && error.fieldErrors[field] ? null : serverMessageOr(fallback)(error);

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
  const [sentNotice, setSentNotice] = useState<string | null>(null);
  const send = useSendWorkCode();
  const verify = useVerifyWorkCode();
  const emailForm = useServerForm(emailStep, {
    defaultValues: { email: '' },
    failureMessage: failure('email', 'The code could not be sent. Please try again.'),
  });
  const codeForm = useServerForm(codeStep, {
    defaultValues: { code: '' },
    failureMessage: failure('code', 'The code could not be checked. Please try again.'),
  });
  const { setFocus } = codeForm;
  const clearNotices = () => {
    setSentNotice(null);
    emailForm.clearFormError();
    codeForm.clearFormError();
  };

  // The code field appears once the code is on its way: that is where the person types next.
  useEffect(() => {
    if (sentTo) setFocus('code');
  }, [sentTo, setFocus]);

  const sendCode = (email: string) => {
    clearNotices();
    send.mutate(
      { role, email },
      {
        onSuccess: (answer) => {
          setSentTo(email);
          codeForm.reset({ code: '' });
          setSentNotice(answer.message);
        },
        onError: emailForm.showServerError,
      },
    );
  };

  const onSendCode = emailForm.handleSubmit(({ email }) => sendCode(email));
  const onVerify = codeForm.handleSubmit(({ code }) => {
    if (!sentTo) return;
    clearNotices();
    verify.mutate(
      { role, email: sentTo, code },
      { onSuccess: (answer) => onVerified(answer.message), onError: codeForm.showServerError },
    );
  });

  const domains = acceptedDomains.map((domain) => `@${domain}`).join(' or ');
  return (
    <div className="space-y-5">
      <div aria-live="polite">
        {sentNotice && <FormMessage tone="success">{sentNotice}</FormMessage>}
        <FormError message={emailForm.formError ?? codeForm.formError} />
      </div>
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
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? 'Sending...' : 'Verify'}
          </Button>
          <PrivacyNoticeLine section="account" />
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
            <Button type="submit" disabled={verify.isPending}>
              {verify.isPending ? 'Checking...' : 'Verify code'}
            </Button>
            <Button
              type="button"
              variant="secondary"
              disabled={send.isPending}
              onClick={() => sendCode(sentTo)}
            >
              Send a new code
            </Button>
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                setSentTo(null);
                clearNotices();
              }}
            >
              Use another email
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
