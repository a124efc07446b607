import { useState } from 'react';
import { acceptInvitationInputSchema } from '#common/startups';
import { FormError, FormField, FormMessage } from '#web/components/ui/form-field';
import { serverMessageOr, useServerForm } from '#web/lib/use-server-form';
import { useJoinCohort } from './api/my-cohorts';
import { PrivacyNoticeLine } from '#web/components/ui/privacy-notice-line';
import { Button } from '#web/components/ui/button';

/** The code from an invitation mail joins the signed-in person to their startup's team. */
export function JoinCohortForm() {
  const join = useJoinCohort();
  const [joined, setJoined] = useState<string | null>(null);
  const form = useServerForm(acceptInvitationInputSchema, {
    defaultValues: { code: '' },
    failureMessage: serverMessageOr('We could not check the code. Please try again.'),
  });
  const submit = form.handleSubmit((values) => {
    form.clearFormError();
    join.mutate(values.code, {
      onSuccess: (answer) => {
        setJoined(answer.message);
        form.reset();
      },
      onError: form.showServerError,
    });
  });
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 className="text-xl font-bold text-ink">Join your team</h2>
      <p className="mt-1 mb-4 text-slate-600">
        Type the code from the invitation your founder sent to this address.
      </p>
      <FormField
        form={form}
        name="code"
        label="Invitation code"
        autoComplete="one-time-code"
        maxLength={20}
      />
      <FormError message={form.formError} />
      {joined && <FormMessage tone="success">{joined}</FormMessage>}
      <Button type="submit" className="mt-4" disabled={join.isPending}>
        {join.isPending ? 'Joining...' : 'Join'}
      </Button>
      <PrivacyNoticeLine section="cohorts" />
    </form>
  );
}
