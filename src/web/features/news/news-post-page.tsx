import { Link, Navigate, useParams } from 'react-router-dom';
import { formatNewsDate, NEWS_SLUG_PATTERN } from '#common/news-constants';
import { ResponsiveImage } from '#web/components/ui/responsive-image';
import { ErrorNotice } from '#web/components/ui/status';
import { ApiError } from '#web/lib/api-client';
import { usePageTitle } from '#web/lib/use-page-meta';
import { useNewsPost } from './api/get-news';

/** /news/:slug: one post (the server sends its title, preview tags and text with the page). */
export default function NewsPostPage() {
  const { slug = '' } = useParams();
  const valid = NEWS_SLUG_PATTERN.test(slug);
  const post = useNewsPost(valid ? slug : '');
  usePageTitle(post.data?.title ?? 'News');
  const notFound = post.error instanceof ApiError && post.error.status === 404;
  if (!valid || notFound) return <Navigate to="/news" replace />;

  return (
    <div className="mx-auto max-w-3xl px-4 pt-28 pb-20 sm:px-6">
      <p className="mb-6">
        <Link to="/news" className="font-semibold text-brand-dark hover:underline">
          <span aria-hidden="true">← </span>All news
        </Link>
      </p>
      {post.isPending && (
        <p role="status" className="py-16 text-center text-lg text-slate-600">
          Loading the post...
        </p>
      )}
      {post.isError && !notFound && (
        <ErrorNotice onRetry={() => void post.refetch()}>The post could not be loaded.</ErrorNotice>
      )}
      {post.data && (
        <article>
          <h1 className="text-3xl font-bold wrap-anywhere text-ink sm:text-4xl">{post.data.title}</h1>
          <p className="mt-3 text-slate-600">
            <time dateTime={post.data.publishedOn}>{formatNewsDate(post.data.publishedOn)}</time>
          </p>
          {post.data.cover && (
            <ResponsiveImage
              image={post.data.cover}
              alt=""
              eager
              sizes="(min-width: 768px) 720px, 100vw"
              className="mt-6 aspect-[16/9] w-full rounded-2xl object-cover"
            />
          )}
          <div
            className="news-body mt-8"
            // Rendered from Markdown on the server with raw HTML off and only safe links (docs/product.md#news).
            dangerouslySetInnerHTML={{ __html: post.data.bodyHtml }}
          />
        </article>
      )}
    </div>
  );
}
