import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  EndorsementAnswer,
  IdeaTeamUpdateInput,
  JoinDecision,
  JoinRequest,
  JoinRequestInput,
  MyIdea,
  MyIdeaMarks,
} from '#common/idea-teams';
import type { MessageAnswer } from '#common/api-answers';
import { apiRequest } from '#web/lib/api-client';
import { ideaTeamKeys } from '../query-keys';

/** GET /api/my/idea-marks: what I endorse and where I asked to join (only asked when signed in). */
export function useMyIdeaMarks(signedIn: boolean) {
  return useQuery({
    queryKey: ideaTeamKeys.marks,
    queryFn: () => apiRequest<MyIdeaMarks>('/api/my/idea-marks'),
    enabled: signedIn,
  });
}

/** POST/DELETE /api/ideas/:id/endorsement; `onChanged` lets the list refresh its counts. */
export function useEndorse(id: number, onChanged: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) =>
      apiRequest<EndorsementAnswer>(`/api/ideas/${id}/endorsement`, { method: on ? 'POST' : 'DELETE' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ideaTeamKeys.marks });
      onChanged();
    },
  });
}

/** POST /api/ideas/:id/join-requests. */
export function useAskToJoin(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JoinRequestInput) =>
      apiRequest<MessageAnswer>(`/api/ideas/${id}/join-requests`, {
        method: 'POST',
        body: JSON.stringify(input),
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ideaTeamKeys.marks });
      void queryClient.invalidateQueries({ queryKey: ideaTeamKeys.requests });
    },
  });
}

/** GET /api/my/ideas: my ideas with their team settings and requests (on /my/posts). */
export function useMyIdeas() {
  return useQuery({
    queryKey: ideaTeamKeys.ideas,
    queryFn: () => apiRequest<{ items: MyIdea[] }>('/api/my/ideas').then((body) => body.items),
  });
}

/** GET /api/my/join-requests: the requests I sent (on /application-status). */
export function useMyJoinRequests() {
  return useQuery({
    queryKey: ideaTeamKeys.requests,
    queryFn: () => apiRequest<{ items: JoinRequest[] }>('/api/my/join-requests').then((body) => body.items),
  });
}

/** PATCH /api/join-requests/:id (the idea's owner). */
export function useDecideRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: JoinDecision }) =>
      apiRequest<JoinRequest>(`/api/join-requests/${id}`, {
        method: 'PATCH',
        body: JSON.stringify({ decision }),
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ideaTeamKeys.ideas }),
  });
}

/** PATCH /api/ideas/:id/team (the idea's owner). */
export function useEditTeam(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: IdeaTeamUpdateInput) =>
      apiRequest<void>(`/api/ideas/${id}/team`, { method: 'PATCH', body: JSON.stringify(change) }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ideaTeamKeys.ideas }),
  });
}
