import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { adminCheckInPath } from '#common/routes';
import { EmailText } from '#web/components/ui/email-text';
import { useId, useState } from 'react';
import type { RegistrantList } from '#common/event-registrations';
import { inputClass, secondaryButton } from '#web/components/ui/form-styles';
import {
  ActionNotice,
  type ActionOutcome,
  EmptyState,
  ErrorNotice,
  Spinner,
} from '#web/components/ui/status';
import { ApiError, apiRequest } from '#web/lib/api-client';
import { useEvents } from '../api/get-events';
import { registrantKeys, useRemoveRegistrant } from '../api/registrants';
import { AddRegistrantForm, EventMessageForm } from './registrant-forms';
import { STATE_LABELS } from '../registration/format';
import { ClampedText } from '#web/components/ui/clamped-text';
import { CheckInPanel } from './check-in-panel';
import { defaultRegistrationEvent } from './default-registration-event';

/**
 * Registrations (docs/product.md#registrants-and-check-in): pick an event with registration on the site,
 * check people in by their code (made for a phone at the door), and see the list with its CSV.
 */
export function RegistrantsAdmin() {
  const events = useEvents();
  const siteEvents = (events.data?.items ?? []).filter((event) => event.registration_mode === 'site');
  const [chosen, setChosen] = useState<number | null>(null);
  const selectId = useId();
  if (events.isError)
    return <ErrorNotice onRetry={() => void events.refetch()}>Events could not be loaded.</ErrorNotice>;
  if (!events.data) return <Spinner label="Loading events" />;
  if (siteEvents.length === 0)
    return (
      <EmptyState title="No event takes registrations on this site">
        Choose “On this site” under “Where people register” in an event’s form.
      </EmptyState>
    );
  const eventId = chosen ?? defaultRegistrationEvent(siteEvents, new Date())!.id;
  return (
    <div className="space-y-8">
      <div>
        <label htmlFor={selectId} className="block font-medium text-ink">
          Event
        </label>
        <select
          id={selectId}
          className={`${inputClass} max-w-full truncate`}
          value={eventId}
          onChange={(change) => setChosen(Number(change.target.value))}
        >
          {siteEvents.map((event) => (
            <option key={event.id} value={event.id}>
              {event.name} ({event.start_date})
            </option>
          ))}
        </select>
      </div>
      <div>
        <CheckInPanel eventId={eventId} />
        <p className="mt-2 text-sm">
          <Link to={adminCheckInPath(eventId)} className="font-semibold text-brand-dark underline">
            Open the check-in page for this event
          </Link>{' '}
          (bookmark it on the phone at the door)
        </p>
      </div>
      <RegistrantTable key={eventId} eventId={eventId} />
    </div>
  );
}

function RegistrantTable({ eventId }: { eventId: number }) {
  const remove = useRemoveRegistrant(eventId);
  const [notice, setNotice] = useState<ActionOutcome | null>(null);
  const list = useQuery({
    queryKey: registrantKeys.list(eventId),
    queryFn: () => apiRequest<RegistrantList>(`/api/events/${eventId}/registrations`),
  });
  if (list.isError)
    return (
      <ErrorNotice onRetry={() => void list.refetch()}>The registrations could not be loaded.</ErrorNotice>
    );
  if (!list.data) return <Spinner label="Loading registrations" />;
  const counts = list.data.items.reduce<Record<string, number>>((all, row) => {
    const label = STATE_LABELS[row.state];
    all[label] = (all[label] ?? 0) + 1;
    return all;
  }, {});
  // Once the event has started, a seat holder who is not checked in did not come.
  if (list.data.started)
    counts['No-shows'] = list.data.items.filter((row) => row.state === 'registered').length;
  return (
    <div className="space-y-8">
      <section aria-labelledby="registrants-heading">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h3 id="registrants-heading" className="text-lg font-bold text-ink">
            Registrations ({list.data.items.length})
          </h3>
          <a href={`/api/events/${eventId}/registrations.csv`} download className={secondaryButton}>
            Download CSV
          </a>
        </div>
        <p className="mt-1 text-sm text-slate-600">
          {Object.entries(counts)
            .map(([label, count]) => `${label}: ${count}`)
            .join(' · ') || 'Nobody has registered yet.'}
        </p>
        {list.data.items.length > 0 && (
          <ul className="mt-4 divide-y divide-slate-100 rounded-2xl bg-white ring-1 ring-slate-200">
            {list.data.items.map((row) => (
              <li key={row.id} className="flex flex-wrap items-start justify-between gap-2 p-3">
                <div className="min-w-0">
                  <p className="font-semibold wrap-anywhere text-ink">{row.name || row.email}</p>
                  <p className="text-sm wrap-anywhere text-slate-600">
                    <EmailText email={row.email} />
                  </p>
                  {row.answer && (
                    <ClampedText
                      text={`${list.data.question || 'Answer'}: ${row.answer}`}
                      className="text-sm text-slate-700"
                    />
                  )}
                </div>
                <div className="flex flex-col items-end gap-2">
                  <span className="text-sm font-semibold text-slate-700">
                    {STATE_LABELS[row.state]}
                    {row.waitlist_position ? ` (number ${row.waitlist_position})` : ''}
                  </span>
                  {row.state !== 'cancelled' && (
                    <button
                      type="button"
                      aria-label={`Remove ${row.name || row.email}`}
                      className="text-sm font-semibold text-red-800 underline disabled:opacity-60"
                      disabled={remove.isPending}
                      onClick={() => {
                        if (window.confirm(`Remove ${row.name || row.email} from this event?`))
                          remove.mutate(row.id, {
                            onSuccess: (answer) => setNotice({ tone: 'ok', text: answer.message }),
                            onError: (error) =>
                              setNotice({
                                tone: 'error',
                                text: error instanceof ApiError ? error.message : 'Please try again.',
                              }),
                          });
                      }}
                    >
                      Remove
                    </button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
        <ActionNotice notice={notice} className="mt-2 text-sm font-semibold" />
      </section>
      <AddRegistrantForm eventId={eventId} />
      <EventMessageForm eventId={eventId} started={list.data.started} />
    </div>
  );
}
