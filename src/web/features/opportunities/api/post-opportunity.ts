import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IdeaPost, InternshipPost, ProjectPost } from '#common/opportunities';
import { apiRequest } from '#web/lib/api-client';
import { submissionKeys } from '#web/features/submissions';

type Created = { id: number; status: 'pending' };

function usePost<T>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (post: T) => apiRequest<Created>(path, { method: 'POST', body: JSON.stringify(post) }),
    // The new post is pending: only the author's own list changes.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: submissionKeys.mine }),
  });
}

export const usePostIdea = () => usePost<IdeaPost>('/api/ideas');
export const usePostProject = () => usePost<ProjectPost>('/api/projects');
export const usePostInternship = () => usePost<InternshipPost>('/api/internships');
