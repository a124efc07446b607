import { useMemo, useState, type ReactNode } from 'react';
import { searchTerms } from '#common/search-terms';
import { HighlightWords } from '#web/components/ui/highlighted';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ListPage } from '#common/opportunities';
import { PAGE_SIZE } from '#common/opportunities-constants';
import { Pager } from '#web/components/ui/pager';
import { QueryStates } from '#web/components/ui/status';
import { FilterSelect, ResultCount, SearchBox } from './list-controls';
import { useListSearch } from './use-list-search';
import { Skeletons } from '#web/components/ui/skeletons';

/** What the list asks the API for; `filter` is the filter's value ('' for a list without one). */
export interface ListQuery<Filter extends string> {
  q: string;
  filter: Filter;
  page: number;
  pageSize: number;
}

/** Everything that makes one opportunity list (ideas, projects, internships) different from another. */
export interface OpportunityList<Item extends { id: number }, Filter extends string = ''> {
  /** One item, for the result count ("3 ideas found"). */
  noun: string;
  search: { label: string; placeholder: string };
  /** A select beside the search box; its first value means "all". */
  filter?: { label: string; options: readonly { value: Filter; label: string }[] };
  useItems: (query: ListQuery<Filter>) => UseQueryResult<ListPage<Item>>;
  postButton: ReactNode;
  /** Said to screen readers while the first page loads. */
  loading: string;
  failure: string;
  /** The empty state, `filtered` while a search or filter is on. */
  empty: (filtered: boolean) => ReactNode;
  pagerLabel: string;
  /** The home section's teaser: one card's title and the line under it (docs/product.md#home-teasers). */
  teaser: (item: Item) => { title: string; meta: string };
  /** The full page, which the home section links to. */
  page: string;
}

/**
 * An opportunity list (docs/product.md#list-search-and-paging): search box, optional filter, post button,
 * result count, then placeholders, failure, empty state or cards, and the pager. Home shows a teaser instead
 * (opportunity-teaser.tsx).
 */
export function OpportunityBrowser<Item extends { id: number }, Filter extends string>({
  list,
  card,
  alertAction,
}: {
  list: OpportunityList<Item, Filter>;
  /** One item's card; kept out of `list`, so home's teasers of the same lists do not load the cards. */
  card: (item: Item, headingLevel: 2 | 3) => ReactNode;
  /** The pages' "Alert me" for the search as typed and the filter (docs/product.md#search-alerts). */
  alertAction?: (search: { q: string; filter: Filter }) => ReactNode;
}) {
  const [filter, setFilter] = useState<Filter>(list.filter?.options[0]?.value ?? ('' as Filter));
  const search = useListSearch(filter);
  const pageSize = PAGE_SIZE.default;
  const items = list.useItems({ q: search.q, filter, page: search.page, pageSize });
  const busy = items.isFetching && (items.isPlaceholderData || search.text.trim() !== search.q);
  const data = items.data;
  const filtered = search.q !== '' || filter !== (list.filter?.options[0]?.value ?? '');
  const headingLevel = 2;
  // The words of the search the cards answer, marked in them; none on the previous answer kept meanwhile.
  const words = useMemo(() => searchTerms(search.q), [search.q]);
  const marked = items.isPlaceholderData ? [] : words;

  return (
    <div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchBox
          label={list.search.label}
          placeholder={list.search.placeholder}
          value={search.text}
          onChange={search.setText}
        />
        {list.filter && (
          <FilterSelect
            label={list.filter.label}
            value={filter}
            options={list.filter.options}
            onChange={setFilter}
          />
        )}
        {list.postButton}
        {/* What is typed, not the debounced search: a click right after typing saves that text. */}
        {alertAction?.({ q: search.text.trim(), filter })}
      </div>
      <ResultCount total={data?.total} busy={busy} noun={list.noun} />
      <div className="mt-4" aria-busy={busy}>
        <QueryStates
          query={items}
          failure={list.failure}
          pending={<Skeletons label={list.loading} itemClassName="h-56 rounded-2xl bg-white" />}
        >
          {(page) => (
            <>
              {page.items.length === 0 ? (
                list.empty(filtered)
              ) : (
                <HighlightWords words={marked}>
                  <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                    {page.items.map((item) => card(item, headingLevel))}
                  </ul>
                </HighlightWords>
              )}
              <Pager
                label={list.pagerLabel}
                page={page.page}
                pageSize={page.pageSize}
                total={page.total}
                onPage={search.setPage}
                className="mt-10 flex items-center justify-center gap-4"
              />
            </>
          )}
        </QueryStates>
      </div>
    </div>
  );
}
