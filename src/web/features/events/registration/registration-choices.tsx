import { useState } from 'react';
import type { MyRegistration } from '#common/event-registrations';
import { Button } from '#web/components/ui/button';
import type { ActionOutcome } from '#web/components/ui/status';
import { ApiError } from '#web/lib/api-client';
import { useRegistrationAction } from './api/registrations';

type RegistrationKind = 'register' | 'cancel' | 'claim';

/**
 * Sends one registration action for an event and keeps its outcome for an `ActionNotice`: the server's message,
 * or its error's (docs/product.md#event-registration).
 */
export function useRegistrationRun(eventId: number, answer?: string) {
  const action = useRegistrationAction();
  const [notice, setNotice] = useState<ActionOutcome | null>(null);
  const run = (kind: RegistrationKind) => {
    setNotice(null);
    action.mutate(
      { action: kind, eventId, answer },
      {
        onSuccess: (result) => setNotice({ tone: 'ok', text: result.message }),
        onError: (error) =>
          setNotice({
            tone: 'error',
            text: error instanceof ApiError ? error.message : 'Something went wrong. Please try again.',
          }),
      },
    );
  };
  return { run, notice, pending: action.isPending };
}

/**
 * What a person can do about a registration they hold: claim or decline an offered seat, cancel, leave the
 * waitlist. `eventName` goes into each button's name where several events' buttons stand on one page;
 * `withdraw: false` leaves out Cancel and Leave (an event card, whose event page has them).
 */
export function RegistrationChoices({
  state,
  pending,
  run,
  eventName,
  withdraw = true,
}: {
  state: MyRegistration['state'];
  pending: boolean;
  run: (kind: RegistrationKind) => void;
  eventName?: string;
  withdraw?: boolean;
}) {
  const forEvent = eventName ? <span className="sr-only">: {eventName}</span> : null;
  const secondary = (label: string) => (
    <Button type="button" variant="secondary" size="sm" disabled={pending} onClick={() => run('cancel')}>
      {label}
      {forEvent}
    </Button>
  );
  if (state === 'offered') {
    return (
      <>
        <Button type="button" size="sm" disabled={pending} onClick={() => run('claim')}>
          Claim the seat{forEvent}
        </Button>
        {secondary('Decline')}
      </>
    );
  }
  if (!withdraw) return null;
  if (state === 'registered') return secondary('Cancel registration');
  if (state === 'waitlisted') return secondary('Leave the waitlist');
  return null;
}
