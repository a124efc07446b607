import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InternshipTypeFilter, ProjectLocationFilter } from '#common/opportunities';
import type { IdeaSort } from '#common/idea-teams-constants';
import { useDisplayUser } from '#web/features/auth';
import { callApi } from '#web/lib/api-client';
import { useHydrated } from '#web/lib/use-hydrated';
import { opportunityKeys, type ListAudience } from '../query-keys';

// The lists show on home's first paint: their declarations (and zod) load with the first call.
const endpoints = () =>
  import('#common/opportunities-endpoints').then((module) => module.opportunitiesEndpoints);
const ideas = () => endpoints().then((all) => all.ideas);
const projects = () => endpoints().then((all) => all.projects);
const internships = () => endpoints().then((all) => all.internships);

/** A filter's default ("All", "newest") is left out of the address, as the server assumes it. */
const unlessDefault = <T extends string>(value: T, fallback: T) => (value === fallback ? undefined : value);

// Each list keeps the previous answer on screen while the next one loads, so typing never blanks the page.

/**
 * Whom the server will answer (docs/product.md#private-contact), and whether to ask yet: a prerendered page
 * knows who is signed in only once it has hydrated, and asking before would fetch the list twice.
 */
function useListAudience(): { audience: ListAudience; ready: boolean } {
  const user = useDisplayUser();
  return { audience: user ? 'signed-in' : 'anyone', ready: useHydrated() };
}

/**
 * How often an open Wall asks again, so endorsement counts and teams move without a reload
 * (docs/product.md#endorsements); the server answers from its list-version cache until something changed.
 */
const WALL_REFRESH_MS = 30_000;

export function useIdeas(params: { q: string; sort: IdeaSort; page: number; pageSize: number }) {
  const { audience, ready } = useListAudience();
  return useQuery({
    queryKey: opportunityKeys.ideas(params, audience),
    enabled: ready,
    queryFn: () => callApi(ideas, { query: { ...params, sort: unlessDefault(params.sort, 'newest') } }),
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
  const { audience, ready } = useListAudience();
  return useQuery({
    queryKey: opportunityKeys.projects(params, audience),
    enabled: ready,
    queryFn: () =>
      callApi(projects, { query: { ...params, location: unlessDefault(params.location, 'All') } }),
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
    queryFn: () => callApi(internships, { query: { ...params, type: unlessDefault(params.type, 'All') } }),
    placeholderData: keepPreviousData,
  });
}
