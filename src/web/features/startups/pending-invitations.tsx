import { useState } from 'react';
import { ActionNotice, type ActionOutcome } from '#web/components/ui/status';
import type { StartupProfile } from '#common/startups';
import { ApiError } from '#web/lib/api-client';
import { useInvitationAction } from './api/my-startup';
import { Button } from '#web/components/ui/button';

/**
 * The invitations still waiting, for the startup's founders (docs/product.md#cohorts): each says whether
 * its code still works or has expired, and can be sent again (a new code) or cancelled.
 */
export function PendingInvitations({ startup }: { startup: StartupProfile }) {
  const pending = startup.team.filter((member) => member.pending);
  const resend = useInvitationAction(startup.id, 'resend');
  const cancel = useInvitationAction(startup.id, 'cancel');
  const [answer, setAnswer] = useState<ActionOutcome | null>(null);
  const act = (action: typeof resend, memberId: number) => {
    setAnswer(null);
    action.mutate(memberId, {
      onSuccess: (done) => setAnswer({ tone: 'ok', text: done.message }),
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
      <ActionNotice look="box" notice={answer} />
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
                <Button
                  type="button"
                  variant="secondary"
                  size="sm"
                  disabled={busy}
                  aria-label={`Send again the invitation to ${member.email}`}
                  onClick={() => act(resend, member.id)}
                >
                  Send again
                </Button>
                <Button
                  type="button"
                  variant="secondary"
                  size="sm"
                  disabled={busy}
                  aria-label={`Cancel invitation to ${member.email}`}
                  onClick={() => act(cancel, member.id)}
                >
                  Cancel invitation
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
