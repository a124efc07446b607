import type { Submission, SubmissionStatus } from '#common/submissions';
import { EmptyState, PageSpinner, QueryStates } from '#web/components/ui/status';
import { StateCard } from '#web/components/ui/state-card';
import { usePageTitle } from '#web/lib/use-page-meta';
import { SignedInGate } from '#web/features/auth';
import { MyCallApplications } from '#web/features/calls';
import { MyRegistrationsSummary } from '#web/features/events';
import { MyPostApplications } from '#web/features/post-applications';
import { MyJoinRequests } from '#web/features/idea-teams';
import { useMySubmissions } from './api/get-my-submissions';
import { formatDate } from '#common/intl-cache';
import { LinkButton } from '#web/components/ui/button';
import { ScrollTable } from '#web/components/ui/scroll-table';

const STATUS_STYLE: Record<SubmissionStatus, string> = {
  Approved: 'bg-green-100 text-green-800',
  Pending: 'bg-amber-100 text-amber-900',
  Declined: 'bg-red-100 text-red-800',
};

function StatusBadge({ status }: { status: SubmissionStatus }) {
  return (
    <span
      className={`inline-block shrink-0 rounded-full px-3 py-1 text-xs font-bold whitespace-nowrap ${STATUS_STYLE[status]}`}
    >
      {status}
    </span>
  );
}

function TitleCell({ item }: { item: Submission }) {
  return (
    <>
      <span className="font-semibold wrap-anywhere text-ink">{item.title}</span>
      {item.detail && <span className="block text-sm text-slate-600">Team: {item.detail}</span>}
      {item.reason && <span className="mt-1 block text-sm text-red-800">Reason: {item.reason}</span>}
    </>
  );
}

function SubmissionsTable({ items }: { items: Submission[] }) {
  return (
    <>
      {/* Phones: one card per submission. */}
      <ol className="space-y-3 sm:hidden" aria-label="Your submissions">
        {items.map((item, index) => (
          <StateCard
            key={item.key}
            title={
              <p className="min-w-0">
                <span className="text-sm text-slate-600">#{index + 1} · </span>
                <TitleCell item={item} />
              </p>
            }
            badge={<StatusBadge status={item.status} />}
          >
            <p className="mt-2 text-sm text-slate-600">
              {item.type} · <time dateTime={item.date}>{formatDate(item.date, 'day')}</time>
            </p>
          </StateCard>
        ))}
      </ol>
      {/* Wider screens: the table of docs/product.md#application-status. */}
      <ScrollTable
        label="Your submissions table"
        className="hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 sm:block"
      >
        <table className="w-full text-left">
          <caption className="sr-only">Your submissions, newest first</caption>
          <thead className="border-b border-slate-200 bg-mist text-sm text-slate-700">
            <tr>
              <th scope="col" className="px-4 py-3">
                #
              </th>
              <th scope="col" className="px-4 py-3">
                Title
              </th>
              <th scope="col" className="px-4 py-3">
                Type
              </th>
              <th scope="col" className="px-4 py-3">
                Date
              </th>
              <th scope="col" className="px-4 py-3">
                Status
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {items.map((item, index) => (
              <tr key={item.key}>
                <td className="px-4 py-3 text-slate-600">{index + 1}</td>
                <td className="px-4 py-3">
                  <TitleCell item={item} />
                </td>
                <td className="px-4 py-3 text-slate-700">{item.type}</td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                  <time dateTime={item.date}>{formatDate(item.date, 'day')}</time>
                </td>
                <td className="px-4 py-3">
                  <StatusBadge status={item.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
    </>
  );
}

/**
 * /application-status (docs/product.md#application-status): the signed-in user's posts and applications,
 * newest first.
 */
export default function ApplicationStatusPage() {
  usePageTitle('Application status');
  // Reads what the list below fetched once the user is known; it asks nothing itself.
  const submissions = useMySubmissions(false);

  return (
    <section aria-labelledby="status-heading" className="min-h-[70vh] bg-mist pt-28 pb-20">
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 id="status-heading" className="text-3xl font-bold tracking-tight text-ink">
              Application status
            </h1>
            <p className="mt-2 text-slate-600">
              Your ideas, projects, internships and programme applications.
            </p>
          </div>
          {submissions.data && submissions.data.length > 0 && (
            <LinkButton to="/post-idea" variant="secondary">
              Post an idea
            </LinkButton>
          )}
        </div>
        <SignedInGate
          login={{ notice: 'Sign in to see your submissions.', returnTo: '/application-status' }}
          loadingLabel="Loading your submissions"
          failure="We could not check that you are signed in."
        >
          {() => (
            <>
              <MyCallApplications />
              <MyPostApplications />
              <MyJoinRequests />
              <MyRegistrationsSummary />
              <MySubmissions />
            </>
          )}
        </SignedInGate>
      </div>
    </section>
  );
}

/** The signed-in user's submissions: loading, failure, empty or the table. */
function MySubmissions() {
  const submissions = useMySubmissions(true);
  return (
    <QueryStates
      query={submissions}
      failure="Your submissions could not be loaded."
      pending={<PageSpinner label="Loading your submissions" />}
      isEmpty={(items) => items.length === 0}
      empty={
        <EmptyState title="You have not posted anything yet">
          Share an idea, offer a project or post an internship, and follow its review here.
          <span className="mt-4 flex flex-wrap justify-center gap-3">
            <LinkButton to="/post-idea">Post an idea</LinkButton>
            <LinkButton to="/post-project" variant="secondary">
              Post a project
            </LinkButton>
          </span>
        </EmptyState>
      }
    >
      {(items) => <SubmissionsTable items={items} />}
    </QueryStates>
  );
}
