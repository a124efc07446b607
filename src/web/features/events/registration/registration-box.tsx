import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { MyRegistration } from '#common/event-registrations';
import { REGISTRATION_LIMITS } from '#common/event-registrations-constants';
import { eventPagePath } from '#common/events-constants';
import type { CentreEvent } from '#common/events';
import { inputClass } from '#web/components/ui/form-styles';
import { useDisplayUser, useRequireLogin } from '#web/features/auth';
import { ActionNotice } from '#web/components/ui/status';
import { findActive, useMyRegistrations } from './api/registrations';
import { RegistrationChoices, useRegistrationRun } from './registration-choices';
import { CheckInCode } from './check-in-code';
import { REGISTER_LABEL, WAITLIST_LABEL, isFull } from '#common/event-wording';
import { STATE_STYLES, describeState } from './format';
import { Button, LinkButton } from '#web/components/ui/button';

// Shown on an event's own page only; event cards on home's first paint do not carry it (docs/performance.md).
const PrivacyNoticeLine = lazy(() =>
  import('#web/components/ui/privacy-notice-line').then((module) => ({ default: module.PrivacyNoticeLine })),
);

interface RegistrationBoxProps {
  event: CentreEvent;
  /** The event has not started: registering is possible. */
  open: boolean;
  /** On a card: no answer field (the event's page has it), shorter wording. */
  compact?: boolean;
  timezone?: string;
}

/**
 * Registration on the site (docs/product.md#event-registration): the person's own state, and
 * what they can do next (register, leave, cancel, claim or decline).
 */
export function RegistrationBox({ event, open, compact = false, timezone }: RegistrationBoxProps) {
  const user = useDisplayUser();
  const mine = useMyRegistrations(user !== null);
  const active = findActive(mine.data?.items, event.id);
  const requireLogin = useRequireLogin();
  const [answer, setAnswer] = useState('');
  const { run, notice, pending } = useRegistrationRun(event.id, answer);
  const answerId = useId();

  const register = () => {
    if (!user) {
      requireLogin({ notice: 'Sign in to register for this event.', returnTo: eventPagePath(event.id) });
      return;
    }
    run('register');
  };

  const asksQuestion = Boolean(event.registration_question);
  const full = isFull(event);
  return (
    <div className="w-full space-y-3 text-sm">
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
            <LinkButton to={eventPagePath(event.id)} size="sm">
              {/* One flex item: a space at the start of its own item would be dropped from the name. */}
              <span>
                {full ? WAITLIST_LABEL : REGISTER_LABEL}
                <span className="sr-only"> for {event.name}</span>
              </span>
            </LinkButton>
          ) : (
            <Button type="button" size="sm" disabled={pending} onClick={register}>
              {/* One flex item: a space at the start of its own item would be dropped from the name. */}
              <span>
                {pending ? 'Registering...' : full ? WAITLIST_LABEL : REGISTER_LABEL}
                <span className="sr-only"> for {event.name}</span>
              </span>
            </Button>
          ))}
        {active && (
          <RegistrationChoices state={active.state} pending={pending} run={run} withdraw={!compact} />
        )}
      </div>
      {open && !active && !compact && (
        <Suspense fallback={null}>
          <PrivacyNoticeLine section="events" />
        </Suspense>
      )}
      <ActionNotice notice={notice} className="" takeFocus />
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
