import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateInput, UserProfile } from '#common/auth';
import { apiRequest } from '#web/lib/api-client';
import { rememberCurrentUser } from '#web/features/auth';

/** PATCH /api/me: saves the editable profile fields and answers with the whole profile. */
export function updateProfile(input: ProfileUpdateInput): Promise<UserProfile> {
  return apiRequest<UserProfile>('/api/me', { method: 'PATCH', body: JSON.stringify(input) });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => rememberCurrentUser(queryClient, user),
  });
}
