import { Link } from 'react-router-dom';
import { formatNewsDate, newsPagePath } from '#common/news-constants';
import type { StartupPageDetails } from '#common/startup-details';

/** A story as typed: paragraphs split at blank lines, line breaks kept inside them. */
export function StoryParagraphs({ story }: { story: string }) {
  return (
    <>
      {story
        .split(/\n{2,}/)
        .filter((paragraph) => paragraph.trim() !== '')
        .map((paragraph, index) => (
          <p key={index} className="mt-3 break-words whitespace-pre-line text-slate-700 first:mt-0">
            {paragraph}
          </p>
        ))}
    </>
  );
}

/** The founders, their roles, and a link to a profile only where that founder chose to show it. */
function Founders({ founders }: { founders: StartupPageDetails['founders'] }) {
  return (
    <section aria-labelledby="founders-heading" className="mt-10">
      <h2 id="founders-heading" className="text-xl font-bold text-ink">
        Founders
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {founders.map((founder, index) => (
          <li key={index} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
            <p className="font-semibold break-words text-ink">
              {founder.profileUrl ? (
                <a
                  href={founder.profileUrl}
                  rel="noopener noreferrer nofollow ugc"
                  className="text-brand-dark underline underline-offset-4"
                >
                  {founder.name}
                  <span className="sr-only"> (profile)</span>
                </a>
              ) : (
                founder.name
              )}
            </p>
            <p className="text-sm break-words text-slate-600">{founder.role}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Dated milestones, oldest first: the startup's path so far. */
export function MilestoneList({ milestones }: { milestones: StartupPageDetails['milestones'] }) {
  return (
    <ol className="mt-3 space-y-3 border-l-2 border-brand/30 pl-4">
      {milestones.map((milestone, index) => (
        <li key={`${milestone.date}-${index}`}>
          <time dateTime={milestone.date} className="block text-sm text-slate-600">
            {formatNewsDate(milestone.date)}
          </time>
          <span className="font-semibold break-words text-ink">{milestone.title}</span>
        </li>
      ))}
    </ol>
  );
}

/** What the public page shows beyond the card (docs/product.md#startup-pages): each part only when it has content. */
export function StartupPageSections({ details }: { details: StartupPageDetails }) {
  return (
    <>
      {details.founders.length > 0 && <Founders founders={details.founders} />}
      {details.story && (
        <section aria-labelledby="story-heading" className="mt-10">
          <h2 id="story-heading" className="mb-3 text-xl font-bold text-ink">
            Our story
          </h2>
          <StoryParagraphs story={details.story} />
        </section>
      )}
      {details.milestones.length > 0 && (
        <section aria-labelledby="milestones-heading" className="mt-10">
          <h2 id="milestones-heading" className="text-xl font-bold text-ink">
            Milestones
          </h2>
          <MilestoneList milestones={details.milestones} />
        </section>
      )}
      {details.news.length > 0 && (
        <section aria-labelledby="startup-news-heading" className="mt-10">
          <h2 id="startup-news-heading" className="text-xl font-bold text-ink">
            In the news
          </h2>
          <ul className="mt-3 space-y-2">
            {details.news.map((post) => (
              <li key={post.slug}>
                <Link
                  to={newsPagePath(post.slug)}
                  className="font-semibold break-words text-brand-dark underline underline-offset-4"
                >
                  {post.title}
                </Link>
                <span className="text-sm text-slate-600">
                  {' · '}
                  <time dateTime={post.publishedOn}>{formatNewsDate(post.publishedOn)}</time>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
