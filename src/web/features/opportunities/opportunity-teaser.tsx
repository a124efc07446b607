import { countOf, TeaserList, TeaserMeta, TeaserTitle } from '#web/components/ui/teaser-list';
import type { OpportunityList } from './opportunity-browser';

/**
 * Home's teaser of an opportunity list (docs/product.md#home-teasers): the latest three approved posts as small
 * cards, the count with "See all", and the post button; search and filters are on the list's page.
 */
export function OpportunityTeaser<Item extends { id: number }, Filter extends string>({
  list,
}: {
  list: OpportunityList<Item, Filter>;
}) {
  const filter = list.filter?.options[0]?.value ?? ('' as Filter);
  const items = list.useItems({ q: '', filter, page: 1, pageSize: 3 });
  const total = items.data?.total;
  return (
    <TeaserList
      query={items}
      items={items.data?.items}
      getKey={(item) => item.id}
      renderItem={(item) => {
        const teaser = list.teaser(item);
        return (
          <div className="min-w-0">
            <TeaserTitle>{teaser.title}</TeaserTitle>
            <TeaserMeta>{teaser.meta}</TeaserMeta>
          </div>
        );
      }}
      loading={list.loading}
      failure={list.failure}
      empty={list.empty(false)}
      seeAll={{
        to: list.page,
        text: total === undefined ? 'See all' : `See all ${countOf(total, list.noun)}`,
      }}
      action={list.postButton}
      phoneCount={2}
    />
  );
}
