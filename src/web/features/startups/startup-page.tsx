import { Link, useParams } from 'react-router-dom';
import { NOT_FOUND_TITLE } from '#common/routes';
import { STARTUP_SLUG_PATTERN } from '#common/startups-constants';
import { ResponsiveImage } from '#web/components/ui/responsive-image';
import { LinkText } from '#web/components/ui/link-text';
import { NotFoundPage } from '#web/components/ui/not-found-page';
import { PageSpinner, QueryStates } from '#web/components/ui/status';
import { ApiError } from '#web/lib/api-client';
import { usePageTitle } from '#web/lib/use-page-meta';
import { useStartup } from './api/get-startups';
import { StartupFacts } from './startup-card';
import { StartupPageSections } from './startup-page-sections';

/**
 * /startups/:slug: one published startup, its founders, story, milestones and news (docs/product.md#startup-pages;
 * the server sends its head, schema.org Organization and text).
 */
export default function StartupPage() {
  const { slug = '' } = useParams();
  const valid = STARTUP_SLUG_PATTERN.test(slug);
  const startup = useStartup(valid ? slug : '');
  const notFound = startup.error instanceof ApiError && startup.error.status === 404;
  const missing = !valid || notFound;
  usePageTitle(missing ? NOT_FOUND_TITLE : (startup.data?.name ?? 'Our startups'));
  if (missing) return <NotFoundPage />;

  return (
    <div className="mx-auto max-w-3xl px-4 pt-28 pb-20 sm:px-6">
      <p className="mb-6">
        <Link to="/startups" className="font-semibold text-brand-dark hover:underline">
          <span aria-hidden="true">← </span>All startups
        </Link>
      </p>
      <QueryStates
        query={startup}
        failure="The startup could not be loaded."
        pending={<PageSpinner label="Loading the startup" />}
      >
        {(details) => (
          <article>
            {details.logo && (
              <ResponsiveImage
                image={details.logo}
                alt={`${details.name} logo`}
                eager
                sizes="192px"
                className="mb-6 h-24 w-48 object-contain object-left"
              />
            )}
            <h1 className="text-3xl font-bold text-ink sm:text-4xl">{details.name}</h1>
            <p className="mt-3 text-lg text-slate-700">{details.pitch}</p>
            <StartupFacts startup={details} />
            <dl className="mt-8 grid gap-4 sm:grid-cols-2">
              <div>
                <dt className="text-sm text-slate-600">Sector</dt>
                <dd className="font-semibold text-ink">{details.sector}</dd>
              </div>
              <div>
                <dt className="text-sm text-slate-600">Stage</dt>
                <dd className="font-semibold text-ink">{details.stage}</dd>
              </div>
              {details.foundedYear && (
                <div>
                  <dt className="text-sm text-slate-600">Founded</dt>
                  <dd className="font-semibold text-ink">{details.foundedYear}</dd>
                </div>
              )}
              {details.website && (
                <div>
                  <dt className="text-sm text-slate-600">Website</dt>
                  <dd>
                    <a
                      href={details.website}
                      rel="noopener noreferrer"
                      className="font-semibold text-brand-dark underline underline-offset-4"
                    >
                      <LinkText href={details.website} />
                    </a>
                  </dd>
                </div>
              )}
            </dl>
            <StartupPageSections details={details} />
          </article>
        )}
      </QueryStates>
    </div>
  );
}
