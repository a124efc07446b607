import type { AdminSchedule } from '#common/office-hours';
import { EmptyState, QueryStates } from '#web/components/ui/status';
import { useAdminSchedule } from '../api/admin-schedule';
import { sessionStatus, SessionTime } from '../session-time';
import { PersonName } from '#web/components/ui/person-name';
import { ScrollTable } from '#web/components/ui/scroll-table';

const th = 'px-3 py-2 text-left font-semibold whitespace-nowrap text-ink';
const td = 'px-3 py-2 align-top text-slate-800';

/** The admin's office hours (docs/product.md#office-hours): schedule, who has not met a mentor, mentor activity. */
export function OfficeHoursAdmin() {
  const schedule = useAdminSchedule();
  return (
    <QueryStates query={schedule} loading="Loading office hours" failure="Office hours could not be loaded.">
      {(data) => <Schedule schedule={data} />}
    </QueryStates>
  );
}

function Schedule({ schedule }: { schedule: AdminSchedule }) {
  const { bookings, notMetYet, mentorActivity, centreTimeZone } = schedule;
  return (
    <div className="space-y-10">
      <section aria-labelledby="oh-schedule" className="space-y-3">
        <h3 id="oh-schedule" className="text-lg font-bold text-ink">
          Schedule
        </h3>
        {bookings.length === 0 ? (
          <EmptyState title="No sessions booked">
            Sessions from the last 30 days and ahead appear here.
          </EmptyState>
        ) : (
          <ScrollTable label="Schedule table" className="rounded-2xl bg-white ring-1 ring-slate-200">
            <table className="w-full min-w-[44rem] text-sm">
              <thead className="bg-mist">
                <tr>
                  <th className={th}>When</th>
                  <th className={th}>Mentor</th>
                  <th className={th}>Founder</th>
                  <th className={th}>Topic</th>
                  <th className={th}>Status</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {bookings.map((booking) => (
                  <tr key={booking.id}>
                    <td className={td}>
                      <SessionTime iso={booking.startsAt} centreZone={centreTimeZone} />
                    </td>
                    <td className={td}>
                      <PersonName name={booking.mentorName} />
                    </td>
                    <td className={td}>
                      <PersonName name={booking.founderName} />
                      {booking.startupName ? (
                        <span className="block text-slate-600">{booking.startupName}</span>
                      ) : null}
                    </td>
                    <td className={`${td} max-w-xs`}>{booking.topic}</td>
                    <td className={`${td} whitespace-nowrap`}>{sessionStatus(booking)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
        )}
      </section>
      <section aria-labelledby="oh-not-met" className="space-y-3">
        <h3 id="oh-not-met" className="text-lg font-bold text-ink">
          Not met a mentor yet
        </h3>
        {notMetYet.length === 0 ? (
          <p className="text-slate-700">Every cohort member has held a session.</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
            {notMetYet.map((person) => (
              <li key={person.userId} className="px-4 py-2">
                <PersonName name={person.name} />
                <span className="text-slate-600"> · {person.startupName}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="oh-activity" className="space-y-3">
        <h3 id="oh-activity" className="text-lg font-bold text-ink">
          Mentor activity
        </h3>
        {mentorActivity.length === 0 ? (
          <p className="text-slate-700">No mentor has set up office hours yet.</p>
        ) : (
          <ScrollTable label="Mentor activity table" className="rounded-2xl bg-white ring-1 ring-slate-200">
            <table className="w-full min-w-[32rem] text-sm">
              <thead className="bg-mist">
                <tr>
                  <th className={th}>Mentor</th>
                  <th className={th}>Sessions held</th>
                  <th className={th}>Ahead</th>
                  <th className={th}>Average rating</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {mentorActivity.map((mentor) => (
                  <tr key={mentor.userId}>
                    <td className={td}>{mentor.name}</td>
                    <td className={td}>{mentor.sessionsHeld}</td>
                    <td className={td}>{mentor.upcoming}</td>
                    <td className={td}>
                      {mentor.averageRating === null
                        ? 'No ratings'
                        : `${mentor.averageRating} of 5 (${mentor.ratings} ${mentor.ratings === 1 ? 'rating' : 'ratings'})`}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
        )}
      </section>
    </div>
  );
}
