import { requirementItems, whatsAppLink } from '#common/opportunities-constants';
import type { Internship, Project, WallIdea } from '#common/opportunities';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { applyPath } from '#common/post-applications-constants';
import type { OpportunityKind } from '#common/opportunities-constants';
import { ClampedText } from '#web/components/ui/clamped-text';
import { IdeaTeamPanel } from '#web/features/idea-teams';
import { ReportButton } from '#web/features/reports';
import { formatDate } from './list-controls';
import { opportunityKeys } from './query-keys';

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

export function IdeaCard({ idea, headingLevel }: { idea: WallIdea; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const queryClient = useQueryClient();
  return (
    <li className={cardClass}>
      <div className="flex flex-wrap gap-2">
        <span className="rounded-full bg-brand-dark px-3 py-1 text-xs font-bold text-white">
          {idea.mainTag}
        </span>
        {idea.extraTags.map((tag) => (
          <span key={tag} className={tagClass}>
            {tag}
          </span>
        ))}
      </div>
      <Heading className="mt-4 text-lg font-bold wrap-anywhere text-ink">{idea.title}</Heading>
      <p className="mt-2 line-clamp-4 wrap-anywhere whitespace-pre-line text-slate-700">{idea.description}</p>
      <div className="mt-auto flex items-end justify-between gap-4 pt-5">
        <p className="min-w-0 text-sm">
          <span className="block truncate font-semibold text-ink">{idea.ownerName}</span>
          <span className="block truncate text-slate-600">{idea.designation}</span>
        </p>
        <a
          href={whatsAppLink(idea.contact)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex flex-none items-center gap-1.5 rounded-full bg-green-700 px-4 py-2 text-sm font-semibold text-white hover:bg-green-800"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor">
            <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18a8 8 0 0 1-4.1-1.1l-.3-.2-3 .8.8-2.9-.2-.3A8 8 0 1 1 12 20zm4.4-5.9c-.2-.1-1.4-.7-1.6-.8s-.4-.1-.5.1-.6.8-.8.9-.3.2-.5 0a6.6 6.6 0 0 1-3.3-2.9c-.2-.4.3-.4.8-1.3.1-.2 0-.3 0-.4l-.7-1.8c-.2-.5-.4-.4-.5-.4h-.5a.9.9 0 0 0-.6.3 2.7 2.7 0 0 0-.9 2 4.7 4.7 0 0 0 1 2.5 10.7 10.7 0 0 0 4.1 3.6c1.5.7 2.1.7 2.9.6a2.4 2.4 0 0 0 1.6-1.1 2 2 0 0 0 .1-1.1c0-.1-.2-.2-.4-.3z" />
          </svg>
          Chat <span className="sr-only">with {idea.ownerName} on WhatsApp (opens in a new tab)</span>
        </a>
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
        <Heading className="text-lg font-bold wrap-anywhere text-ink">{project.projectTitle}</Heading>
        <span className={`${tagClass} flex-none`}>{project.workType}</span>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        Posted by <span className="font-semibold text-ink">{project.byWhom}</span> ·{' '}
        {formatDate(project.createdAt)}
      </p>
      <p className="mt-3 line-clamp-4 wrap-anywhere whitespace-pre-line text-slate-700">
        {project.description}
      </p>
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
        <a
          href={`mailto:${project.contact}?subject=${subject}`}
          className="inline-flex items-center rounded-full px-4 py-2 text-sm font-semibold text-brand-dark ring-1 ring-slate-300 hover:bg-mist"
        >
          Apply by email <span className="sr-only">for {project.projectTitle}</span>
        </a>
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

const rupees = new Intl.NumberFormat('en-IN');

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
      <Heading className="text-lg font-bold wrap-anywhere text-ink">{internship.title}</Heading>
      <p className="font-semibold text-brand-dark">{internship.company}</p>
      <p className="mt-1 text-sm text-slate-600">Posted {formatDate(internship.createdAt)}</p>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <div>
          <dt className="text-slate-600">Location</dt>
          <dd className="font-medium wrap-anywhere text-ink">{internship.location}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Stipend</dt>
          {/* Breaks before "/month" on a narrow card instead of inside a word. */}
          <dd className="font-medium text-ink">
            ₹{rupees.format(internship.stipend)}
            <wbr />
            /month
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Type</dt>
          <dd className="font-medium text-ink">{internship.type}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Duration</dt>
          <dd className="font-medium wrap-anywhere text-ink">{internship.duration}</dd>
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
