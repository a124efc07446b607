import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyPostApplication } from '#common/post-applications';
import { apiRequest } from '#web/lib/api-client';
import { MY_DATA } from '#web/lib/query-roots';
import { postApplicationKeys } from '../query-keys';

/** GET /api/my/applications: my applications to internships and projects, newest first. */
export function useMyPostApplications() {
  return useQuery({
    queryKey: postApplicationKeys.mine,
    queryFn: () =>
      apiRequest<{ items: MyPostApplication[] }>('/api/my/applications').then((body) => body.items),
  });
}

/** DELETE /api/applications/:id: withdraws an open application. */
export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>(`/api/applications/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MY_DATA }),
  });
}

/** Where the CV of an application downloads from (the applicant, the post's owner and admins only). */
export const cvUrl = (applicationId: number) => `/api/applications/${applicationId}/cv`;
