import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AnnouncementInput, CohortInput } from '#common/startups';
import { startupsEndpoints } from '#common/startups-endpoints';
import { callApi } from '#web/lib/api-client';
import { MY_DATA } from '#web/lib/query-roots';
import { startupKeys } from '../query-keys';
import { startupFormData, type StartupSave } from './save-startup';

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
    queryFn: () => callApi(startupsEndpoints.adminCohorts),
  });
}

export function useAdminStartups() {
  return useQuery({
    queryKey: startupKeys.adminStartups,
    queryFn: () => callApi(startupsEndpoints.adminStartups),
  });
}

/** Forms a cohort by hand, or from a call's accepted applications. */
export function useFormCohort() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CohortInput) => callApi(startupsEndpoints.formCohort, { body: input }),
    onSuccess: () => refreshAll(client),
  });
}

/** An announcement, stored and mailed to the cohort's members. */
export function useAnnounce(cohortId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AnnouncementInput) =>
      callApi(startupsEndpoints.announce, { params: { id: cohortId }, body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: startupKeys.cohort(cohortId) }),
  });
}

/** Adds a startup (an alumnus entered by hand) or changes one. */
export function useSaveAdminStartup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: StartupSave }) =>
      id === null
        ? callApi(startupsEndpoints.createStartup, { body: startupFormData(input) })
        : callApi(startupsEndpoints.updateStartup, { params: { id }, body: startupFormData(input) }),
    onSuccess: () => refreshAll(client),
  });
}

export function useDeleteStartup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(startupsEndpoints.removeStartup, { params: { id } }),
    onSuccess: () => refreshAll(client),
  });
}
