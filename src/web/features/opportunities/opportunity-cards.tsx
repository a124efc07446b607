import { OPPORTUNITY_MESSAGES, requirementItems, whatsAppLink } from '#common/opportunities-constants';
import type { Internship, Project, WallIdea } from '#common/opportunities';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router-dom';
import { useDisplayUser, useRequireLogin } from '#web/features/auth';
import { applyPath } from '#common/post-applications-constants';
import type { OpportunityKind } from '#common/opportunities-constants';
import { ClampedText } from '#web/components/ui/clamped-text';
import { Highlighted } from '#web/components/ui/highlighted';
import { IdeaTeamPanel } from '#web/features/idea-teams';
import { ReportButton } from '#web/features/reports';
import { formatDate } from './list-controls';
import { opportunityKeys } from './query-keys';
import { numberFormat } from '#common/intl-cache';
import { Button, buttonClass } from '#web/components/ui/button';

/** The card's "Report" link; a received report refreshes the lists, since it may have hidden the post. */
function CardReport({ kind, id, title }: { kind: OpportunityKind; id: number; title: string }) {
  const queryClient = useQueryClient();
  return (
    <div className="mt-3 flex justify-end">
      <ReportButton
        kind={kind}
        id={id}
        title={title}
        onReported={() => void queryClient.invalidateQueries({ queryKey: opportunityKeys.lists })}
      />
    </div>
  );
}

const tagClass = 'rounded-full bg-mist px-3 py-1 text-xs font-semibold text-brand-dark ring-1 ring-slate-200';
// min-w-0: a grid item is otherwise at least as wide as its longest unbreakable line (a truncated name).
const cardClass = 'flex min-w-0 flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200';

function WhatsAppIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor">
      <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18a8 8 0 0 1-4.1-1.1l-.3-.2-3 .8.8-2.9-.2-.3A8 8 0 1 1 12 20zm4.4-5.9c-.2-.1-1.4-.7-1.6-.8s-.4-.1-.5.1-.6.8-.8.9-.3.2-.5 0a6.6 6.6 0 0 1-3.3-2.9c-.2-.4.3-.4.8-1.3.1-.2 0-.3 0-.4l-.7-1.8c-.2-.5-.4-.4-.5-.4h-.5a.9.9 0 0 0-.6.3 2.7 2.7 0 0 0-.9 2 4.7 4.7 0 0 0 1 2.5 10.7 10.7 0 0 0 4.1 3.6c1.5.7 2.1.7 2.9.6a2.4 2.4 0 0 0 1.6-1.1 2 2 0 0 0 .1-1.1c0-.1-.2-.2-.4-.3z" />
    </svg>
  );
}

const chatClass = buttonClass({ variant: 'chat', size: 'sm', className: 'flex-none' });

/**
 * The owner's WhatsApp chat link, for signed-in people only (docs/product.md#private-contact): the server
 * leaves the number out for visitors, who get "Sign in to chat" opening the login panel instead.
 */
function IdeaChat({ idea }: { idea: WallIdea }) {
  const user = useDisplayUser();
  const requireLogin = useRequireLogin();
  const location = useLocation();
  if (idea.contact)
    return (
      <a href={whatsAppLink(idea.contact)} target="_blank" rel="noopener noreferrer" className={chatClass}>
        <WhatsAppIcon />
        Chat <span className="sr-only">with {idea.ownerName} on WhatsApp (opens in a new tab)</span>
      </a>
    );
  // Signed in, but the list still shows the answer fetched before: the new one is on its way.
  if (user) return null;
  return (
    <Button
      type="button"
      variant="chat"
      size="sm"
      className="flex-none"
      onClick={() =>
        requireLogin({
          notice: OPPORTUNITY_MESSAGES.signInToChat,
          returnTo: `${location.pathname}${location.search}`,
        })
      }
    >
      <WhatsAppIcon />
      Sign in to chat <span className="sr-only">with {idea.ownerName}</span>
    </Button>
  );
}

