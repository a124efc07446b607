import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  POST_APPLICATION_LIMITS as L,
  POST_APPLICATION_STATE_LABELS,
  POST_APPLICATION_STATES,
  type MyPost,
  type PostApplicationState,
  type ReceivedApplication,
} from '#common/post-applications';
import { FormMessage } from '#web/components/ui/form-field';
import { inputClass } from '#web/components/ui/form-styles';
import { PageSpinner, EmptyState, QueryStates } from '#web/components/ui/status';
import { apiMessageOr } from '#web/lib/use-server-form';
import { usePageTitle } from '#web/lib/use-page-meta';
import { SignedInPage } from '#web/features/auth';
import { ListingControls, listingStateText } from '#web/features/listing-lifecycle';
import { reviewStateText } from '#web/lib/review-state-text';
import { MyIdeas } from '#web/features/idea-teams';
import { ApplicationStateBadge } from './application-state';
import { postApplicationKeys } from './query-keys';
import { cvUrl } from './api/my-applications';
import { csvUrl, useMyPosts, useReceivedApplications, useUpdateApplication } from './api/inbox';
import { formatDate } from '#common/intl-cache';
import { Button, buttonClass, LinkButton } from '#web/components/ui/button';
import { PersonName } from '#web/components/ui/person-name';

const saveFailure = apiMessageOr('The change could not be saved. Please try again.');

/** /my/posts (docs/product.md#applicants-inbox): my internships and projects with the applications to them. */
export default function MyPostsPage() {
  usePageTitle('My posts');
  return (
    <SignedInPage
      headingId="my-posts-heading"
      title="My posts"
      intro="Your internships and projects with the applications people sent on the site, and your ideas with the requests to join their teams."
      returnTo="/my/posts"
      loginNotice="Sign in to see your posts."
      loadingLabel="Loading your posts"
      wide
    >
      {() => (
        <>
          <MyPosts />
          <MyIdeas />
        </>
      )}
    </SignedInPage>
  );
}

function MyPosts() {
  const posts = useMyPosts();
  return (
    <QueryStates
      query={posts}
      pending={<PageSpinner label="Loading your posts" />}
      failure="Your posts could not be loaded."
    >
      {(data) => {
        if (data.length === 0)
          return (
            <EmptyState title="You have no internships or projects yet">
              Post one, and the applications people send on the site arrive here.
              <span className="mt-4 flex flex-wrap justify-center gap-3">
                <LinkButton to="/post-project">Post a project</LinkButton>
                <LinkButton to="/post-internship" variant="secondary">
                  Post an internship
                </LinkButton>
              </span>
            </EmptyState>
          );
        return (
          <ul className="space-y-4">
            {data.map((post) => (
              <PostItem key={`${post.kind}-${post.id}`} post={post} />
            ))}
          </ul>
        );
      }}
    </QueryStates>
  );
}

function PostItem({ post }: { post: MyPost }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const total = Object.values(post.counts).reduce((sum, n) => sum + n, 0);
  const queryClient = useQueryClient();
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-bold wrap-anywhere text-ink">{post.title}</h2>
          <p className="text-sm wrap-anywhere text-slate-600">
            {post.kind === 'internship' ? 'Internship' : 'Project'} · {post.organisation} ·{' '}
            {reviewStateText(post, post.status === 'approved' ? listingStateText(post) : '')}
          </p>
          <p className="mt-1 text-sm text-slate-700">
            {total === 1 ? '1 application' : `${total} applications`}
            {total > 0 &&
              ` (${POST_APPLICATION_STATES.filter((state) => post.counts[state] > 0)
                .map((state) => `${post.counts[state]} ${POST_APPLICATION_STATE_LABELS[state].toLowerCase()}`)
                .join(', ')})`}
          </p>
        </div>
        {total > 0 && (
          <div className="flex flex-wrap gap-2">
            <a
              href={csvUrl(post.kind, post.id)}
              download
              className={buttonClass({ variant: 'secondary', className: 'text-sm' })}
            >
              CSV <span className="sr-only">of the applications to {post.title}</span>
            </a>
            <Button
              type="button"
              className="text-sm"
              aria-expanded={open}
              aria-controls={panelId}
              onClick={() => setOpen(!open)}
            >
              {open ? 'Hide applications' : 'Show applications'}
              <span className="sr-only"> to {post.title}</span>
            </Button>
          </div>
        )}
      </div>
      {post.status === 'approved' && (
        <ListingControls
          listing={post}
          onChanged={() => void queryClient.invalidateQueries({ queryKey: postApplicationKeys.posts })}
        />
      )}
      {open && (
        <div id={panelId} className="mt-4">
          <Applications post={post} />
        </div>
      )}
    </li>
  );
}

