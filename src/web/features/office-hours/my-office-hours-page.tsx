import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { BookingView, MyOfficeHours } from '#common/office-hours';
import { nextDate } from '#common/office-hours-slots';
import { EmptyState, PageSpinner, QueryStates } from '#web/components/ui/status';
import { SignedInPage } from '#web/features/auth';
import { usePageTitle } from '#web/lib/use-page-meta';
import { useMyOfficeHours } from './api/my-office-hours';
import { AddWindowForm, SettingsForm, WindowList } from './mentor-availability';
import { dayIn, viewerZone } from './session-time';
import { SessionCard } from './sessions';
import { dateTimeFormat } from '#common/intl-cache';
import { Button } from '#web/components/ui/button';

const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200';

/** /my/office-hours (docs/product.md#office-hours): a mentor's availability and week; anyone's sessions. */
export default function MyOfficeHoursPage() {
  usePageTitle('My office hours');
  return (
    <SignedInPage
      headingId="my-office-hours-heading"
      title="My office hours"
      intro={`Mentor sessions you offer or booked. Times are in your time zone (${viewerZone()}).`}
      returnTo="/my/office-hours"
      loginNotice="Sign in to see your office hours."
      loadingLabel="Loading your office hours"
    >
      {() => <Mine />}
    </SignedInPage>
  );
}

function Mine() {
  const mine = useMyOfficeHours();
  return (
    <QueryStates
      query={mine}
      pending={<PageSpinner label="Loading your office hours" />}
      failure="Your office hours could not be loaded."
    >
      {(data) => {
        const asFounder = data.bookings.filter((booking) => booking.side === 'founder');
        return (
          <div className="space-y-10">
            {data.isMentor ? <MentorSide data={data} /> : null}
            <section aria-labelledby="booked-heading" className="space-y-4">
              <h2 id="booked-heading" className="text-2xl font-bold text-ink">
                Sessions you booked
              </h2>
              {data.canBook ? (
                <p>
                  <Link to="/office-hours" className="font-semibold text-brand-dark hover:underline">
                    Book a mentor
                  </Link>
                </p>
              ) : null}
              {asFounder.length === 0 ? (
                <EmptyState title="No sessions booked">
                  {data.canBook
                    ? 'Choose a mentor and a free slot on the office-hours page.'
                    : 'Members of a current cohort book mentors’ office hours here.'}
                </EmptyState>
              ) : (
                <SessionList bookings={asFounder} centreZone={data.centreTimeZone} />
              )}
            </section>
          </div>
        );
      }}
    </QueryStates>
  );
}

function SessionList({ bookings, centreZone }: { bookings: BookingView[]; centreZone: string }) {
  return (
    <ul className="space-y-4">
      {bookings.map((booking) => (
        <li key={booking.id}>
          <SessionCard booking={booking} centreZone={centreZone} />
        </li>
      ))}
    </ul>
  );
}

/** Monday (YYYY-MM-DD) of the week holding `day`. */
function mondayOf(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
  return nextDate(day, -weekday);
}

const dayLabel = (day: string) =>
  dateTimeFormat('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

function MentorSide({ data }: { data: MyOfficeHours }) {
  const zone = viewerZone();
  const [monday, setMonday] = useState(() => mondayOf(dayIn(new Date().toISOString(), zone)));
  const days = Array.from({ length: 7 }, (_, i) => nextDate(monday, i));
  const mentoring = data.bookings.filter((booking) => booking.side === 'mentor');
  const inWeek = (day: string) =>
    mentoring
      .filter((booking) => dayIn(booking.startsAt, zone) === day)
      .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  return (
    <>
      <section aria-labelledby="week-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="week-heading" className="text-2xl font-bold text-ink">
            Your week from {dayLabel(monday)}
          </h2>
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="secondary" onClick={() => setMonday(nextDate(monday, -7))}>
              Previous week
            </Button>
            <Button type="button" variant="secondary" onClick={() => setMonday(nextDate(monday, 7))}>
              Next week
            </Button>
          </div>
        </div>
        <ol className="space-y-3">
          {days.map((day) => {
            const sessions = inWeek(day);
            return (
              <li key={day} className={card}>
                <h3 className="font-semibold text-ink">{dayLabel(day)}</h3>
                {sessions.length === 0 ? (
                  <p className="text-sm text-slate-600">No sessions.</p>
                ) : (
                  <ul className="mt-3 space-y-3">
                    {sessions.map((booking) => (
                      <li key={booking.id}>
                        <SessionCard booking={booking} centreZone={data.centreTimeZone} />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      </section>
      <section aria-labelledby="availability-heading" className="space-y-4">
        <h2 id="availability-heading" className="text-2xl font-bold text-ink">
          Your availability
        </h2>
        <div className={card}>
          <h3 className="mb-3 font-semibold text-ink">Settings</h3>
          <SettingsForm settings={data.settings} centreZone={data.centreTimeZone} />
        </div>
        {data.settings ? (
          <>
            <div className={card}>
              <h3 className="mb-3 font-semibold text-ink">Published windows</h3>
              <WindowList windows={data.windows} />
            </div>
            <div className={card}>
              <h3 className="mb-3 font-semibold text-ink">Add availability</h3>
              <AddWindowForm timeZone={data.settings.timeZone} />
            </div>
          </>
        ) : (
          <p className="text-slate-700">
            Save your settings first; then publish the times founders may book.
          </p>
        )}
      </section>
    </>
  );
}
