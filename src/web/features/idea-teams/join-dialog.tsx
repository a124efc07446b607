import { useId, useState } from 'react';
import type { WallIdea } from '#common/opportunities';
import { IDEA_TEAM_LIMITS as L, joinRequestSchema } from '#common/idea-teams';
import { Field, FormMessage } from '#web/components/ui/form-field';
import { FormActions } from '#web/components/ui/form-actions';
import { ModalDialog } from '#web/components/ui/modal-dialog';
import { serverMessageOr, useServerForm } from '#web/lib/use-server-form';
import { useAskToJoin } from './api/idea-teams';
import { Button } from '#web/components/ui/button';
import { PrivacyNoticeLine } from '#web/components/ui/privacy-notice-line';

/** "Ask to join" (docs/product.md#idea-teams): a message and the skills offered, loaded when opened. */
export default function JoinDialog({ idea, onClose }: { idea: WallIdea; onClose: () => void }) {
  const headingId = useId();
  const send = useAskToJoin(idea.id);
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
    formError,
    clearFormError,
    showServerError,
  } = useServerForm(joinRequestSchema, {
    defaultValues: { message: '', skills: '' },
    failureMessage: serverMessageOr('Your request could not be sent. Please try again.'),
  });
  const onSubmit = handleSubmit((values) => {
    clearFormError();
    send.mutate(values, { onSuccess: (answer) => setSent(answer.message), onError: showServerError });
  });
  return (
    <ModalDialog labelledBy={headingId} onClose={onClose}>
      <h2 id={headingId} className="text-xl font-bold text-ink">
        Ask to join
      </h2>
      <p className="mt-1 text-sm wrap-anywhere text-slate-600">{idea.title}</p>
      {sent ? (
        <div className="mt-5 space-y-5">
          <FormMessage tone="success">{sent}</FormMessage>
          <Button type="button" onClick={onClose} autoFocus>
            Close
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="mt-5 space-y-5" aria-label="Ask to join">
          {idea.skillsWanted && (
            <p className="text-sm wrap-anywhere text-slate-700">
              <span className="font-semibold text-ink">The team looks for: </span>
              {idea.skillsWanted}
            </p>
          )}
          <Field
            label="Message to the owner"
            required
            multiline
            rows={4}
            maxLength={L.message}
            hint="Your contact details are shared only if the owner accepts."
            error={errors.message?.message}
            registration={register('message')}
          />
          <Field
            label="Skills you offer"
            maxLength={L.skills}
            placeholder="e.g. React, circuit design, market research"
            error={errors.skills?.message}
            registration={register('skills')}
          />
          <FormActions
            formError={formError}
            pending={send.isPending}
            submitLabel="Send request"
            pendingLabel="Sending…"
            onCancel={onClose}
          />
          <PrivacyNoticeLine section="applications" />
        </form>
      )}
    </ModalDialog>
  );
}
