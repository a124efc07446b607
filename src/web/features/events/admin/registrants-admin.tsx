import { Link } from 'react-router-dom';
import { adminCheckInPath } from '#common/routes';
import { useId, useState } from 'react';
import { inputClass } from '#web/components/ui/form-styles';
import {
  ActionNotice,
  type ActionOutcome,
  EmptyState,
  QueryStates,
  failedOutcome,
} from '#web/components/ui/status';
import { useEvents } from '../api/get-events';
import { registrantsCsvUrl, useRegistrants, useRemoveRegistrant } from '../api/registrants';
import { AddRegistrantForm, EventMessageForm } from './registrant-forms';
import { STATE_LABELS } from '../registration/format';
import { ClampedText } from '#web/components/ui/clamped-text';
import { CertificatesAdmin } from './certificates-admin';
import { CheckInPanel } from './check-in-panel';
import { defaultRegistrationEvent } from './default-registration-event';
import { Button, buttonClass } from '#web/components/ui/button';
import { PersonName } from '#web/components/ui/person-name';
import { FeedbackAdmin } from '../feedback/feedback-admin';

/**
 * Registrations (docs/product.md#registrants-and-check-in): pick an event with registration on the site,
 * check people in by their code (made for a phone at the door), and see the list with its CSV.
 */
export function RegistrantsAdmin() {
  const events = useEvents();
  const siteEvents = (events.data?.items ?? []).filter((event) => event.registration_mode === 'site');
  const [chosen, setChosen] = useState<number | null>(null);
  const selectId = useId();
  return (
    <QueryStates query={events} loading="Loading events" failure="Events could not be loaded.">
      {() => {
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
            <FeedbackAdmin key={`feedback-${eventId}`} eventId={eventId} />
            <CertificatesAdmin key={`certificates-${eventId}`} eventId={eventId} />
          </div>
        );
      }}
    </QueryStates>
  );
}

function RegistrantTable({ eventId }: { eventId: number }) {
  const remove = useRemoveRegistrant(eventId);
  const [notice, setNotice] = useState<ActionOutcome | null>(null);
  const list = useRegistrants(eventId);
  return (
    <QueryStates
      query={list}
      loading="Loading registrations"
      failure="The registrations could not be loaded."
    >
      {(data) => {
        const counts = data.items.reduce<Record<string, number>>((all, row) => {
          const label = STATE_LABELS[row.state];
          all[label] = (all[label] ?? 0) + 1;
          return all;
        }, {});
        // Once the event has started, a seat holder who is not checked in did not come.
        if (data.started) counts['No-shows'] = data.items.filter((row) => row.state === 'registered').length;
        return (
          <div className="space-y-8">
            <section aria-labelledby="registrants-heading">
              <div className="flex flex-wrap items-end justify-between gap-3">
                <h3 id="registrants-heading" className="text-lg font-bold text-ink">
                  Registrations ({data.items.length})
                </h3>
                <a
                  href={registrantsCsvUrl(eventId)}
                  download
                  className={buttonClass({ variant: 'secondary' })}
                >
                  Download CSV
                </a>
              </div>
              <p className="mt-1 text-sm text-slate-600">
                {Object.entries(counts)
                  .map(([label, count]) => `${label}: ${count}`)
                  .join(' · ') || 'Nobody has registered yet.'}
              </p>
              {data.items.length > 0 && (
                <ul className="mt-4 divide-y divide-slate-100 rounded-2xl bg-white ring-1 ring-slate-200">
                  {data.items.map((row) => (
                    <li key={row.id} className="flex flex-wrap items-start justify-between gap-2 p-3">
                      <div className="min-w-0">
                        <PersonName name={row.name} email={row.email} stacked />
                        {row.answer && (
                          <ClampedText
                            text={`${data.question || 'Answer'}: ${row.answer}`}
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
                          <Button
                            type="button"
                            variant="dangerLink"
                            aria-label={`Remove ${row.name}`}
                            disabled={remove.isPending}
                            onClick={() => {
                              if (window.confirm(`Remove ${row.name} from this event?`))
                                remove.mutate(row.id, {
                                  onSuccess: (answer) => setNotice({ tone: 'ok', text: answer.message }),
                                  onError: (error) => setNotice(failedOutcome(error)),
                                });
                            }}
                          >
                            Remove
                          </Button>
                        )}
                      </div>
                    </li>
                  ))}
                </ul>
              )}
              <ActionNotice notice={notice} className="mt-2 text-sm font-semibold" />
            </section>
            <AddRegistrantForm eventId={eventId} />
            <EventMessageForm eventId={eventId} started={data.started} />
          </div>
        );
      }}
    </QueryStates>
  );
}
