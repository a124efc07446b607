import { Link } from 'react-router-dom';
import { eventPagePath } from '#common/events-constants';
import { ListSectionIfAny } from '#web/components/ui/status';
import { formatDateRange } from '../format';
import { useNow } from '../use-grouped-events';
import { useMyRegistrations } from './api/registrations';
import { STATE_STYLES, describeState } from './format';

/**
 * On /application-status: the person's upcoming event registrations with their state (registered,
 * waitlisted with position, offered until a time, attended), linking to My events for the actions
 * (docs/product.md#application-status). Nothing when there are none.
 */
export function MyRegistrationsSummary() {
  const mine = useMyRegistrations(true);
  const now = useNow().getTime();
  return (
    <ListSectionIfAny
      query={mine}
      items={(data) =>
        data.items.filter((item) => Date.parse(item.event_starts_at) >= now && item.state !== 'cancelled')
      }
      failure="Your event registrations could not be loaded."
      headingId="event-registrations-heading"
      title="Event registrations"
      aside={
        <Link to="/my/events" className="text-sm font-semibold text-brand-dark underline">
          My events
        </Link>
      }
      className="mb-8"
    >
      {(item, data) => (
        <li
          key={item.id}
          className="flex flex-wrap items-start justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
        >
          <p className="min-w-0">
            <Link
              to={eventPagePath(item.event_id)}
              className="font-semibold wrap-anywhere text-ink hover:underline"
            >
              {item.event_name}
            </Link>
            <span className="block text-sm text-slate-600">
              {formatDateRange(item.event_start_date, item.event_end_date)}
              {item.event_time ? ` · ${item.event_time}` : ''}
            </span>
          </p>
          <span
            className={`inline-block rounded-full px-3 py-1 text-xs font-bold ${STATE_STYLES[item.state]}`}
          >
            {describeState(item, data.timezone)}
          </span>
        </li>
      )}
    </ListSectionIfAny>
  );
}
