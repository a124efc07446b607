import { useState } from 'react';
import { COHORT_INVITE_DAYS, invitationInputSchema, STARTUP_LIMITS } from '#common/startups';
import { FormError, FormField, FormMessage } from '#web/components/ui/form-field';
import { apiMessageOr, useServerForm } from '#web/lib/use-server-form';
import { useInviteMember } from './api/my-startup';
import { Button } from '#web/components/ui/button';
import { PrivacyNoticeLine } from '#web/components/ui/privacy-notice-line';

/** A founder invites a team member by email: a code that works for 14 days (docs/product.md#cohorts). */
export function InviteMemberForm({ startupId }: { startupId: number }) {
  const invite = useInviteMember(startupId);
  const [sent, setSent] = useState<string | null>(null);
  const form = useServerForm(invitationInputSchema, {
    defaultValues: { email: '' },
    failureMessage: apiMessageOr('The invitation could not be sent. Check your connection and try again.'),
  });
  const submit = form.handleSubmit((values) => {
    form.clearFormError();
    setSent(null);
    invite.mutate(values.email, {
      onSuccess: (answer) => {
        setSent(answer.message);
        form.reset();
      },
      onError: form.showServerError,
    });
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="invite-heading">
      <h4 id="invite-heading" className="font-bold text-ink">
        Invite a team member
      </h4>
      <p className="mt-1 text-sm text-slate-600">
        They get a code by email that works for {COHORT_INVITE_DAYS} days; they sign in with that address and
        type it on this page.
      </p>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <FormField
            form={form}
            name="email"
            label="Email address"
            type="email"
            autoComplete="off"
            maxLength={STARTUP_LIMITS.email}
          />
        </div>
        <Button type="submit" className="sm:mt-6" disabled={invite.isPending}>
          {invite.isPending ? 'Sending...' : 'Send invitation'}
        </Button>
      </div>
      <div className="mt-2" aria-live="polite">
        <FormError message={form.formError} />
        {sent && <FormMessage tone="success">{sent}</FormMessage>}
      </div>
      <PrivacyNoticeLine section="cohorts" />
    </form>
  );
}
