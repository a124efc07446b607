import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IdeaPost, InternshipPost, ProjectPost } from '#common/opportunities';
import { opportunitiesEndpoints } from '#common/opportunities-endpoints';
import { callApi } from '#web/lib/api-client';
import { submissionKeys } from '#web/features/submissions';

function usePost<T>(send: (post: T) => Promise<{ id: number; status: 'pending' }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    // The new post is pending: only the author's own list changes.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: submissionKeys.mine }),
  });
}

export const usePostIdea = () =>
  usePost((post: IdeaPost) => callApi(opportunitiesEndpoints.postIdea, { body: post }));
export const usePostProject = () =>
  usePost((post: ProjectPost) => callApi(opportunitiesEndpoints.postProject, { body: post }));
export const usePostInternship = () =>
  usePost((post: InternshipPost) => callApi(opportunitiesEndpoints.postInternship, { body: post }));
