import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ACCOUNT_DELETION,
  ACCOUNT_DELETION_MESSAGES as M,
  confirmDeletionSchema,
} from '#common/account-deletion';
import { Button, LinkButton } from '#web/components/ui/button';
import { Field, FormError } from '#web/components/ui/form-field';
import { ActionNotice, type ActionOutcome } from '#web/components/ui/status';
import { forgetCurrentUser, SignedInGate } from '#web/features/auth';
import { serverMessageOr, useServerForm } from '#web/lib/use-server-form';
import { useConfirmDeletion } from './api/confirm-deletion';
import { useSendDeletionCode } from './api/send-deletion-code';
import { DELETE_ACCOUNT_PATH } from './paths';

/** The code step: the code mailed to the account's own address confirms the deletion. */
function ConfirmStep({ onConfirmed }: { onConfirmed: (message: string) => void }) {
  const send = useSendDeletionCode();
  const confirm = useConfirmDeletion();
  const [sent, setSent] = useState<ActionOutcome | null>(null);
  const [understood, setUnderstood] = useState(false);
  const form = useServerForm(confirmDeletionSchema, {
    defaultValues: { code: '' },
    failureMessage: serverMessageOr('Your account could not be deleted. Please try again.'),
  });
  const sendCode = () => {
    setSent(null);
    form.clearFormError();
    if (!understood) {
      setSent({ tone: 'error', text: M.mustUnderstand });
      return;
    }
    send.mutate(
      { understood: true },
      {
        onSuccess: (answer) => setSent({ tone: 'ok', text: answer.message }),
        onError: (error) =>
          setSent({
            tone: 'error',
            text: serverMessageOr('The code could not be sent. Please try again.')(error) ?? '',
          }),
      },
    );
  };
  const onConfirm = form.handleSubmit((input) => {
    form.clearFormError();
    confirm.mutate(input, {
      onSuccess: (answer) => onConfirmed(answer.message),
      onError: form.showServerError,
    });
  });
  return (
    <div className="mt-6 space-y-4">
      <label className="flex items-start gap-3 text-sm text-slate-700">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4 shrink-0 accent-red-700"
          checked={understood}
          onChange={(event) => setUnderstood(event.target.checked)}
        />
        <span>{M.understood(ACCOUNT_DELETION.graceDays)}</span>
      </label>
      <Button
        type="button"
        variant={sent?.tone === 'ok' ? 'secondary' : 'primary'}
        disabled={send.isPending}
        onClick={sendCode}
      >
        {send.isPending ? 'Sending...' : sent?.tone === 'ok' ? 'Send a new code' : M.sendCode}
      </Button>
      <ActionNotice notice={sent} look="box" className="text-sm" />
      {sent?.tone === 'ok' && (
        <form
          noValidate
          onSubmit={onConfirm}
          className="space-y-4"
          aria-label="Confirm deleting your account"
        >
          <Field
            label={M.codeLabel}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            hint="The 6-digit code we emailed you. It is valid for 10 minutes."
            error={form.formState.errors.code?.message}
            registration={form.register('code')}
          />
          <FormError message={form.formError} />
          <Button type="submit" variant="danger" disabled={confirm.isPending}>
            {confirm.isPending ? 'Deleting...' : M.confirm}
          </Button>
        </form>
      )}
    </div>
  );
}

/**
 * Delete my account (docs/product.md#delete-account): what goes and what stays, then a code mailed to the
 * account's own address confirms it. The person is signed out at once; the account is erased after the grace
 * period unless they sign in again.
 */
export default function DeleteAccountPage() {
  const queryClient = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  return (
    <section aria-labelledby="delete-account-heading" className="min-h-[70vh] bg-mist pt-24 pb-20">
      <div className="mx-auto max-w-3xl rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
        <h1 id="delete-account-heading" className="text-2xl font-bold text-ink">
          {M.heading}
        </h1>
        {done ? (
          <>
            <ActionNotice notice={{ tone: 'ok', text: done }} look="box" className="mt-4 text-sm" takeFocus />
            <LinkButton to="/" variant="secondary" className="mt-6">
              Go to the home page
            </LinkButton>
          </>
        ) : (
          <SignedInGate
            login={{ notice: 'Sign in to delete your account.', returnTo: DELETE_ACCOUNT_PATH }}
            loadingLabel="Loading your account"
            failure="Your account could not be loaded."
          >
            {(user) =>
              user.role === 'admin' ? (
                <p className="mt-4 text-slate-700">{M.adminRefused}</p>
              ) : (
                <>
                  <p className="mt-2 text-slate-700">{M.intro}</p>
                  <h2 className="mt-6 text-lg font-semibold text-ink">{M.whatGoes}</h2>
                  <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
                    {M.goes.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                  <h2 className="mt-6 text-lg font-semibold text-ink">{M.whatStays}</h2>
                  <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
                    {M.stays.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                  <p className="mt-6 font-medium text-slate-800">{M.grace(ACCOUNT_DELETION.graceDays)}</p>
                  <ConfirmStep
                    onConfirmed={(message) => {
                      setDone(message);
                      // The server ended every session: the site forgets the account now.
                      forgetCurrentUser(queryClient);
                    }}
                  />
                </>
              )
            }
          </SignedInGate>
        )}
      </div>
    </section>
  );
}
