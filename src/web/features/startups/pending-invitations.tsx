import { useState } from 'react';
import type { StartupProfile } from '#common/startups';
import { FormMessage } from '#web/components/ui/form-field';
import { ApiError } from '#web/lib/api-client';
import { useInvitationAction } from './api/my-startup';

const actionButton =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-white px-4 text-sm font-semibold text-ink ring-1 ring-slate-300 hover:bg-mist disabled:opacity-70';

/**
 * The invitations still waiting, for the startup's founders (docs/product.md#cohorts): each says whether
 * its code still works or has expired, and can be sent again (a new code) or cancelled.
 */
export function PendingInvitations({ startup }: { startup: StartupProfile }) {
  const pending = startup.team.filter((member) => member.pending);
  const resend = useInvitationAction(startup.id, 'resend');
  const cancel = useInvitationAction(startup.id, 'cancel');
  const [answer, setAnswer] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const act = (action: typeof resend, memberId: number) => {
    setAnswer(null);
    action.mutate(memberId, {
      onSuccess: (done) => setAnswer({ tone: 'success', text: done.message }),
      onError: (error) =>
        setAnswer({
          tone: 'error',
          text:
            error instanceof ApiError
              ? error.message
              : 'The invitation could not be changed. Check your connection and try again.',
        }),
    });
  };
  const busy = resend.isPending || cancel.isPending;
  return (
    <div>
      <h4 className="font-bold text-ink">Pending invitations</h4>
      <div aria-live="polite">{answer && <FormMessage tone={answer.tone}>{answer.text}</FormMessage>}</div>
      {pending.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">No invitation is waiting.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200">
          {pending.map((member) => (
            <li key={member.id} className="space-y-2 py-3">
              <div className="flex flex-wrap justify-between gap-x-3">
                <span className="min-w-0 break-all text-ink">{member.email}</span>
                {member.expired ? (
                  <span className="text-sm font-semibold text-amber-800">Expired</span>
                ) : (
                  <span className="text-sm text-slate-600">Invited, not joined yet</span>
                )}
              </div>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={actionButton}
                  disabled={busy}
                  aria-label={`Send the invitation to ${member.email} again`}
                  onClick={() => act(resend, member.id)}
                >
                  Send again
                </button>
                <button
                  type="button"
                  className={actionButton}
                  disabled={busy}
                  aria-label={`Cancel the invitation to ${member.email}`}
                  onClick={() => act(cancel, member.id)}
                >
                  Cancel invitation
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
