import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { MyRegistration } from '#common/event-registrations';
import { REGISTRATION_LIMITS } from '#common/event-registrations-constants';
import { eventPagePath } from '#common/events-constants';
import type { CentreEvent } from '#common/events';
import { inputClass } from '#web/components/ui/form-styles';
import { useDisplayUser, useRequireLogin } from '#web/features/auth';
import { ApiError } from '#web/lib/api-client';
import { ActionNotice, type ActionOutcome } from '#web/components/ui/status';
import { findActive, useMyRegistrations, useRegistrationAction } from './api/registrations';
import { CheckInCode } from './check-in-code';
import { STATE_STYLES, describeState, seatsText } from './format';

const button =
  'inline-flex items-center justify-center rounded-full px-5 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-70';
const mainButton = `${button} bg-brand-dark text-white shadow hover:bg-ink`;
const plainButton = `${button} text-brand-dark ring-1 ring-slate-300 hover:bg-mist`;

interface RegistrationBoxProps {
  event: CentreEvent;
  /** The event has not started: registering is possible. */
  open: boolean;
  /** On a card: no answer field (the event's page has it), shorter wording. */
  compact?: boolean;
  timezone?: string;
}

/**
 * Registration on the site (docs/product.md#event-registration): seats left, the person's own state, and
 * what they can do next (register, leave, cancel, claim or decline).
 */
export function RegistrationBox({ event, open, compact = false, timezone }: RegistrationBoxProps) {
  const user = useDisplayUser();
  const mine = useMyRegistrations(user !== null);
  const active = findActive(mine.data?.items, event.id);
  const action = useRegistrationAction();
  const requireLogin = useRequireLogin();
  const [answer, setAnswer] = useState('');
  const [notice, setNotice] = useState<ActionOutcome | null>(null);
  const answerId = useId();

  const run = (kind: 'register' | 'cancel' | 'claim') => {
    setNotice(null);
    action.mutate(
      { action: kind, eventId: event.id, answer },
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

  const register = () => {
    if (!user) {
      requireLogin({ notice: 'Sign in to register for this event.', returnTo: eventPagePath(event.id) });
      return;
    }
    run('register');
  };

  const asksQuestion = Boolean(event.registration_question);
  const full = event.seats_left === 0 || event.waitlist_count > 0;
  return (
    <div className="w-full space-y-3 text-sm">
      {open && event.seats_left !== null && (
        <p className="font-semibold text-ink">{seatsText(event.seats_left, event.waitlist_count)}</p>
      )}
      {active ? <OwnState item={active} timezone={timezone} /> : null}
      {active?.state === 'registered' && active.check_in_code && !compact && (
        <CheckInCode code={active.check_in_code} />
      )}
      {open && !active && asksQuestion && !compact && (
        <div>
          <label htmlFor={answerId} className="block font-medium text-ink">
            {event.registration_question} <span className="font-normal text-slate-600">(optional)</span>
          </label>
          <textarea
            id={answerId}
            rows={2}
            maxLength={REGISTRATION_LIMITS.answer}
            value={answer}
            onChange={(change) => setAnswer(change.target.value)}
            className={inputClass}
          />
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {open &&
          !active &&
          (compact && asksQuestion ? (
            <Link to={eventPagePath(event.id)} className={mainButton}>
              {full ? 'Join the waitlist' : 'Register'}
              <span className="sr-only"> for {event.name}</span>
            </Link>
          ) : (
            <button type="button" className={mainButton} disabled={action.isPending} onClick={register}>
              {action.isPending ? 'Registering...' : full ? 'Join the waitlist' : 'Register'}
              <span className="sr-only"> for {event.name}</span>
            </button>
          ))}
        {active?.state === 'offered' && (
          <>
            <button
              type="button"
              className={mainButton}
              disabled={action.isPending}
              onClick={() => run('claim')}
            >
              Claim the seat
            </button>
            <button
              type="button"
              className={plainButton}
              disabled={action.isPending}
              onClick={() => run('cancel')}
            >
              Decline
            </button>
          </>
        )}
        {active?.state === 'registered' && !compact && (
          <button
            type="button"
            className={plainButton}
            disabled={action.isPending}
            onClick={() => run('cancel')}
          >
            Cancel registration
          </button>
        )}
        {active?.state === 'waitlisted' && !compact && (
          <button
            type="button"
            className={plainButton}
            disabled={action.isPending}
            onClick={() => run('cancel')}
          >
            Leave the waitlist
          </button>
        )}
      </div>
      <ActionNotice notice={notice} className="" />
    </div>
  );
}

function OwnState({ item, timezone }: { item: MyRegistration; timezone?: string }) {
  return (
    <p className="flex flex-wrap items-center gap-2">
      <span className="text-slate-700">Your place:</span>
      <span className={`rounded-full px-3 py-1 text-xs font-bold ${STATE_STYLES[item.state]}`}>
        {describeState(item, timezone)}
      </span>
      <Link to="/my/events" className="font-semibold text-brand-dark hover:underline">
        My events
      </Link>
    </p>
  );
}
