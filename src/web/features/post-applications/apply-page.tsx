import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import type { ApplicableKind, ApplyTarget } from '#common/post-applications';
import { OPEN_APPLICATION_STATES } from '#common/post-applications-constants';
import { FormMessage } from '#web/components/ui/form-field';
import { PageSpinner, QueryStates } from '#web/components/ui/status';
import { ApiError } from '#web/lib/api-client';
import { usePageTitle } from '#web/lib/use-page-meta';
import { SignedInGate } from '#web/features/auth';
import { ApplicationStateBadge } from './application-state';
import { ApplicationForm } from './application-form';
import { cvUrl } from './api/my-applications';
import { useApplyTarget } from './api/get-apply-target';
import { WithdrawButton } from './withdraw-button';
import { LinkButton } from '#web/components/ui/button';

/**
 * /internships/:id/apply and /projects/:id/apply (docs/product.md#applications-on-the-site): the post, and
 * either the form or my application with its state.
 */
export default function ApplyPage() {
  const kind: ApplicableKind = useLocation().pathname.startsWith('/projects') ? 'project' : 'internship';
  const id = Number(useParams().id);
  usePageTitle(kind === 'internship' ? 'Apply to an internship' : 'Apply to a project');
  return (
    <section aria-labelledby="apply-heading" className="min-h-[70vh] bg-mist pt-28 pb-20">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <SignedInGate
          login={{
            notice:
              kind === 'internship'
                ? 'Sign in to apply to this internship.'
                : 'Sign in to apply to this project.',
            returnTo: `/${kind}s/${id}/apply`,
          }}
          loadingLabel="Loading the post"
          failure="We could not check that you are signed in."
        >
          {() =>
            Number.isInteger(id) && id > 0 ? (
              <ApplyTargetView kind={kind} id={id} />
            ) : (
              <NotFound kind={kind} />
            )
          }
        </SignedInGate>
      </div>
    </section>
  );
}

function NotFound({ kind }: { kind: ApplicableKind }) {
  return (
    <>
      <h1 id="apply-heading" className="text-3xl font-bold tracking-tight text-ink">
        Post not found
      </h1>
      <p className="mt-2 text-slate-700">This post does not exist or is no longer listed.</p>
      <LinkButton to={`/${kind}s`} variant="secondary" className="mt-6">
        See all {kind}s
      </LinkButton>
    </>
  );
}

function ApplyTargetView({ kind, id }: { kind: ApplicableKind; id: number }) {
  const target = useApplyTarget(kind, id);
  const [sent, setSent] = useState<string | null>(null);
  if (target.error instanceof ApiError && target.error.status === 404) return <NotFound kind={kind} />;
  return (
    <QueryStates
      query={target}
      pending={<PageSpinner label="Loading the post" />}
      failure="This post could not be loaded."
    >
      {(data) => <TargetView kind={kind} id={id} target={data} sent={sent} setSent={setSent} />}
    </QueryStates>
  );
}

function TargetView({
  kind,
  id,
  target,
  sent,
  setSent,
}: {
  kind: ApplicableKind;
  id: number;
  target: ApplyTarget;
  sent: string | null;
  setSent: (sent: string | null) => void;
}) {
  const { post, application, refusal } = target;
  return (
    <>
      <p className="text-sm font-semibold text-brand-dark">
        {kind === 'internship' ? 'Internship' : 'Project'} · {post.organisation}
      </p>
      <h1 id="apply-heading" className="mt-1 text-3xl font-bold tracking-tight wrap-anywhere text-ink">
        {application ? 'Your application: ' : 'Apply: '}
        {post.title}
      </h1>
      <div className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
        {sent && <FormMessage tone="success">{sent}</FormMessage>}
        {application ? (
          <MyApplication target={target} />
        ) : refusal === 'own' ? (
          <p className="text-slate-700">
            This is your own post. Applications to it arrive in{' '}
            <Link to="/my/posts" className="font-semibold text-brand-dark underline">
              My posts
            </Link>
            .
          </p>
        ) : refusal === 'not-open' ? (
          <p className="text-slate-700">This post is not open for applications.</p>
        ) : (
          <ApplicationForm kind={kind} postId={id} onSent={setSent} />
        )}
      </div>
      <p className="mt-6 text-sm text-slate-700">
        Prefer the poster&rsquo;s own way?{' '}
        <a
          href={post.externalLink}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-brand-dark underline"
        >
          Apply on the company&rsquo;s site<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
    </>
  );
}

function MyApplication({ target }: { target: ApplyTarget }) {
  const application = target.application!;
  const links = [
    ['Portfolio', application.portfolioUrl],
    ['GitHub', application.githubUrl],
    ['LinkedIn', application.linkedinUrl],
  ].filter((link): link is [string, string] => Boolean(link[1]));
  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-slate-700">State:</span>
        <ApplicationStateBadge state={application.state} />
      </div>
      <h2 className="mt-5 text-sm font-semibold text-ink">Your cover note</h2>
      <p className="mt-1 wrap-anywhere whitespace-pre-line text-slate-800">{application.note}</p>
      {links.length > 0 && (
        <ul className="mt-4 space-y-1 text-sm">
          {links.map(([label, url]) => (
            <li key={label} className="wrap-anywhere">
              {label}:{' '}
              <a href={url} target="_blank" rel="noopener noreferrer" className="text-brand-dark underline">
                {url}
              </a>
            </li>
          ))}
        </ul>
      )}
      {application.cvFilename && (
        <p className="mt-4 text-sm">
          <a href={cvUrl(application.id)} download className="font-semibold text-brand-dark underline">
            Download your CV ({application.cvFilename})
          </a>
        </p>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        <LinkButton to="/application-status" variant="secondary">
          All my applications
        </LinkButton>
        {OPEN_APPLICATION_STATES.includes(application.state) && (
          <WithdrawButton id={application.id} title={target.post.title} />
        )}
      </div>
    </div>
  );
}
