import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StartupProfile } from '#common/startups';
import { apiRequest } from '#web/lib/api-client';
import { startupKeys } from '../query-keys';
import { saveStartup, type StartupSave } from './save-startup';

/** GET /api/my/startups/:id: the profile, published or not, for its cohort and the centre. */
export function useStartupProfile(id: number) {
  return useQuery({
    queryKey: startupKeys.profile(id),
    queryFn: () => apiRequest<StartupProfile>(`/api/my/startups/${id}`),
  });
}

/** PUT /api/my/startups/:id (its founders): refreshes the profile, the cohort page and the portfolio. */
export function useSaveMyStartup(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: StartupSave) => saveStartup('/api/my/startups', id, input),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: startupKeys.profile(id) }),
        client.invalidateQueries({ queryKey: startupKeys.cohorts }),
        client.invalidateQueries({ queryKey: startupKeys.all }),
      ]),
  });
}

/** POST /api/my/startups/:id/invitations: a code mailed to a new team member. */
export function useInviteMember(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<{ message: string }>(`/api/my/startups/${id}/invitations`, {
        method: 'POST',
        body: JSON.stringify({ email }),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: startupKeys.profile(id) }),
  });
}

/**
 * POST /api/my/startups/:id/invitations/:memberId/resending (a new code mailed, the old one void) or
 * DELETE /api/my/startups/:id/invitations/:memberId (cancelled): the founders' actions on a waiting invitation.
 */
export function useInvitationAction(id: number, action: 'resend' | 'cancel') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (memberId: number) =>
      apiRequest<{ message: string }>(
        `/api/my/startups/${id}/invitations/${memberId}${action === 'resend' ? '/resending' : ''}`,
        { method: action === 'resend' ? 'POST' : 'DELETE' },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: startupKeys.profile(id) }),
  });
}
