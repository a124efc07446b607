import { Link } from 'react-router-dom';
import { formatNewsDate } from '#common/news-constants';
import { EmptyState, LiveStatus, QueryStates } from '#web/components/ui/status';
import { SignedInPage } from '#web/features/auth';
import { StartupDetailsPanel } from './startup-details-panel';
import { StartupKpisPanel } from '#web/features/kpis';
import { GrantPanel } from '#web/features/grants';
import { StartupImpactPanel } from '#web/features/impact';
import { usePageTitle } from '#web/lib/use-page-meta';
import { useCohortPage, useMyCohorts } from './api/my-cohorts';
import { JoinCohortForm } from './join-cohort-form';
import { MyCohortCertificates } from './my-cohort-certificates';
import { MyStartupPanel } from './my-startup-panel';
import { StartupFacts } from './startup-card';

/** /my/cohort (docs/product.md#cohorts): the member's cohort, its startups, schedule and announcements. */
export default function MyCohortPage() {
  usePageTitle('My cohort');
  return (
    <SignedInPage
      headingId="my-cohort-heading"
      title="My cohort"
      intro="The startups you share the programme with, its schedule and the centre’s announcements."
      returnTo="/my/cohort"
      loginNotice="Sign in to see your cohort."
      loadingLabel="Loading your cohort"
      wide
    >
      {() => <MyCohort />}
    </SignedInPage>
  );
}

function MyCohort() {
  const mine = useMyCohorts();
  const current = mine.data?.items[0];
  return (
    <QueryStates query={mine} loading="Loading your cohort" failure="Your cohort could not be loaded.">
      {(data) => (
        <div className="space-y-8">
          {data.invitations.length > 0 && (
            <LiveStatus className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
              You are invited to{' '}
              {data.invitations
                .map((invitation) => `${invitation.startupName} (${invitation.cohortName})`)
                .join(', ')}
              . Type the code from the invitation mail under “Join your team” below.
            </LiveStatus>
          )}
          {current ? (
            <CohortDetails id={current.id} />
          ) : (
            <EmptyState title="You are not in a cohort yet">
              Startups join a cohort when the centre accepts their application. Invited by a founder? Type
              your code below.
            </EmptyState>
          )}
          <MyCohortCertificates headingId="certificates" />
          <JoinCohortForm />
        </div>
      )}
    </QueryStates>
  );
}

function CohortDetails({ id }: { id: number }) {
  const cohort = useCohortPage(id);
  return (
    <QueryStates query={cohort} loading="Loading the cohort" failure="The cohort could not be loaded.">
      {(data) => {
        const page = data;
        const mine = page.startups.find((startup) => startup.id === page.myStartupId);
        return (
          <div className="space-y-10">
            <div>
              <h2 className="text-2xl font-bold text-ink">{page.name}</h2>
              <p className="text-slate-600">
                <time dateTime={page.startsOn}>{formatNewsDate(page.startsOn)}</time> to{' '}
                <time dateTime={page.endsOn}>{formatNewsDate(page.endsOn)}</time>
              </p>
            </div>
            {page.myStartupId !== null && <MyStartupPanel startupId={page.myStartupId} />}
            {mine && <StartupDetailsPanel startupId={mine.id} slug={mine.slug} published={mine.published} />}
            {page.myStartupId !== null && <StartupKpisPanel startupId={page.myStartupId} />}
            {page.myStartupId !== null && <GrantPanel startupId={page.myStartupId} />}
            {page.myStartupId !== null && <StartupImpactPanel startupId={page.myStartupId} />}
            <section aria-labelledby="announcements-heading">
              <h3 id="announcements-heading" className="mb-3 text-xl font-bold text-ink">
                Announcements
              </h3>
              {page.announcements.length === 0 ? (
                <p className="text-slate-600">No announcements yet.</p>
              ) : (
                <ul className="space-y-4">
                  {page.announcements.map((announcement) => (
                    <li key={announcement.id} className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
                      <h4 className="font-bold text-ink">{announcement.title}</h4>
                      <p className="text-sm text-slate-600">
                        <time dateTime={announcement.createdAt}>
                          {formatNewsDate(announcement.createdAt.slice(0, 10))}
                        </time>
                      </p>
                      <p className="mt-2 whitespace-pre-line text-slate-700">{announcement.body}</p>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section aria-labelledby="schedule-heading">
              <h3 id="schedule-heading" className="mb-3 text-xl font-bold text-ink">
                Schedule
              </h3>
              {page.schedule.length === 0 ? (
                <p className="text-slate-600">No events are planned in the programme’s dates yet.</p>
              ) : (
                <ul className="divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
                  {page.schedule.map((event) => (
                    <li key={event.id} className="p-4">
                      <Link
                        to={`/events/${event.id}`}
                        className="font-semibold text-brand-dark hover:underline"
                      >
                        {event.name}
                      </Link>
                      <p className="text-sm text-slate-600">
                        {formatNewsDate(event.startDate.slice(0, 10))} · {event.location}
                      </p>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section aria-labelledby="cohort-startups-heading">
              <h3 id="cohort-startups-heading" className="mb-3 text-xl font-bold text-ink">
                Startups in the cohort
              </h3>
              <ul className="grid gap-6 md:grid-cols-2">
                {page.startups.map((startup) => (
                  <li key={startup.id} className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
                    <h4 className="text-lg font-bold text-ink">
                      {startup.name}
                      {startup.id === page.myStartupId && (
                        <span className="ml-2 text-sm font-normal text-slate-600">(your startup)</span>
                      )}
                    </h4>
                    <p className="mt-1 text-slate-700">{startup.pitch}</p>
                    <StartupFacts startup={startup} />
                    <p className="mt-3 text-sm text-slate-600">
                      {startup.published ? 'Public in the portfolio' : 'Private to the cohort and the centre'}
                      {startup.team.length > 0 &&
                        ` · Team: ${startup.team.map((member) => member.name).join(', ')}`}
                    </p>
                  </li>
                ))}
              </ul>
            </section>
          </div>
        );
      }}
    </QueryStates>
  );
}
