import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FounderLinkInput, StartupDetailsInput } from '#common/startup-details';
import { startupsEndpoints } from '#common/startups-endpoints';
import { callApi } from '#web/lib/api-client';
import { startupKeys } from '../query-keys';

/** The story, milestones and founders as the team sees them: public, waiting, sent back. */
export function useMyStartupDetails(id: number) {
  return useQuery({
    queryKey: startupKeys.details(id),
    queryFn: () => callApi(startupsEndpoints.myStartupDetails, { params: { id } }),
  });
}

/** Sends a change for the centre to approve (its founders). */
export function useSubmitStartupDetails(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: StartupDetailsInput) =>
      callApi(startupsEndpoints.submitStartupDetails, { params: { id }, body: input }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: startupKeys.details(id) }),
        client.invalidateQueries({ queryKey: startupKeys.adminRevisions }),
      ]),
  });
}

/** A founder's own link choice; the public page shows it at once. */
export function useSaveFounderLink(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: FounderLinkInput) =>
      callApi(startupsEndpoints.saveFounderLink, { params: { id }, body: input }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: startupKeys.details(id) }),
        client.invalidateQueries({ queryKey: startupKeys.all }),
      ]),
  });
}

export function useAdminRevisions() {
  return useQuery({
    queryKey: startupKeys.adminRevisions,
    queryFn: () => callApi(startupsEndpoints.adminRevisions),
  });
}

/** Approves a waiting change, or sends it back with a note. */
export function useDecideRevision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: number; note: string | null }) =>
      note === null
        ? callApi(startupsEndpoints.approveRevision, { params: { id } })
        : callApi(startupsEndpoints.returnRevision, { params: { id }, body: { note } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: startupKeys.adminRevisions }),
        client.invalidateQueries({ queryKey: startupKeys.all }),
        client.invalidateQueries({ queryKey: ['my', 'startup'] }),
      ]),
  });
}
