import { Link } from 'react-router-dom';
import { DELETE_ACCOUNT_PATH } from '#web/features/account-deletion';
import type { UserProfile } from '#common/auth';
import type { Hub } from '#common/hub';
import { HUB_AREA_LINKS, HUB_MESSAGES, HUB_PATH, type HubArea } from '#common/hub-constants';
import { LiveStatus, QueryStates } from '#web/components/ui/status';
import { SignedInPage } from '#web/features/auth';
import { MyCertificates } from '#web/features/events';
import { MyCohortCertificates } from '#web/features/startups';
import { usePageTitle } from '#web/lib/use-page-meta';
import { useMyHub } from './api/my-hub';
import { areaLines } from './area-lines';
import { areasOf, waitingIn } from './hub-areas';
import { WaitingBadge } from './hub-menu-links';

type Action = { label: string; path: string };

/** What each area is for, where to start when it holds nothing yet, and what it always offers. */
const AREA_TEXT: Record<HubArea, { about: string; start?: Action; actions?: Action[] }> = {
  admin: { about: 'Posts, reports, verifications and applications waiting for an admin.' },
  review: { about: 'Applications to the centre’s calls assigned to you.' },
  mentoring: { about: 'The sessions founders book with you, your availability and your notes.' },
  cohort: { about: 'Your startup, its cohort, the programme’s schedule and your KPI reports.' },
  events: {
    about: 'Your registrations, waitlist places and check-in codes.',
    start: { label: 'Find an event', path: '/events' },
  },
  applications: {
    about: 'What you applied to and posted, and where each stands.',
    start: { label: 'See internships', path: '/internships' },
  },
  posts: {
    about: 'Your internships, projects and ideas, their applicants and join requests.',
    actions: [
      { label: 'Post an idea', path: '/post-idea' },
      { label: 'Post a project', path: '/post-project' },
      { label: 'Post an internship', path: '/post-internship' },
    ],
  },
  alerts: {
    about: 'Saved searches that mail you new posts.',
    start: { label: 'Search projects', path: '/projects' },
  },
  'office-hours': {
    about: 'Sessions with the centre’s mentors.',
    actions: [{ label: 'Book a mentor', path: '/office-hours' }],
  },
};

function AreaCard({ area, hub }: { area: HubArea; hub: Hub }) {
  const lines = areaLines(area, hub);
  const headingId = `hub-${area}-heading`;
  const { about, start, actions = [] } = AREA_TEXT[area];
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id={headingId} className="text-lg font-bold text-ink">
          <Link
            to={HUB_AREA_LINKS[area].path}
            className="inline-flex items-center rounded text-brand-dark hover:underline focus-visible:outline-2 focus-visible:outline-brand"
          >
            {HUB_AREA_LINKS[area].label}
            <WaitingBadge count={waitingIn(area, hub)} />
          </Link>
        </h2>
        <p className="mt-1 text-sm text-slate-600">{about}</p>
        {lines.length > 0 ? (
          <ul className="mt-3 space-y-1 text-sm">
            {lines.map((line) => (
              <li
                key={line.path ?? line.text}
                className={line.waiting ? 'font-semibold text-ink' : 'text-slate-700'}
              >
                {line.waiting && (
                  <span aria-hidden="true" className="mr-2 inline-block h-2 w-2 rounded-full bg-accent" />
                )}
                {line.path ? (
                  <Link to={line.path} className="text-brand-dark underline">
                    {line.text}
                  </Link>
                ) : (
                  line.text
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-slate-700">
            {HUB_MESSAGES.nothingWaits}
            {start && (
              <>
                {' · '}
                <Link to={start.path} className="font-semibold text-brand-dark hover:underline">
                  {start.label}
                </Link>
              </>
            )}
          </p>
        )}
        {actions.length > 0 && (
          <p className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-3 text-sm">
            {actions.map((action) => (
              <Link
                key={action.path}
                to={action.path}
                className="font-semibold text-brand-dark hover:underline"
              >
                {action.label}
              </Link>
            ))}
          </p>
        )}
      </article>
    </li>
  );
}

/** Placeholder cards while the counts load, the shape of the real ones. */
function HubPlaceholder() {
  return (
    <LiveStatus as="div" label="Loading your hub">
      <ul aria-hidden="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2, 3].map((index) => (
          <li key={index} className="h-36 animate-pulse rounded-2xl bg-white ring-1 ring-slate-200" />
        ))}
      </ul>
    </LiveStatus>
  );
}

function MyHub({ user }: { user: UserProfile }) {
  const hub = useMyHub();
  return (
    <QueryStates
      query={hub}
      loading="Loading your hub"
      failure={HUB_MESSAGES.loadFailed}
      pending={<HubPlaceholder />}
    >
      {(data) => {
        const areas = areasOf(user, data);
        const waiting = areas.reduce((sum, area) => sum + waitingIn(area, data), 0);
        return (
          <>
            <LiveStatus className="mb-4 font-semibold text-ink">
              {waiting === 0
                ? 'Nothing waits for you right now.'
                : `${waiting} ${waiting === 1 ? 'thing waits' : 'things wait'} for you.`}
            </LiveStatus>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {areas.map((area) => (
                <AreaCard key={area} area={area} hub={data} />
              ))}
            </ul>
            <MyCertificates />
            <MyCohortCertificates headingId="cohort-certificates" />
            <p className="mt-8 text-sm text-slate-700">
              Your account:{' '}
              <Link to="/profile" className="font-semibold text-brand-dark hover:underline">
                Profile
              </Link>
              {' · '}
              <Link to="/work-profile" className="font-semibold text-brand-dark hover:underline">
                Work profile
              </Link>
              {' · '}
              <Link to="/profile#your-data" className="font-semibold text-brand-dark hover:underline">
                Your data
              </Link>
              {' · '}
              <Link to={DELETE_ACCOUNT_PATH} className="font-semibold text-brand-dark hover:underline">
                Delete my account
              </Link>
            </p>
          </>
        );
      }}
    </QueryStates>
  );
}

/** /my (docs/product.md#personal-hub): every area the person has, with what waits in each. */
export default function MyHubPage() {
  usePageTitle(HUB_MESSAGES.title);
  return (
    <SignedInPage
      headingId="my-hub-heading"
      title={HUB_MESSAGES.title}
      intro={HUB_MESSAGES.intro}
      returnTo={HUB_PATH}
      loginNotice="Sign in to see your hub."
      loadingLabel="Loading your hub"
      wide
    >
      {(user) => <MyHub user={user} />}
    </SignedInPage>
  );
}
