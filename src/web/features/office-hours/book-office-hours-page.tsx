import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { MentorAvailability, SlotView } from '#common/office-hours';
import { PageSpinner, EmptyState, QueryStates } from '#web/components/ui/status';
import { SignedInPage } from '#web/features/auth';
import { usePageTitle } from '#web/lib/use-page-meta';
import { useQueryClient } from '@tanstack/react-query';
import { useMentorSlots } from './api/mentor-slots';
import { useMentors } from './api/mentors';
import { BookDialog } from './book-dialog';
import { officeHoursKeys } from './query-keys';
import { dayIn, formatSlot, SessionTime, viewerZone } from './session-time';
import { dateTimeFormat } from '#common/intl-cache';
import { Button } from '#web/components/ui/button';

/** /office-hours (docs/product.md#office-hours): cohort members pick a mentor and book a free slot. */
export default function BookOfficeHoursPage() {
  usePageTitle('Office hours');
  return (
    <SignedInPage
      headingId="office-hours-heading"
      title="Mentor office hours"
      intro={`Book a session with a mentor. Times are in your time zone (${viewerZone()}); the centre’s time is shown beside them when it differs.`}
      returnTo="/office-hours"
      loginNotice="Sign in to book a mentor’s office hours."
      loadingLabel="Loading office hours"
    >
      {() => <Mentors />}
    </SignedInPage>
  );
}

interface Choice {
  slot: SlotView;
  mentor: Pick<MentorAvailability, 'name'>;
}

function Mentors() {
  const mentors = useMentors();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<number | null>(null);
  const [choice, setChoice] = useState<Choice | null>(null);
  return (
    <QueryStates
      query={mentors}
      pending={<PageSpinner label="Loading office hours" />}
      failure="Office hours could not be loaded."
    >
      {(data) => {
        const { centreTimeZone, canBook } = data;
        if (!canBook)
          return (
            <EmptyState title="Office hours are for cohort members">
              Members of a current cohort book mentors here. Once your startup joins a cohort, the mentors’
              free slots appear on this page.
            </EmptyState>
          );
        if (data.mentors.length === 0)
          return (
            <EmptyState title="No mentor has published office hours yet">
              Please look again in a few days.
            </EmptyState>
          );
        const close = (booked: boolean) => {
          setChoice(null);
          if (booked) void queryClient.invalidateQueries({ queryKey: officeHoursKeys.mentors });
        };
        return (
          <>
            <p className="mb-4">
              <Link to="/my/office-hours" className="font-semibold text-brand-dark hover:underline">
                My office hours
              </Link>
            </p>
            <ul className="space-y-4">
              {data.mentors.map((mentor) => (
                <li key={mentor.userId}>
                  <article
                    aria-labelledby={`mentor-${mentor.userId}`}
                    className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
                  >
                    <h2 id={`mentor-${mentor.userId}`} className="text-lg font-semibold text-ink">
                      {mentor.name}
                    </h2>
                    {mentor.field ? <p className="text-sm text-slate-600">{mentor.field}</p> : null}
                    <p className="text-sm text-slate-600">
                      {mentor.slotMinutes}-minute sessions · the mentor is in {mentor.timeZone}
                    </p>
                    {mentor.nextSlots.length === 0 ? (
                      <p className="mt-3 text-sm text-slate-700">No free slots in the next four weeks.</p>
                    ) : (
                      <>
                        <h3 className="mt-3 text-sm font-semibold text-ink">Next free slots</h3>
                        <ul className="mt-2 flex flex-wrap gap-2">
                          {mentor.nextSlots.map((slot) => (
                            <li key={slot.id}>
                              <Button
                                type="button"
                                variant="secondary"
                                size="xs"
                                onClick={() => setChoice({ slot, mentor })}
                              >
                                {formatSlot(slot.startsAt, viewerZone())}
                              </Button>
                            </li>
                          ))}
                        </ul>
                        <Button
                          type="button"
                          variant="secondary"
                          className="mt-3"
                          aria-expanded={open === mentor.userId}
                          onClick={() => setOpen(open === mentor.userId ? null : mentor.userId)}
                        >
                          {open === mentor.userId ? 'Hide all slots' : 'All free slots'}
                          <span className="sr-only"> of {mentor.name}</span>
                        </Button>
                        {open === mentor.userId ? (
                          <AllSlots
                            mentorId={mentor.userId}
                            onChoose={(slot) => setChoice({ slot, mentor })}
                          />
                        ) : null}
                      </>
                    )}
                  </article>
                </li>
              ))}
            </ul>
            {choice ? (
              <BookDialog
                slot={choice.slot}
                mentorName={choice.mentor.name}
                centreZone={centreTimeZone}
                onClose={close}
              />
            ) : null}
          </>
        );
      }}
    </QueryStates>
  );
}

function AllSlots({ mentorId, onChoose }: { mentorId: number; onChoose: (slot: SlotView) => void }) {
  const slots = useMentorSlots(mentorId);
  return (
    <QueryStates query={slots} loading="Loading the slots" failure="The slots could not be loaded.">
      {(data) => {
        const zone = viewerZone();
        const days = new Map<string, SlotView[]>();
        for (const slot of data.slots) {
          const day = dayIn(slot.startsAt, zone);
          days.set(day, [...(days.get(day) ?? []), slot]);
        }
        if (days.size === 0)
          return <p className="mt-3 text-sm text-slate-700">No free slots in the next four weeks.</p>;
        return (
          <div className="mt-3 space-y-3">
            {[...days.entries()].map(([day, list]) => (
              <div key={day}>
                <h4 className="text-sm font-semibold text-ink">
                  {dateTimeFormat('en-IN', {
                    weekday: 'long',
                    day: 'numeric',
                    month: 'long',
                    timeZone: 'UTC',
                  }).format(new Date(`${day}T00:00:00Z`))}
                </h4>
                <ul className="mt-1 flex flex-wrap gap-2">
                  {list.map((slot) => (
                    <li key={slot.id}>
                      <Button type="button" variant="secondary" size="xs" onClick={() => onChoose(slot)}>
                        <span className="sr-only">Book </span>
                        <SessionTime iso={slot.startsAt} centreZone={data.centreTimeZone} withDay={false} />
                      </Button>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        );
      }}
    </QueryStates>
  );
}