function Applications({ post }: { post: MyPost }) {
  const applications = useReceivedApplications(post.kind, post.id);
  return (
    <QueryStates
      query={applications}
      loading="Loading the applications"
      failure="The applications could not be loaded."
    >
      {(data) => (
        <ol className="space-y-3" aria-label={`Applications to ${post.title}`}>
          {data.map((application) => (
            <ApplicationItem key={application.id} post={post} application={application} />
          ))}
        </ol>
      )}
    </QueryStates>
  );
}

function ApplicationItem({ post, application }: { post: MyPost; application: ReceivedApplication }) {
  const update = useUpdateApplication(post.kind, post.id);
  const [state, setState] = useState<PostApplicationState>(application.state);
  const [note, setNote] = useState(application.ownerNote);
  const [saved, setSaved] = useState(false);
  const stateId = useId();
  const noteId = useId();
  const links = [
    ['Portfolio', application.portfolioUrl],
    ['GitHub', application.githubUrl],
    ['LinkedIn', application.linkedinUrl],
  ].filter((link): link is [string, string] => Boolean(link[1]));
  const save = () => {
    setSaved(false);
    update.mutate({ id: application.id, state, note }, { onSuccess: () => setSaved(true) });
  };
  return (
    <li className="rounded-xl bg-mist p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="min-w-0">
          <PersonName name={application.applicantName} email={application.applicantEmail} emailLink stacked />
          <span className="block text-sm text-slate-600">
            Applied <time dateTime={application.createdAt}>{formatDate(application.createdAt, 'day')}</time>
          </span>
        </p>
        <ApplicationStateBadge state={application.state} />
      </div>
      <p className="mt-3 wrap-anywhere whitespace-pre-line text-slate-800">{application.note}</p>
      {(links.length > 0 || application.cvFilename) && (
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {links.map(([label, url]) => (
            <li key={label} className="min-w-0 wrap-anywhere">
              <a href={url} target="_blank" rel="noopener noreferrer" className="text-brand-dark underline">
                {label}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
          {application.cvFilename && (
            <li>
              <a href={cvUrl(application.id)} download className="font-semibold text-brand-dark underline">
                Download CV{' '}
                <span className="sr-only">of {application.applicantName || application.applicantEmail}</span>
              </a>
            </li>
          )}
        </ul>
      )}
      <div className="mt-4 grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end">
        <div>
          <label htmlFor={stateId} className="block text-sm font-medium text-ink">
            State
          </label>
          <select
            id={stateId}
            className={inputClass}
            value={state}
            onChange={(event) => setState(event.target.value as PostApplicationState)}
          >
            {POST_APPLICATION_STATES.map((value) => (
              <option key={value} value={value}>
                {POST_APPLICATION_STATE_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={noteId} className="block text-sm font-medium text-ink">
            Private note <span className="font-normal text-slate-600">(only you see it)</span>
          </label>
          <textarea
            id={noteId}
            rows={2}
            className={inputClass}
            value={note}
            maxLength={L.ownerNote}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
        <Button type="button" className="text-sm" disabled={update.isPending} onClick={save}>
          {update.isPending ? 'Saving…' : 'Save'}
          <span className="sr-only">
            {' '}
            the application of {application.applicantName || application.applicantEmail}
          </span>
        </Button>
      </div>
      {update.isError && <FormMessage tone="error">{saveFailure(update.error)}</FormMessage>}
      {saved && !update.isPending && <FormMessage tone="success">Saved.</FormMessage>}
    </li>
  );
}
