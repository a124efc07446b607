import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PHOTO_FIELD, REMOVE_PHOTO_FIELD } from '#common/content';
import type { AdminNewsPost, NewsInput } from '#common/news';
import { apiRequest } from '#web/lib/api-client';
import { newsKeys } from '../query-keys';

export function useAdminNews() {
  return useQuery({
    queryKey: newsKeys.admin,
    queryFn: () => apiRequest<{ items: AdminNewsPost[] }>('/api/admin/news').then((body) => body.items),
    staleTime: 0,
  });
}

export interface SaveNewsInput {
  /** Absent: a new post. */
  id?: number;
  fields: NewsInput;
  cover: File | null;
  removeCover: boolean;
}

/** POST /api/news or PUT /api/news/:id as multipart (the cover is the `photo` part). */
export function useSaveNews() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields, cover, removeCover }: SaveNewsInput) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.append(name, String(value));
      if (cover) body.append(PHOTO_FIELD, cover);
      else if (removeCover) body.append(REMOVE_PHOTO_FIELD, 'true');
      return apiRequest<{ id: number }>(id === undefined ? '/api/news' : `/api/news/${id}`, {
        method: id === undefined ? 'POST' : 'PUT',
        body,
      });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: newsKeys.all }),
  });
}

export function useDeleteNews() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>(`/api/news/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: newsKeys.all }),
  });
}
