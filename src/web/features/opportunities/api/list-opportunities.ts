import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  Internship,
  InternshipTypeFilter,
  ListPage,
  Project,
  ProjectLocationFilter,
  WallIdea,
} from '#common/opportunities';
import type { IdeaSort } from '#common/idea-teams-constants';
import { apiRequest } from '#web/lib/api-client';
import { opportunityKeys } from '../query-keys';

function queryString(params: Record<string, string | number>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== '' && value !== 'All') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

// Each list keeps the previous answer on screen while the next one loads, so typing never blanks the page.

/**
 * How often an open Wall asks again, so endorsement counts and teams move without a reload
 * (docs/product.md#endorsements); the server answers from its list-version cache until something changed.
 */
const WALL_REFRESH_MS = 30_000;

export function useIdeas(params: { q: string; sort: IdeaSort; page: number; pageSize: number }) {
  return useQuery({
    queryKey: opportunityKeys.ideas(params),
    queryFn: () =>
      apiRequest<ListPage<WallIdea>>(
        `/api/ideas${queryString({ ...params, sort: params.sort === 'newest' ? '' : params.sort })}`,
      ),
    placeholderData: keepPreviousData,
    refetchInterval: WALL_REFRESH_MS,
  });
}

export function useProjects(params: {
  q: string;
  location: ProjectLocationFilter;
  page: number;
  pageSize: number;
}) {
  return useQuery({
    queryKey: opportunityKeys.projects(params),
    queryFn: () => apiRequest<ListPage<Project>>(`/api/projects${queryString(params)}`),
    placeholderData: keepPreviousData,
  });
}

export function useInternships(params: {
  q: string;
  type: InternshipTypeFilter;
  page: number;
  pageSize: number;
}) {
  return useQuery({
    queryKey: opportunityKeys.internships(params),
    queryFn: () => apiRequest<ListPage<Internship>>(`/api/internships${queryString(params)}`),
    placeholderData: keepPreviousData,
  });
}
