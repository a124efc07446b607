import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicableKind, PostApplicationInput } from '#common/post-applications';
import { postApplicationsEndpoints } from '#common/post-applications-endpoints';
import { callApi } from '#web/lib/api-client';
import { postApplicationKeys } from '../query-keys';

/** The CV's form field. */
export const CV_FIELD = 'cv';

/** Applies to an internship or project as multipart/form-data (the CV is optional). */
export function useSendApplication(kind: ApplicableKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, cv }: { fields: PostApplicationInput; cv: File | null }) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) if (value) body.append(name, value);
      if (cv) body.append(CV_FIELD, cv);
      return callApi(postApplicationsEndpoints[kind].apply, { params: { id }, body });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: postApplicationKeys.target(kind, id) });
      void queryClient.invalidateQueries({ queryKey: postApplicationKeys.mine });
    },
  });
}
