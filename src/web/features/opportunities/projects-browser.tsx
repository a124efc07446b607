import { useState } from 'react';
import { Link } from 'react-router-dom';
import { OPPORTUNITY_MESSAGES, PAGE_SIZE, PROJECT_LOCATION_FILTERS } from '#common/opportunities-constants';
import type { ProjectLocationFilter } from '#common/opportunities';
import { EmptyState, ErrorNotice } from '#web/components/ui/status';
import { useProjects } from './api/list-opportunities';
import { CardSkeletons, FilterSelect, Pager, ResultCount, SearchBox } from './list-controls';
import { ProjectCard } from './opportunity-cards';
import { PostButton } from './post-buttons';
import { useListSearch } from './use-list-search';

const LOCATION_OPTIONS = PROJECT_LOCATION_FILTERS.map((value) => ({
  value,
  label: value === 'All' ? 'All locations' : value,
}));

/** docs/product.md#projects: search by title or poster, location filter, mailto apply, "Post Project". */
export function ProjectsBrowser({ variant }: { variant: 'page' | 'section' }) {
  const [location, setLocation] = useState<ProjectLocationFilter>('All');
  const search = useListSearch(location);
  const pageSize = variant === 'page' ? PAGE_SIZE.default : 3;
  const projects = useProjects({ q: search.q, location, page: search.page, pageSize });
  const busy = projects.isFetching && (projects.isPlaceholderData || search.text.trim() !== search.q);
  const data = projects.data;
  const filtered = search.q !== '' || location !== 'All';

  return (
    <div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchBox
          label="Search projects"
          placeholder="Search by title or poster..."
          value={search.text}
          onChange={search.setText}
        />
        <FilterSelect label="Location" value={location} options={LOCATION_OPTIONS} onChange={setLocation} />
        <PostButton kind="project" />
      </div>
      <ResultCount total={data?.total} busy={busy} noun="project" />
      <div className="mt-4" aria-busy={busy}>
        {projects.isPending && <CardSkeletons count={3} />}
        {projects.isError && !data && (
          <ErrorNotice onRetry={() => void projects.refetch()}>The projects could not be loaded.</ErrorNotice>
        )}
        {data && data.items.length === 0 && (
          <EmptyState title={OPPORTUNITY_MESSAGES.empty.projectsTitle}>
            {filtered ? OPPORTUNITY_MESSAGES.empty.projectsSearch : OPPORTUNITY_MESSAGES.empty.projects}
          </EmptyState>
        )}
        {data && data.items.length > 0 && (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {data.items.map((project) => (
              <ProjectCard key={project.id} project={project} headingLevel={variant === 'page' ? 2 : 3} />
            ))}
          </ul>
        )}
        {variant === 'page' && data && (
          <Pager
            label="Project pages"
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onPage={search.setPage}
          />
        )}
        {variant === 'section' && (
          <p className="mt-8 text-center">
            <Link to="/projects" className="font-semibold text-brand-dark underline-offset-4 hover:underline">
              See all project opportunities →
            </Link>
          </p>
        )}
      </div>
    </div>
  );
}
