import { useMutation, useQuery } from '@tanstack/react-query';
import { myDataEndpoints } from '#common/my-data-endpoints';
import { callApi } from '#web/lib/api-client';

/** Asks for one's own data: a job prepares it and mails the link (docs/product.md#download-my-data). */
export function useRequestDataExport() {
  return useMutation({ mutationFn: () => callApi(myDataEndpoints.request, { body: { prepare: true } }) });
}

/** An administrator asks for a person's data on their behalf; the link goes to the person. */
export function useRequestDataExportFor() {
  return useMutation({
    mutationFn: (personId: number) =>
      callApi(myDataEndpoints.requestFor, { params: { id: personId }, body: { prepare: true } }),
  });
}

/** The prepared archive behind a mailed link, if it is the signed-in person's and has not expired. */
export function useDataExport(token: string, enabled: boolean) {
  return useQuery({
    queryKey: ['me', 'data-export', token],
    queryFn: () => callApi(myDataEndpoints.ready, { params: { token } }),
    enabled,
    retry: false,
  });
}
