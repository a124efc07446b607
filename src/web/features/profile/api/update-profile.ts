import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateInput, UserProfile } from '#common/auth';
import { profileEndpoints } from '#common/profile-endpoints';
import { callApi } from '#web/lib/api-client';
import { rememberCurrentUser } from '#web/features/auth';

/** Saves the editable profile fields and answers with the whole profile. */
export function updateProfile(input: ProfileUpdateInput): Promise<UserProfile> {
  return callApi(profileEndpoints.update, { body: input });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => rememberCurrentUser(queryClient, user),
  });
}
