import { Link } from 'react-router-dom';
import type { MyRegistration } from '#common/event-registrations';
import { eventPagePath } from '#common/events-constants';
import { ActionNotice, EmptyState, QueryStates, PageSpinner } from '#web/components/ui/status';
import { SignedInPage } from '#web/features/auth';
import { usePageTitle } from '#web/lib/use-page-meta';
import { formatDateRange } from '../format';
import { useNow } from '../use-grouped-events';
import { useMyRegistrations } from './api/registrations';
import { RegistrationChoices, useRegistrationRun } from './registration-choices';
import { CalendarFeedPanel } from './calendar-feed-panel';
import { CheckInCode } from './check-in-code';
import { STATE_STYLES, describeState } from './format';

/** /my/events (docs/product.md#my-events): the person's registrations with their states and actions. */
export default function MyEventsPage() {
  usePageTitle('My events');
  return (
    <SignedInPage
      headingId="my-events-heading"
      title="My events"
      intro="Events you registered for or wait for, with your check-in code."
      returnTo="/my/events"
      loginNotice="Sign in to see your events."
      loadingLabel="Loading your events"
    >
      {() => (
        <>
          <CalendarFeedPanel />
          <MyEvents />
        </>
      )}
    </SignedInPage>
  );
}

function MyEvents() {
  const mine = useMyRegistrations(true);
  const now = useNow().getTime();
  return (
    <QueryStates
      query={mine}
      failure="Your events could not be loaded."
      pending={<PageSpinner label="Loading your events" />}
      isEmpty={(data) => data.items.length === 0}
      empty={
        <EmptyState title="You have not registered for any event yet">
          <Link to="/events" className="font-semibold text-brand-dark hover:underline">
            See the events
          </Link>
        </EmptyState>
      }
    >
      {(data) => {
        const upcoming = data.items.filter((item) => Date.parse(item.event_starts_at) >= now);
        const past = data.items.filter((item) => Date.parse(item.event_starts_at) < now).reverse();
        return (
          <div className="space-y-10">
            <EventGroup
              title="Upcoming"
              items={upcoming}
              timezone={data.timezone}
              actions
              empty="Nothing upcoming."
            />
            <EventGroup
              title="Past"
              items={past}
              timezone={data.timezone}
              actions={false}
              empty="No past events."
            />
          </div>
        );
      }}
    </QueryStates>
  );
}

function EventGroup(props: {
  title: string;
  items: MyRegistration[];
  timezone: string;
  actions: boolean;
  empty: string;
}) {
  return (
    <section aria-labelledby={`my-events-${props.title}`}>
      <h2 id={`my-events-${props.title}`} className="mb-4 text-xl font-bold text-ink">
        {props.title}
      </h2>
      {props.items.length === 0 ? (
        <p className="text-slate-600">{props.empty}</p>
      ) : (
        <ul className="space-y-4">
          {props.items.map((item) => (
            <li key={item.id}>
              <RegistrationItem item={item} timezone={props.timezone} actions={props.actions} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RegistrationItem({
  item,
  timezone,
  actions,
}: {
  item: MyRegistration;
  timezone: string;
  actions: boolean;
}) {
  const { run, notice, pending } = useRegistrationRun(item.event_id);
  return (
    <article
      aria-labelledby={`registration-${item.id}`}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`registration-${item.id}`} className="text-lg font-semibold break-words text-ink">
            <Link to={eventPagePath(item.event_id)} className="hover:underline">
              {item.event_name}
            </Link>
          </h3>
          <p className="text-sm text-slate-600">
            {formatDateRange(item.event_start_date, item.event_end_date)}
            {item.event_time ? ` · ${item.event_time}` : ''} · {item.event_location}
          </p>
        </div>
        <span className={`rounded-full px-3 py-1 text-xs font-bold ${STATE_STYLES[item.state]}`}>
          {describeState(item, timezone)}
        </span>
      </div>
      {item.check_in_code && item.state === 'registered' && <CheckInCode code={item.check_in_code} />}
      {item.answer && <p className="mt-2 text-sm text-slate-600">Your answer: {item.answer}</p>}
      {actions && (
        <div className="mt-3 flex flex-wrap gap-2">
          <RegistrationChoices state={item.state} pending={pending} run={run} eventName={item.event_name} />
        </div>
      )}
      <ActionNotice notice={notice} />
    </article>
  );
}