export function IdeaCard({ idea, headingLevel }: { idea: WallIdea; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const queryClient = useQueryClient();
  return (
    <li className={cardClass}>
      <div className="flex flex-wrap gap-2">
        <span className="rounded-full bg-brand-dark px-3 py-1 text-xs font-bold text-white">
          <Highlighted text={idea.mainTag} />
        </span>
        {idea.extraTags.map((tag) => (
          <span key={tag} className={tagClass}>
            <Highlighted text={tag} />
          </span>
        ))}
      </div>
      <Heading className="mt-4 text-lg font-bold wrap-anywhere text-ink">
        <Highlighted text={idea.title} />
      </Heading>
      <ClampedText
        text={idea.description}
        label={`the description of ${idea.title}`}
        className="mt-2 text-slate-700"
      />
      {/* Wraps rather than cutting the poster's name: the chat button drops below when both do not fit. */}
      <div className="mt-auto flex flex-wrap items-end justify-between gap-x-4 gap-y-3 pt-5">
        <p className="min-w-0 text-sm">
          <span className="block font-semibold wrap-anywhere text-ink">
            <Highlighted text={idea.ownerName} />
          </span>
          <span className="block wrap-anywhere text-slate-600">
            <Highlighted text={idea.designation} />
          </span>
        </p>
        <IdeaChat idea={idea} />
      </div>
      <IdeaTeamPanel
        idea={idea}
        onChanged={() => void queryClient.invalidateQueries({ queryKey: opportunityKeys.lists })}
      />
      <CardReport kind="idea" id={idea.id} title={idea.title} />
    </li>
  );
}

export function ProjectCard({ project, headingLevel }: { project: Project; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const subject = encodeURIComponent(`Application: ${project.projectTitle}`);
  return (
    <li className={cardClass}>
      <div className="flex items-start justify-between gap-3">
        <Heading className="text-lg font-bold wrap-anywhere text-ink">
          <Highlighted text={project.projectTitle} />
        </Heading>
        <span className={`${tagClass} flex-none`}>
          <Highlighted text={project.workType} />
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        Posted by{' '}
        <span className="font-semibold text-ink">
          <Highlighted text={project.byWhom} />
        </span>{' '}
        · {formatDate(project.createdAt)}
      </p>
      <ClampedText
        text={project.description}
        label={`the description of ${project.projectTitle}`}
        className="mt-3 text-slate-700"
      />
      {requirementItems(project.requirements).length > 0 && (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {requirementItems(project.requirements)
            .slice(0, 5)
            .map((item, index) => (
              <ClampedText key={index} as="li" text={item} />
            ))}
        </ul>
      )}
      <div className="mt-auto flex flex-wrap gap-3 pt-5">
        <Link
          to={applyPath('project', project.id)}
          className="inline-flex items-center rounded-full bg-brand-dark px-4 py-2 text-sm font-semibold text-white hover:bg-ink"
        >
          Apply on the site <span className="sr-only">for {project.projectTitle}</span>
        </Link>
        {/* Signed-in people only (docs/product.md#private-contact): visitors apply on the site or the form. */}
        {project.contact && (
          <a
            href={`mailto:${project.contact}?subject=${subject}`}
            className="inline-flex items-center rounded-full px-4 py-2 text-sm font-semibold text-brand-dark ring-1 ring-slate-300 hover:bg-mist"
          >
            Apply by email <span className="sr-only">for {project.projectTitle}</span>
          </a>
        )}
        <a
          href={project.applicationLink}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center rounded-full px-4 py-2 text-sm font-semibold text-brand-dark ring-1 ring-slate-300 hover:bg-mist"
        >
          Application form <span className="sr-only">for {project.projectTitle} (opens in a new tab)</span>
        </a>
      </div>
      <CardReport kind="project" id={project.id} title={project.projectTitle} />
    </li>
  );
}

export function InternshipCard({
  internship,
  headingLevel,
}: {
  internship: Internship;
  headingLevel: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const requirements = requirementItems(internship.requirements);
  return (
    <li className={cardClass}>
      <Heading className="text-lg font-bold wrap-anywhere text-ink">
        <Highlighted text={internship.title} />
      </Heading>
      <p className="font-semibold text-brand-dark">
        <Highlighted text={internship.company} />
      </p>
      <p className="mt-1 text-sm text-slate-600">Posted {formatDate(internship.createdAt)}</p>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <div>
          <dt className="text-slate-600">Location</dt>
          <dd className="font-medium wrap-anywhere text-ink">
            <Highlighted text={internship.location} />
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Stipend</dt>
          {/* Breaks before "/month" on a narrow card instead of inside a word. */}
          <dd className="font-medium text-ink">
            {internship.stipend > 0 ? (
              <>
                ₹{numberFormat('en-IN').format(internship.stipend)}
                <wbr />
                /month
              </>
            ) : (
              // Said in words, so that a search for "unpaid" finds what the card shows.
              <Highlighted text="Unpaid" />
            )}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Type</dt>
          <dd className="font-medium text-ink">
            <Highlighted text={internship.type} />
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Duration</dt>
          <dd className="font-medium wrap-anywhere text-ink">
            <Highlighted text={internship.duration} />
          </dd>
        </div>
      </dl>
      {requirements.length > 0 && (
        <>
          <p className="mt-4 text-sm font-semibold text-ink">Requirements</p>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {requirements.map((item, index) => (
              <ClampedText key={index} as="li" text={item} />
            ))}
          </ul>
        </>
      )}
      <div className="mt-auto flex flex-wrap gap-3 pt-5">
        <Link
          to={applyPath('internship', internship.id)}
          className="inline-flex items-center rounded-full bg-brand-dark px-5 py-2 text-sm font-semibold text-white hover:bg-ink"
        >
          Apply on the site{' '}
          <span className="sr-only">
            for {internship.title} at {internship.company}
          </span>
        </Link>
        <a
          href={internship.applyLink}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center rounded-full px-4 py-2 text-sm font-semibold text-brand-dark ring-1 ring-slate-300 hover:bg-mist"
        >
          Apply on the company&rsquo;s site{' '}
          <span className="sr-only">
            for {internship.title} at {internship.company} (opens in a new tab)
          </span>
        </a>
      </div>
      <CardReport kind="internship" id={internship.id} title={internship.title} />
    </li>
  );
}
