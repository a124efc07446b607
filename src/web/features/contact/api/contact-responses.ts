import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contactEndpoints } from '#common/contact-endpoints';
import { endpointUrl } from '#common/api-contract';
import { callApi } from '#web/lib/api-client';
import { contactKeys } from '../query-keys';

/** Newest first, one page at a time. */
export function useContactResponses(page: number) {
  return useQuery({
    queryKey: contactKeys.page(page),
    queryFn: () => callApi(contactEndpoints.list, { query: { page } }),
    placeholderData: keepPreviousData,
  });
}

export function useDeleteContactResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(contactEndpoints.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
}

export const CONTACT_CSV_PATH = endpointUrl(contactEndpoints.csv);
