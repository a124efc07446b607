import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IdeaTeamUpdateInput, JoinDecision, JoinRequestInput } from '#common/idea-teams';
import type { ideaTeamsEndpoints } from '#common/idea-teams-endpoints';
import { callApi, type LazyEndpoint } from '#web/lib/api-client';
import { ideaTeamKeys } from '../query-keys';

type Endpoints = typeof ideaTeamsEndpoints;

// The wall of ideas on the home page shows each idea's panel at its first paint: the declarations (and
// zod) load with the first call.
function endpoint<K extends keyof Endpoints>(name: K): LazyEndpoint<Endpoints[K]> {
  return () => import('#common/idea-teams-endpoints').then((module) => module.ideaTeamsEndpoints[name]);
}
const myMarks = endpoint('myMarks');
const endorse = endpoint('endorse');
const withdrawEndorsement = endpoint('withdrawEndorsement');
const askToJoin = endpoint('askToJoin');
const myIdeas = endpoint('myIdeas');
const myJoinRequests = endpoint('myJoinRequests');
const decide = endpoint('decide');
const editTeam = endpoint('editTeam');

/** What I endorse and where I asked to join (only asked when signed in). */
export function useMyIdeaMarks(signedIn: boolean) {
  return useQuery({
    queryKey: ideaTeamKeys.marks,
    queryFn: () => callApi(myMarks),
    enabled: signedIn,
  });
}

/** Endorses an idea or takes it back; `onChanged` lets the list refresh its counts. */
export function useEndorse(id: number, onChanged: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) =>
      on ? callApi(endorse, { params: { id } }) : callApi(withdrawEndorsement, { params: { id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ideaTeamKeys.marks });
      onChanged();
    },
  });
}

/** Asks to join an idea's team. */
export function useAskToJoin(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JoinRequestInput) => callApi(askToJoin, { params: { id }, body: input }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ideaTeamKeys.marks });
      void queryClient.invalidateQueries({ queryKey: ideaTeamKeys.requests });
    },
  });
}

/** My ideas with their team settings and requests (on /my/posts). */
export function useMyIdeas() {
  return useQuery({
    queryKey: ideaTeamKeys.ideas,
    queryFn: () => callApi(myIdeas).then((body) => body.items),
  });
}

/** The requests I sent (on /application-status). */
export function useMyJoinRequests() {
  return useQuery({
    queryKey: ideaTeamKeys.requests,
    queryFn: () => callApi(myJoinRequests).then((body) => body.items),
  });
}

/** Accepts or declines a request to join (the idea's owner). */
export function useDecideRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: JoinDecision }) =>
      callApi(decide, { params: { id }, body: { decision } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ideaTeamKeys.ideas }),
  });
}

/** Changes the team's wanted skills or completeness (the idea's owner). */
export function useEditTeam(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: IdeaTeamUpdateInput) => callApi(editTeam, { params: { id }, body: change }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ideaTeamKeys.ideas }),
  });
}
