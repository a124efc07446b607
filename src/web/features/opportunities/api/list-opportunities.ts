import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  Idea,
  Internship,
  InternshipTypeFilter,
  ListPage,
  Project,
  ProjectLocationFilter,
} from '#common/opportunities';
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

export function useIdeas(params: { q: string; page: number; pageSize: number }) {
  return useQuery({
    queryKey: opportunityKeys.ideas(params),
    queryFn: () => apiRequest<ListPage<Idea>>(`/api/ideas${queryString(params)}`),
    placeholderData: keepPreviousData,
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
