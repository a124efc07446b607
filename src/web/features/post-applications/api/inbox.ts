import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ApplicableKind,
  ApplicationUpdateInput,
  MyPost,
  ReceivedApplication,
} from '#common/post-applications';
import { apiRequest } from '#web/lib/api-client';
import { postApplicationKeys } from '../query-keys';

/** GET /api/my/posts: my internships and projects with their applications counted by state. */
export function useMyPosts() {
  return useQuery({
    queryKey: postApplicationKeys.posts,
    queryFn: () => apiRequest<{ items: MyPost[] }>('/api/my/posts').then((body) => body.items),
  });
}

/** GET /api/{internships,projects}/:id/applications: the applications to one of my posts. */
export function useReceivedApplications(kind: ApplicableKind, id: number) {
  return useQuery({
    queryKey: postApplicationKeys.received(kind, id),
    queryFn: () =>
      apiRequest<{ items: ReceivedApplication[] }>(`/api/${kind}s/${id}/applications`).then(
        (body) => body.items,
      ),
  });
}

/** PATCH /api/applications/:id: a new state and/or my private note. */
export function useUpdateApplication(kind: ApplicableKind, postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...change }: ApplicationUpdateInput & { id: number }) =>
      apiRequest<ReceivedApplication>(`/api/applications/${id}`, {
        method: 'PATCH',
        body: JSON.stringify(change),
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: postApplicationKeys.received(kind, postId) });
      void queryClient.invalidateQueries({ queryKey: postApplicationKeys.posts });
    },
  });
}

export const csvUrl = (kind: ApplicableKind, id: number) => `/api/${kind}s/${id}/applications.csv`;
