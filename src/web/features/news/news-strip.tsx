import { formatNewsDate, newsPagePath } from '#common/news-constants';
import { ResponsiveImage } from '#web/components/ui/responsive-image';
import { SectionHeading } from '#web/components/ui/section-heading';
import { countOf, TeaserList, TeaserMeta, TeaserTitle } from '#web/components/ui/teaser-list';
import { useNewsList } from './api/get-news';

/**
 * Home's news strip (docs/product.md#news): the latest three posts and a link to /news. Nothing is shown while
 * there is no news, as with the partners' strip.
 */
export function NewsStrip() {
  const news = useNewsList();
  if (news.data?.length === 0) return null;
  const total = news.data?.length;
  return (
    <section aria-labelledby="news-strip-heading" className="bg-white py-8">
      <div className="mx-auto max-w-6xl px-6">
        <SectionHeading id="news-strip-heading" eyebrow="News" title="What is new at the centre" compact />
        <TeaserList
          query={news}
          items={news.data?.slice(0, 3)}
          getKey={(post) => post.slug}
          renderItem={(post) => (
            <>
              <div className="h-20 w-20 flex-none overflow-hidden rounded-xl bg-slate-200">
                {post.cover && (
                  <ResponsiveImage
                    image={post.cover}
                    alt=""
                    sizes="80px"
                    className="h-full w-full object-cover"
                  />
                )}
              </div>
              <div className="min-w-0">
                <TeaserMeta>
                  <time dateTime={post.publishedOn}>{formatNewsDate(post.publishedOn)}</time>
                </TeaserMeta>
                <TeaserTitle to={newsPagePath(post.slug)}>{post.title}</TeaserTitle>
              </div>
            </>
          )}
          loading="Loading the news"
          failure="The news could not be loaded."
          empty={null}
          seeAll={{
            to: '/news',
            text: total === undefined ? 'All the news' : `All the news (${countOf(total, 'post')})`,
          }}
          gridClassName="grid gap-3 md:grid-cols-3"
          phoneCount={2}
          cardClassName="bg-mist"
        />
      </div>
    </section>
  );
}
