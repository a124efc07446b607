import { Link } from 'react-router-dom';
import { OPPORTUNITY_MESSAGES, PAGE_SIZE } from '#common/opportunities-constants';
import { EmptyState, ErrorNotice } from '#web/components/ui/status';
import { useIdeas } from './api/list-opportunities';
import { CardSkeletons, Pager, ResultCount, SearchBox } from './list-controls';
import { IdeaCard } from './opportunity-cards';
import { PostButton } from './post-buttons';
import { useListSearch } from './use-list-search';

/**
 * docs/product.md#wall-of-ideas: search, cards with a chat link, "Post Idea". The home section shows the
 * latest few.
 */
export function IdeasBrowser({ variant }: { variant: 'page' | 'section' }) {
  const search = useListSearch();
  const pageSize = variant === 'page' ? PAGE_SIZE.default : 3;
  const ideas = useIdeas({ q: search.q, page: search.page, pageSize });
  const busy = ideas.isFetching && (ideas.isPlaceholderData || search.text.trim() !== search.q);
  const data = ideas.data;

  return (
    <div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchBox
          label="Search ideas"
          placeholder="Search ideas by title, tag, name or designation..."
          value={search.text}
          onChange={search.setText}
        />
        <PostButton kind="idea" />
      </div>
      <ResultCount total={data?.total} busy={busy} noun="idea" />
      <div className="mt-4" aria-busy={busy}>
        {ideas.isPending && <CardSkeletons count={3} />}
        {ideas.isError && !data && (
          <ErrorNotice onRetry={() => void ideas.refetch()}>The ideas could not be loaded.</ErrorNotice>
        )}
        {data && data.items.length === 0 && (
          <EmptyState
            title={search.q ? OPPORTUNITY_MESSAGES.empty.ideasSearch : OPPORTUNITY_MESSAGES.empty.ideas}
          />
        )}
        {data && data.items.length > 0 && (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {data.items.map((idea) => (
              <IdeaCard key={idea.id} idea={idea} headingLevel={variant === 'page' ? 2 : 3} />
            ))}
          </ul>
        )}
        {variant === 'page' && data && (
          <Pager
            label="Ideas pages"
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onPage={search.setPage}
          />
        )}
        {variant === 'section' && (
          <p className="mt-8 text-center">
            <Link
              to="/wall-of-ideas"
              className="font-semibold text-brand-dark underline-offset-4 hover:underline"
            >
              See all ideas on the Wall of Ideas →
            </Link>
          </p>
        )}
      </div>
    </div>
  );
}
