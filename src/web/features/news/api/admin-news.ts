import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PHOTO_FIELD, REMOVE_PHOTO_FIELD } from '#common/content';
import type { NewsInput } from '#common/news';
import { newsEndpoints } from '#common/news-endpoints';
import { callApi } from '#web/lib/api-client';
import { newsKeys } from '../query-keys';

export function useAdminNews() {
  return useQuery({
    queryKey: newsKeys.admin,
    queryFn: () => callApi(newsEndpoints.adminList).then((body) => body.items),
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

/** A new post or a changed one, as multipart (the cover is the `photo` part). */
export function useSaveNews() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields, cover, removeCover }: SaveNewsInput) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.append(name, String(value));
      if (cover) body.append(PHOTO_FIELD, cover);
      else if (removeCover) body.append(REMOVE_PHOTO_FIELD, 'true');
      return id === undefined
        ? callApi(newsEndpoints.create, { body })
        : callApi(newsEndpoints.update, { params: { id }, body });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: newsKeys.all }),
  });
}

export function useDeleteNews() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(newsEndpoints.remove, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: newsKeys.all }),
  });
}
