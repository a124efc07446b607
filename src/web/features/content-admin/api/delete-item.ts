import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-client';
import { CONTENT_KINDS, type ContentKind } from './content-kinds';
import { invalidateAfterChange } from './invalidate-content';

/** Deletes one item of a list (its photo goes with it); programmes have no delete. */
export function useDeleteItem(kind: ContentKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => {
      const endpoints = CONTENT_KINDS[kind].admin;
      if (!('remove' in endpoints)) throw new Error(`A ${CONTENT_KINDS[kind].noun} cannot be deleted.`);
      return callApi(endpoints.remove, { params: { id } });
    },
    onSuccess: () => invalidateAfterChange(client, kind),
  });
}
