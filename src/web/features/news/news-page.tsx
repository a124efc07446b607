import { Link } from 'react-router-dom';
import { formatNewsDate, newsPagePath } from '#common/news-constants';
import { CoverCard } from '#web/components/ui/cover-card';
import { PageShell } from '#web/components/ui/page-shell';
import { Skeletons } from '#web/components/ui/skeletons';
import { EmptyState, QueryStates } from '#web/components/ui/status';
import { usePageTitle } from '#web/lib/use-page-meta';
import { useNewsList } from './api/get-news';

/** /news: the published posts, newest first (docs/product.md#news). */
export default function NewsPage() {
  usePageTitle('News');
  const news = useNewsList();
  return (
    <PageShell
      headingId="news-heading"
      eyebrow="News"
      title="News from the centre"
      intro="Cohorts, funding rounds, partnerships and what our startups are building."
    >
      <p className="-mt-6 mb-10 text-center">
        <a href="/news.xml" className="text-sm font-semibold text-brand-dark underline underline-offset-4">
          Follow the news feed (Atom)
        </a>
      </p>
      <QueryStates
        query={news}
        what="news"
        pending={
          <Skeletons gridClassName="grid gap-6 md:grid-cols-3" itemClassName="h-80 rounded-2xl bg-white" />
        }
        isEmpty={(data) => data.length === 0}
        empty={<EmptyState title="No news yet">The first posts are on their way.</EmptyState>}
      >
        {(data) => (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {data.map((post) => (
              <CoverCard
                key={post.slug}
                image={post.cover}
                sizes="(min-width: 1024px) 360px, (min-width: 768px) 50vw, 100vw"
                aspect="aspect-[16/9]"
                className="relative focus-within:ring-2 focus-within:ring-brand"
              >
                <p className="text-sm text-slate-600">
                  <time dateTime={post.publishedOn}>{formatNewsDate(post.publishedOn)}</time>
                </p>
                <h2 className="mt-1 text-xl font-bold wrap-anywhere text-ink">
                  <Link
                    to={newsPagePath(post.slug)}
                    className="after:absolute after:inset-0 focus:outline-none"
                  >
                    {post.title}
                  </Link>
                </h2>
                <p className="mt-3 wrap-anywhere text-slate-700">{post.summary}</p>
              </CoverCard>
            ))}
          </ul>
        )}
      </QueryStates>
    </PageShell>
  );
}
