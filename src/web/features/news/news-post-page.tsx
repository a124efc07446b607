import { Link, useParams } from 'react-router-dom';
import { NOT_FOUND_TITLE } from '#common/routes';
import { formatNewsDate, NEWS_SLUG_PATTERN } from '#common/news-constants';
import { ResponsiveImage } from '#web/components/ui/responsive-image';
import { NotFoundPage } from '#web/components/ui/not-found-page';
import { PageSpinner, QueryStates } from '#web/components/ui/status';
import { ApiError } from '#web/lib/api-client';
import { usePageTitle } from '#web/lib/use-page-meta';
import { useNewsPost } from './api/get-news';

/** /news/:slug: one post (the server sends its title, preview tags and text with the page). */
export default function NewsPostPage() {
  const { slug = '' } = useParams();
  const valid = NEWS_SLUG_PATTERN.test(slug);
  const post = useNewsPost(valid ? slug : '');
  const notFound = post.error instanceof ApiError && post.error.status === 404;
  const missing = !valid || notFound;
  usePageTitle(missing ? NOT_FOUND_TITLE : (post.data?.title ?? 'News'));
  if (missing) return <NotFoundPage />;

  return (
    <div className="mx-auto max-w-3xl px-4 pt-28 pb-20 sm:px-6">
      <p className="mb-6">
        <Link to="/news" className="font-semibold text-brand-dark hover:underline">
          <span aria-hidden="true">← </span>All news
        </Link>
      </p>
      <QueryStates
        query={post}
        pending={<PageSpinner label="Loading the post" />}
        failure="The post could not be loaded."
      >
        {(data) => (
          <article>
            <h1 className="text-3xl font-bold wrap-anywhere text-ink sm:text-4xl">{data.title}</h1>
            <p className="mt-3 text-slate-600">
              <time dateTime={data.publishedOn}>{formatNewsDate(data.publishedOn)}</time>
            </p>
            {data.cover && (
              <ResponsiveImage
                image={data.cover}
                alt=""
                eager
                sizes="(min-width: 768px) 720px, 100vw"
                className="mt-6 aspect-[16/9] w-full rounded-2xl object-cover"
              />
            )}
            <div
              className="news-body mt-8"
              // Rendered from Markdown on the server with raw HTML off and only safe links (docs/product.md#news).
              dangerouslySetInnerHTML={{ __html: data.bodyHtml }}
            />
          </article>
        )}
      </QueryStates>
    </div>
  );
}
