import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AnnouncementInput, CohortInput, CohortSummary, StartupProfile } from '#common/startups';
import { apiRequest } from '#web/lib/api-client';
import { MY_DATA } from '#web/lib/query-roots';
import { startupKeys } from '../query-keys';
import { saveStartup, type StartupSave } from './save-startup';

/** After any admin change: the admin's lists, the cohort pages and the portfolio. */
const refreshAll = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: startupKeys.adminCohorts }),
    client.invalidateQueries({ queryKey: startupKeys.adminStartups }),
    client.invalidateQueries({ queryKey: MY_DATA }),
    client.invalidateQueries({ queryKey: startupKeys.all }),
  ]);

export function useAdminCohorts() {
  return useQuery({
    queryKey: startupKeys.adminCohorts,
    queryFn: () => apiRequest<{ items: CohortSummary[] }>('/api/admin/cohorts'),
  });
}

export function useAdminStartups() {
  return useQuery({
    queryKey: startupKeys.adminStartups,
    queryFn: () => apiRequest<{ items: StartupProfile[] }>('/api/admin/startups'),
  });
}

/** POST /api/admin/cohorts: by hand, or from a call's accepted applications. */
export function useFormCohort() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CohortInput) =>
      apiRequest<{ id: number; startupsAdded: number }>('/api/admin/cohorts', {
        method: 'POST',
        body: JSON.stringify(input),
      }),
    onSuccess: () => refreshAll(client),
  });
}

/** POST /api/admin/cohorts/:id/announcements: stored and mailed to the cohort's members. */
export function useAnnounce(cohortId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AnnouncementInput) =>
      apiRequest<{ message: string }>(`/api/admin/cohorts/${cohortId}/announcements`, {
        method: 'POST',
        body: JSON.stringify(input),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: startupKeys.cohort(cohortId) }),
  });
}

/** POST /api/admin/startups (an alumnus entered by hand) or PUT /api/admin/startups/:id. */
export function useSaveAdminStartup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: StartupSave }) =>
      saveStartup('/api/admin/startups', id, input),
    onSuccess: () => refreshAll(client),
  });
}

export function useDeleteStartup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>(`/api/admin/startups/${id}`, { method: 'DELETE' }),
    onSuccess: () => refreshAll(client),
  });
}
