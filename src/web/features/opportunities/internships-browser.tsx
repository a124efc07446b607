import { useState } from 'react';
import { Link } from 'react-router-dom';
import { INTERNSHIP_TYPE_FILTERS, OPPORTUNITY_MESSAGES, PAGE_SIZE } from '#common/opportunities-constants';
import type { InternshipTypeFilter } from '#common/opportunities';
import { EmptyState, ErrorNotice, Spinner } from '#web/components/ui/status';
import { useInternships } from './api/list-opportunities';
import { FilterSelect, Pager, ResultCount, SearchBox } from './list-controls';
import { InternshipCard } from './opportunity-cards';
import { PostInternshipButton } from './post-buttons';
import { useListSearch } from './use-list-search';

const TYPE_OPTIONS = INTERNSHIP_TYPE_FILTERS.map((value) => ({
  value,
  label: value === 'All' ? 'All Types' : value,
}));

/** docs/product.md#internships: search by role or company, type filter, "Post Internship", spinner, cards. */
export function InternshipsBrowser({ variant }: { variant: 'page' | 'section' }) {
  const [type, setType] = useState<InternshipTypeFilter>('All');
  const search = useListSearch(type);
  const pageSize = variant === 'page' ? PAGE_SIZE.default : 3;
  const internships = useInternships({ q: search.q, type, page: search.page, pageSize });
  const busy = internships.isFetching && (internships.isPlaceholderData || search.text.trim() !== search.q);
  const data = internships.data;
  const filtered = search.q !== '' || type !== 'All';

  return (
    <div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchBox
          label="Search internships"
          placeholder="Search by role or company..."
          value={search.text}
          onChange={search.setText}
        />
        <FilterSelect label="Internship type" value={type} options={TYPE_OPTIONS} onChange={setType} />
        <PostInternshipButton />
      </div>
      <ResultCount total={data?.total} busy={busy} noun="internship" />
      <div className="mt-4" aria-busy={busy}>
        {internships.isPending && (
          <div className="flex justify-center py-12">
            <Spinner label="Loading internships" />
          </div>
        )}
        {internships.isError && !data && (
          <ErrorNotice onRetry={() => void internships.refetch()}>
            The internships could not be loaded.
          </ErrorNotice>
        )}
        {data &&
          data.items.length === 0 &&
          (filtered ? (
            <EmptyState title="No matching internships">Try a different role, company or type.</EmptyState>
          ) : (
            <EmptyState title={OPPORTUNITY_MESSAGES.empty.internshipsTitle}>
              {OPPORTUNITY_MESSAGES.empty.internships}
            </EmptyState>
          ))}
        {data && data.items.length > 0 && (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {data.items.map((internship) => (
              <InternshipCard
                key={internship.id}
                internship={internship}
                headingLevel={variant === 'page' ? 2 : 3}
              />
            ))}
          </ul>
        )}
        {variant === 'page' && data && (
          <Pager
            label="Internship pages"
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onPage={search.setPage}
          />
        )}
        {variant === 'section' && (
          <p className="mt-8 text-center">
            <Link
              to="/internships"
              className="font-semibold text-brand-dark underline-offset-4 hover:underline"
            >
              See all internships →
            </Link>
          </p>
        )}
      </div>
    </div>
  );
}
