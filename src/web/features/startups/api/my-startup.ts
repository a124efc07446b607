import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { startupsEndpoints } from '#common/startups-endpoints';
import { callApi } from '#web/lib/api-client';
import { startupKeys } from '../query-keys';
import { startupFormData, type StartupSave } from './save-startup';

/** A startup's profile, published or not, for its cohort and the centre. */
export function useStartupProfile(id: number) {
  return useQuery({
    queryKey: startupKeys.profile(id),
    queryFn: () => callApi(startupsEndpoints.myStartup, { params: { id } }),
  });
}

/** Saves the profile (its founders); refreshes the profile, the cohort page and the portfolio. */
export function useSaveMyStartup(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: StartupSave) =>
      callApi(startupsEndpoints.saveMyStartup, { params: { id }, body: startupFormData(input) }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: startupKeys.profile(id) }),
        client.invalidateQueries({ queryKey: startupKeys.cohorts }),
        client.invalidateQueries({ queryKey: startupKeys.all }),
      ]),
  });
}

/** Invites: a code mailed to a new team member. */
export function useInviteMember(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => callApi(startupsEndpoints.invite, { params: { id }, body: { email } }),
    onSuccess: () => client.invalidateQueries({ queryKey: startupKeys.profile(id) }),
  });
}

/**
 * Resend (a new code mailed, the old one void) or cancel: the founders' actions on a waiting invitation.
 */
export function useInvitationAction(id: number, action: 'resend' | 'cancel') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (memberId: number) =>
      action === 'resend'
        ? callApi(startupsEndpoints.resendInvitation, { params: { id, memberId } })
        : callApi(startupsEndpoints.cancelInvitation, { params: { id, memberId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: startupKeys.profile(id) }),
  });
}
